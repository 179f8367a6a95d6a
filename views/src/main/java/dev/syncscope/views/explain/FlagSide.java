package dev.syncscope.views.explain;

import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;

import java.util.List;
import java.util.function.IntFunction;

/**
 * A stepper's flag pair only one side of which synchronizes, as the checker's link of the same race
 * ({@link LinkSentence#FLAG_NO_ACQUIRE}, {@link LinkSentence#FLAG_NO_RELEASE},
 * {@link LinkSentence#ACQUIRE_FENCE_AFTER_READ}, and a barrier too narrow for the other invocation with the other side
 * missing, {@link LinkSentence#ACQUIRE_FENCE_SCOPE}, {@link LinkSentence#RELEASE_FENCE_SCOPE}; with the checker's
 * arguments), so that {@code run}, "Why this value?"
 * and {@code check} word a kernel's race by one sentence ({@link CheckLinkText}) that advises the missing side alone.
 * VK MM: Synchronizes-With (atomic and fence forms: a release barrier before a relaxed store releases, an acquire
 * barrier after a relaxed load acquires); Inter-Thread-Happens-Before (the acquire barrier "is program-ordered before"
 * the access it orders, and both sides have the data's storage class in their semantics). A pure function.
 */
final class FlagSide {

    private FlagSide() {
    }

    /**
     * The link of {@code flag} between {@code writer}'s access and {@code reader}'s read of {@code data} at step
     * {@code readStep} of {@code trace}, or null: both sides synchronize or neither does, or the side that is there
     * leaves the data's storage class (or, for a barrier, the flag's) out of its semantics, which another link says.
     * A released flag whose reader performs, after the read and before its next atomic read of the flag, an acquire
     * barrier that would do is {@link LinkSentence#ACQUIRE_FENCE_AFTER_READ}. A release atomic of the writer between
     * its access at step {@code writeStep} and the flag's store, or an acquire atomic of the reader between the flag's
     * load and the read, is a side that is there, whose release sequence another link names (VK MM: Release Sequence;
     * {@link dev.syncscope.core.exec.ReleaseSequenceEnd}): null. A side that is a barrier whose memory scope's instance
     * leaves out the other invocation ({@code agents}: the launch's invocations by id; null: not known) is the scope's
     * link, {@link LinkSentence#ACQUIRE_FENCE_SCOPE} or {@link LinkSentence#RELEASE_FENCE_SCOPE}, with the other side
     * missing too, as the checker's (VK MM: Synchronizes-With, fence forms: "A and B are in the instance of each other's
     * memory scopes"); an atomic's too narrow scope is another link (null).
     */
    static RaceLink of(FlagPair flag, String writer, String reader, Location data, List<StepRecord> trace,
                       int writeStep, int readStep, IntFunction<Agent> agents) {
        if (flag == null || flag.released() == flag.acquired() || data == null || data.namedBy() == null
                || writeStep < 0 || readStep >= trace.size()) {
            return null;
        }
        int storeAt = trace.indexOf(flag.store());
        int loadAt = trace.indexOf(flag.load());
        if (flag.acquired() ? ordering(trace, writeStep, storeAt, true) : ordering(trace, loadAt, readStep, false)) {
            return null;
        }
        StorageClass c = data.namedBy().storageClass();
        StorageClass flagClass = flag.storageClass();
        Event store = flag.store().event();
        Event load = flag.load().event();
        String location = String.valueOf(load.location());
        // a private (not coherent) data access needs more than the flag's synchronization (VK MM: Location-Ordered):
        // then no side alone is missing
        if (agents == null || !nonPrivate(trace.get(writeStep).event().action())
                || !nonPrivate(trace.get(readStep).event().action())) {
            return null;
        }
        Agent writerAgent = agents.apply(store.agent());
        Agent readerAgent = agents.apply(load.agent());
        String flagName = flagClass == null ? "" : flagClass.semanticsName();
        if (flag.acquired()) {
            Event acquire = (flag.acquireFence() != null ? flag.acquireFence() : flag.load()).event();
            // the acquire there must reach the writer (VK MM: Synchronizes-With: "in the instance of each other's
            // memory scopes"); one that does not is the scope's link, the missing release besides (the review)
            if (flag.acquireFence() != null && covers(acquire, flagClass) && !reaches(acquire, readerAgent, writerAgent)) {
                return new RaceLink(LinkSentence.ACQUIRE_FENCE_SCOPE, List.of(writer, reader,
                        String.valueOf(acquire.source()), location, String.valueOf(load.source()),
                        scope(acquire).shortName(), 1, String.valueOf(store.source()), flagName));
            }
            return names(acquire, c, flagClass) && reaches(acquire, readerAgent, writerAgent) ? new RaceLink(
                    LinkSentence.FLAG_NO_RELEASE, List.of(writer, reader, String.valueOf(acquire.source()), location,
                    String.valueOf(store.source()), c.semanticsName(), flagName, flag.acquireFence() == null ? 1 : 0))
                    : null;
        }
        Event release = (flag.releaseFence() != null ? flag.releaseFence() : flag.store()).event();
        if (flag.releaseFence() != null && covers(release, flagClass) && !reaches(release, writerAgent, readerAgent)) {
            // the mirror: a release barrier too narrow for the reader, and no acquire on its side
            return new RaceLink(LinkSentence.RELEASE_FENCE_SCOPE, List.of(writer, reader,
                    String.valueOf(release.source()), location, String.valueOf(store.source()),
                    scope(release).shortName(), 1, String.valueOf(load.source()), flagName));
        }
        if (!names(release, c, flagClass) || !reaches(release, writerAgent, readerAgent)) {
            return null;
        }
        int agent = trace.get(readStep).event().agent();
        for (int i = readStep + 1; i < trace.size(); i++) {
            Event e = trace.get(i).event();
            if (e.agent() != agent) {
                continue;
            }
            // up to its next atomic read, of the flag or another: a barrier after that may serve that read (a second
            // flag), and moving it above the read would take it from there
            if ((e.kind() == Event.Kind.LOAD || e.kind() == Event.Kind.RMW) && atomic(e.action())) {
                break;
            }
            if (barrier(e.action()) != null && barrier(e.action()).acquire() && names(e, c, flagClass)
                    && reaches(e, readerAgent, writerAgent)) {
                return new RaceLink(LinkSentence.ACQUIRE_FENCE_AFTER_READ, List.of(writer, reader,
                        String.valueOf(e.source()), location, String.valueOf(load.source()), c.semanticsName()));
            }
        }
        return new RaceLink(LinkSentence.FLAG_NO_ACQUIRE, List.of(writer, reader, String.valueOf(release.source()),
                location, String.valueOf(load.source()), c.semanticsName(), flagName,
                flag.releaseFence() == null ? 1 : 0));
    }

