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
 */
public record EngineOptions(boolean memoryModel, boolean raceDetection, int checkpointInterval, int maxInvocations,
                            int spinThreshold) {

    public static final int DEFAULT_MAX_INVOCATIONS = 1_048_576;

    public static final EngineOptions DEFAULTS = new EngineOptions(true, true, 1024, DEFAULT_MAX_INVOCATIONS, 3);

    public EngineOptions {
        if (checkpointInterval < 1) {
            throw new IllegalArgumentException("checkpoint interval must be positive");
        }
    }

    public EngineOptions withRaceDetection(boolean on) {
        return new EngineOptions(memoryModel, on, checkpointInterval, maxInvocations, spinThreshold);
    }

    public EngineOptions withMemoryModel(boolean on) {
        return new EngineOptions(on, on && raceDetection, checkpointInterval, maxInvocations, spinThreshold);
    }

    public EngineOptions withCheckpointInterval(int k) {
        return new EngineOptions(memoryModel, raceDetection, k, maxInvocations, spinThreshold);
    }

    public EngineOptions withMaxInvocations(int n) {
        return new EngineOptions(memoryModel, raceDetection, checkpointInterval, n, spinThreshold);
    }
}
