package dev.syncscope.core.api;

import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spin diagnostics fire only when no write the spinning reader could still observe can ever reach it. */
class SpinDiagnosticTest {

    /** The samples author's reproduction: three workgroups handing a relaxed Device-scope flag on. */
    static final String HANDOFF = """
            // @dispatch 3
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer Flag { uint flag; };

            void main() {
                if (gl_WorkGroupID.x == 0) {
                    while (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed) == 0) {
                    }
                    atomicStore(flag, 2u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                } else if (gl_WorkGroupID.x == 1) {
                    atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                } else {
                    while (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed) != 2) {
                    }
                }
            }
            """;

    @Test
    void spinnerWhoseNextReadCanReturnANewerWriteIsNotReportedAsSpinning() {
        DebugSession s = DebugSession.load(ProgramLoader.load("handoff.comp", HANDOFF));
        for (int invocation : new int[] {0, 0, 0, 0, 1, 2, 2, 2}) {
            s.step(invocation);
        }
        assertTrue(s.diagnostics().stream().noneMatch(d -> d.kind() == Diagnostic.Kind.SPIN), s.diagnostics().toString());
        assertFalse(s.finished(), "T0 can still read flag = 1");
        assertEquals(AgentStatus.RUNNING, s.snapshot().agents().get(0).status());
        s.run();
        assertTrue(s.finished());
        assertTrue(s.diagnostics().stream().noneMatch(d -> d.kind() == Diagnostic.Kind.SPIN), s.diagnostics().toString());
        assertEquals(2L, s.outcome().values().get("flag"));
    }

    /** docs/examples/counted-loop.comp: a counted loop rereading one unchanged value (x = 3) 40 times. */
    private static final String COUNTED_LOOP = read("../docs/examples/counted-loop.comp");

    private static String read(String path) {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of(path));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aCountedLoopThatRereadsAnUnchangedValueIsNotStoppedAsASpin() {
        // the spin rule needs the invocation back where its last read started; i and s move on each time
        DebugSession s = DebugSession.load(ProgramLoader.load("counted-loop.comp", COUNTED_LOOP));
        s.run();
        assertTrue(s.finished());
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
        assertEquals(120L, s.outcome().values().get("sum"));
        assertEquals(AgentStatus.DONE, s.snapshot().agents().get(0).status());
    }

    @Test
    void aCountedHlslLoopWhoseCounterIsAnUnnamedValueIsNotStoppedAsASpin() {
        // the same loop in HLSL: the counter and the sum live in unnamed phis, not in named variables, so comparing
        // the named variables alone saw the invocation "back where it was" after two reads and stopped it (sum = 0)
        DebugSession s = DebugSession.load(ProgramLoader.load("counted-loop.hlsl",
                read("../docs/examples/counted-loop.hlsl")));
        s.run();
        assertTrue(s.finished());
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
        assertEquals(120L, s.outcome().values().get("sum"), s.outcome().values().toString());
        assertEquals(AgentStatus.DONE, s.snapshot().agents().get(0).status());
    }
}
