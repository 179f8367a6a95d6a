package dev.syncscope.app;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.graph.TraceSynchronization;
import dev.syncscope.views.graph.TraceWindow;
import dev.syncscope.views.session.SessionFrame;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * The frames built on the simulation thread: while the execution graph is on screen they carry the steps it shows
 * with their synchronizes-with and happens-before links, so the FX thread only draws them.
 */
class FrameBuilderTest {

    private static final Path MP = Path.of("../core-sim/src/test/resources/litmus/khronos/mp.test");
    private static final Path REDUCTION = Path.of("../docs/examples/reduction-1024.comp");

    /** WALKTHROUGH.md example 1: s0 st x, s1 st.rel y, s2 ld.acq y, s3 ld.vis x. */
    private static DebugSession messagePassing() {
        DebugSession s = DebugSession.load(ProgramLoader.load(MP));
        for (int agent : new int[] {0, 0, 1, 1}) {
            s.step(agent);
        }
        return s;
    }

    @Test
    void whileTheExecutionGraphIsShownAFrameCarriesItsLatestStepsWithTheLinksBetweenThem() {
        DebugSession s = DebugSession.load(ProgramLoader.load(REDUCTION));
        for (int i = 0; i < 5_000; i++) {
            s.step();
        }
        SessionFrame frame = new FrameBuilder().build(s, -1, true);
        List<StepRecord> latest = s.trace(s.position() - FrameBuilder.GRAPH_STEPS, s.position());
        assertEquals(latest, frame.graph().steps());
        TraceSynchronization.Links links = frame.graph().links();
        // the links with a wide barrier's release drawn between the lanes the graph draws (TraceWindow.of)
        assertEquals(TraceSynchronization.of(s.program().launch(), latest, dev.syncscope.views.graph.TraceGraphModel
                .lanes(latest, List.of(), dev.syncscope.views.graph.TraceGraphModel.MAX_LANES)), links);
        assertFalse(links.synchronizesWith().isEmpty(), "the reduction's releases and acquires by step 5,000");
    }

    @Test
    void whileTheExecutionGraphIsHiddenAFrameCarriesNoLinks() {
        SessionFrame frame = new FrameBuilder().build(messagePassing(), -1, false);
        assertNull(frame.graph());
        assertEquals(4, frame.trace().size());
    }

    @Test
    void aFramePostedAgainAtTheSamePositionReusesTheLinksAndANewStepHasItsOwn() {
        DebugSession s = messagePassing();
        s.stepBack();
        FrameBuilder builder = new FrameBuilder();
        TraceWindow before = builder.build(s, -1, true).graph();
        assertSame(before, builder.build(s, 7, true).graph(), "the same steps: the same links, not computed again");
        s.step(1);
        TraceWindow after = builder.build(s, -1, true).graph();
        assertNotSame(before, after);
        assertEquals(List.of(new TraceSynchronization.Link("s1", "s2")), after.links().synchronizesWith());
        assertEquals(TraceSynchronization.of(s.program().launch(), s.trace()), after.links());
    }
    /**
     * barrier-orders-shared-not-buffer.comp, round robin to its stale read: T1 arrived at barrier() before T0 wrote
     * data, so the read's context starts at T1's arrival, not at the write: "Why this value?" finds the barrier both
     * passed there (it said "T1 never read a value that T0 wrote": the teacher audit).
     */
    @Test
    void aStaleReadsContextReachesBackToTheReadersBarrierArrivalBeforeTheWrite() {
        DebugSession s = DebugSession.open(Path.of("../sample-kernels/kernels/barrier-orders-shared-not-buffer.comp"));
        for (int i = 0; i < 8; i++) {
            s.step();
        }
        SessionFrame frame = new FrameBuilder().build(s, -1, false);
        int reader = frame.lastRead().reader();
        List<StepRecord> context = frame.readContext();
        StepRecord first = context.get(0);
        org.junit.jupiter.api.Assertions.assertTrue(first.event().agent() == reader
                && first.event().kind() == dev.syncscope.core.exec.Event.Kind.CONTROL_BARRIER, first.event().toString());
    }

    /**
     * A read that saw the newest write but races with it (privmp.test, WALKTHROUGH example 3: private accesses) has a
     * context reaching back to the write, so its fix finds the release and acquire already between them and asks only
     * for non-private accesses (VK MM: Location-Ordered), not "make them atomic, or … order them with a release …".
     */
    @Test
    void aRacingReadsContextReachesBackToTheOtherAccessOfItsRace() {
        DebugSession s = DebugSession.load(ProgramLoader.load(
                Path.of("../core-sim/src/test/resources/litmus/khronos/privmp.test")));
        for (int agent : new int[] {0, 0, 1, 1}) {
            s.step(agent);
        }
        SessionFrame frame = new FrameBuilder().build(s, -1, false);
        assertEquals(0, frame.readContext().get(0).index(), "from P0's store of x");
        String fix = dev.syncscope.views.explain.ExplanationText.render(frame.lastRead(),
                new dev.syncscope.views.explain.ExplanationContext(s.program().launch(), frame.readContext(), s.races()),
                dev.syncscope.views.i18n.Messages.forLocale(java.util.Locale.ENGLISH));
        org.junit.jupiter.api.Assertions.assertTrue(fix.contains("Make both accesses of x non-private"), fix);
        assertFalse(fix.contains("order them with a release"), fix);
    }
}
