package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.sync.ClassSets;
import dev.syncscope.core.sync.ReleaseToken;
import dev.syncscope.core.sync.Scopes;

/**
 * The synchronization part of {@link Links}: why a synchronization the reader attempted did not order the write before
 * its access. The flag it read from the writer (the two atomics' scopes, the classes of the release and acquire
 * around it), and the release tokens its atomic reads left pending (the release's scope and classes, the acquires
 * after it). VK MM: Synchronizes-With, Atomic Operation, Inter-Thread-Happens-Before. Owned by the engine's thread.
 */
final class SyncLinks {

    private final Engine e;

    SyncLinks(Engine e) {
        this.e = e;
    }

    private String name(int agent) {
        return agent < 0 ? "host" : e.agentInfo[agent].name();
    }

    /**
     * Why the latest flag {@code reader} read from the writer did not order the write {@code w} before the reader's
     * access {@code readerSeq}, or null: the flag is the reader's latest atomic read, before that access, of an atomic
     * write its writer made after {@code w}. When the two atomics are not in each other's scope instance (VK MM: Atomic
     * Operation: not mutually ordered, so Synchronizes-With, which asks "A and B are mutually-ordered" in every form,
     * cannot hold), the scope; else a release or acquire around the flag whose semantics leave out {@code c}
     * ({@link #classLeftOut}). A release and an acquire at Workgroup scope in two workgroups leave no release token to
     * find, and an acquire that took the flag's class leaves none for the data's, so without this the link said no
     * release/acquire pair existed (the explanation audit's rows 5, 6 and 6c).
     */
    Links.Found flagLink(WriteRecord w, Agent reader, int readerSeq, StorageClass c) {
        if (w.agent() < 0 || reader.host()) {
            return null;
        }
        Agent writer = e.agentInfo[w.agent()];
        int end = e.position();
        long stop = Math.max(Math.max(0, w.step()), end - (long) SCAN);
        AgentSteps steps = e.agentSteps();
        for (int k = steps.firstAtOrAfter(reader.id(), end) - 1; k >= 0 && steps.at(reader.id(), k) >= stop; k--) {
            Event ev = e.traceLog().event(steps.at(reader.id(), k));
            Access acc = ev.action() instanceof Action.Load l ? l.access()
                    : ev.action() instanceof Action.ReadModifyWrite m ? m.access() : null;
            if (ev.seq() >= readerSeq || acc == null || !acc.atomic() || ev.location() == null || ev.readFrom() < 0) {
                continue;
            }
            WriteRecord flag = e.state.locations.get(ev.location()) == null ? null
                    : e.state.locations.get(ev.location()).write(ev.readFrom());
            if (flag == null || flag.agent() != w.agent() || flag.seq() <= w.seq() || !flag.atomic()) {
                continue;
            }
            if (!Scopes.inEachOthersScope(writer, flag.scope(), reader, acc.scope())) {
                return new Links.Found(MissingLink.SCOPE_EXCLUDES_AGENT, reader.name() + " read " + ev.location() + " (line "
                        + ev.source().line() + ") that " + writer.name() + " wrote after this write (line "
                        + flag.source().line() + "), but the two atomics are not in each other's scope instance ("
                        + flag.scope().shortName() + " and " + acc.scope().shortName() + " scope), so they are not "
                        + "mutually ordered and do not synchronize (" + dev.syncscope.core.check.LinkEnglish.widen(
                        Scopes.narrow(writer, flag.scope(), reader, acc.scope()), flag.scope().shortName(),
                        acc.scope().shortName()) + ")");
            }
            Links.Found fences = FlagFences.of(e, w, flag, ev, acc, writer, reader, readerSeq, stop, end, c);
            if (fences != null) {
                return fences;
            }
            return c == null ? null : classLeftOut(w, flag, ev, acc, writer, reader, readerSeq, c, stop, end);
        }
        return null;
    }

