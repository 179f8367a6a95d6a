package dev.syncscope.app.cli;

import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * When a long command's next progress line is due on the error stream: once it has taken {@link #FIRST_AFTER_SECONDS},
 * then every {@link #EVERY_SECONDS} (a launch, {@link LaunchProgress}; a stepper run, {@link RunProgress}). Owned by
 * the working thread.
 */
final class ProgressPace {

    static final long FIRST_AFTER_SECONDS = 2;
    static final long EVERY_SECONDS = 10;

    private final LongSupplier clock;
    private long next;

    /** @param clock {@link System#nanoTime()} (a fake in tests) */
    ProgressPace(LongSupplier clock) {
        this.clock = clock;
        this.next = clock.getAsLong() + TimeUnit.SECONDS.toNanos(FIRST_AFTER_SECONDS);
    }

    /** Whether a line is due now; when it is, the next is due {@link #EVERY_SECONDS} later. */
    boolean due() {
        long now = clock.getAsLong();
        if (now - next < 0) {
            return false;
        }
        next = now + TimeUnit.SECONDS.toNanos(EVERY_SECONDS);
        return true;
    }
}
