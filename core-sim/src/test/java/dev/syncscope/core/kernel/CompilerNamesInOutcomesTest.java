package dev.syncscope.core.kernel;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * An outcome names what the kernel's author can find in the kernel. glslang's HLSL front end names the built-ins
 * behind {@code WaveGetLaneIndex()} and {@code WaveGetLaneCount()} {@code @gl_SubgroupInvocationID} and
 * {@code @gl_SubgroupSize}, and both engines listed them among each invocation's locals (audit 52, L3).
 * Kernel: {@code src/test/resources/kernels/hlsl/wave-values.hlsl}.
 */
class CompilerNamesInOutcomesTest {

    private static Program program() throws IOException {
        Path file = Path.of("src/test/resources/kernels/hlsl/wave-values.hlsl");
        return KernelLoader.load(file.getFileName().toString(), Files.readString(file)).program();
    }

    @Test
    void neitherEngineListsTheCompilersOwnNames() throws IOException {
        Program p = program();
        DebugSession s = DebugSession.load(p);
        s.run();
        assertFalse(s.outcome().values().keySet().stream().anyMatch(k -> k.contains("@")), s.outcome()::toString);
        assertEquals(43L, s.outcome().values().get("r[29]"), "WaveGetLaneIndex() + 10 * WaveGetLaneCount() in lane 3");
        CheckResult r = new AxiomaticChecker().check(p);
        assertEquals(1, r.allowedOutcomes().size());
        for (Outcome o : r.allowedOutcomes()) {
            assertFalse(o.values().keySet().stream().anyMatch(k -> k.contains("@")), o::toString);
        }
    }
}
