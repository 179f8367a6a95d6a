package dev.syncscope.app.cli;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.RunResult;
import dev.syncscope.core.exec.StopCondition;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * {@code run}'s stepper run, with a line on the error stream when {@link ProgressPace} says one is due, as {@link LaunchProgress}
 * does for the launch: a run whose steps slow down
 * (thousands of invocations racing on one location, each store checked against every earlier one) printed nothing for
 * minutes (the QA audit: 65,536 invocations storing to {@code x[0]}, silent after 120 s). The run goes in chunks of
 * {@link #CHUNK} steps, which is the same run: each step's decision depends on the state alone. Stdout is untouched.
 */
final class RunProgress {

    /** Steps between two looks at the clock. */
    static final int CHUNK = 1 << 10;

    private final String name;
    private final PrintWriter err;
    private final LongSupplier clock;

    /** @param clock {@link System#nanoTime()} (a fake in tests) */
    RunProgress(String name, PrintWriter err, LongSupplier clock) {
        this.name = name;
        this.err = err;
        this.clock = clock;
    }

    RunProgress(String name, PrintWriter err) {
        this(name, err, System::nanoTime);
    }

    /** Runs {@code session} as {@link DebugSession#run()} does, up to {@code stepLimit} steps, saying how far it got. */
    RunResult run(DebugSession session, long stepLimit) {
        ProgressPace pace = new ProgressPace(clock);
        long steps = 0;
        while (true) {
            RunResult chunk = session.runUntil(StopCondition.NEVER, Math.min(CHUNK, stepLimit - steps));
            steps += chunk.steps();
            if (chunk.reason() != RunResult.Reason.STEP_LIMIT || steps >= stepLimit) {
                return new RunResult(steps, chunk.reason());
            }
            if (pace.due()) {
                int diagnostics = session.diagnosticCount();
                err.println(String.format(Locale.ROOT, "syncscope: running %s: %,d steps so far, %,d diagnostic%s",
                        name, steps, diagnostics, diagnostics == 1 ? "" : "s"));
                err.flush();
            }
        }
    }
}
