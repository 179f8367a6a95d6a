package dev.syncscope.core.check;

import dev.syncscope.core.model.Reference;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.check.Tiny.DEV;
import static dev.syncscope.core.check.Tiny.SG;
import static dev.syncscope.core.check.Tiny.acqVis;
import static dev.syncscope.core.check.Tiny.anyRace;
import static dev.syncscope.core.check.Tiny.relAv;
import static dev.syncscope.core.check.Tiny.SC0;
import static dev.syncscope.core.check.Tiny.WG;
import static dev.syncscope.core.check.Tiny.acqRel;
import static dev.syncscope.core.check.Tiny.atom;
import static dev.syncscope.core.check.Tiny.av;
import static dev.syncscope.core.check.Tiny.check;
import static dev.syncscope.core.check.Tiny.reg;
import static dev.syncscope.core.check.Tiny.vis;
import static dev.syncscope.core.check.Tiny.where;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Scoped modification order, from-reads and acyclicity, one rule per test. */
class CoherenceRulesTest {

    @Test
    void readersCannotSeeMutuallyOrderedWritesInConflictingOrders() {
        // VK MM: Scoped Modification Order, Acyclicity (asmo ∪ fr ∪ locord)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, atom(DEV));
        t.thread(0, 1).st(x, 2, atom(DEV));
        t.thread(0, 2).ld(x, atom(DEV)).ld(x, atom(DEV));
        t.thread(0, 3).ld(x, atom(DEV)).ld(x, atom(DEV));
        CheckResult r = check(t.build());
        assertTrue(where(r, reg("P2:r0", 1).and(reg("P2:r1", 2))).size() > 0);
        assertTrue(where(r, reg("P2:r0", 1).and(reg("P2:r1", 2)).and(reg("P3:r0", 2)).and(reg("P3:r1", 1)))
                .isEmpty());
    }

    @Test
    void writesOutsideEachOthersScopeHaveNoModificationOrderAndRace() {
        // VK MM: Scoped Modification Order relates only mutually-ordered atomic writes
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, atom(WG));
        t.thread(1, 1).st(x, 2, atom(WG));
        CheckResult r = check(t.build());
        assertTrue(r.consistentExecutions().stream().allMatch(e -> e.relation(RelationKind.MO).isEmpty()));
        assertTrue(r.hasRace());
        assertEquals(2, r.consistentExecutions().get(0).dataRacePairs());
    }

    @Test
    void rmwMayReadAStoreThatIsNotMutuallyOrderedWithItsOwnLaterNarrowerAtomicStore() {
        // VK MM: Scoped Modification Order — each write's own order: W3 (other workgroup, device
        // scope) before the RMW in the RMW's order, the RMW before W2 (subgroup scope, same
        // invocation) in W2's; W3 and W2 are not mutually ordered, which needs no order of its own
        // (Dat3M asmo = co & mutordatom; Alloy's transitive asmo would forbid reading 3)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).rmw(x, 1, atom(DEV, acqVis(SC0))).st(x, 2, atom(SG));
        t.thread(1, 1).st(x, 3, atom(DEV, relAv(SC0)));
        CheckResult r = check(t.build());
        List<Execution> readThree = where(r, reg("P0:r0", 3));
        assertFalse(readThree.isEmpty());
        // W3 synchronizes-with the RMW, so it happens-before W2: no race, and W2 is last
        assertFalse(anyRace(readThree));
        assertTrue(readThree.stream().flatMap(e -> e.outcomes().stream()).allMatch(o -> o.values().get("x") == 2L));
    }

    @Test
    void modificationOrderFollowsProgramOrderOfTheSameReference() {
        // VK MM: Location-Ordered (single-thread case) with Acyclicity
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, atom(DEV)).st(x, 2, atom(DEV));
        t.thread(1, 1).ld(x, atom(DEV)).ld(x, atom(DEV));
        CheckResult r = check(t.build());
        assertEquals(1, r.consistentExecutions().stream().map(e -> e.relation(RelationKind.MO)).distinct().count());
        assertTrue(where(r, reg("P1:r0", 2).and(reg("P1:r1", 1))).isEmpty());
    }

    @Test
    void readModifyWritesCannotBothReadTheSameWrite() {
        // VK MM: Release Sequence / Acyclicity — fr and asmo make RMWs atomic
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).rmw(x, 1, atom(DEV));
        t.thread(1, 1).rmw(x, 2, atom(DEV));
        CheckResult r = check(t.build());
        assertFalse(r.consistentExecutions().isEmpty());
        assertTrue(where(r, reg("P0:r0", 0).and(reg("P1:r0", 0))).isEmpty());
    }

    @Test
    void nonAtomicReadCannotReadAWriteOlderThanOneAlreadyObserved() {
        // VK MM: Acyclicity — from-reads through location-ordered writes (noncohcoww)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, av(WG)).st(x, 2, atom(WG));
        t.thread(1, 0).ld(x, atom(WG)).ld(x, vis(WG));
        assertTrue(where(check(t.build()), reg("P1:r0", 2).and(reg("P1:r1", 1))).isEmpty());
    }

    @Test
    void nonAtomicReadMayReadARacingWrite() {
        // VK MM: Data Race — a racy read is consistent, and reported (test16)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, atom(WG));
        t.thread(1, 0).ld(x, atom(WG)).ld(x, vis(DEV));
        var seen = where(check(t.build()), reg("P1:r0", 1).and(reg("P1:r1", 1)));
        assertFalse(seen.isEmpty());
        assertTrue(seen.stream().allMatch(e -> !e.races().isEmpty()));
    }

    @Test
    void readOfTheInitialValueIsBeforeEveryWrite() {
        // VK MM: Location-Ordered + from-reads of the initial value
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).cbar(WG, acqRel(SC0), 0);
        t.thread(1, 0).cbar(WG, acqRel(SC0), 0).ld(x, vis(DEV));
        assertTrue(where(check(t.build()), reg("P1:r0", 0)).isEmpty());
    }

    private static CheckResult allCandidates(Tiny t) {
        return new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(false)).check(t.build());
    }

    @Test
    void modificationOrderAgainstProgramOrderIsInconsistent() {
        // VK MM: Acyclicity — asmo is part of the acyclic union (checked without search pruning)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, atom(DEV)).st(x, 2, atom(DEV));
        CheckResult r = allCandidates(t);
        assertEquals(2, r.executions().size());
        assertTrue(r.executions().stream().allMatch(e -> e.consistent() == e.relation(RelationKind.MO).contains(0, 1)));
    }

    @Test
    void sameInvocationAccessesThroughOneReferenceAreLocationOrdered() {
        // VK MM: Location-Ordered — single-invocation case, even for private accesses
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, Tiny.PLAIN).ld(x, Tiny.PLAIN);
        CheckResult r = allCandidates(t);
        assertTrue(r.executions().stream().allMatch(e -> e.consistent() == e.outcomes().get(0).values().get("P0:r0")
                .equals(1L)));
        assertFalse(check(t.build()).hasRace());
    }
}
