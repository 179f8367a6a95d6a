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
        STEP_LIMIT
    }
}
