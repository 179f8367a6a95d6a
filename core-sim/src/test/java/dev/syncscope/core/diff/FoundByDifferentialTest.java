package dev.syncscope.core.diff;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.diff.LitmusSpec.Acc;
import dev.syncscope.core.diff.LitmusSpec.Barrier;
import dev.syncscope.core.diff.LitmusSpec.Inv;
import dev.syncscope.core.diff.LitmusSpec.Kind;
import dev.syncscope.core.diff.LitmusSpec.Load;
import dev.syncscope.core.diff.LitmusSpec.MemBar;
import dev.syncscope.core.diff.LitmusSpec.Sem;
import dev.syncscope.core.diff.LitmusSpec.Store;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The minimal programs the differential property shrank its failures to, each kept as a named
 * regression test run through the same oracle ({@link StepperOracle}).
 */
class FoundByDifferentialTest {
    private static final Acc PLAIN = new Acc(Kind.PLAIN, null, Sem.RELAXED);
    private static final Acc ATOM_SG = new Acc(Kind.ATOMIC, Scope.SUBGROUP, Sem.RELAXED);

    /**
     * P0: r0 = ld.atom.sg x; r1 = ld x  ||  P1: st.atom.sg x = 1 (one subgroup). After P0's atomic
     * load reads 1, its plain load through the same reference is location-ordered after it, so reading
     * the initial 0 closes W rf R0 locord R1 fr W (VK MM: Acyclicity). The stepper's default read
     * returned 0 because no write is visible to the racy plain load.
     */
    @Test
    void racyPlainLoadAfterAtomicLoadOfNewerValueDoesNotReadOlderValue() {
        LitmusSpec spec = new LitmusSpec(List.of(
                new Inv(0, 0, 0, List.of(new Load(0, ATOM_SG), new Load(0, PLAIN))),
                new Inv(0, 0, 0, List.of(new Load(0, PLAIN), new Store(0, ATOM_SG)))),
                List.of(), StorageClass.STORAGE_BUFFER, StorageClass.STORAGE_BUFFER, true, true);
        assertAgrees(spec);
    }

    /**
     * P0: r0 = ld x; st x = 1  ||  P1: r0 = ld x; r1 = rmw.exch.atom.sg x 2 (one subgroup). P1's RMW
     * may read the initial 0 after P0's racing plain store; the checker then orders the RMW before the
     * store (a read of the initial value from-reads every write) and ends with x = 1, the stepper ends
     * with its newest write, x = 2. The spec leaves racy final memory undefined, so the oracle
     * compares registers and the race verdict here, not x (see {@link StepperOracle}).
     */
    @Test
    void racyLocationFinalValueIsNotCompared() {
        Acc exch = ATOM_SG;
        LitmusSpec spec = new LitmusSpec(List.of(
                new Inv(0, 0, 0, List.of(new Load(0, PLAIN), new Store(0, PLAIN))),
                new Inv(0, 0, 0, List.of(new Load(0, PLAIN), new LitmusSpec.Rmw(0, true, exch)))),
                List.of(), StorageClass.STORAGE_BUFFER, StorageClass.STORAGE_BUFFER, true, true);
        assertAgrees(spec);
    }

    /**
     * P0: r0 = ld x; r1 = rmw.exch.atom.sg x 1  ||  P1: r0 = ld y; r1 = rmw.exch.atom.sg y 2, y aliasing
     * x. The RMWs use different references, so they are not mutually ordered (VK MM: "they use the same
     * reference"), but a read of the initial value from-reads every write to the location: both RMWs
     * reading 0 would from-read each other's write, a cycle (VK MM: Acyclicity). The stepper let the
     * second RMW read the initial value by default and offered it as consistent.
     */
    @Test
    void twoRmwsThroughAliasesDoNotBothReadTheInitialValue() {
        LitmusSpec spec = new LitmusSpec(List.of(
                new Inv(0, 0, 0, List.of(new Load(0, PLAIN), new LitmusSpec.Rmw(0, true, ATOM_SG))),
                new Inv(0, 0, 0, List.of(new Load(1, PLAIN), new LitmusSpec.Rmw(1, true, ATOM_SG)))),
                List.of(), StorageClass.STORAGE_BUFFER, StorageClass.STORAGE_BUFFER, true, true);
        assertAgrees(spec);
    }

