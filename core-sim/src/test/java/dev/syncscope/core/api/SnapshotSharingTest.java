package dev.syncscope.core.api;

import dev.syncscope.core.exec.EngineBench;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Snapshots of large launches share unchanged views with the previous one and stay exact across step back. */
class SnapshotSharingTest {

    static DebugSession reduction() {
        return DebugSession.load(EngineBench.reduction(4, 256, 32, 1));
    }

    @Test
    void aStepRebuildsOnlyTheViewsItTouched() {
        DebugSession s = reduction();
        Snapshot before = s.snapshot();
        s.step(5);
        Snapshot after = s.snapshot();
        assertNotSame(before.agents().get(5), after.agents().get(5));
        assertSame(before.agents().get(6), after.agents().get(6));
        LocationView stored = after.location("s0[5]");
        assertEquals(2, stored.writes().size(), "initial value and the store");
        assertNotSame(before.location("s0[5]"), stored);
        assertSame(before.location("s0[6]"), after.location("s0[6]"));
    }

    @Test
    void snapshotAfterSteppingBackEqualsTheOneTakenThere() {
        DebugSession s = reduction();
        for (int i = 0; i < 300; i++) {
            s.step();
        }
        Snapshot at300 = s.snapshot();
        for (int i = 0; i < 700; i++) {
            s.step();
            s.snapshot();
        }
        s.seek(300);
        Snapshot back = s.snapshot();
        assertEquals(1000, back.traceSize());
        assertEquals(300, back.position());
        assertTrue(at300.agents().equals(back.agents()) && at300.locations().equals(back.locations())
                && at300.barriers().equals(back.barriers()) && at300.diagnostics().equals(back.diagnostics()),
                "the same views at position 300");
        s.seek(0);
        assertEquals(0, s.snapshot().position());
        s.seek(1000);
        assertEquals(1000, s.snapshot().position());
    }

    @Test
    void largeLaunchesLeavePerAgentColumnsToTheOnDemandQueries() {
        DebugSession s = reduction();
        s.step(1);
        LocationView v = s.snapshot().location("s0[1]");
        assertTrue(v.asRead().isEmpty());
        assertTrue(v.writes().get(1).visibleTo().isEmpty());
        assertEquals(1024, s.valuesAsRead(v.location(), -1).size());
        assertEquals(1, s.visibleTo(v.location(), v.writes().get(1).id()).size(), "only the writer sees it");
    }

    @Test
    void aChangedLocationKeepsTheViewsOfTheWritesTheStepLeftAlone() {
        DebugSession s = reduction();
        s.step(1);
        LocationView first = s.snapshot().location("s0[1]");
        while (s.snapshot().location("s0[1]").writes().size() < 3) {
            s.step();
        }
        LocationView later = s.snapshot().location("s0[1]");
        assertNotSame(first, later);
        assertSame(first.writes().get(0), later.writes().get(0), "the initial value's view is reused");
        // the reused and rebuilt views equal those of a session that never saw the earlier snapshot
        DebugSession fresh = DebugSession.replay(EngineBench.reduction(4, 256, 32, 1), s.options(), s.decisions());
        assertEquals(fresh.snapshot().location("s0[1]"), later);
        s.seek(0);
        assertEquals(1, s.snapshot().location("s0[1]").writes().size());
        s.seek(fresh.position());
        assertEquals(later, s.snapshot().location("s0[1]"), "the view after going back past the location's first write");
    }
}