    /**
     * For a flag pair that is mutually ordered: the release of the writer (the flag write's own, or a release barrier
     * between the write and it) or the acquire of the reader (the flag read's own, or an acquire barrier after it)
     * whose semantics all leave out {@code c}, or null. VK MM: Inter-Thread-Happens-Before: the release and the acquire
     * must "have all of SC in their semantics"; Synchronizes-With, fence forms: "X's storage class is in A's
     * semantics". Where some release (acquire) is there but none names the data's class, that class is the first
     * missing link, not a missing pair (the explanation audit's rows 6 and 6c).
     */
    private Links.Found classLeftOut(WriteRecord w, WriteRecord flag, Event flagRead, Access readAccess, Agent writer,
                               Agent reader, int readerSeq, StorageClass c, long stop, int end) {
        String release = null;
        boolean releaseCovers = false;
        String acquire = null;
        boolean acquireCovers = false;
        boolean flagReleases = false;
        boolean acquireWorks = readAccess.semantics().acquire();
        if (readAccess.semantics().acquire()) {
            acquire = "acquire of " + flagRead.location() + " (line " + flagRead.source().line() + ")";
            acquireCovers = readAccess.semantics().covers(c);
        }
        for (int i = (int) stop; i < end; i++) {
            int agent = e.traceLog().agent(i);
            if (agent != writer.id() && agent != reader.id()) {
                continue;
            }
            Event ev = e.traceLog().event(i);
            Semantics sem = ev.action() instanceof Action.Store st && st.access().atomic() ? st.access().semantics()
                    : ev.action() instanceof Action.ReadModifyWrite m && m.access().atomic() ? m.access().semantics()
                    : ev.action() instanceof Action.MemoryBarrier b ? b.semantics()
                    : ev.action() instanceof Action.ControlBarrier b ? b.semantics() : null;
            if (sem == null) {
                continue;
            }
            boolean barrier = ev.action() instanceof Action.MemoryBarrier || ev.action() instanceof Action.ControlBarrier;
            flagReleases |= agent == writer.id() && !barrier && ev.seq() == flag.seq() && sem.release();
            if (agent == writer.id() && ev.seq() > w.seq() && ev.seq() <= flag.seq() && sem.release()
                    && (barrier || ev.seq() == flag.seq())) {
                releaseCovers |= sem.covers(c);
                release = release != null ? release : (barrier ? "release barrier" : "release of "
                        + flagRead.location()) + " (line " + ev.source().line() + ")";
            }
            if (agent == reader.id() && barrier && ev.seq() > flagRead.seq() && ev.seq() < readerSeq
                    && sem.acquire()) {
                acquireCovers |= sem.covers(c);
                Scope scope = ev.action() instanceof Action.MemoryBarrier b ? b.scope()
                        : ((Action.ControlBarrier) ev.action()).memory();
                acquireWorks |= sem.covers(c) && writer.sharesInstance(reader, scope);
                acquire = acquire != null ? acquire : "acquire barrier (line " + ev.source().line() + ")";
            }
        }
        if (release != null && !releaseCovers && release.startsWith("release barrier") && !flagReleases
                && flag.reference().storageClass() == c) {
            // the barrier leaves out the flag's class too: no synchronizes-with at all, as the checker says
            // (RELEASE_FENCE_FLAG_CLASS; VK MM: Synchronizes-With, fence forms: "X's storage class is in A's semantics")
            return new Links.Found(MissingLink.STORAGE_CLASS_MISSING, writer.name() + "'s " + release + " does not name "
                    + c.semanticsName() + ", the storage class of the flag `" + flagRead.location() + "` it precedes (line "
                    + flag.source().line() + "), in its semantics, so " + reader.name() + "'s read of the flag does not "
                    + "synchronize with it (name " + c.semanticsName() + " in the barrier's semantics, or make the flag's "
                    + "store a release)" + (acquireWorks ? "" : FlagFences.noAcquireEither(writer, reader, flagRead, c, c)));
        }
        if (release != null && !releaseCovers) {
            return new Links.Found(MissingLink.STORAGE_CLASS_MISSING, writer.name() + "'s " + release + " does not name "
                    + c.semanticsName() + " in its semantics: " + reader.name() + " read what it released, but the "
                    + "synchronization does not order " + c.semanticsName() + " (name it in the release's and the "
                    + "acquire's semantics)");
        }
        if (acquire != null && !acquireCovers && release == null) {
            // no release on the writer's side either: naming c in the acquire alone would order nothing (VK MM:
            // Synchronizes-With pairs a release A with an acquire B), so both sides are named, as the checker does
            return new Links.Found(MissingLink.STORAGE_CLASS_MISSING, reader.name() + "'s " + acquire + " does not name "
                    + c.semanticsName() + " in its semantics, so it does not synchronize with any release of "
                    + writer.name() + " through " + flagRead.location() + "; and " + writer.name() + "'s store of "
                    + flagRead.location() + " (line " + flag.source().line() + ") is not a release either, with no "
                    + "release barrier before it after the write (name " + c.semanticsName() + " in the acquire's "
                    + "semantics, and make that store a release naming it, or put a release barrier naming it before"
                    + " the store)");
        }
        if (acquire != null && !acquireCovers) {
            return new Links.Found(MissingLink.STORAGE_CLASS_MISSING, reader.name() + "'s " + acquire + " does not name "
                    + c.semanticsName() + " in its semantics, so it does not order " + c.semanticsName() + " after "
                    + writer.name() + "'s release (name it in the release's and the acquire's semantics)");
        }
        return null;
    }

