package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.av;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.vis;
import static dev.syncscope.core.model.Scope.DEVICE;
import static dev.syncscope.core.model.Scope.SUBGROUP;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The first missing link when a release and an acquire would synchronize but for a scope: VK MM: Synchronizes-With
 * needs each in the other's scope instance ("A and B are in each other's scope instance" for the atomic forms; the
 * fence forms: "A and Y", "X and B", "A and B"). T0 makes x available to the device with its store (av), then
 * releases through y; T1, in another workgroup, acquires y and reads x with vis at device scope. When the release
 * or the acquire has workgroup scope, nothing orders T0's availability before T1's visibility: the read is stale and
 * races, and the link to name is the scope, not a missing release/acquire pair.
 */
class ScopeExplanationTest {

    /**
     * T0 (workgroup 0, subgroup 0): x = 1 (av, device); a release barrier at {@code releaseScope}; y = 1 (relaxed
     * atomic, device). T1 (subgroup 1, in workgroup {@code readerGroup}): an acquire load of y (device); r1 = x (vis, device).
     */
    private static Program program(dev.syncscope.core.model.Scope releaseScope, int readerGroup) {
        return new Mini().thread(0, 0, 0).st("x", 1, av(DEVICE)).membar(releaseScope, rel(SC0)).st("y", 1, atom(DEVICE))
                .thread(1, readerGroup, 0).ld("y", atom(DEVICE, acq(SC0))).ld("x", vis(DEVICE)).program();
    }

    private static UnseenWrite staleRead(Program p) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0), "T1 read the flag");
        assertEquals(0, reg(e, 1, 1), "x stays stale for T1");
        assertTrue(CheckerVerdict.racyWhen(p, Map.of("T1:r0", 1L)), "checker: the read of x races");
        assertEquals(1, e.races().size(), e.races().toString());
        assertEquals(e.races().get(0).link(), e.explainRead(e.traceSize() - 1).unseen().get(0).link(),
                "the race and the stale read name the same link");
        return e.explainRead(e.traceSize() - 1).unseen().get(0);
    }

    @Test
    void aReleaseBarrierWhoseScopeExcludesTheAcquirerIsTheMissingLink() {
        UnseenWrite u = staleRead(program(WORKGROUP, 1));
        assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, u.link(), u.detail());
        assertTrue(u.detail().startsWith("T0's release barrier after the write has wg scope, whose instance does not"
                + " include T1"), u.detail());
    }

    @Test
    void aSubgroupReleaseBarrierExcludesAnotherSubgroupOfItsWorkgroup() {
        UnseenWrite u = staleRead(program(SUBGROUP, 0));
        assertEquals(MissingLink.SCOPE_EXCLUDES_AGENT, u.link(), u.detail());
    }

    @Test
    void withTheReleaseAtDeviceScopeTheySynchronizeAndTheReadSeesX() {
        for (int group : new int[] {0, 1}) {
            Engine e = new Engine(program(DEVICE, group), EngineOptions.DEFAULTS);
            Mini.runInOrder(e, 0, 1);
            assertEquals(1, reg(e, 1, 1));
            assertTrue(e.races().isEmpty(), e.races().toString());
        }
    }
}
