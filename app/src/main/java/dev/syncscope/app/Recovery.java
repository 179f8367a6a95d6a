package dev.syncscope.app;

import dev.syncscope.app.workspace.Autosave;
import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.samples.Sample;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps the recovery file ({@link Autosave}) up to date while the window is open. The file is written only while the
 * session holds work a crash would lose, by the test the start-up offer makes ({@link RecoveryOffer#holdsWork}: one
 * method for both): a session that holds none (nothing edited, no step, no breakpoint, or all of it undone) has no
 * file, and a save that finds none deletes the one written before. Each change ({@link #changed}) schedules one save
 * unless one is already scheduled, so a burst of edits or steps costs one write: a few seconds later while a file
 * exists, at once while there is none (so the first edit is recoverable right away). An explicit save
 * ({@link #explicitSave}) deletes the file, and no state captured before it is written afterwards. The state is
 * captured on the FX thread and written on the autosave thread ({@code syncscope-autosave}), never on the FX thread.
 * A failure is logged and handed to the failure sink (the problems pane); the autosave thread goes on.
 * {@link #changed} and {@link #explicitSave} may be called from any thread; {@link #close} from the FX thread.
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
    private final List<Sample> samples;
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
    /** How many changes were reported; guarded with {@link #dirty} by {@link #lock}. */
    private final AtomicLong changes = new AtomicLong();
    /** The changes an explicit save holds: a capture begun with no change after them is not written. */
    private final AtomicLong savedUpTo = new AtomicLong(-1);
    private final Object lock = new Object();
    /**
     * The next save goes at once, not after the delay: no recovery file of this window is on disk (none yet, or
     * deleted since) and the last write did not fail.
     */
    private volatile boolean saveAtOnce = true;
    private volatile boolean closed;

    /**
     * @param capture   gives the current workspace; called on the FX thread
     * @param samples   the shipped samples (one as it ships is no work: {@link RecoveryOffer#holdsWork})
     * @param fx        runs on the FX thread
     * @param onFailure told (on the FX thread) about a failed save
     */
    Recovery(Autosave autosave, Supplier<CompletableFuture<Workspace>> capture, List<Sample> samples, Executor fx,
             long delayMillis, Consumer<Throwable> onFailure) {
        this.autosave = autosave;
        this.capture = capture;
        this.samples = List.copyOf(samples);
        this.fx = fx;
        this.delayMillis = delayMillis;
        this.onFailure = onFailure;
    }

    /**
     * Something that may be work changed (an edit, a breakpoint, a step): a save follows, at once while there is no
     * recovery file, else within the delay (or after the one in flight).
     */
    void changed() {
        synchronized (lock) {
            changes.incrementAndGet();
            dirty.set(true);
        }
        schedule();
    }

    private void schedule() {
        if (!closed && scheduled.compareAndSet(false, true)) {
            try {
                thread.schedule(this::saveIfChanged, saveAtOnce ? 0 : delayMillis, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException e) {
                scheduled.set(false);
            }
        }
    }

    /** The scheduled save: nothing to do when an explicit save since holds every change. */
    private void saveIfChanged() {
        if (dirty.get()) {
            save();
            return;
        }
        scheduled.set(false);
        if (dirty.get()) {
            schedule();
        }
    }

    /** Whether something was reported changed ({@link #changed}) since the last save began. */
    boolean changedSinceLastSave() {
        return dirty.get();
    }

    /**
     * Saves now (on the autosave thread): writes the current state when it holds work, else deletes the file;
     * completes when done or failed.
     */
    CompletableFuture<Void> save() {
        if (closed) {
            scheduled.set(false);
            return CompletableFuture.completedFuture(null);
        }
        long seen;
        synchronized (lock) {
            seen = changes.get();
            dirty.set(false);
        }
        return CompletableFuture.supplyAsync(capture, fx).thenCompose(f -> f)
                .thenAcceptAsync(w -> write(w, seen), thread)
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
                        schedule();
                    }
                });
    }

    /** @param seen the changes reported when {@code w} was captured */
    private void write(Workspace w, long seen) {
        if (closed || seen <= savedUpTo.get()) {
            // an explicit save since holds this state: its file was deleted, and stays so until the next change
            return;
        }
        try {
            if (RecoveryOffer.holdsWork(w, samples)) {
                autosave.save(w);
                saveAtOnce = false;
            } else {
                autosave.clear();
                saveAtOnce = true;
            }
        } catch (IOException e) {
            // a failing disk is not retried at every step of a run
            saveAtOnce = false;
            throw new UncheckedIOException(e);
        }
    }

    /**
     * An explicit save (Save kernel, Save workspace) begins: it holds the changes reported so far. What this returns
     * is run once that save succeeded: it deletes the recovery file, and a state captured with no change after those
     * is not written afterwards; a change made while the save was being written is saved again.
     */
    Runnable explicitSave() {
        long mark = changes.get();
        return () -> saved(mark);
    }

    private void saved(long mark) {
        boolean changedSince;
        synchronized (lock) {
            savedUpTo.accumulateAndGet(mark, Math::max);
            changedSince = changes.get() != mark;
            // a save in flight may have captured those changes, and its write may come before the delete
            dirty.set(changedSince);
        }
        try {
            thread.execute(this::delete);
        } catch (RejectedExecutionException e) {
            return;
        }
        if (changedSince) {
            schedule();
        }
    }

    private void delete() {
        try {
            autosave.clear();
            saveAtOnce = true;
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
