package dev.syncscope.views.graph;

import org.graphstream.graph.Graph;
import org.graphstream.graph.Node;
import org.graphstream.ui.graphicGraph.GraphicGraph;
import org.graphstream.ui.graphicGraph.GraphicNode;
import org.graphstream.ui.graphicGraph.StyleGroup;
import org.graphstream.ui.graphicGraph.stylesheet.StyleConstants;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * A graph pane's labels as GraphStream draws them: measures each node and its label's ink where it is drawn
 * ({@link LabelPlacement}, in the label font in use) for {@link LabelSpacing}, and gives each label under, above or on
 * its node the text offset ({@code ui.style}) that centres it on the node and keeps it clear of its outline, whatever
 * the font. FX thread only.
 */
final class DrawnLabels {

    /** The node attribute GraphStream reads a node's own style from. */
    static final String STYLE = "ui.style";

    private final LabelSizes sizes = new LabelSizes();
    /** The nodes given a rule of their own ({@link #STYLE}): GraphStream keeps it after the attribute goes. */
    private final Set<String> styled = new HashSet<>();

    /**
     * Gives each centred label of {@code graph} the offset that centres it as drawn in {@code graphic}; a node whose
     * label is on its right or that has no label keeps its stylesheet's offset.
     */
    void centre(Graph graph, GraphicGraph graphic) {
        if (graphic == null) {
            return;
        }
        graph.nodes().forEach(node -> {
            GraphicNode drawn = (GraphicNode) graphic.getNode(node.getId());
            StyleGroup style = drawn == null ? null : drawn.getStyle();
            Object label = node.getAttribute("ui.label");
            if (style == null || !LabelPlacement.centred(style.getTextAlignment()) || !(label instanceof String s)
                    || s.isEmpty()) {
                if (style != null && styled.contains(node.getId())) {
                    // GraphStream keeps a node's own rule once set: put a side label back where the stylesheets do
                    set(node, String.format(Locale.ROOT, "text-offset: %.1fpx, 0px;", sideOffset(style)));
                }
                return;
            }
            styled.add(node.getId());
            LabelSizes.Metrics m = sizes.metrics(s, style.getTextFont(), style.getTextStyle(),
                    (int) style.getTextSize().value);
            double[] offset = LabelPlacement.centring(style.getTextAlignment(), nodePx(style), strokePx(style), m);
            set(node, String.format(Locale.ROOT, "text-offset: %.1fpx, %.1fpx;", offset[0], offset[1]));
        });
    }

    private static void set(Node node, String style) {
        if (!style.equals(node.getAttribute(STYLE))) {
            node.setAttribute(STYLE, style);
        }
    }

    /**
     * {@code node} as drawn at ({@code x}, {@code y}): its size and its label's ink, a side label at its full size
     * ({@code sideFactor}: the factor it is drawn at now).
     */
    LabelSpacing.Box measure(GraphicGraph graphic, String id, String label, double x, double y, double sideFactor) {
        GraphicNode drawn = graphic == null ? null : (GraphicNode) graphic.getNode(id);
        StyleGroup style = drawn == null ? null : drawn.getStyle();
        if (style == null) {
            return new LabelSpacing.Box(x, y, 0, null, false);
        }
        double size = nodePx(style);
        StyleConstants.TextAlignment alignment = style.getTextAlignment();
        boolean left = alignment == StyleConstants.TextAlignment.LEFT;
        boolean side = left || alignment == StyleConstants.TextAlignment.RIGHT
                || alignment == StyleConstants.TextAlignment.AT_RIGHT;
        if (label == null || label.isEmpty() || !(side || LabelPlacement.centred(alignment))) {
            return new LabelSpacing.Box(x, y, size, null, false);
        }
        int textSize = (int) Math.round(style.getTextSize().value / (side ? sideFactor : 1));
        LabelSizes.Metrics m = sizes.metrics(label, style.getTextFont(), style.getTextStyle(), textSize);
        double dx = style.getTextOffset().size() > 0 ? style.getTextOffset().get(0) : 0;
        double dy = style.getTextOffset().size() > 1 ? style.getTextOffset().get(1) : 0;
        LabelPlacement.Rect ink = LabelPlacement.drawn(alignment, size, dx, dy, m);
        if (left) {
            // its offset ends it there in the size it is drawn at now, which may be smaller
            ink = new LabelPlacement.Rect(-LabelPlacement.SIDE_OFFSET_PX - m.width(), -LabelPlacement.SIDE_OFFSET_PX,
                    ink.top(), ink.bottom());
        }
        return new LabelSpacing.Box(x, y, size, ink, side);
    }

    /**
     * The text size in pixels that {@code id}'s label is drawn at in full, if it is a side label (on its node's right
     * or left, drawn smaller where it does not fit; {@code sideFactor}: the factor it is drawn at now); NaN for
     * another label, none, or a node not drawn yet.
     */
    double sideTextPx(GraphicGraph graphic, String id, String label, double sideFactor) {
        GraphicNode drawn = graphic == null ? null : (GraphicNode) graphic.getNode(id);
        StyleGroup style = drawn == null ? null : drawn.getStyle();
        if (style == null || label == null || label.isEmpty()) {
            return Double.NaN;
        }
        StyleConstants.TextAlignment alignment = style.getTextAlignment();
        boolean side = alignment == StyleConstants.TextAlignment.LEFT
                || alignment == StyleConstants.TextAlignment.RIGHT
                || alignment == StyleConstants.TextAlignment.AT_RIGHT;
        return side ? Math.round(style.getTextSize().value / sideFactor) : Double.NaN;
    }

    /**
     * The least factor of their full size at which the side labels of {@code description} are still drawn at {@code
     * minTextPx} or more: GraphPane draws them in whole pixels at factors in twentieths; 0 when there is no least size
     * ({@code minTextPx} 0) or no side label, 1 when a label's full size is below it.
     */
    double minSideFactor(GraphicGraph graphic, GraphDescription description, double minTextPx, double sideFactor) {
        if (minTextPx <= 0) {
            return 0;
        }
        double smallest = Double.MAX_VALUE;
        for (GraphDescription.Node n : description.nodes()) {
            double px = sideTextPx(graphic, n.id(), n.label(), sideFactor);
            if (!Double.isNaN(px)) {
                smallest = Math.min(smallest, px);
            }
        }
        return smallest == Double.MAX_VALUE ? 0 : Math.min(1, Math.ceil((minTextPx - 0.5) / smallest * 20 - 1e-9) / 20);
    }

    /**
     * How far right of its node's centre a side label starts: past the node's outline and {@link
     * LabelPlacement#GAP_PX} more, as the stylesheets place them.
     */
    static double sideOffset(StyleGroup style) {
        return nodePx(style) / 2 + strokePx(style) + LabelPlacement.GAP_PX;
    }

    /** A node's size in pixels (its width, for a node sized by width and height). */
    static double nodePx(StyleGroup style) {
        return style.getSize().size() > 0 ? style.getSize().get(0) : 0;
    }

    /** A node's outline width in pixels (0 without one). */
    static double strokePx(StyleGroup style) {
        return style.getStrokeMode() == StyleConstants.StrokeMode.NONE ? 0 : style.getStrokeWidth().value;
    }
}
