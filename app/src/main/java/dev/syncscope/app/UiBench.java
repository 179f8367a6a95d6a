package dev.syncscope.app;

import dev.syncscope.core.bench.BenchRow;
import dev.syncscope.core.exec.EngineBench;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionViewModel;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The window's figures for {@code syncscope bench}: time from a step request until the frame that
 * shows its result has been painted, with 1,024 invocations; the same per jump when scrubbing a
 * 100,000-step history; and the frame rate of the memory-domain graph while it animates with 256
 * invocations, counted from the frames in which the graph was really drawn: under step requests made
 * back to back (the judged figure; each request builds a frame) and, shown beside it, during a Run at
 * full speed (a frame posted every 16 ms). Runs a real window, so
 * it needs a display (xvfb-run is fine). Called from the main thread; the window lives on the FX
 * thread.
 */
public final class UiBench {

    private static final int STEPS = 40;
    private static final int JUMPS = 30;
    private static final int HISTORY = 100_000;
    private static final long ANIMATION_NANOS = 2_000_000_000L;
    /** Repeats of the reduction run at full speed: more steps than two seconds take. */
    private static final int RUN_REPEATS = 80;

    private final SessionViewModel model = new SessionViewModel(Messages.forLocale(Locale.ENGLISH));
    private SimulationController simulation;
    private MainWindow window;
    private DetailPanes details;
    private Scene scene;
    private Stage stage;
    /** Pulses per second while the last {@link #animationFps} measured a journey, drawn or not. */
    private double animationPulseRate;
    /** Steps taken while the last {@link #animationFps} measured. */
    private long animationSteps;
    /**
     * Graph frames the last {@link #animationFps} drew more than {@link #LATE_FRAME_NANOS} after the
     * previous one, per second of journeys: where a 60 Hz display shows a frame twice.
     */
    private double lateFramesPerSecond;
    /** One and a half 60 Hz display frames. */
    private static final long LATE_FRAME_NANOS = 25_000_000L;

    private UiBench() {
    }

    public static List<BenchRow> measure() {
        if (Launcher.displayProblem() != null) {
            return List.of(BenchRow.info("window figures", "skipped: no display (run under xvfb-run)"));
        }
        CountDownLatch started = new CountDownLatch(1);
        RenderSettings.apply();
        try {
            Platform.startup(started::countDown);
        } catch (IllegalStateException alreadyRunning) {
            started.countDown();
        }
        UiBench bench = new UiBench();
        try {
            started.await(30, TimeUnit.SECONDS);
            return bench.run();
        } catch (Exception e) {
            return List.of(BenchRow.info("window figures", "failed: " + e));
        } finally {
            try {
                onFx(() -> {
                    bench.close();
                    return null;
                });
            } catch (Exception ignored) {
                // the figures are measured; a failure to close the window changes none of them
            }
            Platform.exit();
        }
    }