    /**
     * P0: st.atom.dv y = 1; st.nonpriv y = 2; r0 = rmw.exch.atom.sg y 3  ||  P1: r0 = ld x. The plain
     * store is location-ordered between the atomic store and the RMW (same invocation and reference),
     * so the RMW reading the atomic store closes W1 rf RMW, W1 locord W2 locord RMW (VK MM: Acyclicity
     * with from-reads); it must read 2.
     */
    @Test
    void rmwDoesNotReadPastANewerPlainStoreOfItsOwn() {
        Acc dv = new Acc(Kind.ATOMIC, Scope.DEVICE, Sem.RELAXED);
        Acc nonpriv = new Acc(Kind.NONPRIV, null, Sem.RELAXED);
        LitmusSpec spec = new LitmusSpec(List.of(
                new Inv(0, 0, 0, List.of(new Store(1, dv), new Store(1, nonpriv), new LitmusSpec.Rmw(1, true, ATOM_SG))),
                new Inv(0, 0, 0, List.of(new Load(0, PLAIN), new Load(0, PLAIN)))),
                List.of(), StorageClass.STORAGE_BUFFER, StorageClass.STORAGE_BUFFER, false, true);
        assertAgrees(spec);
    }

    /**
     * P0: r0 = ld.atom.sg x; cbar.sg.sg.acq_rel.sc1.semav 1; r1 = ld.nonpriv x  ||  P1: r0 =
     * rmw.exch.atom.sg x 1; cbar (same); r1 = ld x (one subgroup, x in sc1, chains). The barrier makes
     * P1's RMW happen-before P0's non-private load, and an RMW is a read: "X is a read, both X and Y are
     * non-private, and X->Y" makes them location-ordered (VK MM: Location-Ordered), so there is no race
     * although no visibility operation precedes the load. The stepper reported one (shrunk from seed
     * -6316079427639880833 after 3,829 programs).
     */
    @Test
    void rmwThatHappensBeforeANonPrivateLoadDoesNotRace() {
        Acc nonpriv = new Acc(Kind.NONPRIV, null, Sem.RELAXED);
        LitmusSpec spec = new LitmusSpec(List.of(
                new Inv(0, 0, 0, List.of(new Load(0, ATOM_SG), new Load(0, nonpriv))),
                new Inv(0, 0, 0, List.of(new LitmusSpec.Rmw(0, true, ATOM_SG), new Load(0, PLAIN)))),
                List.of(new Barrier(Scope.SUBGROUP, Scope.SUBGROUP, new Sem(true, true, 2, true, false), 1)),
                StorageClass.WORKGROUP, StorageClass.WORKGROUP, true, true);
        assertAgrees(spec);
    }

    /**
     * The unshrunk program of the same failure. P1 (alone in its subgroup and workgroup):
     * r0 = rmw.add.atom.dv.rel.sc0,sc1 y 1; cbar.wg.dv.acq_rel.sc0,sc1.semav 2; r1 = ld.avvis.qf x with y
     * aliasing x. The read clause of VK MM: Location-Ordered names no reference, so the RMW through y is
     * location-ordered before the later non-private load through x by program order; the stepper reported
     * a race ("shader availability and visibility never connect two references").
     */
    @Test
    void rmwThroughAnAliasIsLocationOrderedBeforeItsOwnLaterNonPrivateLoad() {
        Sem acqRelAv = new Sem(true, true, 3, true, false);
        LitmusSpec spec = new LitmusSpec(List.of(
                new Inv(0, 0, 1, List.of(new MemBar(Scope.SUBGROUP, new Sem(false, true, 1, true, false)),
                        new MemBar(Scope.SUBGROUP, new Sem(true, false, 1, false, false)))),
                new Inv(0, 1, 0, List.of(new LitmusSpec.Rmw(1, false,
                                new Acc(Kind.ATOMIC, Scope.DEVICE, new Sem(false, true, 3, false, false))),
                        new Load(0, new Acc(Kind.AVVIS, Scope.QUEUE_FAMILY, Sem.RELAXED))))),
                List.of(new Barrier(Scope.SUBGROUP, Scope.SUBGROUP, new Sem(true, true, 2, false, true), 0),
                        new Barrier(Scope.WORKGROUP, Scope.DEVICE, acqRelAv, 1)),
                StorageClass.WORKGROUP, StorageClass.WORKGROUP, true, false);
        assertAgrees(spec);
    }

