package dev.syncscope.views.graph;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a {@link GraphDescription} as Graphviz DOT (positions pinned, for {@code neato -n}) or as a
 * standalone SVG drawn at the description's own positions, with the style classes kept as classes
 * and the colours of the graph stylesheets (Paul Tol's colour-blind-safe palette). A pure function.
 * Immutable.
 */
public final class GraphExport {

    /** Pixels (SVG) per graph unit. */
    static final double SCALE = 90;
    private static final double MARGIN = 60;
    private static final double RADIUS = 8;

    /** Colour per style class, for edges (stroke) and nodes (fill). */
    private static final Map<String, String> COLOURS = Map.ofEntries(
            Map.entry("po", "#888888"), Map.entry("rf", "#228833"), Map.entry("sw", "#4477aa"),
            Map.entry("hb", "#66ccee"), Map.entry("locord", "#aa3377"), Map.entry("fr", "#ccbb44"),
            Map.entry("mo", "#222222"), Map.entry("race", "#ee6677"), Map.entry("read", "#66ccee"),
            Map.entry("write", "#4477aa"), Map.entry("rmw", "#aa3377"), Map.entry("barrier", "#ccbb44"),
            Map.entry("lane", "#222222"), Map.entry("available", "#4477aa"), Map.entry("visible", "#228833"),
            Map.entry("writer", "#ee6677"), Map.entry("domain", "#dddddd"), Map.entry("leaf", "#eeeeee"),
            Map.entry("device", "#222222"), Map.entry("queuefamily", "#555555"), Map.entry("workgroup", "#66ccee"),
            Map.entry("subgroup", "#888888"), Map.entry("invocation", "#fbfbfb"),
            Map.entry("workgroupLeaf", "#66ccee"), Map.entry("subgroupLeaf", "#888888"),
            Map.entry("invocationLeaf", "#fbfbfb"), Map.entry("hostThread", "#dddddd"));

    private GraphExport() {
    }

    /** The graph in DOT; node positions in points, pinned ({@code pos="x,y!"}). */
    public static String toDot(GraphDescription g, String name) {
        StringBuilder b = new StringBuilder("digraph ").append(quote(name)).append(" {\n");
        b.append("  node [shape=circle, style=filled, fixedsize=true, width=0.25, label=\"\", xlabel=\"\"];\n");
        for (GraphDescription.Node n : g.nodes()) {
            b.append("  ").append(quote(n.id())).append(" [xlabel=").append(quote(n.label()))
                    .append(", class=").append(quote(n.styleClass().replace(',', ' ')))
                    .append(", fillcolor=").append(quote(colour(n.styleClass(), "#bbbbbb")))
                    .append(", pos=").append(quote(num(n.x() * 72) + "," + num(n.y() * 72) + "!")).append("];\n");
        }
        for (GraphDescription.Edge e : g.edges()) {
            boolean race = e.styleClass().equals("race");
            b.append("  ").append(quote(e.from())).append(" -> ").append(quote(e.to()))
                    .append(" [id=").append(quote(e.id())).append(", class=").append(quote(e.styleClass()))
                    .append(", color=").append(quote(colour(e.styleClass(), "#999999")))
                    .append(race ? ", dir=none, style=dashed" : "").append("];\n");
        }
        return b.append("}\n").toString();
    }

    /** The graph as a standalone SVG document at the description's positions (y up). */
    public static String toSvg(GraphDescription g) {
        double minX = 0;
        double maxX = 0;
        double minY = 0;
        double maxY = 0;
        boolean first = true;
        for (GraphDescription.Node n : g.nodes()) {
            minX = first ? n.x() : Math.min(minX, n.x());
            maxX = first ? n.x() : Math.max(maxX, n.x());
            minY = first ? n.y() : Math.min(minY, n.y());
            maxY = first ? n.y() : Math.max(maxY, n.y());
            first = false;
        }
        double width = (maxX - minX) * SCALE + 2 * MARGIN;
        double height = (maxY - minY) * SCALE + 2 * MARGIN;
        Map<String, double[]> at = new HashMap<>();
        for (GraphDescription.Node n : g.nodes()) {
            at.put(n.id(), new double[] {(n.x() - minX) * SCALE + MARGIN, (maxY - n.y()) * SCALE + MARGIN});
        }
        StringBuilder b = new StringBuilder();
        b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(num(width)).append("\" height=\"")
                .append(num(height)).append("\" viewBox=\"0 0 ").append(num(width)).append(' ').append(num(height))
                .append("\" font-family=\"sans-serif\" font-size=\"12\">\n");
        b.append("  <defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" ")
                .append("markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" ")
                .append("fill=\"context-stroke\"/></marker></defs>\n");
        b.append("  <rect width=\"100%\" height=\"100%\" fill=\"#fbfbfb\"/>\n");
        for (GraphDescription.Edge e : g.edges()) {
            double[] a = at.get(e.from());
            double[] z = at.get(e.to());
            if (a == null || z == null) {
                continue;
            }
            double[] end = shorten(a, z);
            boolean race = e.styleClass().equals("race");
            b.append("  <line id=\"").append(xml(e.id())).append("\" class=\"edge ").append(xml(classes(e.styleClass())))
                    .append("\" x1=\"").append(num(a[0])).append("\" y1=\"").append(num(a[1])).append("\" x2=\"")
                    .append(num(end[0])).append("\" y2=\"").append(num(end[1])).append("\" stroke=\"")
                    .append(colour(e.styleClass(), "#999999")).append("\" stroke-width=\"1.5\"")
                    .append(race ? " stroke-dasharray=\"5,3\"" : " marker-end=\"url(#arrow)\"").append("/>\n");
        }
        for (GraphDescription.Node n : g.nodes()) {
            double[] p = at.get(n.id());
            b.append("  <g id=\"").append(xml(n.id())).append("\" class=\"node ").append(xml(classes(n.styleClass())))
                    .append("\"><circle cx=\"").append(num(p[0])).append("\" cy=\"").append(num(p[1]))
                    .append("\" r=\"").append(num(RADIUS)).append("\" fill=\"").append(colour(n.styleClass(), "#bbbbbb"))
                    .append("\" stroke=\"#333333\"/><text x=\"").append(num(p[0])).append("\" y=\"")
                    .append(num(p[1] + RADIUS + 14)).append("\" text-anchor=\"middle\">").append(xml(n.label()))
                    .append("</text></g>\n");
        }
        return b.append("</svg>\n").toString();
    }

    /** The colour of the most specific class in a comma-separated list (the last one that has a colour). */
    static String colour(String styleClass, String fallback) {
        List<String> parts = List.of(styleClass.split(","));
        for (int i = parts.size() - 1; i >= 0; i--) {
            String c = COLOURS.get(parts.get(i).trim());
            if (c != null) {
                return c;
            }
        }
        return fallback;
    }

    /** Ends a line at the target circle's rim so the arrow head shows. */
    private static double[] shorten(double[] a, double[] z) {
        double dx = z[0] - a[0];
        double dy = z[1] - a[1];
        double len = Math.hypot(dx, dy);
        if (len <= RADIUS) {
            return z;
        }
        return new double[] {z[0] - dx / len * RADIUS, z[1] - dy / len * RADIUS};
    }

    private static String classes(String styleClass) {
        return styleClass.replace(',', ' ');
    }

    private static String num(double v) {
        String s = String.format(Locale.ROOT, "%.2f", v);
        return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }

    private static String xml(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
