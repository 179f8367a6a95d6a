package dev.syncscope.core.api;

import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Snapshots tell host threads ({@code NEWHOST}) from shader invocations. */
class HostAgentViewTest {

    private static final String SUBMIT = """
            NEWHOST 0
            st.sc0 x = 1
            flush
            dom.h2d
            visdevice
            NEWTHREAD 1
            ld.sc0 x
            SSW 0 1
            """;

    @Test
    void hostThreadsViewAsHostBeforeAndAfterTheirSteps() {
        DebugSession s = DebugSession.load(new KhronosParser().parse("h.test", SUBMIT).program());
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