    /**
     * P0: r0 = rmw.exch.atom.qf.acq.sc0.semvis x 1; st.atom.sg x = 2  ||  P1 (other workgroup):
     * st.atom.qf.rel.sc0.semav x = 3. The stepper lets the RMW read 3 (then x = 2); the checker,
     * following the Alloy model's single transitive scoped modification order, forbade it, since
     * 3 < RMW < 2 would order the two stores that are not mutually ordered. The appendix defines one
     * order per write ("A's scoped modification order") and Dat3M's {@code asmo = co & mutordatom}
     * agrees; the checker now does too ({@code ModificationOrders}). Found by the 10,000-program run.
     */
    @Test
    void rmwReadsAStoreOfAnotherWorkgroupBeforeItsOwnSubgroupScopeStore() {
        Sem acqVis = new Sem(true, false, 1, false, true);
        Sem relAv = new Sem(false, true, 1, true, false);
        LitmusSpec spec = new LitmusSpec(List.of(
                new Inv(0, 0, 0, List.of(new LitmusSpec.Rmw(0, true, new Acc(Kind.ATOMIC, Scope.QUEUE_FAMILY, acqVis)),
                        new Store(0, ATOM_SG))),
                new Inv(0, 1, 0, List.of(new Load(1, PLAIN), new Store(0, new Acc(Kind.ATOMIC, Scope.QUEUE_FAMILY, relAv))))),
                List.of(), StorageClass.STORAGE_BUFFER, StorageClass.STORAGE_BUFFER, false, true);
        assertAgrees(spec);
    }

    /**
     * P0: r0 = ld.atom.sg x; r1 = rmw.exch.atom.sg.acq.sc1.semvis x 1; cbar  ||  P1: r0 = ld y;
     * r1 = rmw.exch.atom.sg x 2; r2 = rmw.exch.atom.sg x 3; cbar; r3 = ld.atom.sg.acq.sc1.semvis x, one
     * subgroup, cbar.sg.sg.acq_rel.sc1.semav.semvis (x is sc0). Shrunk from seed 182563213359835384
     * after 9,454 programs.
     */
    @Test
    void rmwBeforeAWorkgroupClassBarrierAndALaterAtomicLoadOfTheOtherInvocation() {
        Acc acqVisSc1 = new Acc(Kind.ATOMIC, Scope.SUBGROUP, new Sem(true, false, 2, false, true));
        LitmusSpec spec = new LitmusSpec(List.of(
                new Inv(0, 0, 0, List.of(new Load(0, ATOM_SG), new LitmusSpec.Rmw(0, true, acqVisSc1))),
                new Inv(0, 0, 0, List.of(new Load(1, PLAIN), new LitmusSpec.Rmw(0, true, ATOM_SG),
                        new LitmusSpec.Rmw(0, true, ATOM_SG), new Load(0, acqVisSc1)))),
                List.of(new Barrier(Scope.SUBGROUP, Scope.SUBGROUP, new Sem(true, true, 2, true, true), 3)),
                StorageClass.STORAGE_BUFFER, StorageClass.STORAGE_BUFFER, false, true);
        assertAgrees(spec);
    }

