package dev.syncscope.views.graph;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.DoubleStream;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RowStretchTest {

    private static final double MARGIN = 0.3;

    /** Unlabelled nodes one per row at {@code ys}, the first the top row (a trace's lane names). */
    private static List<LabelSpacing.Box> rows(double... ys) {
        return DoubleStream.of(ys).mapToObj(y -> new LabelSpacing.Box(0, y, 20, null, false)).toList();
    }

    @Test
    void theRowsUnderTheSecondMoveApartToFillThePanesHeightAtTheScaleTheWidthGaveUpToTwice() {
        // rows 0, -1, -2 with 0.3 units around them: 2.6 units; at 100 px a unit 260 px
        assertEquals(1, RowStretch.factor(rows(0, -1, -2), 100, 260, MARGIN), 1e-9, "as tall as the pane: as laid out");
        assertEquals(1, RowStretch.factor(rows(0, -1, -2), 100, 200, MARGIN), 1e-9, "never closer");
        assertEquals(1, RowStretch.factor(rows(0, -1, -2), 100, 260.9, MARGIN), 1e-9, "under 1 % more: as laid out");
        assertEquals(1.4, RowStretch.factor(rows(0, -1, -2), 100, 300, MARGIN), 1e-9,
                "(300 / 100 - 0.6 - 1, the top row's gap kept) / 1");
        assertEquals(RowStretch.MAX, RowStretch.factor(rows(0, -1, -2), 100, 900, MARGIN), 1e-9);
        assertEquals(1, RowStretch.factor(rows(0, -1), 100, 900, MARGIN), 1e-9, "names over one row: nothing to stretch");
        assertEquals(1, RowStretch.factor(rows(0), 100, 900, MARGIN), 1e-9, "one row");
    }

    @Test
    void theTopRowTheLaneNamesKeepsItsGapToTheFirstEventsAndTheRowsBelowMoveDown() {
        GraphDescription d = new GraphDescription(List.of(new GraphDescription.Node("lane:0", "T0", "lane", 0, 0),
                new GraphDescription.Node("s0", "R x = 0", "event", 0, -1),
                new GraphDescription.Node("s1", "W x = 1", "event", 1, -2),
                new GraphDescription.Node("s2", "W x = 2", "event", 1, -3)), List.of());
        GraphDescription laid = RowStretch.laidOut(d, 3, 2);
        assertEquals(List.of(0.0, -1.0, -3.0, -5.0), laid.nodes().stream().map(GraphDescription.Node::y).toList());
        assertEquals(List.of(0.0, 0.0, 3.0, 3.0), laid.nodes().stream().map(GraphDescription.Node::x).toList());
        assertEquals(d, RowStretch.laidOut(d, 1, 1), "1 and 1 keep the description");
        assertEquals(List.of(0.0, -1.0, -3.0, -5.0), RowStretch.stretched(rows(0, -1, -2, -3), 2).stream()
                .map(LabelSpacing.Box::y).toList(), "the boxes as the description");
    }
}