    /** How far back {@link #syncBlocked} looks in the trace for the release and the acquires after it. */
    private static final int SCAN = 1 << 16;

    /**
     * Why a release of {@code src} after its operation at {@code afterSeq} (made at step {@code afterStep}) that
     * {@code reader} observed (a token its atomic reads left pending) did not make the operation happen-before the
     * reader's operation at {@code readerSeq} for class {@code c}, or null: the release does not name {@code c}, or an
     * acquire of the reader after the release has a memory scope whose instance leaves {@code src} out or semantics
     * that leave out {@code c} or the flag's class (VK MM: Synchronizes-With: "A and B are in the instance of each
     * other's memory scopes", "X's storage class is in B's semantics"; Inter-Thread-Happens-Before: both "have all
     * of SC in their semantics").
     */
    Links.Found syncBlocked(int src, int afterSeq, long afterStep, StorageClass c, Agent reader, int readerSeq,
                              String access) {
        if (src < 0 || src == reader.id()) {
            return null;
        }
        Links.Found release = null;
        // a release naming several classes leaves a token per class set: one naming c answers for the release (VK MM:
        // Synchronizes-With, fence forms: "X's storage class is in A's semantics" is about the release, not a token)
        boolean named = false;
        for (Pending p : e.state.agents[reader.id()].pending()) {
            ReleaseToken t = p.token();
            if (t.source().id() != src || t.sourceSeq() <= afterSeq) {
                continue;
            }
            boolean covers = (ClassSets.classMask(t.classSet()) & (1 << c.ordinal())) != 0;
            if (!reader.sharesInstance(t.source(), t.scope())) {
                if (covers) {
                    return releaseScope(p, src, reader, access);
                }
                continue;
            }
            if (!covers) {
                release = new Links.Found(MissingLink.STORAGE_CLASS_MISSING, name(src) + "'s " + (t.fence() ? "release barrier"
                        : "release") + " after the " + access + " does not name " + c.semanticsName() + " in its semantics: "
                        + reader.name() + observed(p) + ", but the synchronization does not order "
                        + c.semanticsName() + " (name it in the release's and the acquire's semantics)");
                continue;
            }
            Links.Found acquire = acquireBlocks(t, p.requiredClass(), c, reader, readerSeq, afterStep);
            if (acquire != null) {
                return acquire;
            }
            named = true;
        }
        return named ? null : release;
    }