    private List<BenchRow> run() throws Exception {
        onFx(() -> {
            simulation = new SimulationController(model);
            simulation.setSpeed(Double.POSITIVE_INFINITY);
            BackgroundLoads loads = new BackgroundLoads(model, java.util.concurrent.ForkJoinPool.commonPool(),
                    Platform::runLater);
            KernelOpener opener = new KernelOpener(model, loads, (p, k) -> { });
            EditorPanes editor = new EditorPanes(model, opener, simulation);
            details = new DetailPanes(model);
            window = new MainWindow(model, details, new javafx.scene.control.MenuBar(), simulation,
                    editor.sourceView, editor.lessonsView, editor.timelineView, loads::cancel);
            window.connectSource(editor.sourceView);
            scene = new Scene(window, 1280, 800);
            scene.getStylesheets().add(SessionViewModel.class.getResource("/dev/syncscope/views/syncscope.css")
                    .toExternalForm());
            stage = new Stage();
            stage.setScene(scene);
            stage.show();
            return null;
        });
        List<BenchRow> rows = new ArrayList<>();
        Program grid = EngineBench.reduction(4, 256, 32, 1);
        show(grid);
        double[] step = new double[STEPS];
        ThreadCpu cpu = ThreadCpu.start();
        for (int i = 0; i < STEPS; i++) {
            step[i] = timeToFrame(simulation::step);
        }
        String stepCpu = cpu.perRequest(STEPS);
        rows.add(BenchRow.atMost("step request to rendered frame, 1,024 invocations (median of " + STEPS + ")",
                median(step), 50, "ms", "%.1f"));
        rows.add(BenchRow.info("step request to rendered frame, worst", String.format("%.1f ms", max(step))));
        rows.add(BenchRow.info("CPU per step request (FX, render, simulation threads)", stepCpu));

        Program history = EngineBench.reduction(4, 256, 32, 12);
        show(history);
        timeToFrame(() -> simulation.stepTimes(HISTORY));
        SplittableRandom random = new SplittableRandom(7);
        double[] jump = new double[JUMPS];
        int positions = onFx(() -> model.snapshotProperty().get().traceSize());
        cpu = ThreadCpu.start();
        for (int i = 0; i < JUMPS; i++) {
            int target = random.nextInt(positions + 1);
            jump[i] = timeToFrame(() -> simulation.seek(target));
        }
        String jumpCpu = cpu.perRequest(JUMPS);
        rows.add(BenchRow.atMost("scrub jump in a " + String.format("%,d", positions) + "-step history (median of "
                + JUMPS + ")", median(jump), 100, "ms", "%.1f"));
        rows.add(BenchRow.info("scrub jump, worst", String.format("%.1f ms", max(jump))));
        rows.add(BenchRow.info("CPU per scrub jump (FX, render, simulation threads)", jumpCpu));

        show(EngineBench.reduction(1, 256, 32, 1));
        rows.addAll(animationRows("", this::stepBackToBack, true));
        show(EngineBench.reduction(1, 256, 32, RUN_REPEATS));
        rows.addAll(animationRows(", full-speed Run", this::runAtFullSpeed, false));
        rows.add(BenchRow.info("JavaFX rendering pipeline", pipeline()));
        return rows;
    }

    /** Which Prism pipeline painted the window (software or a GPU one), region caching and the pulse rate asked for. */
    private static String pipeline() {
        String name;
        try {
            Object p = Class.forName("com.sun.prism.GraphicsPipeline").getMethod("getPipeline").invoke(null);
            name = p == null ? "unknown" : p.getClass().getSimpleName();
        } catch (ReflectiveOperationException | RuntimeException e) {
            name = "unknown";
        }
        return name + ", " + RenderSettings.REGION_CACHING + "=" + System.getProperty(RenderSettings.REGION_CACHING)
                + ", " + RenderSettings.PULSE + "=" + System.getProperty(RenderSettings.PULSE);
    }

    private void show(Program program) throws Exception {
        onFx(() -> {
            model.showLoaded(program.name(), "", program);
            return null;
        });
        timeToFrame(() -> simulation.load(program));
    }

