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

    /**
     * With seeds ({@link ModificationOrders.Seeds}: fixed coherence edges, and per write the reads whose only source it
     * is), the orders met are exactly the unseeded ones, in the same order, less those whose union with the fixed
     * edges and the from-reads they bring (a reader of w before every write w is ordered before) has a cycle. With no
     * pairs there is one order, the empty one, and the seeds are not looked at.
     */
    @Test
    void seedsLeaveOutExactlyTheOrdersThatCloseACycleWithThem() {
        Random rnd = new Random(38);
        for (int round = 0; round < 400; round++) {
            int n = 2 + rnd.nextInt(7);
            Relation pairs = randomPairs(rnd, n, rnd.nextDouble());
            Relation.Builder fixed = new Relation.Builder(n);
            int[][] readersOf = new int[n][];
            for (int a = 0; a < n; a++) {
                java.util.List<Integer> readers = new java.util.ArrayList<>();
                for (int c = 0; c < n; c++) {
                    if (a != c && rnd.nextInt(8) == 0) {
                        fixed.add(a, c);
                    }
                    if (a != c && rnd.nextInt(6) == 0) {
                        readers.add(c);
                    }
                }
                readersOf[a] = readers.stream().mapToInt(Integer::intValue).toArray();
            }
            ModificationOrders.Seeds seeds = new ModificationOrders.Seeds(fixed.build(), readersOf);
            List<Relation> expected = ModificationOrders.orientations(n, pairs).stream()
                    .filter(o -> pairs.isEmpty() || withSeeds(n, o, seeds).isAcyclic()).toList();
            List<Relation> seeded = new java.util.ArrayList<>();
            ModificationOrders.Orders orders = new ModificationOrders.Orders(n, pairs, () -> false, seeds);
            for (Relation o = orders.next(); o != null; o = orders.next()) {
                seeded.add(o);
            }
            assertEquals(expected, seeded, "pairs " + pairs + " seeds " + seeds.edges());
        }
    }

    /** The order, the seeds' fixed edges, and for each w → c of the order an edge from each reader of w to c. */
    private static Relation withSeeds(int n, Relation order, ModificationOrders.Seeds seeds) {
        Relation.Builder b = new Relation.Builder(n);
        for (int[] p : order.union(seeds.edges()).pairs()) {
            b.add(p[0], p[1]);
        }
        for (int[] p : order.pairs()) {
            for (int r : seeds.readersOf()[p[0]]) {
                if (r != p[1]) {
                    b.add(r, p[1]);
                }
            }
        }
        return b.build();
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

    @Test
    void writesPastTheSixtyFourthAreOrderedAndTheirCyclesPrunedInTheSameOrder() {
        // 32 pairs of events 0..63 take the first 64 ids of the search's rows, a triangle of 64..66 the next word
        Relation.Builder all = new Relation.Builder(67);
        Relation.Builder triangle = new Relation.Builder(67);
        for (int a = 0; a < 64; a += 2) {
            all.add(a, a + 1).add(a + 1, a);
        }
        for (int a = 64; a < 67; a++) {
            for (int c = 64; c < 67; c++) {
                if (a != c) {
                    all.add(a, c);
                    triangle.add(a, c);
                }
            }
        }
        Relation forward = Relation.empty(67);
        for (int a = 0; a < 64; a += 2) {
            forward = forward.union(new Relation.Builder(67).add(a, a + 1).build());
        }
        List<Relation> triangleOrders = ModificationOrders.bruteForce(67, triangle.build());
        assertEquals(6, triangleOrders.size(), "two of the eight orientations of a triangle are cycles");
        ModificationOrders.Orders orders = new ModificationOrders.Orders(67, all.build(), () -> false);
        for (Relation expected : triangleOrders) {
            assertEquals(forward.union(expected), orders.next());
        }
        Relation seventh = orders.next();
        assertTrue(seventh.contains(63, 62) && !seventh.contains(62, 63), "then the last of the 32 pairs turns");
        assertEquals(forward.minus(new Relation.Builder(67).add(62, 63).build()).union(
                new Relation.Builder(67).add(63, 62).build()).union(triangleOrders.get(0)), seventh);
    }

    @Test
    void anEnumerationThatIsToldToStopEndsBeforeItsLastOrder() {
        // the 12! orders of a dozen writes, met one at a time
        Relation.Builder b = new Relation.Builder(12);
        for (int a = 0; a < 12; a++) {
            for (int c = 0; c < 12; c++) {
                if (a != c) {
                    b.add(a, c);
                }
            }
        }
        boolean[] stop = {false};
        ModificationOrders.Orders orders = new ModificationOrders.Orders(12, b.build(), () -> stop[0]);
        int met = 0;
        for (Relation o = orders.next(); o != null; o = orders.next()) {
            assertTrue(o.isAcyclic());
            stop[0] = ++met >= 100;
        }
        // each order takes at least one pair oriented, and the search looks again within 1,024 of them
        assertTrue(met >= 100 && met <= 100 + 1024, met + " orders met of 479,001,600");
    }
}
