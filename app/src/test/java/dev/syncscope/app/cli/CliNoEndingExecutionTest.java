package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * T0 raises flag[1] and then waits for flag[3], which nothing writes; T1 waits for flag[1]. T1's wait ends, T0's never
 * does, so no execution ends (VK MM: Acyclicity, reads-from: flag[3] reads only its initial value) and none was checked
 * for races. The implicit race expectation said "no data race in the executions that end" with none ending (the
 * session's second audit); it says no execution ends. (The endless-spin finding needs every cut to be such a loop, and
 * T1's is not: UNKNOWN stays, and says that no bound decides it, not that a limit was reached.)
 */
class CliNoEndingExecutionTest extends CliHarness {

    @Test
    void aCheckWithNoExecutionThatEndsSaysSoInsteadOfNoRaceInTheOnesThatEnd(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("never.comp"), """
                // @dispatch 2
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer F { uint flag[4]; };
                const int B = gl_StorageSemanticsBuffer;
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        atomicStore(flag[1], 1u, gl_ScopeDevice, B, gl_SemanticsRelease);
                        while (atomicLoad(flag[3], gl_ScopeDevice, B, gl_SemanticsAcquire) == 0u) { }
                    } else {
                        while (atomicLoad(flag[1], gl_ScopeDevice, B, gl_SemanticsAcquire) == 0u) { }
                    }
                }
                """);
        run("check", file.toString());
        String text = out.toString();
        assertTrue(text.contains("(implicit) no data race (expected true, not known: no execution ends (an invocation"
                + " spins forever in every execution), so none was checked for races"), text);
        assertFalse(text.contains("no data race in the executions that end"), text);
        // and the verdict line: the search finished and cut only waits that never end, so no limit was reached
        assertTrue(text.contains("\nUNKNOWN: no bound decides the answer: paths cut at a bound: T0: "), text);
        assertFalse(text.contains("a limit was reached"), text);
    }
}
