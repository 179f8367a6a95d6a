package dev.syncscope.views.graph;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Side labels clear their neighbours: the spacing they need and the size they fit at. */
class LabelSpacingTest {

    /** Two columns one unit apart, a leaf each on one line; each label 5 px after its node's centre, then 100 px. */
    private static List<LabelSpacing.Box> twoColumns(double textPx) {
        return List.of(new LabelSpacing.Box(0, 0, 5, textPx, 10, 10), new LabelSpacing.Box(1, 0, 5, textPx, 10, 10));
    }

    @Test
    void aLabelNeedsItsReachAGapAndHalfTheNextNodeBeforeTheNextColumn() {
        assertEquals(5 + 100 + LabelSpacing.GAP_PX + 5, LabelSpacing.pxPerUnitXNeeded(twoColumns(100), 20), 1e-9);
        assertEquals(2 * (5 + 200 + LabelSpacing.GAP_PX + 5), LabelSpacing.pxPerUnitXNeeded(List.of(
                new LabelSpacing.Box(0, 0, 5, 200, 10, 10), new LabelSpacing.Box(0.5, 0, 5, 0, 10, 10)), 20), 1e-9,
                "a longer label (a larger font) needs more");
    }

    @Test
    void nodesOnOtherLinesNeedNoSpaceAlongX() {
        List<LabelSpacing.Box> apart = List.of(new LabelSpacing.Box(0, 0, 5, 100, 10, 10),
                new LabelSpacing.Box(1, 1, 5, 100, 10, 10));
        assertEquals(0, LabelSpacing.pxPerUnitXNeeded(apart, 20), 1e-9, "a unit is 20 px: two lines apart");
        assertEquals(1, LabelSpacing.labelFactor(apart, 20, 20), 1e-9);
    }

    @Test
    void labelsThatDoNotFitAreDrawnAtTheFactorThatDoes() {
        assertEquals(1, LabelSpacing.labelFactor(twoColumns(100), 200, 20), 1e-9, "room to spare");
        // 60 px between the nodes: 60 - 8 gap - 5 fixed - 5 half node = 42 px for 100 px of text
        assertEquals(0.42, LabelSpacing.labelFactor(twoColumns(100), 60, 20), 1e-9);
    }

    @Test
    void labelsOfOneColumnFitTheirRowsHeight() {
        List<LabelSpacing.Box> column = List.of(new LabelSpacing.Box(0, 0, 5, 100, 20, 20),
                new LabelSpacing.Box(0, 0.5, 5, 100, 20, 20));
        assertEquals(0.5, LabelSpacing.labelFactor(column, 100, 20), 1e-9, "10 px between lines 20 px high");
    }

    /** The device (22 px) over its queue family, 15 px apart: their 13 px labels fit; the nodes' size does not count. */
    @Test
    void theLabelsNotTheNodesOfOneColumnMustFitTheirRows() {
        List<LabelSpacing.Box> column = List.of(new LabelSpacing.Box(0, 0, 17, 40, 13, 22),
                new LabelSpacing.Box(0, 1, 15, 30, 13, 18));
        assertEquals(1, LabelSpacing.labelFactor(column, 100, 15), 1e-9);
    }
}
