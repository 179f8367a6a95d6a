package dev.syncscope.core.exec;

import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM: Synchronizes-With, Release Sequence, Inter-Thread-Happens-Before: each test states one
 * rule; the data x is written with av and read with vis at device scope, so x is read as 1 without
 * a race exactly when the flag synchronizes.
 */
class SynchronizesWithRulesTest {


    private static void assertSynchronized(Engine e, int reader, int xRegister) {
        assertEquals(1, reg(e, reader, xRegister), "x visible");
        assertTrue(e.races().isEmpty(), "no race: " + e.races());
    }

    private static void assertNotSynchronized(Engine e, int reader, int xRegister) {
        assertEquals(0, reg(e, reader, xRegister), "x stale");
        assertFalse(e.races().isEmpty(), "a race");
    }

    @Test
    void releaseAtomicSynchronizesWithAcquireAtomicReadingIt() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertSynchronized(e, 1, 1);
    }

    @Test
    void relaxedFlagGivesNoSynchronizesWith() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertNotSynchronized(e, 1, 1);
    }

    @Test
    void releaseSequenceContinuesThroughAnotherAgentsReadModifyWrite() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).rmw("y", RmwOp.ADD, 1, atom(DEVICE))
                .thread(2, 2, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1, 2);
        assertEquals(2, reg(e, 2, 0), "reads the RMW's value");
        assertSynchronized(e, 2, 1);
    }

    @Test
    void plainAtomicStoreEndsTheReleaseSequence() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).st("y", 2, atom(DEVICE))
                .thread(2, 2, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1, 2);
        assertEquals(2, reg(e, 2, 0));
        assertNotSynchronized(e, 2, 1);
    }

    @Test
    void releaseBarrierBeforeRelaxedStoreSynchronizesWithAcquireLoad() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).membar(DEVICE, rel(SC0))
                .st("y", 1, atom(DEVICE))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertSynchronized(e, 1, 1);
    }

    @Test
    void relaxedLoadFollowedByAcquireBarrierSynchronizesWithReleaseStore() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE)).membar(DEVICE, acq(SC0)).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertSynchronized(e, 1, 1);
    }

    @Test
    void releaseBarrierSynchronizesWithAcquireBarrierThroughRelaxedAtomics() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).membar(DEVICE, rel(SC0))
                .st("y", 1, atom(DEVICE))
                .thread(1, 1, 0).ld("y", atom(DEVICE)).membar(DEVICE, acq(SC0)).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertSynchronized(e, 1, 1);
    }

    @Test
    void acquireBarrierBeforeTheRelaxedLoadDoesNotSynchronize() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).membar(DEVICE, acq(SC0)).ld("y", atom(DEVICE)).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertNotSynchronized(e, 1, 1);
    }

    @Test
    void controlBarrierOrdersReleaseBarrierBeforeAcquireBarrier() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).cbar(WORKGROUP, WORKGROUP, acqRel(SC0), 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, acqRel(SC0), 1).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertSynchronized(e, 1, 0);
    }

    @Test
    void controlBarrierWithoutSemanticsDoesNotSynchronize() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE))
                .cbar(WORKGROUP, WORKGROUP, dev.syncscope.core.model.Semantics.NONE, 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, dev.syncscope.core.model.Semantics.NONE, 1)
                .ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertNotSynchronized(e, 1, 0);
    }

    @Test
    void workgroupScopeAtomicsInDifferentWorkgroupsAreNotMutuallyOrdered() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(WORKGROUP, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(WORKGROUP, acq(SC0))).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(0, reg(e, 1, 0), "the flag itself is not visible across workgroups");
        assertNotSynchronized(e, 1, 1);
    }

    @Test
    void synchronizationNeedsTheDataStorageClassInBothSemantics() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC1)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC1))).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0));
        assertNotSynchronized(e, 1, 1);
    }

    @Test
    void interThreadHappensBeforeIsTransitiveAcrossThreeAgents() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).st("z", 1, atom(DEVICE, rel(SC0)))
                .thread(2, 2, 0).ld("z", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1, 2);
        assertSynchronized(e, 2, 1);
    }

    @Test
    void systemSynchronizesWithOrdersPrivateReadBeforeLaterWrite() {
        Engine e = new Mini().thread(0, 0, 0).ld("x", Mini.plain())
                .thread(1, 1, 0).st("x", 1, Mini.plain()).ssw(0, 1).engine();
        assertFalse(e.isRunnable(1), "waits for its system-synchronizes-with predecessor");
        Mini.runInOrder(e, 0, 1);
        assertTrue(e.races().isEmpty(), "read ssw write: location-ordered: " + e.races());
    }

    @Test
    void withoutSystemSynchronizesWithPrivateReadAndWriteRace() {
        Engine e = new Mini().thread(0, 0, 0).ld("x", Mini.plain())
                .thread(1, 1, 0).st("x", 1, Mini.plain()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, e.races().size());
    }

    @Test
    void deviceDomainOperationsOrderedBySystemSynchronizesWithMakeAWriteVisibleThroughAnAlias() {
        Engine e = new Mini().ref("x", "m", SC0).ref("y", "m", SC1)
                .thread(0, 0, 0).st("x", 1, Mini.plain())
                .thread(1, 1, 0).avdevice().visdevice()
                .thread(2, 2, 0).ld("y", Mini.plain())
                .ssw(0, 1).ssw(1, 2).engine();
        Mini.runInOrder(e, 0, 1, 2);
        assertEquals(1, reg(e, 2, 0));
        assertTrue(e.races().isEmpty(), "litmus ssw1: " + e.races());
    }

    @Test
    void controlBarrierSynchronizesOnlyAgentsInEachOthersMemoryScopeInstance() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE))
                .cbar(WORKGROUP, Scope.SUBGROUP, acqRel(SC0), 1)
                .thread(0, 0, 0).cbar(WORKGROUP, Scope.SUBGROUP, acqRel(SC0), 1).ld("x", vis(DEVICE))
                .thread(1, 0, 0).cbar(WORKGROUP, Scope.SUBGROUP, acqRel(SC0), 1).ld("x", vis(DEVICE)).engine();
        e.run(Scheduler.roundRobin(), StopCondition.NEVER, 100);
        assertEquals(1, reg(e, 1, 0), "same subgroup: synchronized");
        assertEquals(0, reg(e, 2, 0), "other subgroup: subgroup-scope barrier does not reach it");
        assertEquals(1, e.races().size());
        assertEquals(2, e.races().get(0).second().agent());
    }

    /** Steps {@code agent}'s pending read so that it reads a write of {@code value}, offered as any kind of choice. */
    static void stepReading(Engine e, int agent, long value) {
        ReadChoice c = e.choices(agent).stream().filter(x -> x.value() == value).findFirst()
                .orElseThrow(() -> new AssertionError("no choice of " + value + ": " + e.choices(agent)));
        e.step(new Decision(agent, c.writeId()));
    }

    /**
     * VK MM: Synchronizes-With, release barrier A and acquire atomic B: "X's storage class is in A's
     * semantics" (X: the atomic write after A that B reads). T0's barrier names sc1 only; its relaxed
     * flag y is of sc1 (A synchronizes-with B) or of sc0 (it does not). The sc1 payload z is then ordered
     * by inter-thread-happens-before&lt;{sc1}&gt; (both ends name sc1) exactly when A synchronizes-with
     * B: read as 1 without a race, or else a race. Auditor's m3.test; the checker agrees.
     */
    @ParameterizedTest
    @CsvSource({"WORKGROUP, false", "STORAGE_BUFFER, true"})
    void releaseBarrierSynchronizesThroughAnAtomicOnlyOfAStorageClassItsSemanticsName(StorageClass flag,
                                                                                       boolean race) {
        Program p = new Mini().ref("z", "z", SC1).ref("y", "y", flag)
                .thread(0, 0, 0).st("z", 1, av(DEVICE)).membar(DEVICE, rel(SC1)).st("y", 1, atom(DEVICE))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC1))).ld("z", vis(DEVICE)).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0), "T1 reads the flag");
        if (race) {
            assertFalse(e.races().isEmpty(), "z is not ordered: a race");
        } else {
            assertSynchronized(e, 1, 1);
        }
        assertEquals(race, CheckerVerdict.racyWhen(p, Map.of("T1:r0", 1L)), "checker race");
    }

    /**
     * VK MM: Atomic Operation, mutually-ordered: "A is in the instance of B's memory scope" and "B is in
     * the instance of A's memory scope"; Synchronizes-With needs A and B mutually ordered. T0 (workgroup
     * 0) releases the flag, T1 (workgroup 1) acquires it; a workgroup scope on either side leaves the
     * other invocation out of its instance, so even when T1 reads the flag's 1 (racily) nothing
     * synchronizes and the payload x races. Only device scope on both sides synchronizes. Auditor's
     * m10.test; the checker agrees.
     */
    @ParameterizedTest
    @CsvSource({"DEVICE, DEVICE, false", "WORKGROUP, DEVICE, true", "DEVICE, WORKGROUP, true"})
    void releaseAndAcquireSynchronizeOnlyWhenEachIsInTheOthersScopeInstance(Scope release, Scope acquire,
                                                                            boolean race) {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("y", 1, atom(release, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(acquire, acq(SC0))).ld("x", vis(DEVICE)).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0);
        stepReading(e, 1, 1);
        Mini.runInOrder(e, 1);
        assertEquals(1, reg(e, 1, 0), "T1 read the flag's 1");
        if (race) {
            assertTrue(e.races().stream().anyMatch(r -> r.first().reference().equals("x")),
                    "the payload races: " + e.races());
        } else {
            assertSynchronized(e, 1, 1);
        }
        assertEquals(race, CheckerVerdict.racyWhen(p, Map.of("T1:r0", 1L)), "checker race");
    }
}
