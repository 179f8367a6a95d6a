package dev.syncscope.core.api;

import dev.syncscope.core.exec.EngineOptions;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.spirv.SpirvInterpreter;

/**
 * Launch configuration a session can change after loading. Immutable. Values no run can use (a
 * limit below 1, no scheduler) are an {@link InputError} naming the option.
 *
 * @param chains          availability/visibility chains (device feature); {@code null}: as the program says
 * @param maxInvocations  the dispatch-size limit: a launch of more invocations is rejected, when a kernel is
 *                        opened ({@link DebugSession#open(java.nio.file.Path, LaunchOptions)}) and when a
 *                        program is loaded (default {@link #DEFAULT_MAX_INVOCATIONS})
 * @param raceDetection   detect data races at every access
 * @param memoryModel     keep memory-model bookkeeping (off: newest write wins; for comparison)
 * @param checkpointInterval a checkpoint every this many steps
 * @param stepLimit       the most steps one run call takes
 * @param scheduler       the scheduler of {@link DebugSession#step()} and the run calls
 * @param seed            seed of {@link SchedulerKind#RANDOM}
 * @param followReadGoals the scheduler steers towards the values the file asks loads to return
 *                        ({@link dev.syncscope.core.model.Program#readGoals()}, see
 *                        {@link dev.syncscope.core.exec.Scheduler#followingReadGoals}); user picks are never steered
 * @param maxActions      the actions one invocation may take before it stops with a diagnostic (an endless loop),
 *                        default {@link #DEFAULT_MAX_ACTIONS}
 */
public record LaunchOptions(Boolean chains, int maxInvocations, boolean raceDetection, boolean memoryModel,
                            int checkpointInterval, long stepLimit, SchedulerKind scheduler, long seed,
                            boolean followReadGoals, int maxActions) {

    /** The scheduling strategies. */
    public enum SchedulerKind { ROUND_ROBIN, RANDOM, LOCK_STEP_SUBGROUPS }

    /** Default dispatch-size limit: 1,048,576 invocations, the SPIR-V interpreter's default. */
    public static final int DEFAULT_MAX_INVOCATIONS = SpirvInterpreter.MAX_INVOCATIONS;

    /** Default of {@link #maxActions}: {@link EngineOptions#DEFAULT_MAX_ACTIONS}. */
    public static final int DEFAULT_MAX_ACTIONS = EngineOptions.DEFAULT_MAX_ACTIONS;

    public static final LaunchOptions DEFAULTS = new LaunchOptions(null, DEFAULT_MAX_INVOCATIONS, true,
            true, 1024, 10_000_000L, SchedulerKind.ROUND_ROBIN, 0L, true, DEFAULT_MAX_ACTIONS);

    /** Options with the default bound of actions an invocation takes. */
    public LaunchOptions(Boolean chains, int maxInvocations, boolean raceDetection, boolean memoryModel,
                         int checkpointInterval, long stepLimit, SchedulerKind scheduler, long seed,
                         boolean followReadGoals) {
        this(chains, maxInvocations, raceDetection, memoryModel, checkpointInterval, stepLimit, scheduler, seed,
                followReadGoals, DEFAULT_MAX_ACTIONS);
    }

    /** Options as before read goals existed: the scheduler follows them. */
    public LaunchOptions(Boolean chains, int maxInvocations, boolean raceDetection, boolean memoryModel,
                         int checkpointInterval, long stepLimit, SchedulerKind scheduler, long seed) {
        this(chains, maxInvocations, raceDetection, memoryModel, checkpointInterval, stepLimit, scheduler, seed, true);
    }

    public LaunchOptions {
        if (maxInvocations < 1) {
            throw invalid("the dispatch-size limit must be at least 1 invocation (was " + maxInvocations + ")");
        }
        if (checkpointInterval < 1) {
            throw invalid("the checkpoint interval must be at least 1 step (was " + checkpointInterval + ")");
        }
        if (stepLimit < 1) {
            throw invalid("the step limit per run must be at least 1 step (was " + stepLimit + ")");
        }
        if (maxActions < 1) {
            throw invalid("the actions an invocation may take must be at least 1 (was " + maxActions + ")");
        }
        if (scheduler == null) {
            throw invalid("no scheduler (one of " + java.util.Arrays.toString(SchedulerKind.values()) + ")");
        }
    }

    private static InputError invalid(String what) {
        return new InputError(SourceSpan.UNKNOWN, "launch options: " + what);
    }

    public LaunchOptions withChains(Boolean on) {
        return new LaunchOptions(on, maxInvocations, raceDetection, memoryModel, checkpointInterval, stepLimit,
                scheduler, seed, followReadGoals, maxActions);
    }

    public LaunchOptions withMaxInvocations(int n) {
        return new LaunchOptions(chains, n, raceDetection, memoryModel, checkpointInterval, stepLimit, scheduler, seed,
                followReadGoals, maxActions);
    }

    public LaunchOptions withScheduler(SchedulerKind kind, long newSeed) {
        return new LaunchOptions(chains, maxInvocations, raceDetection, memoryModel, checkpointInterval, stepLimit,
                kind, newSeed, followReadGoals, maxActions);
    }

    public LaunchOptions withStepLimit(long limit) {
        return new LaunchOptions(chains, maxInvocations, raceDetection, memoryModel, checkpointInterval, limit,
                scheduler, seed, followReadGoals, maxActions);
    }

    public LaunchOptions withRaceDetection(boolean on) {
        return new LaunchOptions(chains, maxInvocations, on, memoryModel, checkpointInterval, stepLimit, scheduler,
                seed, followReadGoals, maxActions);
    }

    /** These options with at most {@code n} actions an invocation takes before it stops with a diagnostic. */
    public LaunchOptions withMaxActions(int n) {
        return new LaunchOptions(chains, maxInvocations, raceDetection, memoryModel, checkpointInterval, stepLimit,
                scheduler, seed, followReadGoals, n);
    }

    /** These options with the scheduler following read goals or not. */
    public LaunchOptions withFollowReadGoals(boolean on) {
        return new LaunchOptions(chains, maxInvocations, raceDetection, memoryModel, checkpointInterval, stepLimit,
                scheduler, seed, on, maxActions);
    }

    EngineOptions engineOptions() {
        return new EngineOptions(memoryModel, raceDetection && memoryModel, checkpointInterval, maxInvocations, 3,
                maxActions);
    }
}