    /** The first acquire of {@code reader} after the release of {@code t} whose scope or semantics keep it from synchronizing. */
    private Links.Found acquireBlocks(ReleaseToken t, StorageClass flagClass, StorageClass c, Agent reader, int readerSeq,
                                long afterStep) {
        int end = e.position();
        long stop = Math.max(afterStep, end - (long) SCAN);
        int releaseStep = -1;
        for (int i = end - 1; i >= stop; i--) {
            if (e.traceLog().agent(i) == t.source().id() && e.traceLog().event(i).seq() == t.sourceSeq()) {
                releaseStep = i;
                break;
            }
        }
        if (releaseStep < 0) {
            return null;
        }
        Event flagRead = null;
        // the flag read that read the releaser's write, where one did (another atomic of the flag's class may follow)
        Event flagReadFromSource = null;
        for (int i = releaseStep + 1; i < end; i++) {
            if (e.traceLog().agent(i) != reader.id()) {
                continue;
            }
            Event ev = e.traceLog().event(i);
            if (ev.seq() >= readerSeq) {
                break;
            }
            Scope scope;
            Semantics sem;
            String what;
            if (ev.action() instanceof Action.MemoryBarrier b) {
                scope = b.scope();
                sem = b.semantics();
                what = "acquire barrier";
            } else if (ev.action() instanceof Action.ControlBarrier b) {
                scope = b.memory();
                sem = b.semantics();
                what = "acquire barrier";
            } else if (ev.action() instanceof Action.Load l && l.access().atomic()) {
                scope = l.access().scope();
                sem = l.access().semantics();
                what = "acquire";
            } else if (ev.action() instanceof Action.ReadModifyWrite m && m.access().atomic()) {
                scope = m.access().scope();
                sem = m.access().semantics();
                what = "acquire";
            } else {
                continue;
            }
            if (!sem.acquire()) {
                // the flag's relaxed atomic read that an acquire barrier after it would make synchronize
                LocationState read = ev.location() == null ? null : e.state.locations.get(ev.location());
                if (what.equals("acquire") && read != null && read.storageClass() == flagClass) {
                    flagRead = ev;
                    WriteRecord from = read.write(ev.readFrom());
                    flagReadFromSource = from != null && from.agent() == t.source().id() ? ev : flagReadFromSource;
                }
                continue;
            }
            if (flagReadFromSource != null) {
                flagRead = flagReadFromSource;
            }
            String line = " (line " + ev.source().line() + ")";
            if (!t.inScopeOf(reader, scope)) {
                return new Links.Found(MissingLink.SCOPE_EXCLUDES_AGENT, reader.name() + "'s " + what + line + " has "
                        + scope.shortName() + " scope, whose instance does not include " + name(t.source().id()) + ": "
                        + reader.name() + " read what " + name(t.source().id()) + " released, but the acquire does "
                        + "not synchronize with it (widen the acquire's memory scope)", UnseenWrite.Case.ACQUIRE_SCOPE);
            }
            if (flagClass != null && flagClass != c && !sem.covers(flagClass) && flagRead != null
                    && what.equals("acquire barrier")) {
                // VK MM: Synchronizes-With, fence forms: without the flag's class the barrier does not synchronize at
                // all, whatever it says of the data's, so the flag's class is the first missing link (as the checker's
                // ACQUIRE_FENCE_FLAG_CLASS)
                return new Links.Found(MissingLink.STORAGE_CLASS_MISSING, reader.name() + "'s " + what + line
                        + " does not name " + flagClass.semanticsName() + ", the storage class of the flag `"
                        + flagRead.location() + "` it follows (line " + flagRead.source().line() + "), in its semantics, "
                        + "so it does not synchronize with " + name(t.source().id()) + "'s release through that flag "
                        + "(name " + flagClass.semanticsName() + " in the barrier's semantics, or make the flag's load "
                        + "an acquire)", UnseenWrite.Case.ACQUIRE_FENCE_FLAG_CLASS);
            }
            StorageClass missing = !sem.covers(c) ? c : flagClass != null && !sem.covers(flagClass) ? flagClass : null;
            if (missing != null) {
                return new Links.Found(MissingLink.STORAGE_CLASS_MISSING, reader.name() + "'s " + what + line
                        + " does not name " + missing.semanticsName() + " in its semantics, so it does not "
                        + "synchronize with " + name(t.source().id()) + "'s release for " + c.semanticsName());
            }
        }
        return null;
    }

