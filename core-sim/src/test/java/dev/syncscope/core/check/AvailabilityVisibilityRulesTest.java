package dev.syncscope.core.check;

import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static dev.syncscope.core.check.Tiny.DEV;
import static dev.syncscope.core.check.Tiny.SC0;
import static dev.syncscope.core.check.Tiny.SC1;
import static dev.syncscope.core.check.Tiny.WG;
import static dev.syncscope.core.check.Tiny.acq;
import static dev.syncscope.core.check.Tiny.anyRace;
import static dev.syncscope.core.check.Tiny.atom;
import static dev.syncscope.core.check.Tiny.av;
import static dev.syncscope.core.check.Tiny.check;
import static dev.syncscope.core.check.Tiny.reg;
import static dev.syncscope.core.check.Tiny.rel;
import static dev.syncscope.core.check.Tiny.relAv;
import static dev.syncscope.core.check.Tiny.vis;
import static dev.syncscope.core.check.Tiny.where;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Availability, visibility, chains and the device domain, one rule per test. */
class AvailabilityVisibilityRulesTest {

    @Test
    void synchronizedWriteWithoutAvailabilityRaces() {
        // VK MM: Availability and Visibility — a write must be made available
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, Tiny.NONPRIV).st(y, 1, atom(DEV, rel(SC0)));
        t.thread(1, 1).ld(y, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        List<Execution> seen = where(check(t.build()), reg("P1:r0", 1));
        assertTrue(anyRace(seen));
        assertTrue(seen.stream().flatMap(e -> e.races().stream())
                .anyMatch(r -> r.missingLink().contains("not made available")));
    }

