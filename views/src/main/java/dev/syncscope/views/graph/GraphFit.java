package dev.syncscope.views.graph;

import java.util.List;

/**
 * How a {@link GraphPane} fits a graph and its labels into its size: how far to spread the graph's x so that labels
 * clear their neighbours ({@link LabelSpacing}), and how many graph units to add beside the nodes for the labels that
 * reach past them. Works on the nodes as measured ({@link DrawnLabels}) and the pane's size less its padding, in
 * pixels. A pure function. Immutable.
 */
final class GraphFit {

    /** The most a pane spreads a description's columns apart to use a wider pane ({@link GraphPane#widensToPane()}). */
    static final double MAX_WIDENING = 4;

    private GraphFit() {
    }

    /** {@code d} with its x spread from its leftmost node by {@code factor}. */
    static GraphDescription spread(GraphDescription d, double factor) {
        if (factor == 1) {
            return d;
        }
        double left = d.nodes().stream().mapToDouble(GraphDescription.Node::x).min().orElse(0);
        return new GraphDescription(d.nodes().stream().map(n -> new GraphDescription.Node(n.id(), n.label(),
                n.styleClass(), left + (n.x() - left) * factor, n.y(), n.shortLabel())).toList(), d.edges());
    }

    /** {@code b} with its x spread from {@code left} by {@code factor}. */
    static LabelSpacing.Box spread(LabelSpacing.Box b, double left, double factor) {
        return new LabelSpacing.Box(left + (b.x() - left) * factor, b.y(), b.nodePx(), b.label(), b.side());
    }

    /**
     * The factor to spread x by: as far as labels need at the scale the pane's height {@code h} allows (and at least
     * {@code widening}, to use a wide pane), but no wider than the width {@code w} holds with the last labels' reach;
     * never below 1 unless {@code narrows}. {@code margin}: graph units kept around the nodes; {@code minScale}: the least pixels per graph
     * unit the pane draws at (rows given room to keep their labels legible, the graph then taller than the pane; 0:
     * none); {@code narrows}: below 1 too where the width holds no more, as far as the labels need (a pane whose rows
     * need more room than its width leaves them at the layout's spacing of its columns).
     */
    static double spreadFactor(List<LabelSpacing.Box> measured, double left, double w, double h, double margin,
                               double widening, double minScale, boolean narrows) {
        double maxX = measured.stream().mapToDouble(LabelSpacing.Box::x).max().orElse(left);
        double minY = measured.stream().mapToDouble(LabelSpacing.Box::y).min().orElse(0);
        double maxY = measured.stream().mapToDouble(LabelSpacing.Box::y).max().orElse(0);
        if (w <= 0 || h <= 0 || maxX - left <= 0) {
            return 1;
        }
        double scale = Math.max(h / (maxY - minY + 2 * margin), minScale);
        double needed = LabelSpacing.pxPerUnitXNeeded(measured, scale) / scale;
        double wanted = Math.max(needed, widening);
        double least = narrows ? Math.min(1, needed) : 1;
        double factor = 1;
        double label = 1;
        for (int round = 0; round < 3; round++) {
            double room = Double.MAX_VALUE;
            for (LabelSpacing.Box b : measured) {
                if (b.x() > left) {
                    room = Math.min(room, (w - 2 * margin * scale - b.reachPx(label)) / ((b.x() - left) * scale));
                }
            }
            factor = Math.max(least, Math.min(wanted, room));
            double f = factor;
            label = LabelSpacing.labelFactor(measured.stream().map(b -> spread(b, left, f)).toList(), scale, scale);
        }
        return factor;
    }

