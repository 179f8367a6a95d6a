package dev.syncscope.core.suite;

import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Event;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ReadGoal;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/**
 * What a Khronos {@code .test} asks its loads to read ({@code ld … y = 1}, the program's {@link Program#readGoals()}),
 * for saying where a race lies: the executions it asks about are those whose loads read those values; the others are
 * described by what their loads read instead. The command line's check and the window's (Check ▸ All executions) both
 * ask it, so that they agree. Immutable.
 */
public final class TestQuestion {

    /**
     * One load's read, as a condition on an execution. Immutable.
     *
     * @param invocation the reader's name, {@code P1}
     * @param location   the location as the test names it, {@code y}
     * @param value      the value read
     * @param where      the load
     */
    public record Read(String invocation, String location, long value, SourceSpan where) {
        /** {@code P1 reads y = 0}. */
        @Override
        public String toString() {
            return invocation + " reads " + location + " = " + value;
        }
    }

    /**
     * Reads that hold together in some executions: {@code P1 reads y = 0 and P1 reads x = 1}. Immutable.
     *
     * @param reads the reads, in the order of the test's loads
     */
    public record Condition(List<Read> reads) {
        public Condition {
            reads = List.copyOf(reads);
        }

        @Override
        public String toString() {
            return String.join(" and ", reads.stream().map(Read::toString).toList());
        }
    }

    private final List<ReadGoal> goals;
    private final List<Read> asked;

    private TestQuestion(List<ReadGoal> goals, List<Read> asked) {
        this.goals = goals;
        this.asked = List.copyOf(asked);
    }

    /**
     * The question of {@code program}, checked as {@code result}; null when the program's file asks its loads for no
     * values (a kernel, a herd test, a Khronos test without {@code = v} on its loads).
     */
    public static TestQuestion of(Program program, CheckResult result) {
        if (program.readGoals().isEmpty()) {
            return null;
        }
        List<Read> asked = new ArrayList<>();
        for (ReadGoal g : program.readGoals()) {
            asked.add(new Read(program.launch().agents().get(g.agent()).name(), location(g, result), g.value(),
                    g.source()));
        }
        return new TestQuestion(program.readGoals(), asked);
    }

    /** The reads the test asks for, in the order of its loads: {@code P1 reads y = 1} at its load. */
    public List<Read> reads() {
        return asked;
    }

    /** What the loads are asked to read: {@code P1 reads y = 1 at mp.test:12:1}, joined by {@code and}. */
    public String text() {
        return String.join(" and ", asked.stream().map(r -> r + " at " + r.where()).toList());
    }

    /** Whether {@code e} is an execution the test asks about: each asked load reads the value asked of it. */
    public boolean asks(Execution e) {
        for (ReadGoal g : goals) {
            if (e.events().stream().noneMatch(ev -> isLoadOf(ev, g) && ev.readValue() == g.value())) {
                return false;
            }
        }
        return true;
    }

    /** The loads of {@code e} that read other values than the test asks for: {@code P1 reads y = 0}. */
    public Condition otherReads(Execution e) {
        List<Read> reads = new ArrayList<>();
        for (ReadGoal g : goals) {
            for (Event ev : e.events()) {
                if (isLoadOf(ev, g) && ev.readValue() != g.value()) {
                    reads.add(new Read(ev.agentName(), name(ev), ev.readValue(), ev.source()));
                }
            }
        }
        return new Condition(reads);
    }

    /** Whether {@code ev} is the read of the load {@code g} asks a value of. */
    private static boolean isLoadOf(Event ev, ReadGoal g) {
        return ev.isRead() && ev.agent() == g.agent() && ev.source().equals(g.source());
    }

    /** The location the goal's load reads, as the test names it ({@code y}); its position when no execution has it. */
    private static String location(ReadGoal g, CheckResult result) {
        return result.consistentExecutions().stream().flatMap(e -> e.events().stream())
                .filter(e -> isLoadOf(e, g)).findFirst().map(TestQuestion::name)
                .orElse("the location of the load at " + g.source());
    }

    /** An access's location as the test names it: {@code y} of {@code R y}. */
    private static String name(Event e) {
        return e.reference().locationName(e.location().index());
    }
}
