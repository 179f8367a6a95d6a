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
        Relation pairs = s.mutordatom.intersect(Relation.product(atomicWrites, atomicWrites));
        List<int[]> undirected = new ArrayList<>();
        for (int[] p : pairs.pairs()) {
            if (p[0] < p[1]) {
                undirected.add(p);
            }
        }
        List<Relation> out = new ArrayList<>();
        orient(s.n, pairs, undirected, 0, new boolean[undirected.size()], out);
        return out;
    }

    private static void orient(int n, Relation pairs, List<int[]> undirected, int k, boolean[] forward,
                               List<Relation> out) {
        if (k == undirected.size()) {
            Relation.Builder b = new Relation.Builder(n);
            for (int i = 0; i < undirected.size(); i++) {
                int[] p = undirected.get(i);
                if (forward[i]) {
                    b.add(p[0], p[1]);
                } else {
                    b.add(p[1], p[0]);
                }
            }
            Relation order = b.build();
            // the per-write orders must not contradict each other: their union is acyclic
            if (order.isAcyclic()) {
                out.add(order);
            }
            return;
        }
        forward[k] = true;
        orient(n, pairs, undirected, k + 1, forward, out);
        forward[k] = false;
        orient(n, pairs, undirected, k + 1, forward, out);
    }
}
