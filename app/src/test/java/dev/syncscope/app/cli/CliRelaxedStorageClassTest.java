package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code run} and {@code check} say where a kernel's semantics name a storage class without an ordering
 * (VUID-StandaloneSpirv-MemorySemantics-10871: current spirv-val and the validation layers reject it), and still run
 * it: the relaxed message-passing lesson keeps its verdict.
 */
class CliRelaxedStorageClassTest extends CliHarness {

    /** The relaxed message-passing lesson as it was written until session 43: its relaxed atomics named the buffer. */
    private static String file;

    @org.junit.jupiter.api.BeforeAll
    static void writeTheLessonAsItWas(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        String now = java.nio.file.Files.readString(java.nio.file.Path.of("../sample-kernels/kernels/mp-relaxed.comp"));
        file = java.nio.file.Files.writeString(dir.resolve("mp-relaxed.comp"), now.replace(
                "gl_StorageSemanticsNone, gl_SemanticsRelaxed", "gl_StorageSemanticsBuffer, gl_SemanticsRelaxed"))
                .toString();
    }

    private static String warning() {
        return "  note: " + file + ":29: OpAtomicStore: memory semantics 0x40 name"
            + " UniformMemory with no ordering (Relaxed): current spirv-val and the Vulkan validation layers reject this"
            + " (VUID-StandaloneSpirv-MemorySemantics-10871: a storage class semantics bit needs Acquire, Release or"
            + " AcquireRelease). SyncScope runs it as written, since the VK MM gives storage class semantics an effect"
            + " only together with an ordering. Fix: drop the storage class from the relaxed semantics (0x0; in GLSL"
            + " gl_StorageSemanticsNone), or give them an ordering.\n";
    }

    @Test
    void checkWarnsAtEachRelaxedAtomicAndTheLessonStillPasses() {
        assertEquals(Cli.OK, run("check", file));
        String text = out.toString();
        assertTrue(text.contains(warning()), text);
        assertTrue(text.contains("  note: " + file + ":31: OpAtomicLoad: memory semantics 0x40 name UniformMemory"),
                text);
        assertTrue(text.contains("PASS") && text.strip().endsWith("OK"), text);
    }

    @Test
    void runWarnsToo() {
        assertEquals(Cli.OK, run("run", file));
        assertTrue(out.toString().contains(warning()), out.toString());
        out.getBuffer().setLength(0);
        // the lesson itself, as shipped, is valid for current spirv-val: no warning
        assertEquals(Cli.OK, run("run", "../sample-kernels/kernels/mp-relaxed.comp"));
        assertFalse(out.toString().contains("10871"), out.toString());
    }
}
