package dev.syncscope.app;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.choice.NextRead;
import dev.syncscope.views.graph.TraceSynchronization;
import dev.syncscope.views.graph.TraceWindow;
import dev.syncscope.views.session.SessionFrame;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The frames built on the simulation thread: while the execution graph is on screen they carry the steps it shows
 * with their synchronizes-with and happens-before links, so the FX thread only draws them.
 */
class FrameBuilderTest {

    private static final Path MP = Path.of("../core-sim/src/test/resources/litmus/khronos/mp.test");
    private static final Path REDUCTION = Path.of("../docs/examples/reduction-1024.comp");
    private static final Path MP_OR_FILTER = Path.of("../docs/examples/mp-or-filter.litmus");

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

    /**
     * A frame whose steps hold no read (1,024 invocations arriving at a barrier after their reads) explains the latest
     * read before them, and again the same object while no newer read comes (it showed "Select a read", which no click
     * does: the session-86 review).
     */
    @Test
    void aFrameWithNoReadAmongItsStepsExplainsTheLatestReadBeforeThem() {
        DebugSession s = DebugSession.load(ProgramLoader.load(REDUCTION));
        for (int i = 0; i < 1_500; i++) {
            s.step();
        }
        List<StepRecord> latest = s.trace(s.position() - FrameBuilder.FRAME_TRACE_STEPS, s.position());
        assertTrue(latest.stream().noneMatch(r -> r.event().kind() == dev.syncscope.core.exec.Event.Kind.LOAD
                || r.event().kind() == dev.syncscope.core.exec.Event.Kind.RMW), "no read among the frame's steps");
        FrameBuilder builder = new FrameBuilder();
        SessionFrame frame = builder.build(s, -1, false);
        int read = s.latestRead(FrameBuilder.READ_SEARCH_STEPS);
        assertTrue(read >= 0 && read < s.position() - FrameBuilder.FRAME_TRACE_STEPS, "read at " + read);
        assertEquals(read, (int) frame.lastRead().step());
        s.step();
        assertSame(frame.lastRead(), builder.build(s, -1, false).lastRead(), "explained once while it is the latest");
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

    /** P0 stores x {@code stores} times, then P1 reads x: at P1's read x has had {@code stores} writes and no read. */
    private static DebugSession storesThenARead(int stores) {
        StringBuilder b = new StringBuilder("NEWWG\nNEWSG\nNEWTHREAD\n");
        for (int i = 1; i <= stores; i++) {
            b.append("st.sc0 x = ").append(i).append('\n');
        }
        b.append("NEWSG\nNEWTHREAD\nld.sc0 x\n");
        DebugSession s = DebugSession.load(ProgramLoader.load("stores.test", b.toString()));
        for (int i = 0; i < stores; i++) {
            s.step(0);
        }
        return s;
    }

    /**
     * Up to {@link FrameBuilder#CHOICE_ACCESSES} writes and reads of the location a frame lists the values of the
     * focused invocation's next read; past it, their number, for the chooser to say why it lists none.
     */
    @Test
    void pastTheAccessBoundTheNextReadCarriesTheLocationsAccessesInsteadOfItsValues() {
        DebugSession at = storesThenARead(FrameBuilder.CHOICE_ACCESSES);
        NextRead listed = FrameBuilder.nextRead(at, 1);
        assertFalse(listed.unlisted());
        assertEquals(at.choices(1), listed.choices());
        assertTrue(listed.offersAChoice(), "P1's read races with P0's stores (no synchronization)");

        DebugSession past = storesThenARead(FrameBuilder.CHOICE_ACCESSES + 1);
        NextRead unlisted = FrameBuilder.nextRead(past, 1);
        assertTrue(unlisted.unlisted());
        assertEquals(FrameBuilder.CHOICE_ACCESSES + 1, unlisted.unlistedAccesses());
        assertEquals(List.of(), unlisted.choices());
        assertFalse(FrameBuilder.nextRead(past, 0).unlisted(), "P0's next action stores: it reads nothing");
    }

    /**
     * A herd test's filter the stepper is not steered towards (a disjunction): the round-robin run reads y before P0
     * stores it, so its outcome (P1:r0 = 0, y = 1) fails the filter, which the frame says once nothing can step; the
     * steered filter of mp-filter.litmus is met and the frame says nothing.
     */
    @Test
    void onceTheRunEndsAFrameCarriesTheFilterItsOutcomeFails() {
        DebugSession s = DebugSession.load(ProgramLoader.load(MP_OR_FILTER));
        s.step();
        assertNull(new FrameBuilder().build(s, -1, false).failedFilter(), "not ended: the outcome is not final");
        s.run();
        SessionFrame end = new FrameBuilder().build(s, -1, false);
        assertEquals(0L, s.outcome().values().get("P1:r0"));
        assertEquals(s.program().filter().orElseThrow(), end.failedFilter());

        DebugSession steered = DebugSession.load(ProgramLoader.load(
                Path.of("../core-sim/src/test/resources/litmus/dat3m-vulkan/Data-Race/mp-filter.litmus")));
        steered.run();
        assertNull(new FrameBuilder().build(steered, -1, false).failedFilter());
    }

    /**
     * A launch past the snapshot's cell budget (the 1,024-invocation reduction) has no "would read" column in its
     * snapshot: the frame carries the focused invocation's, for each location the memory tab lists (it showed "—" in
     * every row); a launch whose snapshot has them, or no focus, carries none.
     */
    @Test
    void aFrameOfALargeLaunchCarriesWhatTheFocusedInvocationWouldRead() {
        DebugSession s = DebugSession.load(ProgramLoader.load(REDUCTION));
        for (int i = 0; i < 3_000; i++) {
            s.step();
        }
        SessionFrame frame = new FrameBuilder().build(s, -1, false, 7);
        assertNotNull(frame.focusedReads());
        assertEquals(7, frame.focusedReads().agent());
        assertTrue(frame.snapshot().locations().get(0).asRead().isEmpty());
        for (dev.syncscope.core.api.LocationView l : frame.snapshot().locations()) {
            String name = l.location().toString();
            assertEquals(s.valuesAsRead(l.location(), 7), frame.focusedReads().at(l.location()), name);
            assertFalse(frame.focusedReads().at(l.location()).isEmpty(), l.location().toString());
        }
        assertNull(new FrameBuilder().build(s, -1, false, -1).focusedReads(), "no focus");
        assertNull(new FrameBuilder().build(messagePassing(), -1, false, 1).focusedReads(), "the snapshot has them");
    }
}
