package dev.syncscope.core.exec;

import dev.syncscope.core.memory.AvailabilityFact;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.ReadRecord;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.sync.ClassSets;
import dev.syncscope.core.sync.Knowledge;
import dev.syncscope.core.sync.Scopes;
import dev.syncscope.core.sync.VisMark;

/**
 * Happens-before, visibility and location-order queries over the current engine state. Answers
 * from the vector clocks kept per agent and storage class, never by computing a closure. Owned by
 * the engine's thread.
 */
final class Ordering {

    private final Engine engine;
    private final OwnWriteChains chains = new OwnWriteChains();

    Ordering(Engine engine) {
        this.engine = engine;
    }

    /** Bits of an operation's class mask: M(op) in the low byte, the class of the memory it accesses (if any) above. */
    static final int CLASSES = 0xFF;
    static final int ACCESS_SHIFT = 8;

    /** The class mask of an operation on memory of class {@code c} whose semantics name {@code semClasses}. */
    static int accessMask(StorageClass c, int semClasses) {
        int bit = 1 << c.ordinal();
        return semClasses | bit | (bit << ACCESS_SHIFT);
    }

    /**
     * Whether operation X = (xAgent, xSeq), with class mask {@code xMask}, happens-before operation Y
     * of yAgent at ySeq, with class mask {@code yMask}, whose agent knows {@code yKnowledge} there
     * (VK MM: Happens-Before = program order or inter-thread-happens-before; program order is reflexive
     * here because a per-instruction availability operation shares its write's position).
     *
     * <p>Across invocations X ithb&lt;SC&gt; Y for some SC. The per-class clocks hold the chains of
     * releases and acquires that name class c; the ends of a chain must qualify: "an operation on memory
     * in a storage class in SC or that has all of SC in its semantics" (VK MM: Inter-Thread-Happens-Before).
     * With M(op) = the class of its memory plus its semantics' classes, a one-class SC = {c} works for
     * any c in M(X) ∩ M(Y). The only larger SC needed is {class of X's memory, class of Y's memory} when
     * the two differ (aliased references of two storage classes, litmus {@code test11}): every release
     * and acquire of the chain must name both, which the pair's own clock holds ({@link ClassSets}).
     */
    static boolean hb(int xAgent, int xSeq, int xMask, int yAgent, int ySeq, int yMask, Knowledge yKnowledge) {
        if (xAgent == yAgent) {
            return xSeq <= ySeq;
        }
        // VK MM: Inter-Thread-Happens-Before (… or that has all of SC in its semantics)
        for (int common = xMask & yMask & CLASSES; common != 0; common &= common - 1) {
            if (yKnowledge.get(Integer.numberOfTrailingZeros(common)).get(xAgent) >= xSeq) {
                return true;
            }
        }
        int xAccess = (xMask >>> ACCESS_SHIFT) & CLASSES;
        int yAccess = (yMask >>> ACCESS_SHIFT) & CLASSES;
        // VK MM: Inter-Thread-Happens-Before (A and B operations on memory in storage classes in SC,
        // SC = both classes: one chain whose releases and acquires all name both)
        return xAccess != 0 && yAccess != 0 && xAccess != yAccess
                && yKnowledge.get(ClassSets.of(Integer.numberOfTrailingZeros(xAccess),
                        Integer.numberOfTrailingZeros(yAccess))).get(xAgent) >= xSeq;
    }

    /** Whether availability operation {@code f} happens-before the visibility operation {@code m} of {@code agent}. */
    private static boolean hb(AvailabilityFact f, int agent, VisMark m) {
        return hb(f.agent(), f.seq(), f.classMask(), agent, m.seq(), m.classMask(), m.knowledge());
    }

    /** Whether availability operation {@code f} happens-before access {@code y}. */
    private static boolean hb(AvailabilityFact f, Op y) {
        return hb(f.agent(), f.seq(), f.classMask(), y.agent(), y.seq(), y.classMask(), y.knowledge());
    }

