package dev.syncscope.core.exec;

import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Scope;
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
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM: Availability and Visibility ("An availability operation AV that happens-after W and that includes
 * (A,R,L) in its source scope makes (W,L) available to the memory domains in its destination scope"; "A
 * visibility operation VIS that happens-after AV ... makes (W,L) visible"), Availability and Visibility
 * Semantics (MakeAvailable's source scope: agent A, the references of the semantics' storage classes, all
 * locations) and Location-Ordered ("X->^rcpo^AVC->VISC->^rcpo^Y"). Every availability operation whose source
 * scope includes the write counts, not only the first to reach a domain.
 *
 * <p>T0 writes the sc0 location x; the MakeAvailable of its sc1 atomic z names sc0 and sc1, and is ordered
 * before T1's MakeVisible (naming both) by inter-thread-happens-before&lt;{sc1}&gt; alone: T0 releases and T1
 * acquires the sc1 flag y naming sc1 only. An earlier MakeAvailable of T0 naming only sc0 is ordered before
 * nothing of T1's, and must not hide the later one. The checker agrees with each verdict.
 */
class LaterAvailabilityOperationRulesTest {

    /** T0 and T1 in the same workgroup (two subgroups) at workgroup scope, or in two workgroups at device scope. */
    private static Program program(Scope s, boolean earlierNarrowerAvailability) {
        return program(s, earlierNarrowerAvailability, false);
    }

    private static Program program(Scope s, boolean earlierNarrowerAvailability, boolean chains) {
        Mini m = new Mini().ref("x", "x", SC0).ref("y", "y", SC1).ref("z", "z", SC1);
        if (chains) {
            m.chains();
        }
        m.thread(0, 0, 0).st("x", 1, nonpriv());
        if (earlierNarrowerAvailability) {
            m.membar(s, relAv(SC0));
        }
        return m.st("z", 1, atom(s, relAv(SC0, SC1))).st("y", 1, atom(s, rel(SC1)))
                .thread(1, s == DEVICE ? 1 : 0, 0).ld("y", atom(s, acq(SC1)))
                .membar(s, acqVis(SC0, SC1)).ld("x", nonpriv()).program();
    }

    private static void assertSeesX(Program p) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0), "T1 read the flag");
        assertEquals(1, reg(e, 1, 1), "x is visible to T1");
        assertTrue(e.races().isEmpty(), "x is location-ordered before the read: " + e.races());
        assertFalse(CheckerVerdict.racyWhen(p, Map.of("T1:r0", 1L)), "checker: no race");
    }

    @Test
    void makeAvailableOrderedOnlyThroughASecondClassMakesTheWriteVisible() {
        assertSeesX(program(WORKGROUP, false));
        assertSeesX(program(DEVICE, false));
    }

    @Test
    void earlierMakeAvailableAtTheSameScopeDoesNotHideALaterOneNamingMoreClasses() {
        assertSeesX(program(WORKGROUP, true));
    }

    @Test
    void earlierDeviceMakeAvailableDoesNotHideALaterOneNamingMoreClasses() {
        assertSeesX(program(DEVICE, true));
    }

    @Test
    void withAvailabilityChainsTheEarlierMakeAvailableHidesNothingEither() {
        // VK MM: Availability and Visibility Semantics (chains: "availability chains" only add operations)
        assertSeesX(program(WORKGROUP, false, true));
        assertSeesX(program(DEVICE, false, true));
        assertSeesX(program(WORKGROUP, true, true));
        assertSeesX(program(DEVICE, true, true));
    }
}
