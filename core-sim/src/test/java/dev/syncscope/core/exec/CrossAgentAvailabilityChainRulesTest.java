package dev.syncscope.core.exec;

import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.SC1;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.acqVis;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.nonpriv;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.relAv;
import static dev.syncscope.core.model.Scope.QUEUE_FAMILY;
import static dev.syncscope.core.model.Scope.SUBGROUP;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM: Availability and Visibility: "An _availability chain_ is a sequence of availability operations to
 * increasingly broad memory domains, where element N+1 of the chain is performed in the dual scope instance of
 * the destination memory domain of element N and element N happens-before element N+1. An example is an
 * availability operation with destination scope of the workgroup instance domain that happens-before an
 * availability operation to the shader domain performed by an invocation in the same workgroup." Location-Ordered:
 * "X->^rcpo^AVC(A_X,R_X,D,L)->VISC(A_Y,R_Y,D,L)->^rcpo^Y".
 *
 * <p>The probe {@code /work/probes/chain-probe.test}: T0 and T1 share subgroup 0, T2 is in subgroup 1 of the
 * same workgroup. T0 writes x, makes it available to the subgroup domain with a MakeAvailable barrier, releases
 * f (subgroup scope), and only then makes x available to the workgroup domain itself (ordered before nothing of
 * T2's). T1 acquires f, makes sc0 available to the workgroup domain with a barrier (performed in subgroup 0,
 * the dual scope instance of element 1's destination domain; T0's barrier happens-before it) and releases g;
 * T2 acquires g, MakeVisible from the workgroup domain, reads x. With chains, AVC = [T0's subgroup barrier,
 * T1's workgroup barrier] makes (x) available to the workgroup domain and happens-before T2's visibility: no
 * race, and x = 1 is the only value T2 may read. Both elements are barriers: the Alloy model's {@code avvisinc}
 * relates no barrier to a barrier, so it cannot express this chain (an artifact of not splitting out the
 * implicit av/vis operations, its comment says); with atomics as elements ({@code mp3transitive2/4.test}) it
 * does.
 */
class CrossAgentAvailabilityChainRulesTest {

    /** {@code secondElement}: T1's workgroup MakeAvailable; {@code chains}: the feature flag. */
    private static Program program(boolean secondElement, boolean chains, boolean laterOwnWorkgroupAv) {
        Mini m = new Mini().ref("x", "x", SC0).ref("f", "f", SC0).ref("g", "g", SC0);
        if (chains) {
            m.chains();
        }
        m.thread(0, 0, 0).st("x", 1, nonpriv()).membar(SUBGROUP, relAv(SC0)).st("f", 1, atom(SUBGROUP, rel(SC0)));
        if (laterOwnWorkgroupAv) {
            m.membar(WORKGROUP, relAv(SC0));
        }
        m.thread(0, 0, 0).ld("f", atom(SUBGROUP, acq(SC0)));
        if (secondElement) {
            m.membar(WORKGROUP, relAv(SC0));
        }
        m.st("g", 1, atom(WORKGROUP, rel(SC0)));
        return m.thread(1, 0, 0).ld("g", atom(WORKGROUP, acq(SC0))).membar(WORKGROUP, acqVis(SC0))
                .ld("x", nonpriv()).program();
    }

    private static Map<String, Long> flagsSeen() {
        return Map.of("T1:r0", 1L, "T2:r0", 1L);
    }

    private static Engine run(Program p) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1, 2);
        assertEquals(1, reg(e, 1, 0), "T1 read f");
        assertEquals(1, reg(e, 2, 0), "T2 read g");
        return e;
    }

    private static void assertChainOrders(Program p) {
        Engine e = run(p);
        assertEquals(1, reg(e, 2, 1), "x is visible to T2 through the chain");
        assertTrue(e.races().isEmpty(), "x is location-ordered before T2's read: " + e.races());
        assertFalse(CheckerVerdict.racyWhen(p, flagsSeen()), "checker: no race");
    }

    private static void assertRacy(Program p) {
        assertFalse(run(p).races().isEmpty(), "stepper: race on x");
        assertTrue(CheckerVerdict.racyWhen(p, flagsSeen()), "checker: race on x");
    }

    @Test
    void barrierChainAcrossTwoAgentsOrdersTheWriteBeforeAThirdAgentsRead() {
        assertChainOrders(program(true, true, false));
    }

    @Test
    void theWritersOwnLaterWorkgroupAvailabilityDoesNotHideTheChain() {
        // the probe as written
        assertChainOrders(program(true, true, true));
    }

    @Test
    void withoutChainsEachElementAloneIsNotEnough() {
        // "If ...vulkanMemoryModelAvailabilityVisibilityChains is VK_FALSE, then AVC and VISC must each only have a
        // single element": T0's subgroup availability does not reach T2's domains
        assertRacy(program(true, false, true));
        assertRacy(program(true, false, false));
    }

    @Test
    void withoutTheSecondElementTheSubgroupAvailabilityDoesNotReachTheReader() {
        assertRacy(program(false, true, true));
        assertRacy(program(false, true, false));
    }

    /**
     * The mirror, a visibility chain of two barriers: T0 (subgroup 0) makes x available to the workgroup domain and
     * releases g; T1 (subgroup 1) acquires g and does a workgroup MakeVisible barrier (element 1, performed in
     * subgroup 1, the dual scope instance of element 2's source domain), releases f at subgroup scope; T2 (subgroup
     * 1) acquires f, does a subgroup MakeVisible barrier (element 2) and reads x. "A visibility chain VISC that
     * happens-after AVC ... makes (W,L) visible to all (agent,reference,L) tuples included in its final destination
     * scope."
     */
    private static Program visibilityChain(boolean chains) {
        Mini m = new Mini().ref("x", "x", SC0).ref("f", "f", SC0).ref("g", "g", SC0);
        if (chains) {
            m.chains();
        }
        return m.thread(0, 0, 0).st("x", 1, nonpriv()).membar(WORKGROUP, relAv(SC0)).st("g", 1, atom(WORKGROUP, rel(SC0)))
                .thread(1, 0, 0).ld("g", atom(WORKGROUP, acq(SC0))).membar(WORKGROUP, acqVis(SC0))
                .st("f", 1, atom(SUBGROUP, rel(SC0)))
                .thread(1, 0, 0).ld("f", atom(SUBGROUP, acq(SC0))).membar(SUBGROUP, acqVis(SC0))
                .ld("x", nonpriv()).program();
    }

    @Test
    void barrierVisibilityChainAcrossTwoAgents() {
        assertChainOrders(visibilityChain(true));
        assertRacy(visibilityChain(false));
    }

    /**
     * The chain of two MakeAvailable barriers with the storage classes each names: T0's subgroup element names
     * {@code first}, T1's workgroup element {@code second}; x is StorageBuffer (sc0). An element makes available the
     * writes of the storage classes its semantics name (VK MM: Availability and Visibility; Memory Semantics), so the
     * chain carries x when both name sc0, whatever else either names.
     */
    private static Program classedChain(StorageClass[] first, StorageClass[] second) {
        Mini m = new Mini().ref("x", "x", SC0).ref("f", "f", SC0).ref("g", "g", SC0).chains();
        m.thread(0, 0, 0).st("x", 1, nonpriv()).membar(SUBGROUP, relAv(first)).st("f", 1, atom(SUBGROUP, rel(SC0)));
        m.thread(0, 0, 0).ld("f", atom(SUBGROUP, acq(SC0))).membar(WORKGROUP, relAv(second))
                .st("g", 1, atom(WORKGROUP, rel(SC0)));
        return m.thread(1, 0, 0).ld("g", atom(WORKGROUP, acq(SC0))).membar(WORKGROUP, acqVis(SC0))
                .ld("x", nonpriv()).program();
    }

    /** The checker linked element N+1 only when it named all of element N's classes: {sc0, sc1} then {sc0} was no chain. */
    @Test
    void aChainElementNamingMoreClassesThanTheNextStillCarriesTheWriteOfTheClassBothName() {
        assertChainOrders(classedChain(new StorageClass[] {SC0, SC1}, new StorageClass[] {SC0}));
        assertChainOrders(classedChain(new StorageClass[] {SC0}, new StorageClass[] {SC0, SC1}));
    }

    @Test
    void aChainWhoseNextElementLeavesOutTheWritesClassDoesNotCarryIt() {
        assertRacy(classedChain(new StorageClass[] {SC0, SC1}, new StorageClass[] {SC1}));
    }

    /**
     * Element 1 is T0's atomic store of an sc1 flag whose MakeAvailable names sc0 and sc1 (it carries x to the
     * subgroup domain); element 2, T1's workgroup barrier, names only sc1, so it carries no sc0 write, and x is not
     * available to the workgroup domain: a race. The checker's step related the sc1 atomic to any MakeAvailable
     * naming sc1 (avvisinc), which let the sc0 chain pass through element 2.
     */
    @Test
    void aChainDoesNotPassThroughABarrierThatLeavesTheWritesClassOutAfterAnAtomicOfAnotherClass() {
        Mini m = new Mini().ref("x", "x", SC0).ref("f", "f", SC1).ref("g", "g", SC0).chains();
        m.thread(0, 0, 0).st("x", 1, nonpriv()).st("f", 1, atom(SUBGROUP, relAv(SC0, SC1)));
        m.thread(0, 0, 0).ld("f", atom(SUBGROUP, acq(SC0, SC1))).membar(WORKGROUP, relAv(SC1))
                .st("g", 1, atom(WORKGROUP, rel(SC0, SC1)));
        assertRacy(m.thread(1, 0, 0).ld("g", atom(WORKGROUP, acq(SC0, SC1))).membar(WORKGROUP, acqVis(SC0, SC1))
                .ld("x", nonpriv()).program());
    }

    /** The mirror for visibility chains: {sc0, sc1} then {sc0} MakeVisible carries an sc0 write, {sc1} does not. */
    @Test
    void aVisibilityChainCarriesTheWriteOfTheClassEveryElementNames() {
        assertChainOrders(classedVisibilityChain(new StorageClass[] {SC0, SC1}, new StorageClass[] {SC0}));
        assertChainOrders(classedVisibilityChain(new StorageClass[] {SC0}, new StorageClass[] {SC0, SC1}));
        assertRacy(classedVisibilityChain(new StorageClass[] {SC0, SC1}, new StorageClass[] {SC1}));
    }

    /** {@link #visibilityChain} with T1's workgroup MakeVisible naming {@code first}, T2's subgroup one {@code second}. */
    private static Program classedVisibilityChain(StorageClass[] first, StorageClass[] second) {
        Mini m = new Mini().ref("x", "x", SC0).ref("f", "f", SC0).ref("g", "g", SC0).chains();
        return m.thread(0, 0, 0).st("x", 1, nonpriv()).membar(WORKGROUP, relAv(SC0)).st("g", 1, atom(WORKGROUP, rel(SC0)))
                .thread(1, 0, 0).ld("g", atom(WORKGROUP, acq(SC0))).membar(WORKGROUP, acqVis(first))
                .st("f", 1, atom(SUBGROUP, rel(SC0)))
                .thread(1, 0, 0).ld("f", atom(SUBGROUP, acq(SC0))).membar(SUBGROUP, acqVis(second))
                .ld("x", nonpriv()).program();
    }

    /**
     * Happens-before is not transitive (VK MM: Happens-Before, note), so the writer's own availability fact, though it
     * happens-before a chain element of another invocation, does not stand in for the element's: T0's atomic store of
     * y (queue-family scope, release naming sc0) happens-before T1's store of x, whose release MakeAvailable names y's
     * class sc1 (through a control barrier acquire-release on sc0: VK MM: Inter-Thread-Happens-Before), but not T1's
     * later relaxed load of y. With chains, [the store's availability in the subgroup domain, T1's MakeAvailable to the
     * queue family domain] happens-after the store and before the load's own visibility operation (program order), so
     * the store is location-ordered before the load, which reads y = 1 only (VK MM: Availability and Visibility,
     * Location-Ordered; the Alloy model's avqf); without chains it may read 0 too. Session 70 (the race-free
     * differential property; {@code FoundByDifferentialTest} holds its program).
     */
    @Test
    void aChainElementOfTheReadersInvocationCountsThoughTheWritersOwnFactHappensBeforeIt() {
        for (boolean chains : new boolean[] {true, false}) {
            Mini m = new Mini().ref("x", "x", SC0).ref("y", "y", SC1);
            if (chains) {
                m.chains();
            }
            dev.syncscope.core.model.Semantics barrier = Mini.acqRelAvVis(SC0);
            m.thread(0, 0, 0).st("y", 1, atom(QUEUE_FAMILY, relAv(SC0))).cbar(WORKGROUP, WORKGROUP, barrier, 1)
                    .thread(0, 0, 0).cbar(WORKGROUP, WORKGROUP, barrier, 1).st("x", 2, atom(QUEUE_FAMILY, relAv(SC1)))
                    .ld("y", atom(QUEUE_FAMILY));
            Engine e = m.engine();
            Mini.runInOrder(e, 0);
            e.step(Decision.of(1));
            e.step(Decision.of(1));
            java.util.Set<Long> values = new java.util.TreeSet<>();
            e.choices(1).stream().filter(ReadChoice::consistent).forEach(c -> values.add(c.value()));
            assertEquals(chains ? java.util.Set.of(1L) : java.util.Set.of(0L, 1L), values, "chains " + chains);
        }
    }

    /**
     * The facts a chain keeps stay bounded as elements repeat: eight invocations of one subgroup store, then pass a
     * MakeAvailable control barrier three times. From the second barrier on, each invocation's arrival is a chain
     * element that happens-after T0's store's subgroup fact, but T0's own workgroup fact, known to each of them
     * through the class the barrier names (inter-thread-happens-before&lt;sc0&gt;, transitive), already orders the
     * store before all it would (VK MM: Availability and Visibility; Happens-Before): the store keeps a fact or two
     * per domain, not one per invocation (session 70: one per invocation made 256 invocations passing such a barrier
     * 40 times take 232 s and 5.7 GB instead of 6 s).
     */
    @Test
    void repeatedChainElementsOfInvocationsThatKnowTheWritersFactAddNoFacts() {
        Mini m = new Mini().chains();
        dev.syncscope.core.model.Semantics barrier = Mini.acqRelAvVis(SC0);
        for (int t = 0; t < 8; t++) {
            m.ref("x" + t, "x" + t, SC0);
        }
        for (int t = 0; t < 8; t++) {
            m.thread(0, 0, 0).st("x" + t, 1, nonpriv());
            for (int b = 1; b <= 3; b++) {
                m.cbar(WORKGROUP, WORKGROUP, barrier, b);
            }
        }
        Engine e = m.engine();
        for (boolean stepped = true; stepped; ) {
            stepped = false;
            for (int i = 0; i < 8; i++) {
                if (e.isRunnable(i)) {
                    e.step(Decision.of(i));
                    stepped = true;
                }
            }
        }
        for (int t = 0; t < 8; t++) {
            for (dev.syncscope.core.memory.WriteRecord w
                    : e.location(new dev.syncscope.core.model.Location("x" + t, 0)).allWritesOldestFirst()) {
                Map<Object, Long> perDomain = w.facts().stream().collect(java.util.stream.Collectors.groupingBy(
                        f -> f.domain(), java.util.stream.Collectors.counting()));
                assertTrue(perDomain.values().stream().allMatch(n -> n <= 2), "x" + t + ": " + w.facts());
            }
        }
    }
}
