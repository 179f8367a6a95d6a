package dev.syncscope.views.threads;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The heights the presentation layout asks of the grid ({@link GridLayout#naturalHeight}, {@link
 * GridLayout#labelledHeight}) are measured from the workgroup boxes, not by placing a cell per invocation (a million
 * cells took the FX thread 0.1-0.4 s per call, three calls per arrangement), and kept per launch, width and style: each
 * must be exactly the height of the layout whose cells are all placed, for every shape of dispatch.
 */
class GridHeightTest {

    private static final GridLayout.Metrics NORMAL = new GridLayout.Metrics(34, 24, 17, 30, 80, 30, 13, 11, 2);
    private static final GridLayout.Metrics PRESENTING =
            new GridLayout.Metrics(54, 38, 28, 40, 130, 25, 20.8, 16, 5);
    /** Names too wide for any cell: no labelled height. */
    private static final GridLayout.Metrics WIDE_NAMES = new GridLayout.Metrics(54, 38, 28, 40, 130, 90, 20.8, 16, 5);
    private static final List<GridLayout.Metrics> STYLES = List.of(NORMAL, PRESENTING, WIDE_NAMES);
    private static final double[] WIDTHS = {17, 30, 45, 60, 90, 130, 200, 333, 480, 760, 1280, 1920, 4000};

    /** A dispatch: each workgroup's subgroups' sizes, in launch order, and {@code hosts} host threads first. */
    private record Shape(String name, int hosts, int[][] workgroups) {
        DispatchGridModel grid() {
            List<Agent> agents = new ArrayList<>();
            for (int h = 0; h < hosts; h++) {
                agents.add(new Agent(agents.size(), "Host" + h, 1000 + h, 1000 + h, 0, true));
            }
            int subgroup = 0;
            for (int w = 0; w < workgroups.length; w++) {
                for (int size : workgroups[w]) {
                    for (int i = 0; i < size; i++) {
                        agents.add(new Agent(agents.size(), "T" + agents.size(), subgroup, w, 0));
                    }
                    subgroup++;
                }
            }
            return DispatchGridModel.of(new Launch(agents, List.of(), Map.of(), List.of(), false));
        }
    }

    /** {@code workgroups} workgroups of {@code subgroups} subgroups of {@code size}. */
    private static int[][] regular(int workgroups, int subgroups, int size) {
        int[][] out = new int[workgroups][subgroups];
        for (int[] wg : out) {
            java.util.Arrays.fill(wg, size);
        }
        return out;
    }

    private static final List<Shape> SHAPES = List.of(
            new Shape("1 invocation", 0, new int[][] {{1}}),
            new Shape("1 workgroup of 1 subgroup of 32", 0, regular(1, 1, 32)),
            new Shape("4 x 2 x 1", 0, regular(4, 2, 1)),
            new Shape("3 x 4 x 4", 0, regular(3, 4, 4)),
            new Shape("8 x 2 x 32", 0, regular(8, 2, 32)),
            new Shape("2 x 2 x 64", 0, regular(2, 2, 64)),
            new Shape("2 x 1 x 128", 0, regular(2, 1, 128)),
            new Shape("40 x 2 x 16", 0, regular(40, 2, 16)),
            new Shape("200 x 1 x 1", 0, regular(200, 1, 1)),
            new Shape("ragged last subgroup", 0, new int[][] {{32, 32}, {32, 32}, {32, 7}}),
            new Shape("ragged last workgroup", 0, new int[][] {{16, 16, 16}, {16, 16, 16}, {16}}),
            new Shape("ragged everywhere", 0, new int[][] {{5, 3, 64}, {1}, {33, 33}, {2, 2, 2, 2, 2}}),
            new Shape("2 hosts and 2 x 2 x 8", 2, regular(2, 2, 8)),
            new Shape("1 host and 1 invocation", 1, new int[][] {{1}}),
            new Shape("3 hosts alone", 3, new int[0][]),
            new Shape("4 hosts and a ragged dispatch", 4, new int[][] {{32, 32, 9}, {32}}));

    /**
     * The height of {@code placed}, read off its placed cells or bars: the lowest one, the box's pad under it (a box
     * ends its last row's pad below) and the pane's; and each box ends exactly there.
     */
    private static double placedHeight(GridLayout placed, String what) {
        double lowest = 0;
        for (GridLayout.Box box : placed.boxes()) {
            double bottom = box.bounds().y() + box.bounds().h();
            List<GridLayout.Rect> parts = new ArrayList<>();
            if (placed.mode() == GridLayout.Mode.CELLS) {
                placed.cells().values().stream().filter(r -> box.bounds().contains(r.x(), r.y())).forEach(parts::add);
            } else {
                placed.bars().stream().filter(b -> b.workgroup() == box.workgroup()).map(GridLayout.Bar::bounds)
                        .forEach(parts::add);
            }
            double last = parts.stream().mapToDouble(r -> r.y() + r.h()).max().orElseThrow();
            assertEquals(bottom, last + GridLayout.BOX_PAD, what + ": box " + box.workgroup() + " ends under its rows");
            lowest = Math.max(lowest, last + GridLayout.BOX_PAD);
        }
        return lowest + GridLayout.PAD;
    }

    /** The smallest cell width whose names are readable: the cells {@link GridLayout#labelledHeight} measures. */
    private static double smallestNamed(GridLayout.Metrics m) {
        double ratio = m.cellHeight() / m.cellWidth();
        double smallest = -1;
        for (double cw = m.cellWidth(); cw >= GridLayout.MIN_CELL
                && m.cellNames(cw, Math.max(GridLayout.MIN_CELL, Math.round(cw * ratio))) > 0; cw -= 1) {
            smallest = cw;
        }
        return smallest;
    }

    /** The full placement the heights must equal: every cell placed, at an unbounded height. */
    private static double[] placedHeights(DispatchGridModel grid, double width, GridLayout.Metrics m, String what) {
        GridLayout natural = GridLayout.of(grid, width, Double.MAX_VALUE, m);
        double naturalH = natural == GridLayout.EMPTY ? 0 : placedHeight(natural, what + " natural");
        assertEquals(naturalH, natural.height(), what + ": the placed layout's own height");
        double smallest = smallestNamed(m);
        double labelledH = Double.POSITIVE_INFINITY;
        if (natural == GridLayout.EMPTY) {
            labelledH = 0;
        } else if (smallest > 0) {
            double ch = Math.max(GridLayout.MIN_CELL, Math.round(smallest * m.cellHeight() / m.cellWidth()));
            GridLayout.Metrics at = new GridLayout.Metrics(smallest, ch, m.lineHeight(), m.subgroupNameWidth(),
                    m.titleWidth(), m.nameWidth(), m.fontSize(), m.minText(), m.focusWidth());
            GridLayout named = GridLayout.of(grid, width, Double.MAX_VALUE, at);
            if (named.mode() == GridLayout.Mode.CELLS && named.cellWidth() == smallest) {
                assertTrue(named.labelled(), what + ": cells of " + smallest + " are named");
                labelledH = placedHeight(named, what + " labelled");
            }
        }
        return new double[] {naturalH, labelledH};
    }

    @Test
    void theMeasuredHeightsAreThoseOfTheFullPlacementForEveryShape() {
        int cases = 0;
        List<String> kinds = new ArrayList<>();
        for (Shape shape : SHAPES) {
            DispatchGridModel grid = shape.grid();
            List<Object[]> asked = new ArrayList<>();
            for (GridLayout.Metrics m : STYLES) {
                for (double width : WIDTHS) {
                    String what = shape.name() + " in " + width + " px, cells of " + m.cellWidth();
                    double[] placed = placedHeights(grid, width, m, what);
                    assertEquals(placed[0], GridLayout.naturalHeight(grid, width, m), what + ": natural height");
                    assertEquals(placed[1], GridLayout.labelledHeight(grid, width, m), what + ": labelled height");
                    asked.add(new Object[] {m, width, placed});
                    GridLayout natural = GridLayout.of(grid, width, Double.MAX_VALUE, m);
                    String kind = natural.mode() + (Double.isInfinite(placed[1]) ? " unnamed" : " named");
                    if (!kinds.contains(kind)) {
                        kinds.add(kind);
                    }
                    cases++;
                }
            }
            // asked again, in another order: each launch, width and style keeps its own heights
            Collections.reverse(asked);
            for (Object[] a : asked) {
                GridLayout.Metrics m = (GridLayout.Metrics) a[0];
                double width = (double) a[1];
                double[] placed = (double[]) a[2];
                assertEquals(placed[0], GridLayout.naturalHeight(grid, width, m), shape.name() + " again, " + width);
                assertEquals(placed[1], GridLayout.labelledHeight(grid, width, m), shape.name() + " again, " + width);
            }
        }
        assertTrue(kinds.containsAll(List.of("CELLS named", "CELLS unnamed", "BARS unnamed")),
                "full-size cells, named and not, and bars where no cell fits the width: " + kinds);
        assertEquals(SHAPES.size() * STYLES.size() * WIDTHS.length, cases);
    }

    /** A launch's heights are its own: a new launch of another shape at the same width and style is measured anew. */
    @Test
    void aNewLaunchIsMeasuredAnew() {
        DispatchGridModel small = SHAPES.get(0).grid();
        DispatchGridModel large = SHAPES.get(7).grid();
        double smallH = GridLayout.naturalHeight(small, 760, PRESENTING);
        double largeH = GridLayout.naturalHeight(large, 760, PRESENTING);
        assertEquals(placedHeights(small, 760, PRESENTING, "small")[0], smallH);
        assertEquals(placedHeights(large, 760, PRESENTING, "large")[0], largeH);
        assertTrue(largeH > smallH);
        assertEquals(placedHeights(small, 760, PRESENTING, "small")[1],
                GridLayout.labelledHeight(small, 760, PRESENTING));
        assertEquals(placedHeights(large, 760, PRESENTING, "large")[1],
                GridLayout.labelledHeight(large, 760, PRESENTING));
    }
}
