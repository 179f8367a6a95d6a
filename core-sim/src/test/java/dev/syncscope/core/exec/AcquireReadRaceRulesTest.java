package dev.syncscope.core.exec;

import dev.syncscope.core.model.RmwOp;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.plain;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.relAv;
import static dev.syncscope.core.exec.Mini.vis;
import static dev.syncscope.core.model.Scope.DEVICE;
import static dev.syncscope.core.model.Scope.QUEUE_FAMILY;
import static dev.syncscope.core.model.Scope.SUBGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An acquire read is the B of its own synchronizes-with: "A synchronizes-with B" puts the release A and
 * what precedes it before B itself, not only before what follows B (VK MM: Synchronizes-With,
 * Inter-Thread-Happens-Before). So a write made available by the release (VK MM: Availability and
 * Visibility Semantics) is location-ordered before the acquire read (VK MM: Location-Ordered, "X is a
 * write, Y is a read … X ->rcpo AVC -> … Y") and the two do not race (VK MM: Data Race), though the
 * write is an atomic whose subgroup scope does not include the reader (not mutually ordered).
 *
 * <p>T0 (subgroup 0): {@code st.atom.sg x = 1; st.atom.dv.rel.sc0[.semav] x = 2}; T1 (another
 * workgroup) reads x = 2 with a device-scope atomic. Each verdict is also the exhaustive checker's. Found by
 * the differential property (docs/differential-testing.md), where the stepper reported these races.
 */
class AcquireReadRaceRulesTest {

    private static Mini writer(boolean makeAvailable) {
        return new Mini().thread(0, 0, 0).st("x", 1, atom(SUBGROUP))
                .st("x", 2, atom(DEVICE, makeAvailable ? relAv(SC0) : rel(SC0)));
    }

    private static void assertVerdict(Mini m, boolean racy) {
        Engine e = m.engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(2, reg(e, 1, 0), "reads the release's value");
        assertEquals(racy, !e.races().isEmpty(), "races: " + e.races());
        assertEquals(racy, CheckerVerdict.racyWhen(m.program(), Map.of("T1:r0", 2L)), "the checker's verdict");
    }

    @Test
    void anAcquireLoadIsOrderedAfterTheWritesTheReleaseItReadsMadeAvailable() {
        assertVerdict(writer(true).thread(1, 1, 0).ld("x", atom(DEVICE, acq(SC0))), false);
    }

    @Test
    void anAcquireReadModifyWriteIsOrderedAfterTheWritesTheReleaseItReadsMadeAvailable() {
        assertVerdict(writer(true).thread(1, 1, 0).rmw("x", RmwOp.ADD, 10, atom(DEVICE, acq(SC0))), false);
    }

    @Test
    void aRelaxedLoadOfTheSameReleaseStillRacesWithTheEarlierWrite() {
        // no acquire: nothing synchronizes, the subgroup-scope write is not ordered before the load
        assertVerdict(writer(true).thread(1, 1, 0).ld("x", atom(DEVICE)), true);
    }

    @Test
    void withoutMakeAvailableTheReleaseAtomicsOwnAvailabilityOperationCoversTheEarlierWrite() {
        // "Atomic operations implicitly have availability/visibility operations, and the scope of those
        // operations is taken from the atomic operation's scope": the device-scope store makes every earlier
        // write of its agent and reference to x available to the shader domain (VK MM: Per-Instruction
        // Availability and Visibility Semantics, source scope)
        assertVerdict(writer(false).thread(1, 1, 0).ld("x", atom(DEVICE, acq(SC0))), false);
    }

    /**
     * The acquire's own visibility operation ("Atomic operations implicitly have availability/visibility
     * operations") is part of the acquire, so the release's write, available in the shader domain, is visible
     * to a later non-private read of the same reference through it (VK MM: Location-Ordered, X ->rcpo AVC ->
     * VISC ->rcpo Y), though that read's own visibility (queue family) does not reach the writer's domain.
     */
    @Test
    void theAcquireReadsOwnVisibilityOperationIsOrderedAfterWhatItAcquires() {
        Mini m = new Mini().thread(0, 0, 0).st("x", 2, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 1).ld("x", atom(DEVICE, acq(SC0))).ld("x", vis(QUEUE_FAMILY));
        Engine e = m.engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(2, reg(e, 1, 1));
        assertEquals(List.of(), e.races());
        assertFalse(CheckerVerdict.racyWhen(m.program(), Map.of("T1:r0", 2L, "T1:r1", 2L)), "the checker's verdict");
    }

    @Test
    void aPrivateLoadAfterTheAcquireStillRacesWithTheOtherInvocationsWrite() {
        // private accesses take no part in location order through domains (VK MM: Private vs. Non-Private)
        Mini m = new Mini().thread(0, 0, 0).st("x", 2, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 1).ld("x", atom(DEVICE, acq(SC0))).ld("x", plain());
        Engine e = m.engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, e.races().size(), e.races().toString());
        assertTrue(CheckerVerdict.racyWhen(m.program(), Map.of("T1:r0", 2L, "T1:r1", 2L)), "the checker's verdict");
    }
}
