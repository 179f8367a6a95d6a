package dev.syncscope.views.graph;

import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * How far a {@link GraphPane} that {@link GraphPane#stretchesRows() stretches its rows} moves them apart to use a pane
 * taller than its width lets the graph be: the racy counter's four lanes of long labels on a projector were drawn with
 * their rows close together in the middle of a pane three times as tall, the races between them nearly flat (the user
 * review of session 66). The top row (a trace's lane names) keeps its gap to the row under it; the rows below that one
 * move apart. Pure functions.
 */
final class RowStretch {

    /** The most the rows are moved apart. */
    static final double MAX = 2;
    /** A stretch below this keeps the layout: stretching by a rounding error would move every node a little. */
    static final double LEAST = 1.01;

    private RowStretch() {
    }

    /**
     * The factor, 1 or {@link #LEAST} to {@link #MAX}, by which to stretch the rows of {@code boxes} so that, drawn at
     * {@code scale} pixels per graph unit with {@code margin} units around them, they are as tall as {@code h} pixels:
     * the scale stays the one the width allowed and the rows use the pane's height.
     */
    static double factor(List<LabelSpacing.Box> boxes, double scale, double h, double margin) {
        Rows r = Rows.of(boxes, LabelSpacing.Box::y);
        if (r.pivot - r.bottom <= 0 || scale <= 0 || h <= 0) {
            return 1;
        }
        double k = (h / scale - 2 * margin - (r.top - r.pivot)) / (r.pivot - r.bottom);
        return k < LEAST ? 1 : Math.min(MAX, k);
    }

    /** {@code d} with its x spread from its leftmost node by {@code spread} ({@link GraphFit#spread}), its rows stretched. */
    static GraphDescription laidOut(GraphDescription d, double spread, double stretch) {
        GraphDescription s = GraphFit.spread(d, spread);
        if (stretch == 1) {
            return s;
        }
        Rows r = Rows.of(s.nodes(), GraphDescription.Node::y);
        return new GraphDescription(s.nodes().stream().map(n -> new GraphDescription.Node(n.id(), n.label(),
                n.styleClass(), n.x(), r.stretched(n.y(), stretch), n.shortLabel())).toList(), s.edges());
    }

    /** {@code boxes} with their rows stretched by {@code stretch}, as {@link #laidOut}. */
    static List<LabelSpacing.Box> stretched(List<LabelSpacing.Box> boxes, double stretch) {
        if (stretch == 1) {
            return boxes;
        }
        Rows r = Rows.of(boxes, LabelSpacing.Box::y);
        return boxes.stream().map(b -> new LabelSpacing.Box(b.x(), r.stretched(b.y(), stretch), b.nodePx(), b.label(),
                b.side())).toList();
    }

    /** The top row's y, the y of the row under it (the top's again for one row), and the bottom row's y. */
    private record Rows(double top, double pivot, double bottom) {

        static <T> Rows of(List<T> items, ToDoubleFunction<T> y) {
            double top = items.stream().mapToDouble(y).max().orElse(0);
            double bottom = items.stream().mapToDouble(y).min().orElse(0);
            double pivot = items.stream().mapToDouble(y).filter(v -> v < top).max().orElse(top);
            return new Rows(top, pivot, bottom);
        }

        /** {@code y} moved from the pivot row by {@code stretch} where it is below it. */
        double stretched(double y, double stretch) {
            return y >= pivot ? y : pivot + (y - pivot) * stretch;
        }
    }
}
