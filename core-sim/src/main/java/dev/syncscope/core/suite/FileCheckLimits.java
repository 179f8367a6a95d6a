package dev.syncscope.core.suite;

import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.spirv.SpirvInterpreter;

import java.time.Duration;

/**
 * The limits of one {@link FileCheck}: the checker's own ({@link CheckOptions}), the launch's and the stepper runs'
 * beside the check ({@code check}'s options set each). Immutable.
 *
 * @param timeLimit      the checker gives up after this long (an incomplete report, never a hang)
 * @param maxCandidates  ... or after examining this many candidate executions
 * @param unrollBound    backward jumps a herd-style thread may take (herd's {@code -unroll})
 * @param maxInvocations a kernel launch of more invocations is an input error
 * @param budget         kernels: instructions an invocation may run between two memory actions instead of
 *                       the file's {@code @budget}; 0 to keep the file's (litmus tests have none)
 * @param spinBound      reads of one unchanged value by one load before the checker cuts the path
 *                       ({@link CheckOptions#spinBound})
 * @param maxActions     actions of one invocation on one path before the checker cuts it
 *                       ({@link CheckOptions#maxActions})
 * @param maxEvents      events of one execution before the checker stops ({@link CheckOptions#maxEvents})
 * @param maxValueRounds rounds of the read values before the checker stops ({@link CheckOptions#maxValueRounds})
 * @param stepperRuns    whether stepper runs may answer a kernel judged by race freedom: beside the check once it
 *                       had its head start ({@link CheckWithWitness}), or where it stopped at a limit
 *                       ({@link StepperWitness}); false for the exhaustive check's answer alone
 * @param headStart      how long the check runs alone before stepper runs go beside it ({@link
 *                       CheckWithWitness#HEAD_START} wherever users check; tests choose which of the two answers)
 * @param maxPaths       paths of one invocation (and tangles one path may meet at a subgroup operation) before the
 *                       checker stops ({@link CheckOptions#maxTracesPerAgent}; {@code check --max-paths})
 */
public record FileCheckLimits(Duration timeLimit, long maxCandidates, int unrollBound, int maxInvocations, int budget,
                              int spinBound, int maxActions, int maxEvents, int maxValueRounds, boolean stepperRuns,
                              Duration headStart, int maxPaths) {

    public static final FileCheckLimits DEFAULT = new FileCheckLimits(CheckOptions.DEFAULT.timeLimit(),
            CheckOptions.DEFAULT.maxCandidates(), HerdParser.DEFAULT_UNROLL, SpirvInterpreter.MAX_INVOCATIONS);

    public FileCheckLimits {
        if (timeLimit.isNegative() || maxCandidates < 1 || unrollBound < 0 || maxInvocations < 1 || budget < 0
                || spinBound < 1 || maxActions < 1 || maxEvents < 1 || maxValueRounds < 1
                || headStart.isNegative() || maxPaths < 1) {
            throw new InputError(SourceSpan.UNKNOWN, "limits must be positive (time " + timeLimit.toSeconds()
                    + " s, candidates " + maxCandidates + ", unroll " + unrollBound + ", invocations "
                    + maxInvocations + ", budget " + budget + ", spin bound " + spinBound + ", actions "
                    + maxActions + ", events " + maxEvents + ", rounds " + maxValueRounds + ", head start "
                    + headStart.toMillis() + " ms, paths " + maxPaths + ")");
        }
    }

    /**
     * Limits with the check's head start before stepper runs go beside it, {@link CheckWithWitness#HEAD_START}, and
     * the checker's default paths of one invocation.
     */
    public FileCheckLimits(Duration timeLimit, long maxCandidates, int unrollBound, int maxInvocations, int budget,
                           int spinBound, int maxActions, int maxEvents, int maxValueRounds, boolean stepperRuns) {
        this(timeLimit, maxCandidates, unrollBound, maxInvocations, budget, spinBound, maxActions, maxEvents,
                maxValueRounds, stepperRuns, CheckWithWitness.HEAD_START, CheckOptions.DEFAULT_MAX_PATHS);
    }

    /** Limits under which stepper runs may answer a kernel judged by race freedom. */
    public FileCheckLimits(Duration timeLimit, long maxCandidates, int unrollBound, int maxInvocations, int budget,
                           int spinBound, int maxActions, int maxEvents, int maxValueRounds) {
        this(timeLimit, maxCandidates, unrollBound, maxInvocations, budget, spinBound, maxActions, maxEvents,
                maxValueRounds, true);
    }

    /** Limits with the checker's default rounds of the read values. */
    public FileCheckLimits(Duration timeLimit, long maxCandidates, int unrollBound, int maxInvocations, int budget,
                           int spinBound, int maxActions, int maxEvents) {
        this(timeLimit, maxCandidates, unrollBound, maxInvocations, budget, spinBound, maxActions, maxEvents,
                CheckOptions.DEFAULT_MAX_VALUE_ROUNDS);
    }

    /** Limits with the checker's default events of one execution. */
    public FileCheckLimits(Duration timeLimit, long maxCandidates, int unrollBound, int maxInvocations, int budget,
                           int spinBound, int maxActions) {
        this(timeLimit, maxCandidates, unrollBound, maxInvocations, budget, spinBound, maxActions,
                CheckOptions.DEFAULT_MAX_EVENTS);
    }

    /** Limits with the checker's default spin bound and actions a path. */
    public FileCheckLimits(Duration timeLimit, long maxCandidates, int unrollBound, int maxInvocations, int budget) {
        this(timeLimit, maxCandidates, unrollBound, maxInvocations, budget, CheckOptions.DEFAULT_SPIN_BOUND,
                CheckOptions.DEFAULT_MAX_ACTIONS);
    }

    /** Limits that keep each kernel's own instruction budget. */
    public FileCheckLimits(Duration timeLimit, long maxCandidates, int unrollBound, int maxInvocations) {
        this(timeLimit, maxCandidates, unrollBound, maxInvocations, 0);
    }

    public FileCheckLimits withTimeLimit(Duration limit) {
        return new FileCheckLimits(limit, maxCandidates, unrollBound, maxInvocations, budget, spinBound, maxActions,
                maxEvents, maxValueRounds, stepperRuns, headStart, maxPaths);
    }

    /** These limits, the exhaustive check answering alone ({@code check --no-runs}). */
    public FileCheckLimits withoutStepperRuns() {
        return new FileCheckLimits(timeLimit, maxCandidates, unrollBound, maxInvocations, budget, spinBound,
                maxActions, maxEvents, maxValueRounds, false, headStart, maxPaths);
    }

    /** These limits, the check running alone for {@code start} before stepper runs go beside it. */
    public FileCheckLimits withHeadStart(Duration start) {
        return new FileCheckLimits(timeLimit, maxCandidates, unrollBound, maxInvocations, budget, spinBound,
                maxActions, maxEvents, maxValueRounds, stepperRuns, start, maxPaths);
    }

    /** These limits with at most {@code max} paths of one invocation ({@code check --max-paths}). */
    public FileCheckLimits withMaxPaths(int max) {
        return new FileCheckLimits(timeLimit, maxCandidates, unrollBound, maxInvocations, budget, spinBound,
                maxActions, maxEvents, maxValueRounds, stepperRuns, headStart, max);
    }
}
