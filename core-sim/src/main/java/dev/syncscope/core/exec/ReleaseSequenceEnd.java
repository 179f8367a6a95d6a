package dev.syncscope.core.exec;

import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.sync.Scopes;

import java.util.List;
import java.util.function.IntFunction;

/**
 * A stepper's race whose reader acquired a flag value written outside the release sequence of the writer's release
 * after its access, found in the recorded steps, as the checker's link of the same race
 * ({@link LinkSentence#OUTSIDE_RELEASE_SEQUENCE}, with the checker's arguments), so that {@code run}, the window and
 * {@code check} word it by one sentence: the engine's detail ({@link Links}) and, for a GLSL kernel, the views'. VK MM:
 * Release Sequence: "the atomic operation A as its first element; atomic read-modify-write operations on M by any
 * agent", so any other write of the location ends
 * it; Synchronizes-With: B "reads a value written by A or by an operation in the release sequence headed by A". The
 * stepper makes each location's writes in the order of its steps, which is their modification order. A pure function.
 */
public final class ReleaseSequenceEnd {

    private ReleaseSequenceEnd() {
    }

    /** The positions of one agent's steps after {@code from} and before {@code to}, ascending. */
    @FunctionalInterface
    public interface AgentPositions {
        int[] of(int agent, int from, int to);
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
        return find(steps, (a, lo, hi) -> scanned(steps, a, lo, hi), from, to, writer, reader, agents);
    }

