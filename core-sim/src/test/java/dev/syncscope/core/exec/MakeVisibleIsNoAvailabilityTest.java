package dev.syncscope.core.exec;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.SC1;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.acqVis;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.relAv;
import static dev.syncscope.core.model.Scope.DEVICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM: Availability and Visibility Semantics: an acquire with MakeVisible performs a visibility operation whose
 * destination scope includes the accesses of its storage classes; it is no availability operation for them. An atomic's
 * own availability operation has only its location in its source scope (Per-Instruction Availability and Visibility
 * Semantics: "the memory locations written by the instruction"). So in
 * <pre>
 * T0: x.exchange(4) acquire sc0 + MakeVisible; st y = 1 release sc1        (x, y both sc0, device-scope atomics)
 * T1: r0 = ld y acquire sc0,sc1 + MakeVisible; r1 = ld x
 * </pre>
 * T1's acquire synchronizes with T0's release for sc1 only, which orders no access of x, y's class sc0
 * (Inter-Thread-Happens-Before: both ends must name all of SC), so T0's exchange is not location-ordered before
 * T1's load of x: r0 = 1 with r1 = 0 is an execution the model allows. The checker ruled it out: its X ->rcpo AV step
 * took the exchange's MakeVisible, which includes the later store of y, as if the store's availability operation
 * included the exchange (found by the stepper-against-checker property, session 73, with three control barriers).
 */
class MakeVisibleIsNoAvailabilityTest {

    private static Program program() {
        return new Mini().thread(0, 0, 0).rmw("x", RmwOp.EXCHANGE, 4, atom(DEVICE, acqVis(SC0)))
                .st("y", 1, atom(DEVICE, rel(SC1)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acqVis(SC0, SC1))).ld("x", atom(DEVICE)).program();
    }

    @Test
    void anAcquiresMakeVisibleIsNoAvailabilityOperationForALaterAtomicOfAnotherLocation() {
        CheckResult c = new AxiomaticChecker().check(program());
        assertTrue(c.complete(), c.limitMessage());
        Set<String> outcomes = c.allowedOutcomes().stream().map(MakeVisibleIsNoAvailabilityTest::registers)
                .collect(Collectors.toSet());
        assertTrue(outcomes.contains("r0=1 r1=0"), "checker: T1 may read the old x after acquiring y: " + outcomes);
        assertTrue(outcomes.contains("r0=1 r1=4"), outcomes::toString);
        assertEquals(List.of(), c.consistentExecutions().stream().filter(x -> !x.races().isEmpty()).toList(),
                "atomics only: no race");
    }

    @Test
    void theStepperLetsTheReaderTakeTheOldValueToo() {
        Engine e = new Engine(program(), EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0);
        e.step(Decision.of(1));
        assertEquals(1, reg(e, 1, 0), "T1 acquires T0's y");
        List<Long> consistent = e.choices(1).stream().filter(ReadChoice::consistent).map(ReadChoice::value).toList();
        assertTrue(consistent.contains(0L) && consistent.contains(4L), "x = 4 is not location-ordered before T1's"
                + " load (no happens-before for sc0): it may read 0 or 4: " + e.choices(1));
        ReadChoice old = e.choices(1).stream().filter(c -> c.value() == 0L).findFirst().orElseThrow();
        e.step(new Decision(1, old.writeId()));
        assertEquals(0, reg(e, 1, 1));
        assertEquals(List.of(), e.races());
    }

    /**
     * The mirror: a release's MakeAvailable is no visibility operation. T1's exchange of x names sc0 with release and
     * MakeAvailable; its load of y before it is an atomic (a visibility operation for y alone) of class sc0, which
     * T0's store of x happens-before through sc1 (both ends name it), but the load acquires sc1 only, which orders no
     * access of x: the exchange may read 0. The checker's Y step (VIS ->rcpo Y) took the exchange's MakeAvailable,
     * which includes the earlier load of y, as if the load's visibility operation included the exchange. (The
     * stepper places each write last in its location's modification order, so its exchange run after T0 reads 1:
     * one of the allowed executions, not all of them.)
     */
    @Test
    void aReleasesMakeAvailableIsNoVisibilityOperationForAnEarlierAtomicOfAnotherLocation() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, atom(DEVICE, rel(SC1))).st("y", 1, atom(DEVICE, rel(SC1)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC1))).rmw("x", RmwOp.EXCHANGE, 2, atom(DEVICE, relAv(SC0)))
                .program();
        CheckResult c = new AxiomaticChecker().check(p);
        assertTrue(c.complete(), c.limitMessage());
        Set<String> outcomes = c.allowedOutcomes().stream().map(MakeVisibleIsNoAvailabilityTest::registers)
                .collect(Collectors.toSet());
        assertTrue(outcomes.contains("r0=1 r1=0") && outcomes.contains("r0=1 r1=1"),
                "checker: the exchange may read 0 or 1 after T1 acquired y: " + outcomes);
    }

    private static String registers(Outcome o) {
        Map<String, Long> v = o.values();
        return "r0=" + v.get("T1:r0") + " r1=" + v.get("T1:r1");
    }
}
