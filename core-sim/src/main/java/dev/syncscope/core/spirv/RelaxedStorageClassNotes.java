package dev.syncscope.core.spirv;

import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * VUID-StandaloneSpirv-MemorySemantics-10871 as a warning, not an error: "MemorySemantics with at least one
 * Vulkan-supported storage class semantics bit set (UniformMemory, WorkgroupMemory, ImageMemory, or OutputMemory)
 * must use a non-relaxed memory order". The bundled glslang emits such semantics for a relaxed atomic or control
 * barrier given a storage class ({@code gl_StorageSemanticsBuffer, gl_SemanticsRelaxed} is {@code 0x40}), and sample
 * kernels are written so; the VK MM gives storage class semantics an effect only together with an ordering, so
 * SyncScope runs them as written (docs/spirv-interpreter.md). Current spirv-val and the validation layers reject such
 * a module, so each instruction that has them gets a {@link ProgramNote} (the window shows it as a warning) with
 * the key {@code note.relaxedStorageClass}, at its source position. Stateless.
 */
final class RelaxedStorageClassNotes {

    private RelaxedStorageClassNotes() {
    }

    static List<ProgramNote> of(ModuleInfo info) {
        String file = String.valueOf(info.module.file()).toLowerCase(Locale.ROOT);
        int glsl = file.endsWith(".comp") || file.endsWith(".glsl") ? 1 : 0;
        List<ProgramNote> out = new ArrayList<>();
        for (ModuleInfo.Function f : info.functions.values()) {
            for (ModuleInfo.Block b : f.blocks().values()) {
                for (int i = 0; i < b.body().size(); i++) {
                    ProgramNote note = note(info, b.body().get(i), b.spans().get(i), glsl);
                    if (note != null) {
                        out.add(note);
                    }
                }
            }
        }
        out.sort(Comparator.comparingInt((ProgramNote n) -> n.where().line()).thenComparingInt(n -> n.where().column()));
        return out;
    }

    /**
     * The note on {@code in} at {@code at} when one of its memory semantics breaks 10871 (the first that does), else
     * null. Key {@code note.relaxedStorageClass}: the instruction, the semantics in hex, the storage classes they
     * name, the semantics without them in hex, which operand (0 the only one, 1 Equal, 2 Unequal), 1 for a GLSL kernel.
     */
    private static ProgramNote note(ModuleInfo info, Instruction in, SourceSpan at, int glsl) {
        List<Integer> ids = InstructionRules.semanticsIds(in);
        for (int k = 0; k < ids.size(); k++) {
            if (!(info.constants.get(ids.get(k)) instanceof Long value)) {
                continue;
            }
            int bits = value.intValue();
            int classes = bits & SemanticsRules.VULKAN_STORAGE_CLASSES;
            if (classes == 0 || (bits & SemanticsRules.ORDERINGS) != 0) {
                continue;
            }
            String op = in.name();
            String hex = Integer.toHexString(bits);
            String names = SemanticsRules.storageClassNames(classes);
            String without = Integer.toHexString(bits & ~SemanticsRules.VULKAN_STORAGE_CLASSES);
            int operand = ids.size() == 2 ? k + 1 : 0;
            String which = operand == 1 ? "its Equal " : operand == 2 ? "its Unequal " : "";
            return new ProgramNote(at, op + ": " + which + "memory semantics 0x" + hex + " name " + names
                    + " with no ordering (Relaxed): current spirv-val and the Vulkan validation layers reject this"
                    + " (VUID-StandaloneSpirv-MemorySemantics-10871: a storage class semantics bit needs Acquire,"
                    + " Release or AcquireRelease). SyncScope runs it as written, since the VK MM gives storage class"
                    + " semantics an effect only together with an ordering. Fix: drop the storage class from the"
                    + " relaxed semantics (0x" + without + (glsl == 1 ? "; in GLSL gl_StorageSemanticsNone" : "")
                    + "), or give them an ordering.", "note.relaxedStorageClass",
                    List.of(op, hex, names, without, operand, glsl));
        }
        return null;
    }
}
