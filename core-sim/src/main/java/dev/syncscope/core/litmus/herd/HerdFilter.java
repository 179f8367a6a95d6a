package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.OutcomeFilter;
import dev.syncscope.core.model.SourceSpan;

/**
 * A herd test's {@code filter} clause as the program's {@link OutcomeFilter}: executions whose outcome fails it are
 * not considered ({@link HerdTest#filter()}). Immutable.
 *
 * @param predicate the proposition after {@code filter}
 * @param where     the {@code filter} clause
 * @param loadGoals the loads deciding it and the values it keeps ({@link FilterGoals}), for the stepper
 */
public record HerdFilter(Predicate predicate, SourceSpan where, java.util.List<dev.syncscope.core.model.ReadGoal> loadGoals)
        implements OutcomeFilter {

    public HerdFilter {
        loadGoals = java.util.List.copyOf(loadGoals);
    }

    /** A filter the stepper is not steered towards. */
    public HerdFilter(Predicate predicate, SourceSpan where) {
        this(predicate, where, java.util.List.of());
    }

    @Override
    public boolean keeps(Outcome outcome) {
        return predicate.holds(outcome);
    }

    /** The proposition as the file writes it: {@code P1:r0 == 1 /\ P2:r1 == 1}. */
    @Override
    public String toString() {
        return predicate.toString();
    }
}
