package dev.syncscope.core.spirv;

import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * HLSL's wave prefix intrinsics ({@code WavePrefixSum}, {@code WavePrefixProduct}) are exclusive: "the sum of all
 * the values in the active lanes with smaller indices than this one" (HLSL Shader Model 6.0 wave intrinsics); DXC
 * compiles them to SPIR-V {@code ExclusiveScan}. glslang's HLSL front end, which SyncScope compiles HLSL with, emits
 * {@code InclusiveScan} for them (the GPU audit: {@code WavePrefixSum} of 1, 2, 3, 4 gave 1, 3, 6, 10, not 0, 1, 3,
 * 6; the same bug for {@code WavePrefixCountBits}, KhronosGroup/glslang#2929, is fixed in the bundled glslang).
 * HLSL has no inclusive scan intrinsic, so an inclusive scan in a module compiled from HLSL is one of these. SyncScope
 * runs the SPIR-V it is given; this note says so at each such instruction's line, once per line, with the key
 * {@code note.hlslInclusiveScan} for the window's language. Stateless.
 */
final class HlslScanNotes {

    /** SPIR-V GroupOperation InclusiveScan. */
    private static final long INCLUSIVE_SCAN = 1;

    private HlslScanNotes() {
    }

    static List<ProgramNote> of(ModuleInfo info) {
        List<ProgramNote> out = new ArrayList<>();
        // OpGroupNonUniform<arithmetic>: result type, result, execution scope, GroupOperation, value
        for (SourceSpan at : lines(info, x -> arithmetic(x.name()) && x.word(3) == INCLUSIVE_SCAN)) {
            // key note.hlslInclusiveScan: no arguments
            out.add(new ProgramNote(at, "this wave prefix operation runs as an inclusive scan (every lane adds its own value"
                    + " too): glslang, the HLSL compiler SyncScope uses, emits InclusiveScan for it, but HLSL"
                    + " defines WavePrefixSum and WavePrefixProduct as exclusive (lanes with smaller indices only), as DXC"
                    + " compiles them; SyncScope runs the SPIR-V, so its values here are the inclusive ones.",
                    "note.hlslInclusiveScan", List.of()));
        }
        return out;
    }

    /**
     * The source lines (column 0, each once, in the module's order) of the instructions {@code which} picks in a
     * module compiled from HLSL; none in another. Shared with {@link HlslAllEqualNotes}.
     */
    static Set<SourceSpan> lines(ModuleInfo info, Predicate<Instruction> which) {
        return HlslUavNotes.fromHlsl(info.module) ? anyLines(info, which) : new LinkedHashSet<>();
    }

    /**
     * The source lines (column 0, each once, in the module's order) of the instructions {@code which} picks, in a
     * module of any source language. Shared with {@link FloatGroupNotes}.
     */
    static Set<SourceSpan> anyLines(ModuleInfo info, Predicate<Instruction> which) {
        Set<SourceSpan> lines = new LinkedHashSet<>();
        for (ModuleInfo.Function f : info.functions.values()) {
            for (ModuleInfo.Block b : f.blocks().values()) {
                for (int i = 0; i < b.body().size(); i++) {
                    if (which.test(b.body().get(i))) {
                        SourceSpan at = b.spans().get(i);
                        lines.add(new SourceSpan(at.file(), at.line(), 0));
                    }
                }
            }
        }
        return lines;
    }

    /** The group arithmetic instructions that take a GroupOperation (SPIR-V 3.42.24, Non-Uniform Instructions). */
    private static boolean arithmetic(String name) {
        return switch (name) {
            case "OpGroupNonUniformIAdd", "OpGroupNonUniformFAdd", "OpGroupNonUniformIMul", "OpGroupNonUniformFMul",
                 "OpGroupNonUniformSMin", "OpGroupNonUniformUMin", "OpGroupNonUniformFMin", "OpGroupNonUniformSMax",
                 "OpGroupNonUniformUMax", "OpGroupNonUniformFMax", "OpGroupNonUniformBitwiseAnd",
                 "OpGroupNonUniformBitwiseOr", "OpGroupNonUniformBitwiseXor", "OpGroupNonUniformLogicalAnd",
                 "OpGroupNonUniformLogicalOr", "OpGroupNonUniformLogicalXor", "OpGroupNonUniformBallotBitCount" -> true;
            default -> false;
        };
    }
}
