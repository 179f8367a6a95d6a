package dev.syncscope.core.suite;

import dev.syncscope.core.check.AskedExecutions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Event;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.model.OutcomeFilter;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ReadGoal;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Which executions a litmus test asks about, for judging and placing its races: a Khronos {@code .test}'s loads
 * written {@code ld … y = 1} ({@link Program#readGoals()}; litmus README: "On a load, {@code x = v} constrains the load
 * to read the store of v"), the executions whose loads read those values, the others described by what their loads
 * read instead; a herd test's {@code filter} ({@link Program#filter()}; "executions whose outcome fails it are not
 * considered", {@link dev.syncscope.core.litmus.herd.HerdTest#filter()}), the executions whose outcome passes it. The
 * command line's check, the window's (Check ▸ All executions) and the suite's race-freedom rows all ask it
 * ({@link RaceFreedom#racy}), so that they agree. Immutable.
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
     * What holds together in some executions the test does not ask about: reads ({@code P1 reads y = 0 and P1 reads
     * x = 1}), or that the outcome fails the filter. Immutable.
     *
     * @param reads       the reads, in the order of the test's loads
     * @param failsFilter whether the execution's outcome fails the test's filter
     */
    public record Condition(List<Read> reads, boolean failsFilter) {
        /** What the filter's failure is called in {@link #toString()}. */
        public static final String FAILS_FILTER = "the outcome fails the filter";

        public Condition {
            reads = List.copyOf(reads);
        }

        /** Reads alone. */
        public Condition(List<Read> reads) {
            this(reads, false);
        }

        /** The reads, and the filter's failure as {@link #FAILS_FILTER}: what implies what ({@link RaceSites}). */
        Set<Object> parts() {
            Set<Object> parts = new HashSet<>(reads);
            if (failsFilter) {
                parts.add(FAILS_FILTER);
            }
            return parts;
        }

        @Override
        public String toString() {
            List<String> parts = new ArrayList<>(reads.stream().map(Read::toString).toList());
            if (failsFilter) {
                parts.add(FAILS_FILTER);
            }
            return String.join(" and ", parts);
        }
    }

    private final List<ReadGoal> goals;
    private final List<Read> asked;
    private final OutcomeFilter filter;
    /** The executions asked about, as the checker's spin deepening judges them too. */
    private final AskedExecutions executions;

    private TestQuestion(List<ReadGoal> goals, List<Read> asked, OutcomeFilter filter, AskedExecutions executions) {
        this.goals = goals;
        this.asked = List.copyOf(asked);
        this.filter = filter;
        this.executions = executions;
    }

    /**
     * The question of {@code program}, checked as {@code result}; null when the program's file asks about every
     * execution (a kernel, a herd test without a filter, a Khronos test without {@code = v} on its loads).
     */
    public static TestQuestion of(Program program, CheckResult result) {
        if (program.readGoals().isEmpty() && program.filter().isEmpty()) {
            return null;
        }
        List<Read> asked = new ArrayList<>();
        for (ReadGoal g : program.readGoals()) {
            asked.add(new Read(program.launch().agents().get(g.agent()).name(), location(g, result), g.value(),
                    g.source()));
        }
        return new TestQuestion(program.readGoals(), asked, program.filter().orElse(null),
                AskedExecutions.of(program));
    }

    /** The filter the test asks about the outcomes of (a herd test's), if any. */
    public Optional<OutcomeFilter> filter() {
        return Optional.ofNullable(filter);
    }

    /** The reads the test asks for, in the order of its loads: {@code P1 reads y = 1} at its load. */
    public List<Read> reads() {
        return asked;
    }

    /**
     * What the loads are asked to read, {@code P1 reads y = 1 at mp.test:12:1}, and the filter's outcomes,
     * {@code the outcome passes the filter P1:r0 == 1 /\ P2:r1 == 1 at t.litmus:18:1}, joined by {@code and}.
     */
    public String text() {
        List<String> parts = new ArrayList<>(asked.stream().map(r -> r + " at " + r.where()).toList());
        if (filter != null) {
            parts.add("the outcome passes the filter " + filter + " at " + filter.where());
        }
        return String.join(" and ", parts);
    }

    /**
     * Whether {@code e} is an execution the test asks about: each asked load reads the value asked of it (litmus
     * README: {@code x = v} on a load), and some outcome of it passes the filter (HerdTest: executions whose outcome
     * fails it are not considered).
     */
    public boolean asks(Execution e) {
        return executions.asks(e);
    }

    /** The executions the test asks about, as the checker's deepening asks them ({@link AskedExecutions}). */
    AskedExecutions executions() {
        return executions;
    }

    /**
     * The loads of {@code e} that read other values than the test asks for, {@code P1 reads y = 0}, and whether its
     * outcome fails the filter.
     */
    public Condition otherReads(Execution e) {
        List<Read> reads = new ArrayList<>();
        for (ReadGoal g : goals) {
            for (Event ev : e.events()) {
                if (AskedExecutions.isLoadOf(ev, g) && ev.readValue() != g.value()) {
                    reads.add(new Read(ev.agentName(), name(ev), ev.readValue(), ev.source()));
                }
            }
        }
        // an execution that ends in a fault has no outcome for the filter to keep (AskedExecutions.asks)
        return new Condition(reads, filter != null && (e.faulted() || e.outcomes().stream().noneMatch(filter::keeps)));
    }

    /** The location the goal's load reads, as the test names it ({@code y}); its position when no execution has it. */
    private static String location(ReadGoal g, CheckResult result) {
        return result.consistentExecutions().stream().flatMap(e -> e.events().stream())
                .filter(e -> AskedExecutions.isLoadOf(e, g)).findFirst().map(TestQuestion::name)
                .orElse("the location of the load at " + g.source());
    }

    /** An access's location as the test names it: {@code y} of {@code R y}. */
    private static String name(Event e) {
        return e.reference().locationName(e.location().index());
    }
}
