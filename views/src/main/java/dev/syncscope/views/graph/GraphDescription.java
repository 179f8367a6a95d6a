package dev.syncscope.views.graph;

import java.util.List;

/**
 * What a graph pane should show: nodes with labels, style classes and fixed positions, and edges.
 * Produced by pure functions from engine data; applied to a GraphStream graph by {@link GraphSync}.
 * Immutable.
 */
public record GraphDescription(List<Node> nodes, List<Edge> edges) {

    public GraphDescription {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
    }

    /** A node at layout position (x, y); {@code styleClass} maps to the graph stylesheet. */
    public record Node(String id, String label, String styleClass, double x, double y) { }

    /** A directed edge between two node ids. */
    public record Edge(String id, String from, String to, String styleClass) { }
}
