package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.acqVis;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.av;
import static dev.syncscope.core.exec.Mini.nonpriv;
import static dev.syncscope.core.exec.Mini.plain;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.relAv;
import static dev.syncscope.core.exec.Mini.vis;
import static dev.syncscope.core.model.Scope.DEVICE;
import static dev.syncscope.core.model.Scope.SUBGROUP;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** VK MM: Availability and Visibility, Location-Ordered, Data Race, Visible-To: one rule per test. */
class AvailabilityVisibilityRulesTest {

    private static WriteRecord newest(Engine e, String loc) {
        return e.location(new Location(loc, 0)).live().newest();
    }

    @Test
    void writeIsInitiallyVisibleOnlyToItsAgentAndReference() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, plain()).ld("x", plain())
                .thread(1, 0, 0).ld("x", plain()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 0, 0), "the writer reads its own write");
        assertEquals(0, reg(e, 1, 0), "another agent does not");
        assertTrue(newest(e, "x").facts().isEmpty(), "available nowhere");
    }

    @Test
    void availabilityAtAScopeIncludesEverySmallerDomainOfTheAgent() {
        Engine e = new Mini().thread(3, 5, 7).st("x", 1, av(WORKGROUP)).engine();
        Mini.runInOrder(e, 0);
        assertEquals("[sg3, wg5]", newest(e, "x").domains().toString());
    }

    @Test
    void invocationScopeAvailabilityMakesNothingAvailable() {
        Engine e = new Mini().thread(0, 0, 0)
                .st("x", 1, new dev.syncscope.core.model.Access(false, dev.syncscope.core.model.Scope.INVOCATION,
                        dev.syncscope.core.model.Semantics.NONE, true, false, false)).engine();
        Mini.runInOrder(e, 0);
        assertTrue(newest(e, "x").facts().isEmpty());
    }

    @Test
    void readAfterWorkgroupAvailabilityIsStaleInOtherWorkgroup() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(0, reg(e, 1, 1));
        assertEquals(MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN, e.races().get(0).link());
        assertEquals(UnseenWrite.Case.PLAIN, e.races().get(0).kase(), "a plain store's availability is not the atomic's");
    }

    /**
     * VK MM: Availability and Visibility: "the scope of those operations is taken from the atomic operation's scope": a
     * workgroup-scope atomic store's own availability operation is its only one, so its case says so (the fix widens the
     * atomic, not a coherent declaration: the session-85 audit).
     */
    @Test
    void anAtomicsOwnAvailabilityHasItsScopeAndIsNamedAsTheAtomics() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, atom(WORKGROUP)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(0, reg(e, 1, 1));
        assertEquals(MissingLink.AVAILABLE_ONLY_IN_OTHER_DOMAIN, e.races().get(0).link());
        assertEquals(UnseenWrite.Case.ATOMIC_AVAILABILITY, e.races().get(0).kase(), e.races().get(0).detail());
    }

    @Test
    void readAfterWorkgroupAvailabilitySeesTheWriteInTheSameWorkgroup() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP)).st("y", 1, atom(WORKGROUP, rel(SC0)))
                .thread(1, 0, 0).ld("y", atom(WORKGROUP, acq(SC0))).ld("x", vis(WORKGROUP)).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 1));
        assertTrue(e.races().isEmpty(), e.races().toString());
    }

    @Test
    void visibilityFromANarrowerDomainDoesNotSeeAWriteAvailableOnlyWider() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(SUBGROUP)).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(0, reg(e, 1, 1), "available in the shader domain; the read's vis sources only its subgroup");
    }

    @Test
    void makeAvailableAndMakeVisibleSemanticsCarryPlainNonPrivateWrites() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).st("y", 1, atom(WORKGROUP, relAv(SC0)))
                .thread(1, 0, 0).ld("y", atom(WORKGROUP, acqVis(SC0))).ld("x", nonpriv()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 1));
        assertTrue(e.races().isEmpty(), e.races().toString());
    }

    @Test
    void withoutMakeAvailableTheReleaseLeavesTheWriteUnavailable() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).st("y", 1, atom(WORKGROUP, rel(SC0)))
                .thread(1, 0, 0).ld("y", atom(WORKGROUP, acqVis(SC0))).ld("x", nonpriv()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(0, reg(e, 1, 1));
        assertEquals(MissingLink.NOT_MADE_AVAILABLE, e.races().get(0).link());
    }

    @Test
    void withoutMakeVisibleTheAcquireLeavesTheWriteInvisible() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).st("y", 1, atom(WORKGROUP, relAv(SC0)))
                .thread(1, 0, 0).ld("y", atom(WORKGROUP, acq(SC0))).ld("x", nonpriv()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(0, reg(e, 1, 1));
        assertEquals(MissingLink.NOT_MADE_VISIBLE, e.races().get(0).link());
    }

    @Test
    void aWriteThatHappensAfterRetiresTheOlderWrite() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("x", 2, plain())
                .st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertTrue(e.location(new Location("x", 0)).retired().head().retired(), "x = 1 retired by x = 2");
        // VK MM: Location-Ordered (X->AVC->VISC->Y, by happens-before only), Visible-To, Acyclicity: x = 1 is
        // still location-ordered before T1's load and the never-available x = 2 is not between them, so the
        // racy load reads x = 1 (the initial 0 would from-read x = 1: a cycle)
        assertEquals(1, reg(e, 1, 1), "x = 1 stays visible-to the load");
        assertEquals(1, e.races().size(), "the load races with x = 2");
    }

    // VK MM: Availability and Visibility ("future AV/DOM/VIS ops cannot revive W's write"); Location-Ordered
    // (shader-domain paths need the same reference)
    @Test
    void aRetiredWriteIsNotRevivedForAReadItIsNotLocationOrderedBefore() {
        Engine e = new Mini().ref("x", "m", SC0).ref("z", "m", SC0)
                .thread(0, 0, 0).st("x", 1, av(DEVICE)).st("x", 2, plain()).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("z", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0));
        assertEquals(0, reg(e, 1, 1), "x = 1 is retired, and through z it is not location-ordered before the load");
    }

    @Test
    void differentReferencesToOneLocationAreNotLocationOrderedThroughShaderDomains() {
        Engine e = new Mini().ref("x", "m", SC0).ref("y", "m", SC0)
                .thread(0, 0, 0).st("x", 1, av(DEVICE)).st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).ld("y", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, e.races().size());
        assertEquals(MissingLink.DIFFERENT_REFERENCE, e.races().get(0).link());
    }

    /**
     * VK MM: Location-Ordered, "X is a read, both X and Y are non-private, and X->Y": an RMW reads, so
     * once it happens-before a non-private load the two are location-ordered with no visibility
     * operation on the load's side, and by Visible-To the load reads the RMW's value.
     */
    @Test
    void rmwThatHappensBeforeANonPrivateLoadIsLocationOrderedWithoutVisibility() {
        Engine e = new Mini().thread(0, 0, 0).rmw("x", RmwOp.EXCHANGE, 1, atom(DEVICE))
                .st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).ld("x", nonpriv()).engine();
        Mini.runInOrder(e, 0, 1);
        assertTrue(e.races().isEmpty(), e.races().toString());
        assertEquals(1, reg(e, 1, 1));
    }

    /** VK MM: Location-Ordered (RaR, WaR non-private): the clause needs both accesses non-private. */
    @Test
    void rmwThatHappensBeforeAPrivateLoadStillRaces() {
        Engine e = new Mini().thread(0, 0, 0).rmw("x", RmwOp.EXCHANGE, 1, atom(DEVICE))
                .st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).ld("x", plain()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, e.races().size(), e.races().toString());
    }

    /**
     * VK MM: Location-Ordered: the read clause names no reference, so an RMW through one reference is
     * location-ordered before its own invocation's later non-private load through an alias (program order
     * is happens-before), unlike a plain write, which needs the device domain across references.
     */
    @Test
    void rmwIsLocationOrderedBeforeItsOwnLaterNonPrivateLoadThroughAnAlias() {
        Engine e = new Mini().ref("x", "m", SC0).ref("y", "m", SC0)
                .thread(0, 0, 0).rmw("y", RmwOp.ADD, 1, atom(DEVICE)).ld("x", vis(SUBGROUP)).engine();
        Mini.runInOrder(e, 0);
        assertTrue(e.races().isEmpty(), e.races().toString());
        assertEquals(1, reg(e, 0, 1));
    }

    /** VK MM: Location-Ordered (WaR, non-private) for the write of an RMW before another's store via an alias. */
    @Test
    void rmwThatHappensBeforeANonPrivateStoreThroughAnAliasDoesNotRace() {
        Engine e = new Mini().ref("x", "m", SC0).ref("y", "m", SC0)
                .thread(0, 0, 0).rmw("x", RmwOp.EXCHANGE, 1, atom(DEVICE)).st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).st("y", 2, nonpriv()).engine();
        Mini.runInOrder(e, 0, 1);
        assertTrue(e.races().isEmpty(), e.races().toString());
    }

    /**
     * VK MM: Location-Ordered, first bullet (A_X == A_Y and R_X == R_Y): program order alone orders one
     * invocation's accesses through one reference only. Its non-private stores through one alias, the first
     * retired by the second, race with its own later store through the other alias (no availability chain to a
     * common domain, no device-domain operation).
     */
    @Test
    void ownStoresThroughOneAliasRaceWithTheInvocationsLaterStoreThroughTheOther() {
        Engine e = new Mini().ref("x", "m", SC0).ref("y", "m", SC0)
                .thread(0, 0, 0).st("x", 1, nonpriv()).st("x", 2, nonpriv()).st("y", 3, nonpriv()).engine();
        Mini.runInOrder(e, 0);
        assertTrue(e.races().stream().allMatch(r -> r.first().agent() == 0 && r.second().agent() == 0),
                e.races().toString());
        assertEquals(2, e.races().size(), "each store through x races with the store through y: " + e.races());
    }

    /**
     * VK MM: Location-Ordered: a read is ordered before a later write of its invocation through another
     * reference only when both are non-private (second bullet); a private load is not (first bullet needs the
     * same reference).
     */
    @Test
    void aPrivateLoadRacesWithItsInvocationsLaterStoreThroughAnAlias() {
        Engine e = new Mini().ref("x", "m", SC0).ref("y", "m", SC0)
                .thread(0, 0, 0).ld("x", plain()).st("y", 1, nonpriv()).engine();
        Mini.runInOrder(e, 0);
        assertEquals(1, e.races().size(), e.races().toString());
        assertFalse(e.races().get(0).first().write());
        Engine ordered = new Mini().ref("x", "m", SC0).ref("y", "m", SC0)
                .thread(0, 0, 0).ld("x", nonpriv()).st("y", 1, nonpriv()).engine();
        Mini.runInOrder(ordered, 0);
        assertTrue(ordered.races().isEmpty(), "both non-private: " + ordered.races());
    }

    @Test
    void mutuallyOrderedAtomicsDoNotRace() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, atom(DEVICE))
                .thread(1, 1, 0).st("x", 2, atom(DEVICE)).ld("x", atom(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertTrue(e.races().isEmpty());
    }

    @Test
    void atomicsWhoseScopesExcludeEachOtherRace() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, atom(WORKGROUP))
                .thread(1, 1, 0).st("x", 2, atom(WORKGROUP)).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, e.races().get(0).link());
    }

    @Test
    void unsynchronizedWriteAfterReadIsARace() {
        Engine e = new Mini().thread(0, 0, 0).ld("x", nonpriv())
                .thread(1, 1, 0).st("x", 1, nonpriv()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, e.races().size());
        assertFalse(e.races().get(0).first().write());
    }

    @Test
    void readingTheHostInitialValueIsNeverARace() {
        Engine e = new Mini().init("x", 5).thread(0, 0, 0).ld("x", plain()).thread(1, 1, 0).ld("x", plain()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(5, reg(e, 0, 0));
        assertEquals(5, reg(e, 1, 0));
        assertTrue(e.races().isEmpty());
    }

    /** SPIR-V: a Workgroup variable has no initializer, so a kernel's shared memory starts undefined. */
    @Test
    void unwrittenSharedMemoryOfAKernelIsFlaggedUndefined() {
        Engine e = new Mini().shared("s", 0).thread(0, 0, 0).ld("s", plain()).engine();
        Mini.runInOrder(e, 0);
        assertEquals(Diagnostic.Kind.UNDEFINED_READ, e.diagnostics().get(0).kind());
    }

    /**
     * Litmus variables start at 0 in every storage class (litmus formats: "{@code = 0}: the initial value");
     * an sc1 (Workgroup) litmus variable every invocation reaches is defined.
     */
    @Test
    void unwrittenWorkgroupClassLitmusVariableReadsZeroWithoutDiagnostic() {
        Engine e = new Mini().ref("y", "y", Mini.SC1).thread(0, 0, 0).ld("y", plain()).engine();
        Mini.runInOrder(e, 0);
        assertEquals(0, reg(e, 0, 0));
        assertEquals(List.of(), e.diagnostics());
    }

    @Test
    void atomicReadModifyWriteReadsTheLatestInModificationOrder() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, atom(DEVICE))
                .thread(1, 1, 0).rmw("x", dev.syncscope.core.model.RmwOp.ADD, 10, atom(DEVICE)).engine();
        Mini.runInOrder(e, 0);
        assertEquals(1, e.choices(1).stream().filter(ReadChoice::consistent).count(), "only the latest write");
        assertEquals(1, e.choices(1).get(0).value());
        Mini.runInOrder(e, 1);
        assertEquals(1, reg(e, 1, 0));
    }

    @Test
    void chainsCarryAWorkgroupAvailableWriteToTheShaderDomainOnlyWhenSupported() {
        for (boolean chains : new boolean[] {true, false}) {
            Mini m = new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP)).st("y", 1, atom(WORKGROUP, rel(SC0)))
                    .thread(1, 0, 0).ld("y", atom(WORKGROUP, acq(SC0))).membar(DEVICE, relAv(SC0))
                    .st("z", 1, atom(DEVICE, rel(SC0)))
                    .thread(2, 1, 0).ld("z", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE));
            if (chains) {
                m.chains();
            }
            Engine e = m.engine();
            Mini.runInOrder(e, 0, 1, 2);
            assertEquals(chains ? 1 : 0, reg(e, 2, 1), "chains " + chains);
        }
    }

    /**
     * VK MM: Location-Ordered ("X ->rcpo AV -> Y"): T0's second store retires its first (no revival for
     * visibility), but the release's MakeAvailable after both includes (T0, x, L), so the first store is
     * location-ordered before T1's store too: no race.
     */
    @Test
    void anOverwrittenOwnStoreIsLocationOrderedByALaterAvailabilityOperation() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).st("x", 2, nonpriv())
                .membar(WORKGROUP, relAv(SC0)).st("y", 1, atom(WORKGROUP, rel(SC0)))
                .thread(1, 0, 0).ld("y", atom(WORKGROUP, acq(SC0))).st("x", 3, nonpriv()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0));
        assertEquals(List.of(), e.races());
    }

    /**
     * VK MM: Availability and Visibility, "visibility chain": an acquire's MakeVisible semantics is a
     * visibility operation and so a chain element (Khronos mp3transitive2.test: race-free with chains,
     * racy without). T2's device-scope acquire pulls x from the shader domain into its workgroup's domain;
     * T3's workgroup-scope acquire, happening after it, completes the chain.
     */
    @Test
    void anAcquiresMakeVisibleSemanticsIsAVisibilityChainElement() {
        for (boolean chains : new boolean[] {true, false}) {
            Mini m = new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).st("y", 1, atom(WORKGROUP, relAv(SC0)))
                    .thread(1, 0, 0).ld("y", atom(WORKGROUP, acq(SC0))).st("z", 1, atom(DEVICE, relAv(SC0)))
                    .thread(2, 1, 0).ld("z", atom(DEVICE, acqVis(SC0))).st("w", 1, atom(WORKGROUP, rel(SC0)))
                    .thread(3, 1, 0).ld("w", atom(WORKGROUP, acqVis(SC0))).ld("x", nonpriv());
            if (chains) {
                m.chains();
            }
            Engine e = m.engine();
            Mini.runInOrder(e, 0, 1, 2, 3);
            assertEquals(1, reg(e, 3, 0), "T3 acquires w = 1");
            assertEquals(chains ? 1 : 0, reg(e, 3, 1), "chains " + chains);
            assertEquals(!chains, !e.races().isEmpty(), "race without chains only: " + e.races());
            if (!chains) {
                assertEquals(MissingLink.CHAINS_OFF, e.races().get(0).link());
            }
        }
    }

    /**
     * VK MM: Availability and Visibility, "visibility chain", with per-instruction elements (VK MM:
     * Per-Instruction Availability and Visibility Semantics): T1's device-scope MakePointerVisible load of
     * x pulls x into its workgroup's domain, so T2's workgroup-scope one, happening after it, completes the
     * chain: T0's store is location-ordered before T2's load, no race. Without chains T2 still reads 1 (T1's
     * read of 1 is location-ordered before it: VK MM: Acyclicity), but races with T0's store.
     */
    @Test
    void aPerInstructionVisibilityIsAVisibilityChainElement() {
        for (boolean chains : new boolean[] {true, false}) {
            Mini m = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                    .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE))
                    .st("z", 1, atom(WORKGROUP, rel(SC0)))
                    .thread(2, 1, 0).ld("z", atom(WORKGROUP, acq(SC0))).ld("x", vis(WORKGROUP));
            if (chains) {
                m.chains();
            }
            Engine e = m.engine();
            Mini.runInOrder(e, 0, 1, 2);
            assertEquals(1, reg(e, 1, 1), "T1 sees x = 1 from the shader domain");
            assertEquals(1, reg(e, 2, 1), "chains " + chains);
            assertEquals(!chains, !e.races().isEmpty(), "race without chains only: " + e.races());
        }
    }

    /**
     * VK MM: Per-Instruction Availability and Visibility Semantics: a MakePointerVisible read's visibility operation
     * has in its destination scope only "the memory locations read by the instruction", so T1's device-scope one on
     * w (of x's storage class, through its own reference) carries nothing of x: it is no element of a visibility
     * chain that would complete at T2's workgroup-scope one, and T2 races with T0's store, which is available only
     * in the shader domain, even with chains ({@link #aPerInstructionVisibilityIsAVisibilityChainElement} is the
     * same program with T1's load of x). The checker agrees.
     */
    @Test
    void aPerInstructionVisibilityOfAnotherLocationIsNoElementOfTheChain() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("w", vis(DEVICE))
                .st("z", 1, atom(WORKGROUP, rel(SC0)))
                .thread(2, 1, 0).ld("z", atom(WORKGROUP, acq(SC0))).ld("x", vis(WORKGROUP)).chains().program();
        assertSynchronizedT2RacesOnX(p);
    }

    /**
     * VK MM: Per-Instruction Availability and Visibility Semantics, the availability side: a MakePointerAvailable
     * write's availability operation has in its source scope only "the memory locations written by the
     * instruction", so T1's device-scope one on w (x's storage class) is no second element of an availability chain
     * for T0's store of x, which is available only in the workgroup domain: T2, in another workgroup, races, chains
     * or not. With a bulk MakeAvailable barrier in its place the chain forms and there is no race
     * ({@link #chainsCarryAWorkgroupAvailableWriteToTheShaderDomainOnlyWhenSupported}). The checker agrees.
     */
    @Test
    void aPerInstructionAvailabilityOfAnotherLocationIsNoElementOfTheChain() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP)).st("f", 1, atom(WORKGROUP, rel(SC0)))
                .thread(1, 0, 0).ld("f", atom(WORKGROUP, acq(SC0))).st("w", 1, av(DEVICE))
                .st("g", 1, atom(DEVICE, rel(SC0)))
                .thread(2, 1, 0).ld("g", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).chains().program();
        assertSynchronizedT2RacesOnX(p);
    }

    /**
     * Run in the order T0, T1, T2, where T1 and T2 each acquire the flag the one before released (their r0), T2's
     * load of x races with T0's store, in the stepper and in the checker's executions where both acquire.
     */
    private static void assertSynchronizedT2RacesOnX(Program p) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1, 2);
        assertEquals(1, reg(e, 1, 0), "T1 acquires T0's flag");
        assertEquals(1, reg(e, 2, 0), "T2 acquires T1's flag");
        assertTrue(e.races().stream().anyMatch(r -> r.second().agent() == 2
                && r.second().location().allocation().equals("x")), "T2's load of x races: " + e.races());
        assertTrue(CheckerVerdict.racyOnWhen(p, "x", Map.of("T1:r0", 1L, "T2:r0", 1L)), "checker: a race on x");
    }

    @Test
    void explanationNamesChainsOffWhenOnlyAChainWouldCarryTheWrite() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP)).st("y", 1, atom(WORKGROUP, rel(SC0)))
                .thread(1, 0, 0).ld("y", atom(WORKGROUP, acq(SC0))).membar(DEVICE, relAv(SC0))
                .st("z", 1, atom(DEVICE, rel(SC0)))
                .thread(2, 1, 0).ld("z", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1, 2);
        assertEquals(0, reg(e, 2, 1));
        var ex = e.explainRead(e.traceSize() - 1);
        assertEquals(MissingLink.CHAINS_OFF, ex.unseen().get(0).link(), ex.summary());
    }

    /**
     * VK MM: Per-Instruction Availability and Visibility Semantics: a MakePointerVisible read performs a
     * visibility operation "program-ordered between read and all other operations program-ordered before
     * the read"; so by Location-Ordered (X ->rcpo AV -> VIS ->rcpo Y, same reference, shader domain) T1's
     * later plain non-private load of x, with no visibility operation of its own, is location-ordered
     * after T0's store through the first load's one: both read 1, no race. Auditor's m7.test; the checker
     * agrees.
     */
    @Test
    void aLoadsOwnVisibilityOperationAlsoOrdersLaterNonPrivateLoadsOfTheSameReference() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).ld("x", nonpriv()).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0), "T1 acquires the flag");
        assertEquals(1, reg(e, 1, 1), "the vis load reads x = 1");
        assertEquals(1, reg(e, 1, 2), "the later non-private load reads x = 1");
        assertEquals(List.of(), e.races());
        assertFalse(CheckerVerdict.racyWhen(p, Map.of("T1:r0", 1L)), "checker: no race");
    }

    /**
     * VK MM (Descriptions): "Atomic operations implicitly have availability/visibility operations, and the
     * scope of those operations is taken from the atomic operation's scope". T0's relaxed device-scope
     * atomic store of x has no av flag, yet its implicit availability operation makes it available in the
     * shader domain; the release/acquire on y orders that before T1's vis load (VK MM: Location-Ordered):
     * T1 reads 1 without a race. The checker agrees.
     */
    @Test
    void anAtomicStoresImplicitAvailabilityLetsASynchronizedVisLoadReadIt() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, atom(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0), "T1 acquires the flag");
        assertEquals(1, reg(e, 1, 1), "x = 1 is available in the shader domain and made visible");
        assertEquals(List.of(), e.races());
        assertFalse(CheckerVerdict.racyWhen(p, Map.of("T1:r0", 1L)), "checker: no race");
    }
}
