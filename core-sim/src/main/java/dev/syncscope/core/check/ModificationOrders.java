package dev.syncscope.core.check;

import java.util.ArrayList;
import java.util.List;

/**
 * Enumerates scoped modification orders (VK MM: Scoped Modification Order): strict partial orders
 * over atomic writes whose comparable pairs are exactly the mutually-ordered pairs (Alloy:
 * {@code strict_partial_order[asmo]} and {@code rai[asmo] = ((A&W)->(A&W)) & mutordatom}). Stateless.
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
            // strict partial order: transitive (closure adds nothing) and hence acyclic
            if (order.closure().equals(order)) {
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
