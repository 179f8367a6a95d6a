package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.explain.UnseenWrite;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.av;
import static dev.syncscope.core.exec.Mini.nonpriv;
import static dev.syncscope.core.exec.Mini.plain;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.vis;
import static dev.syncscope.core.model.Scope.DEVICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A read's explanation lists every newer write it did not see, also those overwritten before the read ran
 * (retired: a newer write of their invocation, or one that happens-after them, replaced them). VK MM: Visible-To
 * (a write is visible-to a read only if location-ordered before it); retirement ends a write's availability and
 * visibility, not location order, so an overwritten write that is location-ordered before the read is not unseen.
 */
class OverwrittenUnseenWritesTest {

    /** Runs the invocations one after another in {@code order}; the explanation of the last step, a read. */
    private static ReadExplanation lastRead(Mini m, int... order) {
        Engine e = m.engine();
        Mini.runInOrder(e, order);
        return e.explainRead(e.traceSize() - 1);
    }

    @Test
    void aWriteOverwrittenByItsOwnInvocationIsListedAfterTheWriteInMemory() {
        ReadExplanation ex = lastRead(new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).st("x", 2, nonpriv())
                .thread(1, 1, 0).ld("x", nonpriv()), 0, 1);
        assertTrue(ex.readFromInitial(), ex.summary());
        List<UnseenWrite> u = ex.unseen();
        assertEquals(2, u.size(), u.toString());
        assertEquals(2, u.get(0).value(), "the write still in memory first");
        assertFalse(u.get(0).overwritten());
        assertEquals(1, u.get(1).value());
        assertTrue(u.get(1).overwritten());
        assertEquals(u.get(0).writeId(), u.get(1).overwrittenBy(), "overwritten by x = 2");
        assertEquals(2, u.get(1).overwriteSource().line(), "x = 2 is the program's second line");
        // nothing synchronizes T0 with T1: VK MM: Location-Ordered needs happens-before first
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, u.get(1).link(), u.get(1).detail());
    }

    /** VK MM: Location-Ordered (shader-domain bullet: R_X == R_Y): through another reference, the reference is why. */
    @Test
    void anOverwrittenWriteReadThroughAnotherReferenceIsExplainedByTheReference() {
        ReadExplanation ex = lastRead(new Mini().ref("x", "m", SC0).ref("z", "m", SC0)
                .thread(0, 0, 0).st("x", 1, av(DEVICE)).st("x", 2, plain()).st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("z", vis(DEVICE)), 0, 1);
        assertTrue(ex.readFromInitial(), ex.summary());
        UnseenWrite one = ex.unseen().stream().filter(UnseenWrite::overwritten).findFirst().orElseThrow();
        assertEquals(1, one.value());
        assertEquals(MissingLink.DIFFERENT_REFERENCE, one.link(), one.detail());
    }

    /** Overwritten by another invocation's write that happens-after it: listed, with no happens-before to the reader. */
    @Test
    void aWriteOverwrittenByAnotherInvocationIsListedWithItsOwnLink() {
        ReadExplanation ex = lastRead(new Mini()
                .thread(0, 0, 0).st("x", 1, av(DEVICE)).st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).st("x", 2, nonpriv())
                .thread(2, 2, 0).ld("x", vis(DEVICE)), 0, 1, 2);
        assertTrue(ex.readFromInitial(), ex.summary());
        UnseenWrite one = ex.unseen().stream().filter(u -> u.value() == 1).findFirst().orElseThrow();
        assertTrue(one.overwritten(), one.toString());
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, one.link(), one.detail());
    }

    /** Retirement ends visibility, not location order: an overwritten write the read is ordered after is not unseen. */
    @Test
    void anOverwrittenWriteLocationOrderedBeforeTheReadIsNotListed() {
        ReadExplanation ex = lastRead(new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).st("x", 2, plain())
                .st("y", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)), 0, 1);
        assertEquals(1, ex.value(), "x = 1 is visible-to the load (AvailabilityVisibilityRulesTest)");
        assertEquals(1, ex.unseen().size(), ex.unseen().toString());
        assertEquals(2, ex.unseen().get(0).value());
        assertFalse(ex.unseen().get(0).overwritten());
    }

    /** The reader's own overwritten write through the same reference is location-ordered before its read. */
    @Test
    void theReadersOwnOverwrittenWriteIsNotListed() {
        ReadExplanation ex = lastRead(new Mini().thread(0, 0, 0).st("x", 1, plain()).st("x", 2, plain()).ld("x", plain()), 0);
        assertEquals(2, ex.value());
        assertTrue(ex.unseen().isEmpty(), ex.unseen().toString());
    }

    /** A read of the initial value under a loop of 40 stores lists the newest 32 overwritten ones and counts the rest. */
    @Test
    void aLongLoopOfOverwrittenStoresListsTheNewestAndCountsTheRest() {
        Mini m = new Mini().thread(0, 0, 0);
        for (int k = 1; k <= 40; k++) {
            m.st("x", k, nonpriv());
        }
        ReadExplanation ex = lastRead(m.thread(1, 1, 0).ld("x", nonpriv()), 0, 1);
        assertEquals(1 + ReadExplanation.OVERWRITTEN_LISTED, ex.unseen().size());
        assertEquals(40, ex.unseen().get(0).value(), "the store still in memory");
        assertEquals(8, ex.unseen().get(1).value(), "the oldest listed of the overwritten: stores 8..39");
        assertEquals(39, ex.unseen().get(ex.unseen().size() - 1).value());
        assertEquals(7, ex.overwrittenNotListed(), "stores 1..7");
        assertTrue(ex.summary().endsWith("7 older writes, overwritten before the read, not listed."), ex.summary());
    }

    /**
     * An RMW's own write retires what it overwrites after its read part: those writes were in memory when it read, so
     * an unseen one is listed once, as such, not again as "overwritten before this read".
     */
    @Test
    void anRmwsOwnWriteDoesNotMakeTheWritesItReadPastOverwrittenOnes() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, plain()).st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).rmw("x", dev.syncscope.core.model.RmwOp.ADD, 1,
                        atom(DEVICE)).engine();
        Mini.runInOrder(e, 0, 1);
        ReadExplanation ex = e.explainRead(e.traceSize() - 1);
        assertEquals(1, ex.unseen().size(), ex.unseen().toString());
        assertEquals(1, ex.unseen().get(0).value());
        assertFalse(ex.unseen().get(0).overwritten(), "x = 1 was in memory when the add read");
    }

    /**
     * A read that is not stale lists no overwritten write: T1's atomic load reads the initial value beside T0's
     * mutually ordered atomic x = 2 (a read the model allows), and the plain x = 1 that x = 2 overwrote is no newer
     * write hidden from it.
     */
    @Test
    void aReadThatIsNotStaleListsNoOverwrittenWrite() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, plain()).st("x", 2, atom(DEVICE))
                .thread(1, 1, 0).ld("x", atom(DEVICE)).engine();
        Mini.runInOrder(e, 0);
        e.step(new Decision(1, Executor.INITIAL_ID));
        ReadExplanation ex = e.explainRead(e.traceSize() - 1);
        assertTrue(ex.readFromInitial(), ex.summary());
        assertTrue(ex.unseen().isEmpty(), ex.unseen().toString());
        assertEquals(0, ex.overwrittenNotListed());
    }
}
