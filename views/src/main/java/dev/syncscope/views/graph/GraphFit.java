package dev.syncscope.views.graph;

import java.util.List;

/**
 * How a {@link GraphPane} fits a graph and its labels into its size: how far to spread the graph's x so that labels
 * clear their neighbours ({@link LabelSpacing}), and how many graph units to add beside the nodes for the labels that
 * reach past them. Works on the nodes as measured ({@link DrawnLabels}) and the pane's size less its padding, in
 * pixels. A pure function. Immutable.
 */
final class GraphFit {

    private GraphFit() {
    }

    /** {@code b} with its x spread from {@code left} by {@code factor}. */
    static LabelSpacing.Box spread(LabelSpacing.Box b, double left, double factor) {
        return new LabelSpacing.Box(left + (b.x() - left) * factor, b.y(), b.nodePx(), b.label(), b.side());
    }

    /**
     * The factor to spread x by: as far as labels need at the scale the pane's height {@code h} allows (and at least
     * {@code widening}, to use a wide pane), but no wider than the width {@code w} holds with the last labels' reach;
     * never below 1. {@code margin}: graph units kept around the nodes.
     */
    static double spreadFactor(List<LabelSpacing.Box> measured, double left, double w, double h, double margin,
                               double widening) {
        double maxX = measured.stream().mapToDouble(LabelSpacing.Box::x).max().orElse(left);
        double minY = measured.stream().mapToDouble(LabelSpacing.Box::y).min().orElse(0);
        double maxY = measured.stream().mapToDouble(LabelSpacing.Box::y).max().orElse(0);
        if (w <= 0 || h <= 0 || maxX - left <= 0) {
            return 1;
        }
        double scale = h / (maxY - minY + 2 * margin);
        double wanted = Math.max(LabelSpacing.pxPerUnitXNeeded(measured, scale) / scale, widening);
        double factor = 1;
        double label = 1;
        for (int round = 0; round < 3; round++) {
            double room = Double.MAX_VALUE;
            for (LabelSpacing.Box b : measured) {
                if (b.x() > left) {
                    room = Math.min(room, (w - 2 * margin * scale - b.reachPx(label)) / ((b.x() - left) * scale));
                }
            }
            factor = Math.max(1, Math.min(wanted, room));
            double f = factor;
            label = LabelSpacing.labelFactor(measured.stream().map(b -> spread(b, left, f)).toList(), scale, scale);
        }
        return factor;
    }

    /**
     * Graph units to add {left, right} of the nodes ({@code left} and {@code width}: their extent with the margin) so
     * that every label fits, side labels drawn at {@code labelFactor} (a label left of or under its node reaches left
     * of it): the scale is the largest at which the widened graph fits {@code w} × {@code h}, so widening lowers it; a
     * few rounds settle it.
     */
    static double[] labelRoom(List<LabelSpacing.Box> boxes, double left, double width, double height, double w,
                              double h, double labelFactor) {
        if (w <= 0 || h <= 0 || width <= 0 || height <= 0) {
            return new double[] {0, 0};
        }
        double[] extra = {0, 0};
        for (int round = 0; round < 4; round++) {
            double scale = Math.min(w / (width + extra[0] + extra[1]), h / height);
            double reach = 0;
            double before = 0;
            for (LabelSpacing.Box n : boxes) {
                reach = Math.max(reach, (n.x() - left) * scale + n.reachPx(labelFactor));
                before = Math.max(before, n.leftReachPx() - (n.x() - left) * scale);
            }
            extra[0] = Math.max(extra[0], before / scale);
            extra[1] = Math.max(extra[1], reach / scale - width);
        }
        return extra;
    }
}
