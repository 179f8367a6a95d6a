package dev.syncscope.views.graph;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The journeys of a write through the domain graph when its highlight changes: after an availability
 * or memory domain operation, from the writer's leaf along the tree to the farthest newly reached
 * domain above it, or to the newly reached host or device domain (up and across: a host thread's
 * write goes leaf → host → device after dom.h2d); after a visibility operation, from the widest domain the reader sees through where the
 * write is available down to the newly visible leaf: the device at widest for an invocation, the
 * host for a host thread (VK MM: Availability and Visibility: availability operations move a write
 * outwards into domains, memory domain operations between the host and device domains, visibility
 * operations from a domain to (agent, reference) pairs). A pure function. Immutable.
 */
public final class DomainMoves {

    /** The domains a memory domain operation moves a write between (VK MM: dom.h2d, dom.d2h). */
    private static final Set<String> MEMORY_DOMAIN_OPERATION_ENDS = Set.of("host", "device");

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
            List<String> farthest = List.of();
            for (String domain : fresh) {
                if (!up.contains(domain) && !MEMORY_DOMAIN_OPERATION_ENDS.contains(domain)) {
                    // the engine also reports reader-side domains; a write moves across only between host and device
                    continue;
                }
                List<String> path = path(up, domain, parent);
                if (path.size() > farthest.size()) {
                    farthest = path;
                }
            }
            if (farthest.size() > 1) {
                out.add(farthest);
            }
        }
        for (String leaf : after.visible()) {
            if (before.visible().contains(leaf) || leaf.equals(after.writerLeaf()) || !parent.containsKey(leaf)) {
                continue;
            }
            List<String> up = chain(leaf, parent);
            int device = up.indexOf("device");
            if (device >= 0) {
                // an invocation sees through the device domain at widest; the host domain is a host thread's
                up = up.subList(0, device + 1);
            }
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

    /**
     * The tree path from the first node of {@code up} (a leaf and its ancestors) to {@code to}: up to
     * {@code to}, or up to their nearest common ancestor and down to {@code to}; empty when they share none.
     */
    private static List<String> path(List<String> up, String to, Map<String, String> parent) {
        List<String> down = new ArrayList<>();
        for (String n = to; n != null && down.size() < 64; n = parent.get(n)) {
            int at = up.indexOf(n);
            if (at >= 0) {
                List<String> out = new ArrayList<>(up.subList(0, at + 1));
                Collections.reverse(down);
                out.addAll(down);
                return List.copyOf(out);
            }
            down.add(n);
        }
        return List.of();
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
