package dev.syncscope.views.graph;

import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The height a pane asks for to draw its rows at a scale counts the fit button's strip where, that tall, the pane would
 * fit the graph below the button: it was left out, and a graph fitted below it lost its rows' room ("sg 0" ran into
 * "sg 1" in a Japanese font).
 */
class GraphFitTest {

    private static final double MARGIN = 0.3;
    private static final double PADDING = 20;
    /**
     * The fit button's area in a pane 340 px wide (300 inside its padding), 46 px high: from x 50 px, the 30 px left of
     * it too narrow for a graph at 100 px a unit (its margins alone take 60 px).
     */
    private static final Rectangle2D WIDE = new Rectangle2D(50, 0, 290, 46);

    /** Two {@code nodePx} nodes without labels, one unit apart along x and y, the upper one at {@code upperX}. */
    private static List<LabelSpacing.Box> twoRows(double upperX, double nodePx) {
        return List.of(new LabelSpacing.Box(upperX, 1, nodePx, null, false),
                new LabelSpacing.Box(1 - upperX, 0, nodePx, null, false));
    }

    @Test
    void aPaneWhoseGraphLiesUnderTheButtonAndNotBesideItAsksForItsStrip() {
        // 100 px a unit: rows 1.6 units high, 160 px; the upper node centred 50 px down, at x 220 px, under the button
        double h = GraphFit.paneHeight(twoRows(1, 20), 100, MARGIN, 300, 1, WIDE, PADDING, 0);
        assertEquals(160 + 2 * PADDING + (46 - PADDING), h, 1e-9);
    }

    @Test
    void aPaneClearOfTheButtonAsksForItsRowsAndPaddingOnly() {
        // the upper node at the left, at x 120 px; the button from x 200 px
        assertEquals(160 + 2 * PADDING, GraphFit.paneHeight(twoRows(0, 20), 100, MARGIN, 300, 1,
                new Rectangle2D(200, 0, 140, 46), PADDING, 0), 1e-9);
        assertEquals(160 + 2 * PADDING, GraphFit.paneHeight(twoRows(1, 20), 100, MARGIN, 300, 1, null, PADDING, 0), 1e-9,
                "no button");
    }

    @Test
    void aPaneThatDrawsTheGraphLeftOfTheButtonAtThatScaleAsksForNoStrip() {
        // a button from x 225: the upper node (210 to 230 px) under it; left of it, 205 px wide, the graph keeps its
        // 100 px a unit and its upper node ends at 182.5 px
        assertEquals(160 + 2 * PADDING, GraphFit.paneHeight(twoRows(1, 20), 100, MARGIN, 300, 1,
                new Rectangle2D(225, 0, 115, 46), PADDING, 0), 1e-9);
    }

    @Test
    void theTopKeptFreeCountsAndMovesTheGraphDown() {
        // a 16 px hint: the upper node's top at 20 + 16 + 30 - 10 = 56 px, below the button
        assertEquals(160 + 2 * PADDING + 16, GraphFit.paneHeight(twoRows(1, 20), 100, MARGIN, 300, 1, WIDE, PADDING,
                16), 1e-9);
        // an 8 px hint and 40 px nodes: its top at 38 px, under the button; the strip below the hint is 18 px
        assertEquals(160 + 2 * PADDING + 8 + (46 - PADDING - 8), GraphFit.paneHeight(twoRows(1, 40), 100, MARGIN, 300, 1,
                WIDE, PADDING, 8), 1e-9);
    }

    /**
     * A graph as wide as the pane left of the button ends where the button's area starts: its last label reached 0.03
     * px into it in IPA Gothic at 1024×768, and the graph was fitted below the button, taller than its pane.
     */
    @Test
    void aNodeEndingWithinHalfAPixelOfTheButtonsAreaIsClearOfIt() {
        List<LabelSpacing.Box> node = List.of(new LabelSpacing.Box(0, 0, 20, null, false));
        Rectangle2D area = new Rectangle2D(100, 0, 50, 46);
        assertFalse(GraphFit.covers(node, area, 90.03, 20, 100, 1), "its right edge at 100.03 px");
        assertTrue(GraphFit.covers(node, area, 91, 20, 100, 1), "its right edge at 101 px");
    }

    /**
     * Labels run together or past the pane's side edges where they crowd a graph: "device" (above its node) into
     * "qf 0" two columns on, a summary's label past the right edge; not where they end apart, within the pane.
     */
    @Test
    void labelsThatRunIntoOneAnotherOrPastTheEdgeCrowdTheGraph() {
        LabelPlacement.Rect above = new LabelPlacement.Rect(-30, 30, -30, -10);
        List<LabelSpacing.Box> apart = List.of(new LabelSpacing.Box(0, 0, 16, above, false),
                new LabelSpacing.Box(1, 0, 16, null, false), new LabelSpacing.Box(2, 0, 16, above, false));
        // columns 40 px apart: the labels 60 px wide two columns apart end 20 px apart
        assertFalse(GraphFit.crowded(apart, 200, 40, 100, 40, 1));
        // 25 px apart: "device" runs 10 px into "qf 0"
        assertTrue(GraphFit.crowded(apart, 200, 40, 100, 25, 1));
        List<LabelSpacing.Box> summary = List.of(new LabelSpacing.Box(0, 0, 14, 150, 20, 16));
        assertFalse(GraphFit.crowded(summary, 200, 20, 100, 40, 1), "it ends at 20 + 14 + 150 px");
        assertTrue(GraphFit.crowded(summary, 200, 40, 100, 40, 1), "it ends at 204 px");
        assertFalse(GraphFit.crowded(summary, 200, 40, 100, 40, 0), "hidden, it crowds nothing");
    }
}