    /**
     * Happens-before between two API-side operations (avdevice, visdevice, flush, invalidate, memory domain
     * operations). They name no storage class, so no program-order term of inter-thread-happens-before starts
     * or ends at one (VK MM: Inter-Thread-Happens-Before, "an operation on memory in a storage class in SC";
     * the Alloy model's AVDEVICE/VISDEVICE have no storage class): across agents X reaches Y only by leaving
     * through system-synchronizes-with (Y's agent is a successor S of X's agent or started knowing S) and
     * arriving through it (the knowledge Y's agent started with). X's agent's own later releases do not carry X.
     */
    boolean hbDevice(int xAgent, int xSeq, int yAgent, int ySeq) {
        if (xAgent == yAgent) {
            return xSeq <= ySeq;
        }
        Knowledge start = engine.state.agents[yAgent].sswStart();
        for (int s : engine.topology.sswSuccessors[xAgent]) {
            if (s == yAgent || start.knowsAny(s, 1)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Happens-before from write {@code w} to an API-side operation of {@code yAgent} at {@code ySeq}: the last
     * edge into the operation is system-synchronizes-with, from an agent that knew {@code w} through a class of
     * M(W) (w program-ordered before a release naming it, VK MM: Inter-Thread-Happens-Before) or through
     * system-synchronizes-with out of w's agent.
     */
    boolean hbDevice(WriteRecord w, int yAgent, int ySeq) {
        if (w.agent() == yAgent) {
            return w.seq() <= ySeq;
        }
        Knowledge start = engine.state.agents[yAgent].sswStart();
        return w.agent() >= 0 && (hb(w.agent(), w.seq(), w.classMask(), yAgent, ySeq, CLASSES, start)
                || hbDevice(w.agent(), w.seq(), yAgent, ySeq));
    }

    /**
     * Happens-before from an API-side operation of {@code xAgent} at {@code xSeq} to access {@code y}. The
     * operation system-synchronizes-with every operation of each successor S of its agent (VK MM:
     * System-Synchronizes-With), so it happens-before y when y is S's or some operation of S
     * inter-thread-happens-before y: y's agent knows S through a class of M(Y), by releases and acquires or
     * by further system-synchronizes-with (the Alloy model's ithb closure of ssw, sw and the program-order
     * terms). Program order from the operation into a release does not count (see {@link #hbDevice(int, int,
     * int, int)}).
     */
    boolean hbDevice(int xAgent, int xSeq, Op y) {
        if (xAgent == y.agent()) {
            return xSeq <= y.seq();
        }
        for (int s : engine.topology.sswSuccessors[xAgent]) {
            if (hb(s, 1, y.classMask() & CLASSES, y.agent(), y.seq(), y.classMask(), y.knowledge())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a device-domain (host-domain, {@code host}) availability fact reached the reader through an API
     * visibility operation from that domain: visdevice (invalidate) that happens-after the fact and
     * happens-before the read (VK MM: Availability and Visibility, "VIS that happens-after AV (or DOM)").
     */
    private boolean apiVisible(AvailabilityFact f, Op y, boolean host) {
        for (Globals.DeviceOp v : engine.state.globals.deviceOps()) {
            if (v.host() == host && hbDevice(f.agent(), f.seq(), v.agent(), v.seq())
                    && hbDevice(v.agent(), v.seq(), y)) {
                return true;
            }
        }
        return false;
    }

    /**
     * VK MM: Location-Ordered, last bullet, "X->AV(A_X,R_X,D_X,L)->DOM(D_X,D_Y)->Y" with D_X the other API-side
     * domain than {@code ya}'s: a memory domain operation from the fact's domain to {@code ya}'s happens-after the
     * fact and before {@code y}. A live write gets a fact in the destination domain from the operation itself; a
     * write retired before it does not (the operation makes it available nowhere), but location order needs only
     * the happens-before relations.
     */
    private boolean orderedAcrossDomains(AvailabilityFact f, Op y, Agent ya) {
        for (Globals.DomainOp d : engine.state.globals.domainOps()) {
            if (crosses(f, d, ya) && hbDevice(f.agent(), f.seq(), d.agent(), d.seq()) && hbDevice(d.agent(), d.seq(), y)) {
                return true;
            }
        }
        return false;
    }

    /** The same for a read: "X->AV->DOM(D_X,D_Y)->VIS(A_Y,R_Y,D_Y,L)->Y", VIS an API visibility operation. */
    private boolean visibleAcrossDomains(AvailabilityFact f, Op y, Agent reader) {
        for (Globals.DomainOp d : engine.state.globals.domainOps()) {
            if (!crosses(f, d, reader) || !hbDevice(f.agent(), f.seq(), d.agent(), d.seq())) {
                continue;
            }
            for (Globals.DeviceOp v : engine.state.globals.deviceOps()) {
                if (v.host() == reader.host() && hbDevice(d.agent(), d.seq(), v.agent(), v.seq())
                        && hbDevice(v.agent(), v.seq(), y)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether domain operation {@code d} goes from fact {@code f}'s API-side domain to the one agent {@code a} uses. */
    private static boolean crosses(AvailabilityFact f, Globals.DomainOp d, Agent a) {
        DomainKind k = f.domain().kind();
        return d.toHost() ? k == DomainKind.DEVICE && a.host() : k == DomainKind.HOST && !a.host();
    }

    /**
     * Whether an API-side availability fact is in the domain agent {@code a} uses: the device domain for a
     * device agent, the host domain for a host agent (VK MM: Location-Ordered, last bullet: "D_X and D_Y
     * each be either the device domain or the host domain, depending on whether A_X and A_Y execute on the
     * device or host"); {@code false} for shader domains.
     */
    static boolean apiDomainOf(AvailabilityFact f, Agent a) {
        DomainKind k = f.domain().kind();
        return a.host() ? k == DomainKind.HOST : k == DomainKind.DEVICE;
    }

    /**
     * Whether write {@code w} is visible to the reading access {@code y}
     * (VK MM: Availability and Visibility). With {@code locationOrdered} only the chains that make
     * the write location-ordered before the read count (VK MM: Location-Ordered: same reference,
     * both non-private for shader domains); without it, the operational visibility state.
     */
    boolean visible(WriteRecord w, Op y, boolean locationOrdered) {
        if (w.initial()) {
            return true;
        }
        if (!locationOrdered && w.retired()) {
            return false;
        }
        if (readPartOrdered(w, y)) {
            return true;
        }
        boolean sameRef = w.reference().name().equals(y.reference());
        if (w.agent() == y.agent() && sameRef) {
            return true;
        }
        boolean shaderPathAllowed = !locationOrdered || (sameRef && w.nonPrivate() && y.nonPrivate());
        Agent reader = engine.agentInfo[y.agent()];
        if (!locationOrdered || !w.retired()) {
            return visibleByFacts(w, y, shaderPathAllowed, reader);
        }
        return chain(w, y, shaderPathAllowed ? VISIBLE_SHADER : VISIBLE, shaderPathAllowed, reader);
    }

    /** The tests {@link #chain} applies to each write of a chain. */
    private static final int VISIBLE = 0;
    private static final int VISIBLE_SHADER = 1;
    private static final int ORDERED = 2;
    private static final int ORDERED_SHADER = 3;
    /** Writes of a chain walked before {@link #chain} looks up or keeps answers. */
    private static final int SHORT_CHAIN = 8;

    /**
     * Whether some write of the chain from {@code x} through its newer own writes ({@link #newerOwnWrite})
     * passes {@code test}: {@link #visibleByFacts} (VISIBLE…) or {@link #orderedByFacts} (ORDERED…).
     * Answers found for the same query are reused ({@link OwnWriteChains}).
     */
    private boolean chain(WriteRecord x, Op y, int test, boolean shaderPathAllowed, Agent agent) {
        LocationState ls = engine.state.locations.get(x.location());
        if (ls == null) {
            return test < ORDERED ? visibleByFacts(x, y, shaderPathAllowed, agent)
                    : orderedByFacts(x, y, shaderPathAllowed, agent);
        }
        chains.begin(y, ls, engine.state.globals);
        // the first chain of a query is walked SHORT_CHAIN writes before answers are looked up and kept
        int hops = chains.answering() ? SHORT_CHAIN : 0;
        for (WriteRecord src = x; src != null; src = newerOwnWrite(ls, src)) {
            if (hops++ >= SHORT_CHAIN) {
                int known = chains.known(test, src.id());
                if (known >= 0) {
                    return chains.settle(test, known == 1);
                }
                chains.walking(src.id());
            }
            boolean pass = test < ORDERED ? visibleByFacts(src, y, shaderPathAllowed, agent)
                    : orderedByFacts(src, y, shaderPathAllowed, agent);
            if (pass) {
                return chains.settle(test, true);
            }
        }
        return chains.settle(test, false);
    }

    private boolean visibleByFacts(WriteRecord w, Op y, boolean shaderPathAllowed, Agent reader) {
        for (AvailabilityFact f : w.facts()) {
            if (!f.domain().kind().isShaderDomain()) {
                if (apiDomainOf(f, reader) ? apiVisible(f, y, reader.host()) : visibleAcrossDomains(f, y, reader)) {
                    return true;
                }
                continue;
            }
            if (!shaderPathAllowed || !f.domain().kind().isShaderDomain() || !f.domain().contains(reader)) {
                continue;
            }
            int level = f.domain().kind().ordinal();
            VisMark m = y.vis().semantic(y.storageClass(), level);
            if (m != null && hb(f, y.agent(), m)) {
                return true;
            }
            m = y.vis().perInstruction(y.reference(), y.location(), level);
            if (m != null && hb(f, y.agent(), m)) {
                return true;
            }
            if (y.ownVisLevel() >= level && hb(f, y)) {
                return true;
            }
        }
        return false;
    }

    /** Whether two atomics are mutually ordered (VK MM: Atomic Operation). */
    boolean mutuallyOrdered(WriteRecord w, Op y) {
        return w.atomic() && y.atomic() && !w.initial() && w.reference().name().equals(y.reference())
                && Scopes.inEachOthersScope(engine.agentInfo[w.agent()], w.scope(), engine.agentInfo[y.agent()],
                y.scope());
    }

    /** As {@link #mutuallyOrdered(WriteRecord, Op)} for two writes (VK MM: Scoped Modification Order). */
    boolean mutuallyOrdered(WriteRecord a, WriteRecord b) {
        return a.atomic() && b.atomic() && !a.initial() && !b.initial() && a.reference().name().equals(b.reference().name())
                && Scopes.inEachOthersScope(engine.agentInfo[a.agent()], a.scope(), engine.agentInfo[b.agent()],
                b.scope());
    }

    boolean mutuallyOrdered(ReadRecord r, Op y) {
        return r.atomic() && y.atomic() && r.reference().name().equals(y.reference())
                && Scopes.inEachOthersScope(engine.agentInfo[r.agent()], r.scope(), engine.agentInfo[y.agent()],
                y.scope());
    }

    /** VK MM: Location-Ordered, for a write {@code x} before the access {@code y}. */
    boolean locationOrdered(WriteRecord x, Op y) {
        if (x.initial()) {
            return true;
        }
        if (readPartOrdered(x, y)) {
            return true;
        }
        if (y.read() && !y.write()) {
            return visible(x, y, true);
        }
        if (x.agent() == y.agent() && x.reference().name().equals(y.reference())) {
            return true;
        }
        if (mutuallyOrdered(x, y)) {
            return true;
        }
        boolean shaderPathAllowed = x.reference().name().equals(y.reference()) && x.nonPrivate() && y.nonPrivate();
        Agent ya = engine.agentInfo[y.agent()];
        boolean ordered = x.retired() ? chain(x, y, shaderPathAllowed ? ORDERED_SHADER : ORDERED, shaderPathAllowed, ya)
                : orderedByFacts(x, y, shaderPathAllowed, ya);
        if (ordered) {
            return true;
        }
        // an RMW also reads: its read part needs the write visible
        return y.read() && visible(x, y, true);
    }

    /** Whether an availability fact of {@code src} orders it before the write {@code y} (VK MM: Location-Ordered). */
    private boolean orderedByFacts(WriteRecord src, Op y, boolean shaderPathAllowed, Agent ya) {
        for (AvailabilityFact f : src.facts()) {
            if (!f.domain().kind().isShaderDomain()) {
                // VK MM: Location-Ordered, last bullet (X -> AV -> DOM(D_X, D_Y) -> Y)
                if (apiDomainOf(f, ya) ? hbDevice(f.agent(), f.seq(), y) : orderedAcrossDomains(f, y, ya)) {
                    return true;
                }
            } else if (shaderPathAllowed && f.origin() != AvailabilityFact.Origin.VISIBILITY_CHAIN
                    && f.domain().kind().isShaderDomain() && f.domain().contains(ya)
                    && hb(f, y)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The write that retired {@code w} when it is a newer write of the same agent through the same reference,
     * else null. VK MM: Location-Ordered ("X ->rcpo AVC(A_X,R_X,D,L) -> Y"): an availability operation after that
     * newer write is program-ordered after {@code w} too and includes (A_X,R_X,L), so every availability fact of
     * the newer write also orders {@code w} (that includes its per-instruction one: it includes (A_X,R_X,L)).
     * Retirement ends availability for visibility only ("future AV/DOM/VIS ops cannot revive W's write"), not
     * for location order; the axiomatic model relates the events, not the availability state.
     */
    private WriteRecord newerOwnWrite(LocationState ls, WriteRecord w) {
        if (!w.retired()) {
            return null;
        }
        WriteRecord newer = chains.write(ls, w.retiredBy());
        return newer != null && newer.agent() == w.agent() && newer.reference().name().equals(w.reference().name())
                ? newer : null;
    }

    /**
     * VK MM: Location-Ordered, the bullets for X a read ("X is a read, both X and Y are non-private, and
     * X->Y"; "X is a read, and X (transitively) system-synchronizes with Y"), for the write part of a
     * read-modify-write: it is one operation with its read part, so it is location-ordered before Y
     * (and, Y a read, visible-to Y unless a write lies between) without any availability or
     * visibility operation and whatever reference Y uses (the Alloy model's {@code stor[R-PRIV] . hb .
     * stor[R+W-PRIV]} includes RMWs, which are in both R and W).
     */
    private boolean readPartOrdered(WriteRecord x, Op y) {
        if (!x.rmw() || (x.agent() == y.agent() && x.seq() == y.seq())) {
            return false;
        }
        if (x.nonPrivate() && y.nonPrivate()
                && hb(x.agent(), x.seq(), x.classMask(), y.agent(), y.seq(), y.classMask(), y.knowledge())) {
            return true;
        }
        return x.agent() != y.agent() && engine.sswReaches(x.agent(), y.agent());
    }

    /** VK MM: Location-Ordered, for a read {@code x} before the access {@code y}. */
    boolean locationOrdered(ReadRecord x, Op y) {
        if (x.agent() == y.agent() && x.reference().name().equals(y.reference())) {
            return true;
        }
        if (x.nonPrivate() && y.nonPrivate()
                && hb(x.agent(), x.seq(), x.classMask(), y.agent(), y.seq(), y.classMask(), y.knowledge())) {
            return true;
        }
        return engine.sswReaches(x.agent(), y.agent());
    }

    /** Location order between two executed writes {@code x} before {@code z} (for hidden writes). */
    boolean locationOrdered(WriteRecord x, WriteRecord z) {
        if (z.initial()) {
            return false;
        }
        Op zo = new Op(z.agent(), z.seq(), z.reference().name(), z.location(), null, true, false, z.atomic(),
                z.nonPrivate(), z.scope(), z.clock(), -1, null, z.knowledge(), z.classMask());
        return locationOrdered(x, zo);
    }
}
