package dev.syncscope.app.cli;

import dev.syncscope.core.model.LoadMonitor;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Tells a terminal user that a long launch is under way: building a kernel's launch runs every invocation to its
 * first memory action, which takes minutes for a large dispatch of long local loops, and {@code run} and {@code check}
 * printed nothing meanwhile. Once a launch (from its first report) has taken {@link ProgressPace#FIRST_AFTER_SECONDS},
 * a line on the error stream says how far it got, and another every {@link ProgressPace#EVERY_SECONDS} (stdout, which
 * scripts and {@code --json} read, is untouched). Never stops the load. Owned by the loading thread.
 */
final class LaunchProgress implements LoadMonitor {

    private final String name;
    private final PrintWriter err;
    private final LongSupplier clock;
    /**
     * Started at the launch's first report, not when the command made this monitor: reading and compiling the kernel
     * come first, and a JVM that took 2 s for them printed {@code 0 of 3 invocations have run to their first memory
     * action} for a launch that then took no time (the session-58 audit).
     */
    private ProgressPace pace;

    /** @param clock {@link System#nanoTime()} (a fake in tests) */
    LaunchProgress(String name, PrintWriter err, LongSupplier clock) {
        this.name = name;
        this.err = err;
        this.clock = clock;
    }

    LaunchProgress(String name, PrintWriter err) {
        this(name, err, System::nanoTime);
    }

    @Override
    public String progress(int done, int total) {
        if (pace == null) {
            pace = new ProgressPace(clock);
        }
        if (pace.due()) {
            err.println(String.format(Locale.ROOT, "syncscope: launching %s: %,d of %,d invocations have run to their"
                    + " first memory action", name, done, total));
            err.flush();
        }
        return null;
    }
}
