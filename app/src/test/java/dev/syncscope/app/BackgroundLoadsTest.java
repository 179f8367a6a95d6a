package dev.syncscope.app;

import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One load at a time, with the FX thread replaced by a queue this test runs: a newer load stops the running
 * one through its monitor and drops its result without a word; a cancel stops it and says so. The loads here
 * go on until their monitor stops them, so a monitor that never did would fail the test by its timeouts.
 */
class BackgroundLoadsTest {

    private final LinkedBlockingQueue<Runnable> fx = new LinkedBlockingQueue<>();
    private final SessionViewModel model = new SessionViewModel(Messages.forLocale(Locale.ENGLISH));
    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final BackgroundLoads loads = new BackgroundLoads(model, background, fx::add);

    @AfterEach
    void close() {
        background.shutdownNow();
    }

    private void runFxUntil(BooleanSupplier condition) throws InterruptedException {
        while (!condition.getAsBoolean()) {
            Runnable r = fx.poll(20, TimeUnit.SECONDS);
            assertNotNull(r, "nothing more was posted to the FX thread");
            r.run();
        }
    }

    /** A load that reports 1 of 4 done until its monitor stops it; completes with the monitor's reason. */
    private CompletableFuture<String> endless(String name, CountDownLatch started) {
        return loads.start(name, monitor -> {
            started.countDown();
            String why = monitor.progress(1, 4);
            while (why == null) {
                Thread.onSpinWait();
                why = monitor.progress(1, 4);
            }
            return why;
        });
    }

    @Test
    void aNewerLoadStopsTheRunningOneAndItsResultIsDroppedWithoutAWord() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CompletableFuture<String> first = endless("a.comp", started);
        assertTrue(started.await(20, TimeUnit.SECONDS));
        runFxUntil(() -> model.loadingProperty().get());
        assertEquals("Loading a.comp: 1 of 4 invocations launched…", model.statusProperty().get());
        assertEquals(0.25, model.loadProgressProperty().get());

        CompletableFuture<String> second = loads.start("b.comp", monitor -> "b");
        assertEquals("Loading b.comp…", model.statusProperty().get(), "the status names the newer load at once");
        runFxUntil(second::isDone);
        assertEquals("b", second.get());
        CancellationException dropped = assertThrows(CancellationException.class, () -> first.get(0, TimeUnit.SECONDS));
        assertEquals("loading a.comp stopped: a newer load replaced it", dropped.getMessage());
        assertTrue(BackgroundLoads.dropped(first.thenApply(v -> v).handle((v, e) -> e).get()),
                "as a later stage sees it too");
        assertFalse(model.loadingProperty().get());
        assertEquals("Ready", model.statusProperty().get(), "no word of the dropped load");
        assertTrue(fx.isEmpty(), "and nothing of it is left to show");
    }

    @Test
    void aCancelStopsTheLoadAtItsNextMonitorCallAndSaysSo() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CompletableFuture<String> load = endless("a.comp", started);
        assertTrue(started.await(20, TimeUnit.SECONDS));
        assertTrue(loads.cancel());
        assertEquals("Loading a.comp was cancelled.", model.statusProperty().get());
        assertFalse(loads.cancel(), "nothing runs any more");
        runFxUntil(load::isDone);
        assertTrue(load.isCompletedExceptionally());
        assertEquals("Loading a.comp was cancelled.", model.statusProperty().get());
        assertEquals("done", background.submit(() -> "done").get(20, TimeUnit.SECONDS), "the loading thread is free");
    }

    /** A long first load's text is shown read-only while it runs; cancelled, it goes, and nothing is shown again. */
    @Test
    void theFirstLoadsTextIsShownWhileItRunsAndGoesWithItsCancel() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CompletableFuture<String> load = loads.start("a.comp", monitor -> {
            loads.preview(monitor, "a.comp", "void main() {}");
            started.countDown();
            String why = null;
            while (why == null) {
                Thread.onSpinWait();
                why = monitor.progress(1, 4);
            }
            return why;
        });
        assertTrue(started.await(20, TimeUnit.SECONDS));
        runFxUntil(() -> model.previewingProperty().get());
        assertEquals("void main() {}", model.sourceTextProperty().get());
        assertEquals("a.comp", model.kernelNameProperty().get());
        assertTrue(loads.cancel());
        assertEquals("", model.sourceTextProperty().get(), "nothing was open before the cancelled load");
        assertEquals("", model.kernelNameProperty().get());
        assertFalse(model.previewingProperty().get());
        runFxUntil(load::isDone);
    }

    /** A superseded load's text is never shown: its preview arrives after a newer load began. */
    @Test
    void aSupersededLoadsTextIsNotShown() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch replaced = new CountDownLatch(1);
        CompletableFuture<String> first = loads.start("a.comp", monitor -> {
            started.countDown();
            try {
                assertTrue(replaced.await(20, TimeUnit.SECONDS));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            loads.preview(monitor, "a.comp", "old text");
            return "a";
        });
        assertTrue(started.await(20, TimeUnit.SECONDS));
        CompletableFuture<String> second = loads.start("b.comp", monitor -> "b");
        replaced.countDown();
        runFxUntil(() -> first.isDone() && second.isDone());
        assertEquals("", model.sourceTextProperty().get());
        assertFalse(model.previewingProperty().get());
    }

    /** A load that fails outright (an Error, not a result the window shows) takes its text away too. */
    @Test
    void aLoadThatFailsOutrightTakesItsTextAway() throws Exception {
        CompletableFuture<String> load = loads.start("a.comp", monitor -> {
            loads.preview(monitor, "a.comp", "void main() {}");
            throw new UnsatisfiedLinkError("no shaderc");
        });
        runFxUntil(load::isDone);
        assertTrue(load.isCompletedExceptionally());
        assertEquals("", model.sourceTextProperty().get());
        assertFalse(model.previewingProperty().get());
    }
}
