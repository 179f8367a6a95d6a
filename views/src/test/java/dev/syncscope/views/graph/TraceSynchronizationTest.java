package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.RelationKind;
import dev.syncscope.views.Walkthrough;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The stepper's execution graph draws synchronizes-with and happens-before as the steps built them. */
class TraceSynchronizationTest {

    /** Release in T0, acquire in T1; release in T1, acquire in T2: two synchronizes-with, T0 to T2 implied. */
    private static final String CHAIN = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.atom.rel.scopewg.sc0.semsc0 x = 1
            NEWSG
            NEWTHREAD
            ld.atom.acq.scopewg.sc0.semsc0 x
            st.atom.rel.scopewg.sc0.semsc0 y = 1
            NEWSG
            NEWTHREAD
            ld.atom.acq.scopewg.sc0.semsc0 y
            """;

    private static GraphDescription graph(DebugSession s) {
        return TraceGraphModel.describe(s.program().launch(), Walkthrough.window(s), s.races(),
                EnumSet.copyOf(TraceGraphModel.TRACE_KINDS));
    }

    private static List<String> edges(GraphDescription g, String kind) {
        return g.edges().stream().filter(e -> e.styleClass().equals(kind)).map(e -> e.from() + ">" + e.to()).toList();
    }

    @Test
    void messagePassingStepsShowReadsFromSynchronizesWithAndHappensBefore() {
        // WALKTHROUGH.md example 1: s0 st x, s1 st.rel y, s2 ld.acq y, s3 ld.vis x
        GraphDescription g = graph(Walkthrough.stepped(Walkthrough.MP, 0, 0, 1, 1));
        assertEquals(List.of("s0>s1", "s2>s3"), edges(g, "po"));
        assertEquals(List.of("s1>s2", "s0>s3"), edges(g, "rf"));
        assertEquals(List.of("s1>s2"), edges(g, "sw"), "the release store of y synchronizes with the acquire load");
        assertEquals(List.of("s1>s2"), edges(g, "hb"), "s0 to s3 is implied by po; sw; po");
    }

    @Test
    void aRelaxedFlagSynchronizesNothing() {
        GraphDescription g = graph(Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1));
        assertEquals(List.of(), edges(g, "sw"));
        assertEquals(List.of(), edges(g, "hb"));
        assertFalse(edges(g, "race").isEmpty());
    }

    @Test
    void happensBeforeLearntThroughAnotherInvocationIsLeftToTheChain() {
        GraphDescription g = graph(Walkthrough.stepped(CHAIN, 0, 1, 1, 2));
        assertEquals(List.of("s0>s1", "s2>s3"), edges(g, "sw"));
        assertEquals(List.of("s0>s1", "s2>s3"), edges(g, "hb"), "T0's release reaches T2 through T1: no edge of its own");
    }

    @Test
    void theTraceOffersSynchronizesWithAndHappensBeforeAndShowsSynchronizesWithAtFirst() {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0, 0, 1, 1);
        ExecutionGraphViewModel vm = new ExecutionGraphViewModel();
        vm.showTrace(s.program().launch(), Walkthrough.window(s), s.races());
        assertTrue(vm.availableKinds().containsAll(List.of(RelationKind.SW, RelationKind.HB)), vm.availableKinds().toString());
        assertTrue(vm.descriptionProperty().get().edges().stream().anyMatch(e -> e.styleClass().equals("sw")));
    }

    /**
     * The view model draws the links its {@link TraceWindow} brings (made on the simulation thread) and works out
     * none of its own on the FX thread: handed links the steps did not build, it draws those.
     */
    @Test
    void theViewModelDrawsTheLinksItsStepsComeWithAndComputesNone() {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0, 0, 1, 1);
        TraceSynchronization.Link handed = new TraceSynchronization.Link("s0", "s3");
        TraceWindow steps = new TraceWindow(s.trace(), new TraceSynchronization.Links(List.of(handed), List.of(handed)));
        ExecutionGraphViewModel vm = new ExecutionGraphViewModel();
        vm.setShown(TraceGraphModel.TRACE_KINDS);
        vm.showTrace(s.program().launch(), steps, s.races());
        assertEquals(List.of("s0>s3"), edges(vm.descriptionProperty().get(), "sw"), "not the s1>s2 the steps built");
        assertEquals(List.of("s0>s3"), edges(vm.descriptionProperty().get(), "hb"));
    }

    /**
     * VK MM: Synchronizes-With, fence-control-barrier-fence: three invocations at one workgroup barrier with release and
     * acquire semantics; each one's barrier synchronizes with each other's, whichever arrived last (the session-35
     * review: the last arrival's knowledge after the release hid the others' barriers, so some got no edge).
     */
    @Test
    void everyPartnerOfABarrierSynchronizesWithEveryOther() {
        String three = """
                NEWWG
                NEWSG
                NEWTHREAD
                st.nonpriv.sc0 x = 1
                cbar.acq.rel.scopewg.semsc0 0
                NEWTHREAD
                st.nonpriv.sc0 y = 1
                cbar.acq.rel.scopewg.semsc0 0
                NEWTHREAD
                st.nonpriv.sc0 z = 1
                cbar.acq.rel.scopewg.semsc0 0
                """;
        // s0 P0 st, s1 P0 cbar, s2 P1 st, s3 P1 cbar, s4 P2 st, s5 P2 cbar (releases all three)
        GraphDescription g = graph(Walkthrough.stepped(three, 0, 0, 1, 1, 2, 2));
        assertEquals(java.util.Set.of("s3>s1", "s5>s1", "s1>s3", "s5>s3", "s1>s5", "s3>s5"),
                java.util.Set.copyOf(edges(g, "sw")));
    }

    /**
     * VK MM: System-Synchronizes-With: all of P0's operations happen-before all of P1's (ssw 0 1); drawn as
     * happens-before from P0's last event to P1's first, not as synchronizes-with (it was not drawn at all: P1 learnt
     * P0's events before it had a step of its own).
     */
    @Test
    void systemSynchronizesWithIsHappensBeforeFromThePredecessorsLastEventToTheFirstOfItsSuccessor() throws Exception {
        String ssw = """
                VULKAN sswhb
                { x=0; y=0; }
                { ssw 0 1; }
                 P0@sg 0,wg 0, qf 0 | P1@sg 0,wg 1, qf 0 ;
                 st.sc0 x, 1        | ld.sc0 r0, y       ;
                 st.sc0 y, 1        |                    ;
                exists (1:r0 == 0)
                """;
        DebugSession s = DebugSession.load(dev.syncscope.core.load.ProgramLoader.load("ssw.litmus", ssw));
        s.run();
        GraphDescription g = graph(s);
        // s0 P0 st x, s1 P0 st y, s2 P1 ld y
        assertEquals(List.of("s1>s2"), edges(g, "hb"));
        assertEquals(List.of(), edges(g, "sw"));
    }
}
