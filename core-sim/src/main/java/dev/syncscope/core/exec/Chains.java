package dev.syncscope.core.exec;

import dev.syncscope.core.memory.AvailabilityFact;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.PSlots;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.sync.Knowledge;

import java.util.ArrayList;
import java.util.List;

/**
 * Availability and visibility chains, used only when the launch enables the device feature
 * {@code vulkanMemoryModelAvailabilityVisibilityChains} (VK MM: Availability and Visibility,
 * "availability chain", "visibility chain"). An availability operation by agent B carries writes
 * already available in a narrower domain containing B further out, when the operation that put
 * them there happens-before it; a visibility operation by B from a wide domain pulls writes into
 * B's narrower domains, so a later visibility operation from those (that it happens-before)
 * completes the chain. Stateless.
 */
final class Chains {

    private Chains() {
    }

    /**
     * Chain step of a MakeAvailable operation by {@code agent} for its semantics' storage classes, of an
     * operation whose storage classes M are {@code opMask}.
     */
    static void availability(Engine e, Tx tx, int agent, int seq, Semantics sem, Scope scope, SourceSpan src,
                             Knowledge k, int opMask) {
        carry(e, tx, agent, seq, scope, src, ls -> sem.covers(ls.storageClass()), null, true, k, opMask);
    }

    /** Chain step of a per-instruction availability operation: same reference and location only. */
    static void perInstruction(Engine e, Tx tx, int agent, Op y, Scope scope, SourceSpan src, Knowledge k) {
        carryAt(e, tx, agent, y, scope, src, true, k);
    }

    /**
     * Chain step of a MakeVisible operation (a barrier's, or an acquire atomic's MakeVisible semantics): pull
     * writes from the wide domain into narrower ones, for its semantics' storage classes, of an operation whose
     * storage classes M are {@code opMask} (a barrier accesses no memory: M is its semantics' classes).
     */
    static void visibility(Engine e, Tx tx, int agent, int seq, Semantics sem, Scope scope, SourceSpan src,
                           Knowledge k, int opMask) {
        carry(e, tx, agent, seq, scope, src, ls -> sem.covers(ls.storageClass()), null, false, k, opMask);
    }

    /**
     * Chain step of a per-instruction visibility operation (MakePointerVisible, or an atomic read's own
     * visibility operation: VK MM: Per-Instruction Availability and Visibility Semantics): same reference
     * and location only.
     */
    static void perInstructionVisibility(Engine e, Tx tx, int agent, Op y, Scope scope, SourceSpan src,
                                         Knowledge k) {
        carryAt(e, tx, agent, y, scope, src, false, k);
    }

    /** A per-instruction chain step: only the access's own location, through its reference. */
    private static void carryAt(Engine e, Tx tx, int agent, Op y, Scope scope, SourceSpan src, boolean outward,
                                Knowledge knowledge) {
        int top = Executor.levelOf(scope);
        LocationState ls = tx.location(y.location());
        if (top >= 0 && ls != null) {
            carry(e, tx, e.agentInfo[agent], y.seq(), top, src, ls, y.reference(), outward, knowledge, y.classMask());
        }
    }

    private static void carry(Engine e, Tx tx, int agent, int seq, Scope scope, SourceSpan src,
                              java.util.function.Predicate<LocationState> covers, String reference, boolean outward,
                              Knowledge knowledge, int opMask) {
        int top = Executor.levelOf(scope);
        if (top < 0) {
            return;
        }
        Agent b = e.agentInfo[agent];
        // replacing a location's state is not a structural change of the map: iterating on is safe
        for (LocationState ls : e.state.locations.values()) {
            if (covers.test(ls)) {
                carry(e, tx, b, seq, top, src, ls, reference, outward, knowledge, opMask);
            }
        }
    }

    /** Carries the writes of one location that the chain step reaches. */
    private static void carry(Engine e, Tx tx, Agent b, int seq, int top, SourceSpan src, LocationState ls,
                              String reference, boolean outward, Knowledge knowledge, int opMask) {
        int agent = b.id();
        LocationState cur = ls;
        PSlots<WriteRecord> live = ls.live();
        for (int c = live.top(); c >= 0; c = live.below(c)) {
            WriteRecord w = live.at(c);
            if (reference != null && !w.reference().name().equals(reference)) {
                continue;
            }
            List<AvailabilityFact> add = new ArrayList<>();
            for (AvailabilityFact f : w.facts()) {
                DomainKind k = f.domain().kind();
                // VK MM: Availability and Visibility: "An availability chain is a sequence of availability
                // operations": a visibility chain's element made the write available to no domain, so it starts none
                if (outward && f.origin() == AvailabilityFact.Origin.VISIBILITY_CHAIN) {
                    continue;
                }
                if (!k.isShaderDomain() || k.ordinal() > top || !f.domain().contains(b)
                        || !Ordering.hb(f.agent(), f.seq(), f.classMask(), agent, seq, opMask, knowledge)) {
                    continue;
                }
                int from = outward ? k.ordinal() + 1 : 0;
                int to = outward ? top : k.ordinal() - 1;
                for (int l = from; l <= to; l++) {
                    DomainInstance d = DomainInstance.of(DomainKind.ALL.get(l), b);
                    if (!reachedBefore(w.facts(), add, d, agent, seq, opMask, knowledge, outward)) {
                        add.add(new AvailabilityFact(d, agent, seq, e.position(), outward
                                ? AvailabilityFact.Origin.CHAIN : AvailabilityFact.Origin.VISIBILITY_CHAIN, src,
                                opMask));
                    }
                }
            }
            WriteRecord w2 = w.withAddedFacts(add);
            if (w2 != w) {
                cur = cur.withLive(cur.live().set(c, w2));
            }
        }
        if (cur != ls) {
            tx.put(cur);
        }
    }

