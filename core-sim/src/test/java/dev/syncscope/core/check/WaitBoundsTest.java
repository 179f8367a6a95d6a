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
 * the writes of its value (and the initial value); for a write-back poll, one more than the other agents' separators:
 * their writes of its value that are not write-backs, and all of them where a write-back may head a release sequence
 * (VK MM: Scoped Modification Order Coherence: a read-modify-write comes right after the write it reads; Release
 * Sequence); none when such an agent's write-backs have no bound, or the flag's accesses are not all atomics mutually
 * ordered with each other (VK MM: Data Race).
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
    void anotherAgentsPollsThatHeadNothingAreNoSeparators_VkMmReleaseSequence() {
        // a second waiter's write-backs of 0 between two of agent 0's polls only pass on what came before them
        bounds.count(0, polls(2, 0));
        List<Trace.Step> cut = polls(33, 0);
        bounds.count(1, cut);
        bounds.endlessWriteBack(1, cut.get(cut.size() - 1));
        assertEquals(1, bounds.bound(pollKey(0, 0)));
        assertEquals(1, bounds.bound(pollKey(1, 0)));
        // a load of 0 by a third agent may take every one of them: no bound
        assertNull(bounds.bound(new SpinRepeats.Key(2, flag.location(0), 0, flag.name(), DEVICE, false)));
    }

    @Test
    void anotherAgentsPollsAfterAReleaseBarrierAreSeparators_VkMmSynchronizesWithFenceForms() {
        // agent 1 fences (release) before its polls: each heads a release sequence through the fence, and a poll of
        // agent 0 that reads one acquires what agent 0's poll before it did not
        bounds.count(0, polls(2, 0));
        List<Trace.Step> fenced = polls(3, 0);
        fenced.add(0, new Trace.Step(new Action.MemoryBarrier(Scope.DEVICE, Tiny.rel(Tiny.SC0), AT), null, null));
        bounds.count(1, fenced);
        assertEquals(4, bounds.bound(pollKey(0, 0)), "agent 1's three write-backs count");
        bounds.endlessWriteBack(1, fenced.get(fenced.size() - 1));
        assertNull(bounds.bound(pollKey(0, 0)), "and a wait of agent 1 cut at the spin bound leaves no bound");
        // agent 1's own polls are bounded by agent 0's separators alone: its own release barrier orders nothing new
        assertEquals(1, bounds.bound(pollKey(1, 0)));
    }

    /** Agent 1's three polls of 0, after {@code before} (null: none) and with {@code access}. */
    private List<Trace.Step> otherPolls(Action before, Access access) {
        Action.ReadModifyWrite poll = new Action.ReadModifyWrite(flag, 0, RmwOp.ADD, 0, null, access, AT,
                IntFormat.UINT32);
        List<Trace.Step> steps = new ArrayList<>(Collections.nCopies(3, new Trace.Step(poll, 0L, 0L)));
        if (before != null) {
            steps.add(0, new Trace.Step(before, null, null));
        }
        return steps;
    }

    @Test
    void pollsAfterAReleaseControlBarrierOrWithReleaseSemanticsAreSeparatorsToo_VkMmSynchronizesWith() {
        bounds.count(0, polls(2, 0));
        bounds.count(1, otherPolls(new Action.ControlBarrier(Scope.WORKGROUP, Scope.DEVICE, Tiny.acqRel(Tiny.SC0), 0,
                AT), DEVICE));
        assertEquals(4, bounds.bound(pollKey(0, 0)), "a release control barrier before them");
        bounds.clear();
        bounds.count(0, polls(2, 0));
        bounds.count(1, otherPolls(null, Tiny.atom(Scope.DEVICE, Tiny.rel(Tiny.SC0))));
        assertEquals(4, bounds.bound(pollKey(0, 0)), "release semantics of their own");
    }

    @Test
    void aBarrierWithNoSemanticsReleasesNothing() {
        // a control barrier given no semantics (as SyncLinks allows) orders execution only: the polls after it stay
        // no separators
        bounds.count(0, polls(2, 0));
        bounds.count(1, otherPolls(new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP, null, 0, AT), DEVICE));
        assertEquals(1, bounds.bound(pollKey(0, 0)));
    }

    @Test
    void writesNotAllMutuallyOrderedLeaveThePollWithoutABound_VkMmScopedModificationOrderCoherence() {
        // agents 0 and 1 share workgroup 0, agent 2 is in workgroup 1: agent 1's workgroup-scope store and agent 2's
        // device-scope store are each mutually ordered with agent 0's poll, but not with each other
        Tiny t = new Tiny();
        Reference f = t.var("flag", Tiny.SC0);
        t.thread(0, 0).st(f, 1, DEVICE);
        t.thread(1, 0).st(f, 1, DEVICE);
        t.thread(0, 1).st(f, 1, DEVICE);
        WaitBounds b = new WaitBounds(t.build().launch());
        Action.ReadModifyWrite poll = new Action.ReadModifyWrite(f, 0, RmwOp.ADD, 0, null, DEVICE, AT, IntFormat.UINT32);
        b.count(0, List.of(new Trace.Step(poll, 0L, 0L), new Trace.Step(poll, 0L, 0L)));
        b.count(1, List.of(new Trace.Step(new Action.Store(f, 0, 1, Tiny.atom(Scope.WORKGROUP), AT), null, 1L)));
        SpinRepeats.Key key = new SpinRepeats.Key(0, f.location(0), 0, f.name(), DEVICE, true);
        assertEquals(1, b.bound(key));
        b.count(2, List.of(new Trace.Step(new Action.Store(f, 0, 1, DEVICE, AT), null, 1L)));
        assertNull(b.bound(key));
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
