package dev.syncscope.core.check;

import dev.syncscope.core.model.OutcomeFilter;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ReadGoal;

import java.util.List;

/**
 * The executions a litmus test asks about: a Khronos {@code .test}'s loads written {@code ld … y = 1}
 * ({@link Program#readGoals()}; litmus README: "On a load, {@code x = v} constrains the load to read the store of v"),
 * the executions whose loads read those values; a herd test's {@code filter} ({@link Program#filter()}; "executions
 * whose outcome fails it are not considered"), those whose outcome passes it. Only a race in one of them answers the
 * test's race freedom ({@code suite.RaceFreedom#racy}); {@link SpinDeepening} asks it too, so that a smaller spin
 * bound's race outside the question does not hide a larger one's inside it. Immutable.
 */
public final class AskedExecutions {
    private final List<ReadGoal> goals;
    private final OutcomeFilter filter;

    private AskedExecutions(List<ReadGoal> goals, OutcomeFilter filter) {
        this.goals = List.copyOf(goals);
        this.filter = filter;
    }

    /** What {@code program}'s file asks about; null when it asks about every execution (a kernel, most tests). */
    public static AskedExecutions of(Program program) {
        if (program.readGoals().isEmpty() && program.filter().isEmpty()) {
            return null;
        }
        return new AskedExecutions(program.readGoals(), program.filter().orElse(null));
    }

    /**
     * Whether the test asks about {@code e}: each asked load reads the value asked of it, and some outcome of it passes
     * the filter. A filter keeps outcomes, and an execution that ends in a fault has none ({@link Execution#faulted()}),
     * so a filter keeps no such execution.
     */
    public boolean asks(Execution e) {
        for (ReadGoal g : goals) {
            if (e.events().stream().noneMatch(ev -> isLoadOf(ev, g) && ev.readValue() == g.value())) {
                return false;
            }
        }
        return filter == null || !e.faulted() && e.outcomes().stream().anyMatch(filter::keeps);
    }

    /** Whether {@code ev} is the read of the load {@code g} asks a value of. */
    public static boolean isLoadOf(Event ev, ReadGoal g) {
        return ev.isRead() && ev.agent() == g.agent() && ev.source().equals(g.source());
    }

    /**
     * Whether some consistent execution of {@code result} that {@code asked} asks about (every one when null) has a
     * data race (VK MM: Data Race, the Alloy {@code #dr>0}).
     */
    public static boolean racy(CheckResult result, AskedExecutions asked) {
        for (Execution e : result.consistentExecutions()) {
            if (e.dataRacePairs() > 0 && (asked == null || asked.asks(e))) {
                return true;
            }
        }
        return false;
    }
}
