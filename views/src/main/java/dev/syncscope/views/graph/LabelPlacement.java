package dev.syncscope.views.graph;

import org.graphstream.ui.graphicGraph.stylesheet.StyleConstants.TextAlignment;

/**
 * Where GraphStream (gs-ui-javafx 2.0, {@code ShapeDecor} and {@code IconAndText}) draws a node's label, in pixels
 * relative to the node's centre (y down), and the text offset that puts a centred label where it should be. GraphStream
 * places a label by its width and height in JavaFX's default font but draws it in the stylesheet's, so a label in a
 * larger font (presentation mode) or another family (Japanese) starts where the smaller one would: a label under its
 * node ran to the right, over its neighbour's, and up into its own node. {@link #centring} gives the offset that
 * centres it and keeps it {@link #GAP_PX} clear of its node. A pure function. Immutable.
 */
final class LabelPlacement {

    /** Pixels between a node's outline (its stroke included) and the ink of a label under or above it. */
    static final double GAP_PX = 3;

    private LabelPlacement() {
    }

    /** A rectangle in pixels relative to a node's centre, y down. */
    record Rect(double left, double right, double top, double bottom) {
        double width() {
            return right - left;
        }

        double height() {
            return bottom - top;
        }
    }

    /**
     * The label's ink as drawn: {@code offset} is the text offset in pixels (x, y) the node is drawn with,
     * {@code nodePx} its size.
     */
    static Rect drawn(TextAlignment alignment, double nodePx, double offsetX, double offsetY, LabelSizes.Metrics m) {
        double left = alignment == TextAlignment.LEFT ? offsetX - (m.placedWidth() + 2)
                : centred(alignment) ? offsetX - (m.placedWidth() / 2 + 1) : offsetX;
        double baseline = baseline(alignment, nodePx, m) + offsetY;
        return new Rect(left, left + m.width(), baseline + m.inkTop(), baseline + m.inkBottom());
    }

    /**
     * How far from its node's centre the stylesheets start a label on its node's side (domains.gss, execution.gss):
     * clear of the largest node with the widest outline they draw there (a problem's event, 18 px with a 5 px outline)
     * and {@link #GAP_PX} more, so that the labels of a column line up however their nodes are marked.
     */
    static final double SIDE_OFFSET_PX = 17;

    /**
     * The text offset {x, y} in pixels that draws a label GraphStream places by its default-font size ({@link
     * #centred}): under, above or on its node centred on it along x, and under or above it {@link #GAP_PX} clear of
     * its outline ({@code strokePx} wide), or centred along y on it; on its left ending {@link #SIDE_OFFSET_PX} left
     * of its centre and centred along y.
     */
    static double[] centring(TextAlignment alignment, double nodePx, double strokePx, LabelSizes.Metrics m) {
        double x = alignment == TextAlignment.LEFT ? m.placedWidth() + 2 - m.width() - SIDE_OFFSET_PX
                : m.placedWidth() / 2 + 1 - m.width() / 2;
        double base = baseline(alignment, nodePx, m);
        double y = switch (alignment) {
            case UNDER -> nodePx / 2 + strokePx + GAP_PX - m.inkTop() - base;
            case ABOVE -> -nodePx / 2 - strokePx - GAP_PX - m.inkBottom() - base;
            default -> -(m.inkTop() + m.inkBottom()) / 2 - base;
        };
        return new double[] {x, y};
    }

    /**
     * Whether GraphStream places labels of this alignment by their width in its default font: centred on the node
     * along x (under, above, on it) or ending left of it.
     */
    static boolean centred(TextAlignment alignment) {
        return alignment == TextAlignment.UNDER || alignment == TextAlignment.ABOVE
                || alignment == TextAlignment.CENTER || alignment == TextAlignment.JUSTIFY
                || alignment == TextAlignment.LEFT;
    }

    /**
     * The baseline GraphStream draws at with no offset: its height of a label is {@code 5/6} of the default font's
     * line (half for the ascent, a third for the descent); under a node it adds that to the node's lower edge, above
     * it draws on the upper edge, and on or right of it it centres that height on the centre.
     */
    private static double baseline(TextAlignment alignment, double nodePx, LabelSizes.Metrics m) {
        double height = m.placedHeight() * 5 / 6;
        return switch (alignment) {
            case UNDER -> nodePx / 2 + height;
            case ABOVE -> -nodePx / 2;
            default -> height / 2;
        };
    }
}
