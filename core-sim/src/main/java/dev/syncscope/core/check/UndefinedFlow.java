package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.model.UndefinedReadUse;
import dev.syncscope.core.model.UndefinedUse;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where the undefined values of one consistent execution go, as the stepper follows them: a read of memory no write
 * defined (a Workgroup variable: VK MM Allocation, "Workgroup variables have no initializer") returns an undefined
 * value, which the invocation's program carries through what it computes ({@link ThreadState#advance(long, Object)});
 * a write of such a value stores an undefined value, and a read of that write returns one again. A read of undefined
 * memory is wrong only where its value matters: stored to memory (the outcome shows it), or deciding control flow or
 * an address ({@link UndefinedUse}). Each invocation's trace is replayed with the execution's reads-from until no
 * write becomes undefined any more (reads-from may go back and forth between invocations). Immutable once made.
 */
final class UndefinedFlow {

    /** Per write event, the read its undefined value comes from (the first read of undefined memory), or null. */
    private final Event[] writeOrigin;
    /**
     * The reads of undefined memory whose value matters, in the order found, each with its first use found (the
     * invocation's first in program order; null for a program that does not follow its values).
     */
    private final Map<Event, UndefinedReadUse> used = new LinkedHashMap<>();

    private UndefinedFlow(int n) {
        this.writeOrigin = new Event[n];
    }

    /**
     * The flow of consistent execution {@code d} of programs starting at {@code initial}; null when none of its reads
     * takes the initial value of memory that has none (the usual case: nothing to replay).
     */
    static UndefinedFlow of(Derivation d, List<ThreadState> initial) {
        StaticFacts s = d.s;
        boolean any = false;
        for (int r = d.rfInit.next(0); r >= 0 && !any; r = d.rfInit.next(r + 1)) {
            any = undefinedInitially(s, s.ev(r));
        }
        if (!any) {
            return null;
        }
        UndefinedFlow flow = new UndefinedFlow(s.n);
        while (flow.replay(d, initial)) {
            flow.used.clear();
        }
        return flow;
    }

    /** The reads of undefined memory whose value matters (stored, or deciding control flow or an address). */
    List<Event> reads() {
        return List.copyOf(used.keySet());
    }

    /**
     * How read {@code r}'s value matters ({@link UndefinedReadUse}: stored, or deciding what {@link UndefinedUse}
     * says), as the stepper's UNDEFINED_READ words it; null when its program does not follow its values.
     */
    UndefinedReadUse use(Event r) {
        return used.get(r);
    }

    /** Whether write event {@code id} stores an undefined value. */
    boolean undefinedWrite(int id) {
        return writeOrigin[id] != null;
    }

    private static boolean undefinedInitially(StaticFacts s, Event ev) {
        return ev.reference() != null && !s.launch.initiallyDefined(ev.reference(), ev.location());
    }

    /** One replay of every trace; whether a write became undefined (then another replay is needed). */
    private boolean replay(Derivation d, List<ThreadState> initial) {
        StaticFacts s = d.s;
        boolean changed = false;
        int k = 0;
        for (Trace t : s.traces) {
            ThreadState st = initial.get(t.agent());
            for (Trace.Step step : t.steps()) {
                if (step.action() instanceof Action.Collective) {
                    st = st.status() == ThreadState.Status.RUNNING ? st.advanceCollective(step.participants()) : st;
                    continue;
                }
                Event ev = s.ev(k++);
                if (st.status() != ThreadState.Status.RUNNING) {
                    continue;
                }
                Event origin = ev.isRead() ? origin(d, ev) : null;
                if (origin != null && !st.tracksDefinedness()) {
                    // a program that does not follow its values may use this one anywhere
                    used.putIfAbsent(origin, null);
                }
                if (ev.isWrite()) {
                    Object from = st.tracksDefinedness() ? st.writtenUndefined(origin) : origin;
                    if (from instanceof Event e) {
                        used.putIfAbsent(e, UndefinedReadUse.stored(ev.agentName(), String.valueOf(ev.location()),
                                ev.source()));
                        changed |= writeOrigin[ev.id()] == null;
                        writeOrigin[ev.id()] = e;
                    }
                }
                st = st.advance(step.read() == null ? 0 : step.read(), origin);
                // the first use in program order, as the stepper meets it (a branch before the store it guards)
                UndefinedUse use = st.undefinedUse();
                if (use != null && use.origin() instanceof Event e && used.get(e) == null) {
                    used.put(e, UndefinedReadUse.of(use));
                }
            }
        }
        return changed;
    }

    /** The read its undefined value comes from when read event {@code r}'s value is undefined, else null. */
    private Event origin(Derivation d, Event r) {
        if (d.rfInit.contains(r.id())) {
            return undefinedInitially(d.s, r) ? r : null;
        }
        for (Event w : d.s.events) {
            if (w.isWrite() && d.rf.contains(w.id(), r.id())) {
                return writeOrigin[w.id()];
            }
        }
        return null;
    }
}
