package dev.syncscope.views.source;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.views.Walkthrough;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static dev.syncscope.views.source.Snapshots.agent;
import static org.junit.jupiter.api.Assertions.assertEquals;

class BreakpointsTest {

    @Test
    void invocationsWhoseNextActionIsOnABreakpointLineAreHits() {
        assertEquals(List.of(0, 2), Breakpoints.hits(Snapshots.of(agent(0, 4, "a"), agent(1, 5, "b"), agent(2, 4, "c"),
                agent(3, 0, "")), Set.of(4, 7)));
        assertEquals(List.of(), Breakpoints.hits(Snapshots.of(agent(0, 4, "a")), Set.of()));
        assertEquals(List.of(), Breakpoints.hits(null, Set.of(4)));
    }

    @Test
    void steppingTheEngineReachesTheLoadOfTheFlagOnLineEight() {
        // Walkthrough.MP: P0 stores x (line 4) and y (5); P1 loads y (8) and x (9).
        DebugSession session = Walkthrough.stepped(Walkthrough.MP);
        assertEquals(List.of(1), Breakpoints.hits(session.snapshot(), Set.of(8)));
        session.step(1);
        assertEquals(List.of(), Breakpoints.hits(session.snapshot(), Set.of(8)));
        assertEquals(List.of(1), Breakpoints.hits(session.snapshot(), Set.of(9)));
    }

    @Test
    void aStepArrivesAtTheLineItsInvocationMovedTo() {
        DebugSession session = Walkthrough.stepped(Walkthrough.MP);
        StepRecord loadOfFlag = session.step(1);
        assertEquals(List.of(1), Breakpoints.arrivals(loadOfFlag, session, Set.of(9)));
        assertEquals(List.of(), Breakpoints.arrivals(loadOfFlag, session, Set.of(8)), "it left line 8");
        assertEquals(List.of(), Breakpoints.arrivals(session.step(0), session, Set.of(9)),
                "invocation 1 already stood on line 9; only invocation 0 moved");
    }

    @Test
    void invocationsABarrierReleasesArriveAtTheLineAfterIt() {
        DebugSession session = Walkthrough.stepped("""
                NEWWG
                NEWSG
                NEWTHREAD
                cbar.scopewg 1
                st.sc0 x = 1
                NEWSG
                NEWTHREAD
                cbar.scopewg 1
                st.sc0 y = 1
                """);
        assertEquals(List.of(), Breakpoints.arrivals(session.step(0), session, Set.of(5, 9)), "invocation 0 waits");
        StepRecord release = session.step(1);
        assertEquals(Set.of(0, 1), Set.copyOf(Breakpoints.arrivals(release, session, Set.of(5, 9))));
    }
}
