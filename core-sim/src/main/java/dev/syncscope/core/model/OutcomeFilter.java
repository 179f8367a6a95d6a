package dev.syncscope.core.model;

/**
 * Which outcomes a program's file asks about: a herd-style test's {@code filter} clause. Executions whose outcome fails
 * it are not considered (the corpus's {@code VULKAN-DR-expected.csv} gives race freedom of the executions that pass
 * it), so the checks that judge races look only at those that pass ({@code suite.TestQuestion}). Immutable; an
 * implementation's {@link #toString()} is the filter as the file writes it ({@code P1:r0 == 1 /\ P2:r1 == 1}).
 */
public interface OutcomeFilter {

    /** Whether {@code outcome} passes the filter: an execution with it is one the file asks about. */
    boolean keeps(Outcome outcome);

    /** Where the file writes the filter. */
    SourceSpan where();

    /**
     * The loads whose values decide the filter, with the values it keeps, for the stepper to steer towards
     * ({@link Program#steeringGoals()}); empty when the filter is no such conjunction.
     */
    default java.util.List<ReadGoal> loadGoals() {
        return java.util.List.of();
    }
}
