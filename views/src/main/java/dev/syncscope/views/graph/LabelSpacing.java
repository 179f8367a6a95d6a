package dev.syncscope.views.graph;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * How far apart a graph's nodes must be drawn for their labels to stay clear of their neighbours' nodes and labels,
 * and how much smaller the labels on the nodes' right must be drawn at a given scale when they cannot be. Works in
 * pixels of the label font in use (measured by {@link GraphPane} where GraphStream draws it, {@link LabelPlacement},
 * so presentation mode's larger text and a Japanese font count) against graph units scaled by the camera. A label on a
 * node's right (a side label) can be drawn smaller; one under, above or on its node (a centred label) keeps its size.
 * A pure function. Immutable.
 */
final class LabelSpacing {

    /** Pixels kept clear between a label's end and the next node or label. */
    static final double GAP_PX = 8;

    private LabelSpacing() {
    }

    /**
     * A node as drawn: its position in graph units, its size in pixels, and its label's ink in pixels relative to its
     * centre ({@code null}: no label), on its right or left ({@code side}: drawn smaller when it does not fit, its
     * edge by the node staying put) or under, above or on it.
     */
    record Box(double x, double y, double nodePx, LabelPlacement.Rect label, boolean side) {

        /** A node with a side label starting {@code fixedPx} right of its centre, {@code textPx} wide and centred along y. */
        Box(double x, double y, double fixedPx, double textPx, double textHeightPx, double nodePx) {
            this(x, y, nodePx, textPx > 0 ? new LabelPlacement.Rect(fixedPx, fixedPx + textPx, -textHeightPx / 2,
                    textHeightPx / 2) : null, textPx > 0);
        }

        boolean sideLabelled() {
            return side;
        }

        double fixedPx() {
            return side ? label.left() : 0;
        }

        /** Whether its label is a side label on its node's left. */
        boolean leftSide() {
            return side && label.right() <= 0;
        }

        /** Its label drawn at {@code labelFactor} (a side label shrinks towards its node). */
        LabelPlacement.Rect labelAt(double labelFactor) {
            if (!side) {
                return label;
            }
            double w = label.width() * labelFactor;
            return leftSide() ? new LabelPlacement.Rect(label.right() - w, label.right(), label.top() * labelFactor,
                    label.bottom() * labelFactor) : new LabelPlacement.Rect(label.left(), label.left() + w,
                    label.top() * labelFactor, label.bottom() * labelFactor);
        }

        double textPx() {
            return side ? label.width() : 0;
        }

        /** How far right of the centre its node or label reaches, a side label drawn at {@code labelFactor}. */
        double reachPx(double labelFactor) {
            double node = nodePx / 2;
            if (label == null) {
                return side ? 0 : node;
            }
            return Math.max(node, labelAt(labelFactor).right());
        }

        /** How far left of the centre its node or its label at full size reaches (a positive number). */
        double leftReachPx() {
            return Math.max(nodePx / 2, label == null ? 0 : -label.left());
        }

        /** Its node's square and its label's ink (a side label at {@code labelFactor}), relative to its centre. */
        List<LabelPlacement.Rect> rects(double labelFactor) {
            double half = nodePx / 2;
            LabelPlacement.Rect node = new LabelPlacement.Rect(-half, half, -half, half);
            if (label == null) {
                return List.of(node);
            }
            return List.of(node, labelAt(labelFactor));
        }

        /** Its extent above and below its centre in pixels (the larger). */
        double halfHeightPx() {
            double h = nodePx / 2;
            return label == null ? h : Math.max(h, Math.max(-label.top(), label.bottom()));
        }
    }

    /**
     * The fewest pixels a graph unit along x must span for every node and label to end {@link #GAP_PX} before the
     * nodes and labels to its right that share its line, at a scale of {@code pxPerUnitY} vertically; 0 when none
     * has such a neighbour.
     */
    static double pxPerUnitXNeeded(List<Box> boxes, double pxPerUnitY) {
        double needed = 0;
        for (Box[] pair : neighbours(boxes, pxPerUnitY)) {
            Box a = pair[0];
            Box b = pair[1];
            double dx = b.x() - a.x();
            if (dx <= 0) {
                continue;
            }
            double dy = (a.y() - b.y()) * pxPerUnitY;
            for (LabelPlacement.Rect ra : a.rects(1)) {
                for (LabelPlacement.Rect rb : b.rects(1)) {
                    if (ra.top() < rb.bottom() + dy && rb.top() + dy < ra.bottom()) {
                        needed = Math.max(needed, (ra.right() + GAP_PX - rb.left()) / dx);
                    }
                }
            }
        }
        return needed;
    }

    /**
     * The largest factor, at most 1, at which the side labels drawn at these scales run into no neighbour: a side
     * label and a node or label on its side or in its column are apart if either their lines or their runs along x
     * keep them apart.
     */
    static double labelFactor(List<Box> boxes, double pxPerUnitX, double pxPerUnitY) {
        double factor = 1;
        for (Box[] pair : neighbours(boxes, pxPerUnitY)) {
            Box a = pair[0];
            Box b = pair[1];
            // along x from a's node towards where its label runs
            double dx = (a.leftSide() ? -1 : 1) * (b.x() - a.x());
            if (!a.sideLabelled() || dx < 0) {
                continue;
            }
            List<LabelPlacement.Rect> others = b.rects(1);
            LabelPlacement.Rect la = a.label();
            double start = a.leftSide() ? -la.right() : la.left();
            for (int i = dx == 0 ? 1 : 0; i < others.size(); i++) {
                LabelPlacement.Rect rb = others.get(i);
                double near = a.leftSide() ? -rb.right() : rb.left();
                double across = dx == 0 ? 0 : (dx * pxPerUnitX + near - GAP_PX - start) / la.width();
                double centres = Math.abs((a.y() - b.y()) * pxPerUnitY + (rb.top() + rb.bottom()) / 2
                        - (la.top() + la.bottom()) / 2);
                double lines = centres / ((la.height() + rb.height()) / 2);
                factor = Math.min(factor, Math.max(0, Math.max(across, lines)));
            }
        }
        return factor;
    }

    /**
     * Each labelled box with each other box near enough vertically to meet it at {@code pxPerUnitY}, as pairs (the
     * labelled one first): the pairs both {@link #pxPerUnitXNeeded} and {@link #labelFactor} look at.
     */
    private static List<Box[]> neighbours(List<Box> boxes, double pxPerUnitY) {
        List<Box[]> out = new ArrayList<>();
        List<Box> byY = new ArrayList<>(boxes);
        byY.sort(Comparator.comparingDouble(Box::y));
        double tallest = 0;
        for (Box b : boxes) {
            tallest = Math.max(tallest, b.halfHeightPx());
        }
        double reach = 2 * tallest / pxPerUnitY;
        for (int i = 0; i < byY.size(); i++) {
            Box a = byY.get(i);
            double y = a.y();
            for (int j = i - 1; j >= 0 && y - byY.get(j).y() < reach; j--) {
                out.add(new Box[] {a, byY.get(j)});
            }
            for (int j = i + 1; j < byY.size() && byY.get(j).y() - y < reach; j++) {
                out.add(new Box[] {a, byY.get(j)});
            }
        }
        return out;
    }
}
