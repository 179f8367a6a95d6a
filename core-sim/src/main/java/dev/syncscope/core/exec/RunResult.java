package dev.syncscope.core.exec;

/**
 * How a run ended. Immutable.
 *
 * @param steps  steps taken by this run
 * @param reason why it stopped
 */
public record RunResult(long steps, Reason reason) {

    /** Why a run stopped. */
    public enum Reason {
        /** No invocation can step any more (all finished, or deadlock/spin diagnosed). */
        FINISHED,
        /** The stop condition held. */
        STOPPED,
        /** The step limit was reached. */
        STEP_LIMIT,
        /** The recorded trace filled the heap ({@link HeapGuard}). */
        MEMORY_LIMIT
    }

    /** One line for users: "finished after 12 steps", "stopped after 5 steps: the step limit per run", … */
    public String describe() {
        String n = String.format(java.util.Locale.ROOT, "%,d step%s", steps, steps == 1 ? "" : "s");
        return switch (reason) {
            case FINISHED -> "finished after " + n;
            case STOPPED -> "stopped after " + n + " (stop condition reached)";
            case STEP_LIMIT -> "stopped after " + n + ": the step limit per run (" + n
                    + ") was reached before the run finished";
            // advice every caller can follow (the command line cannot step back or seek, as the window can)
            case MEMORY_LIMIT -> "stopped after " + n + ": the recorded steps filled the heap (start Java with a larger"
                    + " heap, -Xmx)";
        };
    }
}
