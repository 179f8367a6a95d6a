package dev.syncscope.core.exec;

import dev.syncscope.core.model.Scope;
import org.junit.jupiter.api.Test;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.SC1;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.plain;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.rel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Happens-before into and out of the API-side operations (avdevice, visdevice), which name no storage class
 * (VK MM: Inter-Thread-Happens-Before; the Alloy model's AVDEVICE/VISDEVICE "don't have storage classes").
 * One rule per test, each reasoned from the appendix in its comment; the same programs are litmus files of
 * {@code litmus/host} that the checker answers alike (api-op-*.test, write-other-class-release-then-ssw.test).
 */
class ApiOperationOrderRulesTest {

    @Test
    void apiOperationReachesAnAccessThroughSystemSynchronizesWithThenReleaseAndAcquire() {
        // VK MM: System-Synchronizes-With relates T1's visdevice to every operation of T2, its release among
        // them; the release synchronizes-with T3's acquire, program-ordered before T3's read of sc0: visdevice
        // inter-thread-happens-before<sc0> the read. W -> avdevice (T0 ssw T1) -> visdevice -> read is the last
        // Location-Ordered bullet: T3 reads 1 without a race
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, plain())
                .thread(1, 1, 0).avdevice().visdevice()
                .thread(2, 2, 0).st("y", 1, atom(Scope.DEVICE, rel(SC0)))
                .thread(3, 3, 0).ld("y", atom(Scope.DEVICE, acq(SC0))).ld("x", plain())
                .ssw(0, 1).ssw(1, 2).engine();
        Mini.runInOrder(e, 0, 1, 2, 3);
        assertEquals(1, reg(e, 3, 0));
        assertEquals(1, reg(e, 3, 1));
        assertTrue(e.races().isEmpty(), e.races().toString());
    }

    @Test
    void apiOperationProgramOrderedBeforeAReleaseIsNotCarriedByIt() {
        // T0's avdevice is program-ordered before its release, but it is no "operation on memory in a storage
        // class in SC" (VK MM: Inter-Thread-Happens-Before), and T0 system-synchronizes with nobody: the
        // avdevice does not happen-before T2's visdevice although T1 acquires the release and T1 ssw T2. The
        // write is not location-ordered before T2's read: it reads the initial 0, a race
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, plain()).avdevice().st("y", 1, atom(Scope.DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(Scope.DEVICE, acq(SC0)))
                .thread(2, 2, 0).visdevice().ld("x", plain())
                .ssw(1, 2).engine();
        Mini.runInOrder(e, 0, 1, 2);
        assertEquals(1, reg(e, 1, 0));
        assertEquals(0, reg(e, 2, 0));
        assertEquals(1, e.races().size(), e.races().toString());
    }

    @Test
    void writeBeforeAReleaseOfAnotherStorageClassDoesNotHappenBeforeAnApiOperation() {
        // VK MM: Inter-Thread-Happens-Before: "A is an operation on memory in a storage class in SC ..., B is a
        // release ... with all of SC in its semantics": T0's sc0 write before a release naming sc1 only is no
        // such edge, so T1's acquire and T1 ssw T2 do not order the write before T2's avdevice; "An availability
        // operation AV that happens-after W" does not hold: T2's read of x races
        Engine e = new Mini().ref("y", "y", SC1).thread(0, 0, 0).st("x", 1, plain())
                .st("y", 1, atom(Scope.DEVICE, rel(SC1)))
                .thread(1, 0, 0).ld("y", atom(Scope.DEVICE, acq(SC1)))
                .thread(2, 2, 0).avdevice().visdevice().ld("x", plain())
                .ssw(1, 2).engine();
        Mini.runInOrder(e, 0, 1, 2);
        assertEquals(1, reg(e, 1, 0));
        assertFalse(e.races().isEmpty(), "the write of x is not made available by T2's avdevice");
    }
}
