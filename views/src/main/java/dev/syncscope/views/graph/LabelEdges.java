package dev.syncscope.views.graph;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether a graph's labels lie across its edges, and how far apart its rows must be drawn for them not to: in the
 * memory-domain graph at 1024×768 the edge from a workgroup to its lower subgroup ran through the label under the
 * upper one ("sg 0", the teacher audit). A node's own edges are left out (they leave from under its label). Works on
 * the nodes as laid out ({@link LabelSpacing.Box}, in {@link GraphDescription} order), their x drawn at a given scale,
 * their y at the scale tried. A pure function. Immutable.
 */
final class LabelEdges {

    /** Each scale tried is this factor larger than the one before. */
    static final double STEP = 1.1;
    /** Scales tried above the least one before giving up (the labels then cross edges at the least one). */
    static final int ROUNDS = 12;
    /** Pixels a label's ink may touch an edge by, at each side (anti-aliasing). */
    private static final double TOUCH_PX = 1;

    private LabelEdges() {
    }

    /**
     * The least pixels per graph unit along y, from {@code least} up in steps of {@link #STEP}, at which no label of
     * {@code drawn} (side labels at {@code sideFactor}) lies across an edge of {@code d} other than its node's own,
     * their x at {@code pxPerUnitX}; {@code least} if none within {@link #ROUNDS} steps is clear, or it is 0.
     */
    static double clearScale(GraphDescription d, List<LabelSpacing.Box> drawn, double pxPerUnitX, double least,
                             double sideFactor) {
        double s = least;
        for (int round = 0; least > 0 && round <= ROUNDS; round++, s *= STEP) {
            if (!crosses(d, drawn, pxPerUnitX, s, sideFactor)) {
                return s;
            }
        }
        return least;
    }

    /** Whether a label lies across another node's edge with x at {@code pxPerUnitX}, y at {@code pxPerUnitY}. */
    static boolean crosses(GraphDescription d, List<LabelSpacing.Box> drawn, double pxPerUnitX, double pxPerUnitY,
                           double sideFactor) {
        if (drawn.size() != d.nodes().size()) {
            return false;
        }
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < drawn.size(); i++) {
            index.put(d.nodes().get(i).id(), i);
        }
        for (int i = 0; i < drawn.size(); i++) {
            LabelSpacing.Box b = drawn.get(i);
            if (b.label() == null) {
                continue;
            }
            String id = d.nodes().get(i).id();
            LabelPlacement.Rect r = b.labelAt(sideFactor);
            double x = b.x() * pxPerUnitX;
            double y = -b.y() * pxPerUnitY;
            for (GraphDescription.Edge e : d.edges()) {
                Integer from = index.get(e.from());
                Integer to = index.get(e.to());
                if (from == null || to == null || e.from().equals(id) || e.to().equals(id)) {
                    continue;
                }
                LabelSpacing.Box p = drawn.get(from);
                LabelSpacing.Box q = drawn.get(to);
                if (meets(p.x() * pxPerUnitX, -p.y() * pxPerUnitY, q.x() * pxPerUnitX, -q.y() * pxPerUnitY,
                        x + r.left() + TOUCH_PX, y + r.top() + TOUCH_PX, x + r.right() - TOUCH_PX,
                        y + r.bottom() - TOUCH_PX)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the segment (x0, y0)–(x1, y1) meets the rectangle [left, right] × [top, bottom] (Liang–Barsky). */
    static boolean meets(double x0, double y0, double x1, double y1, double left, double top, double right,
                         double bottom) {
        if (right <= left || bottom <= top) {
            return false;
        }
        double dx = x1 - x0;
        double dy = y1 - y0;
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {x0 - left, right - x0, y0 - top, bottom - y0};
        double enter = 0;
        double leave = 1;
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) {
                    return false;
                }
            } else {
                double t = q[i] / p[i];
                if (p[i] < 0) {
                    enter = Math.max(enter, t);
                } else {
                    leave = Math.min(leave, t);
                }
            }
        }
        return enter <= leave;
    }
}
