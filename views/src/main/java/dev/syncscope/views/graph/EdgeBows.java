package dev.syncscope.views.graph;

import java.util.HashMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Which edges of a laid-out graph pass straight over other nodes, and the curve each is drawn as instead. Events in
 * lanes sit on a grid, so an edge between two events of one row that are not in neighbouring lanes ran through the
 * events between them and over the edges to those: the racy counter's three races of T0's write on one line, one
 * drawn (the user review of session 66). Such an edge bows away from the line, the further the more nodes it passes,
 * so that the edges of one row nest as arcs. A pure function of node positions; immutable.
 */
final class EdgeBows {

    /** The style class a bowed edge gets besides its own (each stylesheet draws it as a cubic curve). */
    static final String STYLE_CLASS = "bowed";

    /** How far the curve's middle lies from the straight line per node it passes, in graph units (rows are 1 apart). */
    static final double BOW_PER_NODE = 0.35;

    /** The most nodes that deepen a bow: a longer one would reach into the next row. */
    static final int MAX_NODES = 2;

    /** The style class of a node whose label is on its left (the first lane's events, execution.gss). */
    static final String LABEL_LEFT = "labelLeft";

    private static final double EPS = 1e-6;

    private EdgeBows() {
    }

    /**
     * For each edge of {@code d} whose straight line runs through the centre of another node, the four points of its
     * cubic curve as GraphStream's {@code ui.points} take them (x, y, z of the start, the two control points, the end);
     * other edges are absent. The curve bends to the side of larger y, but an edge along the lowest row under it bends
     * down, into the free margin below rather than among the edges above it; a vertical edge bends away from its
     * lane's labels (left, or right where they are on the left: {@link #LABEL_LEFT}). Two or more edges between one
     * pair of nodes are left to GraphStream, which draws them apart as curves of its own and would keep a bowed one's
     * first points however the nodes move (its multi-edge curves never read {@code ui.points} again).
     */
    static Map<String, double[]> of(GraphDescription d) {
        Map<String, GraphDescription.Node> byId = new HashMap<>();
        NavigableMap<Double, NavigableSet<Double>> rows = new TreeMap<>();
        for (GraphDescription.Node n : d.nodes()) {
            byId.put(n.id(), n);
            rows.computeIfAbsent(n.y(), k -> new TreeSet<>()).add(n.x());
        }
        Map<String, Integer> pairs = new HashMap<>();
        for (GraphDescription.Edge e : d.edges()) {
            pairs.merge(pair(e), 1, Integer::sum);
        }
        Map<String, double[]> out = new HashMap<>();
        for (GraphDescription.Edge e : d.edges()) {
            GraphDescription.Node a = byId.get(e.from());
            GraphDescription.Node b = byId.get(e.to());
            if (a == null || b == null || (a.x() == b.x() && a.y() == b.y()) || pairs.get(pair(e)) > 1) {
                continue;
            }
            int passed = passed(rows, a, b);
            if (passed > 0) {
                double bow = BOW_PER_NODE * Math.min(passed, MAX_NODES);
                boolean away = a.x() == b.x() ? !a.styleClass().contains(LABEL_LEFT)
                        : a.y() == b.y() && nothingBelow(rows, a, b);
                out.put(e.id(), curve(a.x(), a.y(), b.x(), b.y(), away ? -bow : bow));
            }
        }
        return out;
    }

    /** The two nodes of {@code e}, in either direction. */
    private static String pair(GraphDescription.Edge e) {
        return e.from().compareTo(e.to()) < 0 ? e.from() + "\u0000" + e.to() : e.to() + "\u0000" + e.from();
    }

    /** Whether no node lies below the row of {@code a} and {@code b} between them along x (inclusive). */
    private static boolean nothingBelow(NavigableMap<Double, NavigableSet<Double>> rows, GraphDescription.Node a,
                                        GraphDescription.Node b) {
        double lo = Math.min(a.x(), b.x());
        double hi = Math.max(a.x(), b.x());
        return rows.headMap(a.y(), false).values().stream().allMatch(r -> r.subSet(lo, true, hi, true).isEmpty());
    }

    /** How many nodes other than its ends lie on the segment from {@code a} to {@code b}. */
    private static int passed(NavigableMap<Double, NavigableSet<Double>> rows, GraphDescription.Node a,
                              GraphDescription.Node b) {
        if (a.y() == b.y()) {
            double lo = Math.min(a.x(), b.x());
            double hi = Math.max(a.x(), b.x());
            return rows.get(a.y()).subSet(lo, false, hi, false).size();
        }
        int count = 0;
        double tolerance = EPS * Math.max(1, Math.abs(b.x() - a.x()));
        for (Map.Entry<Double, NavigableSet<Double>> row : rows.subMap(Math.min(a.y(), b.y()), false,
                Math.max(a.y(), b.y()), false).entrySet()) {
            double x = a.x() + (b.x() - a.x()) * (row.getKey() - a.y()) / (b.y() - a.y());
            Double near = row.getValue().ceiling(x - tolerance);
            if (near != null && near <= x + tolerance) {
                count++;
            }
        }
        return count;
    }

    /**
     * A cubic curve from (x0, y0) to (x1, y1) whose middle lies {@code bow} from the straight line, towards larger y (a
     * vertical line: larger x; a negative bow the other way): control points a quarter and three quarters along,
     * pushed out by 4/3 of it (a cubic's middle is 3/4 of its control points' offset).
     */
    static double[] curve(double x0, double y0, double x1, double y1, double bow) {
        double dx = x1 - x0;
        double dy = y1 - y0;
        double len = Math.hypot(dx, dy);
        double nx = -dy / len;
        double ny = dx / len;
        if (ny < 0 || (ny == 0 && nx < 0)) {
            nx = -nx;
            ny = -ny;
        }
        double push = bow * 4 / 3;
        // nx, ny: the unit normal towards larger y
        return new double[] {x0, y0, 0,
            x0 + dx / 4 + nx * push, y0 + dy / 4 + ny * push, 0,
            x0 + 3 * dx / 4 + nx * push, y0 + 3 * dy / 4 + ny * push, 0,
            x1, y1, 0};
    }

    /** {@code styleClass} with {@link #STYLE_CLASS} added ({@code bowed}) or not. */
    static String styleClass(String styleClass, boolean bowed) {
        return bowed ? styleClass + "," + STYLE_CLASS : styleClass;
    }
}
