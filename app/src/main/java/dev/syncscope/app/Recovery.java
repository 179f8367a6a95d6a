package dev.syncscope.app;

import dev.syncscope.app.workspace.Autosave;
import dev.syncscope.app.workspace.Workspace;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps the recovery file ({@link Autosave}) up to date while the window is open: each change
 * ({@link #changed}) schedules one save a few seconds later unless one is already scheduled, so a
 * burst of edits or steps costs one write. The state is captured on the FX thread and written on
 * the autosave thread ({@code syncscope-autosave}), never on the FX thread. A failure is logged and
 * handed to the failure sink (the problems pane); the autosave thread goes on. {@link #changed} and
 * {@link #clear} may be called from any thread; {@link #close} from the FX thread.
 */
final class Recovery implements AutoCloseable {

    /** What to do at start-up with a recovery file. */
    enum Choice {
        /** Ask the user (the window's default). */
        ASK,
        /** Restore without asking (tests, scripts). */
        RESTORE,
        /** Delete it without asking. */
        DISCARD,
        /** No recovery in this window: the file is neither read nor written (screenshots, most tests). */
        OFF
    }

    static final long DEFAULT_DELAY_MILLIS = 3000;
    private static final Logger LOG = Logger.getLogger(Recovery.class.getName());

    private final Autosave autosave;
    private final Supplier<CompletableFuture<Workspace>> capture;
    private final Executor fx;
    private final long delayMillis;
    private final Consumer<Throwable> onFailure;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "syncscope-autosave");
        t.setDaemon(true);
        return t;
    });
    /** A save is scheduled or in flight (at most one, so a long run cannot pile up captures). */
    private final AtomicBoolean scheduled = new AtomicBoolean();
    /** Something changed since the last capture began. */
    private final AtomicBoolean dirty = new AtomicBoolean();
    private volatile boolean closed;

    /**
     * @param capture   gives the current workspace; called on the FX thread
     * @param fx        runs on the FX thread
     * @param onFailure told (on the FX thread) about a failed save
     */
    Recovery(Autosave autosave, Supplier<CompletableFuture<Workspace>> capture, Executor fx, long delayMillis,
             Consumer<Throwable> onFailure) {
        this.autosave = autosave;
        this.capture = capture;
        this.fx = fx;
        this.delayMillis = delayMillis;
        this.onFailure = onFailure;
    }

    /** Something worth recovering changed: a save follows within the delay (or after the one in flight). */
    void changed() {
        dirty.set(true);
        if (!closed && scheduled.compareAndSet(false, true)) {
            try {
                thread.schedule(this::save, delayMillis, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException e) {
                scheduled.set(false);
            }
        }
    }

    /** Whether something was reported changed ({@link #changed}) since the last save began. */
    boolean changedSinceLastSave() {
        return dirty.get();
    }

    /** Saves now (on the autosave thread); completes when written or failed. */
    CompletableFuture<Void> save() {
        if (closed) {
            scheduled.set(false);
            return CompletableFuture.completedFuture(null);
        }
        dirty.set(false);
        return CompletableFuture.supplyAsync(capture, fx).thenCompose(f -> f)
                .thenAcceptAsync(this::write, thread)
                .exceptionally(failure -> {
                    if (!closed) {
                        LOG.log(Level.WARNING, "autosave to " + autosave.file() + " failed", failure);
                        fx.execute(() -> onFailure.accept(failure));
                    }
                    return null;
                })
                .whenComplete((v, e) -> {
                    scheduled.set(false);
                    if (dirty.get()) {
                        changed();
                    }
                });
    }

    private void write(Workspace w) {
        if (closed) {
            return;
        }
        try {
            autosave.save(w);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Deletes the recovery file (after an explicit save); later changes write it again. */
    CompletableFuture<Void> clear() {
        return CompletableFuture.runAsync(this::delete, thread);
    }

    private void delete() {
        try {
            autosave.clear();
        } catch (IOException e) {
            LOG.log(Level.WARNING, "could not delete the recovery file " + autosave.file(), e);
        }
    }

    /**
     * Stops autosaving. {@code cleanExit}: the window closed normally, so the recovery file is
     * deleted (after any write in progress); otherwise (the window is rebuilt) it stays.
     */
    void close(boolean cleanExit) {
        closed = true;
        if (cleanExit) {
            try {
                thread.submit(this::delete).get(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (Exception e) {
                LOG.log(Level.WARNING, "could not delete the recovery file " + autosave.file(), e);
            }
        }
        thread.shutdownNow();
    }

    @Override
    public void close() {
        close(true);
    }
}
