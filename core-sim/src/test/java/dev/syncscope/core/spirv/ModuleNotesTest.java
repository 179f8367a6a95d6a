package dev.syncscope.core.spirv;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SPV_KHR_vulkan_memory_model (validation): a module of the Vulkan memory model that uses Device scope must declare
 * VulkanMemoryModelDeviceScope; spirv-val and drivers reject it otherwise. glslang switches a GLSL module to the
 * Vulkan memory model by itself when it meets gl_SemanticsMakeAvailable without {@code #pragma
 * use_vulkan_memory_model}, and then declares no such capability (found by the audit of the barrier mapping).
 * SyncScope runs the module as written and says so.
 */
class ModuleNotesTest {

    private static String kernel(String pragma) {
        return "#version 450\n" + pragma + "#extension GL_KHR_memory_scope_semantics : require\n"
                + "layout(local_size_x = 1) in;\nlayout(binding = 0) buffer F { uint flag; };\nvoid main() {\n"
                + "    atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease"
                + " | gl_SemanticsMakeAvailable);\n}\n";
    }

    @Test
    void deviceScopeWithoutTheCapabilityIsANoteAtItsFirstUse() {
        List<ProgramNote> notes = KernelLoader.load("k.comp", kernel("")).program().notes();
        assertEquals(1, notes.size(), notes.toString());
        assertEquals(new SourceSpan("k.comp", 6, 0), notes.get(0).where());
        assertTrue(notes.get(0).message().startsWith("Device scope in a module of the Vulkan memory model that does not"
                + " declare the VulkanMemoryModelDeviceScope capability"), notes.get(0).message());
    }

    @Test
    void theVulkanMemoryModelPragmaDeclaresTheCapabilityAndALegacyModuleNeedsNone() {
        assertEquals(List.of(), KernelLoader.load("k.comp", kernel("#pragma use_vulkan_memory_model\n")).program().notes());
        assertEquals(List.of(), KernelLoader.load("k.comp", "#version 450\nlayout(local_size_x = 1) in;\n"
                + "layout(binding = 0) buffer F { uint flag; };\nvoid main() { atomicAdd(flag, 1u); memoryBarrier(); }\n")
                .program().notes());
    }
}
