package dev.syncscope.core.exec;

/**
 * How the engine runs a launch. Immutable.
 *
 * @param memoryModel        keep the memory-model bookkeeping (clocks, availability, visibility);
 *                           off: every read returns the newest write (for comparison only)
 * @param raceDetection      detect data races at every access
 * @param checkpointInterval a frozen state every this many steps (seek cost)
 * @param maxInvocations     dispatches larger than this are rejected
 * @param spinThreshold      identical repeated reads after which a spin that can never change is reported
 * @param maxActions         an invocation that has taken this many actions and has not finished stops
 *                           ({@link AgentStatus#BOUND_EXCEEDED}, a diagnostic naming the bound): a bound of the tool,
 *                           as the checker's actions per path, not of the memory model
 */
public record EngineOptions(boolean memoryModel, boolean raceDetection, int checkpointInterval, int maxInvocations,
                            int spinThreshold, int maxActions) {

    public static final int DEFAULT_MAX_INVOCATIONS = 1_048_576;

    /**
     * Default of {@link #maxActions}: the actions one invocation may take in a run before it is stopped
     * ({@link AgentStatus#BOUND_EXCEEDED}); an endless loop that stores would otherwise run until the recorded steps
     * fill the heap, a minute and gigabytes later.
     */
    public static final int DEFAULT_MAX_ACTIONS = 100_000;

    public static final EngineOptions DEFAULTS = new EngineOptions(true, true, 1024, DEFAULT_MAX_INVOCATIONS, 3,
            DEFAULT_MAX_ACTIONS);

    /** Options with the default bound of actions an invocation takes ({@link #DEFAULT_MAX_ACTIONS}). */
    public EngineOptions(boolean memoryModel, boolean raceDetection, int checkpointInterval, int maxInvocations,
                         int spinThreshold) {
        this(memoryModel, raceDetection, checkpointInterval, maxInvocations, spinThreshold, DEFAULT_MAX_ACTIONS);
    }

    public EngineOptions {
        if (checkpointInterval < 1) {
            throw new IllegalArgumentException("checkpoint interval must be positive");
        }
        if (maxActions < 1) {
            throw new IllegalArgumentException("the actions an invocation may take must be at least 1");
        }
    }

    public EngineOptions withRaceDetection(boolean on) {
        return new EngineOptions(memoryModel, on, checkpointInterval, maxInvocations, spinThreshold, maxActions);
    }

    public EngineOptions withMemoryModel(boolean on) {
        return new EngineOptions(on, on && raceDetection, checkpointInterval, maxInvocations, spinThreshold, maxActions);
    }

    public EngineOptions withCheckpointInterval(int k) {
        return new EngineOptions(memoryModel, raceDetection, k, maxInvocations, spinThreshold, maxActions);
    }

    public EngineOptions withMaxInvocations(int n) {
        return new EngineOptions(memoryModel, raceDetection, checkpointInterval, n, spinThreshold, maxActions);
    }

    /** These options with at most {@code n} actions an invocation takes before it is stopped. */
    public EngineOptions withMaxActions(int n) {
        return new EngineOptions(memoryModel, raceDetection, checkpointInterval, maxInvocations, spinThreshold, n);
    }
}
