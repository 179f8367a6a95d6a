package dev.syncscope.app.workspace;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A session's history as a workspace keeps it: the decision of every recorded step, the applied ones and those undone
 * after them, and the position; read without making the applied steps' records (the autosave of a run 960,000 steps
 * long made them all every 3 s: the session-89 scale audit).
 */
class SessionHistoryTest {

    @Test
    void theHistoryHoldsEveryRecordedStepsDecisionAndThePosition() {
        DebugSession s = DebugSession.load(ProgramLoader.load(Path.of("../docs/examples/reduction-1024.comp")));
        for (int i = 0; i < 500; i++) {
            s.step();
        }
        s.seek(420);
        Workspace.History h = Workspace.History.of(s);
        List<Decision> recorded = s.trace(0, s.traceSize()).stream().map(StepRecord::decision).toList();
        assertEquals(Workspace.History.of(recorded, 420), h);
        assertEquals(500, h.steps().size());
        assertEquals(420, h.position());
        // replayed, it is the run again, at its position
        DebugSession again = DebugSession.replay(s.program(), s.options(), h.decisions().subList(0, h.position()));
        assertEquals(s.snapshot().locations(), again.snapshot().locations());
    }
}
