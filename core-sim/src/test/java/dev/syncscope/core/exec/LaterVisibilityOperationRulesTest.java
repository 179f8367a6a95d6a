package dev.syncscope.core.exec;

import dev.syncscope.core.model.Program;
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
import static dev.syncscope.core.model.Scope.DEVICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM: Availability and Visibility ("Visibility operations expand the set of (agent,reference,memory
 * location) tuples to which the write is visible"), Location-Ordered ("X->^rcpo^AVC->VISC->^rcpo^Y") and
 * Happens-Before ("it is not necessary (and not valid) to form chains between" program order and
 * inter-thread-happens-before). A visibility operation that made a write visible keeps it visible: a later
 * visibility operation of the same agent that names fewer storage classes, and so is not itself ordered after
 * the availability operation, takes nothing away.
 *
 * <p>In each program T0's MakeAvailable (on the sc1 atomic z, naming sc0 and sc1) makes the sc0 write x available
 * in the shader domain, and is ordered before T1's first visibility operation only by
 * inter-thread-happens-before&lt;{sc1}&gt;: T0 releases and T1 acquires the sc1 flag y naming sc1 alone. That first
 * visibility operation names sc1 too, so it happens-after the availability operation and makes x visible to T1; the
 * second names only sc0, which no release and acquire carried. Each verdict is also the exhaustive checker's.
 */
class LaterVisibilityOperationRulesTest {

    private static Mini writerAndFlag() {
        return new Mini().ref("x", "x", SC0).ref("y", "y", SC1).ref("z", "z", SC1)
                .thread(0, 0, 0).st("x", 1, nonpriv()).st("z", 1, atom(DEVICE, relAv(SC0, SC1)))
                .st("y", 1, atom(DEVICE, rel(SC1)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC1)));
    }

    private static void assertSeesX(Program p, int xRegister) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0), "T1 read the flag");
        assertEquals(1, reg(e, 1, xRegister), "x stays visible to T1");
        assertTrue(e.races().isEmpty(), "x is location-ordered before the read: " + e.races());
        assertFalse(CheckerVerdict.racyWhen(p, Map.of("T1:r0", 1L)), "checker: no race");
    }

    @Test
    void makeVisibleNamingTheAcquiredClassMakesTheWriteVisible() {
        assertSeesX(writerAndFlag().membar(DEVICE, acqVis(SC0, SC1)).ld("x", nonpriv()).program(), 1);
    }

    @Test
    void laterMakeVisibleNamingFewerClassesDoesNotUndoAnEarlierOnesVisibility() {
        assertSeesX(writerAndFlag().membar(DEVICE, acqVis(SC0, SC1)).membar(DEVICE, acqVis(SC0))
                .ld("x", nonpriv()).program(), 1);
    }

    @Test
    void laterRelaxedAtomicLoadDoesNotUndoAnEarlierAcquireLoadsOwnVisibility() {
        // the first atomic load of x names sc1 (acquire), so its own visibility operation happens-after the
        // availability operation; the second, relaxed, names only x's class sc0
        assertSeesX(writerAndFlag().ld("x", atom(DEVICE, acq(SC1))).ld("x", atom(DEVICE)).program(), 2);
    }
}