    /**
     * Whether {@code e}, a release or acquire, names the data's class {@code c} in its semantics, and, a barrier, the
     * flag's class too (VK MM: Synchronizes-With, fence forms: "X's storage class is in A's semantics";
     * Inter-Thread-Happens-Before: "all of SC in its semantics").
     */
    private static boolean names(Event e, StorageClass c, StorageClass flagClass) {
        Semantics fence = barrier(e.action());
        if (fence != null) {
            return fence.covers(c) && fence.covers(flagClass);
        }
        Access a = e.action() instanceof Action.Store s ? s.access() : e.action() instanceof Action.Load l ? l.access()
                : e.action() instanceof Action.ReadModifyWrite m ? m.access() : null;
        return a != null && a.semantics().covers(c);
    }

    /**
     * Whether the invocation of the step at {@code from} performs, strictly between steps {@code from} and {@code to},
     * an atomic write of the flag's location that releases ({@code release}: the flag's store is at {@code to}) or an
     * atomic read of it that acquires (the flag's load is at {@code from}).
     */
    private static boolean ordering(List<StepRecord> trace, int from, int to, boolean release) {
        if (from < 0 || to < 0) {
            return false;
        }
        int agent = trace.get(from).event().agent();
        // only an atomic of the flag's location heads or continues its release sequence, or reads another store of it
        // (VK MM: Release Sequence): another location's is no side of this flag
        Object flagLocation = trace.get(release ? to : from).event().location();
        for (int i = from + 1; i < to; i++) {
            Event e = trace.get(i).event();
            if (!java.util.Objects.equals(e.location(), flagLocation)) {
                continue;
            }
            Action a = e.action();
            Access access = release ? (a instanceof Action.Store s ? s.access() : null)
                    : (a instanceof Action.Load l ? l.access() : null);
            access = access != null ? access : a instanceof Action.ReadModifyWrite m ? m.access() : null;
            if (e.agent() == agent && access != null && access.atomic()
                    && (release ? access.semantics().release() : access.semantics().acquire())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether release or acquire {@code e} of {@code own}'s reaches {@code other}: {@code other} is in the instance of
     * its memory scope (VK MM: Synchronizes-With, "A and B are in the instance of each other's memory scopes"; a
     * barrier's memory scope, an atomic's scope).
     */
    private static boolean reaches(Event e, Agent own, Agent other) {
        Action a = e.action();
        Scope scope = a instanceof Action.MemoryBarrier b ? b.scope() : a instanceof Action.ControlBarrier b
                ? b.memory() : access(a) != null ? access(a).scope() : null;
        return scope != null && own != null && other != null && own.sharesInstance(other, scope);
    }

    /** Whether barrier {@code e} names the flag's class (VK MM: Synchronizes-With, fence forms). */
    private static boolean covers(Event e, StorageClass flagClass) {
        return barrier(e.action()) != null && barrier(e.action()).covers(flagClass);
    }

    private static Scope scope(Event e) {
        Action a = e.action();
        return a instanceof Action.MemoryBarrier b ? b.scope() : ((Action.ControlBarrier) a).memory();
    }

    private static Access access(Action a) {
        return a instanceof Action.Store s ? s.access() : a instanceof Action.Load l ? l.access()
                : a instanceof Action.ReadModifyWrite m ? m.access() : null;
    }

    private static boolean nonPrivate(Action a) {
        return access(a) != null && access(a).isNonPrivate();
    }

    private static boolean atomic(Action a) {
        return access(a) != null && access(a).atomic();
    }

    private static Semantics barrier(Action a) {
        return a instanceof Action.MemoryBarrier b ? b.semantics()
                : a instanceof Action.ControlBarrier b ? b.semantics() : null;
    }
}
