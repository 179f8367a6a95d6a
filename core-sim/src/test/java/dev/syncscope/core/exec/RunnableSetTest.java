package dev.syncscope.core.exec;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The runnable set against a sorted set: membership, next id, and the id of each rank. */
class RunnableSetTest {

    /** Every query of {@code set} agrees with {@code model} (ranks and next ids over the whole range). */
    private static void assertSame(TreeSet<Integer> model, RunnableSet set, int capacity) {
        assertEquals(model.size(), set.size());
        List<Integer> ascending = new ArrayList<>(model);
        for (int k = 0; k < ascending.size(); k++) {
            assertEquals(ascending.get(k), set.nth(k), "rank " + k);
        }
        for (int from = 0; from < capacity; from += 37) {
            Integer next = model.ceiling(from);
            assertEquals(next == null ? -1 : next, set.nextFrom(from), "next from " + from);
        }
        assertEquals(-1, set.nextFrom(capacity));
    }

    @Test
    void ranksAndNextIdsFollowAscendingIdsAcrossBlocksAndWords() {
        // three 4,096-id blocks and a partial one, so ranks cross block and word boundaries
        int capacity = 3 * 4096 + 100;
        SplittableRandom r = new SplittableRandom(11);
        RunnableSet set = new RunnableSet(capacity);
        TreeSet<Integer> model = new TreeSet<>();
        for (int round = 0; round < 40; round++) {
            for (int i = 0; i < 500; i++) {
                int id = r.nextInt(capacity);
                // more removals in later rounds: dense, then sparse (a few stragglers far apart)
                boolean add = r.nextInt(40) >= round;
                set.set(id, add);
                if (add) {
                    model.add(id);
                } else {
                    model.remove(id);
                }
            }
            assertSame(model, set, capacity);
        }
        for (int id : List.of(0, 63, 64, 4095, 4096, capacity - 1)) {
            set.set(id, true);
            model.add(id);
        }
        assertSame(model, set, capacity);
    }

    @Test
    void aRankOutsideTheSetIsRefused() {
        RunnableSet set = new RunnableSet(10);
        set.set(3, true);
        assertEquals(3, set.nth(0));
        assertThrows(IndexOutOfBoundsException.class, () -> set.nth(1));
        assertThrows(IndexOutOfBoundsException.class, () -> set.nth(-1));
    }
}
