package dev.syncscope.core.exec;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.model.Scope.DEVICE;
import static dev.syncscope.core.model.Scope.QUEUE_FAMILY;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "If A is a write and B is a read-modify-write and B reads the value written by A, then B comes immediately
 * after A in A's scoped modification order" (VK MM: Scoped Modification Order Coherence): two RMWs in A's
 * scoped modification order cannot both read A, even when they are not mutually ordered with each other, since
 * each would from-read the other's write (VK MM: Acyclicity). Found by the differential property as a racy run
 * whose values no consistent execution has (docs/differential-testing.md, "Racy runs' values").
 *
 * <p>T0: {@code st.atom.qf x = 5; r0 = rmw.exch.atom.wg x 6}; T1, another workgroup of the same queue family:
 * {@code r0 = rmw.add.atom.dv x 1}. T0's RMW reads 5; x = 5 is mutually ordered with both RMWs, the RMWs not with
 * each other (T0's workgroup scope excludes T1).
 */
class RmwAtomicityRulesTest {

    private static Mini program() {
        return new Mini().thread(0, 0, 0).st("x", 5, atom(QUEUE_FAMILY)).rmw("x", RmwOp.EXCHANGE, 6, atom(WORKGROUP))
                .thread(1, 1, 0).rmw("x", RmwOp.ADD, 1, atom(DEVICE));
    }

    @Test
    void aSecondRmwInTheWritesScopedModificationOrderDoesNotReadItByDefault() {
        Mini m = program();
        Engine e = m.engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(5, reg(e, 0, 0), "T0's RMW reads the store before it");
        long read = reg(e, 1, 0);
        assertNotEquals(5, read, "T1's RMW would from-read T0's and T0's would from-read T1's");
        assertTrue(consistent(m.program(), Map.of("T0:r0", 5L, "T1:r0", read)), "the checker allows what T1 read");
        assertFalse(consistent(m.program(), Map.of("T0:r0", 5L, "T1:r0", 5L)), "the checker forbids both reading 5");
    }

    @Test
    void theReadChoicesDoNotOfferTheTakenWriteAsConsistent() {
        Engine e = program().engine();
        Mini.runInOrder(e, 0);
        for (ReadChoice c : e.choices(1)) {
            assertFalse(c.value() == 5 && c.consistent(), "offered: " + e.choices(1));
        }
    }

    /**
     * A read of the initial value from-reads every write to the location, whatever the reference (VK MM:
     * Acyclicity): once T0's RMW through x read the initial value, T1's RMW through y, an alias of x (so the two
     * are not mutually ordered), may not read it too.
     */
    @Test
    void aSecondRmwDoesNotReadTheInitialValueAnotherRmwRead() {
        Mini m = new Mini().ref("x", "a", Mini.SC0).ref("y", "a", Mini.SC0)
                .thread(0, 0, 0).rmw("x", RmwOp.EXCHANGE, 1, atom(DEVICE))
                .thread(1, 0, 0).rmw("y", RmwOp.EXCHANGE, 2, atom(DEVICE));
        Engine e = m.engine();
        Mini.runInOrder(e, 0);
        for (ReadChoice c : e.choices(1)) {
            assertFalse(c.value() == 0 && c.consistent(), "offered: " + e.choices(1));
        }
        Mini.runInOrder(e, 1);
        assertEquals(0, reg(e, 0, 0));
        assertEquals(1, reg(e, 1, 0), "T1's RMW reads T0's write, not the initial value");
        assertFalse(consistent(m.program(), Map.of("T0:r0", 0L, "T1:r0", 0L)), "the checker forbids both reading 0");
    }

    private static boolean consistent(Program p, Map<String, Long> values) {
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.complete());
        return r.consistentExecutions().stream().anyMatch(x -> x.outcomes().stream().anyMatch(o -> values.entrySet()
                .stream().allMatch(v -> v.getValue().equals(o.values().get(v.getKey())))));
    }
}
