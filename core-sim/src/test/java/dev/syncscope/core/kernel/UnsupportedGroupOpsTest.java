package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A subgroup instruction SyncScope does not simulate is refused at its line with why and the intrinsics that compile
 * to it (the wave-intrinsics audit of session 77, F4: the message named only the instruction; quad operations, refused
 * so until session 78, are simulated now: {@code suite.QuadOperationsTest}).
 */
class UnsupportedGroupOpsTest {

    private static String hlsl(String expression) {
        return "// @subgroup-size 4\n"
                + "RWStructuredBuffer<uint> o : register(u0);\n"
                + "[numthreads(4, 1, 1)]\n"
                + "void main(uint3 lid : SV_GroupThreadID) {\n"
                + "    float f = (float) lid.x;\n"
                + "    o[lid.x] = " + expression + ";\n"
                + "}\n";
    }

    @Test
    void aFloatWaveSumIsRefusedSayingWhy() {
        InputError e = assertThrows(InputError.class,
                () -> KernelLoader.load("f.hlsl", hlsl("(uint) WaveActiveSum(f)")));
        assertTrue(e.toString().startsWith("f.hlsl:6: OpGroupNonUniformFAdd is not supported by the interpreter: a"
                + " floating-point subgroup reduction or scan, whose order of combining the lanes SPIR-V leaves to the"
                + " implementation"), e.toString());
        assertTrue(e.toString().contains("from WaveActiveSum, WavePrefixSum (HLSL)"), e.toString());
        InputError min = assertThrows(InputError.class,
                () -> KernelLoader.load("f.hlsl", hlsl("(uint) WaveActiveMin(f)")));
        assertTrue(min.toString().contains("OpGroupNonUniformFMin is not supported by the interpreter")
                && min.toString().contains("from WaveActiveMin (HLSL)"), min.toString());
    }
}
