package dev.syncscope.app;

import dev.syncscope.core.exec.HeapGuard;
import dev.syncscope.views.problems.Problem;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The real window (headless) when a run's recorded steps fill the heap: a fake heap fills at the
 * guard's second look (step 4,096); Run stops there with the last frame and the message, nothing hangs.
 */
@ExtendWith(ApplicationExtension.class)
class HeapLimitWindowTest {

    /** Two invocations storing and meeting at a barrier a million times: far more than 4,096 steps. */
    private static final String LONG_LOOP = """
            #version 450
            layout(local_size_x = 2) in;
            shared uint s[2];

            void main() {
                uint i = gl_LocalInvocationID.x;
                for (uint k = 0; k < 1000000; k++) {
                    s[i] = k;
                    barrier();
                }
            }
            """;

    private static final String REFUSAL = "not enough memory to record more steps: the 4,096 steps recorded fill "
            + "900 of 1,000 MB of heap; step back or seek (a new step there discards the later ones), lower the step "
            + "limit, or start Java with a larger heap (-Xmx)";

    private static final String FULL_HEAP_STATUS = "Stopped at step 4,096: the recorded steps fill the heap. Step back "
            + "or seek to go on, or start Java with a larger heap (-Xmx); details in Problems.";

    /**
     * A heap of 1,000 MB, empty at the guard's first look (step 0) and 90 % full of live objects from
     * then on. Its first full collection waits until the test releases it (a slow collection); it notes
     * the threads that look at it.
     */
    private static final class FillingHeap implements HeapGuard.Probe {
        final Set<String> threads = ConcurrentHashMap.newKeySet();
        final CountDownLatch collecting = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        private final AtomicInteger looks = new AtomicInteger();

        @Override
        public long used() {
            threads.add(Thread.currentThread().getName());
            return looks.getAndIncrement() == 0 ? 0 : 900L << 20;
        }

        @Override
        public long max() {
            return 1000L << 20;
        }

        @Override
        public void collect() {
            threads.add(Thread.currentThread().getName());
            collecting.countDown();
            try {
                release.await(20, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private final FillingHeap heap = new FillingHeap();
    /** The threads that built a guard (the session's engine is built where the session loads). */
    private final Set<String> guardThreads = ConcurrentHashMap.newKeySet();
    private SyncScopeApp app;

    @Start
    void start(Stage stage) {
        app = new SyncScopeApp(() -> {
            guardThreads.add(Thread.currentThread().getName());
            return new HeapGuard(heap);
        });
        app.start(stage, new StartOptions(TestWindows.kernelFile("long-loop.comp", LONG_LOOP), null, Locale.ENGLISH,
                0, List.of(), Recovery.Choice.OFF));
    }

    @AfterEach
    void stop() throws Exception {
        heap.release.countDown();
        TestWindows.close(app);
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition);
    }

    private static String status(FxRobot robot) {
        return TestWindows.status(robot);
    }

    private static String timeline(FxRobot robot) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> robot.lookup("#timelineLabel").queryAs(Label.class).getText())
                .get(2, TimeUnit.SECONDS);
    }

    /** The text of the problems pane's row of the refusal. */
    private static String rowText(FxRobot robot, ListView<Problem> problems) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> robot.from(problems).lookup(".list-cell").queryAllAs(ListCell.class)
                .stream().filter(c -> c.getItem() instanceof Problem p && p.message().contains(REFUSAL))
                .map(ListCell::getText).findFirst().orElse("(no row)")).get(2, TimeUnit.SECONDS);
    }

    private static long refusals(ListView<Problem> problems) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> problems.getItems().stream()
                .filter(p -> p.severity() == Problem.Severity.ERROR && p.message().contains(REFUSAL)).count())
                .get(2, TimeUnit.SECONDS);
    }

    /** Waits until the problems pane lists the refusal {@code n} times; on timeout fails naming what it lists. */
    private static void awaitRefusals(ListView<Problem> problems, int n) throws Exception {
        try {
            waitUntil(() -> refusals(problems) == n);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("expected the refusal " + n + " times in " + WaitForAsyncUtils.asyncFx(
                    () -> List.copyOf(problems.getItems())).get(2, TimeUnit.SECONDS), e);
        }
    }

    @Test
    void runStopsWhenTheStepsFillTheHeapShowingTheLastStepAndWhyAndStepBackStillWorks(FxRobot robot)
            throws Exception {
        app.firstLoad().get(60, TimeUnit.SECONDS);
        Button run = robot.lookup("#runButton").queryButton();
        Button pause = robot.lookup("#pauseButton").queryButton();
        waitUntil(() -> !run.isDisabled());
        robot.interact(() -> robot.lookup("#speedSlider").queryAs(Slider.class).setValue(7)); // as fast as possible
        @SuppressWarnings("unchecked")
        ListView<Problem> problems = robot.lookup("#problems").queryAs(ListView.class);
        AtomicInteger listChanges = new AtomicInteger();
        robot.interact(() -> problems.getItems().addListener(
                (ListChangeListener<Problem>) c -> listChanges.incrementAndGet()));

        try (LogCapture log = LogCapture.of(SimulationController.class)) {
            robot.clickOn("#runButton");
            assertTrue(heap.collecting.await(60, TimeUnit.SECONDS), "the run reached the guard's look at step 4,096");
            // the full collection takes its time on the simulation thread: the window answers meanwhile
            assertFalse(WaitForAsyncUtils.asyncFx(pause::isDisabled).get(2, TimeUnit.SECONDS), "still running");
            heap.release.countDown();
            waitUntil(() -> !run.isDisabled() && pause.isDisabled());
            awaitRefusals(problems, 1);
            assertEquals(FULL_HEAP_STATUS, status(robot), "the status line says why the run stopped, and where");
            assertEquals("Step 4,096 / 4,096", timeline(robot), "the frame of the last step taken is shown");
            assertEquals("error: " + REFUSAL, rowText(robot, problems), "the row reads whole, with no stray separator");
            // a further frame of the same position (the refused Step below, waited for by its list change)
            // keeps the message; SimulationControllerTest forces one with seek for every refusing command
            int before = listChanges.get();
            robot.clickOn("#stepButton");
            waitUntil(() -> listChanges.get() > before);
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(1, refusals(problems),
                    "Step is refused too: its frame comes with the same message, shown once");
            assertEquals(FULL_HEAP_STATUS, status(robot), "the refused step changed nothing");
            assertTrue(log.records().stream().noneMatch(r -> r.getLevel().intValue() >= Level.WARNING.intValue()),
                    "a full heap ends the command; it is not a failed command");
        }

        robot.clickOn("#stepBackButton");
        waitUntil(() -> "Step 4,095 of 4,096".equals(status(robot)));
        assertEquals(0, refusals(problems), "the message goes once the session moves");
        robot.clickOn("#stepButton");
        waitUntil(() -> "Step 4,096 of 4,096".equals(status(robot)));

        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Set.of("syncscope-sim"), heap.threads, "only the simulation thread looked at the heap");
        assertEquals(Set.of("syncscope-sim"), guardThreads, "the session was built on the simulation thread");
        assertTrue(WaitForAsyncUtils.asyncFx(Platform::isFxApplicationThread).get(2, TimeUnit.SECONDS),
                "the FX thread still answers");
    }
}
