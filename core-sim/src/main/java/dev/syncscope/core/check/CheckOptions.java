package dev.syncscope.core.check;

import java.time.Duration;

/**
 * Options of an {@link AxiomaticChecker} run. Immutable.
 *
 * @param chains          availability/visibility chains: {@code null} takes the launch's feature flag
 * @param consistentOnly  keep only consistent executions (and prune by coherence); false keeps every
 *                        candidate execution with its consistency verdict (for questions such as
 *                        "is there any candidate with a race")
 * @param maxCandidates   stop with {@link CheckResult.Status#LIMIT_REACHED} after examining this many
 *                        complete candidate executions
 * @param timeLimit       stop with {@link CheckResult.Status#LIMIT_REACHED} after this much time
 * @param maxTracesPerAgent stop when one agent has more read-value paths than this
 * @param maxValueRounds  rounds of the written-values fixpoint before giving up (and one more for each round
 *                        whose paths wait at a subgroup operation for the tangle they meet)
 * @param spinBound       a path is cut (and the cut reported) when one load of an invocation, or a compare-exchange
 *                        that fails or a read-modify-write that writes back what it read, has read the same
 *                        value this many times with no other write of the invocation in between: the iterations
 *                        of a spin loop, each of which adds a read to every candidate execution
 * @param maxActions      a path is cut (and the cut reported) once it has this many actions of one invocation (a
 *                        loop that ends only after longer, or never, by a condition the spin bound does not see)
 * @param maxEvents       stop with {@link CheckResult.Status#LIMIT_REACHED} at a combination of paths with more events
 *                        than this: its relations are n × n bit matrices, whose closures take n³ / 64 steps
 */
public record CheckOptions(Boolean chains, boolean consistentOnly, long maxCandidates, Duration timeLimit,
                           int maxTracesPerAgent, int maxValueRounds, int spinBound, int maxActions, int maxEvents) {

    /**
     * {@link #spinBound} by default. The check grows with the cube of a path's length: a path of 128 spins
     * took 1.4 s, of 256 more than 10 s.
     */
    public static final int DEFAULT_SPIN_BOUND = 32;

    /** {@link #maxActions} by default: a safety net against a program that never reports an end. */
    public static final int DEFAULT_MAX_ACTIONS = 10_000;

    /**
     * {@link #maxEvents} by default: measured on a message-passing kernel, the first candidate of 4,097 events took
     * 5 s, of 8,193 events 36 s, of 16,385 more than 150 s (a 2-core machine under load); with the in-scope pairs built
     * from instance sets (session 33) 2.9 s at 8,192 and 10.9 s at 16,384. The time limit is not looked at inside one
     * candidate, so this bounds how far past it a check can run.
     */
    public static final int DEFAULT_MAX_EVENTS = 8_192;

    /**
     * {@link #maxValueRounds} by default: round k reads the values chains of k writes produce, so a launch whose
     * executions make more writes than this (17 atomic adds to one counter) may stop before its values close.
     */
    public static final int DEFAULT_MAX_VALUE_ROUNDS = 16;

    /**
     * {@link #maxTracesPerAgent} by default (also the tangles one path may meet at a subgroup operation): two
     * invocations each adding 4 times to one counter have more paths each ({@code check --max-paths} raises it).
     */
    public static final int DEFAULT_MAX_PATHS = 100_000;

    /**
     * Chains from the launch, consistent executions only, 1M candidates, 10 s, 100,000 paths of one agent, spins cut at
     * 32, paths at 10,000 actions, executions of at most 8,192 events.
     */
    public static final CheckOptions DEFAULT = new CheckOptions(null, true, 1_000_000, Duration.ofSeconds(10),
            DEFAULT_MAX_PATHS, DEFAULT_MAX_VALUE_ROUNDS, DEFAULT_SPIN_BOUND, DEFAULT_MAX_ACTIONS, DEFAULT_MAX_EVENTS);

    public CheckOptions {
        if (spinBound < 1) {
            throw new IllegalArgumentException("the spin bound must be at least 1, not " + spinBound);
        }
        if (maxActions < 1) {
            throw new IllegalArgumentException("the actions on one path must be at least 1, not " + maxActions);
        }
        if (maxValueRounds < 1) {
            throw new IllegalArgumentException("the rounds of the read values must be at least 1, not "
                    + maxValueRounds);
        }
        if (maxTracesPerAgent < 1) {
            throw new IllegalArgumentException("the paths of one agent must be at least 1, not " + maxTracesPerAgent);
        }
        if (maxEvents < 1) {
            throw new IllegalArgumentException("the events of an execution must be at least 1, not " + maxEvents);
        }
    }

    public CheckOptions withChains(Boolean enabled) {
        return new CheckOptions(enabled, consistentOnly, maxCandidates, timeLimit, maxTracesPerAgent, maxValueRounds,
                spinBound, maxActions, maxEvents);
    }

    public CheckOptions withConsistentOnly(boolean only) {
        return new CheckOptions(chains, only, maxCandidates, timeLimit, maxTracesPerAgent, maxValueRounds, spinBound,
                maxActions, maxEvents);
    }

    public CheckOptions withMaxCandidates(long max) {
        return new CheckOptions(chains, consistentOnly, max, timeLimit, maxTracesPerAgent, maxValueRounds, spinBound,
                maxActions, maxEvents);
    }

    public CheckOptions withTimeLimit(Duration limit) {
        return new CheckOptions(chains, consistentOnly, maxCandidates, limit, maxTracesPerAgent, maxValueRounds,
                spinBound, maxActions, maxEvents);
    }

    public CheckOptions withMaxTracesPerAgent(int max) {
        return new CheckOptions(chains, consistentOnly, maxCandidates, timeLimit, max, maxValueRounds, spinBound,
                maxActions, maxEvents);
    }

    public CheckOptions withSpinBound(int bound) {
        return new CheckOptions(chains, consistentOnly, maxCandidates, timeLimit, maxTracesPerAgent, maxValueRounds,
                bound, maxActions, maxEvents);
    }

    public CheckOptions withMaxActions(int max) {
        return new CheckOptions(chains, consistentOnly, maxCandidates, timeLimit, maxTracesPerAgent, maxValueRounds,
                spinBound, max, maxEvents);
    }

    public CheckOptions withMaxEvents(int max) {
        return new CheckOptions(chains, consistentOnly, maxCandidates, timeLimit, maxTracesPerAgent, maxValueRounds,
                spinBound, maxActions, max);
    }

    public CheckOptions withMaxValueRounds(int max) {
        return new CheckOptions(chains, consistentOnly, maxCandidates, timeLimit, maxTracesPerAgent, max, spinBound,
                maxActions, maxEvents);
    }
}
