package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.memory.AvailabilityFact;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.memory.ReadRecord;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.sync.ClassSets;
import dev.syncscope.core.sync.FenceRelease;
import dev.syncscope.core.sync.ReleaseToken;
import dev.syncscope.core.sync.Scopes;
import dev.syncscope.core.sync.VisMark;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds the first missing link of the chain write → availability → happens-before → visibility →
 * access (VK MM: Availability and Visibility; Location-Ordered), for explanations and races.
 * Owned by the engine's thread.
 */
final class Links {

    /** A missing link and its sentence. */
    /** @param kase which case of a missing happens-before it is ({@link UnseenWrite.Case}) */
    record Found(MissingLink link, String detail, UnseenWrite.Case kase) {
        Found(MissingLink link, String detail) {
            this(link, detail, UnseenWrite.Case.PLAIN);
        }
    }

    private final Engine e;

    Links(Engine e) {
        this.e = e;
    }

    private String name(int agent) {
        return agent < 0 ? "host" : e.agentInfo[agent].name();
    }

    /** Why write {@code w} is not (location-ordered | visible) before access {@code y}. */
    Found forWrite(WriteRecord w, Op y, boolean locationOrder) {
        boolean sameRef = w.reference().name().equals(y.reference());
        Agent reader = e.agentInfo[y.agent()];
        // VK MM: Atomic Operation (mutually-ordered), Scoped Modification Order: atomics outside each other's scope
        // instance are synchronized as non-atomics; the scope is why, for the race and for the stale read alike
        if (w.atomic() && y.atomic() && sameRef
                && !Scopes.inEachOthersScope(e.agentInfo[w.agent()], w.scope(), reader, y.scope())) {
            return new Found(MissingLink.SCOPE_EXCLUDES_AGENT, "the atomics' scopes (" + w.scope() + ", " + y.scope()
                    + ") do not include each other's invocation, so they are not mutually ordered");
        }
        Agent writer = e.agentInfo[w.agent()];
        if (writer.host() || reader.host()) {
            // VK MM: Location-Ordered, last bullet: only the host/device domain path connects a host agent
            return HostLinks.forWrite(e, w, writer, reader, y);
        }
        boolean devicePath = w.facts().stream().anyMatch(f -> !f.domain().kind().isShaderDomain());
        if (locationOrder && !sameRef && !devicePath) {
            return new Found(MissingLink.DIFFERENT_REFERENCE, "the write uses reference " + w.reference().name()
                    + " and the access " + y.reference() + ": shader availability and visibility never connect two "
                    + "references; only device-domain operations do");
        }
        boolean priv = !w.nonPrivate() || !y.nonPrivate();
        boolean ssw = w.agent() != y.agent() && e.sswReaches(w.agent(), y.agent());
        boolean visibleOperationally = e.ordering.visible(w, y, false);
        if (locationOrder && priv && (visibleOperationally || !devicePath) && !ssw) {
            return new Found(MissingLink.PRIVATE_ACCESS, (!w.nonPrivate() ? "the write" : "the access")
                    + " is private: private accesses of different invocations are location-ordered only through "
                    + "system-synchronizes-with; make both accesses non-private (nonpriv, av/vis or coherent)");
        }
        if (locationOrder && priv && visibleOperationally) {
            // VK MM: Private vs. Non-Private; Location-Ordered (the shader-domain bullet needs both non-private)
            return new Found(MissingLink.PRIVATE_ACCESS, (!w.nonPrivate() ? "the write" : "the access")
                    + " is private, so the shader availability and visibility operations that carried the write do "
                    + "not order it with another invocation's access; " + name(w.agent())
                    + " system-synchronizes-with " + reader.name() + ", so an availability operation to the device "
                    + "domain (avdevice) after the write" + (y.read() && !y.write() ? " and a device-domain visibility "
                    + "operation (visdevice) before the read" : "") + " would order them; or make both accesses "
                    + "non-private (nonpriv, av/vis or coherent)");
        }
        if ((priv && ssw) || (devicePath && shaderFactsOf(w, reader).isEmpty())) {
            // VK MM: Location-Ordered, last bullet: X -> AV(device) -> VIS(device) -> Y, the only path for a
            // private access (Private vs. Non-Private) and for a write available only in the device domain
            return deviceDomain(w, y, reader, priv);
        }
        StorageClass c = w.location() == null ? null : e.state.locations.get(w.location()).storageClass();
        List<AvailabilityFact> facts = w.facts();
        if (facts.isEmpty()) {
            for (FenceRelease f : e.state.agents[w.agent()].fenceTokens()) {
                if (f.seq() > w.seq() && !f.classes().contains(c)) {
                    return new Found(MissingLink.STORAGE_CLASS_MISSING, "the release after the write (" + name(w.agent())
                            + ") does not name " + c.semanticsName() + " in its semantics, so it does not make the write "
                            + "available");
                }
            }
            if (c != null && laterReleaseLeavesOut(w, c)) {
                return new Found(MissingLink.STORAGE_CLASS_MISSING, "the release after the write (" + name(w.agent())
                        + ") has MakeAvailable but does not name " + c.semanticsName() + " in its semantics, so it does "
                        + "not make the write available");
            }
            return new Found(MissingLink.NOT_MADE_AVAILABLE, "no availability operation made the write available: "
                    + "no av (MakePointerAvailable) on the store and no later release with MakeAvailable naming "
                    + (c == null ? "its storage class" : c.semanticsName()));
        }
        List<AvailabilityFact> reachable = shaderFactsOf(w, reader);
        if (reachable.isEmpty()) {
            Found chain = chainWouldHelp(w, c, reader);
            if (chain != null) {
                return chain;
            }
            return new Found(MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN, "the write is available only in "
                    + w.domains() + ", which " + reader.name() + " does not access; make it available at a wider "
                    + "scope" + (e.launch.availabilityVisibilityChains() ? "" : " (availability chains are off)"));
        }
        Found scope = releaseScopeExcludes(w, reader, c);
        if (scope != null) {
            return scope;
        }
        if (!y.read() || y.write()) {
            Found blocked = c == null ? null : syncBlocked(w.agent(), w.seq(), w.step(), c, reader, y.seq(), "write");
            if (blocked != null) {
                return blocked;
            }
            Found flag = flagLink(w, reader, y.seq(), c);
            if (flag != null) {
                return flag;
            }
            return new Found(MissingLink.NO_HAPPENS_BEFORE, "the availability operation that made the write available "
                    + "does not happen-before this access: nothing synchronizes " + name(w.agent()) + " with "
                    + reader.name());
        }
        boolean anyVis = false;
        boolean hbRead = false;
        for (AvailabilityFact f : reachable) {
            int level = f.domain().kind().ordinal();
            VisMark s = y.vis().semantic(c, level);
            VisMark p = y.vis().perInstruction(y.reference(), y.location(), level);
            anyVis |= s != null || p != null || y.ownVisLevel() >= level;
            hbRead |= Ordering.hb(f.agent(), f.seq(), f.classMask(), y.agent(), y.seq(), y.classMask(), y.knowledge());
        }
        Found otherClass = null;
        if (!anyVis) {
            for (StorageClass other : StorageClass.values()) {
                if (other != c && y.vis().semantic(other, 0) != null) {
                    otherClass = new Found(MissingLink.STORAGE_CLASS_MISSING, reader.name() + "'s acquire with "
                            + "MakeVisible does not name " + c.semanticsName() + " in its semantics");
                    break;
                }
            }
        }
        if (!hbRead) {
            // VK MM: Availability and Visibility ("VIS that happens-after AV"): the availability operation does not
            // even happen-before the read, so happens-before is the first link missing, whatever the visibility
            Found blocked = c == null ? null : syncBlocked(w.agent(), w.seq(), w.step(), c, reader, y.seq(), "write");
            if (blocked != null) {
                return blocked;
            }
            Found flag = flagLink(w, reader, y.seq(), c);
            if (flag != null) {
                return flag;
            }
            if (otherClass != null) {
                return otherClass;
            }
            return new Found(MissingLink.NO_HAPPENS_BEFORE, "the write was available in the "
                    + widest(reachable) + " domain, but nothing orders that availability before " + reader.name()
                    + "'s visibility operation: no release/acquire pair (with " + (c == null ? "its storage class"
                    : c.semanticsName()) + " in both semantics) synchronizes " + name(w.agent()) + " with " + reader.name());
        }
        if (!anyVis) {
            if (otherClass != null) {
                return otherClass;
            }
            return new Found(MissingLink.NOT_MADE_VISIBLE, "the write is available in the " + widest(reachable)
                    + " domain but no visibility operation of " + reader.name() + " sources that domain (no vis on the load, "
                    + "no acquire with MakeVisible at a wide enough scope)");
        }
        return new Found(MissingLink.NO_HAPPENS_BEFORE, "the write was available in the " + widest(reachable)
                + " domain and that availability happens-before " + reader.name() + "'s read, but not before "
                + reader.name() + "'s visibility operation that sources the domain: it comes before the acquire "
                + "through which " + reader.name() + " synchronizes with " + name(w.agent()) + " in program order; make "
                + "the visibility operation after it (MakeVisible on the acquire, or vis on the load)",
                UnseenWrite.Case.VISIBILITY_TOO_EARLY);
    }

