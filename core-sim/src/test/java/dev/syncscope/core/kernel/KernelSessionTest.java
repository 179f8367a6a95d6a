package dev.syncscope.core.kernel;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.RunResult;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Loaded kernels run to completion in the stepping engine through the headless façade. */
class KernelSessionTest {

    @Test
    void messagePassingKernelRunsToTheMessage() throws IOException {
        DebugSession s = DebugSession.load(KernelLoader.load("mp.comp", KernelLoaderTest.resource("mp.comp")).program());
        RunResult r = s.run();
        assertTrue(s.finished(), r.toString());
        assertEquals(42L, s.outcome().values().get("result"), s.outcome().toString());
        assertTrue(s.races().isEmpty(), s.races().toString());
    }

    @Test
    void hlslBarrierKernelRunsAllWorkgroupsThroughBothBarriers() throws IOException {
        DebugSession s = DebugSession.load(KernelLoader.load("barrier.hlsl", KernelLoaderTest.resource("barrier.hlsl"))
                .program());
        RunResult r = s.run();
        assertTrue(s.finished(), r + " " + s.diagnostics());
        assertEquals(3L + 8, s.outcome().values().get("data[0]"), s.outcome().toString());
    }
}