    /**
     * Graph units to add {left, right} of the nodes ({@code left} and {@code width}: their extent with the margin) so
     * that every label fits, side labels drawn at {@code labelFactor} (a label left of or under its node reaches left
     * of it): the scale is the largest at which the widened graph fits {@code w} × {@code h}, so widening lowers it; a
     * few rounds settle it. {@code minScale}: the least pixels per graph unit along y (0: none), as for {@link
     * #spreadFactor}.
     */
    static double[] labelRoom(List<LabelSpacing.Box> boxes, double left, double width, double height, double w,
                              double h, double labelFactor, double minScale) {
        if (w <= 0 || h <= 0 || width <= 0 || height <= 0) {
            return new double[] {0, 0};
        }
        double[] extra = {0, 0};
        for (int round = 0; round < 4; round++) {
            double scale = Math.min(w / (width + extra[0] + extra[1]), Math.max(h / height, minScale));
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

    /**
     * The least pixels per graph unit at which the side labels of each lane (nodes at one x) drawn at {@code factor}
     * of their size clear the labels on the rows above and below theirs, the box behind each ({@link
     * LabelBoxes#PAD_PX}) included: the scale at which the rows have room for them ({@link LabelSpacing#labelFactor}
     * along y); 0 without such rows.
     */
    static double rowScale(List<LabelSpacing.Box> measured, double factor) {
        java.util.Map<Double, List<LabelSpacing.Box>> lanes = new java.util.HashMap<>();
        for (LabelSpacing.Box b : measured) {
            if (b.label() != null) {
                lanes.computeIfAbsent(b.x(), k -> new java.util.ArrayList<>()).add(b);
            }
        }
        double scale = 0;
        for (List<LabelSpacing.Box> lane : lanes.values()) {
            lane.sort(java.util.Comparator.comparingDouble(LabelSpacing.Box::y));
            for (int i = 1; i < lane.size(); i++) {
                LabelSpacing.Box a = lane.get(i - 1);
                LabelSpacing.Box b = lane.get(i);
                double dy = b.y() - a.y();
                if (dy <= 0 || !(a.side() || b.side())) {
                    continue;
                }
                LabelPlacement.Rect la = a.label();
                LabelPlacement.Rect lb = b.label();
                // b above a (y up): its centre dy * scale pixels higher, its ink offset from it as drawn (y down)
                double offset = (la.top() + la.bottom()) / 2 - (lb.top() + lb.bottom()) / 2;
                // the box drawn behind a label reaches LabelBoxes.PAD_PX past its ink: it hid the next row's (audit 52 F7)
                scale = Math.max(scale, (factor * (la.height() + lb.height()) / 2 + Math.max(0, -offset)
                        + LabelBoxes.PAD_PX) / dy);
            }
        }
        return scale;
    }

    /**
     * The least pixels per graph unit along y at which the nodes and labels of each lane (nodes at one x; side labels at
     * {@code factor}) end {@link LabelPlacement#GAP_PX} above those of the lower rows of their lane wherever they
     * overlap along x: a label under or above its node ran into the next node of its column and that node's label
     * ("WG 0" over "WG 1", "SG 0" over "SG 1", the teacher audit); 0 without such rows.
     */
    static double columnScale(List<LabelSpacing.Box> measured, double factor) {
        return columnScale(measured, factor, LabelPlacement.GAP_PX);
    }

    /** As {@link #columnScale(List, double)}, the rows' nodes and labels {@code gap} pixels apart. */
    static double columnScale(List<LabelSpacing.Box> measured, double factor, double gap) {
        java.util.Map<Double, List<LabelSpacing.Box>> lanes = new java.util.HashMap<>();
        for (LabelSpacing.Box b : measured) {
            lanes.computeIfAbsent(b.x(), k -> new java.util.ArrayList<>()).add(b);
        }
        double scale = 0;
        for (List<LabelSpacing.Box> lane : lanes.values()) {
            for (LabelSpacing.Box a : lane) {
                for (LabelSpacing.Box b : lane) {
                    double dy = a.y() - b.y();
                    if (dy <= 0) {
                        continue;
                    }
                    // a above b (y up): b's rows dy * scale pixels lower
                    for (LabelPlacement.Rect ra : a.rects(factor)) {
                        for (LabelPlacement.Rect rb : b.rects(factor)) {
                            if (ra.width() > 0 && rb.width() > 0 && ra.left() < rb.right() && rb.left() < ra.right()) {
                                scale = Math.max(scale, (ra.bottom() - rb.top() + gap) / dy);
                            }
                        }
                    }
                }
            }
        }
        return scale;
    }

    /** The height in pixels of the rows of {@code boxes} with {@code margin} graph units around them at {@code scale}. */
    static double heightAt(List<LabelSpacing.Box> boxes, double scale, double margin) {
        double minY = boxes.stream().mapToDouble(LabelSpacing.Box::y).min().orElse(0);
        double maxY = boxes.stream().mapToDouble(LabelSpacing.Box::y).max().orElse(0);
        return (maxY - minY + 2 * margin) * scale;
    }

    /**
     * Whether a node or a shown label of {@code boxes} lies in {@code area}, in the pane's pixels: a node at graph
     * (x, y) is drawn at pixel ({@code originX} + x × {@code scale}, {@code originY} − y × {@code scale}); side labels
     * at {@code labelFactor} (0: hidden). One that ends less than {@link #EDGE_PX} into it does not lie in it.
     */
    static boolean covers(List<LabelSpacing.Box> boxes, javafx.geometry.Rectangle2D area, double originX,
                          double originY, double scale, double labelFactor) {
        for (LabelSpacing.Box b : boxes) {
            double x = originX + b.x() * scale;
            double y = originY - b.y() * scale;
            List<LabelPlacement.Rect> rects = b.label() == null || (b.side() && labelFactor <= 0)
                    ? b.rects(1).subList(0, 1) : b.rects(labelFactor);
            for (LabelPlacement.Rect r : rects) {
                if (r.width() > 0 && r.height() > 0 && area.intersects(x + r.left(), y + r.top(),
                        Math.max(0, r.width() - EDGE_PX), r.height())) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether a shown label of {@code boxes} runs into another node or label, or reaches past the left or right edge
     * of a pane {@code width} pixels wide, drawn as for {@link #covers}: the labels crowd the graph though none is too
     * small (a long label at a node's side lowers the scale, and the labels under and above the nodes of the next
     * columns run together; {@link SideLabels}). Overlaps of less than {@link #EDGE_PX} do not count.
     */
    static boolean crowded(List<LabelSpacing.Box> boxes, double width, double originX, double originY, double scale,
                           double labelFactor) {
        List<List<javafx.geometry.Rectangle2D>> drawn = new java.util.ArrayList<>();
        for (LabelSpacing.Box b : boxes) {
            double x = originX + b.x() * scale;
            double y = originY - b.y() * scale;
            List<javafx.geometry.Rectangle2D> rects = new java.util.ArrayList<>();
            boolean shown = b.label() != null && !(b.side() && labelFactor <= 0);
            for (LabelPlacement.Rect r : shown ? b.rects(labelFactor) : b.rects(1).subList(0, 1)) {
                rects.add(new javafx.geometry.Rectangle2D(x + r.left() + EDGE_PX, y + r.top() + EDGE_PX,
                        Math.max(0, r.width() - 2 * EDGE_PX), Math.max(0, r.height() - 2 * EDGE_PX)));
            }
            if (rects.size() > 1 && (rects.get(1).getMinX() < 0 || rects.get(1).getMaxX() > width)) {
                return true;
            }
            drawn.add(rects);
        }
        for (int i = 0; i < drawn.size(); i++) {
            if (drawn.get(i).size() < 2) {
                continue;
            }
            javafx.geometry.Rectangle2D label = drawn.get(i).get(1);
            for (int j = 0; j < drawn.size(); j++) {
                for (javafx.geometry.Rectangle2D r : j == i ? List.<javafx.geometry.Rectangle2D>of() : drawn.get(j)) {
                    if (r.getWidth() > 0 && label.getWidth() > 0 && label.intersects(r)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * The least height in pixels of a pane at which the nodes {@code measured} are drawn at {@code scale} pixels per
     * graph unit: their rows' height with {@code margin} units around them, the padding ({@code paddingPx} each side),
     * {@code topPx} kept free at the top, and the strip down to {@code button}'s lower edge (null: none) where the pane
     * that tall would fit the graph below the button, or left of it at less than {@link #NEAR_SCALE} of {@code scale}:
     * it lays them out as GraphPane does (a node or label under the button: below it or left of it, whichever draws
     * the graph larger; then, where that is smaller than the rows need, at their scale, closer along x). {@code w}: the
     * pane's width inside its padding; {@code widening}: as far as the pane spreads the nodes ({@link #spreadFactor}).
     */
    static double paneHeight(List<LabelSpacing.Box> measured, double scale, double margin, double w, double widening,
                             javafx.geometry.Rectangle2D button, double paddingPx, double topPx) {
        double rows = heightAt(measured, scale, margin);
        double base = rows + 2 * paddingPx + topPx;
        double below = button == null ? 0 : Math.max(0, button.getMaxY() - paddingPx - topPx);
        if (below <= 0) {
            return base;
        }
        double beside = Math.max(0, w + paddingPx - button.getMinX());
        Fit free = fit(button, measured, margin, w, rows, widening, 0, 0, paddingPx, topPx);
        // GraphPane draws rows too close for their labels at their scale before it clears the button
        double least = free.scale() < scale ? scale : 0;
        free = least > 0 ? fit(button, measured, margin, w, rows, widening, least, 0, paddingPx, topPx) : free;
        if (free.clear()) {
            return base;
        }
        Fit under = fit(button, measured, margin, w, rows - below, widening, least, 0, paddingPx, topPx + below);
        Fit left = fit(button, measured, margin, w - beside, rows, widening, least, beside, paddingPx, topPx);
        if (under.clear() && (!left.clear() || under.scale() > left.scale())) {
            return base + below;
        }
        Fit closer = fit(button, measured, margin, w - beside, rows, widening, scale, beside, paddingPx, topPx);
        return closer.clear() && closer.scale() >= scale * NEAR_SCALE ? base : base + below;
    }

    /** A view's scale, and whether it keeps the nodes and labels clear of an area. */
    private record Fit(double scale, boolean clear) {
    }

    /**
     * The view that fits {@code measured} into {@code w} × {@code h} pixels as GraphPane does ({@code rightPx} further
     * right and {@code topPx} down kept free; spread and drawn at {@code minScale} or more, closer along x where that
     * needs it; side labels as large as they fit), and whether none of its nodes and labels lies in {@code area}.
     */
    private static Fit fit(javafx.geometry.Rectangle2D area, List<LabelSpacing.Box> measured, double margin, double w,
                           double h, double widening, double minScale, double rightPx, double paddingPx, double topPx) {
        double left = measured.stream().mapToDouble(LabelSpacing.Box::x).min().orElse(0);
        double f = spreadFactor(measured, left, w, h, margin, widening, minScale, widening > 1 && minScale > 0);
        List<LabelSpacing.Box> spread = measured.stream().map(b -> spread(b, left, f)).toList();
        View full = view(spread, margin, w, h, 1, minScale, rightPx, topPx);
        double factor = Math.max(0.05, Math.floor(LabelSpacing.labelFactor(spread, full.scale(), full.scale()) * 20) / 20);
        View v = view(spread, margin, w, h, factor, minScale, rightPx, topPx);
        return new Fit(v.scale(), v.scale() > 0 && !covers(spread, area, paddingPx - v.left() * v.scale(),
                paddingPx + v.top() * v.scale(), v.scale(), factor));
    }

    /**
     * The share of the rows' scale at which a graph drawn left of the fit button needs no strip below it: a graph as
     * wide as its pane is drawn a little smaller than its rows' scale (the labels left of its first column), as the
     * window's is at 1280×800; its rows keep most of their {@link LabelPlacement#GAP_PX}, and 26 px more taken from the
     * explanation would gain it 2 % at most.
     */
    static final double NEAR_SCALE = 0.98;

    /**
     * Pixels by which a node or label may reach into an area from the left ({@link #covers}): a graph as wide as the
     * pane left of the fit button ends where the button's area starts, give or take rounding (its labels reached 0.03
     * px into it, and the graph was fitted below the button instead; the area keeps a gap before the button).
     */
    private static final double EDGE_PX = 0.5;

    /** A fitted view: pixels per graph unit, and its edges in graph units (y up). */
    record View(double scale, double left, double bottom, double right, double top) {
    }

    /**
     * The view that fits the nodes {@code boxes} with {@code margin} graph units around them and their labels' reach
     * (side labels at {@code labelFactor}) into {@code w} × {@code h} pixels, at {@code minScale} pixels per unit or
     * more as far as {@code w} allows: centred in it, or where it is taller, its lowest rows shown (the latest steps
     * of a trace). The view reaches {@code rightPx} pixels further right and {@code topPx} further up, over strips of
     * the pane kept free of the graph (the fit button, a hint).
     */
    static View view(List<LabelSpacing.Box> boxes, double margin, double w, double h, double labelFactor,
                     double minScale, double rightPx, double topPx) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (LabelSpacing.Box n : boxes) {
            minX = Math.min(minX, n.x());
            maxX = Math.max(maxX, n.x());
            minY = Math.min(minY, n.y());
            maxY = Math.max(maxY, n.y());
        }
        double height = maxY - minY + 2 * margin;
        double[] room = labelRoom(boxes, minX - margin, maxX - minX + 2 * margin, height, w, h, labelFactor, minScale);
        double left = minX - margin - room[0];
        double right = maxX + margin + room[1];
        if (w <= 0 || h <= 0) {
            return new View(0, left, minY - margin, right, maxY + margin);
        }
        double scale = Math.min(w / (right - left), Math.max(h / height, minScale));
        double viewLeft = left - (w / scale - (right - left)) / 2;
        double bottom = minY - margin - Math.max(0, (h / scale - height) / 2);
        return new View(scale, viewLeft, bottom, viewLeft + (w + rightPx) / scale, bottom + (h + topPx) / scale);
    }
}
