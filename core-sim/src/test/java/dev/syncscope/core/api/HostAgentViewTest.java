package dev.syncscope.core.api;

import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.litmus.khronos.KhronosCorpus;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Snapshots tell host threads ({@code NEWHOST}) from shader invocations. */
class HostAgentViewTest {

    @Test
    void hostThreadsViewAsHostBeforeAndAfterTheirSteps() {
        // litmus/host/h2d-submit.test: host thread P0 writes x, flushes and submits; P1 reads it
        DebugSession s = DebugSession.open(KhronosCorpus.directory("litmus/host").resolve("h2d-submit.test"));
        assertTrue(s.snapshot().agents().get(0).host());
        assertFalse(s.snapshot().agents().get(1).host());
        s.step(0);
        assertTrue(s.snapshot().agents().get(0).host(), "a rebuilt view keeps the flag");
        s.run();
        assertTrue(s.snapshot().agents().get(0).host());
        assertFalse(s.snapshot().agents().get(1).host());
    }

    @Test
    void theOldConstructorMakesAShaderInvocation() {
        AgentView v = new AgentView(0, "P0", 0, 0, 0, AgentStatus.RUNNING, SourceSpan.UNKNOWN, "", 0, null, Map.of());
        assertFalse(v.host());
    }
}
