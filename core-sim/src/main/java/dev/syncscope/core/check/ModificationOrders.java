package dev.syncscope.core.check;

import java.util.ArrayList;
import java.util.List;

/**
 * Enumerates scoped modification orders (VK MM: Scoped Modification Order): "for a given atomic
 * write A, all atomic writes that are mutually-ordered with A occur in an order known as A's scoped
 * modification order" — so every mutually-ordered pair of atomic writes is ordered one way, and the
 * union of these per-write orders (over all atomic writes) must be acyclic (VK MM: Acyclicity). Two
 * writes that are not mutually ordered with each other may still both be ordered against a third
 * that is mutually ordered with both; the order is then {@code co ∩ mutordatom} for a strict partial
 * order {@code co} over the writes, as Dat3M's {@code vulkan.cat} states it
 * ({@code asmo = co & mutordatom}). The Alloy model ({@code spirv.als}) asks instead that
 * {@code asmo} itself be transitive with {@code rai[asmo] = mutordatom}, which forbids, e.g., an
 * RMW reading a queue-family-scope store of another workgroup when its own invocation then makes a
 * subgroup-scope atomic store to the location (W rf RMW po W' would force W asmo W' though W and W'
 * are not mutually ordered): the appendix text and Dat3M allow it, and the stepper produces it
 * (found by the differential run; {@code FoundByDifferentialTest}). Stateless.
 */
final class ModificationOrders {

    private ModificationOrders() {
    }

    /** Every admissible {@code asmo} of the execution's events. */
    static List<Relation> all(StaticFacts s) {
        EventSet atomicWrites = s.atomic.intersect(s.w);
        return orientations(s.n, s.mutordatom.intersect(Relation.product(atomicWrites, atomicWrites)));
    }

    /**
     * Every orientation of the symmetric relation {@code pairs} (each pair one way) whose union is acyclic, in
     * the order of {@link #bruteForce}. A pair's direction is refused as soon as it closes a cycle with the pairs
     * oriented before it, since no later choice can open that cycle again: for six atomic adds to one counter
     * that is the 720 total orders met in about 2,000 steps, not 32,768 orientations each tested at the end.
     */
    static List<Relation> orientations(int n, Relation pairs) {
        List<int[]> undirected = undirected(pairs);
        int[] dense = new int[n];
        int m = 0;
        java.util.Arrays.fill(dense, -1);
        for (int[] p : undirected) {
            for (int e : p) {
                dense[e] = dense[e] < 0 ? m++ : dense[e];
            }
        }
        List<Relation> out = new ArrayList<>();
        if (m > Long.SIZE) {
            orient(n, undirected, 0, new boolean[undirected.size()], out);
        } else {
            orientPruned(n, undirected, dense, 0, new boolean[undirected.size()], new long[m], out);
        }
        return out;
    }

    /** The reference enumeration: every orientation, kept when its union is acyclic (tests compare with it). */
    static List<Relation> bruteForce(int n, Relation pairs) {
        List<int[]> undirected = undirected(pairs);
        List<Relation> out = new ArrayList<>();
        orient(n, undirected, 0, new boolean[undirected.size()], out);
        return out;
    }

    private static List<int[]> undirected(Relation pairs) {
        List<int[]> undirected = new ArrayList<>();
        for (int[] p : pairs.pairs()) {
            if (p[0] < p[1]) {
                undirected.add(p);
            }
        }
        return undirected;
    }

    /**
     * Depth-first over the pairs, forward before backward; {@code reach[i]} holds (as bits of dense ids) the
     * writes reachable from write {@code i} over the pairs oriented so far.
     */
    private static void orientPruned(int n, List<int[]> undirected, int[] dense, int k, boolean[] forward,
                                     long[] reach, List<Relation> out) {
        if (k == undirected.size()) {
            out.add(build(n, undirected, forward));
            return;
        }
        int a = dense[undirected.get(k)[0]];
        int b = dense[undirected.get(k)[1]];
        for (boolean dir : new boolean[] {true, false}) {
            int from = dir ? a : b;
            int to = dir ? b : a;
            if ((reach[to] & (1L << from)) != 0) {
                continue; // from -> to would close a cycle
            }
            long[] next = reach.clone();
            long gained = next[to] | (1L << to);
            for (int x = 0; x < next.length; x++) {
                if (x == from || (next[x] & (1L << from)) != 0) {
                    next[x] |= gained;
                }
            }
            forward[k] = dir;
            orientPruned(n, undirected, dense, k + 1, forward, next, out);
        }
    }

    private static void orient(int n, List<int[]> undirected, int k, boolean[] forward, List<Relation> out) {
        if (k == undirected.size()) {
            Relation order = build(n, undirected, forward);
            // the per-write orders must not contradict each other: their union is acyclic
            if (order.isAcyclic()) {
                out.add(order);
            }
            return;
        }
        forward[k] = true;
        orient(n, undirected, k + 1, forward, out);
        forward[k] = false;
        orient(n, undirected, k + 1, forward, out);
    }

    private static Relation build(int n, List<int[]> undirected, boolean[] forward) {
        Relation.Builder b = new Relation.Builder(n);
        for (int i = 0; i < undirected.size(); i++) {
            int[] p = undirected.get(i);
            if (forward[i]) {
                b.add(p[0], p[1]);
            } else {
                b.add(p[1], p[0]);
            }
        }
        return b.build();
    }
}