    /**
     * Milliseconds from the request until the frame that shows its result has been painted: the
     * pulse that lays out the new frame (graphs are drawn in it) hands the scene to the render thread;
     * the next pulse first waits until the render thread has painted it, and a task posted during
     * that pulse runs after it (so the figure may exceed the paint by up to one pulse interval). A
     * snapshot would also wait for the paint, but it makes JavaFX repaint the whole window next time.
     */
    private double timeToFrame(Runnable request) throws Exception {
        CompletableFuture<Double> done = new CompletableFuture<>();
        long[] start = new long[1];
        onFx(() -> {
            Object before = model.frameProperty().get();
            Runnable[] pulse = new Runnable[2];
            pulse[1] = () -> {
                scene.removePostLayoutPulseListener(pulse[1]);
                Platform.runLater(() -> done.complete((System.nanoTime() - start[0]) / 1e6));
            };
            pulse[0] = () -> {
                if (model.frameProperty().get() != before) {
                    scene.removePostLayoutPulseListener(pulse[0]);
                    Platform.runLater(() -> {
                        scene.addPostLayoutPulseListener(pulse[1]);
                        Platform.requestNextPulse();
                    });
                }
            };
            scene.addPostLayoutPulseListener(pulse[0]);
            start[0] = System.nanoTime();
            request.run();
            Platform.requestNextPulse();
            return null;
        });
        try {
            return done.get(120, TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("no frame within 120 s of the request", e);
        }
    }

    /**
     * The animation's rows while {@code driver} steps the simulation ({@code during} names it in the
     * rows): frames per second (judged against 60 fps when {@code target}, else only shown), pulses,
     * late frames, CPU and allocation.
     */
    private List<BenchRow> animationRows(String during, Driver driver, boolean target) throws Exception {
        List<BenchRow> rows = new ArrayList<>();
        ThreadCpu cpu = ThreadCpu.start();
        Map<String, Long> allocatedBefore = ThreadCpu.allocated();
        long drawnBefore = onFx(details.domainView::framesDrawn);
        long animationStart = System.nanoTime();
        double fps = animationFps(driver);
        double seconds = (System.nanoTime() - animationStart) / 1e9;
        long drawn = onFx(details.domainView::framesDrawn) - drawnBefore;
        Map<String, Long> allocatedAfter = ThreadCpu.allocated();
        String name = "memory-domain graph animation, 256 invocations" + during;
        rows.add(target ? BenchRow.atLeast(name, fps, 60, "fps", "%.1f")
                : BenchRow.info(name, String.format("%.1f fps", fps)));
        rows.add(BenchRow.info("pulses per second while animating" + during + " (the most frames the window can draw)",
                String.format("%.1f", animationPulseRate)));
        rows.add(BenchRow.info("graph frames more than 25 ms apart" + during + ", per second (a 60 Hz display repeats one)",
                String.format("%.1f", lateFramesPerSecond)));
        rows.add(BenchRow.info("CPU per drawn graph frame while animating" + during + " (FX, render, simulation threads)",
                cpu.perRequest((int) Math.max(1, drawn))));
        rows.add(BenchRow.info("steps while animating" + during + "; memory allocated by the FX / simulation thread",
                String.format("%.0f steps/s; %.1f / %.1f MB/s", animationSteps / seconds,
                        (ThreadCpu.delta(allocatedBefore, allocatedAfter, "JavaFX Application Thread")
                                + ThreadCpu.delta(allocatedBefore, allocatedAfter, "GtkNativeMainLoopThread")) / seconds / 1e6,
                        ThreadCpu.delta(allocatedBefore, allocatedAfter, "syncscope-sim") / seconds / 1e6)));
        return rows;
    }

    /** Steps the simulation for {@link #ANIMATION_NANOS}; returns the steps taken. Called on the bench's thread. */
    private interface Driver {
        long drive() throws Exception;
    }

    /** Step requests back to back, each waiting for the last: a frame built per step, as fast as the machine allows. */
    private long stepBackToBack() throws Exception {
        long start = System.nanoTime();
        long steps = 0;
        while (System.nanoTime() - start < ANIMATION_NANOS) {
            simulation.stepTimes(1).get(10, TimeUnit.SECONDS);
            steps++;
        }
        return steps;
    }

    /** Run (the speed slider at its top: as fast as possible, a frame posted every 16 ms), then Pause. */
    private long runAtFullSpeed() throws Exception {
        int before = onFx(() -> model.snapshotProperty().get().traceSize());
        onFx(() -> {
            simulation.run();
            return null;
        });
        Thread.sleep(ANIMATION_NANOS / 1_000_000);
        onFx(() -> {
            simulation.pause();
            return null;
        });
        timeToFrame(() -> simulation.stepTimes(0));
        return onFx(() -> model.snapshotProperty().get().traceSize()) - before;
    }

    /**
     * Frames per second of the domain graph while a journey animates, over two seconds of stepping by
     * {@code driver}: the pulses in which the graph was drawn, divided by the time a journey was under way.
     */
    private double animationFps(Driver driver) throws Exception {
        long[] drawn = new long[1];
        long[] pulses = new long[1];
        long[] animatingNanos = new long[1];
        long[] since = {-1};
        long[] lastCount = new long[1];
        long[] late = new long[1];
        long[] lastDrawnAt = {-1};
        Runnable pulse = () -> {
            long count = details.domainView.framesDrawn();
            if (details.domainView.animatingProperty().get()) {
                drawn[0] += count - lastCount[0];
                pulses[0]++;
                if (count != lastCount[0]) {
                    long at = System.nanoTime();
                    if (lastDrawnAt[0] >= 0 && at - lastDrawnAt[0] > LATE_FRAME_NANOS) {
                        late[0]++;
                    }
                    lastDrawnAt[0] = at;
                }
            } else {
                lastDrawnAt[0] = -1;
            }
            lastCount[0] = count;
        };
        javafx.beans.value.ChangeListener<Boolean> timing = (obs, old, now) -> {
            if (now) {
                since[0] = System.nanoTime();
            } else if (since[0] >= 0) {
                animatingNanos[0] += System.nanoTime() - since[0];
                since[0] = -1;
            }
        };
        onFx(() -> {
            window.lookupAll("#graphTabs").forEach(n -> ((javafx.scene.control.TabPane) n).getSelectionModel().select(0));
            lastCount[0] = details.domainView.framesDrawn();
            details.domainView.animatingProperty().addListener(timing);
            if (details.domainView.animatingProperty().get()) {
                since[0] = System.nanoTime();
            }
            scene.addPostLayoutPulseListener(pulse);
            return null;
        });
        animationSteps = driver.drive();
        return onFx(() -> {
            scene.removePostLayoutPulseListener(pulse);
            details.domainView.animatingProperty().removeListener(timing);
            if (since[0] >= 0) {
                animatingNanos[0] += System.nanoTime() - since[0];
            }
            animationPulseRate = animatingNanos[0] == 0 ? 0.0 : pulses[0] / (animatingNanos[0] / 1e9);
            lateFramesPerSecond = animatingNanos[0] == 0 ? 0.0 : late[0] / (animatingNanos[0] / 1e9);
            return animatingNanos[0] == 0 ? 0.0 : drawn[0] / (animatingNanos[0] / 1e9);
        });
    }

    /**
     * CPU time of the threads that make a frame (FX, render, simulation) since {@link #start()}: on a
     * shared machine the wall-clock figures include waiting for a core, this does not.
     */
    private record ThreadCpu(Map<String, Long> before) {
        private static final List<String> THREADS = List.of("JavaFX Application Thread", "GtkNativeMainLoopThread",
                "QuantumRenderer-0", "syncscope-sim");

        static ThreadCpu start() {
            return new ThreadCpu(now());
        }

        String perRequest(int requests) {
            Map<String, Long> after = now();
            StringBuilder out = new StringBuilder();
            for (String name : THREADS) {
                if (after.containsKey(name)) {
                    long ns = after.get(name) - before.getOrDefault(name, 0L);
                    out.append(out.length() == 0 ? "" : ", ").append(String.format("%.1f", ns / 1e6 / requests));
                }
            }
            return out + " ms";
        }

        /** Bytes allocated so far by each of {@link #THREADS} (empty where the JVM does not count them). */
        static Map<String, Long> allocated() {
            Map<String, Long> out = new java.util.HashMap<>();
            if (java.lang.management.ManagementFactory.getThreadMXBean()
                    instanceof com.sun.management.ThreadMXBean mx && mx.isThreadAllocatedMemorySupported()) {
                for (Thread t : Thread.getAllStackTraces().keySet()) {
                    if (THREADS.contains(t.getName())) {
                        out.merge(t.getName(), Math.max(0, mx.getThreadAllocatedBytes(t.getId())), Long::sum);
                    }
                }
            }
            return out;
        }

        static double delta(Map<String, Long> before, Map<String, Long> after, String thread) {
            return after.getOrDefault(thread, 0L) - before.getOrDefault(thread, 0L);
        }

        private static Map<String, Long> now() {
            java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
            Map<String, Long> out = new java.util.HashMap<>();
            for (Thread t : Thread.getAllStackTraces().keySet()) {
                if (THREADS.contains(t.getName())) {
                    out.merge(t.getName(), Math.max(0, mx.getThreadCpuTime(t.getId())), Long::sum);
                }
            }
            return out;
        }
    }

    private void close() {
        if (simulation != null) {
            simulation.close();
        }
        if (window != null) {
            window.close();
        }
        if (stage != null) {
            stage.close();
        }
    }

    private static <T> T onFx(Supplier<T> work) throws Exception {
        CompletableFuture<T> f = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                f.complete(work.get());
            } catch (RuntimeException e) {
                f.completeExceptionally(e);
            }
        });
        return f.get(60, TimeUnit.SECONDS);
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }

    private static double max(double[] v) {
        return Arrays.stream(v).max().orElse(0);
    }
}
