package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
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
 * t03, t36, t37, t38). The checker names the same ({@code check/NoHappensBeforeLinks.flagFence}). Stateless.
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
        Event acquireBefore = null;
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
                continue;
            }
            Semantics sem = ev.action() instanceof Action.MemoryBarrier b ? b.semantics()
                    : ev.action() instanceof Action.ControlBarrier b ? b.semantics() : null;
            if (sem == null) {
                continue;
            }
            if (agent == writer.id() && sem.release() && ev.seq() > w.seq()) {
                if (ev.seq() < flag.seq()) {
                    released |= sem.covers(storeClass);
                    releaseLeavingOut = sem.covers(storeClass) ? releaseLeavingOut : ev;
                } else if (releaseAfter == null) {
                    releaseAfter = ev;
                }
            }
            if (agent == reader.id() && sem.acquire() && ev.seq() < readerSeq) {
                if (ev.seq() > flagRead.seq()) {
                    acquired = true;
                } else {
                    acquireBefore = ev;
                }
            }
        }
        String flagName = String.valueOf(flag.location());
        if (storeClass == c) {
            releaseLeavingOut = null;
        }
        if (!storeReleases && !released && (releaseLeavingOut != null || releaseAfter != null)) {
            return new Links.Found(MissingLink.NO_HAPPENS_BEFORE, releaseLeavingOut != null
                    ? writer.name() + "'s release barrier (line " + releaseLeavingOut.source().line() + ") does not name "
                    + storeClass.semanticsName() + ", the storage class of the flag " + flagName + " it precedes (line "
                    + flag.source().line() + "), in its semantics, so " + reader.name() + "'s read of the flag does not "
                    + "synchronize with it (name " + storeClass.semanticsName() + " in the barrier's semantics, or make "
                    + "the flag's store a release)"
                    : writer.name() + "'s release barrier (line " + releaseAfter.source().line() + ") comes after its "
                    + "store of the flag " + flagName + " (line " + flag.source().line() + "): a release barrier "
                    + "synchronizes only through an atomic store after it, so " + reader.name() + "'s read of the flag "
                    + "does not synchronize with it (put the barrier before the flag's store, or make the store a "
                    + "release)", releaseLeavingOut != null ? UnseenWrite.Case.RELEASE_FENCE_FLAG_CLASS
                    : UnseenWrite.Case.PLAIN);
        }
        if (!acquired && acquireBefore != null) {
            return new Links.Found(MissingLink.NO_HAPPENS_BEFORE, reader.name() + "'s acquire barrier (line "
                    + acquireBefore.source().line() + ") comes before its load of the flag " + flagName + " (line "
                    + flagRead.source().line() + "): an acquire barrier synchronizes only through an atomic load before"
                    + " it, so it does not synchronize with " + writer.name() + "'s release (put the barrier after the"
                    + " flag's load, or make the load an acquire)");
        }
        return null;
    }
}
