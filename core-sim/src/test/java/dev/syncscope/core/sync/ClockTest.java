package dev.syncscope.core.sync;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/** Vector clocks: {@link Clock#withAll} agrees with raising one entry at a time, whatever the order of the raises. */
class ClockTest {

    /** The raises one at a time, as the definition (pointwise maximum) has it. */
    private static Clock oneByOne(Clock c, int[] agents, int[] seqs, int n) {
        for (int i = 0; i < n; i++) {
            c = c.with(agents[i], seqs[i]);
        }
        return c;
    }

    private static Clock random(Random r, int range, int entries) {
        Clock c = Clock.EMPTY;
        for (int i = 0; i < entries; i++) {
            c = c.with(r.nextInt(range), 1 + r.nextInt(20));
        }
        return c;
    }

    @Test
    void withAllIsThePointwiseMaximumInAscendingDenseAndSparseOrder() {
        Random r = new Random(11);
        for (int round = 0; round < 3000; round++) {
            // small ranges take the dense path, large ones the sort; some rounds ascending and duplicate-free
            int range = round % 3 == 0 ? 1 << 20 : 8 + r.nextInt(300);
            int n = r.nextInt(40);
            int[] agents = new int[n + 3];
            int[] seqs = new int[n + 3];
            boolean ascending = round % 5 == 0;
            for (int i = 0; i < n; i++) {
                agents[i] = ascending ? (i == 0 ? 0 : agents[i - 1]) + 1 + r.nextInt(4) : r.nextInt(range) - 2;
                seqs[i] = r.nextInt(25) - 3;
            }
            agents[n] = 99;
            seqs[n] = 99;
            Clock base = random(r, Math.min(range, 400), r.nextInt(30));
            Clock got = base.withAll(agents, seqs, n);
            assertEquals(oneByOne(base, agents, seqs, n), got, "round " + round);
            assertEquals(oneByOne(base, agents, seqs, n).size(), got.size());
        }
    }

    @Test
    void withAllReturnsTheClockItselfWhenItKnowsEveryRaise() {
        Clock base = Clock.EMPTY.with(3, 7).with(5, 2).with(9, 4);
        assertSame(base, base.withAll(new int[] {9, 3, 5}, new int[] {4, 6, 0}, 3));
        assertSame(base, base.withAll(new int[] {3, 9}, new int[] {-1, 1}, 2));
        assertSame(base, base.withAll(new int[] {100_000, 3}, new int[] {0, 7}, 2));
        assertSame(base, base.withAll(new int[0], new int[0], 0));
    }

    @Test
    void joinIsThePointwiseMaximumAndReturnsTheSideThatDominates() {
        Random r = new Random(49);
        for (int round = 0; round < 5000; round++) {
            Clock a = random(r, 30, r.nextInt(12));
            Clock b = round % 4 == 0 ? a.with(r.nextInt(30), 1 + r.nextInt(20)) : random(r, 30, r.nextInt(12));
            Clock joined = a.join(b);
            int[] max = new int[30];
            for (Clock c : new Clock[] {a, b}) {
                for (int i = 0; i < c.size(); i++) {
                    max[c.agentAt(i)] = Math.max(max[c.agentAt(i)], c.seqAt(i));
                }
            }
            int[] agents = new int[30];
            int[] seqs = new int[30];
            int n = 0;
            for (int agent = 0; agent < 30; agent++) {
                if (max[agent] > 0) {
                    agents[n] = agent;
                    seqs[n++] = max[agent];
                }
            }
            assertEquals(Clock.EMPTY.withAll(agents, seqs, n), joined, a + " join " + b);
            if (a.dominates(b)) {
                assertSame(a, joined, "the left side when it dominates");
            } else if (b.dominates(a)) {
                assertSame(b, joined, "the right side when it dominates");
            }
        }
    }
}
