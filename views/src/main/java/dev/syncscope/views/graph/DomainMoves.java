package dev.syncscope.views.graph;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The journeys of a write through the domain graph when its highlight changes: after an availability
 * operation, from the writer's leaf up to the widest newly reached domain; after a visibility
 * operation, from the widest domain above the reader's leaf where the write is available down to
 * the newly visible leaf (VK MM: Availability and Visibility: availability operations move a write
 * outwards into domains, visibility operations from a domain to (agent, reference) pairs).
 * A pure function. Immutable.
 */
public final class DomainMoves {

    private DomainMoves() {
    }

    /** Each journey as node ids in travel order; the rise first, then the descents. */
    public static List<List<String>> between(DomainHighlight before, DomainHighlight after, GraphDescription graph) {
        Map<String, String> parent = new HashMap<>();
        for (GraphDescription.Edge e : graph.edges()) {
            parent.put(e.to(), e.from());
        }
        List<List<String>> out = new ArrayList<>();
        Set<String> fresh = new java.util.HashSet<>(after.available());
        fresh.removeAll(before.available());
        if (!fresh.isEmpty() && !after.writerLeaf().isEmpty() && parent.containsKey(after.writerLeaf())) {
            List<String> up = chain(after.writerLeaf(), parent);
            int last = -1;
            for (int i = 0; i < up.size(); i++) {
                if (fresh.contains(up.get(i))) {
                    last = i;
                }
            }
            if (last > 0) {
                out.add(List.copyOf(up.subList(0, last + 1)));
            }
        }
        for (String leaf : after.visible()) {
            if (before.visible().contains(leaf) || leaf.equals(after.writerLeaf()) || !parent.containsKey(leaf)) {
                continue;
            }
            List<String> up = chain(leaf, parent);
            int widest = -1;
            for (int i = 0; i < up.size(); i++) {
                if (after.available().contains(up.get(i))) {
                    widest = i;
                }
            }
            if (widest > 0) {
                List<String> down = new ArrayList<>(up.subList(0, widest + 1));
                Collections.reverse(down);
                out.add(List.copyOf(down));
            }
        }
        return out;
    }

    /** {@code node}, its parent, its grandparent, … up to the root. */
    private static List<String> chain(String node, Map<String, String> parent) {
        List<String> out = new ArrayList<>();
        for (String n = node; n != null && out.size() < 64; n = parent.get(n)) {
            out.add(n);
        }
        return out;
    }
}
