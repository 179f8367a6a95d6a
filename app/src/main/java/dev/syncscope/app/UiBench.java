package dev.syncscope.app;

import dev.syncscope.core.bench.BenchRow;
import dev.syncscope.core.exec.EngineBench;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionViewModel;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The window's figures for {@code syncscope bench}: time from a step request to the next rendered
 * frame with 1,024 invocations, time per jump when scrubbing a 100,000-step history, and the frame
 * rate while the memory-domain graph animates with 256 invocations. Runs a real window, so it needs
 * a display (xvfb-run is fine). Called from the main thread; the window lives on the FX thread.
 */
public final class UiBench {

    private static final int STEPS = 40;
    private static final int JUMPS = 30;
    private static final int HISTORY = 100_000;

    private final SessionViewModel model = new SessionViewModel(Messages.forLocale(Locale.ENGLISH));
    private SimulationController simulation;
    private MainWindow window;
    private Scene scene;
    private Stage stage;

    private UiBench() {
    }

    public static List<BenchRow> measure() {
        if (Launcher.displayProblem() != null) {
            return List.of(BenchRow.info("window figures", "skipped: no display (run under xvfb-run)"));
        }
        CountDownLatch started = new CountDownLatch(1);
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
            KernelOpener opener = new KernelOpener(model, java.util.concurrent.ForkJoinPool.commonPool(), (p, k) -> { });
            EditorPanes editor = new EditorPanes(model, opener, simulation);
            window = new MainWindow(model, new DetailPanes(model), new javafx.scene.control.MenuBar(), simulation,
                    editor.sourceView, editor.lessonsView, editor.timelineView);
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
        for (int i = 0; i < STEPS; i++) {
            step[i] = timeToFrame(simulation::step);
        }
        rows.add(BenchRow.atMost("step request to rendered frame, 1,024 invocations (median of " + STEPS + ")",
                median(step), 50, "ms", "%.1f"));
        rows.add(BenchRow.info("step request to rendered frame, worst", String.format("%.1f ms", max(step))));

        Program history = EngineBench.reduction(4, 256, 32, 12);
        show(history);
        timeToFrame(() -> simulation.stepTimes(HISTORY));
        SplittableRandom random = new SplittableRandom(7);
        double[] jump = new double[JUMPS];
        int positions = onFx(() -> model.snapshotProperty().get().traceSize());
        for (int i = 0; i < JUMPS; i++) {
            int target = random.nextInt(positions + 1);
            jump[i] = timeToFrame(() -> simulation.seek(target));
        }
        rows.add(BenchRow.atMost("scrub jump in a " + String.format("%,d", positions) + "-step history (median of "
                + JUMPS + ")", median(jump), 100, "ms", "%.1f"));
        rows.add(BenchRow.info("scrub jump, worst", String.format("%.1f ms", max(jump))));

        show(EngineBench.reduction(1, 256, 32, 1));
        rows.add(BenchRow.atLeast("memory-domain graph animation, 256 invocations", animationFps(), 60, "fps", "%.0f"));
        return rows;
    }

    private void show(Program program) throws Exception {
        onFx(() -> {
            model.showLoaded(program.name(), "", program);
            return null;
        });
        timeToFrame(() -> simulation.load(program));
    }

    /** Milliseconds from the request to the end of the first pulse after the frame it posts is shown. */
    private double timeToFrame(Runnable request) throws Exception {
        CompletableFuture<Double> done = new CompletableFuture<>();
        long[] start = new long[1];
        onFx(() -> {
            Object before = model.frameProperty().get();
            Runnable[] pulse = new Runnable[1];
            pulse[0] = () -> {
                if (model.frameProperty().get() != before) {
                    scene.removePostLayoutPulseListener(pulse[0]);
                    done.complete((System.nanoTime() - start[0]) / 1e6);
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

    /** Frames per second over two seconds of continuous domain-graph journeys at full speed. */
    private double animationFps() throws Exception {
        AtomicInteger frames = new AtomicInteger();
        AnimationTimer counter = new AnimationTimer() {
            @Override
            public void handle(long now) {
                frames.incrementAndGet();
            }
        };
        onFx(() -> {
            window.lookupAll("#graphTabs").forEach(n -> ((javafx.scene.control.TabPane) n).getSelectionModel().select(0));
            counter.start();
            return null;
        });
        long start = System.nanoTime();
        while (System.nanoTime() - start < 2_000_000_000L) {
            simulation.stepTimes(1).get(10, TimeUnit.SECONDS);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        onFx(() -> {
            counter.stop();
            return null;
        });
        return frames.get() / seconds;
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
