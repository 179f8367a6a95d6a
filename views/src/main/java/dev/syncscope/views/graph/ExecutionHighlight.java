package dev.syncscope.views.graph;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Marks laid over the execution graph: extra style classes for some nodes (the selected write, a
 * problem's events, the read being explained and its writes) and for some edges (the explained
 * read's reads-from), and edges drawn only for the marks (the missing link of a stale read).
 * Marks on nodes or edges the graph does not show are dropped. Immutable.
 *
 * @param nodeClasses node id → style classes put after the node's first two ({@code event} and its kind),
 *                    before {@code racy} and {@code stale}: GraphStream takes each property from the first
 *                    class that sets it, so the mark decides the outline
 * @param edgeClasses edge id → style class put first (so that it decides the edge's colour)
 * @param extraEdges  edges to add when both ends are shown
 */
public record ExecutionHighlight(Map<String, List<String>> nodeClasses, Map<String, String> edgeClasses,
                                 List<GraphDescription.Edge> extraEdges) {

    public static final ExecutionHighlight NONE = new ExecutionHighlight(Map.of(), Map.of(), List.of());

    public ExecutionHighlight {
        nodeClasses = Map.copyOf(nodeClasses);
        edgeClasses = Map.copyOf(edgeClasses);
        extraEdges = List.copyOf(extraEdges);
    }

    /** {@code this} and {@code other} together ({@code other}'s classes after this one's). */
    public ExecutionHighlight plus(ExecutionHighlight other) {
        Map<String, List<String>> nodes = new LinkedHashMap<>(nodeClasses);
        other.nodeClasses.forEach((id, cls) -> nodes.merge(id, cls, (a, b) -> {
            List<String> both = new ArrayList<>(a);
            both.addAll(b);
            return both;
        }));
        Map<String, String> edges = new LinkedHashMap<>(edgeClasses);
        edges.putAll(other.edgeClasses);
        List<GraphDescription.Edge> extra = new ArrayList<>(extraEdges);
        extra.addAll(other.extraEdges);
        return new ExecutionHighlight(nodes, edges, extra);
    }

    private static String withMarks(String styleClass, List<String> marks) {
        List<String> classes = new ArrayList<>(List.of(styleClass.split(",")));
        classes.addAll(Math.min(2, classes.size()), marks);
        return String.join(",", classes);
    }

    /** {@code d} with the marks applied. */
    public GraphDescription applyTo(GraphDescription d) {
        if (this.equals(NONE)) {
            return d;
        }
        List<GraphDescription.Node> nodes = new ArrayList<>(d.nodes().size());
        Set<String> shown = new java.util.HashSet<>();
        for (GraphDescription.Node n : d.nodes()) {
            shown.add(n.id());
            List<String> extra = nodeClasses.get(n.id());
            nodes.add(extra == null ? n : new GraphDescription.Node(n.id(), n.label(), withMarks(n.styleClass(), extra),
                    n.x(), n.y(), n.shortLabel()));
        }
        List<GraphDescription.Edge> edges = new ArrayList<>(d.edges().size() + extraEdges.size());
        for (GraphDescription.Edge e : d.edges()) {
            String first = edgeClasses.get(e.id());
            edges.add(first == null ? e : new GraphDescription.Edge(e.id(), e.from(), e.to(), first + "," + e.styleClass()));
        }
        for (GraphDescription.Edge e : extraEdges) {
            if (shown.contains(e.from()) && shown.contains(e.to())) {
                edges.add(e);
            }
        }
        return new GraphDescription(nodes, edges);
    }
}
