package dev.syncscope.views.graph;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Reference;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a launch and a selected write into the memory-domain graph: host → device → shader →
 * queue families → workgroups → subgroups → (agent, reference) leaves (VK MM: memory domains, the
 * dual of scopes, nested in that order). Domains where the write is available get the style class
 * {@code available}, leaves it is visible to {@code visible}, the writer's leaf {@code writer}
 * (one class per node: GraphStream lets the first of several classes decide the fill).
 * A pure function with a fixed tree layout, so highlighting never moves a node. Immutable.
 */
public final class DomainGraphModel {

    /** Graph units between two nesting levels (left to right) and between two leaves (top to bottom). */
    static final double DEPTH_SPACING = 2.0;
    static final double LEAF_SPACING = 0.7;

    /** Launches with more (agent, reference) leaves than this show leaves of one workgroup only. */
    public static final int MAX_LEAVES = 96;

    private DomainGraphModel() {
    }

    /**
     * @param focusWorkgroup the workgroup whose leaves are drawn when the launch is too large to draw
     *                       them all
     */
    public static GraphDescription describe(Launch launch, DomainHighlight highlight, int focusWorkgroup) {
        boolean all = launch.agents().size() * (long) launch.references().size() <= MAX_LEAVES;
        Tree tree = new Tree();
        double x = 0;
        Map<Integer, double[]> sgSpan = new LinkedHashMap<>();
        Map<Integer, Integer> sgToWg = new LinkedHashMap<>();
        Map<Integer, Integer> wgToQf = new LinkedHashMap<>();
        for (Agent agent : launch.agents()) {
            sgToWg.putIfAbsent(agent.subgroup(), agent.workgroup());
            wgToQf.putIfAbsent(agent.workgroup(), agent.queueFamily());
            if (!all && agent.workgroup() != focusWorkgroup) {
                continue;
            }
            for (Reference ref : launch.references()) {
                String leaf = leafId(agent.id(), ref.name());
                tree.node(leaf, agent.name() + "·" + ref.name(), leafClass(leaf, highlight), x, -6);
                tree.edge("sg:" + agent.subgroup(), leaf);
                sgSpan.merge(agent.subgroup(), new double[] {x, x}, DomainGraphModel::widen);
                x += 1;
            }
        }
        Map<Integer, double[]> wgSpan = new LinkedHashMap<>();
        sgToWg.forEach((sg, wg) -> {
            double[] span = sgSpan.computeIfAbsent(sg, k -> new double[] {wgSpan.size() * 1.5, wgSpan.size() * 1.5});
            tree.node("sg:" + sg, "sg " + sg, domainClass("sg:" + sg, highlight), mid(span), -5);
            tree.edge("wg:" + wg, "sg:" + sg);
            wgSpan.merge(wg, span.clone(), DomainGraphModel::widen);
        });
        Map<Integer, double[]> qfSpan = new LinkedHashMap<>();
        wgToQf.forEach((wg, qf) -> {
            double[] span = wgSpan.get(wg);
            tree.node("wg:" + wg, "wg " + wg, domainClass("wg:" + wg, highlight), mid(span), -4);
            tree.edge("qf:" + qf, "wg:" + wg);
            qfSpan.merge(qf, span.clone(), DomainGraphModel::widen);
        });
        double[] device = {Double.MAX_VALUE, -Double.MAX_VALUE};
        for (Map.Entry<Integer, double[]> qf : qfSpan.entrySet()) {
            String id = "qf:" + qf.getKey();
            tree.node(id, "qf " + qf.getKey(), domainClass(id, highlight), mid(qf.getValue()), -3);
            tree.edge("shader", id);
            device = widen(device, qf.getValue());
        }
        tree.node("shader", "shader", domainClass("shader", highlight), mid(device), -2);
        tree.node("device", "device", domainClass("device", highlight), mid(device), -1);
        tree.node("host", "host", domainClass("host", highlight), mid(device), 0);
        tree.edge("device", "shader");
        tree.edge("host", "device");
        return new GraphDescription(tree.nodes, tree.edges);
    }

    /** The leaf id of (agent, reference). */
    public static String leafId(int agent, String reference) {
        return "ref:" + agent + ":" + reference;
    }

    private static String domainClass(String id, DomainHighlight h) {
        return h.available().contains(id) ? "available" : "domain";
    }

    private static String leafClass(String id, DomainHighlight h) {
        if (id.equals(h.writerLeaf())) {
            return "writer";
        }
        return h.visible().contains(id) ? "visible" : "leaf";
    }

    private static double[] widen(double[] a, double[] b) {
        return new double[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])};
    }

    private static double mid(double[] span) {
        return (span[0] + span[1]) / 2;
    }

    /** Collects nodes and edges in a stable order. */
    private static final class Tree {
        final List<GraphDescription.Node> nodes = new ArrayList<>();
        final List<GraphDescription.Edge> edges = new ArrayList<>();

        /** (x, y) as a top-down tree; drawn left to right (depth along x), which suits wide panes. */
        void node(String id, String label, String styleClass, double x, double y) {
            nodes.add(new GraphDescription.Node(id, label, styleClass, -y * DEPTH_SPACING, -x * LEAF_SPACING));
        }

        void edge(String from, String to) {
            edges.add(new GraphDescription.Edge(from + ">" + to, from, to, "domain-edge"));
        }
    }
}
