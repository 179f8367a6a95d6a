package dev.syncscope.core.exec;

/**
 * Where an invocation is, as the dispatch grid shows it. Immutable.
 */
public enum AgentStatus {
    /** Has a next action and may be scheduled. */
    RUNNING,
    /** Waits for agents that system-synchronize-with it to finish (litmus SSW). */
    WAITING_SSW,
    /** Arrived at a control barrier, waiting for the rest of its execution-scope instance. */
    WAITING_BARRIER,
    /** Finished its program. */
    DONE,
    /** Its local computation ran past its bound. */
    BOUND_EXCEEDED,
    /** Its program faulted (or asked for something illegal). */
    FAULT,
    /** Stopped: spinning on a value that can never change for it. */
    SPINNING,
    /** Can never proceed: waiting at a barrier that can never complete. */
    DEADLOCKED;

    /** The status of an agent whose program state is {@code t} and that waits for nothing. */
    static AgentStatus of(dev.syncscope.core.model.ThreadState t) {
        return switch (t.status()) {
            case RUNNING -> RUNNING;
            case DONE -> DONE;
            case BOUND_EXCEEDED -> BOUND_EXCEEDED;
            case FAULT -> FAULT;
        };
    }

    /** Whether the agent will never execute again. */
    public boolean isTerminal() {
        return this == DONE || this == BOUND_EXCEEDED || this == FAULT || this == SPINNING || this == DEADLOCKED;
    }
}
