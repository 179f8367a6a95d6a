package dev.syncscope.views.graph;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The scope graph of a launch with many leaves, top-down: the device, queue families and the levels above the leaves
 * in rows, each parent of leaves with its leaves stacked in columns of at most {@link #rows} under it (more make
 * more columns), and every other node centred over its children. A wide, short pane then shows every label apart,
 * where one column of 32 leaves squeezed into its height put them on top of each other. A leaf gets its style
 * class with {@code Leaf} appended ({@code invocationLeaf}, {@code subgroupLeaf}, {@code workgroupLeaf}: smaller,
 * its label on its right). Host threads
 * stand in a column of their own on the left. A pure function.
 */
final class ScopeColumns {

    /** Most leaves in one column. */
    static final int ROWS = 12;
    /** Fewest leaves in one column of a parent with more ({@link #rows}). */
    static final int MIN_ROWS = 4;
    /** About how many columns of leaves {@link #rows} fills. */
    static final int COLUMNS = 4;
    /**
     * Graph units between two columns as described; the pane draws them as far apart as their labels ("sg 12 · 32
     * invocations", right of the node, in the label font in use) need ({@link GraphPane#show}).
     */
    static final double COLUMN_WIDTH = 2.0;
    /** Graph units between two levels above the leaves. */
    static final double LEVEL_HEIGHT = 0.8;
    /** Graph units between two leaves of a column. */
    static final double ROW_HEIGHT = 0.55;
    /** Graph units between a parent and its first leaf: room for the parent's label under it. */
    static final double FIRST_ROW = 1.8;

    /** The levels above the parents of leaves, whose labels stand on their node's right ({@link #LABEL_RIGHT}). */
    private static final java.util.Set<String> TOP = java.util.Set.of("device", "queuefamily");
    /** The style class that draws a node's label on its right (scopes.gss). */
    static final String LABEL_RIGHT = "labelRight";
    /** The style class that draws a node's label above it (scopes.gss). */
    static final String LABEL_ABOVE = "labelAbove";

    private ScopeColumns() {
    }

