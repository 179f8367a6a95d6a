package dev.syncscope.core.check;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.IntFormat;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * The bounds {@link WaitBounds} gives a wait's read, from the writes of the paths explored: for a read that only reads,
 * the writes of its value (and the initial value); for a write-back poll, one more than the other agents' writes of
 * its value (VK MM: Scoped Modification Order Coherence: a read-modify-write comes right after the write it reads), and
 * none when another agent's write-backs of the value have no bound or a read of the flag is not mutually ordered with
 * the poll (VK MM: Data Race).
 */
class WaitBoundsTest {

    private static final Access DEVICE = Tiny.atom(Scope.DEVICE);
    private static final SourceSpan AT = new SourceSpan("t.comp", 5, 9);

    private Launch launch;
    private Reference flag;
    private WaitBounds bounds;

    @BeforeEach
    void threeDeviceThreads() {
        Tiny t = new Tiny();
        flag = t.var("flag", Tiny.SC0);
        for (int i = 0; i < 3; i++) {
            t.thread(0, i).st(flag, 1, DEVICE);
        }
        launch = t.build().launch();
        bounds = new WaitBounds(launch);
    }

    private Action.ReadModifyWrite poll() {
        return new Action.ReadModifyWrite(flag, 0, RmwOp.ADD, 0, null, DEVICE, AT, IntFormat.UINT32);
    }

    /** {@code n} polls that read and wrote back {@code value}. */
    private List<Trace.Step> polls(int n, long value) {
        return new ArrayList<>(Collections.nCopies(n, new Trace.Step(poll(), value, value)));
    }

    private Trace.Step store(long value) {
        return new Trace.Step(new Action.Store(flag, 0, value, DEVICE, AT), null, value);
    }

    private SpinRepeats.Key pollKey(int agent, long value) {
        return new SpinRepeats.Key(agent, flag.location(0), value, flag.name(), DEVICE, true);
    }

    @Test
    void aWriteBackPollNeedsOneMorePollThanTheOtherAgentsWritesOfItsValue_VkMmScopedModificationOrderCoherence() {
        bounds.count(0, polls(5, 0));
        bounds.count(1, List.of(store(0), store(0), store(1)));
        // agent 0's own five write-backs do not count: a poll after the first reads one of agent 1's two 0s or its own
        // predecessor's write-back
        assertEquals(3, bounds.bound(pollKey(0, 0)));
        assertEquals(2, bounds.bound(pollKey(0, 1)), "agent 1 writes 1 once");
        assertEquals(1, bounds.bound(pollKey(0, 7)), "nobody else writes 7");
    }

    @Test
    void anotherAgentsWriteBacksInAWaitCutAtTheSpinBoundLeaveThePollWithoutABound() {
        bounds.count(0, polls(2, 0));
        List<Trace.Step> cut = polls(33, 0);
        bounds.count(1, cut);
        assertEquals(34, bounds.bound(pollKey(0, 0)), "counted as explored");
        bounds.endlessWriteBack(1, cut.get(cut.size() - 1));
        assertNull(bounds.bound(pollKey(0, 0)), "the other wait writes 0 back for as long as it lasts");
        // and a load of 0 by a third agent has no bound either
        assertNull(bounds.bound(new SpinRepeats.Key(2, flag.location(0), 0, flag.name(), DEVICE, false)));
        // its own endless write-backs do not bound agent 1's poll: they follow one another
        assertEquals(3, bounds.bound(pollKey(1, 0)));
    }

    @Test
    void aPlainReadOfTheFlagLeavesThePollWithoutABound_VkMmDataRace() {
        bounds.count(0, polls(2, 0));
        assertEquals(1, bounds.bound(pollKey(0, 0)));
        Access plain = Tiny.NONPRIV;
        bounds.count(1, List.of(new Trace.Step(new Action.Load(flag, 0, plain, AT), 0L, null)));
        assertNull(bounds.bound(pollKey(0, 0)));
    }
}
