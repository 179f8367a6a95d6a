package dev.syncscope.app;

import dev.syncscope.core.model.LoadMonitor;
import dev.syncscope.views.session.SessionViewModel;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * The window's loads of kernels (open a file or sample, apply edits, relaunch, restore a workspace), one at
 * a time. {@link #start} runs a load on the background executor with a {@link LoadMonitor} that stops it
 * within milliseconds once it is cancelled ({@link #cancel}: the status bar's Cancel button, Esc) or
 * superseded (a newer {@link #start}: it does not queue behind the old one), and that, once the load has
 * lasted {@link #SHOW_AFTER_MILLIS} (short loads do not flicker), shows its progress in the session view
 * model at most every {@link #UPDATE_MILLIS}, with at most one update pending on the FX thread. A
 * cancelled or superseded load's result is dropped: nothing of it is shown, and its future fails with a
 * {@link CancellationException} ({@link #dropped}). FX thread only; the monitors are asked on the loading
 * thread, where each call costs a volatile read and a clock reading.
 */
final class BackgroundLoads {

    /** How long a load runs before the status bar says so. */
    static final long SHOW_AFTER_MILLIS = 250;
    /** The least time between two progress updates of the status bar. */
    static final long UPDATE_MILLIS = 100;
    private static final long SHOW_AFTER_NANOS = TimeUnit.MILLISECONDS.toNanos(SHOW_AFTER_MILLIS);
    private static final long UPDATE_NANOS = TimeUnit.MILLISECONDS.toNanos(UPDATE_MILLIS);

    private final SessionViewModel model;
    private final Executor background;
    private final Executor fx;
    /** The running load, or null. */
    private Load current;

    /**
     * @param background runs the loads (the window's single loading thread)
     * @param fx         runs on the FX thread ({@code Platform::runLater}; a queue in tests)
     */
    BackgroundLoads(SessionViewModel model, Executor background, Executor fx) {
        this.model = model;
        this.background = background;
        this.fx = fx;
    }

    /**
     * Shows {@code text}, the text the load watched by {@code load} is compiling, in the source pane while the load
     * runs, when nothing else is shown ({@link SessionViewModel#showLoadingText}). Called on the loading thread;
     * dropped when that load is no longer the current one.
     */
    void preview(LoadMonitor load, String name, String text) {
        fx.execute(() -> {
            if (current == load) {
                model.showLoadingText(name, text);
            }
        });
    }

    /**
     * Starts loading {@code name}: stops the running load (its result is dropped) and runs {@code work} with a
     * monitor to pass to the loader. The future completes on the FX thread with what {@code work} returned (or
     * its failure) while this load is still the current one, the loading state then ended; otherwise it fails
     * with a {@link CancellationException} and nothing is shown.
     */
    <T> CompletableFuture<T> start(String name, Function<LoadMonitor, T> work) {
        Load previous = current;
        Load load = new Load(name);
        current = load;
        if (previous != null) {
            previous.stop("a newer load replaced it");
            if (model.loadingProperty().get()) {
                model.showLoading(name, 0, 0);
            }
        }
        CompletableFuture<T> result = new CompletableFuture<>();
        CompletableFuture.supplyAsync(() -> work.apply(load), background)
                .whenComplete((value, failure) -> fx.execute(() -> {
                    if (current != load) {
                        result.completeExceptionally(new CancellationException("loading " + name + " stopped: "
                                + load.stop));
                        return;
                    }
                    current = null;
                    model.showLoadEnded();
                    if (failure != null) {
                        // a failure the load's own result does not carry (an Error of the compiler's natives)
                        model.dropLoadingText();
                        result.completeExceptionally(failure);
                    } else {
                        result.complete(value);
                    }
                }));
        return result;
    }

    /**
     * Cancels the running load, if any: it stops within milliseconds, nothing of it is shown, the kernel shown
     * before stays and the status line says the load was cancelled.
     *
     * @return whether a load was running
     */
    boolean cancel() {
        Load load = current;
        if (load == null) {
            return false;
        }
        load.stop("cancelled");
        current = null;
        model.showLoadCancelled(load.name);
        return true;
    }

    /** Stops the running load without a word (the window closes), so the loading thread is free at once. */
    void close() {
        if (current != null) {
            current.stop("closed with its window");
            current = null;
            model.showLoadEnded();
        }
    }

    /** Whether {@code failure}, as a future after {@link #start} sees it, is a load that was cancelled or superseded. */
    static boolean dropped(Throwable failure) {
        return KernelEditing.root(failure) instanceof CancellationException;
    }

    /** One load: its monitor, and whether and why it stops. */
    private final class Load implements LoadMonitor {

        private final String name;
        /** Why the load stops, or null while it goes on: set on the FX thread, read on the loading thread. */
        private volatile String stop;
        /** Whether a progress update is posted to the FX thread and not yet shown. */
        private volatile boolean pending;
        /** When the next progress update is due ({@link System#nanoTime}); loading thread only once started. */
        private long nextUpdate = System.nanoTime() + SHOW_AFTER_NANOS;

        Load(String name) {
            this.name = name;
        }

        void stop(String why) {
            stop = why;
        }

        @Override
        public String progress(int done, int total) {
            String why = stop;
            if (why == null && System.nanoTime() - nextUpdate >= 0) {
                post(done, total);
            }
            return why;
        }

        private void post(int done, int total) {
            nextUpdate = System.nanoTime() + UPDATE_NANOS;
            if (pending) {
                return;
            }
            pending = true;
            fx.execute(() -> {
                pending = false;
                if (current == this) {
                    model.showLoading(name, done, total);
                }
            });
        }
    }
}
