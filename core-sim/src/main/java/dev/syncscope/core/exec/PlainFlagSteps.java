package dev.syncscope.core.exec;

import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Reference;

import java.util.List;
import java.util.function.IntFunction;

/**
 * A stepper's race around a flag written and read with plain accesses between a release and an acquire memory
 * barrier, found in the recorded steps, as the checker's link of the same race ({@link LinkSentence#PLAIN_FLAG},
 * {@code check/PlainFlagLink}, with the checker's arguments), so that {@code run}, the window and {@code check} word it
 * by one sentence. The fence forms of synchronizes-with need "an atomic write" X after the release barrier and "an
 * atomic read" Y before the acquire barrier (VK MM: Synchronizes-With), so such barriers synchronize nothing, and the
 * two plain accesses of the flag race themselves (VK MM: Data Race). Both races get the link: the flag's own (its
 * store and its load, either first in the steps) and the data's (the load before the reader's access read the flag's
 * store). The reader's acquire barrier after the flag's load may come after the race's step: the steps after it count
 * too (run and the window word a race again over the steps at hand). A pure function.
 */
public final class PlainFlagSteps {

    private PlainFlagSteps() {
    }

    /**
     * The link for the race between the accesses at steps {@code from} and {@code to} ({@code from} first;
     * {@code steps} gives the event of each of the {@code size} steps; {@code agents} an invocation by its id), or
     * null: not where either access is private (atomics for the flag would not be all that is missing) or made by the
     * host.
     */
    public static RaceLink find(IntFunction<Event> steps, int size, int from, int to, IntFunction<Agent> agents) {
        if (from < 0 || to <= from || to >= size) {
            return null;
        }
        Event a = steps.apply(from);
        Event b = steps.apply(to);
        if (a.agent() < 0 || b.agent() < 0 || a.agent() == b.agent() || privateAccess(a) || privateAccess(b)) {
            return null;
        }
        // the flag's own race: its store and its load, the load first when the reader looked before the store
        RaceLink own = plain(a, Event.Kind.STORE) && plain(b, Event.Kind.LOAD) ? link(steps, size, from, to, from, to,
                agents) : plain(a, Event.Kind.LOAD) && plain(b, Event.Kind.STORE) ? link(steps, size, to, from, from,
                to, agents) : null;
        if (own != null) {
            return own;
        }
        // the data's race: the reader's nearest plain load before its access with an acquire barrier between, which
        // read a plain store of the writer's after its access, with a release barrier between
        for (int g = to - 1; g > from; g--) {
            Event load = steps.apply(g);
            if (load.agent() != b.agent() || !plain(load, Event.Kind.LOAD) || load.readFrom() < 0) {
                continue;
            }
            int f = written(steps, from, load, g);
            if (f < 0 || steps.apply(f).agent() != a.agent() || !plain(steps.apply(f), Event.Kind.STORE)) {
                continue;
            }
            int release = barrier(steps, size, f, -1, true);
            int acquire = barrier(steps, size, g, 1, false);
            if (release > from && acquire > g && acquire < to) {
                return link(steps, size, f, g, from, to, agents);
            }
        }
        return null;
    }

    /** The step after {@code from} and before {@code g} that made the write {@code load} read, or -1. */
    private static int written(IntFunction<Event> steps, int from, Event load, int g) {
        for (int v = g - 1; v > from; v--) {
            Event w = steps.apply(v);
            if (w.writeId() == load.readFrom() && load.location().equals(w.location())) {
                return v;
            }
        }
        return -1;
    }

    /**
     * The link of store {@code f} and load {@code g} of one flag through one reference, when a release barrier comes
     * before {@code f} (after the writer's access {@code from} when {@code f} is not it) and an acquire barrier after
     * {@code g} (before the reader's access when {@code g} is not it); else null.
     */
    private static RaceLink link(IntFunction<Event> steps, int size, int f, int g, int from, int to,
                                 IntFunction<Agent> agents) {
        Event store = steps.apply(f);
        Event load = steps.apply(g);
        Reference ref = reference(store);
        if (ref == null || !ref.equals(reference(load)) || !store.location().equals(load.location())) {
            return null;
        }
        int release = barrier(steps, size, f, -1, true);
        int acquire = barrier(steps, size, g, 1, false);
        boolean own = f == from || f == to;
        if (release < 0 || acquire < 0 || !own && (release <= from || acquire >= to)) {
            return null;
        }
        Event x = steps.apply(from);
        Event y = steps.apply(to);
        Event writer = own ? store : x;
        Event reader = own ? load : y;
        return new RaceLink(LinkSentence.PLAIN_FLAG, List.of(agents.apply(writer.agent()).name(),
                agents.apply(reader.agent()).name(), String.valueOf(store.source()), String.valueOf(load.location()),
                String.valueOf(load.source()), String.valueOf(steps.apply(release).source()),
                String.valueOf(steps.apply(acquire).source())));
    }

    /**
     * The nearest release memory barrier before the access at {@code e} ({@code step} -1) or acquire memory barrier
     * after it ({@code step} 1) of its invocation, naming its storage class, with no control barrier between: -1 if
     * none. A control barrier between makes the shape a phase of barrier()s, not a flag, whose fix is no atomic (as
     * the checker's {@code PlainFlagLink.barrier}).
     */
    private static int barrier(IntFunction<Event> steps, int size, int e, int step, boolean release) {
        Event access = steps.apply(e);
        Reference ref = reference(access);
        if (ref == null) {
            return -1;
        }
        for (int i = e + step; i >= 0 && i < size; i += step) {
            Event b = steps.apply(i);
            if (b.agent() != access.agent()) {
                continue;
            }
            if (b.action() instanceof Action.ControlBarrier) {
                return -1;
            }
            if (b.action() instanceof Action.MemoryBarrier m && (release ? m.semantics().release()
                    : m.semantics().acquire()) && m.semantics().covers(ref.storageClass())) {
                return i;
            }
        }
        return -1;
    }

    /** Whether {@code e} is a plain (not atomic) access of {@code kind}. */
    private static boolean plain(Event e, Event.Kind kind) {
        Access acc = e.action() == null ? null : e.action().access();
        return e.kind() == kind && acc != null && !acc.atomic();
    }

    /** Whether {@code e}'s access is private (VK MM: Private vs. Non-Private). */
    private static boolean privateAccess(Event e) {
        Access acc = e.action() == null ? null : e.action().access();
        return acc != null && !acc.isNonPrivate();
    }

    private static Reference reference(Event e) {
        return e.action() instanceof Action.Load l ? l.reference()
                : e.action() instanceof Action.Store s ? s.reference() : null;
    }
}
