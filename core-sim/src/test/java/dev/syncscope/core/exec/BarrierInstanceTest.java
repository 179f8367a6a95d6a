package dev.syncscope.core.exec;

import dev.syncscope.core.model.Scope;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/** A barrier instance's arrivals, read back ascending whatever their order, span or repeats. */
class BarrierInstanceTest {

    @Test
    void ascendingSortsAnyArrivals() {
        SplittableRandom r = new SplittableRandom(3);
        for (int run = 0; run < 2_000; run++) {
            int n = r.nextInt(0, 300);
            // dense (one scope instance, shuffled), sparse, and with repeats
            int span = switch (run % 3) {
                case 0 -> Math.max(1, n);
                case 1 -> 100_000;
                default -> Math.max(1, n / 2);
            };
            int base = r.nextInt(0, 1 << 20);
            int[] ids = new int[n];
            if (run % 3 == 0) {
                for (int i = 0; i < n; i++) {
                    ids[i] = base + i;
                }
                for (int i = n - 1; i > 0; i--) {
                    int j = r.nextInt(i + 1);
                    int t = ids[i];
                    ids[i] = ids[j];
                    ids[j] = t;
                }
            } else {
                for (int i = 0; i < n; i++) {
                    ids[i] = base + r.nextInt(span);
                }
            }
            BarrierInstance b = new BarrierInstance(new BarrierKey(Scope.WORKGROUP, 0, 1), null, false);
            b.reserve(n);
            for (int id : ids) {
                b.arrive(id);
            }
            int[] sorted = ids.clone();
            Arrays.sort(sorted);
            assertArrayEquals(sorted, b.ascending(), "run " + run);
            assertArrayEquals(sorted, b.ascending(), "again, run " + run);
        }
    }
}
