package dev.syncscope.views.graph;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a launch into the scope hierarchy graph: device → queue families → workgroups →
 * subgroups → invocations (VK MM: scope instances, nested). Host threads ({@link Agent#host()}) are
 * members of no scope instance (VK MM: Agent, "each host thread"): each is a lone diamond
 * ({@code hostThread}, "P0 · host") with no edge, above the invocations' column. A pure function;
 * positions form a left-to-right tree with leaves spread evenly, so the same launch always draws the
 * same way. Immutable.
 */
public final class ScopeGraphModel {

    /** Vertical distance between hierarchy levels, in graph units. */
    static final double LEVEL_GAP = 1.0;

    /** Graph units between two invocations (top to bottom). */
    static final double LEAF_SPACING = 0.8;

    /** Extra rows between the host threads and the first invocation. */
    static final double HOST_GAP = 1.0;

    /** Graph units between two nesting levels (left to right). */
    static final double DEPTH_SPACING = 2.0;

    private ScopeGraphModel() {
    }

    public static GraphDescription describe(Launch launch) {
        Map<String, List<Agent>> bySubgroup = new LinkedHashMap<>();
        Map<String, String> subgroupParent = new LinkedHashMap<>();
        Map<String, String> workgroupParent = new LinkedHashMap<>();
        List<Agent> hosts = new ArrayList<>();
        for (Agent agent : launch.agents()) {
            if (agent.host()) {
                hosts.add(agent);
                continue;
            }
            String sg = subgroupId(agent);
            bySubgroup.computeIfAbsent(sg, k -> new ArrayList<>()).add(agent);
            subgroupParent.putIfAbsent(sg, workgroupId(agent));
            workgroupParent.putIfAbsent(workgroupId(agent), queueFamilyId(agent));
        }
        List<GraphDescription.Node> nodes = new ArrayList<>();
        List<GraphDescription.Edge> edges = new ArrayList<>();
        Map<String, double[]> span = new LinkedHashMap<>();

        double leafX = 0;
        for (Map.Entry<String, List<Agent>> sg : bySubgroup.entrySet()) {
            double first = leafX;
            for (Agent agent : sg.getValue()) {
                String id = "inv:" + agent.id();
                nodes.add(new GraphDescription.Node(id, agent.name(), "invocation", leafX, -4 * LEVEL_GAP));
                edges.add(new GraphDescription.Edge(sg.getKey() + ">" + id, sg.getKey(), id, "contains"));
                leafX += 1;
            }
            span.put(sg.getKey(), new double[] {first, leafX - 1});
            nodes.add(new GraphDescription.Node(sg.getKey(), label(sg.getKey()), "subgroup",
                    (first + leafX - 1) / 2, -3 * LEVEL_GAP));
        }
        addParents(subgroupParent, span, nodes, edges, "workgroup", -2 * LEVEL_GAP);
        addParents(workgroupParent, span, nodes, edges, "queuefamily", -LEVEL_GAP);
        Map<String, String> queueFamilyParent = new LinkedHashMap<>();
        for (String qf : new LinkedHashMap<>(workgroupParent).values()) {
            queueFamilyParent.put(qf, "device");
        }
        addParents(queueFamilyParent, span, nodes, edges, "device", 0);
        double[] all = span.getOrDefault("device", new double[] {0, 0});
        nodes.add(new GraphDescription.Node("device", "device", "device", (all[0] + all[1]) / 2, 0));
        for (int i = 0; i < hosts.size(); i++) {
            Agent host = hosts.get(i);
            nodes.add(new GraphDescription.Node("inv:" + host.id(), host.name() + " · host", "hostThread",
                    i - hosts.size() - HOST_GAP, -4 * LEVEL_GAP));
        }
        return new GraphDescription(leftToRight(nodes), edges);
    }

    /** Adds a node for each distinct parent (but the device), centred over its children, and the child edges. */
    private static void addParents(Map<String, String> childToParent, Map<String, double[]> span,
                                   List<GraphDescription.Node> nodes, List<GraphDescription.Edge> edges,
                                   String styleClass, double y) {
        Map<String, double[]> parentSpan = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : childToParent.entrySet()) {
            double[] child = span.get(e.getKey());
            parentSpan.merge(e.getValue(), child.clone(),
                    (a, b) -> new double[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])});
            edges.add(new GraphDescription.Edge(e.getValue() + ">" + e.getKey(), e.getValue(), e.getKey(), "contains"));
        }
        for (Map.Entry<String, double[]> p : parentSpan.entrySet()) {
            if (!p.getKey().equals("device")) {
                double[] s = p.getValue();
                nodes.add(new GraphDescription.Node(p.getKey(), label(p.getKey()), styleClass, (s[0] + s[1]) / 2, y));
            }
        }
        span.putAll(parentSpan);
    }

    private static String label(String id) {
        String[] parts = id.split(":");
        return parts[0] + " " + parts[1];
    }

    /** Turns the top-down tree sideways (depth along x): wide, short panes show it without overlap. */
    private static List<GraphDescription.Node> leftToRight(List<GraphDescription.Node> nodes) {
        List<GraphDescription.Node> out = new ArrayList<>();
        for (GraphDescription.Node n : nodes) {
            out.add(new GraphDescription.Node(n.id(), n.label(), n.styleClass(), -n.y() * DEPTH_SPACING,
                    -n.x() * LEAF_SPACING));
        }
        return out;
    }

    static String subgroupId(Agent a) {
        return "sg:" + a.subgroup();
    }

    static String workgroupId(Agent a) {
        return "wg:" + a.workgroup();
    }

    static String queueFamilyId(Agent a) {
        return "qf:" + a.queueFamily();
    }
}