    /**
     * {@code nodes} (a tree by {@code edges}, with x the leaf order and y the level, 0 at the device and negative
     * below) laid out in columns.
     */
    static List<GraphDescription.Node> layout(List<GraphDescription.Node> nodes, List<GraphDescription.Edge> edges) {
        Map<String, List<String>> children = new LinkedHashMap<>();
        Map<String, GraphDescription.Node> byId = new HashMap<>();
        for (GraphDescription.Node n : nodes) {
            byId.put(n.id(), n);
        }
        for (GraphDescription.Edge e : edges) {
            children.computeIfAbsent(e.from(), k -> new ArrayList<>()).add(e.to());
        }
        for (List<String> c : children.values()) {
            c.sort(Comparator.comparingDouble(id -> byId.get(id).x()));
        }
        Map<String, double[]> at = new HashMap<>();
        // parents of leaves, in leaf order: their leaves in columns of ROWS
        List<String> leafParents = new ArrayList<>();
        for (Map.Entry<String, List<String>> c : children.entrySet()) {
            if (c.getValue().stream().noneMatch(children::containsKey)) {
                leafParents.add(c.getKey());
            }
        }
        leafParents.sort(Comparator.comparingDouble(id -> byId.get(id).x()));
        int rows = rows(leafParents.size(), leafParents.stream().mapToInt(p -> children.get(p).size()).max().orElse(1));
        int column = 0;
        for (String parent : leafParents) {
            List<String> leaves = children.get(parent);
            double top = byId.get(parent).y() * LEVEL_HEIGHT;
            int first = column;
            for (int i = 0; i < leaves.size(); i++) {
                if (i > 0 && i % rows == 0) {
                    column++;
                }
                at.put(leaves.get(i), new double[] {column * COLUMN_WIDTH, top - FIRST_ROW - (i % rows) * ROW_HEIGHT});
            }
            at.put(parent, new double[] {(first + column) * COLUMN_WIDTH / 2, top});
            column++;
        }
        // every other node centred over its children, deepest first
        List<GraphDescription.Node> rest = new ArrayList<>(nodes.stream()
                .filter(n -> !at.containsKey(n.id()) && children.containsKey(n.id())).toList());
        rest.sort(Comparator.comparingDouble(GraphDescription.Node::y));
        for (GraphDescription.Node n : rest) {
            double[] span = {Double.MAX_VALUE, -Double.MAX_VALUE};
            for (String c : children.get(n.id())) {
                double[] p = at.get(c);
                span[0] = Math.min(span[0], p[0]);
                span[1] = Math.max(span[1], p[0]);
            }
            at.put(n.id(), new double[] {(span[0] + span[1]) / 2, n.y() * LEVEL_HEIGHT});
        }
        boolean beside = beside(at, nodes);
        // what is left has neither parent nor children in the tree: the host threads, in a column on the left
        int host = 0;
        List<GraphDescription.Node> out = new ArrayList<>();
        for (GraphDescription.Node n : nodes) {
            double[] p = at.get(n.id());
            if (p == null) {
                p = new double[] {(beside ? -2 : -1) * COLUMN_WIDTH, -(host++) * ROW_HEIGHT};
            }
            // a leaf in a column has its label on its right, clear of the leaf below (scopes.gss)
            boolean leaf = !children.containsKey(n.id()) && !n.styleClass().equals("hostThread");
            // the device and queue families stand one over the other, their labels on their right; a device beside its
            // queue family has its label above it, clear of the edge between them and of the workgroup under it
            // a parent of leaves has its label on its right too: under it, it ran into its first leaves once a wide
            // tree was fitted into the pane's width
            boolean besideDevice = beside && n.styleClass().equals("device");
            boolean right = TOP.contains(n.styleClass()) && !besideDevice || leafParents.contains(n.id());
            String style = leaf ? n.styleClass() + "Leaf" : right ? n.styleClass() + "," + LABEL_RIGHT
                    : besideDevice ? n.styleClass() + "," + LABEL_ABOVE : n.styleClass();
            out.add(new GraphDescription.Node(n.id(), n.label(), style, p[0], p[1], n.shortLabel()));
        }
        return out;
    }

    /**
     * Leaves in a column under {@code parents} parents of at most {@code most} leaves each: as few as fill about {@link
     * #COLUMNS} columns in all, from {@link #MIN_ROWS} to {@link #ROWS}. A workgroup of 16 subgroups (64 invocations
     * at subgroup size 4) stands in 4 columns of 4 rows, which a 1280×800 window's pane draws with their labels apart;
     * in columns of 12 its rows were too close for them (audit 52 F7).
     */
    static int rows(int parents, int most) {
        int perParent = Math.max(1, COLUMNS / Math.max(1, parents));
        return Math.max(MIN_ROWS, Math.min(ROWS, (most + perParent - 1) / perParent));
    }

    /**
     * Moves the device to its queue family's row, half a column left of the first (at least a column left of the queue family),
     * when it has one queue family, and says whether it did (the host threads then stand left of it): centred
     * over it, the device stood on top of it (their rows are less apart than the two nodes are tall once a tall tree is
     * fitted into a short pane).
     */
    private static boolean beside(Map<String, double[]> at, List<GraphDescription.Node> nodes) {
        List<GraphDescription.Node> families = nodes.stream().filter(n -> n.styleClass().equals("queuefamily")).toList();
        double[] device = at.get("device");
        if (families.size() == 1 && device != null) {
            double[] family = at.get(families.get(0).id());
            double left = at.values().stream().mapToDouble(p -> p[0]).min().orElse(0);
            at.put("device", new double[] {Math.min(left - COLUMN_WIDTH / 2, family[0] - COLUMN_WIDTH), family[1]});
            return true;
        }
        return false;
    }
}
