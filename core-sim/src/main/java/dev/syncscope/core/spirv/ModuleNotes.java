package dev.syncscope.core.spirv;

import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/**
 * What the loader tells the user about a module beside running it ({@link ProgramNote}s of the program): where a
 * driver would see something else than SyncScope runs. Stateless.
 */
final class ModuleNotes {

    /** SPIR-V Capability VulkanMemoryModelDeviceScope. */
    private static final int CAP_VULKAN_MEMORY_MODEL_DEVICE_SCOPE = 5346;

    private ModuleNotes() {
    }

    static List<ProgramNote> of(ModuleInfo info) {
        List<ProgramNote> out = new ArrayList<>(HlslUavNotes.of(info));
        out.addAll(HlslScanNotes.of(info));
        out.addAll(HlslAllEqualNotes.of(info));
        out.addAll(FloatGroupNotes.of(info));
        SourceSpan device = deviceScopeWithoutCapability(info);
        String file = String.valueOf(info.module.file()).toLowerCase(java.util.Locale.ROOT);
        if (device != null && !(file.endsWith(".comp") || file.endsWith(".glsl"))) {
            // the GLSL advice below was given for assembly too (the GPU audit)
            out.add(new ProgramNote(device, "Device scope in a module of the Vulkan memory model that does not declare"
                    + " the VulkanMemoryModelDeviceScope capability: spirv-val and Vulkan drivers reject it"
                    + " (SPV_KHR_vulkan_memory_model: Device scope needs that capability); SyncScope runs it as written."
                    + " Declare OpCapability VulkanMemoryModelDeviceScope.", "note.deviceScopeCapability.module",
                    List.of()));
        } else if (device != null) {
            out.add(new ProgramNote(device, "Device scope in a module of the Vulkan memory model that does not declare"
                    + " the VulkanMemoryModelDeviceScope capability: spirv-val and Vulkan drivers reject it"
                    + " (SPV_KHR_vulkan_memory_model: Device scope needs that capability); SyncScope runs it as written."
                    + " For GLSL add #pragma use_vulkan_memory_model: without it glslang switches to the Vulkan memory"
                    + " model for gl_SemanticsMakeAvailable/MakeVisible but declares no such capability.",
                    "note.deviceScopeCapability", List.of()));
        }
        out.addAll(RelaxedStorageClassNotes.of(info));
        return out;
    }

    /** The first instruction with a Device scope operand, when the module is of the Vulkan memory model without
     * the capability; else null. */
    private static SourceSpan deviceScopeWithoutCapability(ModuleInfo info) {
        if (info.memoryModel != Spv.MM_VULKAN) {
            return null;
        }
        for (Instruction x : info.module.instructions()) {
            if (x.name().equals("OpCapability") && x.word(0) == CAP_VULKAN_MEMORY_MODEL_DEVICE_SCOPE) {
                return null;
            }
        }
        SourceSpan first = null;
        for (ModuleInfo.Function f : info.functions.values()) {
            for (ModuleInfo.Block b : f.blocks().values()) {
                for (int i = 0; i < b.body().size(); i++) {
                    for (int id : ModuleValidator.scopeIds(b.body().get(i))) {
                        if (info.constants.get(id) instanceof Long scope && scope == Spv.SCOPE_DEVICE) {
                            SourceSpan at = b.spans().get(i);
                            first = first == null || HlslUavNotes.before(at, first) ? at : first;
                        }
                    }
                }
            }
        }
        return first;
    }
}
