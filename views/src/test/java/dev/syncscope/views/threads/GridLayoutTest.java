package dev.syncscope.views.threads;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.HostLitmus;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GridLayoutTest {

    private static final GridLayout.Metrics METRICS = new GridLayout.Metrics(34, 24, 17, 30, 80, 30);

    /** {@code workgroups} × {@code subgroups} × {@code size} invocations, numbered in launch order. */
    static DispatchGridModel grid(int workgroups, int subgroups, int size) {
        List<Agent> agents = new ArrayList<>();
        for (int w = 0; w < workgroups; w++) {
            for (int s = 0; s < subgroups; s++) {
                for (int i = 0; i < size; i++) {
                    int id = agents.size();
                    agents.add(new Agent(id, "T" + id, w * subgroups + s, w, 0));
                }
            }
        }
        return DispatchGridModel.of(new Launch(agents, List.of(), Map.of(), List.of(), false));
    }

    @Test
    void aSmallDispatchGetsFullSizeLabelledCells() {
        GridLayout g = GridLayout.of(grid(2, 1, 2), 600, 300, METRICS);
        assertEquals(GridLayout.Mode.CELLS, g.mode());
        assertEquals(34, g.cellWidth());
        assertTrue(g.labelled());
        assertEquals(4, g.cells().size());
        assertEquals(2, g.boxes().size());
    }

    /**
     * Each row is named by its subgroup's index within its workgroup ({@code gl_SubgroupID}, {@link
     * dev.syncscope.views.i18n.SubgroupNames#index}), as cells and as bars: workgroup 1's subgroup instances 3, 4 and 5
     * are its rows 0, 1 and 2.
     */
    @Test
    void rowsAreNamedByTheirSubgroupsIndexWithinTheirWorkgroup() {
        List<GridLayout> layouts = List.of(GridLayout.of(grid(2, 3, 2), 600, 400, METRICS),
                GridLayout.of(grid(2, 3, 512), 600, 150, METRICS));
        assertEquals(List.of(GridLayout.Mode.CELLS, GridLayout.Mode.BARS), layouts.stream().map(GridLayout::mode).toList());
        for (GridLayout g : layouts) {
            assertEquals(2, g.boxes().size(), g.mode().toString());
            for (GridLayout.Box box : g.boxes()) {
                assertEquals(List.of(0, 1, 2), box.rowNames().stream().map(GridLayout.RowName::index).toList(),
                        g.mode() + ", workgroup " + box.workgroup());
                assertEquals(List.of(3 * box.workgroup(), 3 * box.workgroup() + 1, 3 * box.workgroup() + 2),
                        box.rowNames().stream().map(GridLayout.RowName::subgroup).toList());
            }
        }
    }

    /**
     * A font of 20.8 px (lines of 28) taller than the cells that fit 115 px (relaxed-flag.test: one workgroup, two
     * subgroups of one): P0, P1, sg 0 and sg 1 are drawn, smaller, down to the default floor ({@link
     * GridLayout#MIN_TEXT}), rather than left out.
     */
    @Test
    void namesShrinkToFitCellsTooSmallForPresentationModesFont() {
        GridLayout.Metrics presenting = new GridLayout.Metrics(54, 38, 28, 40, 130, 25, 20.8);
        GridLayout g = GridLayout.of(grid(1, 2, 1), 760, 115, presenting);
        assertEquals(GridLayout.Mode.CELLS, g.mode());
        assertTrue(g.cellHeight() < 28, "cells lower than a line: " + g.cellHeight());
        assertTrue(g.labelled(), "the invocations' names are drawn");
        assertTrue(g.labelScale() < 1 && 20.8 * g.labelScale() >= GridLayout.MIN_TEXT, "scale " + g.labelScale());
        assertEquals(2, g.boxes().get(0).rowNames().size(), "the subgroups' names are drawn");
        assertTrue(g.rowNameScale() <= 1 && 20.8 * g.rowNameScale() >= GridLayout.MIN_TEXT);
    }

    @Test
    void cellsShrinkUntilTheWholeDispatchFitsAndNoTwoOverlap() {
        GridLayout g = GridLayout.of(grid(4, 8, 32), 775, 150, METRICS);
        assertEquals(GridLayout.Mode.CELLS, g.mode());
        assertEquals(1024, g.cells().size());
        assertTrue(g.cellWidth() < 34 && g.cellWidth() >= GridLayout.MIN_CELL, "width " + g.cellWidth());
        assertFalse(g.labelled(), "names do not fit small cells");
        assertTrue(g.height() <= 150, "height " + g.height());
        List<GridLayout.Rect> rects = new ArrayList<>(g.cells().values());
        for (GridLayout.Rect r : rects) {
            assertTrue(r.x() >= 0 && r.x() + r.w() <= 775 && r.y() + r.h() <= 150, r.toString());
        }
        for (int i = 0; i < rects.size(); i++) {
            for (int j = i + 1; j < rects.size(); j++) {
                GridLayout.Rect a = rects.get(i);
                GridLayout.Rect b = rects.get(j);
                boolean apart = a.x() + a.w() <= b.x() || b.x() + b.w() <= a.x()
                        || a.y() + a.h() <= b.y() || b.y() + b.h() <= a.y();
                assertTrue(apart, a + " overlaps " + b);
            }
        }
    }

    @Test
    void cellsTooSmallToSeeBecomeOneBarPerSubgroup() {
        GridLayout g = GridLayout.of(grid(8, 8, 256), 700, 300, METRICS);
        assertEquals(GridLayout.Mode.BARS, g.mode());
        assertEquals(64, g.bars().size());
        assertEquals(256, g.bars().get(0).invocations().size());
        assertTrue(g.height() <= 300, "height " + g.height());
        GridLayout.Bar last = g.bars().get(63);
        assertEquals(last, BarIndex.of(g).barOf(8 * 8 * 256 - 1));
        assertEquals(g.bars().get(0), BarIndex.of(g).barOf(0));
        assertEquals(null, BarIndex.of(g).barOf(8 * 8 * 256));
        assertEquals(last, g.barAt(last.bounds().centreX(), last.bounds().centreY()));
    }

    @Test
    void aClickPointFindsItsCell() {
        GridLayout g = GridLayout.of(grid(2, 2, 4), 600, 300, METRICS);
        GridLayout.Rect r = g.cells().get(5);
        assertEquals(5, g.cellAt(r.centreX(), r.centreY()));
        assertEquals(-1, g.cellAt(1, 1), "the margin is no cell");
    }

    @Test
    void hostThreadsGetALaneOfTheirOwnAboveTheWorkgroups() {
        GridLayout g = GridLayout.of(DispatchGridModel.of(HostLitmus.submit().launch()), 600, 300, METRICS);
        assertEquals(GridLayout.Mode.CELLS, g.mode());
        assertEquals(2, g.boxes().size());
        GridLayout.Box lane = g.boxes().get(0);
        GridLayout.Box wg = g.boxes().get(1);
        assertTrue(lane.host());
        assertEquals(GridLayout.HOST_LANE, lane.workgroup());
        assertTrue(lane.rowNames().isEmpty(), "a host thread is in no subgroup: no subgroup name");
        assertFalse(wg.host());
        assertTrue(inside(g.cells().get(0), lane.bounds()), "the host thread's cell is in the host lane");
        assertFalse(inside(g.cells().get(0), wg.bounds()));
        assertTrue(inside(g.cells().get(1), wg.bounds()) && inside(g.cells().get(2), wg.bounds()));
        assertTrue(lane.bounds().y() + lane.bounds().h() < wg.bounds().y(), "the lane is a line of its own");
        assertEquals(1, wg.rowNames().size());
    }

    @Test
    void aDispatchSummarisedAsBarsKeepsTheHostLane() {
        List<Agent> agents = new ArrayList<>();
        agents.add(new Agent(0, "H0", 1000, 1000, 1000, true));
        for (int i = 1; i <= 8 * 8 * 256; i++) {
            int sg = (i - 1) / 256;
            agents.add(new Agent(i, "T" + i, sg, sg / 8, 0));
        }
        DispatchGridModel grid = DispatchGridModel.of(new Launch(agents, List.of(), Map.of(), List.of(), false));
        GridLayout g = GridLayout.of(grid, 700, 300, METRICS);
        assertEquals(GridLayout.Mode.BARS, g.mode());
        assertEquals(65, g.bars().size());
        assertEquals(List.of(0), g.bars().get(0).invocations());
        assertEquals(GridLayout.HOST_LANE, g.bars().get(0).workgroup());
        assertTrue(g.boxes().get(0).host());
        assertTrue(g.height() <= 300, "height " + g.height());
    }

    @Test
    void aDeviceOnlyDispatchHasNoHostLane() {
        GridLayout g = GridLayout.of(grid(2, 2, 4), 600, 300, METRICS);
        assertTrue(g.boxes().stream().noneMatch(GridLayout.Box::host));
        assertEquals(List.of(0, 1), g.boxes().stream().map(GridLayout.Box::workgroup).toList());
        assertEquals(GridLayout.BOX_GAP, g.boxes().get(1).bounds().x() - g.boxes().get(0).bounds().x()
                - g.boxes().get(0).bounds().w(), 1e-9, "two workgroups still side by side");
    }

    private static boolean inside(GridLayout.Rect r, GridLayout.Rect box) {
        return r.x() >= box.x() && r.y() >= box.y() && r.x() + r.w() <= box.x() + box.w()
                && r.y() + r.h() <= box.y() + box.h();
    }

    @Test
    void noRoomMeansNothingToDraw() {
        assertEquals(GridLayout.EMPTY, GridLayout.of(grid(1, 1, 2), 10, 10, METRICS));
        assertEquals(GridLayout.EMPTY, GridLayout.of(null, 600, 300, METRICS));
    }

    /** Presentation mode's metrics (font 20.8 px, lines of 28, focus outline 5 px), names no smaller than 16 px. */
    private static final GridLayout.Metrics PRESENTING = new GridLayout.Metrics(54, 38, 28, 40, 130, 25, 20.8, 16, 5);

    /**
     * A name is drawn inside the focus outline (presentation mode's 5 px outline crossed "P0" in a 22 × 17 cell:
     * "P/0"), and not below the style's floor: cells too small for that carry no name rather than a smaller one.
     */
    @Test
    void namesStayInsideTheFocusOutlineAndAboveTheStylesFloor() {
        for (double height = 60; height <= 200; height += 2) {
            GridLayout g = GridLayout.of(grid(1, 2, 1), 760, height, PRESENTING);
            if (g.labelled()) {
                double text = 20.8 * g.labelScale();
                assertTrue(text >= 16, "names at " + text + " px in " + height + " px");
                assertTrue(25 * g.labelScale() <= g.cellWidth() - 2 * 5, "the name's width inside the outline");
                assertTrue(GridLayout.Metrics.INK * text <= g.cellHeight() - 2 * 5, "its height inside the outline");
            }
        }
        assertFalse(GridLayout.of(grid(1, 2, 1), 760, 100, PRESENTING).labelled(), "no room for 16 px names: none");
    }

    /** The heights the presentation layout asks for: full-size cells, and the least height that still names them. */
    @Test
    void theNaturalAndTheLabelledHeightsGiveFullSizeAndNamedCells() {
        DispatchGridModel twoThreads = grid(1, 2, 1);
        double natural = GridLayout.naturalHeight(twoThreads, 760, PRESENTING);
        assertEquals(54, GridLayout.of(twoThreads, 760, natural, PRESENTING).cellWidth());
        assertEquals(natural, GridLayout.of(twoThreads, 760, natural, PRESENTING).height());
        double labelled = GridLayout.labelledHeight(twoThreads, 760, PRESENTING);
        assertTrue(labelled < natural, labelled + " < " + natural);
        assertTrue(GridLayout.of(twoThreads, 760, labelled, PRESENTING).labelled(), "named at the labelled height");
        assertFalse(GridLayout.of(twoThreads, 760, labelled - 2, PRESENTING).labelled(), "and not below it");
        DispatchGridModel sixtyFour = grid(1, 2, 32);
        double named64 = GridLayout.labelledHeight(sixtyFour, 760, PRESENTING);
        assertTrue(GridLayout.of(sixtyFour, 760, named64, PRESENTING).labelled());
        assertTrue(named64 < GridLayout.naturalHeight(sixtyFour, 760, PRESENTING));
        GridLayout.Metrics wideNames = new GridLayout.Metrics(54, 38, 28, 40, 130, 90, 20.8, 16, 5);
        assertEquals(Double.POSITIVE_INFINITY, GridLayout.labelledHeight(sixtyFour, 760, wideNames),
                "names wider than a full-size cell: no height names them");
        assertEquals(0, GridLayout.naturalHeight(null, 760, PRESENTING));
    }
}
