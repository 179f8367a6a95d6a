package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The bundled glslang refuses HLSL intrinsics it does not implement as if their arguments were wrong; the error says
 * what is missing (the wave-intrinsics audit of session 77, F5).
 */
class HlslMissingIntrinsicsTest {

    private static String kernel(String expression) {
        return "// @subgroup-size 4\n"
                + "RWStructuredBuffer<uint> o : register(u0);\n"
                + "[numthreads(4, 1, 1)]\n"
                + "void main(uint3 lid : SV_GroupThreadID) {\n"
                + "    o[lid.x] = " + expression + ";\n"
                + "}\n";
    }

    @Test
    void waveMatchIsRefusedAsAnIntrinsicTheCompilerLacksAtItsPlace() {
        InputError e = assertThrows(InputError.class,
                () -> KernelLoader.load("m.hlsl", kernel("WaveMatch(lid.x).x")));
        assertEquals("m.hlsl:5:16: 'WaveMatch' : no matching overloaded function found: WaveMatch (Shader Model 6.5)"
                + " is not implemented by the HLSL compiler SyncScope bundles (glslang), whatever its arguments, so a"
                + " kernel that calls it cannot be run", e.toString());
    }

    @Test
    void quadAnyToo() {
        InputError e = assertThrows(InputError.class,
                () -> KernelLoader.load("q.hlsl", kernel("QuadAny(lid.x == 1) ? 1 : 0")));
        assertTrue(e.toString().startsWith("q.hlsl:5:16: 'QuadAny' : no matching overloaded function found: QuadAny"
                + " (Shader Model 6.7) is not implemented"), e.toString());
    }

    @Test
    void aWrongCallOfAnIntrinsicTheCompilerHasKeepsItsMessage() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("w.hlsl", kernel("WaveReadLaneAt()")));
        assertEquals(-1, e.toString().indexOf("is not implemented"), e.toString());
    }
}
