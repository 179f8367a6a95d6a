package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.Event;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.check.RelationKind;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.HostLitmus;
import dev.syncscope.views.Walkthrough;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExecutionGraphModelTest {

    private static final Set<RelationKind> ALL = EnumSet.allOf(RelationKind.class);

    /** The consistent execution of {@code text} in which every read returns 1. */
    private static Execution allOnes(Program p) {
        return new AxiomaticChecker().check(p).consistentExecutions().stream()
                .filter(e -> e.events().stream().filter(Event::isRead).allMatch(ev -> ev.readValue() == 1))
                .findFirst().orElseThrow();
    }

    private static boolean has(GraphDescription g, String kind, String from, String to) {
        return g.edges().stream().anyMatch(e -> e.styleClass().equals(kind) && e.from().equals(from) && e.to().equals(to));
    }

    private static String id(Execution x, int agent, int index) {
        return ExecutionGraphModel.eventId(x.events().stream()
                .filter(e -> e.agent() == agent && e.indexInAgent() == index).findFirst().orElseThrow().id());
    }

    @Test
    void eventsSitInOneLanePerInvocationInProgramOrder() {
        Program p = Walkthrough.program("mp", Walkthrough.MP);
        Execution x = allOnes(p);
        GraphDescription g = ExecutionGraphModel.describe(p.launch(), x, ExecutionGraphModel.DEFAULT_SHOWN);
        GraphDescription.Node ry = g.nodes().stream().filter(n -> n.id().equals(id(x, 1, 1))).findFirst().orElseThrow();
        assertEquals(ExecutionGraphModel.LANE_GAP, ry.x(), 1e-9);
        assertEquals(-2 * ExecutionGraphModel.ROW_GAP, ry.y(), 1e-9);
        assertEquals("R x = 1", ry.label());
        assertTrue(g.nodes().stream().anyMatch(n -> n.id().equals("lane:1") && n.label().equals("P1")));
        assertEquals("P0 · host", ExecutionGraphModel.lane(HostLitmus.submit().launch(), 0).label(),
                "a host thread's lane says host");
        assertEquals("P1", ExecutionGraphModel.lane(HostLitmus.submit().launch(), 1).label());
        assertEquals("P0 · ホスト", ExecutionGraphModel.lane(HostLitmus.submit().launch(), 0,
                dev.syncscope.views.i18n.Messages.forLocale(java.util.Locale.JAPANESE)).label(), "in Japanese");
    }

    @Test
    void messagePassingShowsSynchronizesWithAndReducedHappensBefore() {
        Program p = Walkthrough.program("mp", Walkthrough.MP);
        Execution x = allOnes(p);
        GraphDescription g = ExecutionGraphModel.describe(p.launch(), x, ALL);
        assertTrue(has(g, "sw", id(x, 0, 1), id(x, 1, 0)), "W y sw R y");
        assertTrue(has(g, "rf", id(x, 0, 0), id(x, 1, 1)), "R x reads W x");
        assertTrue(has(g, "po", id(x, 0, 0), id(x, 0, 1)));
        assertTrue(has(g, "hb", id(x, 0, 1), id(x, 1, 0)));
        assertFalse(has(g, "hb", id(x, 0, 0), id(x, 1, 1)), "implied by po;sw;po, so reduced away");
        assertTrue(g.edges().stream().noneMatch(e -> e.styleClass().equals("race")));
    }

    @Test
    void relaxedFlagDrawsTheRaceOnceAndOnlyChosenRelations() {
        Program p = Walkthrough.program("relaxed", Walkthrough.RELAXED);
        Execution x = allOnes(p);
        GraphDescription g = ExecutionGraphModel.describe(p.launch(), x, EnumSet.of(RelationKind.RACE));
        assertEquals(1, g.edges().size(), g.edges().toString());
        assertEquals("race", g.edges().get(0).styleClass());
        assertTrue(g.nodes().stream().filter(n -> n.styleClass().contains("racy")).count() == 2);
    }

    @Test
    void traceGraphGrowsByStepWithoutMovingNodes() {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1);
        Set<RelationKind> shown = EnumSet.copyOf(TraceGraphModel.TRACE_KINDS);
        GraphDescription before = TraceGraphModel.describe(s.program().launch(), Walkthrough.window(s), s.races(), shown);
        s.step(1);
        GraphDescription after = TraceGraphModel.describe(s.program().launch(), Walkthrough.window(s), s.races(), shown);
        assertEquals(before.nodes().size() + 1, after.nodes().size());
        for (GraphDescription.Node n : before.nodes()) {
            GraphDescription.Node m = after.nodes().stream().filter(o -> o.id().equals(n.id())).findFirst().orElseThrow();
            assertEquals(n.x(), m.x(), 1e-9);
            assertEquals(n.y(), m.y(), 1e-9);
        }
        assertTrue(has(after, "rf", "s1", "s2"), "the flag read reads the flag write: " + after.edges());
        assertTrue(has(after, "race", "s0", "s3"), after.edges().toString());
        assertTrue(has(after, "po", "s2", "s3"));
        assertTrue(after.nodes().stream().anyMatch(n -> n.id().equals("s3") && n.styleClass().contains("stale")));
    }

    @Test
    void aTracesFirstEventsSitOneRowBelowTheLaneHeadersAsInTheCheckersGraph() {
        // an empty row between them took a fifth of the racy counter's height (the user review of session 66)
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 1);
        GraphDescription g = TraceGraphModel.describe(s.program().launch(), Walkthrough.window(s), s.races(),
                EnumSet.copyOf(TraceGraphModel.TRACE_KINDS));
        for (String lane : List.of("lane:0", "lane:1")) {
            GraphDescription.Node header = g.nodes().stream().filter(n -> n.id().equals(lane)).findFirst().orElseThrow();
            double first = g.nodes().stream().filter(n -> n.x() == header.x() && !n.id().startsWith("lane:"))
                    .mapToDouble(GraphDescription.Node::y).max().orElseThrow();
            assertEquals(header.y() - ExecutionGraphModel.ROW_GAP, first, 1e-9, lane);
        }
    }

    @Test
    void traceGraphShowsOnlyStepsUpToThePositionAfterSteppingBack() {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        s.stepBack();
        ExecutionGraphViewModel vm = new ExecutionGraphViewModel();
        vm.showTrace(s.program().launch(), TraceWindow.of(s.program().launch(), s.trace(), s.position()), s.races());
        assertEquals(List.of("lane:0", "s0", "s1", "lane:1", "s2"),
                vm.descriptionProperty().get().nodes().stream().map(GraphDescription.Node::id).toList());
        assertTrue(vm.descriptionProperty().get().edges().stream().noneMatch(e -> e.styleClass().equals("race")),
                "the race came with the undone step");
    }

    @Test
    void viewModelKeepsChosenRelationsAcrossSources() {
        Program p = Walkthrough.program("mp", Walkthrough.MP);
        ExecutionGraphViewModel vm = new ExecutionGraphViewModel();
        vm.showExecution(p.launch(), allOnes(p));
        // modification order: a checker execution has it, a trace does not
        vm.setShown(List.of(RelationKind.MO, RelationKind.RF));
        assertTrue(vm.descriptionProperty().get().edges().stream().allMatch(e -> Set.of("mo", "rf").contains(e.styleClass())));
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0, 0, 1, 1);
        vm.showTrace(p.launch(), TraceWindow.of(p.launch(), s.trace()), s.races());
        assertEquals(TraceGraphModel.TRACE_KINDS, vm.availableKinds());
        assertEquals(EnumSet.of(RelationKind.RF), vm.shown());
        vm.showExecution(p.launch(), allOnes(p));
        assertEquals(EnumSet.of(RelationKind.MO, RelationKind.RF), vm.shown());
    }

    /** A view model made with Japanese text heads a host thread's lane of the stepped trace with ホスト. */
    @Test
    void aJapaneseViewModelHeadsAHostLaneInJapanese() {
        DebugSession s = Walkthrough.stepped("NEWHOST 0\nst.sc0 x = 1\nNEWTHREAD 1\nld.sc0 x\n", 0, 1);
        ExecutionGraphViewModel vm = new ExecutionGraphViewModel(
                dev.syncscope.views.i18n.Messages.forLocale(java.util.Locale.JAPANESE));
        vm.showTrace(s.program().launch(), Walkthrough.window(s), s.races());
        List<String> labels = vm.descriptionProperty().get().nodes().stream().map(GraphDescription.Node::label).toList();
        assertTrue(labels.contains("P0 · ホスト") && labels.contains("P1"), labels.toString());
    }

    /** A store, a fence, a barrier, an exchange and a load of one workgroup (the checker draws each as an event). */
    private static final String ONE_OF_EACH = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.atom.scopewg.sc0 x = 1
            membar.rel.scopewg.semsc0
            cbar.acq.rel.scopewg.semsc0 0
            NEWTHREAD
            rmw.atom.scopewg.sc0 x = 1 2
            cbar.acq.rel.scopewg.semsc0 0
            ld.atom.scopewg.sc0 x
            """;

    private static final dev.syncscope.views.i18n.Messages JAPANESE =
            dev.syncscope.views.i18n.Messages.forLocale(java.util.Locale.JAPANESE);

    private static List<String> eventLabels(GraphDescription g) {
        return g.nodes().stream().filter(n -> n.styleClass().startsWith("event")).map(GraphDescription.Node::label)
                .toList();
    }

    /** The events of a checker execution are worded in Japanese: the English R, W, RMW, membar and cbar were built in the engine. */
    @Test
    void aCheckerExecutionsEventsAreLabelledInJapanese() {
        Program p = Walkthrough.program("each", ONE_OF_EACH);
        Execution x = new AxiomaticChecker().check(p).consistentExecutions().stream()
                .filter(e -> e.events().stream().anyMatch(ev -> ev.isRead() && ev.isWrite() && ev.readValue() == 1))
                .findFirst().orElseThrow();
        List<String> labels = eventLabels(ExecutionGraphModel.describe(p.launch(), x, ALL, JAPANESE));
        assertTrue(labels.containsAll(List.of("書き x = 1", "メモリバリア", "制御バリア #0", "読み書き x 1 -> 2")), labels.toString());
        assertTrue(labels.stream().anyMatch(l -> l.matches("読み x = [12]")), labels.toString());
        List<String> english = eventLabels(ExecutionGraphModel.describe(p.launch(), x, ALL));
        assertTrue(english.containsAll(List.of("W x = 1", "membar", "cbar #0", "RMW x 1 -> 2")), english.toString());
    }

    /** The stepper's trace is worded in Japanese as well: its labels were English in the model. */
    @Test
    void aTracesEventsAreLabelledInJapanese() {
        DebugSession s = Walkthrough.stepped(ONE_OF_EACH, 0, 0, 1, 0, 1, 1);
        List<String> labels = eventLabels(TraceGraphModel.describe(s.program().launch(), Walkthrough.window(s), s.races(),
                EnumSet.copyOf(TraceGraphModel.TRACE_KINDS), JAPANESE));
        assertTrue(labels.containsAll(List.of("書き x = 1", "メモリバリア", "制御バリア #0")), labels.toString());
        assertTrue(labels.stream().anyMatch(l -> l.startsWith("読み書き x ")), labels.toString());
        assertTrue(labels.stream().anyMatch(l -> l.startsWith("読み x = ")), labels.toString());
    }

    @Test
    void hostOperationsAreLabelledByWhatTheyAreNotAsDeviceOperations() {
        String submit = "NEWHOST 0\nst.sc0 x = 1\nflush\ndom.h2d\nvisdevice\nNEWTHREAD 1\nst.sc0 y = 1\navdevice\n"
                + "dom.d2h\nNEWHOST 2\ninvalidate\nSSW 0 1\nSSW 1 2\n";
        DebugSession s = Walkthrough.stepped(submit, 0, 0, 0, 0, 1, 1, 1, 2);
        GraphDescription g = TraceGraphModel.describe(s.program().launch(), Walkthrough.window(s), s.races(),
                EnumSet.copyOf(TraceGraphModel.TRACE_KINDS));
        List<String> labels = g.nodes().stream().map(GraphDescription.Node::label).toList();
        for (String op : List.of("flush", "dom.h2d", "visdevice", "avdevice", "dom.d2h", "invalidate")) {
            assertTrue(labels.stream().anyMatch(l -> l.contains(op)), op + " in " + labels);
        }
    }
}