    /** The shader-domain facts of {@code w} in domains {@code reader} is in. */
    private static List<AvailabilityFact> shaderFactsOf(WriteRecord w, Agent reader) {
        List<AvailabilityFact> out = new ArrayList<>();
        for (AvailabilityFact f : w.facts()) {
            if (f.domain().kind().isShaderDomain() && f.domain().contains(reader)) {
                out.add(f);
            }
        }
        return out;
    }

    /**
     * The first missing link of the device-domain path between two device agents (VK MM: Location-Ordered, last
     * bullet: X -> AV(A_X,R_X,device) -> VIS(A_Y,R_Y,device) -> Y, DOM(device, device) a placeholder): for a private
     * access the only path (Private vs. Non-Private), and the path of a write available only in the device domain.
     * API-side operations are ordered across agents by system-synchronizes-with only ({@link Ordering#hbDevice}).
     */
    private Found deviceDomain(WriteRecord w, Op y, Agent reader, boolean priv) {
        boolean read = y.read() && !y.write();
        String who = priv ? (!w.nonPrivate() ? "the write" : "the access") + " is private, so only the device domain "
                + "orders it with another invocation's access (shader av/vis do not): " : "";
        String nonPrivate = priv ? "; or make both accesses non-private and use av/vis" : "";
        List<AvailabilityFact> dev = new ArrayList<>(1);
        for (AvailabilityFact f : w.facts()) {
            if (f.domain().kind() == DomainKind.DEVICE) {
                dev.add(f);
            }
        }
        String ordered = e.sswReaches(w.agent(), y.agent()) ? name(w.agent()) + " system-synchronizes-with "
                + reader.name() + ", so " : "";
        if (dev.isEmpty()) {
            return new Found(MissingLink.NOT_MADE_AVAILABLE, who + "the write was not made available in the device "
                    + "domain; " + ordered + "an availability operation to the device domain (avdevice: a memory "
                    + "dependency) after the write" + (read ? " and a device-domain visibility operation (visdevice) "
                    + "before the read" : "") + " would order them" + nonPrivate);
        }
        boolean hbAccess = false;
        for (AvailabilityFact f : dev) {
            hbAccess |= e.ordering.hbDevice(f.agent(), f.seq(), y);
        }
        if (!hbAccess) {
            return new Found(MissingLink.NO_HAPPENS_BEFORE, who + "the availability operation to the device domain "
                    + "does not happen-before " + reader.name() + "'s " + (read ? "read" : "access") + ": API-level "
                    + "operations are ordered only by system-synchronizes-with, and nothing system-synchronizes "
                    + name(w.agent()) + " with " + reader.name() + nonPrivate, UnseenWrite.Case.DEVICE_DOMAIN);
        }
        if (!read) {
            return new Found(MissingLink.NO_HAPPENS_BEFORE, who + "the availability operation to the device domain "
                    + "does not happen-before this access" + nonPrivate, UnseenWrite.Case.DEVICE_DOMAIN);
        }
        boolean visBefore = false;
        for (Globals.DeviceOp v : e.state.globals.deviceOps()) {
            visBefore |= !v.host() && e.ordering.hbDevice(v.agent(), v.seq(), y);
        }
        if (!visBefore) {
            return new Found(MissingLink.NOT_MADE_VISIBLE, who + "the write is available in the device domain, but "
                    + "no device-domain visibility operation (visdevice: vkQueueSubmit or a memory dependency) "
                    + "happens-before " + reader.name() + "'s read; shader visibility operations (vis, MakeVisible) "
                    + "do not source the device domain" + nonPrivate);
        }
        return new Found(MissingLink.NO_HAPPENS_BEFORE, who + "a device-domain visibility operation happens-before "
                + reader.name() + "'s read, but none happens-after the availability operation to the device domain "
                + "(order them with system-synchronizes-with)" + nonPrivate, UnseenWrite.Case.DEVICE_DOMAIN);
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
    private Found flagLink(WriteRecord w, Agent reader, int readerSeq, StorageClass c) {
        if (w.agent() < 0 || reader.host()) {
            return null;
        }
        Agent writer = e.agentInfo[w.agent()];
        int end = e.position();
        long stop = Math.max(Math.max(0, w.step()), end - (long) SCAN);
        for (int i = end - 1; i >= stop; i--) {
            if (e.traceLog().agent(i) != reader.id()) {
                continue;
            }
            Event ev = e.traceLog().event(i);
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
                return new Found(MissingLink.SCOPE_EXCLUDES_AGENT, reader.name() + " read " + ev.location() + " (line "
                        + ev.source().line() + ") that " + writer.name() + " wrote after this write (line "
                        + flag.source().line() + "), but the two atomics are not in each other's scope instance ("
                        + flag.scope().shortName() + " and " + acc.scope().shortName() + " scope), so they are not "
                        + "mutually ordered and do not synchronize (widen both memory scopes to include both invocations)");
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
    private Found classLeftOut(WriteRecord w, WriteRecord flag, Event flagRead, Access readAccess, Agent writer,
                               Agent reader, int readerSeq, StorageClass c, long stop, int end) {
        String release = null;
        boolean releaseCovers = false;
        String acquire = null;
        boolean acquireCovers = false;
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
            if (agent == writer.id() && ev.seq() > w.seq() && ev.seq() <= flag.seq() && sem.release()
                    && (barrier || ev.seq() == flag.seq())) {
                releaseCovers |= sem.covers(c);
                release = release != null ? release : (barrier ? "release barrier" : "release of "
                        + flagRead.location()) + " (line " + ev.source().line() + ")";
            }
            if (agent == reader.id() && barrier && ev.seq() > flagRead.seq() && ev.seq() < readerSeq
                    && sem.acquire()) {
                acquireCovers |= sem.covers(c);
                acquire = acquire != null ? acquire : "acquire barrier (line " + ev.source().line() + ")";
            }
        }
        if (release != null && !releaseCovers) {
            return new Found(MissingLink.STORAGE_CLASS_MISSING, writer.name() + "'s " + release + " does not name "
                    + c.semanticsName() + " in its semantics: " + reader.name() + " read what it released, but the "
                    + "synchronization does not order " + c.semanticsName() + " (name it in the release's and the "
                    + "acquire's semantics)");
        }
        if (acquire != null && !acquireCovers) {
            return new Found(MissingLink.STORAGE_CLASS_MISSING, reader.name() + "'s " + acquire + " does not name "
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
    private Found syncBlocked(int src, int afterSeq, long afterStep, StorageClass c, Agent reader, int readerSeq,
                              String access) {
        if (src < 0 || src == reader.id()) {
            return null;
        }
        Found release = null;
        for (Pending p : e.state.agents[reader.id()].pending()) {
            ReleaseToken t = p.token();
            if (t.source().id() != src || t.sourceSeq() <= afterSeq) {
                continue;
            }
            boolean covers = (ClassSets.classMask(t.classSet()) & (1 << c.ordinal())) != 0;
            if (!reader.sharesInstance(t.source(), t.scope())) {
                if (covers) {
                    return releaseScope(t, src, reader, access);
                }
                continue;
            }
            if (!covers) {
                release = new Found(MissingLink.STORAGE_CLASS_MISSING, name(src) + "'s " + (t.fence() ? "release barrier"
                        : "release") + " after the " + access + " does not name " + c.semanticsName() + " in its semantics: "
                        + reader.name() + " read what it released, but the synchronization does not order "
                        + c.semanticsName() + " (name it in the release's and the acquire's semantics)");
                continue;
            }
            Found acquire = acquireBlocks(t, p.requiredClass(), c, reader, readerSeq, afterStep);
            if (acquire != null) {
                return acquire;
            }
        }
        return release;
    }

    /** The first acquire of {@code reader} after the release of {@code t} whose scope or semantics keep it from synchronizing. */
    private Found acquireBlocks(ReleaseToken t, StorageClass flagClass, StorageClass c, Agent reader, int readerSeq,
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
                continue;
            }
            String line = " (line " + ev.source().line() + ")";
            if (!t.inScopeOf(reader, scope)) {
                return new Found(MissingLink.SCOPE_EXCLUDES_AGENT, reader.name() + "'s " + what + line + " has "
                        + scope.shortName() + " scope, whose instance does not include " + name(t.source().id()) + ": "
                        + reader.name() + " read what " + name(t.source().id()) + " released, but the acquire does "
                        + "not synchronize with it (widen the acquire's memory scope)", UnseenWrite.Case.ACQUIRE_SCOPE);
            }
            StorageClass missing = !sem.covers(c) ? c : flagClass != null && !sem.covers(flagClass) ? flagClass : null;
            if (missing != null) {
                return new Found(MissingLink.STORAGE_CLASS_MISSING, reader.name() + "'s " + what + line
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
    private Found releaseScopeExcludes(WriteRecord w, Agent reader, StorageClass c) {
        if (c == null || w.agent() < 0 || reader.host()) {
            return null;
        }
        for (Pending p : e.state.agents[reader.id()].pending()) {
            ReleaseToken t = p.token();
            if (t.source().id() == w.agent() && t.sourceSeq() > w.seq()
                    && (ClassSets.classMask(t.classSet()) & (1 << c.ordinal())) != 0
                    && !reader.sharesInstance(t.source(), t.scope())) {
                return releaseScope(t, w.agent(), reader, "write");
            }
        }
        return null;
    }

    private Found releaseScope(ReleaseToken t, int src, Agent reader, String access) {
        return new Found(MissingLink.SCOPE_EXCLUDES_AGENT, name(src) + "'s " + (t.fence()
                ? "release barrier" : "release") + " after the " + access + " has " + t.scope().shortName() + " scope, whose instance"
                + " does not include " + reader.name() + ": " + reader.name() + " read what it released, but no"
                + " acquire of " + reader.name() + " synchronizes with it (widen the release's memory scope)",
                UnseenWrite.Case.RELEASE_SCOPE);
    }

    /** Why read {@code x} is not location-ordered before access {@code y}. */
    Found forRead(ReadRecord x, Op y) {
        boolean hb = Ordering.hb(x.agent(), x.seq(), x.classMask(), y.agent(), y.seq(), y.classMask(), y.knowledge());
        if (hb && (!x.nonPrivate() || !y.nonPrivate())) {
            return new Found(MissingLink.PRIVATE_ACCESS, "the read happens-before the write, but a private access "
                    + "is location-ordered with another invocation's only through system-synchronizes-with");
        }
        if (!hb && x.location() != null) {
            StorageClass c = e.state.locations.get(x.location()).storageClass();
            Found blocked = syncBlocked(x.agent(), x.seq(), x.id(), c, e.agentInfo[y.agent()], y.seq(), "read");
            if (blocked != null) {
                return blocked;
            }
        }
        int xClasses = (x.classMask() >>> Ordering.ACCESS_SHIFT) & Ordering.CLASSES;
        int yClasses = (y.classMask() >>> Ordering.ACCESS_SHIFT) & Ordering.CLASSES;
        String twoClasses = "";
        if (xClasses != 0 && yClasses != 0 && xClasses != yClasses) {
            // VK MM: Inter-Thread-Happens-Before with SC = both references' classes
            String both = ClassSets.describe(ClassSets.of(Integer.numberOfTrailingZeros(xClasses),
                    Integer.numberOfTrailingZeros(yClasses)));
            twoClasses = ": the references are of two storage classes, so every release and acquire between them "
                    + "must name both " + both + " in its semantics";
        }
        return new Found(MissingLink.NO_HAPPENS_BEFORE, "the read by " + name(x.agent())
                + " does not happen-before the write by " + name(y.agent()) + twoClasses);
    }

    /**
     * Whether the writer performed a MakeAvailable operation (a release atomic's or a barrier's) after
     * the write whose storage class semantics leave out {@code c} (VK MM: Availability and Visibility
     * Semantics: its source scope holds only references in the semantics' storage classes).
     */
    private boolean laterReleaseLeavesOut(WriteRecord w, StorageClass c) {
        AvailabilityLog log = e.availabilityLog;
        for (int i = log.countBefore(e.availabilityLimit()) - 1; i >= 0 && log.stepOf(i) >= w.step(); i--) {
            Globals.AvailabilityOp x = log.get(i);
            if (x.agent() == w.agent() && x.seq() > w.seq() && x.semantics() != null && !x.semantics().covers(c)) {
                return true;
            }
        }
        return false;
    }

    private static String widest(List<AvailabilityFact> facts) {
        AvailabilityFact best = facts.get(0);
        for (AvailabilityFact f : facts) {
            if (f.domain().kind().ordinal() > best.domain().kind().ordinal()) {
                best = f;
            }
        }
        return best.domain().toString();
    }

    /**
     * Without chains: an availability operation by another agent of a domain the write reached,
     * which the write's availability happens-before and which reaches a domain of the reader, would
     * have carried the write on (VK MM: availability chain).
     */
    private Found chainWouldHelp(WriteRecord w, StorageClass c, Agent reader) {
        if (e.launch.availabilityVisibilityChains() || c == null) {
            return null;
        }
        for (AvailabilityFact f : w.facts()) {
            if (!f.domain().kind().isShaderDomain()) {
                continue;
            }
            // newest first, the operations of the applied steps (and of the step under way)
            for (int i = e.availabilityLog.countBefore(e.availabilityLimit()) - 1; i >= 0; i--) {
                Globals.AvailabilityOp x = e.availabilityLog.get(i);
                Agent b = e.agentInfo[x.agent()];
                boolean covers = x.semantics() != null ? x.semantics().covers(c)
                        : x.location().equals(w.location()) && x.reference().equals(w.reference().name());
                if (x.agent() != w.agent() && x.level() > f.domain().kind().ordinal() && f.domain().contains(b)
                        && covers && Ordering.hb(f.agent(), f.seq(), f.classMask(), x.agent(), x.seq(), x.classMask(),
                        x.knowledge())
                        && dev.syncscope.core.memory.DomainInstance.of(DomainKind.ALL.get(x.level()), b)
                        .contains(reader)) {
                    return new Found(MissingLink.CHAINS_OFF, "the write reached " + f.domain() + "; " + b.name()
                            + "'s later availability operation to its " + DomainKind.ALL.get(x.level()).shortName()
                            + " domain would carry it on as an availability chain, but the device does not support "
                            + "availability/visibility chains (launch option)");
                }
            }
        }
        return null;
    }
}
