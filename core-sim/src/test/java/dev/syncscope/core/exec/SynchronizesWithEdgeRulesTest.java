package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.SC1;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.acqRel;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.av;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.vis;
import static dev.syncscope.core.model.Scope.DEVICE;
import static dev.syncscope.core.model.Scope.SUBGROUP;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM: Release Sequence, Synchronizes-With and Inter-Thread-Happens-Before at the edges the other rule tests
 * leave out: which writes continue a release sequence, the storage classes each barrier form needs, and the scope
 * instances (memory and execution) each form needs. The payload x is written with av and read with vis at the
 * scope of the synchronization, so it is read as 1 without a race exactly when the flag synchronizes. Each verdict
 * is also the exhaustive checker's, over the executions in which the flag load reads what the stepper's did.
 */
class SynchronizesWithEdgeRulesTest {

    /** Runs the agents in order; checks the flag value read, then the payload verdict of stepper and checker. */
    private static void assertVerdict(Program p, int reader, String flagRegister, long flag, boolean synced,
                                      int... order) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, order);
        Map<String, Long> read = flagRegister == null ? Map.of() : Map.of("T" + reader + ":" + flagRegister, flag);
        if (flagRegister != null) {
            assertEquals(flag, e.agent(reader).thread().registers().get(flagRegister), "the flag load's value");
        }
        int xRegister = e.agent(reader).thread().registers().size() - 1;
        if (synced) {
            assertEquals(1, reg(e, reader, xRegister), "x visible");
            assertTrue(e.races().isEmpty(), "no race: " + e.races());
        } else {
            assertEquals(0, reg(e, reader, xRegister), "x stale");
            assertFalse(e.races().isEmpty(), "a race");
        }
        assertEquals(!synced, CheckerVerdict.racyWhen(p, read), "checker race");
    }

    /**
     * VK MM: Release Sequence: "atomic read-modify-write operations on M by any agent", and the note "This
     * intentionally omits 'atomic writes to M performed by the same agent that performed A'": a plain atomic
     * store of the releasing agent ends its release sequence, as C++ would not.
     */
    @Test
    void aPlainAtomicStoreOfTheReleasingAgentEndsItsReleaseSequence() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                .st("y", 2, atom(DEVICE))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).program();
        assertVerdict(p, 1, "r0", 2, false, 0, 1);
    }

    /** VK MM: Release Sequence: a read-modify-write of the releasing agent itself continues the sequence. */
    @Test
    void aReadModifyWriteOfTheReleasingAgentContinuesItsReleaseSequence() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                .rmw("y", RmwOp.ADD, 1, atom(DEVICE))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).program();
        assertVerdict(p, 1, "r0", 2, true, 0, 1);
    }

    /**
     * VK MM: Release Sequence, "the longest continuous subsequence of A's scoped modification order"; Scoped
     * Modification Order holds the atomics mutually ordered with A. T1 (workgroup 1) acquires A and then stores 5
     * at Workgroup scope: not mutually ordered with T0's Device-scope A, so not in A's order, and it neither ends
     * nor continues A's sequence. T2's Device-scope add reads 5 and is the next write of A's order: the sequence
     * goes on through it, and T3 (workgroup 1), acquiring 6, synchronizes with A. The stepper used to end the
     * sequence at the store (x = 0 and a race); the checker never did.
     */
    @Test
    void anAtomicStoreOutsideTheHeadsScopedModificationOrderDoesNotEndItsReleaseSequence() {
        Program p = storeBetween(WORKGROUP);
        Engine e = assertPayloadVerdict(p, STORE_BETWEEN_FLAGS, true);
        assertTrue(e.races().isEmpty(), "no race at all: " + e.races());
        assertFalse(CheckerVerdict.racyWhen(p, STORE_BETWEEN_FLAGS), "checker: no race at all");
    }

    /** The flag values of {@link #storeBetween}'s run: T1 reads A's 1, T2's add reads 5, T3 reads 6. */
    private static final Map<String, Long> STORE_BETWEEN_FLAGS = Map.of("T1:r0", 1L, "T2:r0", 5L, "T3:r0", 6L);

    /**
     * T0: x = 1 (av), release store A of f. T1 (workgroup 1): acquires A, stores f = 5 at {@code storeScope}. T2: adds
     * 1 to f. T3: acquires f, reads x (vis).
     */
    private static Program storeBetween(dev.syncscope.core.model.Scope storeScope) {
        return new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).st("f", 5, atom(storeScope))
                .thread(1, 1, 0).rmw("f", RmwOp.ADD, 1, atom(DEVICE))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).program();
    }

    /**
     * The open sequences are state of the location, restored by stepping back: back to before T2's add (the write
     * that continues the sequence) and forward again gives the same synchronization, and so does seeking there from
     * the start (checkpoints and undo restore {@code LocationState.openSequences}).
     */
    @Test
    void steppingBackAndForthAcrossTheSequencesWritesKeepsItsSynchronization() {
        Engine e = new Engine(storeBetween(WORKGROUP), EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        int beforeAdd = e.position();
        Mini.runInOrder(e, 2, 3);
        int end = e.position();
        assertEquals(1, reg(e, 3, 1), "x");
        e.seek(beforeAdd);
        e.seek(0);
        e.seek(end);
        assertEquals(1, reg(e, 3, 1), "x after seeking back to the start and forward again");
        e.seek(beforeAdd);
        assertTrue(e.location(new dev.syncscope.core.model.Location("f", 0)).openSequences().list()
                .toListOldestFirst().stream().anyMatch(o -> o.headReference().equals("f")),
                "A's sequence is open before the add");
        Mini.runInOrder(e, 2, 3);
        assertEquals(1, reg(e, 3, 1), "x when the add and the acquire run again");
        assertFalse(racesOnX(e), e.races().toString());
    }

    /**
     * VK MM: Synchronizes-With, fence–atomic: "A is a release barrier, X is an atomic write after A, ... Y is in the
     * hypothetical release sequence headed by X". T0's release barrier before its relaxed flag store X: the
     * Workgroup-scope store of T1 is not in X's order, T2's add is, so T3 acquiring the add's 6 synchronizes with
     * the barrier, as with a release store: x is ordered. (X itself races with T1's store: the barrier, not X,
     * happens-before T1's acquire.)
     */
    @Test
    void aBarriersHypotheticalReleaseSequenceAlsoStaysOpenPastAStoreOutsideItsOrder() {
        assertPayloadVerdict(new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).membar(DEVICE, rel(SC0))
                .st("f", 1, atom(DEVICE))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).st("f", 5, atom(WORKGROUP))
                .thread(1, 1, 0).rmw("f", RmwOp.ADD, 1, atom(DEVICE))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).program(), STORE_BETWEEN_FLAGS,
                true);
    }

    /** The same store at Device scope is in A's order and, being no read-modify-write, ends the sequence. */
    @Test
    void theSameStoreInsideTheHeadsScopedModificationOrderEndsItsReleaseSequence() {
        assertPayloadVerdict(storeBetween(DEVICE), STORE_BETWEEN_FLAGS, false);
    }

    /**
     * VK MM: Atomic Operation ("mutually-ordered": "they use the same reference"), Release Sequence. f1 and f2 are
     * two references of one allocation. T1's release through f1 heads a sequence; T2's add through f2 is not
     * mutually ordered with it, so not in its order, and does not continue it: T3, acquiring T2's 11 through f2,
     * does not synchronize with T1, and x races. (The stepper's open sequences first ignored the reference.)
     */
    @Test
    void aReadModifyWriteThroughAnotherReferenceDoesNotContinueTheReleaseSequence() {
        assertPayloadVerdict(new Mini().ref("x", "x", SC0).ref("f1", "f", SC0).ref("f2", "f", SC0)
                .thread(0, 0, 0).st("f2", 10, atom(DEVICE))
                .thread(1, 1, 0).st("x", 1, av(DEVICE)).st("f1", 1, atom(DEVICE, rel(SC0)))
                .thread(2, 2, 0).rmw("f2", RmwOp.ADD, 1, atom(DEVICE))
                .thread(3, 3, 0).ld("f2", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).program(),
                Map.of("T2:r0", 10L, "T3:r0", 11L), false);
    }

    /**
     * VK MM: Release Sequence: membership is a place in A's scoped modification order, not what the RMW read. T1
     * acquires A and then stores f = 5 plainly (not atomic: in no scoped modification order); T2, ordered after that
     * store through g, adds 1 to f: the next write of A's order, so it continues A's sequence though it read the
     * plain store. T3 acquires its 6 and synchronizes with A: x is ordered (the plain store races with T3's load).
     */
    @Test
    void aReadModifyWriteThatReadAPlainStoreStillContinuesTheReleaseSequence() {
        assertPayloadVerdict(new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).st("f", 5, av(DEVICE))
                .st("g", 1, atom(DEVICE, rel(SC0)))
                .thread(2, 2, 0).ld("g", atom(DEVICE, acq(SC0))).rmw("f", RmwOp.ADD, 1, atom(DEVICE))
                .thread(3, 3, 0).ld("f", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).program(),
                Map.of("T1:r0", 1L, "T2:r0", 1L, "T2:r1", 5L, "T3:r0", 6L), true);
    }

    /**
     * Runs T0 to T3 in order and checks the payload x, read by T3's r1: each register of {@code flags} holds its value
     * in the stepper's run; x is 1 without a race on x when {@code synced}, else 0 with one; and the exhaustive checker
     * finds a race on x in an execution with those flag values exactly when not {@code synced}.
     */
    private static Engine assertPayloadVerdict(Program p, Map<String, Long> flags, boolean synced) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1, 2, 3);
        for (Map.Entry<String, Long> f : flags.entrySet()) {
            String[] at = f.getKey().substring(1).split(":r");
            assertEquals(f.getValue(), reg(e, Integer.parseInt(at[0]), Integer.parseInt(at[1])), f.getKey());
        }
        assertEquals(synced ? 1 : 0, reg(e, 3, 1), "x");
        assertEquals(!synced, racesOnX(e), "stepper race on x: " + e.races());
        assertEquals(!synced, CheckerVerdict.racyOnWhen(p, "x", flags), "checker race on x");
        return e;
    }

    private static boolean racesOnX(Engine e) {
        return e.races().stream().anyMatch(r -> r.first().location().allocation().equals("x"));
    }

    /**
     * VK MM: Release Sequence is a subsequence of A's scoped modification order, which holds atomic writes only: a
     * compare-exchange that fails writes nothing (VK MM: Memory Operation) and so cannot end the sequence.
     */
    @Test
    void aFailedCompareExchangeDoesNotEndTheReleaseSequence() {
        Mini m = new Mini();
        Action failingCas = new Action.ReadModifyWrite(m.r("y"), 0, RmwOp.EXCHANGE, 5, 7L, atom(DEVICE),
                new SourceSpan("t.test", 90, 1));
        Program p = m.thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).act(failingCas).rmw("y", RmwOp.ADD, 1, atom(DEVICE))
                .thread(2, 2, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).program();
        assertVerdict(p, 2, "r0", 2, true, 0, 1, 2);
    }

    /**
     * VK MM: Informative Descriptions: "An atomic write with release semantics must not be reordered against any
     * read or write to SC that is program-ordered before it (regardless of the storage class the atomic is in)":
     * an sc1 flag whose release and acquire name sc0 orders sc0 data.
     */
    @Test
    void releaseAndAcquireOrderTheClassesTheirSemanticsNameWhateverTheFlagsClass() {
        Program p = new Mini().ref("y", "y", SC1).thread(0, 0, 0).st("x", 1, av(DEVICE))
                .st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).program();
        assertVerdict(p, 1, "r0", 1, true, 0, 1);
    }

    /**
     * VK MM: Synchronizes-With, atomic–fence: "X's storage class is in B's semantics" (X the relaxed load before
     * the acquire barrier B). The release names both classes; the barrier names the payload's sc0, and the sc1
     * flag's class or not.
     */
    @ParameterizedTest
    @CsvSource({"false, false", "true, true"})
    void acquireBarrierSynchronizesOnlyWhenItNamesTheClassOfTheAtomicReadBeforeIt(boolean namesFlagClass,
                                                                               boolean synced) {
        Semantics acquire = namesFlagClass ? acq(SC0, SC1) : acq(SC0);
        Program p = new Mini().ref("y", "y", SC1).thread(0, 0, 0).st("x", 1, av(DEVICE))
                .st("y", 1, atom(DEVICE, rel(SC0, SC1)))
                .thread(1, 1, 0).ld("y", atom(DEVICE)).membar(DEVICE, acquire).ld("x", vis(DEVICE)).program();
        assertVerdict(p, 1, "r0", 1, synced, 0, 1);
    }

    /**
     * VK MM: Synchronizes-With, atomic–fence: "A and B are in the instance of each other's memory scopes": a
     * workgroup-scope acquire barrier in another workgroup than the device-scope release does not synchronize,
     * though the relaxed device-scope load before it read the release.
     */
    @Test
    void acquireBarrierWhoseScopeExcludesTheReleaserDoesNotSynchronize() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE)).membar(WORKGROUP, acq(SC0)).ld("x", vis(DEVICE)).program();
        assertVerdict(p, 1, "r0", 1, false, 0, 1);
    }

    /**
     * VK MM: Synchronizes-With, fence–fence: "A and B are in the instance of each other's memory scopes": a
     * subgroup-scope release barrier does not reach an invocation of another subgroup of its workgroup, though
     * the relaxed atomics between them are device-scope.
     */
    @Test
    void releaseBarrierWhoseScopeExcludesTheAcquirerDoesNotSynchronize() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP)).membar(SUBGROUP, rel(SC0))
                .st("y", 1, atom(DEVICE))
                .thread(1, 0, 0).ld("y", atom(DEVICE)).membar(WORKGROUP, acq(SC0)).ld("x", vis(WORKGROUP)).program();
        assertVerdict(p, 1, "r0", 1, false, 0, 1);
    }

    /**
     * VK MM: Synchronizes-With, release barrier A, acquire barrier B, control barrier C: "A is program-ordered
     * before (or equals) C", "C is program-ordered before (or equals) B"; the note: "a control barrier filling the
     * role of the relaxed atomics". Memory barriers around a control barrier without semantics (GLSL
     * {@code memoryBarrier(); barrier(); memoryBarrier();}) synchronize.
     */
    @Test
    void releaseAndAcquireBarriersAroundAControlBarrierWithoutSemanticsSynchronize() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP)).membar(WORKGROUP, rel(SC0))
                .cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1).membar(WORKGROUP, acq(SC0))
                .ld("x", vis(WORKGROUP)).program();
        assertVerdict(p, 1, null, 0, true, 0, 1);
    }

    /**
     * VK MM: Synchronizes-With, control barrier C: "A and B are in the instance of C's execution scope": a
     * subgroup-execution barrier with workgroup memory scope does not synchronize two subgroups (each meets its own
     * instance).
     */
    @Test
    void controlBarrierOfSubgroupExecutionScopeDoesNotSynchronizeTwoSubgroups() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP)).cbar(SUBGROUP, WORKGROUP, acqRel(SC0), 1)
                .thread(1, 0, 0).cbar(SUBGROUP, WORKGROUP, acqRel(SC0), 1).ld("x", vis(WORKGROUP)).program();
        assertVerdict(p, 1, null, 0, false, 0, 1);
    }

    @Test
    void aReleaseBarriersSequenceHeadedByASubgroupAtomicDoesNotReachAnAcquireInAnotherSubgroup() {
        // VK MM: Synchronizes-With (release barrier -> atomic): "X and B are mutually-ordered". X, T0's relaxed store
        // of y at Subgroup scope after its Device release barrier, heads {X, R} (R: T1's Device RMW in subgroup 0,
        // mutually ordered with X). B, T2's Device acquire in subgroup 1, reads R: mutually ordered with R, not with
        // X, so the barrier does not synchronize with B and x races (the checker's
        // SynchronizationRulesTest.fenceToAtomicNeedsTheRelaxedWriteMutuallyOrderedWithTheAcquire)
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).membar(DEVICE, rel(SC0)).st("y", 1, atom(SUBGROUP))
                .thread(0, 0, 0).rmw("y", RmwOp.EXCHANGE, 2, atom(DEVICE))
                .thread(1, 0, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1, 2);
        assertEquals(1, reg(e, 1, 0), "T1's RMW read X");
        assertEquals(2, reg(e, 2, 0), "T2 read R");
        assertEquals(0, reg(e, 2, 1), "x stays stale: nothing synchronizes T0 with T2");
        assertFalse(e.races().isEmpty(), "x races");
        assertTrue(CheckerVerdict.racyWhen(p, Map.of("T1:r0", 1L, "T2:r0", 2L)), "checker: x races");
    }
}
