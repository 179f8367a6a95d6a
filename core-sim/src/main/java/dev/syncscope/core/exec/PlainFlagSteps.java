package dev.syncscope.core.exec;

import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.StorageClass;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * A stepper's race around a flag written and read with plain accesses between a release and an acquire memory
 * barrier, found in the recorded steps, as the checker's link of the same race ({@link LinkSentence#PLAIN_FLAG},
 * {@code check/PlainFlagLink}, with the checker's arguments), so that {@code run}, the window and {@code check} word it
 * by one sentence. The fence forms of synchronizes-with need "an atomic write" X after the release barrier and "an
 * atomic read" Y before the acquire barrier (VK MM: Synchronizes-With), so such barriers synchronize nothing, and the
 * two plain accesses of the flag race themselves (VK MM: Data Race). Both races get the link: the flag's own (its
 * store and its load, either first in the steps) and the data's (a load of the reader's before its access read the
 * flag's store). The reader's acquire barrier after the flag's load may come after the race's step: the steps after it
 * count too (run and the window word a race again over the steps at hand). Linear in the steps looked at (two passes
 * between the accesses, and one scan each way for the flag's own race). A pure function.
 */
public final class PlainFlagSteps {

    private static final StorageClass[] ALL = StorageClass.values();
    private static final int CLASSES = ALL.length;

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
        if (plain(a, Event.Kind.STORE) && plain(b, Event.Kind.LOAD)) {
            RaceLink own = link(steps, from, to, barrier(steps, size, from, -1, true),
                    barrier(steps, size, to, 1, false), from, to, agents);
            if (own != null) {
                return own;
            }
        } else if (plain(a, Event.Kind.LOAD) && plain(b, Event.Kind.STORE)) {
            RaceLink own = link(steps, to, from, barrier(steps, size, to, -1, true),
                    barrier(steps, size, from, 1, false), from, to, agents);
            if (own != null) {
                return own;
            }
        }
        return data(steps, size, from, to, agents);
    }

    /**
     * The data's race: as the checker ({@code PlainFlagLink.of}), the writer's earliest plain store F at or after its
     * access with a release barrier between (before F when F is the access), read by a plain load G of the reader
     * before its access with an acquire barrier between, G the nearest to the access. A forward pass records each such
     * F by the write it made; a backward pass meets the loads.
     */
    private static RaceLink data(IntFunction<Event> steps, int size, int from, int to, IntFunction<Agent> agents) {
        int writer = steps.apply(from).agent();
        int reader = steps.apply(to).agent();
        Map<Integer, int[]> stores = new HashMap<>(); // write id -> {F, its release barrier}
        int[] release = new int[CLASSES];
        Arrays.fill(release, -1);
        for (int i = from; i < to; i++) {
            Event e = steps.apply(i);
            if (e.agent() != writer) {
                continue;
            }
            Reference ref = reference(e);
            if (plain(e, Event.Kind.STORE) && ref != null && e.writeId() >= 0) {
                int r = i == from ? barrier(steps, size, from, -1, true) : release[ref.storageClass().ordinal()];
                if (r >= 0) {
                    stores.putIfAbsent(e.writeId(), new int[] {i, r});
                }
            }
            note(e, i, release, true);
        }
        if (stores.isEmpty()) {
            return null;
        }
        int[] acquire = new int[CLASSES];
        Arrays.fill(acquire, -1);
        int bestF = Integer.MAX_VALUE;
        RaceLink best = null;
        // the reader's racing load itself may be the flag's load of a later store of the writer's (checker: g = y)
        Event last = steps.apply(to);
        int[] read = plain(last, Event.Kind.LOAD) ? stores.get(last.readFrom()) : null;
        if (read != null && read[0] < to) {
            best = link(steps, read[0], to, read[1], barrier(steps, size, to, 1, false), from, to, agents);
            bestF = best == null ? bestF : read[0];
        }
        for (int g = to - 1; g > from; g--) {
            Event e = steps.apply(g);
            if (e.agent() != reader) {
                continue;
            }
            Reference ref = reference(e);
            int[] store = plain(e, Event.Kind.LOAD) && ref != null ? stores.get(e.readFrom()) : null;
            int acq = ref == null ? -1 : acquire[ref.storageClass().ordinal()];
            if (store != null && store[0] < g && store[0] < bestF && acq >= 0) {
                RaceLink link = link(steps, store[0], g, store[1], acq, from, to, agents);
                if (link != null) {
                    bestF = store[0];
                    best = link;
                }
            }
            note(e, g, acquire, false);
        }
        return best;
    }

    /**
     * Keeps {@code nearest} (per storage class, the nearest release barrier so far going forward, or acquire barrier
     * going backward) up to date with {@code e}, one invocation's step at {@code at}: a control barrier clears it (a
     * phase of barrier()s, not a flag, whose fix is no atomic: as the checker's {@code PlainFlagLink.barrier}).
     */
    private static void note(Event e, int at, int[] nearest, boolean release) {
        if (e.action() instanceof Action.ControlBarrier) {
            Arrays.fill(nearest, -1);
        } else if (e.action() instanceof Action.MemoryBarrier m
                && (release ? m.semantics().release() : m.semantics().acquire())) {
            for (StorageClass c : ALL) {
                if (m.semantics().covers(c)) {
                    nearest[c.ordinal()] = at;
                }
            }
        }
    }

    /**
     * The link of store {@code f} and load {@code g} of one flag through one reference, with its release barrier
     * {@code release} and acquire barrier {@code acquire} (-1: none, no link).
     */
    private static RaceLink link(IntFunction<Event> steps, int f, int g, int release, int acquire, int from, int to,
                                 IntFunction<Agent> agents) {
        Event store = steps.apply(f);
        Event load = steps.apply(g);
        Reference ref = reference(store);
        if (release < 0 || acquire < 0 || ref == null || !ref.equals(reference(load))
                || !store.location().equals(load.location())) {
            return null;
        }
        boolean own = f == from || f == to;
        Event writer = own ? store : steps.apply(from);
        Event reader = own ? load : steps.apply(to);
        return new RaceLink(LinkSentence.PLAIN_FLAG, List.of(agents.apply(writer.agent()).name(),
                agents.apply(reader.agent()).name(), String.valueOf(store.source()), String.valueOf(load.location()),
                String.valueOf(load.source()), String.valueOf(steps.apply(release).source()),
                String.valueOf(steps.apply(acquire).source())));
    }

    /**
     * The nearest release memory barrier before the access at {@code e} ({@code step} -1) or acquire memory barrier
     * after it ({@code step} 1) of its invocation, naming its storage class, with no control barrier between: -1 if
     * none.
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