    /**
     * P0: st.nonpriv x = 1; st.nonpriv x = 2; cbar  ||  P1: r0 = ld y; r1 = ld y; cbar; st.nonpriv x = 3, one
     * subgroup, cbar.sg.sg.acq_rel.sc0.semav.semvis, chains. P0's second store retires its first, but the
     * barrier's MakeAvailable still includes (P0, x, L) and comes after both, so the first store is
     * location-ordered before P1's store (VK MM: Location-Ordered, "X ->rcpo AVC -> Y"): no race. The
     * stepper reported one ("no availability operation made the write available"). Shrunk from seed
     * 3966672610835002139 after 1,743 programs.
     */
    @Test
    void anOverwrittenStoreIsStillOrderedByTheAvailabilityOperationAfterItsOwnNewerStore() {
        Acc nonpriv = new Acc(Kind.NONPRIV, null, Sem.RELAXED);
        LitmusSpec spec = new LitmusSpec(List.of(
                new Inv(0, 0, 0, List.of(new Store(0, nonpriv), new Store(0, nonpriv))),
                new Inv(0, 0, 0, List.of(new Load(1, PLAIN), new Load(1, PLAIN), new Store(0, nonpriv)))),
                List.of(new Barrier(Scope.SUBGROUP, Scope.SUBGROUP, new Sem(true, true, 1, true, true), 2)),
                StorageClass.STORAGE_BUFFER, StorageClass.STORAGE_BUFFER, false, true);
        assertAgrees(spec);
    }

    /**
     * P0: r0 = ld.atom.dv.acq.sc0,sc1 y; r1 = rmw.exch.atom.dv y 1; st y = 2  ||  P1 (another workgroup): st x = 3;
     * r0 = ld.atom.dv.acq.sc0.semvis x; r1 = ld.nonpriv y; r2 = ld.atom.dv x  ||  P2 (another queue family):
     * membar.sg.acq.sc0,sc1; r0 = ld.atom.sg.acq.sc1 x; r1 = rmw.add.atom.wg x 1 (x and y in sc1, chains). The
     * checker's value-change pruning compared the scopes of x's writes pairwise before it had seen that P1's plain
     * store has none, and failed with a NullPointerException when the atomic add came first (a set's order: shrunk
     * from seed 2593488368847685623, session 30). A location with a plain write is not totally ordered, so nothing is
     * pruned there (VK MM: Scoped Modification Order Coherence needs atomics).
     */
    @Test
    void valueChangePruningAtALocationWithAPlainWriteComparesNoScopeOfIt() {
        Acc dvAcq = new Acc(Kind.ATOMIC, Scope.DEVICE, new Sem(true, false, 3, false, false));
        Acc dv = new Acc(Kind.ATOMIC, Scope.DEVICE, Sem.RELAXED);
        Acc nonpriv = new Acc(Kind.NONPRIV, null, Sem.RELAXED);
        LitmusSpec spec = new LitmusSpec(List.of(
                new Inv(0, 0, 0, List.of(new Load(1, dvAcq), new LitmusSpec.Rmw(1, true, dv), new Store(1, PLAIN))),
                new Inv(0, 1, 1, List.of(new Store(0, PLAIN),
                        new Load(0, new Acc(Kind.ATOMIC, Scope.DEVICE, new Sem(true, false, 1, false, true))),
                        new Load(1, nonpriv), new Load(0, dv))),
                new Inv(1, 0, 1, List.of(new MemBar(Scope.SUBGROUP, new Sem(true, false, 3, false, false)),
                        new Load(0, new Acc(Kind.ATOMIC, Scope.SUBGROUP, new Sem(true, false, 2, false, false))),
                        new LitmusSpec.Rmw(0, false, new Acc(Kind.ATOMIC, Scope.WORKGROUP, Sem.RELAXED))))),
                List.of(), StorageClass.WORKGROUP, StorageClass.WORKGROUP, false, true);
        assertAgrees(spec);
    }

