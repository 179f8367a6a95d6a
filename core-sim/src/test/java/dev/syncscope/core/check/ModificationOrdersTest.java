package dev.syncscope.core.check;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The scoped modification orders the checker enumerates (VK MM: Scoped Modification Order: every
 * mutually-ordered pair of atomic writes ordered one way; Acyclicity: their union has no cycle) are exactly the
 * acyclic orientations of the mutually-ordered pairs, in the same order as orienting every pair and testing
 * each result at the end.
 */
class ModificationOrdersTest {

    /** A symmetric relation: the mutually-ordered pairs among {@code n} events, each present with {@code p}. */
    private static Relation randomPairs(Random rnd, int n, double p) {
        Relation.Builder b = new Relation.Builder(n);
        for (int a = 0; a < n; a++) {
            for (int c = a + 1; c < n; c++) {
                if (rnd.nextDouble() < p) {
                    b.add(a, c);
                    b.add(c, a);
                }
            }
        }
        return b.build();
    }

    @Test
    void pruningOrientationsThatCloseACycleEarlyLeavesExactlyTheAcyclicOnesInOrder() {
        Random rnd = new Random(27);
        for (int round = 0; round < 300; round++) {
            int n = 1 + rnd.nextInt(7);
            Relation pairs = randomPairs(rnd, n, rnd.nextDouble());
            List<Relation> pruned = ModificationOrders.orientations(n, pairs);
            assertEquals(ModificationOrders.bruteForce(n, pairs), pruned, "pairs " + pairs);
            pruned.forEach(o -> assertTrue(o.isAcyclic()));
        }
    }

    @Test
    void sixMutuallyOrderedWritesHaveTheirSevenHundredTwentyTotalOrders() {
        Relation.Builder b = new Relation.Builder(6);
        for (int a = 0; a < 6; a++) {
            for (int c = 0; c < 6; c++) {
                if (a != c) {
                    b.add(a, c);
                }
            }
        }
        assertEquals(720, ModificationOrders.orientations(6, b.build()).size());
    }
}
