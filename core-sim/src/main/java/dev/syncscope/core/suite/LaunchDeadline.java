package dev.syncscope.core.suite;

import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.model.LoadMonitor;

import java.time.Duration;

/**
 * Stops a kernel's launch once the check's time limit ran out (a large dispatch of long local loops takes minutes
 * to launch), remembering how many invocations the launch has; the caller's monitor is told first. Owned by the
 * checking thread.
 */
final class LaunchDeadline implements LoadMonitor {
    private final long deadline;
    private final String why;
    private final LoadMonitor caller;
    private int total;

    LaunchDeadline(long started, Duration timeLimit, LoadMonitor caller) {
        this.deadline = started + timeLimit.toNanos();
        this.why = CheckLimit.TIME_REASON + timeLimit.toMillis() + " ms reached";
        this.caller = caller;
    }

    @Override
    public String progress(int done, int of) {
        total = of;
        String stop = caller.progress(done, of);
        return stop != null ? stop : System.nanoTime() - deadline > 0 ? why : null;
    }

    /** How many invocations the launch has (0 before it said). */
    int total() {
        return total;
    }
}
