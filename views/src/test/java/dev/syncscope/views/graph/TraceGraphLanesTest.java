package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.RelationKind;
import dev.syncscope.core.exec.EngineBench;
import dev.syncscope.core.exec.StepRecord;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The execution graph of a wide launch draws a readable number of lanes: round-robin over 64 invocations steps each of
 * them in the last 100 steps, and 64 lanes fitted into the pane ran together into one unreadable line.
 */
class TraceGraphLanesTest {

    private static DebugSession reduction64() {
        DebugSession s = DebugSession.load(EngineBench.reduction(1, 64, 32, 1));
        s.runUntil(dev.syncscope.core.exec.StopCondition.NEVER, 100);
        return s;
    }

    private static Set<Integer> laneAgents(GraphDescription g) {
        Set<Integer> out = new HashSet<>();
        g.nodes().stream().filter(n -> n.styleClass().equals("lane"))
                .forEach(n -> out.add(Integer.parseInt(n.id().substring("lane:".length()))));
        return out;
    }

    @Test
    void aWideLaunchDrawsTheMostRecentlySteppedInvocationsUpToTheLaneLimit() {
        // 16 invocations: 16 stores, a barrier all 16 meet (released at step 32), then their loads
        DebugSession s = DebugSession.load(EngineBench.reduction(1, 16, 16, 1));
        s.runUntil(dev.syncscope.core.exec.StopCondition.NEVER, 48);
        TraceWindow window = TraceWindow.of(s.program().launch(), s.trace());
        assertEquals(16, TraceGraphModel.stepped(window).size(), "every invocation stepped in the window");
        GraphDescription g = TraceGraphModel.describe(s.program().launch(), window, s.races(),
                EnumSet.copyOf(TraceGraphModel.TRACE_KINDS));
        Set<Integer> lanes = laneAgents(g);
        assertEquals(TraceGraphModel.MAX_LANES, lanes.size(), lanes.toString());
        List<StepRecord> steps = window.steps();
        Set<Integer> recent = new java.util.LinkedHashSet<>();
        for (int i = steps.size() - 1; recent.size() < TraceGraphModel.MAX_LANES; i--) {
            recent.add(steps.get(i).event().agent());
        }
        assertEquals(recent, lanes, "the most recently stepped invocations have the lanes");
        Set<String> ids = new HashSet<>();
        g.nodes().forEach(n -> ids.add(n.id()));
        g.edges().forEach(e -> assertTrue(ids.contains(e.from()) && ids.contains(e.to()), "edge between drawn nodes: " + e));
        assertTrue(g.edges().stream().anyMatch(e -> e.styleClass().equals("sw") || e.styleClass().equals("hb")),
                "the barrier's links between the drawn lanes stay");
    }

    @Test
    void theInvocationsAskedForGetTheirLanesFirst() {
        DebugSession s = reduction64();
        TraceWindow window = TraceWindow.of(s.program().launch(), s.trace());
        int oldest = window.steps().get(0).event().agent();
        Set<Integer> lanes = TraceGraphModel.lanes(window, List.of(oldest), TraceGraphModel.MAX_LANES);
        assertEquals(TraceGraphModel.MAX_LANES, lanes.size());
        assertEquals(oldest, lanes.iterator().next(), "the problem's invocation comes first");
        assertTrue(laneAgents(TraceGraphModel.describe(s.program().launch(), window, s.races(),
                EnumSet.of(RelationKind.PO), ExecutionGraphModel.ENGLISH, List.of(oldest), TraceGraphModel.MAX_LANES)).contains(oldest));
    }

