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
 * @param maxValueRounds  rounds of the written-values fixpoint before giving up
 */
public record CheckOptions(Boolean chains, boolean consistentOnly, long maxCandidates, Duration timeLimit,
                           int maxTracesPerAgent, int maxValueRounds) {

    /** Chains from the launch, consistent executions only, 1M candidates, 10 s. */
    public static final CheckOptions DEFAULT =
            new CheckOptions(null, true, 1_000_000, Duration.ofSeconds(10), 100_000, 16);

    public CheckOptions withChains(Boolean enabled) {
        return new CheckOptions(enabled, consistentOnly, maxCandidates, timeLimit, maxTracesPerAgent, maxValueRounds);
    }

    public CheckOptions withConsistentOnly(boolean only) {
        return new CheckOptions(chains, only, maxCandidates, timeLimit, maxTracesPerAgent, maxValueRounds);
    }

    public CheckOptions withMaxCandidates(long max) {
        return new CheckOptions(chains, consistentOnly, max, timeLimit, maxTracesPerAgent, maxValueRounds);
    }

    public CheckOptions withTimeLimit(Duration limit) {
        return new CheckOptions(chains, consistentOnly, maxCandidates, limit, maxTracesPerAgent, maxValueRounds);
    }

    public CheckOptions withMaxTracesPerAgent(int max) {
        return new CheckOptions(chains, consistentOnly, maxCandidates, timeLimit, max, maxValueRounds);
    }
}
