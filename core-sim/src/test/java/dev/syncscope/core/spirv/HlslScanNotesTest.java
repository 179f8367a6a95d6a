package dev.syncscope.core.spirv;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * HLSL defines WavePrefixSum and WavePrefixProduct as exclusive scans; the bundled glslang compiles them to
 * InclusiveScan (the GPU audit's D1). SyncScope runs the SPIR-V, and says so at the line.
 */
class HlslScanNotesTest {

    private static List<ProgramNote> notes(String file, String source) {
        return KernelLoader.load(file, source).program().notes();
    }

    private static String wave(String call) {
        return "// @subgroup-size 4\n"
                + "RWStructuredBuffer<uint> outbuf : register(u0);\n"
                + "[numthreads(4, 1, 1)]\n"
                + "void main(uint gi : SV_GroupIndex) {\n"
                + "    outbuf[gi] = " + call + "(gi + 1);\n"
                + "}\n";
    }

    @Test
    void wavePrefixSumCompiledAsAnInclusiveScanGetsANoteAtItsLine() {
        List<ProgramNote> notes = notes("k.hlsl", wave("WavePrefixSum"));
        assertEquals(1, notes.size(), notes.toString());
        assertEquals(new SourceSpan("k.hlsl", 5, 0), notes.get(0).where());
        assertEquals("note.hlslInclusiveScan", notes.get(0).key());
        assertTrue(notes.get(0).message().startsWith("this wave prefix operation runs as an inclusive scan"),
                notes.get(0).message());
    }

    @Test
    void wavePrefixProductToo() {
        assertEquals(1, notes("k.hlsl", wave("WavePrefixProduct")).size());
    }

    @Test
    void aWaveReductionGetsNoNote() {
        assertEquals(List.of(), notes("k.hlsl", wave("WaveActiveSum")));
    }

    /** GLSL says which scan it wants: subgroupInclusiveAdd is inclusive by definition. */
    @Test
    void aGlslInclusiveScanGetsNoNote() {
        assertEquals(List.of(), notes("k.comp", "#version 450\n#extension GL_KHR_shader_subgroup_arithmetic : require\n"
                + "layout(local_size_x = 4) in;\nlayout(binding = 0) buffer B { uint outbuf[]; };\n"
                + "void main() {\n    outbuf[gl_LocalInvocationID.x] = subgroupInclusiveAdd(1u);\n}\n"));
    }
}
