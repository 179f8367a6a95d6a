package dev.syncscope.core.exec;

import dev.syncscope.core.model.Semantics;
import org.junit.jupiter.api.Test;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.acqVis;
import static dev.syncscope.core.exec.Mini.nonpriv;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.relAv;
import static dev.syncscope.core.model.Scope.SUBGROUP;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM: Synchronizes-With, fence–control-barrier–fence, "A and B are in the instance of each other's memory scopes",
 * for each release barrier A before a control barrier the acquirer passes and an acquire barrier B after it that is
 * narrower than the control barrier's execution scope. The control barrier joins its arrivals' release barriers into
 * one token; until session 84 (found by a review) a later acquire tested that token's scope against its first
 * releaser only, so a subgroup-scope acquire took every release when the first releaser was of its subgroup and none
 * when it was not. T0 and T1 are in subgroup 0, T2 in subgroup 1, all in workgroup 0; the control barrier has no
 * semantics of its own.
 */
class BarrierGroupScopeTest {

    @Test
    void aSubgroupAcquireSynchronizesWithTheReleaseOfItsSubgroupWhoeverReleasedFirst() {
        // T2 (the other subgroup) releases first; T1's subgroup-scope acquire still synchronizes with T0's release
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).membar(WORKGROUP, relAv(SC0))
                .cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .thread(0, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1).membar(SUBGROUP, acqVis(SC0))
                .ld("x", nonpriv())
                .thread(1, 0, 0).membar(WORKGROUP, relAv(SC0)).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .engine();
        Mini.runInOrder(e, 2, 1, 0, 1);
        assertTrue(e.races().isEmpty(), e.races().toString());
        assertEquals(1, reg(e, 1, 0));
    }

    @Test
    void aSubgroupAcquireDoesNotSynchronizeWithTheOtherSubgroupsReleaseWhenItsOwnReleasedFirst() {
        // T0 (T1's subgroup) releases first; T2's write is released only to T2's workgroup-scope release, which T1's
        // subgroup-scope acquire does not include: T2's store and T1's load race
        Engine e = new Mini().thread(0, 0, 0).membar(WORKGROUP, relAv(SC0))
                .cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .thread(0, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1).membar(SUBGROUP, acqVis(SC0))
                .ld("y", nonpriv())
                .thread(1, 0, 0).st("y", 1, nonpriv()).membar(WORKGROUP, relAv(SC0))
                .cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .engine();
        Mini.runInOrder(e, 0, 1, 2, 1);
        assertEquals(1, e.races().size(), e.races().toString());
        // the link named is the acquire's scope, not a missing acquire: T1's acquire names the class
        assertEquals(dev.syncscope.core.explain.MissingLink.SCOPE_EXCLUDES_AGENT, e.races().get(0).link(),
                e.races().toString());
        assertTrue(e.races().get(0).detail().contains("T1's acquire barrier after it (line 4) has sg scope, whose"
                + " instance does not include T2"), e.races().get(0).detail());
    }

    @Test
    void aWorkgroupAcquireSynchronizesWithTheWholeGroup() {
        // the acquire's scope holds the barrier's instance: every release of the group in scope alike
        Engine e = new Mini().thread(0, 0, 0).membar(WORKGROUP, relAv(SC0))
                .cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .thread(0, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1).membar(WORKGROUP, acqVis(SC0))
                .ld("y", nonpriv())
                .thread(1, 0, 0).st("y", 1, nonpriv()).membar(WORKGROUP, relAv(SC0))
                .cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .engine();
        Mini.runInOrder(e, 0, 1, 2, 1);
        assertTrue(e.races().isEmpty(), e.races().toString());
        assertEquals(1, reg(e, 1, 0));
    }
}
