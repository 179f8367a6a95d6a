package dev.syncscope.views.graph;

import org.graphstream.graph.Edge;
import org.graphstream.graph.Graph;
import org.graphstream.graph.Node;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Applies a {@link GraphDescription} to a GraphStream graph by diffing: adds what is new, removes
 * what is gone and updates changed attributes, so unchanged elements keep their place; an edge over other nodes may
 * be drawn as a curve ({@link EdgeBows}).
 * FX thread only (the viewer renders the graph directly, {@code GRAPH_IN_GUI_THREAD}).
 */
public final class GraphSync {

    private GraphSync() {
    }

    public static void apply(GraphDescription description, Graph graph) {
        apply(description, graph, false);
    }

    /**
     * {@link #apply(GraphDescription, Graph)}, an edge over other nodes drawn as a curve where {@code bows} ({@link
     * EdgeBows}: the stylesheet has an {@code edge.bowed} rule).
     */
    public static void apply(GraphDescription description, Graph graph, boolean bows) {
        Set<String> edgeIds = description.edges().stream().map(GraphDescription.Edge::id).collect(Collectors.toSet());
        for (Edge edge : List.copyOf(graph.edges().collect(Collectors.toList()))) {
            if (!edgeIds.contains(edge.getId())) {
                graph.removeEdge(edge);
            }
        }
        Set<String> nodeIds = new HashSet<>();
        for (GraphDescription.Node n : description.nodes()) {
            nodeIds.add(n.id());
        }
        for (Node node : List.copyOf(graph.nodes().collect(Collectors.toList()))) {
            if (!nodeIds.contains(node.getId())) {
                graph.removeNode(node);
            }
        }
        for (GraphDescription.Node n : description.nodes()) {
            Node node = graph.getNode(n.id());
            if (node == null) {
                node = graph.addNode(n.id());
            }
            setIfChanged(node, "ui.label", n.label());
            setIfChanged(node, "ui.class", n.styleClass());
            Object[] xy = {n.x(), n.y()};
            Object old = node.getAttribute("xy");
            if (!(old instanceof Object[] o) || !java.util.Arrays.equals(o, xy)) {
                node.setAttribute("xy", xy);
            }
        }
        Map<String, double[]> curves = bows ? EdgeBows.of(description) : Map.of();
        for (GraphDescription.Edge e : description.edges()) {
            Edge edge = graph.getEdge(e.id());
            if (edge == null) {
                edge = graph.addEdge(e.id(), e.from(), e.to(), true);
            }
            double[] points = curves.get(e.id());
            setIfChanged(edge, "ui.class", EdgeBows.styleClass(e.styleClass(), points != null));
            // an edge over other nodes is drawn as the curve EdgeBows gives (edge.bowed: a cubic curve)
            if (points == null) {
                if (edge.hasAttribute("ui.points")) {
                    edge.removeAttribute("ui.points");
                }
            } else if (!(edge.getAttribute("ui.points") instanceof double[] old) || !Arrays.equals(old, points)) {
                edge.setAttribute("ui.points", (Object) points);
            }
        }
    }

    private static void setIfChanged(org.graphstream.graph.Element element, String key, Object value) {
        if (!value.equals(element.getAttribute(key))) {
            element.setAttribute(key, value);
        }
    }
}
