package dev.syncscope.core.check;

import dev.syncscope.core.model.StorageClass;

import java.util.ArrayList;
import java.util.List;

/**
 * The step from element N to element N+1 of availability and visibility chains, for the accesses of one storage
 * class. "An _availability chain_ is a sequence of availability operations to increasingly broad memory domains,
 * where element N+1 of the chain is performed in the dual scope instance of the destination memory domain of
 * element N and element N happens-before element N+1" (VK MM: Availability and Visibility; its example's second
 * element is "performed by an invocation in the same workgroup", any one); likewise a visibility chain. A bulk
 * operation (a barrier's or an atomic's MakeAvailable or MakeVisible) makes available or visible the writes of the
 * storage classes its semantics name (VK MM: Memory Semantics), so a chain carries a write of class c when every
 * element names c, whatever else each names. The dual scope instance and happens-before are the caller's
 * ({@code Derivation}). Immutable.
 *
 * <p>The Alloy model's {@code avvisinc} relates no barrier to a barrier (it relates operations only to the accesses
 * of their classes, having no separate instructions for the implicit av/vis operations), so a chain of two
 * MakeAvailable barriers was no chain there; a chain whose element N is an atomic already was
 * ({@code mp3transitive2.test}).
 *
 * @param accesses  the accesses these steps order: those of one storage class, or every access without chains
 * @param avStep    {@code avvisinc}'s availability side ({@code StaticFacts.avInc}), plus (with chains) a MakeAvailable to a later one, both naming the class; with
 *                  chains, no bulk MakeAvailable that leaves the class out at either end
 * @param visStep   likewise for MakeVisible operations and atomic or MakePointerVisible reads
 */
record ChainSteps(EventSet accesses, Relation avStep, Relation visStep) {

    /**
     * The steps of every storage class the program's accesses use, with chains; without chains one entry for every
     * access whose steps are {@code avvisinc}'s two sides alone ("AVC and VISC must each only have a single element").
     */
    static List<ChainSteps> of(StaticFacts s) {
        if (!s.chains) {
            return List.of(new ChainSteps(s.rw, s.avInc, s.visInc));
        }
        List<ChainSteps> out = new ArrayList<>();
        for (StorageClass c : StorageClass.values()) {
            ChainSteps steps = ofClass(s, c);
            if (steps != null) {
                out.add(steps);
            }
        }
        return List.copyOf(out);
    }

    /**
     * The steps of the chains that carry a write of storage class {@code c}, as a device with chains has them, whatever
     * the launch says (the race explanation asks whether chains would have joined an availability operation to a later
     * one: {@code RaceExplainer}); null when no access uses {@code c}.
     */
    static ChainSteps ofClass(StaticFacts s, StorageClass c) {
        EventSet accesses = s.rw.intersect(EventSet.of(s.n, e -> s.storageClass[e] == c));
        if (accesses.next(0) < 0) {
            return null;
        }
        int bit = 1 << c.ordinal();
        EventSet naming = EventSet.of(s.n, e -> (s.semanticsClasses[e] & bit) != 0);
        EventSet namingAv = s.semAv.intersect(naming);
        EventSet namingVis = s.semVis.intersect(naming);
        // a bulk operation that does not name c carries no write of c, at either end of a step (avvisinc would relate
        // an atomic of another class to it); a per-instruction operation on a location of c still does. An atomic's or
        // a per-instruction operation on a location of another class carries none either, unless its semantics name c:
        // its source scope holds only the location it accesses (VK MM: Per-Instruction Availability and Visibility
        // Semantics), so it cannot be an element of a chain for c (found by the one-workgroup race-free property,
        // session 71: a relaxed atomic store to y, acquire-related by the exchange's MakeVisible semantics naming y's
        // class, stood as the second element of x's chain). Likewise on the visibility side: an atomic's or a
        // MakePointerVisible read's visibility operation holds only the location it reads in its destination scope, so
        // it is no element of a visibility chain for c unless its semantics name c (found by the race-free property
        // across queue families with a third variable, session 74: a write of x, then a release exchange of z naming
        // only z's class, stood as the first element of x's visibility chain, and the synchronization through z's class
        // carried x to the acquirer's MakeVisible naming x's class:
        // AvailabilityVisibilityRulesTest.anAtomicOfAnotherStorageClassIsNoElementOfAVisibilityChain). As an
        // availability or visibility operation a MakePointerAvailable or MakePointerVisible access includes only
        // accesses of its own location and reference (avvisinc's perInstruction; VK MM: Per-Instruction Availability
        // and Visibility Semantics, "the memory locations written [read] by the instruction"), so no write of another
        // location of c reaches it and it is no element of that location's chains
        // (exec.AvailabilityVisibilityRulesTest.aPerInstruction…OfAnotherLocationIsNoElementOfTheChain)
        EventSet avElements = s.all.minus(s.semAv.union(s.av).minus(namingAv).minus(s.av.intersect(accesses)));
        EventSet visElements = s.all.minus(s.semVis.union(s.vis).minus(namingVis).minus(s.vis.intersect(accesses)));
        return new ChainSteps(accesses,
                s.avInc.union(Relation.product(namingAv, namingAv).irreflexive()).domain(avElements).range(avElements),
                s.visInc.union(Relation.product(namingVis, namingVis).irreflexive()).domain(visElements)
                        .range(visElements));
    }
}
