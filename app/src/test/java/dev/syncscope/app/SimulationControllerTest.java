package dev.syncscope.app;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.exec.HeapGuard;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.Problem;
import dev.syncscope.views.session.SessionFrame;
import dev.syncscope.views.session.SessionViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.Locale;
import java.util.Set;
import java.util.logging.Level;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The simulation thread as the window uses it, with the FX thread replaced by a queue this test drains. */
class SimulationControllerTest {

    private final LinkedBlockingQueue<Runnable> fx = new LinkedBlockingQueue<>();
    private final SessionViewModel model = new SessionViewModel(Messages.forLocale(Locale.ENGLISH));
    private final SimulationController controller = new SimulationController(model, fx::add);

    @AfterEach
    void close() {
        controller.close();
    }

    private void drain(long timeoutMillis) throws InterruptedException {
        Runnable r = fx.poll(timeoutMillis, TimeUnit.MILLISECONDS);
        while (r != null) {
            r.run();
            r = fx.poll(50, TimeUnit.MILLISECONDS);
        }
    }

    private Program load() throws Exception {
        Program p = ProgramLoader.load("relaxed.test", StaleReadTest.RELAXED_FLAG);
        model.showLoaded("relaxed.test", StaleReadTest.RELAXED_FLAG, p);
        controller.load(p).get(10, TimeUnit.SECONDS);
        drain(1000);
        return p;
    }

    @Test
    void aFramePostedAfterTheWindowClosedIsNotShown() throws Exception {
        // switching the language during a run: a late frame reached the closed window's graph panes (an NPE there)
        load();
        controller.step();
        controller.history().get(10, TimeUnit.SECONDS);
        SessionFrame before = model.frameProperty().get();
        controller.close();
        drain(1000);
        assertSame(before, model.frameProperty().get(), "the frame posted before close is not shown after it");
    }

    @Test
    void aFailingCommandBecomesAProblemAndTheSessionGoesOn() throws Exception {
        load();
        controller.step(Decision.of(99));
        drain(2000);
        Problem problem = model.problems().get(model.problems().size() - 1);
        assertEquals(Problem.Severity.ERROR, problem.severity());
        assertTrue(problem.message().contains("99"), problem.message());
        controller.step();
        drain(2000);
        assertNotNull(model.snapshotProperty().get());
        assertEquals(1, model.snapshotProperty().get().position(), "the next command still runs");
    }

    @Test
    void steppingAWorkgroupTogetherLeavesHostThreadsOutAndAHostThreadStepsAlone() throws Exception {
        // host threads are in scope instances of their own (VK MM: Agent; KhronosParser NEWHOST)
        String text = "NEWTHREAD 0\nst.sc0 x = 1\nNEWHOST 1\nst.sc0 y = 1\nNEWTHREAD 2\nst.sc0 z = 1\n";
        Program p = ProgramLoader.load("host.test", text);
        model.showLoaded("host.test", text, p);
        controller.load(p).get(10, TimeUnit.SECONDS);
        drain(1000);
        controller.stepTogether(0, Scope.WORKGROUP);
        drain(1000);
        var now = model.snapshotProperty().get();
        assertEquals(2, now.position(), "P0 and P2 share workgroup 0; the host thread P1 is not in it");
        assertEquals(1, now.agents().get(0).actions());
        assertEquals(0, now.agents().get(1).actions(), "the host thread did not step");
        assertEquals(1, now.agents().get(2).actions());
        controller.stepTogether(1, Scope.SUBGROUP);
        drain(1000);
        now = model.snapshotProperty().get();
        assertEquals(3, now.position(), "a host thread's own instance holds only itself");
        assertEquals(1, now.agents().get(1).actions());
    }

