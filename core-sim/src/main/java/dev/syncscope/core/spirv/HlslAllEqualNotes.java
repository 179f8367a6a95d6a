package dev.syncscope.core.spirv;

import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.List;

/**
 * HLSL's {@code WaveActiveAllEqual} of a vector compares each component across the wave and returns a vector of
 * bool in DXC (one all-equal per component, microsoft/DirectXShaderCompiler#706). glslang's HLSL front end, which
 * SyncScope compiles HLSL with, declares it as returning one bool and emits one {@code OpGroupNonUniformAllEqual} of
 * the whole vector (true only where every component is equal across the lanes); assigned to a vector, that bool fills
 * every component: {@code bool2 e = WaveActiveAllEqual(uint2(5, lane))} is {@code (false, false)} where DXC gives
 * {@code (true, false)} (the wave-intrinsics audit of session 77, F2). SyncScope runs the SPIR-V it is given; this note says so at each such
 * instruction's line, once per line, with the key {@code note.hlslVectorAllEqual} for the window's language. A scalar
 * all-equal means the same in both compilers and gets none. Stateless.
 */
final class HlslAllEqualNotes {

    private HlslAllEqualNotes() {
    }

    static List<ProgramNote> of(ModuleInfo info) {
        List<ProgramNote> out = new ArrayList<>();
        // OpGroupNonUniformAllEqual: result type, result, execution scope, value
        for (SourceSpan at : HlslScanNotes.lines(info, x -> x.name().equals("OpGroupNonUniformAllEqual")
                && info.typeOf(x, x.word(3)) instanceof SpirvType.Vector)) {
            // key note.hlslVectorAllEqual: no arguments
            out.add(new ProgramNote(at, "this WaveActiveAllEqual of a vector gives one bool for the whole vector"
                    + " (true only where every component is equal across the lanes): glslang, the HLSL compiler"
                    + " SyncScope uses, declares it so, but DXC gives a vector of bool, one per component; SyncScope"
                    + " runs the SPIR-V, so its value here is the one of glslang, in every component it is assigned"
                    + " to.", "note.hlslVectorAllEqual", List.of()));
        }
        return out;
    }
}
