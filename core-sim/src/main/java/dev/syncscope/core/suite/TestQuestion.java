package dev.syncscope.core.suite;

import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Event;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.litmus.khronos.KhronosTest;
import dev.syncscope.core.litmus.khronos.LoadConstraint;

import java.util.ArrayList;
import java.util.List;

/**
 * What a Khronos {@code .test} asks its loads to read ({@code ld … y = 1}), for saying where a race lies: the
 * executions it asks about are those whose loads read those values; the others are described by what their loads read
 * instead. Immutable.
 */
public final class TestQuestion {

    private final KhronosTest test;
    private final String text;

    private TestQuestion(KhronosTest test, String text) {
        this.test = test;
        this.text = text;
    }

    /** The question of {@code test}, checked as {@code result}; null when its loads ask for no values. */
    static TestQuestion of(KhronosTest test, CheckResult result) {
        if (test.constraints().isEmpty()) {
            return null;
        }
        return new TestQuestion(test, String.join(" and ", test.constraints().stream()
                .map(c -> agentOf(c) + " reads " + location(c, result) + " = " + c.value() + " at " + c.source())
                .toList()));
    }

    /** What the loads are asked to read: {@code P1 reads y = 1 at mp.test:12:1}, joined by {@code and}. */
    public String text() {
        return text;
    }

    /** Whether {@code e} is an execution the test asks about: some outcome of it meets every load constraint. */
    boolean asks(Execution e) {
        return e.outcomes().stream().anyMatch(test::constraintsHold);
    }

    /** The loads of {@code e} that read other values than the test asks for: {@code P1 reads y = 0}, joined by and. */
    String otherReads(Execution e) {
        List<String> reads = new ArrayList<>();
        for (LoadConstraint c : test.constraints()) {
            for (Event ev : e.events()) {
                if (ev.isRead() && ev.source().equals(c.source()) && agentOf(c).equals(ev.agentName())
                        && ev.readValue() != c.value()) {
                    reads.add(ev.agentName() + " reads " + name(ev) + " = " + ev.readValue());
                }
            }
        }
        return String.join(" and ", reads);
    }

    /** The invocation a constraint's register belongs to ({@code P1} of {@code P1:r0}). */
    private static String agentOf(LoadConstraint c) {
        int colon = c.register().indexOf(':');
        return colon < 0 ? c.register() : c.register().substring(0, colon);
    }

    /** The location a constraint's load reads, as the test names it ({@code y}); its register when not found. */
    private static String location(LoadConstraint c, CheckResult result) {
        return result.consistentExecutions().stream().flatMap(e -> e.events().stream())
                .filter(e -> e.isRead() && e.source().equals(c.source())).findFirst().map(TestQuestion::name)
                .orElse(c.register());
    }

    /** An access's location as the test names it: {@code y} of {@code R y}. */
    private static String name(Event e) {
        return e.reference().locationName(e.location().index());
    }
}
