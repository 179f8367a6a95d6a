package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check} and {@code run} advise the narrowest memory scope whose instance holds both racing invocations (VK MM:
 * Scope; Synchronizes-With and Atomic Operation: "in the instance of each other's memory scopes"): two invocations of
 * one workgroup are told the workgroup scope, in a GLSL 4.50 kernel without GL_KHR_memory_scope_semantics by
 * groupMemoryBarrier(), the call it can compile; check said gl_ScopeDevice whatever the invocations (audit 42,
 * finding 6: c07, c09). Two workgroups are told the queue family's scope where the kernel can name it, and a race with
 * nothing between its accesses gets one fix from both commands.
 */
class CliNarrowestScopeAdviceTest extends CliHarness {

    private static final Path LINKS = Path.of("../views/src/test/resources/dev/syncscope/views/explain/links");

    @Test
    void subgroupFencesInOneWorkgroupAreToldGroupMemoryBarrier() {
        Path file = LINKS.resolve("subgroup-fence-one-workgroup.comp");
        String words = "Use groupMemoryBarrier() as T0's release (line 14): its memory scope is the narrowest that"
                + " includes T1, and it has every storage semantics.";
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString());
        assertTrue(out.toString().contains(words), out.toString());
        assertFalse(out.toString().contains("gl_ScopeDevice"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(Cli.FAILED, run("run", file.toString()), out.toString());
        assertTrue(out.toString().contains(words), out.toString());
        assertFalse(out.toString().contains("gl_ScopeDevice"), out.toString());
    }

    @Test
    void subgroupAtomicsInOneWorkgroupAreToldTheWorkgroupScope() {
        Path file = LINKS.resolve("subgroup-atomics-one-workgroup.comp");
        String words = "Give both atomics gl_ScopeWorkgroup as their memory scope, the narrowest whose instance includes"
                + " both invocations";
        for (String command : new String[] {"check", "run"}) {
            out.getBuffer().setLength(0);
            assertEquals(Cli.FAILED, run(command, file.toString()), out.toString());
            assertTrue(out.toString().contains(words), command + ": " + out);
            assertFalse(out.toString().contains("Give both atomics gl_ScopeDevice"), command + ": " + out);
        }
    }

    @Test
    void fencesOfTwoWorkgroupsAreStillToldTheDevice() {
        Path file = LINKS.resolve("group-fence-two-workgroups.comp");
        assertEquals(Cli.FAILED, run("check", file.toString()), out.toString());
        assertTrue(out.toString().contains("Use memoryBarrier() as T0's release (line 12): its memory scope is the"
                + " narrowest that includes T1"), out.toString());
    }

    /**
     * Two workgroups of one dispatch share the queue family's instance (VK MM: Availability and Visibility, queue family
     * instance): a kernel with #pragma use_vulkan_memory_model is told gl_ScopeQueueFamily by check and run alike.
     */
    @Test
    void atomicsOfTwoWorkgroupsAreToldTheQueueFamilyScope() {
        Path file = LINKS.resolve("atomic-scope.comp");
        for (String command : new String[] {"check", "run"}) {
            out.getBuffer().setLength(0);
            assertEquals(Cli.FAILED, run(command, file.toString()), out.toString());
            assertTrue(out.toString().contains("Give both atomics gl_ScopeQueueFamily as their memory scope"),
                    command + ": " + out);
            assertFalse(out.toString().contains("Give both atomics gl_ScopeDevice"), command + ": " + out);
        }
    }

    /**
     * A race of two invocations of one workgroup with nothing between the accesses, in straight-line code: check and
     * run both advise the control barrier (VK MM: Synchronizes-With, control barriers); check advised a flag.
     */
    @Test
    void checkAndRunAdviseOneBarrierForStraightLineCodeOfOneWorkgroup() {
        Path file = LINKS.resolve("straight-line-buffer.comp");
        String words = "Put memoryBarrierBuffer(); barrier(); memoryBarrierBuffer(); between line 9 and line 10";
        for (String command : new String[] {"check", "run"}) {
            out.getBuffer().setLength(0);
            assertEquals(Cli.FAILED, run(command, file.toString()), out.toString());
            assertTrue(out.toString().contains(words), command + ": " + out);
            assertFalse(out.toString().contains("flag"), command + ": " + out);
        }
    }
}
