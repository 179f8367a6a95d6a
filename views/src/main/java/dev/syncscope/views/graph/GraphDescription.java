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

    /**
     * A node at layout position (x, y); {@code styleClass} maps to the graph stylesheet. {@code shortLabel}: a compact
     * form of its label that a pane draws where the labels in full would be hidden ({@link GraphPane#show}), or null.
     */
    public record Node(String id, String label, String styleClass, double x, double y, String shortLabel) {

        /** A node without a compact form of its label. */
        public Node(String id, String label, String styleClass, double x, double y) {
            this(id, label, styleClass, x, y, null);
        }

        /** This node with its label in its compact form, if it has one. */
        Node shortened() {
            return shortLabel == null ? this : new Node(id, shortLabel, styleClass, x, y, null);
        }
    }

    /** Whether a node has a compact form of its label that differs from its label. */
    public boolean hasShortLabels() {
        return nodes.stream().anyMatch(n -> n.shortLabel() != null && !n.shortLabel().equals(n.label()));
    }

    /** This description with each label in its compact form where it has one (the edges the same). */
    public GraphDescription shortened() {
        return new GraphDescription(nodes.stream().map(Node::shortened).toList(), edges);
    }

    /** A directed edge between two node ids. */
    public record Edge(String id, String from, String to, String styleClass) { }
}
