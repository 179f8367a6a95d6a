package dev.syncscope.app;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;

/**
 * Reads of the session that must run on the simulation thread (the history for the autosave, Save workspace and a
 * language switch; the trace export) and must not wait for a long Run to end: each is queued for the run going on to
 * serve between two of its chunks ({@link #serve}), and submitted as a task of its own for when no run goes on;
 * whichever comes first answers it. Thread-safe; {@link #serve} runs on the simulation thread.
 */
final class SimulationReads {

    private final Executor sim;
    private final ConcurrentLinkedQueue<Runnable> waiting = new ConcurrentLinkedQueue<>();

    /** @param sim the simulation thread's executor */
    SimulationReads(Executor sim) {
        this.sim = sim;
    }

    /** {@code read}'s answer, computed on the simulation thread by the run going on or by a task of its own. */
    <T> CompletableFuture<T> read(Supplier<T> read) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Runnable task = new Runnable() {
            @Override
            public void run() {
                waiting.remove(this);
                if (result.isDone()) {
                    return;
                }
                try {
                    result.complete(read.get());
                } catch (RuntimeException e) {
                    result.completeExceptionally(e);
                }
            }
        };
        waiting.add(task);
        try {
            sim.execute(task);
        } catch (RejectedExecutionException e) {
            waiting.remove(task);
            result.completeExceptionally(e);
        }
        return result;
    }

    /** Answers the reads waiting; called by a run between two chunks, on the simulation thread. */
    void serve() {
        for (Runnable r = waiting.poll(); r != null; r = waiting.poll()) {
            r.run();
        }
    }
}