    /**
     * H0 (host): r0 = ld x; r1 = ld x  ||  P1: r0 = rmw.exch.atom.sg x 1; avdevice; st y = 2, y aliasing x, H0
     * system-synchronizes-with P1 (session 37, 1,000 tries). P1's read-modify-write and its private store through the
     * other reference are location-ordered through the device domain: its write part, made available there by the
     * avdevice after it, is location-ordered before the store (the Alloy model's WaW via the device domain; VK MM:
     * Location-Ordered, last bullet). The read-modify-write is one operation, so the pair is no data race; the stepper
     * checked its read part alone and reported one.
     */
    @Test
    void aReadModifyWriteWhoseWritePartIsOrderedBeforeAnAliasedPrivateStoreDoesNotRaceWithIt() {
        HostLitmusSpec spec = new HostLitmusSpec(List.of(
                new HostLitmusSpec.Thread(true, 0, 0, 0, List.of(new HostLitmusSpec.Mem(new Load(0, PLAIN)),
                        new HostLitmusSpec.Mem(new Load(0, PLAIN)))),
                new HostLitmusSpec.Thread(false, 0, 0, 0, List.of(
                        new HostLitmusSpec.Mem(new LitmusSpec.Rmw(0, true, ATOM_SG)),
                        new HostLitmusSpec.Api(HostLitmusSpec.ApiKind.AVDEVICE),
                        new HostLitmusSpec.Mem(new Store(1, PLAIN))))),
                List.of(new HostLitmusSpec.Ssw(0, 1)), true, true);
        Program p = spec.build();
        CheckResult check = new AxiomaticChecker(StepperAgreesWithCheckerPropertyTest.CHECK).check(p);
        assertTrue(check.complete() && !check.hasRace(), "the checker finds no race");
        StepperOracle.Report report = StepperOracle.compare(p, check, 8);
        assertTrue(report.compared() > 0, "some run finished");
        assertTrue(report.disagreements().isEmpty(), () -> spec + String.join("\n", report.disagreements()));
    }

    /**
     * x: sc0, y: sc1, chains on; one subgroup. P0: st.atom.qf.rel.sc0.semav y = 1; cbar; r0 = ld.atom.qf x  ||  P1:
     * r0 = ld.atom.qf x; cbar; st.atom.qf.rel.sc1.semav x = 2; r1 = ld.atom.qf y; the control barrier workgroup-scope,
     * acquire-release on sc0 with MakeAvailable and MakeVisible. P0's store of y happens-before P1's store of x (it
     * names sc0 in its semantics, then the barrier: VK MM: Inter-Thread-Happens-Before), but not P1's later load of
     * y (relaxed, of class sc1; happens-before does not chain program order after inter-thread-happens-before). With
     * chains the store's availability in the subgroup domain, then P1's MakeAvailable for sc1 to the queue family
     * domain, program-ordered before the load's own visibility operation, is an availability chain that orders the
     * store before the load (VK MM: Availability and Visibility, Location-Ordered; the Alloy model's avqf): the load
     * reads 1. The stepper left the chain element's fact out because the store's own fact there happened-before the
     * element (it is no substitute: not transitive), and its load could read the initial 0. Found by
     * {@link RaceFreeStepperAgreesWithCheckerPropertyTest} (session 70, try 4,833, seed -8253221709631435545).
     */
    @Test
    void aChainElementOrdersAWriteBeforeItsAgentsLaterReadWhereTheWritesOwnFactDoesNot() {
        Acc atomQf = new Acc(Kind.ATOMIC, Scope.QUEUE_FAMILY, Sem.RELAXED);
        LitmusSpec spec = new LitmusSpec(List.of(
                new Inv(0, 0, 0, List.of(new Store(1, new Acc(Kind.ATOMIC, Scope.QUEUE_FAMILY,
                        new Sem(false, true, 1, true, false))), new Load(0, atomQf))),
                new Inv(0, 0, 0, List.of(new Load(0, atomQf), new Store(0, new Acc(Kind.ATOMIC, Scope.QUEUE_FAMILY,
                        new Sem(false, true, 2, true, false))), new Load(1, atomQf)))),
                List.of(new Barrier(Scope.WORKGROUP, Scope.WORKGROUP, new Sem(true, true, 1, true, true), 1)),
                StorageClass.STORAGE_BUFFER, StorageClass.WORKGROUP, false, true);
        dev.syncscope.core.api.DebugSession s = dev.syncscope.core.api.DebugSession.load(spec.build());
        // P1 loads x and arrives; P0 stores y and arrives (the release); P1 stores x = 2 (the chain element)
        for (int agent : new int[] {1, 1, 0, 0, 1}) {
            s.step(agent);
        }
        assertEquals(List.of(1L), s.choices(1).stream().filter(dev.syncscope.core.exec.ReadChoice::consistent)
                .map(dev.syncscope.core.exec.ReadChoice::value).toList(), "P1's load of y reads only 1");
        assertAgrees(spec);
    }

