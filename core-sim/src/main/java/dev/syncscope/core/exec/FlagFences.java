package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;

/**
 * Why a flag the reader read from the writer, in each other's scope instance, did not synchronize them through a release
 * or acquire barrier around it (VK MM: Synchronizes-With, the fence forms: a release barrier A "program-ordered before"
 * the atomic write X and "X's storage class is in A's semantics"; an acquire barrier B program-ordered after the atomic
 * read Y and "Y's storage class is in B's semantics"). When neither the flag's store is a release nor a release barrier
 * before it names the flag's storage class: the barrier that leaves the class out, else a release barrier placed after
 * the store; on the load's side an acquire barrier placed before the load (one after it that leaves the class out is
 * named by {@code SyncLinks.syncBlocked}, from the token the load left pending). Without this the link said nothing synchronized the two, and its advice (a
 * release after the write and an acquire before the access) named what was already there (the memory-model audit's
 * t03, t36, t37, t38). With no release (acquire) at all on one side and all the other side needs on the other, the
 * missing side alone (a release barrier before a relaxed store releases: the audit's F10 was advised a release it
 * had). The checker names the same ({@code check/NoHappensBeforeLinks.flagFence}). Stateless.
 */
final class FlagFences {

    private FlagFences() {
    }

    /**
     * The link for write {@code w} whose writer later stored the atomic {@code flag} that {@code reader} read at
     * {@code flagRead} (with {@code readAccess}) before its access at {@code readerSeq}, looking at the trace's steps
     * {@code stop} to {@code end}; null when both sides have what synchronizes (or neither has any barrier: then the
     * plain missing synchronization is the link). A barrier leaving out the flag's class when that is also the data's
     * class {@code c} is left to {@code SyncLinks.classLeftOut}, which names it as the data's storage class missing.
     */
    static Links.Found of(Engine e, WriteRecord w, WriteRecord flag, Event flagRead, Access readAccess, Agent writer,
                          Agent reader, int readerSeq, long stop, int end, StorageClass c) {
        StorageClass storeClass = flag.reference().storageClass();
        boolean storeReleases = false;
        boolean released = false;
        Event releaseLeavingOut = null;
        Event releaseAfter = null;
        // an acquire barrier after the load that leaves the flag's class out is SyncLinks.syncBlocked's (the token the
        // load left pending names it first); here only one placed before the load
        boolean acquired = readAccess.semantics().acquire();
        // an acquire (release) that would synchronize, for the other side's sentence: a barrier that leaves the flag's
        // or the data's class out, or whose scope leaves the other invocation out, would not either (check/FlagSides)
        boolean acquiredWell = acquired;
        boolean releasedWell = false;
        Event acquireBefore = null;
        // what would do on each side, for the flag's one-sided forms (FLAG_NO_ACQUIRE, FLAG_NO_RELEASE): a release (an
        // acquire) naming the data's class, or a barrier naming it and the flag's, in the other's scope instance
        boolean anyRelease = false;
        boolean laterAcquire = false;
        Event releaseBy = null;
        Event acquireBy = c != null && acquired && readAccess.semantics().covers(c) ? flagRead : null;
        for (int i = (int) stop; i < end; i++) {
            int agent = e.traceLog().agent(i);
            if (agent != writer.id() && agent != reader.id()) {
                continue;
            }
            Event ev = e.traceLog().event(i);
            if (agent == writer.id() && ev.seq() == flag.seq()) {
                Access store = ev.action() instanceof Action.Store s ? s.access()
                        : ev.action() instanceof Action.ReadModifyWrite m ? m.access() : null;
                storeReleases = store != null && store.semantics().release();
                releaseBy = storeReleases && c != null && store.semantics().covers(c) ? ev : releaseBy;
                continue;
            }
            Access read = ev.action() instanceof Action.Load l ? l.access()
                    : ev.action() instanceof Action.ReadModifyWrite m ? m.access() : null;
            if (agent == reader.id() && read != null && read.atomic() && read.semantics().acquire()
                    && ev.seq() > flagRead.seq() && ev.seq() < readerSeq && sameLocation(ev, flag)) {
                // an acquire atomic between the flag's load and the access (a later acquire load of the flag, reading
                // another store): the reader has an acquire, and what it read is another link's (VK MM: Release
                // Sequence; SyncLinks, ReleaseSequenceEnd)
                laterAcquire = true;
            }
            Access written = ev.action() instanceof Action.Store s ? s.access()
                    : ev.action() instanceof Action.ReadModifyWrite m ? m.access() : null;
            if (agent == writer.id() && written != null && written.atomic() && written.semantics().release()
                    && ev.seq() > w.seq() && ev.seq() < flag.seq() && sameLocation(ev, flag)) {
                // a release atomic between the write and the flag heads a release sequence the flag's store may have
                // ended (VK MM: Release Sequence): ReleaseSequenceEnd's link, not a missing release
                anyRelease = true;
                releasedWell = true;
            }
            Semantics sem = ev.action() instanceof Action.MemoryBarrier b ? b.semantics()
                    : ev.action() instanceof Action.ControlBarrier b ? b.semantics() : null;
            if (sem == null) {
                continue;
            }
            Scope scope = ev.action() instanceof Action.MemoryBarrier b ? b.scope()
                    : ((Action.ControlBarrier) ev.action()).memory();
            boolean names = c != null && sem.covers(c) && sem.covers(storeClass);
            if (agent == writer.id() && sem.release() && ev.seq() > w.seq()) {
                if (ev.seq() < flag.seq()) {
                    anyRelease = true;
                    releasedWell |= (names || c == null && sem.covers(storeClass)) && reader.sharesInstance(writer, scope);
                    releaseBy = names && reader.sharesInstance(writer, scope) ? ev : releaseBy;
                    released |= sem.covers(storeClass);
                    releaseLeavingOut = sem.covers(storeClass) ? releaseLeavingOut : ev;
                } else if (releaseAfter == null && (names || c == null && sem.covers(storeClass))) {
                    // one naming the flag's class and the data's would do before it (VK MM: Synchronizes-With, fence
                    // forms; Inter-Thread-Happens-Before), as the checker (check/NoHappensBeforeLinks.releaseSide)
                    releaseAfter = ev;
                }
            }
            if (agent == reader.id() && sem.acquire() && ev.seq() < readerSeq) {
                if (ev.seq() > flagRead.seq()) {
                    acquired = true;
                    acquiredWell |= (names || c == null && sem.covers(storeClass)) && writer.sharesInstance(reader, scope);
                    acquireBy = acquireBy == null && names && writer.sharesInstance(reader, scope) ? ev : acquireBy;
                } else if (names || c == null && sem.covers(storeClass)) {
                    // likewise an acquire barrier before the flag's load (VK MM: Synchronizes-With, fence forms)
                    acquireBefore = ev;
                }
            }
        }
        String flagName = String.valueOf(flag.location());
        if (storeClass == c) {
            releaseLeavingOut = null;
        }
        if (!storeReleases && !released && (releaseLeavingOut != null || releaseAfter != null)) {
            return new Links.Found(MissingLink.NO_HAPPENS_BEFORE, (releaseLeavingOut != null
                    ? writer.name() + "'s release barrier (line " + releaseLeavingOut.source().line() + ") does not name "
                    + storeClass.semanticsName() + ", the storage class of the flag `" + flagName + "` it precedes "
                    + "(line " + flag.source().line() + "), in its semantics, so " + reader.name() + "'s read of the flag does not "
                    + "synchronize with it (name " + storeClass.semanticsName() + " in the barrier's semantics, or make "
                    + "the flag's store a release)"
                    : writer.name() + "'s release barrier (line " + releaseAfter.source().line() + ") comes after its "
                    + "store of the flag `" + flagName + "` (line " + flag.source().line() + "): a release barrier "
                    + "synchronizes only through an atomic store after it, so " + reader.name() + "'s read of the flag "
                    + "does not synchronize with it (put the barrier before the flag's store, or make the store a "
                    + "release)") + (acquiredWell || laterAcquire ? ""
                    : noAcquireEither(writer, reader, flagRead, storeClass, c)),
                    releaseLeavingOut != null ? UnseenWrite.Case.RELEASE_FENCE_FLAG_CLASS : UnseenWrite.Case.PLAIN);
        }
        if (!acquired && acquireBefore != null) {
            return new Links.Found(MissingLink.NO_HAPPENS_BEFORE, reader.name() + "'s acquire barrier (line "
                    + acquireBefore.source().line() + ") comes before its load of the flag `" + flagName + "` (line "
                    + flagRead.source().line() + "): an acquire barrier synchronizes only through an atomic load before"
                    + " it, so it does not synchronize with any release of " + writer.name() + " (put the barrier after the"
                    + " flag's load, or make the load an acquire)"
                    + (storeReleases || releasedWell ? "" : noReleaseEither(writer, reader, flag, storeClass, c)));
        }
        // VK MM: Synchronizes-With (atomic and fence forms): with no release (acquire) at all on one side and all the
        // other side needs on the other, the missing side is the one link, as the checker's FLAG_NO_RELEASE and
        // FLAG_NO_ACQUIRE (a release barrier before a relaxed store releases: the audit's F10)
        if (!storeReleases && !anyRelease && releaseAfter == null && acquireBy != null) {
            return new Links.Found(MissingLink.NO_HAPPENS_BEFORE, (acquireBy == flagRead ? "the load of the flag `"
                    + flagName + "` by " + reader.name() + " (line " + acquireBy.source().line() + ") is itself an acquire"
                    : reader.name() + " acquires (line " + acquireBy.source().line() + ") after its load of the flag `"
                    + flagName + "`") + ", but " + writer.name()
                    + "'s store of the flag (line " + flag.source().line() + ") is not a release and no release barrier "
                    + "comes before it, after the write, so " + reader.name() + " does not synchronize with "
                    + writer.name() + " (make the store a release naming " + c.semanticsName() + ", or put a release "
                    + "barrier naming it and the flag's storage class after the write, before the store; at a scope "
                    + "that includes both invocations)");
        }
        Action.MemoryBarrier after = !acquired && !laterAcquire && releaseBy != null
                ? acquireAfter(e, reader, writer, storeClass, c) : null;
        if (after != null) {
            return new Links.Found(MissingLink.NO_HAPPENS_BEFORE, reader.name() + "'s acquire barrier (line "
                    + after.source().line() + ") after its load of the flag `" + flagName + "` (line "
                    + flagRead.source().line() + ") comes after the access: an acquire barrier orders only what "
                    + "follows it (move the barrier between the flag's load and the access, or make the load an acquire "
                    + "naming " + c.semanticsName() + ")");
        }
        if (!acquired && !laterAcquire && releaseBy != null) {
            return new Links.Found(MissingLink.NO_HAPPENS_BEFORE, (releaseBy.seq() == flag.seq() ? "the store of the "
                    + "flag `" + flagName + "` by " + writer.name() + " (line " + releaseBy.source().line() + ") is itself a "
                    + "release" : writer.name() + " releases (line " + releaseBy.source().line() + ") before its store of "
                    + "the flag `" + flagName + "`") + ", but "
                    + reader.name() + "'s load of the flag (line " + flagRead.source().line() + ") is not an acquire and no "
                    + "acquire barrier follows it before the access, so " + reader.name() + " does not synchronize "
                    + "with " + writer.name() + " (make the load an acquire naming " + c.semanticsName() + ", or put an "
                    + "acquire barrier naming it and the flag's storage class after the load, before the access; at a "
                    + "scope that includes both invocations)");
        }
        return null;
    }

