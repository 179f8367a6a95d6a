package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.memory.AvailabilityFact;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.memory.ReadRecord;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.sync.ClassSets;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.FenceRelease;
import dev.syncscope.core.sync.Scopes;
import dev.syncscope.core.sync.VisMark;
import dev.syncscope.core.sync.VisMarks;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds the first missing link of the chain write → availability → happens-before → visibility →
 * access (VK MM: Availability and Visibility; Location-Ordered), for explanations and races.
 * Owned by the engine's thread.
 */
final class Links {

    /**
     * A missing link and its sentence.
     *
     * @param kase which case of its link it is, where the words and fix differ ({@link UnseenWrite.Case})
     */
    record Found(MissingLink link, String detail, UnseenWrite.Case kase) {
        Found(MissingLink link, String detail) {
            this(link, detail, UnseenWrite.Case.PLAIN);
        }
    }

    /**
     * Whether reader access {@code y} has no visibility operation that could make {@code w} visible to it: none that
     * happens-after {@code w} (an availability operation of {@code w} must happen-after it, and the visibility
     * operation after that: VK MM: Availability and Visibility, "VIS that happens-after AV"). Its own (vis, an
     * atomic's) counts when the read happens-after {@code w}; the agent's MakeVisible marks for {@code c} or for its
     * (reference, location), at any level, when their clock knows {@code w}. A mark made before the reader synchronized
     * with the writer does not count.
     */
    private static boolean noVisibility(Op y, StorageClass c, WriteRecord w) {
        if (y.ownVisLevel() >= 0 && knows(y.clock(), w)) {
            return false;
        }
        for (int level = 0; level < VisMarks.LEVELS; level++) {
            VisMark s = c == null ? null : y.vis().semantic(c, level);
            VisMark p = y.vis().perInstruction(y.reference(), y.location(), level);
            if ((s != null && knows(s.clock(), w)) || (p != null && knows(p.clock(), w))) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code clock} knows write {@code w}: its agent's position at least {@code w}'s. */
    static boolean knows(Clock clock, WriteRecord w) {
        return clock != null && clock.get(w.agent()) >= w.seq();
    }

    private final Engine e;
    /** The links a too narrow visibility or a device without availability/visibility chains leaves out. */
    private final ChainLinks chains;
    /** Why a synchronization the reader attempted (a flag it read, a release it observed) did not order the write. */
    private final SyncLinks sync;
    /** Why a control barrier both agents passed did not order the write (its semantics leave the class out). */
    private final BarrierLinks barriers;

    Links(Engine e) {
        this.e = e;
        this.sync = new SyncLinks(e);
        this.barriers = new BarrierLinks(e);
        this.chains = new ChainLinks(e);
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
            return new Found(MissingLink.SCOPE_EXCLUDES_AGENT, "the atomics' scopes (" + w.scope().shortName() + " and "
                    + y.scope().shortName() + " scope) do not include each other's invocation, so they are not "
                    + "mutually ordered");
        }
        Agent writer = e.agentInfo[w.agent()];
        if (writer.host() || reader.host()) {
            // VK MM: Location-Ordered, last bullet: only the host/device domain path connects a host agent
            return HostLinks.forWrite(e, w, writer, reader, y);
        }
        boolean devicePath = w.facts().stream().anyMatch(f -> !f.domain().kind().isShaderDomain());
        boolean priv = !w.nonPrivate() || !y.nonPrivate();
        if (locationOrder && !happensBefore(w, y)) {
            // VK MM: Location-Ordered: every bullet between two agents needs X->Y (directly, or through an availability
            // chain, a visibility chain or a domain operation that happen-before Y), so without happens-before no
            // reference, non-private access, availability or visibility makes them location-ordered (VK MM: Data Race)
            return noHappensBefore(w, y, reader, devicePath, priv);
        }
        if (locationOrder && !sameRef && !devicePath) {
            return new Found(MissingLink.DIFFERENT_REFERENCE, "the write uses reference " + w.reference().name()
                    + " and the access " + y.reference() + ": availability and visibility through the shader domain "
                    + "order two accesses only through one reference (VK MM: Location-Ordered), even where they make the "
                    + "write visible through the other; only device-domain operations order two references");
        }
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
            return DeviceDomainLink.of(e, w, y, reader, priv);
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
            String detail = "no availability operation made the write available: no av (MakePointerAvailable) on the "
                    + "store and no later release with MakeAvailable naming "
                    + (c == null ? "its storage class" : c.semanticsName());
            if (y.read() && noVisibility(y, c, w)) {
                // VK MM: Location-Ordered, RaW through a domain: W's availability operation happens-before a
                // visibility operation that includes the read. With none at the reader, making W available alone
                // cannot order them: the fix needs both ends
                return new Found(MissingLink.NOT_MADE_AVAILABLE, detail + "; and " + reader.name() + " has no "
                        + "visibility operation for it either: no vis (MakePointerVisible) on the load and no acquire "
                        + "with MakeVisible naming " + (c == null ? "its storage class" : c.semanticsName()),
                        UnseenWrite.Case.NOR_MADE_VISIBLE);
            }
            return new Found(MissingLink.NOT_MADE_AVAILABLE, detail);
        }
        List<AvailabilityFact> reachable = shaderFactsOf(w, reader);
        if (reachable.isEmpty()) {
            Found chain = chains.availabilityChainWouldHelp(w, c, reader);
            if (chain != null) {
                return chain;
            }
            // no chain to join (VK MM: Location-Ordered, chains of one element without the feature): the launch option
            // would change nothing, and is not named (the audit 51's p1-wg, as check/RaceExplainer)
            if (atomicAvailabilityOnly(w)) {
                // VK MM: Availability and Visibility: an atomic's implicit availability operation has its scope
                return new Found(MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN, "the write is an atomic at "
                        + w.scope().shortName() + " scope, whose own availability operation makes it available only in "
                        + Diagnostics.domains(e, w.domains()) + ", which " + reader.name() + " does not access; give the"
                        + " atomic a wider scope, or make the write available at one by a later release",
                        UnseenWrite.Case.ATOMIC_AVAILABILITY);
            }
            return new Found(MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN, "the write is available only in "
                    + Diagnostics.domains(e, w.domains()) + ", which " + reader.name()
                    + " does not access; make it available at a wider "
                    + "scope");
        }
        Found scope = sync.releaseScopeExcludes(w, reader, c);
        if (scope != null) {
            return scope;
        }
        if (!y.read() || y.write()) {
            Found blocked = c == null ? null : sync.syncBlocked(w.agent(), w.seq(), w.step(), c, reader, y.seq(), "write");
            if (blocked != null) {
                return blocked;
            }
            Found flag = sync.flagLink(w, reader, y.seq(), c);
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
            Found blocked = c == null ? null : sync.syncBlocked(w.agent(), w.seq(), w.step(), c, reader, y.seq(), "write");
            if (blocked != null) {
                return blocked;
            }
            Found flag = sync.flagLink(w, reader, y.seq(), c);
            if (flag != null) {
                return flag;
            }
            if (otherClass != null) {
                return otherClass;
            }
            return new Found(MissingLink.NO_HAPPENS_BEFORE, "the write was available in the "
                    + widest(e, reachable) + " domain, but nothing orders that availability before " + reader.name()
                    + "'s visibility operation: no release/acquire pair (with " + (c == null ? "its storage class"
                    : c.semanticsName()) + " in both semantics) synchronizes " + name(w.agent()) + " with " + reader.name());
        }
        if (!anyVis) {
            if (otherClass != null) {
                return otherClass;
            }
            Found narrow = chains.narrowVisibility(w, y, c, reader, reachable);
            if (narrow != null) {
                return narrow;
            }
            // its own vis sources only its scope's domain (VK MM: Availability and Visibility, "... in the source scope")
            String own = y.ownVisLevel() >= 0 ? "the load's vis sources only its " + DomainKind.ALL.get(y.ownVisLevel())
                    .shortName() + " domain, and no acquire with MakeVisible sources a wider one" : "no vis on the load, "
                    + "no acquire with MakeVisible at a wide enough scope";
            return new Found(MissingLink.NOT_MADE_VISIBLE, "the write is available in the " + widest(e, reachable)
                    + " domain but no visibility operation of " + reader.name() + " sources that domain (" + own + ")");
        }
        return new Found(MissingLink.NO_HAPPENS_BEFORE, "the write was available in the " + widest(e, reachable)
                + " domain and that availability happens-before " + reader.name() + "'s read, but not before "
                + reader.name() + "'s visibility operation that sources the domain: it comes before the acquire "
                + "through which " + reader.name() + " synchronizes with " + name(w.agent()) + " in program order; make "
                + "the visibility operation after it (MakeVisible on the acquire, or vis on the load)",
                UnseenWrite.Case.VISIBILITY_TOO_EARLY);
    }

    /**
     * Whether write {@code w} happens-before access {@code y} (VK MM: Happens-Before): program order, the per-class
     * clocks of inter-thread-happens-before ({@link Ordering#hb}), or system-synchronizes-with out of the writer's agent
     * (VK MM: System-Synchronizes-With, which relates every operation of the two agents).
     */
    private boolean happensBefore(WriteRecord w, Op y) {
        return w.agent() == y.agent()
                || Ordering.hb(w.agent(), w.seq(), w.classMask(), y.agent(), y.seq(), y.classMask(), y.knowledge())
                || e.sswReaches(w.agent(), y.agent()) || e.ordering.hbDevice(w.agent(), w.seq(), y);
    }

    /**
     * Why write {@code w} does not happen-before access {@code y}, the first link a race between two agents needs: the
     * write reaches {@code y} only through the device domain (then only system-synchronizes-with orders it); a release
     * or acquire the reader attempted whose scope instance or semantics keep it from synchronizing ({@link SyncLinks});
     * a control barrier both passed whose semantics leave the class out, or that lacks the release before it or the
     * acquire after it, or both (execution only), or that both reached in two instances of its execution scope, or
     * memory barriers around the two with nothing between them ({@link BarrierLinks}); else nothing synchronizes them.
     */
    private Found noHappensBefore(WriteRecord w, Op y, Agent reader, boolean devicePath, boolean priv) {
        if (devicePath && shaderFactsOf(w, reader).isEmpty()) {
            return DeviceDomainLink.of(e, w, y, reader, priv);
        }
        StorageClass c = w.location() == null ? null : e.state.locations.get(w.location()).storageClass();
        Found f = sync.releaseScopeExcludes(w, reader, c);
        if (f == null && w.reference().storageClass() == y.storageClass()) {
            f = oneFenceOfTwo(barriers.orderingLeftOut(w.agent(), w.seq(), w.step(), reader, y.seq(), c));
        }
        if (f == null && c != null) {
            f = sync.syncBlocked(w.agent(), w.seq(), w.step(), c, reader, y.seq(), "write");
        }
        if (f == null) {
            f = sync.flagLink(w, reader, y.seq(), c);
        }
        if (f == null && w.reference().storageClass() == y.storageClass()) {
            // two classes (aliased references) need one chain naming both: the explanation of forRead's two classes
            // a release (acquire) barrier naming the class before (after) the barrier makes the other half the link,
            // not the barrier's own semantics (memoryBarrierBuffer(); barrier(); lacks the acquire after it: VK MM:
            // Synchronizes-With, fence–control-barrier–fence), as the checker (check/NoHappensBeforeLinks)
            f = barriers.orderingLeftOut(w.agent(), w.seq(), w.step(), reader, y.seq(), c);
            if (f == null) {
                f = barriers.classLeftOut(w.agent(), w.seq(), w.step(), reader, y.seq(), c);
            }
        }
        if (f == null) {
            // VK MM: Synchronizes-With, control barrier: a subgroup barrier() in two subgroups, asked where the checker
            // asks it (check/NoHappensBeforeLinks); one of two workgroups last, so other words come first
            f = barriers.executionApart(w.agent(), w.seq(), w.step(), reader, y.seq(), false);
        }
        if (f == null) {
            f = ReleaseSequenceEnd.found(e, w, reader);
        }
        if (f == null) {
            f = barriers.executionApart(w.agent(), w.seq(), w.step(), reader, y.seq(), true);
        }
        if (f == null) {
            // VK MM: Synchronizes-With: memory barriers around the two accesses and nothing between them
            f = barriers.fenceWithoutSync(w.agent(), w.seq(), w.step(), reader, y.seq(), c, priv);
        }
        if (f != null) {
            return f;
        }
        List<AvailabilityFact> reachable = shaderFactsOf(w, reader);
        return new Found(MissingLink.NO_HAPPENS_BEFORE, (reachable.isEmpty() ? "" : "the write was available in the "
                + widest(e, reachable) + " domain, but ") + "nothing synchronizes " + name(w.agent()) + " with "
                + reader.name() + ", so neither access happens-before the other, and no availability, visibility or "
                + "non-private access orders two accesses without it: a release after the write and an acquire before "
                + "the access (with " + (c == null ? "its storage class" : c.semanticsName()) + " in both semantics)"
                + (priv ? ", then both accesses non-private," : "") + " would order them");
    }

    /**
     * {@code f} when it is a control barrier both passed with one fence of fence–control-barrier–fence there and the
     * other missing ({@link UnseenWrite.Case#BARRIER_NO_ACQUIRE}, {@link UnseenWrite.Case#BARRIER_NO_RELEASE}), else
     * null. Asked before the release tokens the reader met at the barrier ({@link SyncLinks#syncBlocked}): the release
     * barrier naming the class before the barrier ({@code memoryBarrierBuffer(); barrier();}) is there, and the link is
     * the acquire after the barrier (VK MM: Synchronizes-With, fence–control-barrier–fence), as the checker names it
     * ({@code check/NoHappensBeforeLinks}), not the barrier's own acquire semantics.
     */
    private static Found oneFenceOfTwo(Found f) {
        return f != null && (f.kase() == UnseenWrite.Case.BARRIER_NO_ACQUIRE
                || f.kase() == UnseenWrite.Case.BARRIER_NO_RELEASE) ? f : null;
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

    /** The storage class bits of the memory read {@code x} accesses. */
    private static int xClasses(ReadRecord x) {
        return (x.classMask() >>> Ordering.ACCESS_SHIFT) & Ordering.CLASSES;
    }

    /** Why read {@code x} is not location-ordered before access {@code y}. */
    Found forRead(ReadRecord x, Op y) {
        // VK MM: Atomic Operation (mutually-ordered): two atomics outside each other's scope instance race as
        // non-atomics do, the read before the write as much as the write before the read (forWrite); the scope is the
        // link, not a missing happens-before (the GPU audit's workgroup-scope flag across workgroups)
        if (x.atomic() && y.atomic() && x.reference().name().equals(y.reference())
                && !Scopes.inEachOthersScope(e.agentInfo[x.agent()], x.scope(), e.agentInfo[y.agent()], y.scope())) {
            return new Found(MissingLink.SCOPE_EXCLUDES_AGENT, "the atomics' scopes (" + x.scope().shortName() + " and "
                    + y.scope().shortName() + " scope) do not include each other's invocation, so they are not "
                    + "mutually ordered");
        }
        boolean hb = Ordering.hb(x.agent(), x.seq(), x.classMask(), y.agent(), y.seq(), y.classMask(), y.knowledge());
        if (hb && (!x.nonPrivate() || !y.nonPrivate())) {
            return new Found(MissingLink.PRIVATE_ACCESS, "the read happens-before the write, but a private access "
                    + "is location-ordered with another invocation's only through system-synchronizes-with");
        }
        if (!hb && x.location() != null) {
            StorageClass c = e.state.locations.get(x.location()).storageClass();
            boolean oneClass = xClasses(x) == ((y.classMask() >>> Ordering.ACCESS_SHIFT) & Ordering.CLASSES);
            Found blocked = oneClass ? oneFenceOfTwo(barriers.orderingLeftOut(x.agent(), x.seq(), x.id(),
                    e.agentInfo[y.agent()], y.seq(), c)) : null;
            blocked = blocked != null ? blocked
                    : sync.syncBlocked(x.agent(), x.seq(), x.id(), c, e.agentInfo[y.agent()], y.seq(), "read");
            if (blocked == null && xClasses(x) == ((y.classMask() >>> Ordering.ACCESS_SHIFT) & Ordering.CLASSES)) {
                blocked = barriers.orderingLeftOut(x.agent(), x.seq(), x.id(), e.agentInfo[y.agent()], y.seq(), c);
                if (blocked == null) {
                    blocked = barriers.classLeftOut(x.agent(), x.seq(), x.id(), e.agentInfo[y.agent()], y.seq(), c);
                }
            }
            // a control barrier both reached in two instances of its execution scope, or memory barriers alone, as
            // for a write first (VK MM: Synchronizes-With; the session-88 review: run named neither, read first)
            Agent reader = e.agentInfo[y.agent()];
            boolean priv = !x.nonPrivate() || !y.nonPrivate();
            for (int k = 0; blocked == null && k < 3; k++) {
                blocked = k < 2 ? barriers.executionApart(x.agent(), x.seq(), x.id(), reader, y.seq(), k == 1)
                        : barriers.fenceWithoutSync(x.agent(), x.seq(), x.id(), reader, y.seq(), c, priv);
            }
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

    /**
     * Whether {@code w} is an atomic made available by its own availability operations alone, at the atomic's scope
     * ({@link AvailabilityFact.Origin#ATOMIC}, and a MakePointerAvailable on the atomic itself, which takes the same
     * scope, as the checker's one availability event of the atomic does): no release with MakeAvailable or chain added
     * one.
     */
    private static boolean atomicAvailabilityOnly(WriteRecord w) {
        if (!w.atomic() || w.scope() == null || w.facts().isEmpty()) {
            return false;
        }
        for (AvailabilityFact f : w.facts()) {
            if (f.origin() != AvailabilityFact.Origin.ATOMIC && f.origin() != AvailabilityFact.Origin.PER_INSTRUCTION) {
                return false;
            }
        }
        return true;
    }

    /** The widest domain of {@code facts} in words: {@code wg1·sg0} (a subgroup by its workgroup), {@code wg1}. */
    static String widest(Engine e, List<AvailabilityFact> facts) {
        AvailabilityFact best = facts.get(0);
        for (AvailabilityFact f : facts) {
            if (f.domain().kind().ordinal() > best.domain().kind().ordinal()) {
                best = f;
            }
        }
        return best.domain().kind() == DomainKind.SUBGROUP ? Diagnostics.domain(e, best.domain())
                : best.domain().toString();
    }
}
