package dev.syncscope.core.spirv;

import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/**
 * A floating-point subgroup sum or product ({@code OpGroupNonUniformFAdd}, {@code FMul}: GLSL {@code subgroupAdd},
 * {@code subgroupMul} and their scans of a float, HLSL {@code WaveActiveSum}, {@code WavePrefixSum},
 * {@code WaveActiveProduct}, {@code WavePrefixProduct}) is combined in an order SPIR-V leaves to the device: "The
 * method used to perform the group operation on the contributed Value(s) from active invocations is implementation
 * defined". SyncScope adds or multiplies the lanes in ascending order of subgroup id, rounding each step to the type
 * ({@link SubgroupOps}); a device that combines them as a tree, say, may round otherwise, so its result can differ in
 * the last bits (or more, when large values cancel). This note says so at each such instruction's line, once per line,
 * with the key {@code note.floatGroupOrder} for the window's language. A minimum or maximum gets none: its value does
 * not depend on the order (but for the sign of a zero, spirv-interpreter.md). An atomic float minimum or maximum
 * ({@code OpAtomicFMinEXT}, {@code FMaxEXT}: GLSL {@code atomicMin}, {@code atomicMax} of a float) gets one where the
 * extension leaves a choice that SyncScope makes ({@code note.floatAtomicMinMax}). Stateless.
 */
final class FloatGroupNotes {

    private FloatGroupNotes() {
    }

    static List<ProgramNote> of(ModuleInfo info) {
        List<ProgramNote> out = new ArrayList<>();
        for (SourceSpan at : HlslScanNotes.anyLines(info, x -> x.name().equals("OpGroupNonUniformFAdd")
                || x.name().equals("OpGroupNonUniformFMul"))) {
            // key note.floatGroupOrder: no arguments
            out.add(new ProgramNote(at, "this floating-point subgroup sum or product combines the lanes in an order"
                    + " SPIR-V leaves to the device; SyncScope combines them in ascending order of subgroup invocation"
                    + " id, rounding each step, so a device may give a result that differs in rounding.",
                    "note.floatGroupOrder", List.of()));
        }
        for (SourceSpan at : HlslScanNotes.anyLines(info, x -> x.name().equals("OpAtomicFMinEXT")
                || x.name().equals("OpAtomicFMaxEXT"))) {
            // SPV_EXT_shader_atomic_float_min_max: "min(-0, +0) = min(+0, -0) = +0 or -0", "min(x, sNaN) = min(sNaN,
            // x) = NaN or x" (RmwOp.FMIN); key note.floatAtomicMinMax: no arguments
            out.add(new ProgramNote(at, "this atomic floating-point minimum or maximum may give either zero for -0.0"
                    + " and 0.0, and a NaN or the number for a signaling NaN (SPV_EXT_shader_atomic_float_min_max);"
                    + " SyncScope takes -0.0 for a minimum, 0.0 for a maximum and the number, and lists the outcomes"
                    + " of those choices only.", "note.floatAtomicMinMax", List.of()));
        }
        return out;
    }
}
