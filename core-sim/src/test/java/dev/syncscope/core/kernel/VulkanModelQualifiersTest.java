package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A coherent buffer beside gl_ScopeQueueFamily in a kernel without {@code #pragma use_vulkan_memory_model}: glslang
 * compiles it under the Vulkan memory model (QueueFamily scope exists only there) and keeps {@code coherent} as a
 * Coherent decoration, which that model does not allow (spirv-val: "Coherent decoration … is banned when using the
 * Vulkan memory model") and which leaves the accesses private (VK MM: Private vs. Non-Private). It was run as a race
 * whose fix said "Declare data coherent" beside a buffer declared coherent (the GPU audit of session 88); it is now
 * refused at the qualifier, and each way out it names runs race-free.
 */
class VulkanModelQualifiersTest {

    private static final String KERNEL = """
            // @dispatch 2
            #version 450
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            layout(std430, binding = 0) coherent buffer Data { uint data; };
            layout(std430, binding = 1) buffer Flag { uint flag; };
            layout(std430, binding = 2) buffer Result { uint result; };
            void main() {
                if (gl_WorkGroupID.x == 0u) {
                    data = 42u;
                    atomicStore(flag, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
                } else {
                    uint f = atomicLoad(flag, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsAcquire);
                    if (f == 1u) result = data + 1u;
                }
            }
            """;

    @Test
    void aCoherentQualifierKeptAsADecorationOfAVulkanModelModuleIsRefusedAtTheQualifier() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("mp.comp", KERNEL));
        assertEquals("mp.comp", e.span().file());
        assertEquals(5, e.span().line());
        assertEquals(29, e.span().column());
        assertTrue(e.getMessage().startsWith("the coherent qualifier has no effect here: the kernel compiles under the "
                + "Vulkan memory model (gl_ScopeQueueFamily at line 11 exists only in that model, so glslang chooses "
                + "it)"), e.getMessage());
        assertTrue(e.getMessage().contains("add #pragma use_vulkan_memory_model after #version")
                && e.getMessage().contains("or use gl_ScopeDevice instead of gl_ScopeQueueFamily"), e.getMessage());
    }

    @Test
    void aVolatileQualifierIsRefusedToo() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("mp.comp",
                KERNEL.replace(") coherent buffer", ") volatile buffer")));
        assertTrue(e.getMessage().startsWith("the volatile qualifier has no effect here"), e.getMessage());
        assertEquals(29, e.span().column());
    }

    /** MakeAvailable semantics make glslang choose the Vulkan model too: named, and gl_ScopeDevice is no way out. */
    @Test
    void makeAvailableSemanticsAreNamedAsTheCause() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("mp.comp", KERNEL
                .replace("gl_ScopeQueueFamily", "gl_ScopeDevice")
                .replace("gl_SemanticsRelease);", "gl_SemanticsRelease | gl_SemanticsMakeAvailable);")));
        assertTrue(e.getMessage().contains("(gl_SemanticsMakeAvailable at line 11 exists only in that model"),
                e.getMessage());
        assertFalse(e.getMessage().contains("gl_ScopeDevice instead"), e.getMessage());
    }

    /**
     * GL_KHR_memory_scope_semantics' devicecoherent and nonprivate without the pragma: glslang leaves them out of the
     * SPIR-V (plain, private stores), so the kernel would race beside a buffer declared devicecoherent; refused at the
     * qualifier, under either memory model glslang picks. With the pragma the same kernel runs race-free.
     */
    @Test
    void scopedQualifiersWithoutThePragmaAreRefusedAtTheQualifier() {
        for (String scope : new String[] {"gl_ScopeQueueFamily", "gl_ScopeDevice"}) {
            for (String qualifier : new String[] {"devicecoherent", "nonprivate"}) {
                String source = KERNEL.replace(") coherent buffer", ") " + qualifier + " buffer")
                        .replace("gl_ScopeQueueFamily", scope);
                InputError e = assertThrows(InputError.class, () -> KernelLoader.load("mp.comp", source));
                assertEquals(5, e.span().line());
                assertEquals(29, e.span().column());
                assertTrue(e.getMessage().startsWith("the " + qualifier + " qualifier has no effect without #pragma "
                        + "use_vulkan_memory_model"), e.getMessage());
            }
        }
        String pragma = KERNEL.replace(") coherent buffer", ") devicecoherent buffer").replace(
                "#extension GL_KHR_memory_scope_semantics : require\n",
                "#extension GL_KHR_memory_scope_semantics : require\n#pragma use_vulkan_memory_model\n");
        assertFalse(new AxiomaticChecker().check(KernelLoader.load("mp.comp", pragma).program()).hasRace());
    }

    @Test
    void eachWayOutTheMessageNamesRunsRaceFree() {
        // the pragma: coherent becomes per-access availability and visibility at QueueFamily scope (VK MM:
        // Availability and Visibility), ordered by the flag's release and acquire (Synchronizes-With)
        String pragma = KERNEL.replace("#extension GL_KHR_memory_scope_semantics : require\n",
                "#extension GL_KHR_memory_scope_semantics : require\n#pragma use_vulkan_memory_model\n");
        // Device scope: the GLSL450 model, upgraded as spirv-opt's upgrade-memory-model pass does
        String device = KERNEL.replace("gl_ScopeQueueFamily", "gl_ScopeDevice");
        for (String source : new String[] {pragma, device}) {
            LoadedKernel k = KernelLoader.load("mp.comp", source);
            assertFalse(new AxiomaticChecker().check(k.program()).hasRace(), source);
        }
    }

    @Test
    void withoutTheQueueFamilyScopeACoherentBufferIsNoVulkanModelModule() {
        // GLSL 4.50 atomics and memoryBarrier(): the GLSL450 model, where coherent is upgraded, not refused
        LoadedKernel k = KernelLoader.load("mp.comp", KERNEL.replace(
                "atomicStore(flag, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsRelease);",
                "memoryBarrier(); atomicExchange(flag, 1u);").replace(
                "atomicLoad(flag, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsAcquire);",
                "atomicAdd(flag, 0u); memoryBarrier();"));
        assertFalse(new AxiomaticChecker().check(k.program()).hasRace());
    }
}