    @Test
    void aFailingCommandIsLoggedWithItsExceptionAndNeverThrownAtTheFxThread() throws Exception {
        try (LogCapture log = LogCapture.of(SimulationController.class)) {
            load();
            controller.seek(99); // no such position: the scrubber never asks for it, so it is a failed command
            Runnable posted = fx.poll(2000, TimeUnit.MILLISECONDS);
            assertNotNull(posted, "the failure is posted to the FX thread as a task");
            posted.run();
            assertTrue(log.records().stream().anyMatch(r -> r.getLevel() == Level.WARNING && r.getThrown() != null
                    && String.valueOf(r.getThrown().getMessage()).contains("99")), "logged with its exception");
        }
    }

    @Test
    void aContinuousRunFinishesPostsAtMostOneFramePerStepAndStopsRunning() throws Exception {
        load();
        controller.setSpeed(Double.POSITIVE_INFINITY);
        int[] frames = {0};
        model.frameProperty().addListener((obs, old, now) -> frames[0]++);
        controller.run();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!model.finishedProperty().get() && System.nanoTime() < deadline) {
            drain(200);
        }
        assertTrue(model.finishedProperty().get());
        assertTrue(frames[0] <= model.snapshotProperty().get().position() + 1, "at most one frame per step");
        assertEquals(false, model.runningProperty().get());
    }

    /**
     * The execution graph's synchronizes-with and happens-before links are computed on the simulation thread and come
     * with the frames, only while that graph is on screen; bringing it on screen posts a frame with them at once.
     */
    @Test
    void framesCarryTheExecutionGraphsLinksWhileItIsShownAndShowingItPostsAFrameWithThem() throws Exception {
        load();
        controller.step();
        drain(2000);
        assertNull(model.frameProperty().get().graph(), "the graph is hidden: no links computed");
        model.executionGraphShownProperty().set(true);
        drain(2000);
        SessionFrame shown = model.frameProperty().get();
        assertNotNull(shown.graph(), "a frame with the links, without a step");
        assertEquals(shown.trace(), shown.graph().steps());
        model.executionGraphShownProperty().set(false);
        controller.step();
        drain(2000);
        assertNull(model.frameProperty().get().graph());
    }

    /**
     * A launch whose snapshot leaves out what each invocation would read (64 invocations × 128 elements): frames carry
     * the focused invocation's reads only while the memory tab is on screen (2–20 ms of the simulation thread a frame),
     * and bringing it on screen posts a frame with them at once.
     */
    @Test
    void framesCarryTheFocusedInvocationsReadsWhileTheMemoryTabIsShown() throws Exception {
        String big = """
                #version 450
                layout(local_size_x = 64) in;
                layout(std430, binding = 0) buffer B { uint data[128]; };
                void main() {
                    data[gl_LocalInvocationID.x] = gl_LocalInvocationID.x + 1u;
                }
                """;
        Program p = ProgramLoader.load("big.comp", big);
        model.showLoaded("big.comp", big, p);
        controller.load(p).get(10, TimeUnit.SECONDS);
        drain(1000);
        model.focusedInvocationProperty().set(3);
        controller.step();
        drain(2000);
        assertTrue(model.frameProperty().get().snapshot().locations().get(0).asRead().isEmpty());
        assertNull(model.frameProperty().get().focusedReads(), "the memory tab is hidden: no reads asked");
        model.memoryShownProperty().set(true);
        drain(2000);
        SessionFrame shown = model.frameProperty().get();
        assertNotNull(shown.focusedReads(), "a frame with the reads, without a step");
        assertEquals(3, shown.focusedReads().agent());
        controller.step();
        drain(2000);
        assertNotNull(model.frameProperty().get().focusedReads());
        model.memoryShownProperty().set(false);
        controller.step();
        drain(2000);
        assertNull(model.frameProperty().get().focusedReads());
        // a small launch's snapshot says what each invocation would read: showing the tab posts no frame again
        Program small = load();
        model.memoryShownProperty().set(true);
        SessionFrame before = model.frameProperty().get();
        drain(500);
        assertSame(before, model.frameProperty().get(), "no frame posted again for " + small.name());
    }

    private void awaitStopped() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        do {
            drain(100);
        } while (model.runningProperty().get() && System.nanoTime() < deadline);
        assertEquals(false, model.runningProperty().get(), "the run stopped");
    }

    @Test
    void aContinuousRunStopsAtTheStepLimitSaysSoAndTheNextRunGoesOn() throws Exception {
        Program p = load();
        controller.load(p, LaunchOptions.DEFAULTS.withStepLimit(3)).get(10, TimeUnit.SECONDS);
        drain(500);
        controller.setSpeed(Double.POSITIVE_INFINITY);
        controller.run();
        awaitStopped();
        assertEquals(3, model.snapshotProperty().get().position());
        assertEquals(false, model.finishedProperty().get());
        String message = "Stopped after 3 steps: the step limit per run was reached. Run again to go on, "
                + "or raise the limit in the launch settings.";
        assertEquals(message, model.statusProperty().get());
        assertTrue(model.problems().stream().anyMatch(q -> q.severity() == Problem.Severity.WARNING
                && q.message().equals(message)), model.problems().toString());
        controller.run();
        awaitStopped();
        assertTrue(model.finishedProperty().get(), "the next run takes the last step");
        assertEquals(4, model.snapshotProperty().get().position());
        assertEquals("Finished after 4 steps", model.statusProperty().get());
    }

    @Test
    void runToABreakpointThatIsNeverHitStopsAtTheStepLimit() throws Exception {
        Program p = load();
        controller.load(p, LaunchOptions.DEFAULTS.withStepLimit(2)).get(10, TimeUnit.SECONDS);
        drain(500);
        controller.setSpeed(Double.POSITIVE_INFINITY);
        controller.runToBreakpoint(Set.of(999));
        awaitStopped();
        assertEquals(2, model.snapshotProperty().get().position());
        assertTrue(model.statusProperty().get().startsWith("Stopped after 2 steps: the step limit per run"),
                model.statusProperty().get());
    }

    @Test
    void runToBreakpointStopsWhenAnInvocationArrivesNotWhileOneStillStandsThere() throws Exception {
        load(); // P0: st x (line 4), st y (5); P1: ld y (8), ld x (9)
        controller.setSpeed(Double.POSITIVE_INFINITY);
        controller.runToBreakpoint(Set.of(5));
        awaitStopped();
        var atBreakpoint = model.snapshotProperty().get();
        assertEquals(5, atBreakpoint.agents().get(0).pc().line(), "stopped as P0 reached line 5");
        assertTrue(atBreakpoint.position() < 4);

        controller.runToBreakpoint(Set.of(5));
        awaitStopped();
        assertEquals(4, model.snapshotProperty().get().position(),
                "P0 already stood on line 5: nothing else arrives there, so the run goes to the end");
    }

    @Test
    void pauseEndsASlowRunWithoutWaitingOutTheStepInterval() throws Exception {
        load();
        controller.setSpeed(0.5); // one step every 2 s
        controller.run();
        drain(300);
        pauseWithinASecond("not after the 2 s interval");
    }

    /** Pauses the run and checks that it stops running within a second. */
    private void pauseWithinASecond(String why) throws InterruptedException {
        controller.pause();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(1000);
        while (model.runningProperty().get() && System.nanoTime() < deadline) {
            drain(50);
        }
        assertEquals(false, model.runningProperty().get(), "paused within a second, " + why);
    }

    @Test
    void aFullSpeedRunOfALargeLaunchPausesPromptlyWhereItStands() throws Exception {
        // 64 workgroups x 256, the reduction 8 times over: 1.7 M steps, run in chunks of the engine's loop
        Program p = dev.syncscope.core.exec.EngineBench.reduction(64, 256, 32, 8);
        controller.load(p).get(30, TimeUnit.SECONDS);
        drain(500);
        controller.setSpeed(Double.POSITIVE_INFINITY);
        controller.run();
        drain(400);
        pauseWithinASecond("between two chunks of the engine's loop");
        drain(300);
        int at = model.snapshotProperty().get().position();
        assertTrue(at > 0, "it ran: " + at);
        assertFalse(model.finishedProperty().get(), "and stopped before the end, at step " + at);
    }

    /**
     * The history is read between two chunks of a run going on (the autosave, Save workspace and the language switch
     * ask for it): it waited for a long Run to end, so the recovery file went without the edits made before it.
     */
    @Test
    void theHistoryIsReadWhileALongRunGoesOn() throws Exception {
        Program p = dev.syncscope.core.exec.EngineBench.reduction(64, 256, 32, 8);
        controller.load(p).get(30, TimeUnit.SECONDS);
        drain(500);
        controller.setSpeed(Double.POSITIVE_INFINITY);
        controller.run();
        drain(300);
        dev.syncscope.app.workspace.Workspace.History h = controller.history().get(10, TimeUnit.SECONDS);
        assertTrue(h.position() > 0, "read during the run: " + h.position());
        drain(100);
        assertTrue(model.runningProperty().get(), "the run goes on");
        pauseWithinASecond("after the history was read");
    }

    @Test
    void runToBarrierAtFullSpeedStopsRightAfterTheFirstBarrierStep() throws Exception {
        Program p = dev.syncscope.core.exec.EngineBench.reduction(2, 8, 4, 1);
        DebugSession expected = DebugSession.load(p);
        expected.runToBarrier();
        controller.load(p).get(10, TimeUnit.SECONDS);
        drain(500);
        controller.setSpeed(Double.POSITIVE_INFINITY);
        controller.runToBarrier();
        awaitStopped();
        assertEquals(expected.position(), model.snapshotProperty().get().position());
        assertEquals(dev.syncscope.core.exec.Event.Kind.CONTROL_BARRIER,
                expected.trace().get(expected.position() - 1).event().kind());
    }

    /** A heap of 1,000 MB, 90 % full of live objects from the start. */
    private static final class FullHeap implements HeapGuard.Probe {
        @Override
        public long used() {
            return 900L << 20;
        }

        @Override
        public long max() {
            return 1000L << 20;
        }

        @Override
        public void collect() {
        }
    }

    private static final String FULL_HEAP_STATUS = "Stopped at step 0: the recorded steps fill the heap. Step back "
            + "or seek to go on, or start Java with a larger heap (-Xmx); details in Problems.";

    private long refusals() {
        return model.problems().stream().filter(q -> q.severity() == Problem.Severity.ERROR
                && q.message().contains("not enough memory to record more steps: the 0 steps recorded")
                && q.message().contains("-Xmx")).count();
    }

    @Test
    void aStepRefusedForAFullHeapEndsTheRunAndItsMessageStaysWithEveryFrameOfThatPosition() throws Exception {
        SimulationController full = new SimulationController(model, fx::add, () -> new HeapGuard(new FullHeap()));
        try (LogCapture log = LogCapture.of(SimulationController.class)) {
            Program p = ProgramLoader.load("relaxed.test", StaleReadTest.RELAXED_FLAG);
            model.showLoaded("relaxed.test", StaleReadTest.RELAXED_FLAG, p);
            full.load(p).get(10, TimeUnit.SECONDS);
            drain(500);
            full.setSpeed(Double.POSITIVE_INFINITY);
            full.run();
            awaitStopped();
            assertEquals(1, refusals(), model.problems().toString());
            assertEquals(FULL_HEAP_STATUS, model.statusProperty().get());

            full.seek(0).get(10, TimeUnit.SECONDS); // a new frame of the same position
            drain(500);
            assertEquals(1, refusals(), "a frame of the position the run stopped at keeps its reason");
            assertEquals(FULL_HEAP_STATUS, model.statusProperty().get(), "and its status line");
            full.step();
            drain(500);
            assertEquals(1, refusals(), "Step is refused with the same message, shown once");
            assertFalse(model.finishedProperty().get());
            assertTrue(log.records().stream().noneMatch(r -> r.getLevel().intValue() >= Level.WARNING.intValue()),
                    "a refused step is not a failed command");
        } finally {
            full.close();
        }
    }

    @Test
    void steppingOneInvocationOrAWorkgroupOnAFullHeapIsRefusedLikeStepWithItsMessageAndStatusKept()
            throws Exception {
        SimulationController full = new SimulationController(model, fx::add, () -> new HeapGuard(new FullHeap()));
        try (LogCapture log = LogCapture.of(SimulationController.class)) {
            Program p = ProgramLoader.load("relaxed.test", StaleReadTest.RELAXED_FLAG);
            model.showLoaded("relaxed.test", StaleReadTest.RELAXED_FLAG, p);
            full.load(p).get(10, TimeUnit.SECONDS);
            drain(500);
            full.step(Decision.of(1));
            drain(500);
            assertEquals(1, refusals(), model.problems().toString());
            assertEquals(FULL_HEAP_STATUS, model.statusProperty().get());

            full.seek(0).get(10, TimeUnit.SECONDS); // a new frame of the same position
            drain(500);
            assertEquals(1, refusals(), "a frame of the position where the step was refused keeps its reason");
            assertEquals(FULL_HEAP_STATUS, model.statusProperty().get());
            full.stepTogether(0, Scope.WORKGROUP);
            drain(500);
            assertEquals(1, refusals(), "the workgroup's step is refused with the same message, shown once");
            assertEquals(FULL_HEAP_STATUS, model.statusProperty().get());
            assertEquals(0, model.snapshotProperty().get().position());
            assertTrue(log.records().stream().noneMatch(r -> r.getLevel().intValue() >= Level.WARNING.intValue()),
                    "a refused step is not a failed command");
            assertTrue(log.records().stream().anyMatch(r -> r.getLevel() == Level.INFO), "it is logged at INFO");
        } finally {
            full.close();
        }
    }

    @Test
    void stepOfAnInvocationThatCannotStepIsRefusedItsReasonStaysWithThePositionAndItIsNoFailure() throws Exception {
        try (LogCapture log = LogCapture.of(SimulationController.class)) {
            load(); // P0: two stores
            controller.step(Decision.of(0));
            controller.step(Decision.of(0));
            controller.step(Decision.of(0)); // P0 has finished
            drain(1000);
            String reason = "step: invocation P0 cannot step, it is DONE";
            assertEquals(1, model.problems().stream().filter(q -> q.severity() == Problem.Severity.ERROR
                    && q.message().equals(reason)).count(), model.problems().toString());
            assertEquals("Step 2: the next step was refused; the reason is in Problems.", model.statusProperty().get());

            controller.seek(2).get(10, TimeUnit.SECONDS); // a new frame of the same position
            drain(500);
            assertTrue(model.problems().stream().anyMatch(q -> q.message().equals(reason)),
                    "the reason stays while the session stands there: " + model.problems());
            assertTrue(log.records().stream().noneMatch(r -> r.getLevel().intValue() >= Level.WARNING.intValue()),
                    "a refused step is not a failed command");

            controller.step(Decision.of(1));
            drain(500);
            assertTrue(model.problems().stream().noneMatch(q -> q.message().equals(reason)),
                    "the reason goes once the session moves");
            assertEquals("Step 3 of 3", model.statusProperty().get());
        }
    }

    @Test
    void aRefusalIsTheHeapsByItsKindNotByItsWords() {
        assertTrue(StepRefusal.fillsHeap(new InputError(SourceSpan.UNKNOWN, "out of room", null,
                InputError.Kind.MEMORY_LIMIT)));
        assertFalse(StepRefusal.fillsHeap(new InputError(SourceSpan.UNKNOWN,
                "not enough memory to record more steps, said a kernel's own message")));
    }
}