    /**
     * A release barrier of the writer after the write whose release the reader observed (a token its atomic reads left
     * pending) but whose scope instance leaves the reader out, so that no acquire of the reader synchronizes with it
     * (VK MM: Synchronizes-With, the fence forms: "A and B are in the instance of each other's memory scopes"), or
     * null. Then the scope, not a missing release/acquire pair, is the first missing link.
     */
    Links.Found releaseScopeExcludes(WriteRecord w, Agent reader, StorageClass c) {
        if (c == null || w.agent() < 0 || reader.host()) {
            return null;
        }
        for (Pending p : e.state.agents[reader.id()].pending()) {
            ReleaseToken t = p.token();
            if (t.source().id() == w.agent() && t.sourceSeq() > w.seq()
                    && (ClassSets.classMask(t.classSet()) & (1 << c.ordinal())) != 0
                    && !reader.sharesInstance(t.source(), t.scope())) {
                return releaseScope(p, w.agent(), reader, "write");
            }
        }
        return null;
    }

    private Links.Found releaseScope(Pending p, int src, Agent reader, String access) {
        ReleaseToken t = p.token();
        Event barrier = p.requiredClass() == null ? narrowControlBarrier(src, reader, t.scope(), t.sourceSeq()) : null;
        if (barrier != null) {
            // VK MM: Synchronizes-With, fence–control-barrier–fence: the release is the control barrier's own, in one
            // instance of its execution scope with the reader, but its memory scope leaves the reader out; as the
            // checker (check/SynchronizedLinks.barrierMemoryScope)
            return new Links.Found(MissingLink.SCOPE_EXCLUDES_AGENT, name(src) + " and " + reader.name() + " both pass "
                    + "the control barrier (line " + barrier.source().line() + "), but its memory scope, "
                    + t.scope().shortName() + ", has an instance that does not include " + reader.name() + ", so the "
                    + "barrier orders their execution only, not their memory (widen the barrier's memory scope)",
                    UnseenWrite.Case.BARRIER_MEMORY_SCOPE);
        }
        return new Links.Found(MissingLink.SCOPE_EXCLUDES_AGENT, name(src) + "'s " + (t.fence()
                ? "release barrier" : "release") + " after the " + access + " has " + t.scope().shortName() + " scope, whose instance"
                + " does not include " + reader.name() + ": " + reader.name() + observed(p) + ", but no"
                + " acquire of " + reader.name() + " synchronizes with it (widen the release's memory scope)",
                UnseenWrite.Case.RELEASE_SCOPE);
    }

    /**
     * The latest control barrier {@code src} passed whose own memory scope is {@code scope} and leaves {@code reader}
     * out while its execution scope's instance holds both, with release semantics: the release the reader met at it
     * is the barrier's own; or null (the release was a release barrier before it). Looks no further back than the
     * release's position {@code since}.
     */
    private Event narrowControlBarrier(int src, Agent reader, Scope scope, int since) {
        Agent writer = e.agentInfo[src];
        for (int i = e.traceLog().size() - 1; i >= 0; i--) {
            if (e.traceLog().agent(i) != src) {
                continue;
            }
            Event ev = e.traceLog().event(i);
            if (ev.seq() < since) {
                break;
            }
            if (ev.action() instanceof Action.ControlBarrier b && b.memory() == scope && b.execution() != null
                    && b.semantics() != null && b.semantics().release() && !reader.sharesInstance(writer, scope)
                    && reader.sharesInstance(writer, b.execution())) {
                return ev;
            }
        }
        return null;
    }

    /**
     * How the reader came to hold the release it could not acquire: an atomic read of what it released, or a control
     * barrier both passed (fence–control-barrier–fence: no read at all; the audit's t42 said "read what it released").
     */
    private static String observed(Pending p) {
        return p.requiredClass() == null ? " met it at a control barrier both passed" : " read what it released";
    }
}
