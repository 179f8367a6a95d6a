package dev.syncscope.core.spirv;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * DXC compiles {@code WaveActiveAllEqual} of a vector to one all-equal per component (a vector of bool); the bundled
 * glslang to one all-equal of the whole vector, copied into each component (the wave-intrinsics audit of session 77,
 * F2). SyncScope runs the SPIR-V, and says so at the line.
 */
class HlslAllEqualNotesTest {

    private static String kernel(String argument) {
        return "// @subgroup-size 4\n"
                + "// @length o = 4\n"
                + "RWStructuredBuffer<uint> o : register(u0);\n"
                + "[numthreads(4, 1, 1)]\n"
                + "void main(uint3 lid : SV_GroupThreadID) {\n"
                + "    bool2 e = WaveActiveAllEqual(" + argument + ");\n"
                + "    o[lid.x] = (e.x ? 1 : 0) + (e.y ? 10 : 0);\n"
                + "}\n";
    }

    @Test
    void aVectorAllEqualGetsANoteAtItsLineAndRunsAsGlslangCompiledIt() {
        var program = KernelLoader.load("k.hlsl", kernel("uint2(5, lid.x)")).program();
        List<ProgramNote> notes = program.notes();
        assertEquals(1, notes.size(), notes.toString());
        assertEquals(new SourceSpan("k.hlsl", 6, 0), notes.get(0).where());
        assertEquals("note.hlslVectorAllEqual", notes.get(0).key());
        assertTrue(notes.get(0).message().contains("DXC gives a vector of bool, one per component"),
                notes.get(0).message());
        DebugSession s = DebugSession.load(program, LaunchOptions.DEFAULTS);
        s.run();
        // the whole vector differs across the lanes: both components false (DXC: x true, y false, so 1)
        assertEquals(0L, s.outcome().values().get("o[0]"));
    }

    @Test
    void aScalarAllEqualMeansTheSameInBothCompilersAndGetsNoNote() {
        String scalar = kernel("lid.x").replace("bool2 e = WaveActiveAllEqual(lid.x);",
                "bool a = WaveActiveAllEqual(lid.x); bool2 e = bool2(a, a);");
        assertEquals(List.of(), KernelLoader.load("k.hlsl", scalar).program().notes());
    }
}
