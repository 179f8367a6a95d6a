package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code run} and {@code check} say where a kernel's semantics name a storage class without an ordering
 * (VUID-StandaloneSpirv-MemorySemantics-10871: current spirv-val and the validation layers reject it), and still run
 * it: the relaxed message-passing lesson keeps its verdict.
 */
class CliRelaxedStorageClassTest extends CliHarness {

    private static final String FILE = "../sample-kernels/kernels/mp-relaxed.comp";
    private static final String WARNING = "  note: " + FILE + ":29: OpAtomicStore: memory semantics 0x40 name"
            + " UniformMemory with no ordering (Relaxed): current spirv-val and the Vulkan validation layers reject this"
            + " (VUID-StandaloneSpirv-MemorySemantics-10871: a storage class semantics bit needs Acquire, Release or"
            + " AcquireRelease). SyncScope runs it as written, since the VK MM gives storage class semantics an effect"
            + " only together with an ordering. Fix: drop the storage class from the relaxed semantics (0x0; in GLSL"
            + " gl_StorageSemanticsNone), or give them an ordering.\n";

    @Test
    void checkWarnsAtEachRelaxedAtomicAndTheLessonStillPasses() {
        assertEquals(Cli.OK, run("check", FILE));
        String text = out.toString();
        assertTrue(text.contains(WARNING), text);
        assertTrue(text.contains("  note: " + FILE + ":31: OpAtomicLoad: memory semantics 0x40 name UniformMemory"),
                text);
        assertTrue(text.contains("PASS") && text.strip().endsWith("OK"), text);
    }

    @Test
    void runWarnsToo() {
        assertEquals(Cli.OK, run("run", FILE));
        assertTrue(out.toString().contains(WARNING), out.toString());
    }
}