    @Test
    void releaseWithMakeAvailableMakesEarlierWritesAvailable() {
        // VK MM: Availability and Visibility Semantics (MakeAvailable)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, Tiny.NONPRIV).st(y, 1, atom(DEV, relAv(SC0)));
        t.thread(1, 1).ld(y, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        assertFalse(anyRace(where(check(t.build()), reg("P1:r0", 1))));
    }

    @Test
    void synchronizedReadWithoutVisibilityRaces() {
        // VK MM: Availability and Visibility — a read needs the write made visible to it
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, rel(SC0)));
        t.thread(1, 1).ld(y, atom(DEV, acq(SC0))).ld(x, Tiny.NONPRIV);
        List<Execution> seen = where(check(t.build()), reg("P1:r0", 1));
        assertTrue(seen.stream().flatMap(e -> e.races().stream())
                .anyMatch(r -> r.missingLink().contains("not made visible")));
    }

    @Test
    void acquireWithMakeVisibleMakesLaterReadsSeeAvailableWrites() {
        // VK MM: Availability and Visibility Semantics (MakeVisible)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, rel(SC0)));
        t.thread(1, 1).ld(y, atom(DEV, Tiny.acqVis(SC0))).ld(x, Tiny.NONPRIV);
        assertFalse(anyRace(where(check(t.build()), reg("P1:r0", 1))));
    }

    @Test
    void workgroupAvailabilityDoesNotReachAnotherWorkgroup() {
        // VK MM: Availability and Visibility — memory domains nested like scopes
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(WG)).st(y, 1, atom(DEV, rel(SC0)));
        t.thread(1, 1).ld(y, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        List<Execution> seen = where(check(t.build()), reg("P1:r0", 1));
        assertTrue(seen.stream().flatMap(e -> e.races().stream())
                .anyMatch(r -> r.missingLink().contains("only made available to the wg domain")));
    }

    private static Tiny chainProgram() {
        // P0 makes x available to its workgroup; P1 (same workgroup, other subgroup) acquires and then
        // performs a device-scope MakeAvailable release; P2 in another workgroup acquires that.
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        Reference z = t.var("z", SC0);
        t.thread(0, 0).st(x, 1, av(WG)).st(y, 1, atom(WG, rel(SC0)));
        t.thread(1, 0).ld(y, atom(WG, acq(SC0))).membar(DEV, relAv(SC0)).st(z, 1, atom(DEV));
        t.thread(2, 1).ld(z, atom(DEV, acq(SC0))).ld(x, vis(DEV));
        return t;
    }

    @Test
    void availabilityChainCarriesAWriteToTheShaderDomain() {
        // VK MM: Availability and Visibility — availability chains
        List<Execution> seen = where(check(chainProgram().build(), true), reg("P1:r0", 1).and(reg("P2:r0", 1)));
        assertFalse(seen.isEmpty());
        assertFalse(anyRace(seen));
    }

    @Test
    void withoutTheChainsFeatureTheSameProgramRaces() {
        List<Execution> seen = where(check(chainProgram().build(), false), reg("P1:r0", 1).and(reg("P2:r0", 1)));
        assertTrue(anyRace(seen));
    }

    /**
     * An exchange of x (a Workgroup variable) with acquire MakeVisible semantics naming only StorageBuffer, a control
     * barrier whose semantics name only StorageBuffer, then another invocation's relaxed atomic store to y (a storage
     * buffer) and its load of x. Nothing orders the exchange before the load (VK MM: Inter-Thread-Happens-Before: the
     * load neither accesses nor names StorageBuffer), and the store to y is no element of an availability chain for x:
     * its availability operation's source scope holds y alone (VK MM: Availability and Visibility: "An availability
     * chain AVC ... that includes (A,R,L) in the source scope"; Per-Instruction Availability and Visibility
     * Semantics). So the load may read x's initial value. Found by the one-workgroup race-free differential property
     * (session 71); the control barrier naming Workgroup too orders the exchange before the load.
     */
    @Test
    void anAtomicOfAnotherStorageClassIsNoElementOfAnAvailabilityChain() {
        List<Execution> stale = where(check(oneWorkgroupChainProgram(SC0).build(), true), reg("P1:r0", 0));
        assertFalse(stale.isEmpty());
        assertFalse(anyRace(stale));
        assertTrue(where(check(oneWorkgroupChainProgram(SC0, SC1).build(), true), reg("P1:r0", 0)).isEmpty());
    }

    private static Tiny oneWorkgroupChainProgram(StorageClass... barrierClasses) {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC1);
        Reference y = t.var("y", SC0);
        Semantics barrier = new Semantics(true, true, Set.of(barrierClasses), true, true);
        t.thread(0, 0).rmw(x, 1, atom(WG, Tiny.acqVis(SC0))).cbar(WG, barrier, 1);
        t.thread(0, 0).cbar(WG, barrier, 1).st(y, 2, atom(WG)).ld(x, atom(WG));
        return t;
    }

    /**
     * The mirror on the visibility side. P1 stores x (a storage buffer) with a device-scope atomic, then exchanges z (a
     * Workgroup variable) with release MakeAvailable semantics naming Workgroup alone; P0's exchange of z, acquire
     * MakeVisible naming both classes, reads it, and P0 then loads x. The synchronization is for Workgroup only, which
     * orders no access of x (VK MM: Inter-Thread-Happens-Before: both ends must name all of SC), and P1's exchange is
     * no element of a visibility chain for x: its own visibility operation's destination scope holds z alone (VK MM:
     * Per-Instruction Availability and Visibility Semantics, "the memory locations read by the instruction";
     * Availability and Visibility: a visibility chain makes (W,L) visible to the tuples of its final destination
     * scope). So with chains on P0 may read x's initial value. The checker had the exchange as the first element of
     * x's visibility chain (found by the race-free property across queue families with a third variable, session 74);
     * the release naming StorageBuffer too orders the store before the load.
     */
    @Test
    void anAtomicOfAnotherStorageClassIsNoElementOfAVisibilityChain() {
        List<Execution> stale = where(check(visibilityChainProgram(SC1).build(), true),
                reg("P0:r0", 3).and(reg("P0:r1", 0)));
        assertFalse(stale.isEmpty());
        assertFalse(anyRace(stale));
        assertTrue(where(check(visibilityChainProgram(SC0, SC1).build(), true),
                reg("P0:r0", 3).and(reg("P0:r1", 0))).isEmpty());
    }

    private static Tiny visibilityChainProgram(StorageClass... releaseClasses) {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference z = t.var("z", SC1);
        t.thread(0, 0).rmw(z, 1, atom(DEV, Tiny.acqVis(SC0, SC1))).ld(x, atom(DEV));
        t.thread(0, 0).st(x, 2, atom(DEV)).rmw(z, 3, atom(DEV, relAv(releaseClasses)));
        return t;
    }

    @Test
    void releaseWithMakeAvailableDoesNotCarryAnotherWriteAlongItsOwnFlag() {
        // VK MM: Availability and Visibility — a chain element must include the write (mpinscope3)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, atom(DEV, relAv(SC0))).st(y, 1, atom(DEV, rel(SC1)));
        t.thread(0, 1).ld(y, atom(DEV, acq(SC1))).ld(x, atom(DEV, Tiny.acqVis(SC0)));
        assertFalse(where(check(t.build()), reg("P1:r0", 1).and(reg("P1:r1", 0))).isEmpty());
    }

    @Test
    void deviceDomainOperationsOrderWritesThroughDifferentReferences() {
        // VK MM: Availability, Visibility, and Domain Operations; Location-Ordered (device domain)
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.alias("y", x, SC1);
        t.thread(0, 0).st(x, 1, Tiny.PLAIN);
        t.thread(1, 1).avdevice().visdevice();
        t.thread(2, 2).ld(y, Tiny.PLAIN);
        t.builder.systemSynchronizesWith(0, 1).systemSynchronizesWith(1, 2);
        CheckResult r = check(t.build());
        assertFalse(r.hasRace());
        assertTrue(r.allowedOutcomes().stream().allMatch(reg("P2:r0", 1)));
    }

    @Test
    void withoutDeviceDomainOperationsDifferentReferencesRace() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.alias("y", x, SC1);
        t.thread(0, 0).st(x, 1, av(DEV));
        t.thread(1, 1).ld(y, vis(DEV));
        t.builder.systemSynchronizesWith(0, 1);
        CheckResult r = check(t.build());
        assertTrue(r.hasRace());
        assertTrue(r.consistentExecutions().stream().flatMap(e -> e.races().stream())
                .anyMatch(race -> race.missingLink().contains("different references")));
    }

    @Test
    void rmwThatHappensBeforeANonPrivateLoadNeedsNoVisibility() {
        // VK MM: Location-Ordered — "X is a read, both X and Y are non-private, and X->Y"; an RMW reads
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference f = t.var("f", SC0);
        t.thread(0, 0).rmw(x, 1, atom(DEV)).st(f, 1, atom(DEV, rel(SC0)));
        t.thread(1, 1).ld(f, atom(DEV, acq(SC0))).ld(x, Tiny.NONPRIV);
        List<Execution> seen = where(check(t.build()), reg("P1:r0", 1));
        assertFalse(seen.isEmpty());
        assertFalse(anyRace(seen));
        assertTrue(seen.stream().allMatch(e -> e.outcomes().stream().allMatch(reg("P1:r1", 1))));
    }

    @Test
    void rmwIsLocationOrderedBeforeALaterNonPrivateLoadThroughAnAlias() {
        // VK MM: Location-Ordered — the read clause names no reference; program order is happens-before
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.alias("y", x, SC0);
        t.thread(0, 0).rmw(y, 1, atom(DEV)).ld(x, vis(DEV));
        CheckResult r = check(t.build());
        assertFalse(r.hasRace());
        assertTrue(r.allowedOutcomes().stream().allMatch(reg("P0:r1", 1)));
    }
    @Test
    void aRacyReadMayReadAnUnorderedWriteEvenWhenAnotherWriteIsVisibleToIt() {
        // VK MM: Visible-To, Data Race; the current Khronos Alloy model: "non-atomic cannot read-from a value that is
        // shadowed by another write" (the older rule, rf of a non-atomic read in imm[W.locord], forbade this). x = 1
        // is visible-to P1's read; P2's x = 2 races with it and is not shadowed, so reading 2 is consistent and racy
        CheckResult r = check(dev.syncscope.core.load.ProgramLoader.load("t35.test", """
                NEWWG
                NEWSG
                NEWTHREAD
                st.av.scopedev.sc0 x = 1
                st.atom.rel.scopedev.sc0.semsc0 y = 1
                NEWWG
                NEWSG
                NEWTHREAD
                ld.atom.acq.scopedev.sc0.semsc0 y
                ld.vis.scopedev.sc0 x
                NEWWG
                NEWSG
                NEWTHREAD
                st.av.scopedev.sc0 x = 2
                """));
        assertFalse(where(r, reg("P1:r0", 1).and(reg("P1:r1", 2))).isEmpty(), "the racy write may be read");
        assertFalse(where(r, reg("P1:r0", 1).and(reg("P1:r1", 1))).isEmpty(), "the visible one too");
        assertTrue(r.hasRace());
    }
}
