package dev.syncscope.core.api;

import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The stepper names the bound an invocation stopped at ({@link DebugSession#cutKind(int)}), as the state that
 * stopped set it, so the command line's {@code run} tells what raises it without reading the diagnostic.
 */
class SessionCutKindTest {

    /** P0 spins until it reads x = 1, which P1 writes once (shared with the other cut-kind test). */
    private static final String SPIN = dev.syncscope.core.TestResources.text("cut-kinds/spin-until-written.litmus");

    /** P0 counts in a register for ever; P1 stores once. */
    private static final String LOCAL_LOOP = """
            Vulkan local
            { x=0; }
             P0@sg 0, wg 0, qf 0 | P1@sg 1, wg 0, qf 0 ;
             LC00:               | st.atom.dv.sc0 x, 1 ;
             add r0, r0, 1       |                     ;
             bne r0, 0, LC00     |                     ;
            exists (P0:r0 == 1)
            """;

    /** T0 counts for ever; T1 stores once. */
    private static final String KERNEL = """
            // @budget 100
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer B { uint data[]; };
            void main() {
                if (gl_LocalInvocationID.x == 1) {
                    data[0] = 1;
                } else {
                    uint i = 0;
                    while (true) { i = i + 1; }
                }
            }
            """;

    private static Program program(String which) {
        return switch (which) {
            case "unroll" -> HerdParser.parse("spin.litmus", SPIN, 0).program();
            case "local" -> HerdParser.parse("local.litmus", LOCAL_LOOP, Integer.MAX_VALUE).program();
            default -> KernelLoader.load("inf.comp", KERNEL).program();
        };
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unroll | UNROLL_BOUND
            local  | LITMUS_LOCAL_BUDGET
            kernel | KERNEL_BUDGET
            """)
    void anInvocationStoppedAtABoundNamesItsBoundAndOneThatFinishedNone(String which, CutKind kind) {
        DebugSession s = DebugSession.load(program(which));
        s.run();
        assertTrue(s.diagnostics().stream().anyMatch(d -> d.kind() == Diagnostic.Kind.BOUND_EXCEEDED
                && d.agents().equals(java.util.List.of(0))), s.diagnostics()::toString);
        assertEquals(kind, s.cutKind(0));
        assertNull(s.cutKind(1), "it finished");
    }
}