    /**
     * Whether the write already has a fact in domain {@code d} that orders it before every operation this chain element
     * ({@code agent}, {@code seq}, class mask {@code opMask}, knowledge {@code knowledge}) would order it before
     * ({@link #dominates}): the element's fact then adds no one. A fact whose operation does not (e.g. the writer's own
     * availability operation after its release, or another chain's) does not hide it: "An availability chain AVC that
     * happens-after W and that includes (A,R,L) in the source scope makes (W,L) available" (VK MM: Availability and
     * Visibility), whatever else made W available there. Bounds the facts per domain as the elements repeat: 256
     * invocations passing a MakeAvailable barrier 40 times add one fact per write and domain, not one per invocation.
     */
    private static boolean reachedBefore(List<AvailabilityFact> facts, List<AvailabilityFact> added, DomainInstance d,
                                         int agent, int seq, int opMask, Knowledge knowledge, boolean outward) {
        for (List<AvailabilityFact> list : List.of(facts, added)) {
            for (AvailabilityFact g : list) {
                // a visibility chain's pull serves later visibility operations only, not location order between
                // writes (Ordering.orderedByFacts): it stands in for no availability chain's element
                if (outward && g.origin() == AvailabilityFact.Origin.VISIBILITY_CHAIN) {
                    continue;
                }
                if (g.domain().equals(d) && dominates(g, agent, seq, opMask, knowledge)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether fact {@code g} happens-before every operation that the chain element ({@code agent}, {@code seq}, class
     * mask {@code opMask}, knowledge {@code knowledge} there) happens-before, as {@link Ordering#hb} decides it. That
     * {@code g} happens-before the element is not enough: happens-before is not transitive (VK MM: Happens-Before,
     * note: program order and inter-thread-happens-before do not chain), so an operation the element's agent performs
     * after it may not happen-after {@code g}. Session 70's race-free differential property found it: P0's store of y
     * (release naming sc0) happened-before P1's store of x with MakeAvailable naming y's class sc1, through a control
     * barrier naming sc0; P1's later load of y did not happen-after P0's store, and the element's fact had been left
     * out, so the load read y's initial value where the chain (the store's availability in the subgroup domain, then
     * P1's MakeAvailable to the queue family domain, program-ordered before the load) orders the store before it (VK
     * MM: Location-Ordered; the Alloy model's avqf and locord agree). Two cases suffice:
     * <ul>
     *   <li>{@code g} is of the same agent, no later in program order, and has every class bit of the element's mask
     *       (as an own write's newer availability fact is left out: {@code WriteRecord.withNewerFacts}): each term of
     *       {@link Ordering#hb} that holds from the element holds from {@code g}, on clocks looked up at no later a
     *       position;</li>
     *   <li>{@code g} is of another agent, has every class c of the element's semantics, and the element's agent knows
     *       {@code g} through each c (inter-thread-happens-before&lt;{c}&gt;, transitive): an operation of another
     *       agent ordered after the element through c knows {@code g} through c as well (its clock joined the
     *       element's agent's), and one of the element's agent after it whose mask has a class c of the element's
     *       (a later access of the location: the element names its class) knows {@code g} through c, clocks only
     *       growing along program order. An element that accesses memory itself (a release atomic, a per-instruction
     *       operation) is left to the first case: {@link Ordering#hb}'s term for the two classes of two accesses
     *       would need its class set's clock too.</li>
     * </ul>
     */
    static boolean dominates(AvailabilityFact g, int agent, int seq, int opMask, Knowledge knowledge) {
        if (g.agent() == agent) {
            return g.seq() <= seq && (opMask & ~g.classMask()) == 0;
        }
        int classes = opMask & Ordering.CLASSES;
        if ((opMask >>> Ordering.ACCESS_SHIFT) != 0 || classes == 0 || (classes & ~g.classMask()) != 0) {
            return false;
        }
        for (int c = classes; c != 0; c &= c - 1) {
            if (knowledge.get(Integer.numberOfTrailingZeros(c)).get(g.agent()) < g.seq()) {
                return false;
            }
        }
        return true;
    }
}
