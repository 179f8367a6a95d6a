package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * T0 raises flag[1] and then waits for flag[3], which nothing writes; T1 waits for flag[1]. T1's wait ends, T0's never
 * does, so no execution ends (VK MM: Acyclicity, reads-from: flag[3] reads only its initial value) and none was checked
 * for races. The implicit race expectation said "no data race in the executions that end" with none ending (the
 * session's second audit); it says no execution ends. T0's endless spin is a finding (FAILED) although T1's cut is no
 * such loop: T1's wait writes nothing once it ends, so flag[3] holds its initial 0 in every execution (it answered
 * UNKNOWN: no bound decides the answer, since the finding needed every cut to be an endless loop).
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
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString());
        String text = out.toString();
        assertTrue(text.contains("(implicit) no data race (expected true, not known: no execution ends (an invocation"
                + " spins forever in every execution), so none was checked for races"), text);
        assertFalse(text.contains("no data race in the executions that end"), text);
        assertTrue(text.lines().anyMatch(l -> l.equals("endless spin: T0 spins at " + file + ":11 reading flag[3] in"
                + " every execution, and the loop can never exit: the initial value and every value any write can store"
                + " there keep it looping")), text);
        // T1's wait, which flag[1] = 1 ends, is not called endless (spin bound 2 answers: SpinDeepening)
        assertTrue(text.contains("T1: read flag[1] = 0 at " + file + ":13 3 times in a row with no write in between"
                + " (a spin loop, cut at"), text);
        assertFalse(text.contains(":13 3 times in a row with no write in between (a spin loop that can never exit"),
                text);
        // and the verdict line: the finding, not UNKNOWN; the search finished, so no limit was reached
        assertTrue(text.endsWith("\nFAILED: an invocation that spins forever in every execution makes the kernel"
                + " wrong\n"), text);
        assertFalse(text.contains("UNKNOWN:"), text);
        assertFalse(text.contains("a limit was reached"), text);
    }
}