    @Test
    void theViewModelSaysHowManyLanesItDrawsOfHowManyOnlyWhenSomeAreLeftOut() {
        DebugSession s = reduction64();
        ExecutionGraphViewModel vm = new ExecutionGraphViewModel();
        vm.showTrace(s.program().launch(), TraceWindow.of(s.program().launch(), s.trace()), s.races());
        assertEquals("8 of the 64 invocations that stepped in the last 100 steps are drawn: the most recent, and those"
                + " of the problem or read you opened.", vm.lanesNoteProperty().get());
        DebugSession small = DebugSession.load(EngineBench.reduction(1, 4, 4, 1));
        small.runUntil(dev.syncscope.core.exec.StopCondition.NEVER, 6);
        vm.showTrace(small.program().launch(), TraceWindow.of(small.program().launch(), small.trace()), small.races());
        assertEquals("", vm.lanesNoteProperty().get());
    }
    /**
     * A barrier of 128 invocations: its release learns 128 events at once, which no graph can draw pair by pair, so it
     * drew no synchronizes-with at all; now the pairs between the lanes the graph draws are drawn.
     */
    @Test
    void aWideBarriersReleaseDrawsSynchronizesWithBetweenTheDrawnLanes() {
        DebugSession s = DebugSession.load(EngineBench.reduction(1, 128, 32, 1));
        // 128 stores, 128 arrivals (the last one releases the barrier), then the first loads
        s.runUntil(dev.syncscope.core.exec.StopCondition.NEVER, 270);
        List<StepRecord> steps = s.trace();
        assertTrue(TraceSynchronization.of(s.program().launch(), steps).synchronizesWith().isEmpty(),
                "without the lanes in focus a wide release draws none");
        TraceWindow window = TraceWindow.of(s.program().launch(), steps);
        GraphDescription g = TraceGraphModel.describe(s.program().launch(), window, s.races(),
                EnumSet.copyOf(TraceGraphModel.TRACE_KINDS));
        Set<Integer> lanes = laneAgents(g);
        long sw = g.edges().stream().filter(e -> e.styleClass().equals("sw")).count();
        assertTrue(sw >= lanes.size() - 1, sw + " synchronizes-with edges between " + lanes);
    }

    /**
     * The lanes drawn of a wider launch stand side by side, one gap apart, in the order of their invocations, and each
     * lane's events in its column: placed by invocation number, the lanes of T6, T7 and T31 of a racy counter put T6
     * and T7 a thirtieth of the pane apart, their labels over each other.
     */
    @Test
    void theLanesDrawnStandOneGapApartInInvocationOrder() {
        DebugSession s = reduction64();
        TraceWindow window = TraceWindow.of(s.program().launch(), s.trace());
        int oldest = window.steps().get(0).event().agent();
        GraphDescription g = TraceGraphModel.describe(s.program().launch(), window, s.races(),
                EnumSet.of(RelationKind.PO), ExecutionGraphModel.ENGLISH, List.of(oldest), TraceGraphModel.MAX_LANES);
        List<GraphDescription.Node> lanes = g.nodes().stream().filter(n -> n.styleClass().equals("lane"))
                .sorted(java.util.Comparator.comparingInt(n -> Integer.parseInt(n.id().substring("lane:".length()))))
                .toList();
        assertEquals(TraceGraphModel.MAX_LANES, lanes.size());
        assertTrue(Integer.parseInt(lanes.get(1).id().substring(5)) - Integer.parseInt(lanes.get(0).id().substring(5))
                > 1, "the test needs lanes of invocations that are not neighbours: " + lanes);
        for (int i = 0; i < lanes.size(); i++) {
            assertEquals(i * ExecutionGraphModel.LANE_GAP, lanes.get(i).x(), 1e-9, lanes.toString());
        }
        java.util.Map<String, Double> laneOfStep = new java.util.HashMap<>();
        for (StepRecord r : window.steps()) {
            laneOfStep.put(TraceGraphModel.stepId(r.index()), lanes.stream()
                    .filter(n -> n.id().equals("lane:" + r.event().agent())).findFirst()
                    .map(GraphDescription.Node::x).orElse(Double.NaN));
        }
        g.nodes().stream().filter(n -> n.id().startsWith("s"))
                .forEach(n -> assertEquals(laneOfStep.get(n.id()), n.x(), 1e-9, n.id() + " stands in its lane"));
    }
}
