package dev.syncscope.core.check;

import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.check.Tiny.DEV;
import static dev.syncscope.core.check.Tiny.SC0;
import static dev.syncscope.core.check.Tiny.SC1;
import static dev.syncscope.core.check.Tiny.WG;
import static dev.syncscope.core.check.Tiny.acq;
import static dev.syncscope.core.check.Tiny.acqRel;
import static dev.syncscope.core.check.Tiny.anyRace;
import static dev.syncscope.core.check.Tiny.atom;
import static dev.syncscope.core.check.Tiny.av;
import static dev.syncscope.core.check.Tiny.check;
import static dev.syncscope.core.check.Tiny.reg;
import static dev.syncscope.core.check.Tiny.rel;
import static dev.syncscope.core.check.Tiny.vis;
import static dev.syncscope.core.check.Tiny.where;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Synchronizes-with, release sequences, scopes and inter-thread-happens-before, one rule per test. */
class SynchronizationRulesTest {

    /** Message passing: P0 writes x (av) then publishes y; P1 reads y into r0, then x (vis) into r1. */
    private static void assertSynchronized(Program p) {
        List<Execution> seen = where(check(p), reg("P1:r0", 1));
        assertFalse(seen.isEmpty(), "the flag can be observed");
        assertFalse(anyRace(seen), "no race once the flag is observed");
        assertTrue(seen.stream().allMatch(e -> e.outcomes().stream().allMatch(reg("P1:r1", 1))), "x is 1");
    }

    private static void assertNotSynchronized(Program p) {
        assertTrue(anyRace(where(check(p), reg("P1:r0", 1))), "observing the flag leaves x racy");
    }


