package dev.syncscope.views.graph;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * How far apart a graph's nodes must be drawn for the labels on their right to stay clear of their neighbours, and
 * how much smaller those labels must be drawn at a given scale when they cannot be. Works in pixels of the label font
 * in use (measured by {@link GraphPane}, so presentation mode's larger text and a Japanese font count) against graph
 * units scaled by the camera. A pure function. Immutable.
 */
final class LabelSpacing {

    /** Pixels kept clear between a label's end and the next node. */
    static final double GAP_PX = 8;

    private LabelSpacing() {
    }

    /**
     * A node as drawn: its position in graph units, the label's side reach in pixels (0: no label on its right), split
     * into the fixed part (half the node and the label's offset) and the text's width, the label's height and the
     * node's size in pixels.
     */
    record Box(double x, double y, double fixedPx, double textPx, double textHeightPx, double nodePx) {
        boolean sideLabelled() {
            return textPx > 0;
        }

        double reachPx(double labelFactor) {
            return sideLabelled() ? fixedPx + textPx * labelFactor : 0;
        }
    }

    /**
     * The fewest pixels a graph unit along x must span for every side label to end {@link #GAP_PX} before the next
     * node to its right on its line, at a scale of {@code pxPerUnitY} vertically; 0 when no label has a neighbour.
     */
    static double pxPerUnitXNeeded(List<Box> boxes, double pxPerUnitY) {
        double needed = 0;
        for (Box[] pair : neighbours(boxes, pxPerUnitY)) {
            Box a = pair[0];
            Box b = pair[1];
            if (b.x() > a.x() && Math.abs(b.y() - a.y()) * pxPerUnitY < lineHeight(a, b)) {
                needed = Math.max(needed, (a.reachPx(1) + GAP_PX + b.nodePx() / 2) / (b.x() - a.x()));
            }
        }
        return needed;
    }

    /**
     * The largest factor, at most 1, at which the side labels drawn at these scales run into no neighbour: a label
     * and a node to its right, or two labels of the same column, are apart if either their line or their run along
     * x keeps them apart.
     */
    static double labelFactor(List<Box> boxes, double pxPerUnitX, double pxPerUnitY) {
        double factor = 1;
        for (Box[] pair : neighbours(boxes, pxPerUnitY)) {
            Box a = pair[0];
            Box b = pair[1];
            double dx = b.x() - a.x();
            if (dx < 0 || (dx == 0 && !b.sideLabelled())) {
                continue;
            }
            double across = dx == 0 ? 0 : (dx * pxPerUnitX - GAP_PX - a.fixedPx() - b.nodePx() / 2) / a.textPx();
            double lines = Math.abs(b.y() - a.y()) * pxPerUnitY / lineHeight(a, b);
            factor = Math.min(factor, Math.max(0, Math.max(across, lines)));
        }
        return factor;
    }

    /**
     * Each side-labelled box with each other box near enough vertically to meet it at {@code pxPerUnitY}, as pairs
     * (the labelled one first): the pairs both {@link #pxPerUnitXNeeded} and {@link #labelFactor} look at.
     */
    private static List<Box[]> neighbours(List<Box> boxes, double pxPerUnitY) {
        List<Box[]> out = new ArrayList<>();
        List<Box> byY = sortedByY(boxes);
        double reach = tallest(boxes) / pxPerUnitY;
        for (int i = 0; i < byY.size(); i++) {
            Box a = byY.get(i);
            if (a.sideLabelled()) {
                for (Box b : onItsLine(byY, i, reach)) {
                    out.add(new Box[] {a, b});
                }
            }
        }
        return out;
    }

    /**
     * How far apart vertically {@code a}'s label and {@code b} (its label if it has one on its right, else its node)
     * must be not to touch, in pixels.
     */
    private static double lineHeight(Box a, Box b) {
        return b.sideLabelled() ? Math.max(a.textHeightPx(), b.textHeightPx())
                : (a.textHeightPx() + b.nodePx()) / 2;
    }

    /** The most pixels two boxes' lines can need apart: boxes farther apart vertically never meet. */
    private static double tallest(List<Box> boxes) {
        double most = 0;
        for (Box b : boxes) {
            most = Math.max(most, Math.max(b.textHeightPx(), b.nodePx()));
        }
        return most;
    }

    private static List<Box> sortedByY(List<Box> boxes) {
        List<Box> out = new ArrayList<>(boxes);
        out.sort(Comparator.comparingDouble(Box::y));
        return out;
    }

    /** The boxes less than {@code reach} graph units from {@code byY.get(i)} vertically (not itself). */
    private static List<Box> onItsLine(List<Box> byY, int i, double reach) {
        List<Box> out = new ArrayList<>();
        double y = byY.get(i).y();
        for (int j = i - 1; j >= 0 && y - byY.get(j).y() < reach; j--) {
            out.add(byY.get(j));
        }
        for (int j = i + 1; j < byY.size() && byY.get(j).y() - y < reach; j++) {
            out.add(byY.get(j));
        }
        return out;
    }
}