    /**
     * x, y of class sc0, chains on; P0 and P2 in workgroup 0, P1 and P3 in workgroup 1; every atomic relaxed, of
     * queue-family scope. P0: st x = 1; cbar; ld x  ||  P1: rmw.exch x 2; cbar; ld x  ||  P2: rmw.exch y 3; cbar;
     * ld x  ||  P3: membar.sg.acq.sc0.semvis; cbar; st y = 4; the control barrier of workgroup execution scope,
     * queue-family memory scope, acquire-release on sc0 with MakeAvailable and MakeVisible. Where P1's exchange reads 1
     * and P2's reads P3's 4: P1's exchange is ordered before P1's barrier, which synchronizes-with P3's; P3's barrier,
     * one operation, releases again through P3's later store of y, which P2's exchange reads, to P2's barrier (fence
     * forms of Synchronizes-With); inter-thread-happens-before is transitive, so P1's exchange happens-before P2's
     * load of x, which reads 2, not P0's 1 (VK MM: Inter-Thread-Happens-Before, Location-Ordered, Acyclicity). The
     * stepper's P3 released at arrival with what it knew then, before P1's barrier reached it, and P2's load was
     * offered 1. Found by {@link RaceFreeStepperAgreesWithCheckerPropertyTest} (session 70, at try 1,645).
     */
    @Test
    void aBarriersReleaseThroughALaterAtomicCarriesWhatTheBarrierAcquired() {
        Acc q = new Acc(Kind.ATOMIC, Scope.QUEUE_FAMILY, Sem.RELAXED);
        LitmusSpec spec = new LitmusSpec(List.of(
                new Inv(0, 0, 0, List.of(new Store(0, q), new Load(0, q))),
                new Inv(0, 1, 0, List.of(new LitmusSpec.Rmw(0, true, q), new Load(0, q))),
                new Inv(0, 0, 0, List.of(new LitmusSpec.Rmw(1, true, q), new Load(0, q))),
                new Inv(0, 1, 0, List.of(new MemBar(Scope.SUBGROUP, new Sem(true, false, 1, false, true)),
                        new Store(1, q)))),
                List.of(new Barrier(Scope.WORKGROUP, Scope.QUEUE_FAMILY, new Sem(true, true, 1, true, true), 1)),
                StorageClass.STORAGE_BUFFER, StorageClass.STORAGE_BUFFER, false, true);
        dev.syncscope.core.api.DebugSession s = dev.syncscope.core.api.DebugSession.load(spec.build());
        // P0 stores x = 1 and arrives; P1 exchanges x (reads 1) and P3 arrives first, then P1: workgroup 1 is released;
        // P3 stores y = 4; P2 exchanges y (reads 4) and arrives: workgroup 0 is released
        for (int agent : new int[] {0, 0, 1, 3, 3, 1, 3, 2, 2}) {
            s.step(agent);
        }
        assertEquals(List.of(2L), s.choices(2).stream().filter(dev.syncscope.core.exec.ReadChoice::consistent)
                .map(dev.syncscope.core.exec.ReadChoice::value).toList(), "P2's load of x reads only 2");
        assertAgrees(spec);
    }

    static void assertAgrees(LitmusSpec spec) {
        Program p = spec.build();
        CheckResult check = new AxiomaticChecker(StepperAgreesWithCheckerPropertyTest.CHECK).check(p);
        assertTrue(check.complete());
        StepperOracle.Report report = StepperOracle.compare(p, check, 8);
        assertTrue(report.compared() > 0, "some run finished");
        assertTrue(report.disagreements().isEmpty(), () -> spec + String.join("\n", report.disagreements()));
    }
}
