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
 */
public record CheckOptions(Boolean chains, boolean consistentOnly, long maxCandidates, Duration timeLimit,
                           int maxTracesPerAgent, int maxValueRounds, int spinBound) {

    /**
     * {@link #spinBound} by default. The check grows with the cube of a path's length: a path of 128 spins
     * took 1.4 s, of 256 more than 10 s.
     */
    public static final int DEFAULT_SPIN_BOUND = 32;

    /** Chains from the launch, consistent executions only, 1M candidates, 10 s, spins cut at 32. */
    public static final CheckOptions DEFAULT =
            new CheckOptions(null, true, 1_000_000, Duration.ofSeconds(10), 100_000, 16, DEFAULT_SPIN_BOUND);

    public CheckOptions {
        if (spinBound < 1) {
            throw new IllegalArgumentException("the spin bound must be at least 1, not " + spinBound);
        }
    }

    public CheckOptions withChains(Boolean enabled) {
        return new CheckOptions(enabled, consistentOnly, maxCandidates, timeLimit, maxTracesPerAgent, maxValueRounds,
                spinBound);
    }

    public CheckOptions withConsistentOnly(boolean only) {
        return new CheckOptions(chains, only, maxCandidates, timeLimit, maxTracesPerAgent, maxValueRounds, spinBound);
    }

    public CheckOptions withMaxCandidates(long max) {
        return new CheckOptions(chains, consistentOnly, max, timeLimit, maxTracesPerAgent, maxValueRounds, spinBound);
    }

    public CheckOptions withTimeLimit(Duration limit) {
        return new CheckOptions(chains, consistentOnly, maxCandidates, limit, maxTracesPerAgent, maxValueRounds,
                spinBound);
    }

    public CheckOptions withMaxTracesPerAgent(int max) {
        return new CheckOptions(chains, consistentOnly, maxCandidates, timeLimit, max, maxValueRounds, spinBound);
    }

    public CheckOptions withSpinBound(int bound) {
        return new CheckOptions(chains, consistentOnly, maxCandidates, timeLimit, maxTracesPerAgent, maxValueRounds,
                bound);
    }
}
