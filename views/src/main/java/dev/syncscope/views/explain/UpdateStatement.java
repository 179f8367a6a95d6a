package dev.syncscope.views.explain;

import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;

import java.util.List;

/**
 * Whether a race between two accesses at one line is one statement's lost update ({@code count++}: each invocation
 * reads the location, then writes it back, at that line), whose fix is one atomic read-modify-write ({@code atomicAdd},
 * {@code InterlockedAdd}). It is not when the reading invocation then writes another location (a reduction's
 * {@code s[i] += s[i + stride]} reads {@code s[i + stride]}, writes {@code s[i]}): an atomic update of
 * {@code s[i + stride]} would leave that race (VK MM: Data Race: the read stays plain). Whether two plain stores at one
 * line are an update ({@code count++}) or store values nobody read ({@code v = id;}) is not decided from steps here: a
 * stepper's race records it ({@code Race#storedAfterReading}), a check's race comes with its executions
 * ({@code CheckRaceWhy}). Stateless.
 */
final class UpdateStatement {

    private UpdateStatement() {
    }

    /**
     * For the accesses at positions {@code from} and {@code to} of {@code trace}: whether they are one statement's
     * update, when the steps say: the read's invocation's next memory access writes the location it read at the
     * read's line. {@code null} when the steps do not say, and for two stores.
     */
    static Boolean of(List<StepRecord> trace, int from, int to) {
        if (from < 0 || to < 0 || to >= trace.size()) {
            return null;
        }
        Event later = trace.get(to).event();
        Event earlier = trace.get(from).event();
        Event read = later.kind() == Event.Kind.LOAD ? later : earlier.kind() == Event.Kind.LOAD ? earlier : null;
        if (read == null) {
            // two stores: a stepper's race says it itself (Race#storedAfterReading), a check's CheckRaceWhy#updates
            return null;
        }
        Event next = neighbour(trace, read == later ? to : from, read.agent());
        return next == null ? null : next.kind() != Event.Kind.LOAD && same(next, read);
    }

    private static boolean same(Event a, Event b) {
        return a.location().equals(b.location()) && a.source().line() == b.source().line();
    }

    /** The next memory access of {@code agent} after position {@code at}, or null. */
    private static Event neighbour(List<StepRecord> trace, int at, int agent) {
        for (int i = at + 1; i < trace.size(); i++) {
            Event e = trace.get(i).event();
            if (e.agent() == agent && e.location() != null && (e.kind() == Event.Kind.LOAD
                    || e.kind() == Event.Kind.STORE || e.kind() == Event.Kind.RMW)) {
                return e;
            }
        }
        return null;
    }
}
