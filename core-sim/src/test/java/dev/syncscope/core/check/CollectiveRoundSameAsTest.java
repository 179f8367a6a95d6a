package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * When the enumeration's rounds may stop: {@link CollectiveRound#sameAs} says the next round would assume the same
 * tangles only when everything the tangles are built from is the same — the contributions, the absences, the paths
 * pending and stalled at a subgroup operation, and the operations each path executed before each control barrier it
 * reached (SPIR-V 2.2.5 Tangle, Dynamic Instance: a member stopped at an operation, or waiting at a barrier, is
 * absent from the later ones). A round that differed only in a stalled path or a barrier reached, and was taken for
 * the same, would end the enumeration one round early, with tangles that left a member out that the next round
 * knows.
 */
class CollectiveRoundSameAsTest {

    private static final SourceSpan AT = new SourceSpan("k.comp", 3, 5);
    private final Launch launch = new Launch(List.of(new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 0, 0, 0)),
            List.of(), Map.of(), List.of(), false);
    private final Action.Collective add0 = add(0, 1L);
    private final Action.Collective add1 = add(1, 2L);
    private final Action.ControlBarrier barrier = new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP,
            new Semantics(true, true, Set.of(StorageClass.WORKGROUP), false, false), 1, new SourceSpan("k.comp", 2, 5));

    private static Action.Collective add(int member, long value) {
        return new Action.Collective(Scope.SUBGROUP, "subgroupAdd", List.of(0), member, List.of(value), AT);
    }

    /** A round in which both invocations reached the subgroup operation and T1 completed a path through it. */
    private CollectiveRound round() {
        CollectiveRound r = new CollectiveRound(launch);
        r.contributed(0, add0);
        r.contributed(1, add1);
        r.completed(1, List.of(new Trace.Step(add1, null, null, List.of())));
        return r;
    }

    @Test
    void roundsThatLearntTheSameAreTheSame() {
        CollectiveRound a = round();
        CollectiveRound b = round();
        a.stalled(0, List.of(), add0);
        b.stalled(0, List.of(), add0);
        a.reachedBarrier(0, List.of(new Trace.Step(barrier, null, null)));
        b.reachedBarrier(0, List.of(new Trace.Step(barrier, null, null)));
        assertTrue(a.sameAs(b));
        assertFalse(a.sameAs(null), "the first round has nothing to compare with");
    }

    @Test
    void aRoundWithAPathStalledAtTheOperationIsNotTheSame() {
        CollectiveRound stalled = round();
        stalled.stalled(0, List.of(), add0);
        assertFalse(stalled.sameAs(round()));
        assertFalse(round().sameAs(stalled));
    }

    @Test
    void aRoundWithAPathAtABarrierIsNotTheSame() {
        CollectiveRound atBarrier = round();
        atBarrier.reachedBarrier(0, List.of(new Trace.Step(barrier, null, null)));
        assertFalse(atBarrier.sameAs(round()));
        assertFalse(round().sameAs(atBarrier));
    }

    @Test
    void aBarrierReachedAfterOtherOperationsIsNotTheSame() {
        // one path reached its first barrier having executed the subgroup operation, the other without it
        CollectiveRound after = round();
        after.reachedBarrier(0, List.of(new Trace.Step(add0, null, null, List.of()),
                new Trace.Step(barrier, null, null)));
        CollectiveRound before = round();
        before.reachedBarrier(0, List.of(new Trace.Step(barrier, null, null)));
        assertFalse(after.sameAs(before));
    }

    @Test
    void aRoundWithAPathPendingAtTheOperationIsNotTheSame() {
        CollectiveRound pending = round();
        pending.stoppedPending(0, List.of(), add0);
        assertFalse(pending.sameAs(round()));
    }

    @Test
    void aRoundWithAnotherContributionIsNotTheSame() {
        // T1 reached the operation with another value: the tangles assume other contributions
        CollectiveRound other = new CollectiveRound(launch);
        other.contributed(0, add0);
        other.contributed(1, add(1, 3L));
        other.completed(1, List.of(new Trace.Step(add1, null, null, List.of())));
        assertFalse(other.sameAs(round()));
        assertFalse(round().sameAs(other));
    }

    @Test
    void aRoundWithAPathThatNeverExecutesTheOperationIsNotTheSame() {
        // the same contributions, but T1's complete path skips the operation: T1 may be absent from its tangle
        CollectiveRound skips = new CollectiveRound(launch);
        skips.contributed(0, add0);
        skips.contributed(1, add1);
        skips.completed(1, List.of());
        assertFalse(skips.sameAs(round()));
        assertFalse(round().sameAs(skips));
    }
}
