package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Contribution;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.model.UndefinedReadUse;
import dev.syncscope.core.model.UndefinedUse;
import dev.syncscope.core.model.UndefinedValue;

import java.util.ArrayList;
import java.util.HashMap;
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

    /**
     * Per write event, where its undefined value comes from (the first read of undefined memory, or an
     * {@link UndefinedValue} an invocation made), or null.
     */
    private final Object[] writeOrigin;
    /** Per read event, the write event it reads from (-1: none, the initial value), found once from reads-from. */
    private final int[] source;
    /** How many events were looked at to find the reads' sources: once each pair of reads-from, then one a read. */
    private long examined;
    /**
     * The reads of undefined memory whose value matters, in the order found, each with its first use found (the
     * invocation's first in program order; null for a program that does not follow its values).
     */
    private final Map<Event, UndefinedReadUse> used = new LinkedHashMap<>();
    /**
     * The undefined values invocations made whose value matters, in the order found, by invocation, value and site,
     * each with its first use found.
     */
    private final Map<List<Object>, Made> made = new LinkedHashMap<>();
    /**
     * Per subgroup operation's participant (scope instance, dynamic instance, member id), the origins of its
     * contribution's undefined scalars ({@link ThreadState#contributionUndefined()}), for the other participants.
     */
    private final Map<List<Object>, List<Object>> contributions = new HashMap<>();

    /**
     * An undefined value that invocation {@code agent} made itself and whose value matters, at {@code site} when
     * where it was made is not known ({@link UndefinedValue#at(SourceSpan)}), and how it matters first ({@code how},
     * as a read of undefined memory's use is worded; null when not known).
     */
    record Made(int agent, String agentName, UndefinedValue value, SourceSpan site, UndefinedReadUse how) {
    }

    private UndefinedFlow(Derivation d) {
        int n = d.s.n;
        this.writeOrigin = new Object[n];
        this.source = new int[n];
        java.util.Arrays.fill(source, -1);
        // the first write in event order that each read reads from, as a scan of the events for it finds
        for (int[] p : d.rf.pairs()) {
            examined++;
            if (source[p[1]] < 0 && d.s.ev(p[0]).isWrite()) {
                source[p[1]] = p[0];
            }
        }
    }

    /**
     * The flow of consistent execution {@code d} of programs starting at {@code initial}; null when none of its reads
     * takes the initial value of memory that has none and no invocation made an undefined value itself (the usual
     * case: nothing to replay).
     */
    static UndefinedFlow of(Derivation d, List<ThreadState> initial) {
        StaticFacts s = d.s;
        boolean any = false;
        for (Trace t : s.traces) {
            any |= t.end() != null && t.end().madeUndefined();
        }
        for (int r = d.rfInit.next(0); r >= 0 && !any; r = d.rfInit.next(r + 1)) {
            any = undefinedInitially(s, s.ev(r));
        }
        if (!any) {
            return null;
        }
        UndefinedFlow flow = new UndefinedFlow(d);
        while (flow.replay(d, initial)) {
            flow.used.clear();
            flow.made.clear();
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

    /** The undefined values invocations made whose value matters (stored, or deciding control flow or an address). */
    List<Made> made() {
        return List.copyOf(made.values());
    }

    /** How many events were looked at to find where the reads' values come from (a table, not a scan a read). */
    long examined() {
        return examined;
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
                if (step.action() instanceof Action.Collective c) {
                    if (st.status() == ThreadState.Status.RUNNING) {
                        changed |= contributed(key(s, t.agent(), c, c.member()), st.contributionUndefined());
                        st = st.advanceCollective(step.participants(), undefined(s, t.agent(), c, step.participants()));
                    }
                    continue;
                }
                Event ev = s.ev(k++);
                if (st.status() != ThreadState.Status.RUNNING) {
                    continue;
                }
                Object origin = ev.isRead() ? origin(d, ev) : null;
                if (origin != null && !st.tracksDefinedness()) {
                    // a program that does not follow its values may use this one anywhere
                    matters(origin, t, s, ev.source(), null);
                }
                if (ev.isWrite()) {
                    Object from = st.tracksDefinedness() ? st.writtenUndefined(origin) : origin;
                    if (from != null) {
                        matters(from, t, s, ev.source(), UndefinedReadUse.stored(ev.agentName(),
                                String.valueOf(ev.location()), ev.source()));
                        changed |= writeOrigin[ev.id()] == null;
                        writeOrigin[ev.id()] = from;
                    }
                }
                st = st.advance(step.read() == null ? 0 : step.read(), origin);
                // the first use in program order, as the stepper meets it (a branch before the store it guards)
                decides(st, t, s);
            }
            decides(st, t, s);
        }
        return changed;
    }

    /** Notes the use {@code st} made of an undefined value so far ({@link ThreadState#undefinedUse()}), if any. */
    private void decides(ThreadState st, Trace t, StaticFacts s) {
        UndefinedUse use = st.undefinedUse();
        if (use != null) {
            matters(use.origin(), t, s, use.at(), UndefinedReadUse.of(use));
        }
    }

    /**
     * Notes that the undefined value from {@code origin} matters in trace {@code t}, at {@code site}; a read's first
     * use found is kept ({@code how}, null when not known).
     */
    private void matters(Object origin, Trace t, StaticFacts s, SourceSpan site, UndefinedReadUse how) {
        if (origin instanceof Event e) {
            if (used.get(e) == null) {
                used.put(e, how);
            }
        } else if (origin instanceof UndefinedValue v) {
            Made m = new Made(t.agent(), s.launch.agents().get(t.agent()).name(), v, v.at(site), how);
            made.merge(java.util.Arrays.asList(m.agent(), m.value(), m.site()), m,
                    (old, now) -> old.how() == null ? now : old);
        }
    }

    /** The participant {@code member} of {@code c} as {@code agent}'s subgroup has it. */
    private static List<Object> key(StaticFacts s, int agent, Action.Collective c, int member) {
        return List.of(s.launch.agents().get(agent).instanceOf(c.scope()), c.instance(), member);
    }

    /** Notes the undefined scalars {@code origins} of a contribution; whether that added one not known before. */
    private boolean contributed(List<Object> key, List<Object> origins) {
        List<Object> known = contributions.get(key);
        List<Object> merged = new ArrayList<>(known != null ? known : origins);
        boolean added = known == null && !origins.isEmpty();
        for (int i = 0; known != null && i < origins.size() && i < merged.size(); i++) {
            if (merged.get(i) == null && origins.get(i) != null) {
                merged.set(i, origins.get(i));
                added = true;
            }
        }
        if (added) {
            contributions.put(key, java.util.Collections.unmodifiableList(merged));
        }
        return added;
    }

    /** The undefined scalars of {@code participants} of {@code agent}'s collective {@code c}, by member id. */
    private Map<Integer, List<Object>> undefined(StaticFacts s, int agent, Action.Collective c,
                                                 List<Contribution> participants) {
        Map<Integer, List<Object>> out = new HashMap<>();
        for (Contribution p : participants) {
            List<Object> o = contributions.get(key(s, agent, c, p.member()));
            if (o != null) {
                out.put(p.member(), o);
            }
        }
        return out;
    }

    /** Where read event {@code r}'s undefined value comes from (a read, or a made value), else null. */
    private Object origin(Derivation d, Event r) {
        if (d.rfInit.contains(r.id())) {
            return undefinedInitially(d.s, r) ? r : null;
        }
        int w = source[r.id()];
        if (w < 0) {
            return null;
        }
        examined++;
        return writeOrigin[w];
    }
}
