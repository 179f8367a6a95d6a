package dev.syncscope.views.graph;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Which form of the side labels a graph pane draws, with a pane stood in for by how large each form fits and whether
 * the labels in full crowd it: in full where they are shown and crowd nothing, compact where only those are shown or
 * the full ones crowd the graph, in full (hidden) where neither is shown.
 */
class SideLabelsTest {

    private static final GraphDescription GRAPH = new GraphDescription(List.of(
            new GraphDescription.Node("lane:0", "T0", "lane", 0, 0),
            new GraphDescription.Node("s0", "RMW count 0 -> 1", "event,rmw", 0, -1, "count 0→1")), List.of());

    /** Whether the labels in full crowd the pane ({@link GraphFit#crowded}); the compact ones never do here. */
    private boolean fullCrowds;
    private final List<String> shown = new ArrayList<>();
    private final SideLabels side = new SideLabels(() -> fullCrowds && shown.get(shown.size() - 1).startsWith("RMW"));

    /** Shows {@link #GRAPH} in a pane where its labels in full fit at {@code full}, compact at {@code compact}. */
    private void show(double full, double compact) {
        side.show(GRAPH, d -> {
            String label = d.nodes().get(1).label();
            shown.add(label);
            side.fit(label.equals("count 0→1") ? compact : full, 1, 0);
        }, () -> { });
    }

    @Test
    void labelsThatFitInFullAreDrawnInFullWithoutTooltips() {
        show(0.9, 1);
        assertFalse(side.shortened());
        assertFalse(side.hidden());
        assertEquals(List.of("RMW count 0 -> 1"), shown, "shown once, in full");
        assertNull(side.tip(GRAPH, "s0"));
    }

    @Test
    void labelsHiddenInFullAreDrawnCompactWhereThoseFitWithTheFullLabelInTheTooltip() {
        show(0.5, 0.85);
        assertTrue(side.shortened());
        assertFalse(side.hidden());
        assertEquals(0.85, side.factor(), 1e-9);
        assertEquals("count 0→1", shown.get(shown.size() - 1), "drawn last compact");
        assertEquals("RMW count 0 -> 1", side.tip(GRAPH, "s0"));
        assertNull(side.tip(GRAPH, "lane:0"), "a lane's name has no compact form");
    }

    @Test
    void labelsLargeEnoughInFullThatCrowdTheGraphAreDrawnCompactWithTheFullLabelInTheTooltip() {
        fullCrowds = true;
        show(1, 1);
        assertTrue(side.shortened());
        assertFalse(side.hidden());
        assertEquals("count 0→1", shown.get(shown.size() - 1), "drawn last compact");
        assertEquals("RMW count 0 -> 1", side.tip(GRAPH, "s0"));
    }

    @Test
    void labelsThatCrowdTheGraphInBothFormsAreDrawnCompactUnlessHidden() {
        fullCrowds = true;
        SideLabels crowdedAlways = new SideLabels(() -> true);
        crowdedAlways.show(GRAPH, d -> crowdedAlways.fit(1, 1, 0), () -> { });
        assertTrue(crowdedAlways.shortened(), "compact labels crowd the graph less than those in full");
        show(1, 0.5);
        assertFalse(side.shortened(), "compact ones hidden: back in full");
        assertFalse(side.hidden());
        assertEquals("RMW count 0 -> 1", shown.get(shown.size() - 1));
    }

    @Test
    void labelsHiddenInBothFormsStayHiddenInFullUntilZoomedIn() {
        show(0.5, 0.6);
        assertFalse(side.shortened());
        assertTrue(side.hidden());
        assertEquals("RMW count 0 -> 1", shown.get(shown.size() - 1), "drawn last in full");
        assertEquals("RMW count 0 -> 1", side.tip(GRAPH, "s0"), "in the tooltip of its dot");
    }

    @Test
    void whileInFullOnlyEachShowDrawsTheLabelsOnceInFullAndTheCompactOnesAreTriedOnceWhenItEnds() {
        SideLabels plain = new SideLabels(() -> false);
        plain.show(GRAPH, d -> plain.fit(d.nodes().get(1).label().equals("count 0→1") ? 0.85 : 0.5, 1, 0), () -> { });
        side.inFullOnly(true, d -> fail("nothing deferred yet"), () -> { });
        for (int i = 0; i < 3; i++) {
            show(0.5, 0.85);
        }
        assertEquals(List.of("RMW count 0 -> 1", "RMW count 0 -> 1", "RMW count 0 -> 1"), shown,
                "each show drawn once, in full");
        assertTrue(side.hidden());
        assertFalse(side.shortened());
        side.inFullOnly(false, d -> {
            shown.add(d.nodes().get(1).label());
            side.fit(0.85, 1, 0);
        }, () -> { });
        assertEquals(plain.drawings() - 1, shown.size() - 3, "the compact ones tried once, as after a show");
        assertTrue(shown.subList(3, shown.size()).stream().allMatch("count 0→1"::equals), shown.toString());
        assertEquals(plain.shortened(), side.shortened());
        assertEquals(plain.hidden(), side.hidden());
        assertEquals(plain.factor(), side.factor(), 1e-9);
        int drawn = shown.size();
        side.inFullOnly(false, d -> fail("drawn again"), () -> { });
        assertEquals(drawn, side.drawings(), "ending it again draws nothing");
    }

    @Test
    void aGraphWithoutCompactLabelsIsShownOnceInFull() {
        GraphDescription plain = new GraphDescription(List.of(new GraphDescription.Node("n", "qf 0", "q", 0, 0)),
                List.of());
        List<GraphDescription> seen = new ArrayList<>();
        side.show(plain, d -> {
            seen.add(d);
            side.fit(0.2, 1, 0);
        }, () -> { });
        assertEquals(List.of(plain), seen);
        assertTrue(side.hidden());
        assertNull(side.tip(plain, "n"));
    }
}