    /**
     * As {@link #find(IntFunction, int, int, int, int, IntFunction)}, the reader's and the writer's steps given by
     * {@code positions} (the engine's {@link AgentSteps}), so that a race's link walks two invocations' steps, not
     * every step since the write (a kernel whose every invocation stores to one location ran 1.7 times as long).
     */
    static RaceLink find(IntFunction<Event> steps, AgentPositions positions, int from, int to, int writer, int reader,
                         IntFunction<Agent> agents) {
        if (from < 0 || to <= from || writer == reader || writer < 0 || reader < 0) {
            return null;
        }
        // the latest acquiring read of each location only: a spin loop's earlier reads took no newer value
        java.util.Set<dev.syncscope.core.model.Location> seen = new java.util.HashSet<>();
        boolean fenced = false;
        int[] own = positions.of(reader, from, to);
        for (int k = own.length - 1; k >= 0; k--) {
            int g = own[k];
            Event read = steps.apply(g);
            fenced |= barrier(read, false);
            Access acc = read.action().access();
            if (read.location() == null || read.readFrom() < 0 || acc == null || !acc.atomic()
                    || (read.kind() != Event.Kind.LOAD && read.kind() != Event.Kind.RMW)
                    || !acc.semantics().acquire() && !fenced || !seen.add(read.location())) {
                continue;
            }
            int v = written(steps, from, read, g);
            RaceLink link = v < 0 ? null : link(steps, positions.of(writer, from, v), agents, writer, g, v, acc);
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
        AgentSteps own = e.agentSteps();
        RaceLink link = find(i -> e.traceLog().event(i), (a, lo, hi) -> between(own, a, lo, hi), (int) w.step(), end,
                w.agent(), reader.id(), id -> e.agentInfo[id]);
        if (link == null) {
            return null;
        }
        String words = link.english();
        return new Links.Found(MissingLink.NO_HAPPENS_BEFORE, words.substring(words.indexOf(": ") + 2));
    }

    /** Agent {@code a}'s steps after {@code from} and before {@code to} in {@code steps}, ascending. */
    private static int[] between(AgentSteps steps, int a, int from, int to) {
        int first = steps.firstAtOrAfter(a, from + 1L);
        int[] out = new int[Math.max(0, steps.firstAtOrAfter(a, to) - first)];
        for (int k = 0; k < out.length; k++) {
            out[k] = steps.at(a, first + k);
        }
        return out;
    }

    /** Agent {@code a}'s steps after {@code from} and before {@code to}, found by looking at every step. */
    private static int[] scanned(IntFunction<Event> steps, int a, int from, int to) {
        int[] out = new int[8];
        int n = 0;
        for (int i = from + 1; i < to; i++) {
            if (steps.apply(i).agent() == a) {
                out = n == out.length ? java.util.Arrays.copyOf(out, 2 * n) : out;
                out[n++] = i;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** The step of the write {@code read} (at {@code g}) read, or -1 when it is not after {@code from}. */
    private static int written(IntFunction<Event> steps, int from, Event read, int g) {
        int made = read.readFrom();
        if (made > from && made < g && steps.apply(made).writeId() == made
                && read.location().equals(steps.apply(made).location())) {
            return made; // a write's id is the step that made it (WriteRecord#id)
        }
        for (int v = g - 1; v > from; v--) {
            Event w = steps.apply(v);
            if (w.writeId() == read.readFrom() && read.location().equals(w.location())) {
                return v;
            }
        }
        return -1;
    }

    /**
     * The link of the earliest release head among the writer's steps {@code heads} (after its access, before
     * {@code v}), when {@code v} is not in its sequence,
     * as the checker names the earliest; a race has no head whose sequence holds {@code v} (the read would synchronize
     * with it).
     */
    private static RaceLink link(IntFunction<Event> steps, int[] heads, IntFunction<Agent> agents, int writerId, int g,
                                 int v, Access readAccess) {
        Event read = steps.apply(g);
        Event value = steps.apply(v);
        Agent writer = agents.apply(writerId);
        Agent reader = agents.apply(read.agent());
        boolean fenced = false;
        for (int h : heads) {
            Event head = steps.apply(h);
            fenced |= barrier(head, true);
            Access acc = head.action().access();
            if (head.writeId() < 0 || acc == null || !acc.atomic() || !read.location().equals(head.location())
                    || !acc.semantics().release() && !fenced
                    || !Scopes.inEachOthersScope(writer, acc.scope(), reader, readAccess.scope())) {
                continue;
            }
            int end = end(steps, head, h, v, agents);
            if (end < 0 && unordered(head, steps.apply(v), agents)) {
                // v itself is a read-modify-write out of the head's scoped modification order: no part of the sequence
                end = v;
            }
            if (end < 0) {
                // v is in this head's sequence: the read synchronizes with it (a race then has another link)
                return null;
            }
            Event stop = steps.apply(end);
            if (value.agent() < 0 || stop.agent() < 0) {
                return null;
            }
            List<Object> args = List.of(writer.name(), reader.name(), String.valueOf(head.source()),
                    String.valueOf(read.location()), String.valueOf(value.source()), agents.apply(value.agent()).name(),
                    String.valueOf(read.source()), stop.agent() == writerId ? 1 : 0, String.valueOf(stop.source()),
                    agents.apply(stop.agent()).name(), end != v ? 1 : 0);
            Access ended = stop.action().access();
            if (stop.kind() != Event.Kind.RMW || ended == null || !ended.atomic() || ended.scope() == null
                    || acc.scope() == null) {
                return new RaceLink(LinkSentence.OUTSIDE_RELEASE_SEQUENCE, args);
            }
            Agent breaker = agents.apply(stop.agent());
            Scope both = writer.narrowestSharedScope(breaker).wider(breaker.narrowestSharedScope(reader));
            List<Object> scoped = new java.util.ArrayList<>(args);
            scoped.addAll(List.of(ended.scope().shortName(), acc.scope().shortName(),
                    both.shortName()));
            return new RaceLink(LinkSentence.SEQUENCE_SCOPE, scoped);
        }
        return null;
    }

    /**
     * The first write of {@code head}'s location after it, up to {@code v}, that is no atomic RMW; -1: none. An atomic
     * RMW not in each other's scope instance with the head is passed over: it is not in the head's scoped modification
     * order, which "relates no other operations", so it is no part of the sequence, but it does not end it either,
     * "the longest continuous subsequence of A's scoped modification order" (VK MM: Scoped Modification Order, Release
     * Sequence; the engine keeps the sequence open past it, {@code Writes.sequencesAfter}).
     */
    private static int end(IntFunction<Event> steps, Event head, int h, int v, IntFunction<Agent> agents) {
        for (int i = h + 1; i <= v; i++) {
            Event w = steps.apply(i);
            if (w.writeId() < 0 || !head.location().equals(w.location()) || unordered(head, w, agents)) {
                continue;
            }
            Access acc = w.action().access();
            if (w.kind() != Event.Kind.RMW || acc == null || !acc.atomic()) {
                return i;
            }
        }
        return -1;
    }

    /** Whether {@code w} is an atomic RMW not in each other's scope instance with {@code head}. */
    private static boolean unordered(Event head, Event w, IntFunction<Agent> agents) {
        Access acc = w.action().access();
        Access headAccess = head.action().access();
        return w.kind() == Event.Kind.RMW && acc != null && acc.atomic() && w.agent() >= 0 && head.agent() >= 0
                && acc.scope() != null && headAccess != null && headAccess.scope() != null
                && !Scopes.inEachOthersScope(agents.apply(head.agent()), headAccess.scope(), agents.apply(w.agent()),
                acc.scope());
    }


    /** Whether {@code e} is a release (acquire) barrier. */
    private static boolean barrier(Event e, boolean release) {
        Semantics s = e.action() instanceof Action.MemoryBarrier m ? m.semantics()
                : e.action() instanceof Action.ControlBarrier c ? c.semantics() : null;
        return s != null && (release ? s.release() : s.acquire());
    }
}
