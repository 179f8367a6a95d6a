package dev.syncscope.views.graph;

import org.graphstream.graph.Graph;
import org.graphstream.graph.implementations.MultiGraph;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EdgeBowsTest {

    private static GraphDescription.Node node(String id, double x, double y) {
        return new GraphDescription.Node(id, id, "event", x, y);
    }

    private static GraphDescription.Edge edge(String from, String to) {
        return new GraphDescription.Edge("race:" + from + ">" + to, from, to, "race");
    }

    /** The point half way along the cubic curve of {@code p} (ui.points: x, y, z of four points). */
    private static double[] middle(double[] p) {
        return new double[] {(p[0] + 3 * p[3] + 3 * p[6] + p[9]) / 8, (p[1] + 3 * p[4] + 3 * p[7] + p[10]) / 8};
    }

    /** Four lanes 3 apart, a read row over a write row, as the racy counter's trace (T0..T3). */
    private static List<GraphDescription.Node> counter() {
        List<GraphDescription.Node> nodes = new ArrayList<>();
        for (int lane = 0; lane < 4; lane++) {
            nodes.add(node("r" + lane, 3 * lane, -1));
            nodes.add(node("w" + lane, 3 * lane, -2));
        }
        return nodes;
    }

    @Test
    void anEdgeAlongTheLowestRowOverAnotherNodeBowsDownIntoTheMarginAndTheFartherTheDeeper() {
        GraphDescription d = new GraphDescription(counter(), List.of(edge("w0", "w1"), edge("w0", "w2"),
                edge("w0", "w3")));
        Map<String, double[]> bows = EdgeBows.of(d);
        assertNull(bows.get("race:w0>w1"), "neighbouring lanes: nothing in between, a straight line");
        double[] two = middle(bows.get("race:w0>w2"));
        assertEquals(3, two[0], 1e-9);
        assertEquals(-2 - EdgeBows.BOW_PER_NODE, two[1], 1e-9);
        double[] three = middle(bows.get("race:w0>w3"));
        assertEquals(4.5, three[0], 1e-9);
        assertEquals(-2 - 2 * EdgeBows.BOW_PER_NODE, three[1], 1e-9, "two nodes passed: twice as deep, nested");
        double[] p = bows.get("race:w0>w3");
        assertArrayEquals(new double[] {0, -2, 0}, new double[] {p[0], p[1], p[2]}, "from the edge's start");
        assertArrayEquals(new double[] {9, -2, 0}, new double[] {p[9], p[10], p[11]}, "to its end");
    }

    @Test
    void anEdgeAlongARowWithNodesBelowItBowsUp() {
        GraphDescription d = new GraphDescription(counter(), List.of(edge("r0", "r2")));
        double[] m = middle(EdgeBows.of(d).get("race:r0>r2"));
        assertEquals(-1 + EdgeBows.BOW_PER_NODE, m[1], 1e-9);
    }

    @Test
    void aDiagonalThroughANodeBowsAndOneBesideNodesStaysStraight() {
        List<GraphDescription.Node> nodes = new ArrayList<>(counter());
        nodes.add(node("w0'", 0, -3));
        nodes.add(node("w2'", 6, -3));
        GraphDescription d = new GraphDescription(nodes, List.of(edge("r0", "w2'"), edge("r0", "w1"),
                edge("r0", "w3")));
        Map<String, double[]> bows = EdgeBows.of(d);
        assertEquals(1, bows.size(), bows.keySet().toString());
        double[] m = middle(bows.get("race:r0>w2'"));
        // through w1 (3, -2): the middle pushed off it by the bow along the line's normal towards larger y, (2, 6)
        double unit = EdgeBows.BOW_PER_NODE / Math.hypot(2, 6);
        assertEquals(3 + 2 * unit, m[0], 1e-9);
        assertEquals(-2 + 6 * unit, m[1], 1e-9);
    }

    @Test
    void aBowIsAtMostMaxNodesDeep() {
        List<GraphDescription.Node> nodes = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            nodes.add(node("n" + i, i, 0));
        }
        double[] m = middle(EdgeBows.of(new GraphDescription(nodes, List.of(edge("n0", "n7")))).get("race:n0>n7"));
        assertEquals(-EdgeBows.MAX_NODES * EdgeBows.BOW_PER_NODE, m[1], 1e-9);
    }

    @Test
    void syncDrawsABowedEdgeAsACurveAndStraightensItWhenTheNodesMove() {
        Graph g = new MultiGraph("t");
        List<GraphDescription.Edge> edges = List.of(edge("w0", "w2"));
        GraphSync.apply(new GraphDescription(counter(), edges), g, true);
        assertEquals("race," + EdgeBows.STYLE_CLASS, g.getEdge("race:w0>w2").getAttribute("ui.class"));
        assertTrue(g.getEdge("race:w0>w2").getAttribute("ui.points") instanceof double[]);
        List<GraphDescription.Node> moved = counter().stream().map(n -> n.id().equals("w1")
                ? node("w1", 3, -2.5) : n).toList();
        GraphSync.apply(new GraphDescription(moved, edges), g, true);
        assertEquals("race", g.getEdge("race:w0>w2").getAttribute("ui.class"));
        assertFalse(g.getEdge("race:w0>w2").hasAttribute("ui.points"));
    }

    @Test
    void twoEdgesBetweenOnePairAreLeftToGraphStreamsOwnCurves() {
        // an rf and an sw between one release and its acquire: GraphStream curves them apart, and would keep a bowed
        // one's first points however the nodes moved
        GraphDescription d = new GraphDescription(counter(), List.of(edge("w0", "w2"),
                new GraphDescription.Edge("sw:w2>w0", "w2", "w0", "sw"), edge("w1", "w3")));
        assertEquals(Set.of("race:w1>w3"), EdgeBows.of(d).keySet());
    }

    @Test
    void aVerticalEdgeOverANodeBowsAwayFromItsLanesLabels() {
        List<GraphDescription.Node> nodes = List.of(node("a", 3, -1), node("b", 3, -2), node("c", 3, -3),
                new GraphDescription.Node("l0", "l0", "event,labelLeft", 0, -1), node("l1", 0, -2), node("l2", 0, -3));
        Map<String, double[]> bows = EdgeBows.of(new GraphDescription(nodes, List.of(edge("a", "c"), edge("l0", "l2"))));
        assertEquals(3 - EdgeBows.BOW_PER_NODE, middle(bows.get("race:a>c"))[0], 1e-9, "labels on the right: left");
        assertEquals(EdgeBows.BOW_PER_NODE, middle(bows.get("race:l0>l2"))[0], 1e-9, "labels on the left: right");
    }

    @Test
    void onlyAStylesheetWithABowedRuleHasItsEdgesBowed() {
        assertEquals("cubic-curve", GraphStyles.property(GraphStyles.EXECUTION, "edge." + EdgeBows.STYLE_CLASS, "shape"));
        // a scope tree's parent sits over its column of leaves: its edges to them would bow through their labels
        for (String css : List.of(GraphStyles.DOMAINS, GraphStyles.SCOPES)) {
            assertNull(GraphStyles.property(css, "edge." + EdgeBows.STYLE_CLASS, "shape"));
        }
        Graph g = new MultiGraph("t");
        GraphSync.apply(new GraphDescription(counter(), List.of(edge("w0", "w2"))), g);
        assertEquals("race", g.getEdge("race:w0>w2").getAttribute("ui.class"));
        assertFalse(g.getEdge("race:w0>w2").hasAttribute("ui.points"));
    }
}
