package dev.syncscope.views.explain;

import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;

import java.util.List;

/**
 * Whether a race between two accesses at one line is one statement's lost update ({@code count++}: each invocation
 * reads the location, then writes it back, at that line), whose fix is one atomic read-modify-write ({@code atomicAdd},
 * {@code InterlockedAdd}). It is not when the reading invocation then writes another location (a reduction's
 * {@code s[i] += s[i + stride]} reads {@code s[i + stride]}, writes {@code s[i]}): an atomic update of
 * {@code s[i + stride]} would leave that race (VK MM: Data Race: the read stays plain). Two plain stores at one line
 * are an update when the later one's invocation read the location there first; else they store values nobody read
 * ({@code v = id;}), which no atomic update fixes. Stateless.
 */
final class UpdateStatement {

    private UpdateStatement() {
    }

    /**
     * For the accesses at positions {@code from} and {@code to} of {@code trace}: whether they are one statement's
     * update, when the steps say: the read's invocation's next memory access writes the location it read at the
     * read's line; for two plain stores, {@link #storesUpdate}. {@code null} when the steps do not say.
     */
    static Boolean of(List<StepRecord> trace, int from, int to) {
        if (from < 0 || to < 0 || to >= trace.size()) {
            return null;
        }
        Event later = trace.get(to).event();
        Event earlier = trace.get(from).event();
        Event read = later.kind() == Event.Kind.LOAD ? later : earlier.kind() == Event.Kind.LOAD ? earlier : null;
        if (read == null) {
            return later.kind() == Event.Kind.STORE && earlier.kind() == Event.Kind.STORE ? storesUpdate(trace, to, later)
                    : null;
        }
        Event next = neighbour(trace, read == later ? to : from, read.agent());
        return next == null ? null : next.kind() != Event.Kind.LOAD && same(next, read);
    }

    /**
     * Two plain stores at one line: an update ({@code count++}) when the later store's invocation read the location at
     * that line as its memory access before; not one when its access before is another, or when it has none: the store
     * is its invocation's first action, the steps hold its first action, or they start at the launch's first (a store
     * of a value that was not read, {@code v = id;}); {@code null} when the steps start later and hold none of these
     * (the steps of one race may start at its earlier access, after the later invocation's first action).
     */
    private static Boolean storesUpdate(List<StepRecord> trace, int to, Event later) {
        if (later.seq() <= 1) {
            return Boolean.FALSE;
        }
        for (int i = to - 1; i >= 0; i--) {
            Event e = trace.get(i).event();
            if (e.agent() != later.agent()) {
                continue;
            }
            if (e.location() != null && (e.kind() == Event.Kind.LOAD || e.kind() == Event.Kind.STORE
                    || e.kind() == Event.Kind.RMW)) {
                return e.kind() == Event.Kind.LOAD && same(e, later);
            }
            if (e.seq() <= 1) {
                // its first action is in the steps, and no access of it before the store
                return Boolean.FALSE;
            }
        }
        return trace.get(0).index() == 0 ? Boolean.FALSE : null;
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
