package dev.syncscope.views.explain;

import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.sync.Scopes;

import java.util.List;

/**
 * A stepper's race whose reader acquired a flag value written outside the release sequence of the writer's release
 * after its access, found in the recorded steps, as the checker's link of the same race
 * ({@link LinkSentence#OUTSIDE_RELEASE_SEQUENCE}, with the checker's arguments), so that {@code run}, the window and
 * {@code check} word it by one sentence ({@link CheckLinkText}). VK MM: Release Sequence: "the atomic operation A as
 * its first element; atomic read-modify-write operations on M by any agent", so any other write of the location ends
 * it; Synchronizes-With: B "reads a value written by A or by an operation in the release sequence headed by A". The
 * stepper makes each location's writes in the order of its steps, which is their modification order. A pure function.
 */
final class ReleaseSequenceEnd {

    private ReleaseSequenceEnd() {
    }

    /**
     * The link for the race between the access at position {@code from} of {@code context}'s steps and the later one
     * at {@code to}, or null: the later invocation's latest acquiring atomic read before its access (an acquire, or
     * followed by an acquire barrier) read a write V made after a release head H of the first invocation (a release
     * atomic write after its access, or an atomic write after a release barrier after it), in each other's scope
     * instance with the read, and a write of the location between H and V, or V itself, is no atomic read-modify-write.
     */
    static RaceLink find(ExplanationContext context, int from, int to) {
        List<StepRecord> trace = context.trace();
        Launch launch = context.launch();
        if (launch == null || from < 0 || to <= from || to >= trace.size()) {
            return null;
        }
        int writer = trace.get(from).event().agent();
        int reader = trace.get(to).event().agent();
        if (writer == reader || writer < 0 || reader < 0) {
            return null;
        }
        for (int g = to - 1; g > from; g--) {
            Event read = trace.get(g).event();
            Access acc = access(read.action());
            if (read.agent() != reader || read.location() == null || read.readFrom() < 0 || acc == null
                    || !acc.atomic() || (read.kind() != Event.Kind.LOAD && read.kind() != Event.Kind.RMW)
                    || !acc.semantics().acquire() && !barrier(trace, reader, g, to, false)) {
                continue;
            }
            int v = written(trace, read, g);
            RaceLink link = v < 0 ? null : link(trace, launch, from, g, v, acc);
            if (link != null) {
                return link;
            }
        }
        return null;
    }

    /** The position of the write {@code read} (at {@code g}) read, or -1 when the steps do not show it. */
    private static int written(List<StepRecord> trace, Event read, int g) {
        for (int v = g - 1; v >= 0; v--) {
            Event w = trace.get(v).event();
            if (w.writeId() == read.readFrom() && read.location().equals(w.location())) {
                return v;
            }
        }
        return -1;
    }

    /** The link of the earliest release head between {@code from} and {@code v} whose sequence {@code v} is not in. */
    private static RaceLink link(List<StepRecord> trace, Launch launch, int from, int g, int v, Access readAccess) {
        Event first = trace.get(from).event();
        Event read = trace.get(g).event();
        Event value = trace.get(v).event();
        Agent writer = launch.agents().get(first.agent());
        Agent reader = launch.agents().get(read.agent());
        for (int h = from + 1; h < v; h++) {
            Event head = trace.get(h).event();
            Access acc = access(head.action());
            if (head.agent() != first.agent() || head.writeId() < 0 || acc == null || !acc.atomic()
                    || !read.location().equals(head.location())
                    || !acc.semantics().release() && !barrier(trace, first.agent(), from, h, true)
                    || !Scopes.inEachOthersScope(writer, acc.scope(), reader, readAccess.scope())) {
                continue;
            }
            int end = end(trace, head, h, v);
            if (end < 0) {
                continue;
            }
            Event stop = trace.get(end).event();
            if (value.agent() < 0 || stop.agent() < 0) {
                return null;
            }
            return new RaceLink(LinkSentence.OUTSIDE_RELEASE_SEQUENCE, List.of(writer.name(), reader.name(),
                    String.valueOf(head.source()), String.valueOf(read.location()), String.valueOf(value.source()),
                    launch.agents().get(value.agent()).name(), String.valueOf(read.source()),
                    stop.agent() == first.agent() ? 1 : 0, String.valueOf(stop.source()),
                    launch.agents().get(stop.agent()).name(), end != v ? 1 : 0));
        }
        return null;
    }

    /** The first write of {@code head}'s location after it, up to {@code v}, that is no atomic RMW; -1: none. */
    private static int end(List<StepRecord> trace, Event head, int h, int v) {
        for (int i = h + 1; i <= v; i++) {
            Event w = trace.get(i).event();
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

    /** Whether {@code agent} has a release (acquire) barrier strictly between positions {@code a} and {@code b}. */
    private static boolean barrier(List<StepRecord> trace, int agent, int a, int b, boolean release) {
        for (int i = a + 1; i < b; i++) {
            Event e = trace.get(i).event();
            Semantics s = e.action() instanceof Action.MemoryBarrier m ? m.semantics()
                    : e.action() instanceof Action.ControlBarrier c ? c.semantics() : null;
            if (e.agent() == agent && s != null && (release ? s.release() : s.acquire())) {
                return true;
            }
        }
        return false;
    }

    private static Access access(Action a) {
        return a instanceof Action.Store s ? s.access() : a instanceof Action.Load l ? l.access()
                : a instanceof Action.ReadModifyWrite m ? m.access() : null;
    }
}
