package dev.syncscope.core.exec;

import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.sync.Scopes;

import java.util.List;
import java.util.function.IntFunction;

/**
 * A stepper's race whose reader acquired a flag value written outside the release sequence of the writer's release
 * after its access, found in the recorded steps, as the checker's link of the same race
 * ({@link LinkSentence#OUTSIDE_RELEASE_SEQUENCE}, with the checker's arguments), so that {@code run}, the window and
 * {@code check} word it by one sentence: the engine's detail ({@link Links}) and, for a GLSL kernel, the views'. VK MM: Release Sequence: "the atomic operation A as
 * its first element; atomic read-modify-write operations on M by any agent", so any other write of the location ends
 * it; Synchronizes-With: B "reads a value written by A or by an operation in the release sequence headed by A". The
 * stepper makes each location's writes in the order of its steps, which is their modification order. A pure function.
 */
public final class ReleaseSequenceEnd {

    private ReleaseSequenceEnd() {
    }

    /**
     * The link for the race between {@code writer}'s access at step {@code from} and {@code reader}'s later one, which
     * comes after the steps before {@code to} ({@code steps} gives the event of each step from {@code from} to
     * {@code to - 1}; {@code agents} an invocation by its id), or null: the reader's latest acquiring atomic read
     * before its access (an acquire, or followed by an acquire barrier) read a write V made after a release head H of
     * the writer (a release atomic write after its access, or an atomic write after a release barrier after it), in
     * each other's scope instance with the read, and a write of the location between H and V, or V itself, is no
     * atomic read-modify-write.
     */
    public static RaceLink find(IntFunction<Event> steps, int from, int to, int writer, int reader,
                                IntFunction<Agent> agents) {
        if (from < 0 || to <= from || writer == reader || writer < 0 || reader < 0) {
            return null;
        }
        // the latest acquiring read of each location only: a spin loop's earlier reads took no newer value
        java.util.Set<dev.syncscope.core.model.Location> seen = new java.util.HashSet<>();
        boolean fenced = false;
        for (int g = to - 1; g > from; g--) {
            Event read = steps.apply(g);
            if (read.agent() != reader) {
                continue;
            }
            fenced |= barrier(read, false);
            Access acc = access(read.action());
            if (read.location() == null || read.readFrom() < 0 || acc == null || !acc.atomic()
                    || (read.kind() != Event.Kind.LOAD && read.kind() != Event.Kind.RMW)
                    || !acc.semantics().acquire() && !fenced || !seen.add(read.location())) {
                continue;
            }
            int v = written(steps, from, read, g);
            RaceLink link = v < 0 ? null : link(steps, agents, writer, from, g, v, acc);
            if (link != null) {
                return link;
            }
        }
        return null;
    }

    /**
     * For the engine's race between write {@code w} and {@code reader}'s access now: the link found on the steps since
     * {@code w}, as far back as {@link SyncLinks} looks, worded as the checker words it without its "no happens-before
     * between …: ", which the race's line says; else null.
     */
    static Links.Found found(Engine e, WriteRecord w, Agent reader) {
        int end = e.position();
        if (w.agent() < 0 || reader.host() || w.step() < 0 || w.step() < end - (1L << 16)) {
            return null;
        }
        RaceLink link = find(i -> e.traceLog().event(i), (int) w.step(), end, w.agent(), reader.id(),
                id -> e.agentInfo[id]);
        if (link == null) {
            return null;
        }
        String words = link.english();
        return new Links.Found(MissingLink.NO_HAPPENS_BEFORE, words.substring(words.indexOf(": ") + 2));
    }

    /** The step of the write {@code read} (at {@code g}) read, or -1 when it is not after {@code from}. */
    private static int written(IntFunction<Event> steps, int from, Event read, int g) {
        for (int v = g - 1; v > from; v--) {
            Event w = steps.apply(v);
            if (w.writeId() == read.readFrom() && read.location().equals(w.location())) {
                return v;
            }
        }
        return -1;
    }

    /**
     * The link of the earliest release head between {@code from} and {@code v}, when {@code v} is not in its sequence,
     * as the checker names the earliest; a race has no head whose sequence holds {@code v} (the read would synchronize
     * with it).
     */
    private static RaceLink link(IntFunction<Event> steps, IntFunction<Agent> agents, int writerId, int from, int g,
                                 int v, Access readAccess) {
        Event read = steps.apply(g);
        Event value = steps.apply(v);
        Agent writer = agents.apply(writerId);
        Agent reader = agents.apply(read.agent());
        boolean fenced = false;
        for (int h = from + 1; h < v; h++) {
            Event head = steps.apply(h);
            if (head.agent() != writerId) {
                continue;
            }
            fenced |= barrier(head, true);
            Access acc = access(head.action());
            if (head.writeId() < 0 || acc == null || !acc.atomic() || !read.location().equals(head.location())
                    || !acc.semantics().release() && !fenced
                    || !Scopes.inEachOthersScope(writer, acc.scope(), reader, readAccess.scope())) {
                continue;
            }
            int end = end(steps, head, h, v);
            if (end < 0) {
                // v is in this head's sequence: the read synchronizes with it (a race then has another link)
                return null;
            }
            Event stop = steps.apply(end);
            if (value.agent() < 0 || stop.agent() < 0) {
                return null;
            }
            return new RaceLink(LinkSentence.OUTSIDE_RELEASE_SEQUENCE, List.of(writer.name(), reader.name(),
                    String.valueOf(head.source()), String.valueOf(read.location()), String.valueOf(value.source()),
                    agents.apply(value.agent()).name(), String.valueOf(read.source()),
                    stop.agent() == writerId ? 1 : 0, String.valueOf(stop.source()),
                    agents.apply(stop.agent()).name(), end != v ? 1 : 0));
        }
        return null;
    }

    /** The first write of {@code head}'s location after it, up to {@code v}, that is no atomic RMW; -1: none. */
    private static int end(IntFunction<Event> steps, Event head, int h, int v) {
        for (int i = h + 1; i <= v; i++) {
            Event w = steps.apply(i);
            if (w.writeId() < 0 || !head.location().equals(w.location())) {
                continue;
            }
            Access acc = access(w.action());
            if (w.kind() != Event.Kind.RMW || acc == null || !acc.atomic()) {
                return i;
            }
        }
        return -1;
    }

    /** Whether {@code e} is a release (acquire) barrier. */
    private static boolean barrier(Event e, boolean release) {
        Semantics s = e.action() instanceof Action.MemoryBarrier m ? m.semantics()
                : e.action() instanceof Action.ControlBarrier c ? c.semantics() : null;
        return s != null && (release ? s.release() : s.acquire());
    }

    private static Access access(Action a) {
        return a instanceof Action.Store s ? s.access() : a instanceof Action.Load l ? l.access()
                : a instanceof Action.ReadModifyWrite m ? m.access() : null;
    }
}
