package dev.syncscope.core.exec;

import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.SC1;
import static dev.syncscope.core.exec.Mini.acqVis;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.relAv;
import static dev.syncscope.core.model.Scope.DEVICE;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The stepper's side of
 * {@code check.AvailabilityVisibilityRulesTest.anAtomicOfAnotherStorageClassIsNoElementOfAVisibilityChain} (session
 * 74, where the checker was wrong): with chains on,
 * <pre>
 * T0: z.exchange(1) acquire StorageBuffer,Workgroup + MakeVisible; r1 = ld.atom.dv x      (x a storage buffer)
 * T1: st.atom.dv x = 2; z.exchange(3) release Workgroup + MakeAvailable                 (z a Workgroup variable)
 * </pre>
 * T0's exchange reads 3, a synchronization for Workgroup only, which orders no access of x (VK MM:
 * Inter-Thread-Happens-Before), and T1's exchange of z is no element of x's visibility chain (VK MM: Per-Instruction
 * Availability and Visibility Semantics: its visibility operation holds z alone), so the load may read 0 or 2. With
 * the release naming StorageBuffer too, the store happens-before the load and 2 is the only value.
 */
class VisibilityChainOfAnotherClassTest {

    private static Program program(StorageClass... releaseClasses) {
        return new Mini().ref("x", "x", SC0).ref("z", "z", SC1).chains()
                .thread(0, 0, 0).rmw("z", RmwOp.EXCHANGE, 1, atom(DEVICE, acqVis(SC0, SC1))).ld("x", atom(DEVICE))
                .thread(0, 0, 0).st("x", 2, atom(DEVICE))
                .rmw("z", RmwOp.EXCHANGE, 3, atom(DEVICE, relAv(releaseClasses)))
                .program();
    }

    /** T0's consistent read choices for its load of x after T1 ran and T0's exchange read 3. */
    private static List<Long> loadChoices(Program p) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 1);
        e.step(Decision.of(0));
        assertEquals(3, reg(e, 0, 0), "T0's exchange reads T1's 3");
        return e.choices(0).stream().filter(ReadChoice::consistent).map(ReadChoice::value).sorted().toList();
    }

    @Test
    void aSynchronizationOfAnotherClassLeavesTheLoadFreeToReadTheOldValue() {
        assertEquals(List.of(0L, 2L), loadChoices(program(SC1)));
    }

    @Test
    void aReleaseNamingTheClassOfXOrdersTheStoreBeforeTheLoad() {
        assertEquals(List.of(2L), loadChoices(program(SC0, SC1)));
    }
}
