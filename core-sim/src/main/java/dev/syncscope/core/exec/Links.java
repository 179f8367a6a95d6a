package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.memory.AvailabilityFact;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.memory.ReadRecord;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Agent;
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
    record Found(MissingLink link, String detail) { }

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
        if (locationOrder && w.atomic() && y.atomic() && sameRef
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
        boolean visibleOperationally = e.ordering.visible(w, y, false);
        if (locationOrder && (!w.nonPrivate() || !y.nonPrivate()) && (visibleOperationally || !devicePath)) {
            return new Found(MissingLink.PRIVATE_ACCESS, (!w.nonPrivate() ? "the write" : "the access")
                    + " is private: private accesses of different invocations are location-ordered only through "
                    + "system-synchronizes-with; make both accesses non-private (nonpriv, av/vis or coherent)");
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
        List<AvailabilityFact> reachable = new ArrayList<>();
        for (AvailabilityFact f : facts) {
            if (Ordering.apiDomainOf(f, reader) || (f.domain().kind().isShaderDomain() && f.domain().contains(reader))) {
                reachable.add(f);
            }
        }
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
            return new Found(MissingLink.NO_HAPPENS_BEFORE, "the availability operation that made the write available "
                    + "does not happen-before this access: nothing synchronizes " + name(w.agent()) + " with "
                    + reader.name());
        }
        boolean anyVis = false;
        for (AvailabilityFact f : reachable) {
            if (f.domain().kind() == DomainKind.DEVICE) {
                for (Globals.DeviceOp v : e.state.globals.deviceOps()) {
                    anyVis |= !v.host();
                }
                continue;
            }
            int level = f.domain().kind().ordinal();
            VisMark s = y.vis().semantic(c, level);
            VisMark p = y.vis().perInstruction(y.reference(), y.location(), level);
            anyVis |= s != null || p != null || y.ownVisLevel() >= level;
        }
        if (!anyVis) {
            for (StorageClass other : StorageClass.values()) {
                if (other != c && y.vis().semantic(other, 0) != null) {
                    return new Found(MissingLink.STORAGE_CLASS_MISSING, reader.name() + "'s acquire with MakeVisible "
                            + "does not name " + c.semanticsName() + " in its semantics");
                }
            }
            return new Found(MissingLink.NOT_MADE_VISIBLE, "the write is available in the " + widest(reachable)
                    + " domain but no visibility operation of " + reader.name() + " sources that domain (no vis on the load, "
                    + "no acquire with MakeVisible at a wide enough scope)");
        }
        return new Found(MissingLink.NO_HAPPENS_BEFORE, "the write was available in the "
                + widest(reachable) + " domain, but nothing orders that availability before " + reader.name() + "'s visibility operation: no "
                + "release/acquire pair (with " + (c == null ? "its storage class" : c.semanticsName())
                + " in both semantics) synchronizes " + name(w.agent()) + " with " + reader.name());
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
                return new Found(MissingLink.SCOPE_EXCLUDES_AGENT, name(w.agent()) + "'s " + (t.fence()
                        ? "release barrier" : "release") + " after the write has " + t.scope().shortName() + " scope, whose instance"
                        + " does not include " + reader.name() + ": " + reader.name() + " read what it released, but no"
                        + " acquire of " + reader.name() + " synchronizes with it (widen the release's memory scope)");
            }
        }
        return null;
    }

    /** Why read {@code x} is not location-ordered before access {@code y}. */
    Found forRead(ReadRecord x, Op y) {
        boolean hb = Ordering.hb(x.agent(), x.seq(), x.classMask(), y.agent(), y.seq(), y.classMask(), y.knowledge());
        if (hb && (!x.nonPrivate() || !y.nonPrivate())) {
            return new Found(MissingLink.PRIVATE_ACCESS, "the read happens-before the write, but a private access "
                    + "is location-ordered with another invocation's only through system-synchronizes-with");
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