    /**
     * The acquire barrier a straight-line reader (a litmus test's thread: {@code ThreadState.barriersAhead}) will still
     * perform after the access being made, naming the flag's class {@code flagClass} and the data's {@code c}, in the
     * writer's scope instance, or null: it would synchronize with the writer's release but is program-ordered after
     * the access, so it orders nothing before it (VK MM: Inter-Thread-Happens-Before: the acquire barrier "is
     * program-ordered before" the access). As the checker's ACQUIRE_FENCE_AFTER_READ; a kernel's steps to come are not
     * known here (the views find the barrier in the steps run after the access).
     */
    private static Action.MemoryBarrier acquireAfter(Engine e, Agent reader, Agent writer, StorageClass flagClass,
                                                     StorageClass c) {
        for (Action.MemoryBarrier b : e.state.agents[reader.id()].thread().barriersAhead()) {
            if (b.semantics().acquire() && b.semantics().covers(c) && b.semantics().covers(flagClass)
                    && writer.sharesInstance(reader, b.scope())) {
                return b;
            }
        }
        return null;
    }

    /**
     * The reader's side missing too, after a sentence of a barrier of the writer's: with that barrier mended, nothing on
     * the reader's side performs the acquire synchronization needs (VK MM: Synchronizes-With, every form), so the
     * advice names it as well, as the checker's link does ({@code check/LinkSentence}).
     */
    static String noAcquireEither(Agent writer, Agent reader, Event flagRead, StorageClass flagClass,
                                  StorageClass data) {
        return "; and the load of the flag by " + reader.name() + " (line " + flagRead.source().line() + ") is not an "
                + "acquire either, with no acquire barrier after it, before the access, whose semantics name "
                + StorageClass.semanticsNames(flagClass, data) + " (the storage classes of the flag and of the data) and "
                + "whose memory scope includes " + writer.name() + " (make it an acquire too, or put such an acquire barrier after "
                + "it, before the access)";
    }

    /**
     * Whether the atomic {@code ev} accesses the flag's location: only there can it head or continue the flag's release
     * sequence or read another store of it (VK MM: Release Sequence is one location's); another location's acquire or
     * release is no side of this flag.
     */
    private static boolean sameLocation(Event ev, WriteRecord flag) {
        return java.util.Objects.equals(ev.location(), flag.location());
    }

    /** The mirror of {@link #noAcquireEither}: the writer's side missing too, after a sentence of the reader's. */
    private static String noReleaseEither(Agent writer, Agent reader, WriteRecord flag, StorageClass flagClass,
                                          StorageClass data) {
        return "; and the store of the flag by " + writer.name() + " (line " + flag.source().line() + ") is not a "
                + "release either, with no release barrier before it, after the access, whose semantics name "
                + StorageClass.semanticsNames(flagClass, data) + " (the storage classes of the flag and of the data) and "
                + "whose memory scope includes " + reader.name() + " (make it a release too, or put such a release barrier before "
                + "it, after the access)";
    }
}
