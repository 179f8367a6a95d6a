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
 * A spin lock whose cuts are all waits longer than any execution that ends needs (GPU audit D15, {@code h06}): the
 * UNKNOWN line says an execution in which a wait never ends is what stays open, and does not tell the user to raise
 * {@code --spin-bound}, which cannot decide it (the notes already said so).
 */
class CliNeverEndingWaitTest extends CliHarness {

    private static final String SPINLOCK = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Lock { uint lock; };
            layout(binding = 1) nonprivate buffer Count { uint count; };
            const int B = gl_StorageSemanticsBuffer;
            void main() {
                while (atomicCompSwap(lock, 0u, 1u, gl_ScopeDevice, B, gl_SemanticsAcquire | gl_SemanticsMakeVisible,
                                      B, gl_SemanticsRelaxed) != 0u) {
                }
                count = count + 1u;
                atomicStore(lock, 0u, gl_ScopeDevice, B, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
            }
            """;

    @Test
    void theUnknownLineOfALockNamesTheWaitThatNeverEndsNotALargerSpinBound(@TempDir Path dir) throws IOException {
        // was: … but a longer one may race (--spin-bound N raises the reads of an unchanged value before a path is
        // cut)
        Path file = Files.writeString(dir.resolve("lock.comp"), SPINLOCK);
        assertEquals(Cli.LIMIT, run("check", file.toString()), out.toString());
        String unknown = out.toString().lines().filter(l -> l.startsWith("UNKNOWN")).findFirst().orElseThrow();
        assertTrue(unknown.endsWith("no data race in the executions that end, but one in which a wait never ends may"
                + " race (no bound decides an execution in which a wait never ends; a larger --spin-bound adds"
                + " nothing)"), unknown);
        assertFalse(out.toString().contains("raises"), out.toString());
        // the implicit expectation's line says the same, not "not known: a limit was reached"
        assertTrue(out.toString().contains("  UNKNOWN " + file + ": (implicit) no data race (expected true, not known:"
                + " no data race in the executions that end, but one in which a wait never ends may race)"),
                out.toString());
    }
}
