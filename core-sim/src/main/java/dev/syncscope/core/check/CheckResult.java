package dev.syncscope.core.check;

import dev.syncscope.core.model.Outcome;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What an {@link AxiomaticChecker} run found. Immutable.
 *
 * @param status       whether the enumeration completed or stopped at a limit
 * @param limitMessage which limit stopped it; empty when complete
 * @param executions   consistent executions (with {@link CheckOptions#consistentOnly()} false: every
 *                     candidate, each with its verdict)
 * @param candidates   complete candidate executions examined
 * @param diagnostics  notes such as loop bounds exceeded or ill-formed barrier instances
 * @param elapsed      wall time of the run
 */
public record CheckResult(Status status, String limitMessage, List<Execution> executions, long candidates,
                          List<String> diagnostics, Duration elapsed) {

    /** Whether the search space was covered. */
    public enum Status { COMPLETE, LIMIT_REACHED }

    public CheckResult {
        executions = List.copyOf(executions);
        diagnostics = List.copyOf(diagnostics);
    }

    public boolean complete() {
        return status == Status.COMPLETE;
    }

    public List<Execution> consistentExecutions() {
        return executions.stream().filter(Execution::consistent).toList();
    }

    /** The outcomes of the consistent executions. */
    public Set<Outcome> allowedOutcomes() {
        Set<Outcome> out = new LinkedHashSet<>();
        for (Execution e : consistentExecutions()) {
            out.addAll(e.outcomes());
        }
        return out;
    }

    /** Whether some consistent execution has a data race. */
    public boolean hasRace() {
        return consistentExecutions().stream().anyMatch(e -> !e.races().isEmpty());
    }
}
