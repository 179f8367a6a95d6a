package dev.syncscope.core.exec;

/**
 * Where an invocation is, as the dispatch grid shows it. Immutable.
 */
public enum AgentStatus {
    /** Has a next action and may be scheduled. */
    RUNNING(false),
    /** Waits for agents that system-synchronize-with it to finish (litmus SSW). */
    WAITING_SSW(false),
    /** Arrived at a control barrier, waiting for the rest of its execution-scope instance. */
    WAITING_BARRIER(false),
    /** Finished its program. */
    DONE(true),
    /** Its local computation ran past its bound. */
    BOUND_EXCEEDED(true),
    /** Its program faulted (or asked for something illegal). */
    FAULT(true),
    /** Stopped: spinning on a value that can never change for it. */
    SPINNING(true),
    /** Can never proceed: waiting at a barrier that can never complete. */
    DEADLOCKED(true);

    /** {@link #isTerminal()}, a field: asked at every change of an agent. */
    private final boolean terminal;

    AgentStatus(boolean terminal) {
        this.terminal = terminal;
    }

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
        return terminal;
    }
}
