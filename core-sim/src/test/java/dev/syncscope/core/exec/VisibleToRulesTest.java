package dev.syncscope.core.exec;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Semantics;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.nonpriv;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.model.Scope.DEVICE;
import static dev.syncscope.core.model.Scope.QUEUE_FAMILY;
import static dev.syncscope.core.model.Scope.SUBGROUP;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM: Visible-To, Location-Ordered and Acyclicity for writes location-ordered before a read without
 * being visible in the operational state (retired writes, RMW writes): one rule per test.
 */
class VisibleToRulesTest {

    /** {@code ld.avvis.sg}: a non-private load with a per-instruction visibility operation at subgroup scope. */
    private static final Access AVVIS_SG = new Access(false, SUBGROUP, Semantics.NONE, false, true, true);

    /**
     * P0: st.atom.dv.rel.sc0 y = 1; r0 = ld.avvis.sg y || P1 (same subgroup): r0 = ld.atom.wg.acq.sc0 y;
     * r1 = rmw.add.atom.dv y 1. P0's store is location-ordered before its own load (same invocation and
     * reference) and P1's RMW, which never happens-before that load, is not location-ordered between them.
     */
    private static Mini writersOwnRetiredStore() {
        return new Mini().thread(0, 0, 0).st("y", 1, atom(DEVICE, rel(SC0))).ld("y", AVVIS_SG)
                .thread(0, 0, 0).ld("y", atom(WORKGROUP, acq(SC0))).rmw("y", RmwOp.ADD, 1, atom(DEVICE));
    }

    /** Every interleaving of the agents' actions (each a list of agent ids). */
    private static List<int[]> schedules(int... lengths) {
        List<int[]> out = new ArrayList<>();
        int total = 0;
        for (int n : lengths) {
            total += n;
        }
        fill(lengths.clone(), new int[total], 0, out);
        return out;
    }

    private static void fill(int[] left, int[] prefix, int at, List<int[]> out) {
        if (at == prefix.length) {
            out.add(prefix.clone());
            return;
        }
        for (int a = 0; a < left.length; a++) {
            if (left[a] > 0) {
                left[a]--;
                prefix[at] = a;
                fill(left, prefix, at + 1, out);
                left[a]++;
            }
        }
    }

    // VK MM: Visible-To; Location-Ordered ("A_X == A_Y and R_X == R_Y and X->Y"); Acyclicity
    @Test
    void ownStoreRetiredByAnUnseenNewerWriteStaysVisibleToTheWritersLaterLoad() {
        List<int[]> all = schedules(2, 2);
        assertEquals(6, all.size());
        for (int[] order : all) {
            Engine e = writersOwnRetiredStore().engine();
            for (int a : order) {
                e.step(Decision.of(a));
            }
            assertNotEquals(0, reg(e, 0, 0), "reading the initial value from-reads P0's own store, which is "
                    + "location-ordered before the load: a cycle; schedule " + java.util.Arrays.toString(order));
        }
    }

    // VK MM: Visible-To ("Y reads the value written by X"); Acyclicity (a read of the initial value from-reads every write)
    @Test
    void readChoicesOfferTheRetiredOwnStoreAndNotTheInitialValue() {
        Engine e = writersOwnRetiredStore().engine();
        e.step(Decision.of(0));
        e.step(Decision.of(1));
        e.step(Decision.of(1));
        assertTrue(e.location(new dev.syncscope.core.model.Location("y", 0)).live().newest().rmw(),
                "P1's RMW is the newest write");
        assertTrue(e.location(new dev.syncscope.core.model.Location("y", 0)).retired().head().retired(),
                "P0's store is retired by the RMW that happens after it");
        List<ReadChoice> choices = e.choices(0);
        ReadChoice dflt = choices.get(0);
        assertTrue(dflt.isDefault() && dflt.consistent(), choices.toString());
        assertEquals(1, dflt.value(), "the default is P0's own store: " + choices);
        assertEquals(0, dflt.writer());
        for (ReadChoice c : choices) {
            assertFalse(c.writeId() < 0, "the initial value is no choice: " + choices);
        }
    }

    // VK MM: Location-Ordered ("X is a read, both X and Y are non-private, and X->Y": an RMW is a read);
    // Data Race; Acyclicity (reading the initial value would from-read the RMW)
    @Test
    void rmwIsLocationOrderedBeforeALaterAtomicLoadThroughAnAliasingReference() {
        Engine e = new Mini().ref("x", "m", SC0).ref("y", "m", SC0).thread(0, 0, 0)
                .rmw("y", RmwOp.EXCHANGE, 1, atom(QUEUE_FAMILY)).ld("x", atom(SUBGROUP)).engine();
        e.step(Decision.of(0));
        List<ReadChoice> choices = e.choices(0);
        assertEquals(1, choices.size(), "only the RMW's write: " + choices);
        assertTrue(choices.get(0).consistent() && choices.get(0).value() == 1, choices.toString());
        e.step(Decision.of(0));
        assertEquals(1, reg(e, 0, 1));
        assertTrue(e.races().isEmpty(), "the RMW is location-ordered before the load: " + e.races());
    }

    // VK MM: Location-Ordered (an RMW is a read: "both non-private, and X->Y" needs no availability or
    // visibility operation); Visible-To
    @Test
    void rmwWriteIsVisibleToALaterNonPrivateLoadItHappensBefore() {
        Engine e = new Mini().thread(0, 0, 0).rmw("x", RmwOp.ADD, 1, atom(DEVICE)).st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).ld("x", nonpriv()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0));
        assertEquals(1, reg(e, 1, 1), "the RMW happens-before the load, so its write is visible-to it");
        assertTrue(e.races().isEmpty(), e.races().toString());
    }

    // VK MM: Acyclicity with from-reads through the write-to-write location order: the load read x = 2,
    // which the first RMW's write is location-ordered before, and the load is location-ordered before
    // the second RMW, so that RMW reading the first RMW's write would close W2 rf ld locord RMW fr W2
    @Test
    void readDoesNotReturnAWriteOlderThanOneAnEarlierLocationOrderedReadReturned() {
        Engine e = new Mini().ref("x", "m", SC0).ref("y", "m", SC0).thread(0, 0, 0)
                .rmw("x", RmwOp.EXCHANGE, 1, atom(SUBGROUP)).st("x", 2, Mini.plain()).ld("x", atom(DEVICE))
                .rmw("y", RmwOp.ADD, 10, atom(DEVICE)).engine();
        for (int i = 0; i < 3; i++) {
            e.step(Decision.of(0));
        }
        assertEquals(2, reg(e, 0, 1));
        for (ReadChoice c : e.choices(0)) {
            assertFalse(c.value() == 1 && c.consistent(), "the first RMW's write is no consistent choice: "
                    + e.choices(0));
        }
        e.step(Decision.of(0));
        assertEquals(2, reg(e, 0, 2));
    }
}
