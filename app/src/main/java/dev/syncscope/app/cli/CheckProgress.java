package dev.syncscope.app.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Tells a terminal user that a long exhaustive check is still under way: {@code check} printed nothing while it
 * searched, 20 to 60 s for a litmus test of 8 writers (the cliff audit), so a wait looked like a hang. Once the check
 * has taken {@link #FIRST_AFTER_SECONDS}, a line on the error stream says so, with the time limit and the option that
 * changes it, and another every {@link ProgressPace#EVERY_SECONDS} (stdout, which scripts and {@code --json} read, is
 * untouched). Later than a launch's first line ({@link ProgressPace#FIRST_AFTER_SECONDS}): many checks take a few
 * seconds. It counts from the start of the command, the kernel's launch included (whose own lines say how far it got),
 * as the time limit does, so its words name no phase. Never stops the check. Its lines come from a daemon thread of
 * its own, until {@link #close()}.
 */
final class CheckProgress implements AutoCloseable {

    static final long FIRST_AFTER_SECONDS = 10;

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "check progress");
        t.setDaemon(true);
        return t;
    });
    private final long started = System.nanoTime();

    /**
     * Starts the lines for the check of {@code name} under a time limit of {@code timeLimitSeconds}: the first after
     * {@code firstMillis}, then every {@code everyMillis} (shorter in tests).
     */
    CheckProgress(String name, long timeLimitSeconds, PrintWriter err, long firstMillis, long everyMillis) {
        timer.scheduleAtFixedRate(() -> {
            long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started);
            err.println(String.format(Locale.ROOT, "syncscope: still checking %s after %,d s"
                    + " (time limit %,d s; --time-limit N changes it)", name, seconds, timeLimitSeconds));
            err.flush();
        }, firstMillis, everyMillis, TimeUnit.MILLISECONDS);
    }

    /** The lines of a check as {@code check} runs it: the first after {@link #FIRST_AFTER_SECONDS}. */
    static CheckProgress of(String name, long timeLimitSeconds, PrintWriter err) {
        return new CheckProgress(name, timeLimitSeconds, err, TimeUnit.SECONDS.toMillis(FIRST_AFTER_SECONDS),
                TimeUnit.SECONDS.toMillis(ProgressPace.EVERY_SECONDS));
    }

    /** No more lines: the check has answered (a line being written finishes first). */
    @Override
    public void close() {
        timer.shutdown();
        try {
            timer.awaitTermination(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether no line can come any more (for tests). */
    boolean stopped() {
        return timer.isTerminated();
    }
}