    @Test
    void releaseAtomicSynchronizesWithAcquireAtomicThatReadsIt() {
        // VK MM: Synchronizes-With (atomic -> atomic)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, rel(SC0)));
        t.thread(1, 1).ld(y, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        assertSynchronized(t.build());
    }

    @Test
    void relaxedFlagGivesNoSynchronizesWith() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV));
        t.thread(1, 1).ld(y, atom(DEV)).ld(x, vis(DEV));
        assertNotSynchronized(t.build());
    }

    @Test
    void releaseFenceBeforeRelaxedStoreSynchronizesWithAcquireAtomic() {
        // VK MM: Synchronizes-With (release barrier -> atomic, hypothetical release sequence)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).membar(DEV, rel(SC0)).st(y, 1, atom(DEV));
        t.thread(1, 1).ld(y, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        assertSynchronized(t.build());
    }

    @Test
    void releaseAtomicSynchronizesWithAcquireFenceAfterRelaxedLoad() {
        // VK MM: Synchronizes-With (atomic -> acquire barrier)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, rel(SC0)));
        t.thread(1, 1).ld(y, atom(DEV)).membar(DEV, acq(SC0)).ld(x, vis(DEV));
        assertSynchronized(t.build());
    }

    @Test
    void releaseFenceSynchronizesWithAcquireFenceThroughRelaxedAtomics() {
        // VK MM: Synchronizes-With (release barrier -> acquire barrier)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).membar(DEV, rel(SC0)).st(y, 1, atom(DEV));
        t.thread(1, 1).ld(y, atom(DEV)).membar(DEV, acq(SC0)).ld(x, vis(DEV));
        assertSynchronized(t.build());
    }

    @Test
    void fenceAfterTheRelaxedStoreDoesNotRelease() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV)).membar(DEV, rel(SC0));
        t.thread(1, 1).ld(y, atom(DEV)).membar(DEV, acq(SC0)).ld(x, vis(DEV));
        assertNotSynchronized(t.build());
    }

    @Test
    void controlBarrierWithAcquireReleaseSynchronizesItsWorkgroup() {
        // VK MM: Synchronizes-With (release barrier, control barrier, acquire barrier)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, av(WG)).cbar(WG, acqRel(SC0), 0);
        t.thread(1, 0).cbar(WG, acqRel(SC0), 0).ld(x, vis(WG));
        CheckResult r = check(t.build());
        assertFalse(r.hasRace());
        assertEquals(List.of(1L), r.allowedOutcomes().stream().map(o -> o.values().get("P1:r0")).distinct().toList());
    }

    @Test
    void controlBarrierDoesNotSynchronizeAcrossWorkgroups() {
        // VK MM: Synchronizes-With — A and B must be in the instance of C's execution scope
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).cbar(WG, acqRel(SC0), 0);
        t.thread(1, 1).cbar(WG, acqRel(SC0), 0).ld(x, vis(DEV));
        assertTrue(check(t.build()).hasRace());
    }

    @Test
    void workgroupScopeAtomicsInDifferentWorkgroupsDoNotSynchronize() {
        // VK MM: Scope — A and B are in the instance of each other's memory scopes
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(WG, rel(SC0)));
        t.thread(1, 1).ld(y, atom(WG, acq(SC0))).ld(x, vis(DEV));
        CheckResult r = check(t.build());
        assertNotSynchronized(t.build());
        assertTrue(where(r, reg("P1:r0", 1)).stream().allMatch(e -> e.races().stream()
                .anyMatch(race -> race.first().reference().name().equals("y"))), "the flag atomics race too");
    }

    @Test
    void sameWorkgroupScopeAtomicsSynchronize() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(WG)).st(y, 1, atom(WG, rel(SC0)));
        t.thread(1, 0).ld(y, atom(WG, acq(SC0))).ld(x, vis(WG));
        assertSynchronized(t.build());
    }

    @Test
    void atomicsThroughDifferentReferencesAreNotMutuallyOrdered() {
        // VK MM: Atomic Operation — mutually ordered needs the same reference
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        Reference y2 = t.alias("y2", y, SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, rel(SC0)));
        t.thread(1, 1).ld(y2, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        assertNotSynchronized(t.build());
    }

    @Test
    void releaseSequenceContinuesThroughReadModifyWrites() {
        // VK MM: Release Sequence
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, rel(SC0)));
        t.thread(0, 1).rmw(y, 2, atom(DEV));
        t.thread(0, 2).ld(y, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        List<Execution> seen = where(check(t.build()), reg("P1:r0", 1).and(reg("P2:r0", 2)));
        assertFalse(seen.isEmpty());
        assertFalse(anyRace(seen));
        assertTrue(seen.stream().allMatch(e -> e.releaseSequencePairs() == 2));
    }

    @Test
    void plainAtomicStoreEndsTheReleaseSequence() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, rel(SC0))).st(y, 2, atom(DEV));
        t.thread(1, 1).ld(y, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        List<Execution> seen = where(check(t.build()), reg("P1:r0", 2));
        assertTrue(anyRace(seen));
        assertTrue(seen.stream().allMatch(e -> e.releaseSequencePairs() == 1));
    }

    @Test
    void releaseSequenceEndsAtAnRmwThatIsNotMutuallyOrderedWithItsHead() {
        // VK MM: Release Sequence — "the longest continuous subsequence of A's scoped modification order", and
        // "The atomics in the last bullet must be mutually-ordered with A by virtue of being in A's scoped
        // modification order". A (P0, workgroup 0, Device) heads {A, B}: B (P1, workgroup 1, Device) is in A's
        // order, C (P2's Workgroup-scope RMW in workgroup 1) is not in A's scope instance. D (P3, workgroup 1)
        // reads C's value, so D reads no write of A's release sequence: no A -sw-> D (VK MM: Synchronizes-With),
        // and x is racy. (P2's acquire of A orders A before C, so the only race is on x.) The Alloy model
        // (asmo transitive, rai[asmo] = mutordatom) never puts C after A through B either.
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, rel(SC0)));
        t.thread(1, 1).rmw(y, 2, atom(DEV));
        t.thread(2, 1).ld(y, atom(DEV, acq(SC0))).rmw(y, 3, atom(WG));
        t.thread(3, 1).ld(y, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        List<Execution> seen = where(check(t.build()),
                reg("P1:r0", 1).and(reg("P2:r0", 1)).and(reg("P2:r1", 2)).and(reg("P3:r0", 3)));
        assertFalse(seen.isEmpty(), "C may read B's value: B and C are mutually ordered");
        for (Execution e : seen) {
            Relation rs = e.relation(RelationKind.RS);
            assertTrue(rs.contains(1, 2), "B continues A's release sequence");
            assertFalse(rs.contains(1, 4), "C is not in A's scoped modification order");
            assertFalse(e.relation(RelationKind.SW).contains(1, 5), "D reads no write of A's release sequence");
            assertTrue(e.races().stream().anyMatch(race -> race.first().reference().name().equals("x")), "x races");
        }
    }

    @Test
    void fenceToFenceNeedsTheRelaxedWriteAndReadMutuallyOrdered() {
        // VK MM: Synchronizes-With (release barrier -> acquire barrier): "X and Y are mutually-ordered" and "Y reads
        // the value written by X or by an operation in the release sequence headed by X". X (P0, workgroup 0,
        // Device) heads {X, R} (R: P1's Device RMW, workgroup 1); Y (P2, workgroup 1, Workgroup scope) reads R and
        // is mutually ordered with R but not with X, so A does not synchronize-with B and x races. spirv.als's sw
        // term (inscope(A,B) & ... hypors . (rf & mutordatom) ...) has no X-Y condition.
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).membar(DEV, rel(SC0)).st(y, 1, atom(DEV));
        t.thread(1, 1).rmw(y, 2, atom(DEV));
        t.thread(2, 1).ld(y, atom(WG)).membar(DEV, acq(SC0)).ld(x, vis(DEV));
        List<Execution> seen = where(check(t.build()), reg("P1:r0", 1).and(reg("P2:r0", 2)));
        assertFalse(seen.isEmpty());
        for (Execution e : seen) {
            assertFalse(e.relation(RelationKind.SW).contains(1, 5), "no A -sw-> B");
            assertTrue(e.races().stream().anyMatch(race -> race.first().reference().name().equals("x")), "x races");
        }
    }

    @Test
    void atomicToFenceNeedsTheRelaxedReadMutuallyOrderedWithTheRelease() {
        // VK MM: Synchronizes-With (atomic -> acquire barrier): "X and A are mutually-ordered". A (P0, workgroup 0,
        // Device) heads {A, R}; X (P2, workgroup 1, Workgroup scope) reads R, mutually ordered with R, not with A.
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, rel(SC0)));
        t.thread(1, 1).rmw(y, 2, atom(DEV));
        t.thread(2, 1).ld(y, atom(WG)).membar(DEV, acq(SC0)).ld(x, vis(DEV));
        List<Execution> seen = where(check(t.build()), reg("P1:r0", 1).and(reg("P2:r0", 2)));
        assertFalse(seen.isEmpty());
        for (Execution e : seen) {
            assertFalse(e.relation(RelationKind.SW).contains(1, 4), "no A -sw-> B");
            assertTrue(e.races().stream().anyMatch(race -> race.first().reference().name().equals("x")), "x races");
        }
    }

    @Test
    void fenceToAtomicNeedsTheRelaxedWriteMutuallyOrderedWithTheAcquire() {
        // VK MM: Synchronizes-With (release barrier -> atomic): "X and B are mutually-ordered". X (P0, subgroup 0,
        // Subgroup scope) heads {X, R} (R: P1's Device RMW in subgroup 0); B (P2, subgroup 1, Device) reads R,
        // mutually ordered with R, not with X; A and B (both Device) are in each other's scope instance.
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).membar(DEV, rel(SC0)).st(y, 1, atom(Tiny.SG));
        t.thread(0, 0).rmw(y, 2, atom(DEV));
        t.thread(1, 1).ld(y, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        List<Execution> seen = where(check(t.build()), reg("P1:r0", 1).and(reg("P2:r0", 2)));
        assertFalse(seen.isEmpty());
        for (Execution e : seen) {
            assertFalse(e.relation(RelationKind.SW).contains(1, 4), "no A -sw-> B");
            assertTrue(e.races().stream().anyMatch(race -> race.first().reference().name().equals("x")), "x races");
        }
    }

    @Test
    void controlBarrierOfSubgroupExecutionScopeDoesNotSynchronizeTwoSubgroups() {
        // VK MM: Synchronizes-With (release barrier, control barrier C, acquire barrier): "A and B are in the instance
        // of C's execution scope". Memory scope Workgroup, execution scope Subgroup: P0 and P1 share the workgroup
        // but meet the barrier in two subgroup instances, so nothing synchronizes and x races.
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, av(WG));
        t.code().controlBarrier(Tiny.SG, WG, acqRel(SC0), 0, t.next());
        t.thread(1, 0);
        t.code().controlBarrier(Tiny.SG, WG, acqRel(SC0), 0, t.next());
        t.ld(x, vis(WG));
        CheckResult r = check(t.build());
        assertTrue(r.hasRace());
        assertTrue(r.consistentExecutions().stream().allMatch(e -> e.relation(RelationKind.SW).isEmpty()));
        Tiny u = new Tiny();
        Reference ux = u.var("x", SC0);
        u.thread(0, 0).st(ux, 1, av(WG));
        u.code().controlBarrier(WG, WG, acqRel(SC0), 0, u.next());
        u.thread(1, 0);
        u.code().controlBarrier(WG, WG, acqRel(SC0), 0, u.next());
        u.ld(ux, vis(WG));
        assertFalse(check(u.build()).hasRace(), "the same program with a Workgroup execution scope synchronizes");
    }

    @Test
    void controlBarrierOfSubgroupMemoryScopeDoesNotSynchronizeTwoSubgroupsOfItsWorkgroup() {
        // VK MM: Synchronizes-With (fence–control barrier–fence): "A and B are in the instance of each other's
        // memory scopes"; execution scope Workgroup, memory scope Subgroup, P0 and P1 in two subgroups
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, av(WG));
        t.code().controlBarrier(WG, Tiny.SG, acqRel(SC0), 0, t.next());
        t.thread(1, 0);
        t.code().controlBarrier(WG, Tiny.SG, acqRel(SC0), 0, t.next());
        t.ld(x, vis(WG));
        assertTrue(check(t.build()).hasRace());
    }

    @Test
    void anotherInvocationsPlainAtomicStoreEndsTheReleaseSequence() {
        // VK MM: Release Sequence — only read-modify-writes continue it, "by any agent"; the note: this
        // "intentionally omits atomic writes to M performed by the same agent that performed A", so a plain atomic
        // store of any agent between A and the RMW ends it. P1's store is mutually ordered with A and the RMW.
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, rel(SC0)));
        t.thread(1, 1).st(y, 2, atom(DEV));
        t.thread(2, 2).rmw(y, 3, atom(DEV));
        t.thread(3, 3).ld(y, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        List<Execution> after = where(check(t.build()), reg("P2:r0", 2).and(reg("P3:r0", 3)));
        assertFalse(after.isEmpty());
        assertTrue(after.stream().allMatch(e -> e.races().stream()
                .anyMatch(race -> race.first().reference().name().equals("x"))), "A ... store ... RMW: x races");
        List<Execution> direct = where(check(t.build()), reg("P2:r0", 1).and(reg("P3:r0", 3)));
        assertFalse(direct.isEmpty());
        assertFalse(anyRace(direct), "A -> RMW (the store after both): the RMW continues A's sequence");
        assertTrue(direct.stream().allMatch(e -> e.outcomes().stream().allMatch(reg("P3:r1", 1))));
    }

    @Test
    void workgroupScopeRmwContinuesADeviceScopeReleaseSequenceWithinItsWorkgroup() {
        // VK MM: Release Sequence — RMWs "by any agent" in A's scoped modification order: P1's Workgroup-scope RMW is
        // mutually ordered with A (same workgroup) and with P2's acquire, so A synchronizes-with P2 through it.
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, rel(SC0)));
        t.thread(1, 0).rmw(y, 2, atom(WG));
        t.thread(2, 0).ld(y, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        List<Execution> seen = where(check(t.build()), reg("P1:r0", 1).and(reg("P2:r0", 2)));
        assertFalse(seen.isEmpty());
        assertFalse(anyRace(seen));
        assertTrue(seen.stream().allMatch(e -> e.relation(RelationKind.SW).contains(1, 3)));
        assertTrue(seen.stream().allMatch(e -> e.outcomes().stream().allMatch(reg("P2:r1", 1))));
    }

    @Test
    void privateReadIsNotLocationOrderedBeforeAWriteBySynchronization() {
        // VK MM: Location-Ordered, "X is a read, both X and Y are non-private, and X->Y"; Private vs. Non-Private:
        // private accesses of distinct agents are location-ordered only through system-synchronizes-with
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).ld(x, Tiny.PLAIN).st(y, 1, atom(DEV, rel(SC0)));
        t.thread(1, 1).ld(y, atom(DEV, acq(SC0))).st(x, 1, Tiny.NONPRIV);
        assertTrue(anyRace(where(check(t.build()), reg("P1:r0", 1))), "private read races with the later write");
        Tiny u = new Tiny();
        Reference ux = u.var("x", SC0);
        Reference uy = u.var("y", SC0);
        u.thread(0, 0).ld(ux, Tiny.NONPRIV).st(uy, 1, atom(DEV, rel(SC0)));
        u.thread(1, 1).ld(uy, atom(DEV, acq(SC0))).st(ux, 1, Tiny.NONPRIV);
        List<Execution> seen = where(check(u.build()), reg("P1:r0", 1));
        assertFalse(seen.isEmpty());
        assertFalse(anyRace(seen), "a non-private read is location-ordered before the write");
        assertTrue(seen.stream().allMatch(e -> e.outcomes().stream().allMatch(reg("P0:r0", 0))));
    }

    /** P0 writes x (StorageBuffer) and releases y; P1 acquires y and releases z; P2 acquires z and reads x. */
    private static Tiny cumulativeProgram(dev.syncscope.core.model.Semantics relZ,
                                          dev.syncscope.core.model.Semantics acqZ) {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        Reference z = t.var("z", SC1);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, rel(SC0)));
        t.thread(1, 0).ld(y, atom(DEV, acq(SC0))).st(z, 1, atom(DEV, relZ));
        t.thread(2, 0).ld(z, atom(DEV, acqZ)).ld(x, vis(DEV));
        return t;
    }

    @Test
    void interThreadHappensBeforeDoesNotChainThroughAnotherStorageClassSet() {
        // VK MM: Inter-Thread-Happens-Before — the transitive bullet composes ithb<SC> with ithb<SC> of the same SC,
        // and happens-before is not transitive: y's release/acquire names StorageBuffer only, z's Workgroup only,
        // so no ithb<SC> reaches from P0's write of x to P2's read (P1's z release does not have StorageBuffer in
        // its semantics, nor is it an access to it)
        List<Execution> seen = where(check(cumulativeProgram(rel(SC1), acq(SC1)).build()),
                reg("P1:r0", 1).and(reg("P2:r0", 1)));
        assertFalse(seen.isEmpty());
        assertTrue(seen.stream().allMatch(e -> e.races().stream()
                .anyMatch(race -> race.first().reference().name().equals("x"))), "x races");
        List<Execution> both = where(check(cumulativeProgram(rel(SC0, SC1), acq(SC0, SC1)).build()),
                reg("P1:r0", 1).and(reg("P2:r0", 1)));
        assertFalse(both.isEmpty());
        assertFalse(anyRace(both), "z's release and acquire naming StorageBuffer too carry ithb<StorageBuffer>");
        assertTrue(both.stream().allMatch(e -> e.outcomes().stream().allMatch(reg("P2:r1", 1))));
    }

    @Test
    void semanticsWithoutTheAccessedStorageClassGiveNoHappensBefore() {
        // VK MM: Inter-Thread-Happens-Before — only for storage classes in both semantics
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, rel(SC1)));
        t.thread(1, 1).ld(y, atom(DEV, acq(SC1))).ld(x, vis(DEV));
        assertNotSynchronized(t.build());
    }

    @Test
    void semanticsNamingBothStorageClassesOrderAccessesOfEither() {
        // VK MM: Inter-Thread-Happens-Before — SC a set of storage classes
        Tiny t = new Tiny();
        Reference x = t.var("x", SC1);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, rel(SC0, SC1)));
        t.thread(1, 0).ld(y, atom(DEV, acq(SC0, SC1))).ld(x, vis(DEV));
        assertSynchronized(t.build());
    }

    @Test
    void systemSynchronizesWithOrdersEvenPrivateAccesses() {
        // VK MM: System-Synchronizes-With, Location-Ordered (RaR, WaR through ssw)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).ld(x, Tiny.PLAIN);
        t.thread(1, 1).st(x, 1, Tiny.PLAIN);
        t.builder.systemSynchronizesWith(0, 1);
        CheckResult r = check(t.build());
        assertFalse(r.hasRace());
        assertEquals(0L, r.allowedOutcomes().iterator().next().values().get("P0:r0"));
        Tiny u = new Tiny();
        Reference ux = u.var("x", SC0);
        u.thread(0, 0).ld(ux, Tiny.PLAIN);
        u.thread(1, 1).st(ux, 1, Tiny.PLAIN);
        assertTrue(check(u.build()).hasRace());
    }

    @Test
    void privateWriteIsNotOrderedBySynchronization() {
        // VK MM: Private vs. Non-Private
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, Tiny.PLAIN).st(y, 1, atom(DEV, Tiny.relAv(SC0)));
        t.thread(1, 1).ld(y, atom(DEV, Tiny.acqVis(SC0))).ld(x, Tiny.NONPRIV);
        assertNotSynchronized(t.build());
    }

    @Test
    void nonPrivateWriteWithMakeAvailableAndMakeVisibleIsOrdered() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, Tiny.NONPRIV).st(y, 1, atom(DEV, Tiny.relAv(SC0)));
        t.thread(1, 1).ld(y, atom(DEV, Tiny.acqVis(SC0))).ld(x, Tiny.NONPRIV);
        assertSynchronized(t.build());
    }

    @Test
    void mixedScopesUseTheNarrowerScopeInstance() {
        // VK MM: Scope — each must be in the instance of the other's scope, so the narrower decides
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(WG, rel(SC0)));
        t.thread(1, 1).ld(y, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        assertNotSynchronized(t.build());
    }

    @Test
    void workgroupScopeReleaseFenceDoesNotSynchronizeWithAnotherWorkgroup() {
        // VK MM: Synchronizes-With — A and B are in the instance of each other's memory scopes
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).membar(WG, rel(SC0)).st(y, 1, atom(DEV));
        t.thread(1, 1).ld(y, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        assertNotSynchronized(t.build());
    }
}
