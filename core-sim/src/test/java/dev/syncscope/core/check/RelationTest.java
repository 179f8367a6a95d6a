package dev.syncscope.core.check;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The bit-matrix operations the checker derives the model's relations with, against their definitions
 * (Alloy's {@code ~r}, acyclicity as "no event in {@code ^r} of itself"), on random relations whose sizes
 * cross the 64-bit word boundaries.
 */
class RelationTest {
    private static final int[] SIZES = {1, 2, 5, 63, 64, 65, 130};

    private static Relation random(Random rnd, int n, double density, boolean forwardOnly) {
        Relation.Builder b = new Relation.Builder(n);
        for (int a = 0; a < n; a++) {
            for (int c = 0; c < n; c++) {
                if ((!forwardOnly || a < c) && rnd.nextDouble() < density) {
                    b.add(a, c);
                }
            }
        }
        return b.build();
    }

    /** The definition: no event reaches itself in the transitive closure. */
    private static boolean acyclicByClosure(Relation r) {
        Relation c = r.closure();
        for (int a = 0; a < r.eventCount(); a++) {
            if (c.contains(a, a)) {
                return false;
            }
        }
        return true;
    }

    @Test
    void acyclicityAgreesWithTheClosureOnRandomRelations() {
        Random rnd = new Random(7);
        int cyclic = 0;
        for (int n : SIZES) {
            for (int i = 0; i < 200; i++) {
                double density = rnd.nextDouble() * 4.0 / n;
                // half of them are orders of the indices with a few edges added back, so both answers occur
                Relation r = random(rnd, n, density, true);
                if (i % 2 == 1) {
                    r = r.union(random(rnd, n, density / 8, false));
                }
                boolean expected = acyclicByClosure(r);
                cyclic += expected ? 0 : 1;
                assertEquals(expected, r.isAcyclic(), "n = " + n + ": " + r);
            }
        }
        assertTrue(cyclic > 100 && cyclic < 1200, "both answers were tried: " + cyclic + " cyclic of 1400");
    }

    @Test
    void aSelfLoopAndALongCycleAcrossWordsAreCycles() {
        assertFalse(new Relation.Builder(70).add(66, 66).build().isAcyclic());
        Relation.Builder ring = new Relation.Builder(200);
        for (int a = 0; a < 200; a++) {
            ring.add(a, (a + 1) % 200);
        }
        assertFalse(ring.build().isAcyclic());
        Relation.Builder chain = new Relation.Builder(200);
        for (int a = 0; a + 1 < 200; a++) {
            chain.add(a + 1, a);
        }
        assertTrue(chain.build().isAcyclic(), "a chain of 200 against the index order");
    }

    @Test
    void inverseSwapsEveryPair() {
        Random rnd = new Random(11);
        for (int n : SIZES) {
            // sparse and dense: the inverse transposes 64 x 64 blocks and skips the empty ones
            for (double density : new double[] {0.02, 0.2, 0.9}) {
                Relation r = random(rnd, n, density, false);
                Relation inv = r.inverse();
                for (int a = 0; a < n; a++) {
                    for (int c = 0; c < n; c++) {
                        assertEquals(r.contains(a, c), inv.contains(c, a), n + " @ " + density + ": " + a + "," + c);
                    }
                }
            }
        }
    }

    @Test
    void addRowRelatesTheEventToEveryMemberOfTheRow() {
        EventSet members = EventSet.of(130, e -> e % 3 == 0);
        Relation r = new Relation.Builder(130).add(5, 1).addRow(5, members.words()).build();
        assertEquals(members.count() + 1, r.successors(5).count());
        assertTrue(r.contains(5, 129) && r.contains(5, 1) && !r.contains(5, 2) && !r.contains(4, 0));
    }

    @Test
    void filterKeepsExactlyThePairsThatPassTheTest() {
        Random rnd = new Random(13);
        for (int n : SIZES) {
            Relation r = random(rnd, n, 0.3, false);
            Relation even = r.filter((a, c) -> (a + c) % 2 == 0);
            for (int a = 0; a < n; a++) {
                for (int c = 0; c < n; c++) {
                    assertEquals(r.contains(a, c) && (a + c) % 2 == 0, even.contains(a, c), n + ": " + a + "," + c);
                }
            }
        }
    }

    /**
     * Alloy's {@code ^r}: c is reached from a by a path of one or more pairs. The closure skips events with no
     * successors; sparse relations (most rows empty) and dense ones alike must give the paths' definition.
     */
    @Test
    void closureIsTheSetOfPairsJoinedByAPath() {
        Random rnd = new Random(17);
        for (int n : SIZES) {
            for (double density : new double[] {0.5 / n, 2.0 / n, 0.3}) {
                Relation r = random(rnd, n, density, false);
                Relation c = r.closure();
                for (int a = 0; a < n; a++) {
                    boolean[] reached = new boolean[n];
                    java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>();
                    todo.add(a);
                    while (!todo.isEmpty()) {
                        int x = todo.poll();
                        for (int y = 0; y < n; y++) {
                            if (r.contains(x, y) && !reached[y]) {
                                reached[y] = true;
                                todo.add(y);
                            }
                        }
                    }
                    for (int y = 0; y < n; y++) {
                        assertEquals(reached[y], c.contains(a, y), n + " @ " + density + ": " + a + "," + y);
                    }
                }
            }
        }
    }

    /** Alloy's {@code S.^r}: the events a path of one or more pairs leads to from S, as the closure says. */
    @Test
    void reachableFromIsWhatTheClosureLeadsToFromTheSources() {
        Random rnd = new Random(19);
        for (int n : SIZES) {
            for (double density : new double[] {0.5 / n, 2.0 / n, 0.3}) {
                Relation r = random(rnd, n, density, rnd.nextBoolean());
                EventSet sources = EventSet.of(n, e -> rnd.nextInt(4) == 0);
                Relation c = r.closure();
                EventSet reached = r.reachableFrom(sources);
                for (int a = 0; a < n; a++) {
                    boolean expected = false;
                    for (int t = sources.next(0); t >= 0; t = sources.next(t + 1)) {
                        expected |= c.contains(t, a);
                    }
                    assertEquals(expected, reached.contains(a), n + " @ " + density + ": " + a);
                }
            }
        }
    }

    /** Every pair the relation contains, once, in row-major order, read word by word. */
    @Test
    void pairsAreEveryContainedPairInRowMajorOrder() {
        Random rnd = new Random(23);
        for (int n : SIZES) {
            for (double density : new double[] {0.02, 0.3, 0.95}) {
                Relation r = random(rnd, n, density, false);
                java.util.List<int[]> pairs = r.pairs();
                int i = 0;
                for (int a = 0; a < n; a++) {
                    for (int c = 0; c < n; c++) {
                        if (r.contains(a, c)) {
                            assertEquals(a + "," + c, pairs.get(i)[0] + "," + pairs.get(i)[1], n + " @ " + density);
                            i++;
                        }
                    }
                }
                assertEquals(i, pairs.size(), "no other pair");
            }
        }
    }
}
