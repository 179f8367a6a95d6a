package dev.syncscope.core.spirv;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;


import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the loader refuses about quad operations and 16-bit floats (session 78, its review's findings): a quad
 * broadcast's Index computed in a module before SPIR-V 1.5 ("Before version 1.5, Index must come from a constant
 * instruction"), worded as an Index and under its own key (it was the broadcast's Id's); a quad swap's Direction that
 * is no constant ("Direction must come from a constant instruction"), with the argument the window words in its
 * language; and, until session 83, a 16-bit float, which the interpreter would have held as a 32-bit one's bits, so
 * that a reduction of {@code float16_t} values gave 0 with no message (since session 83 they run: HalfFloatTest).
 */
class QuadAndHalfLoadRulesTest {

    private static final String BODY = """
            %main = OpFunction %void None %fn
            %e = OpLabel
            %l = OpLoad %v3 %lid
            %x = OpCompositeExtract %uint %l 0
            %b = OP
            OpReturn
            OpFunctionEnd
            """;

    private static String module(String version, String op) {
        return "; SPIR-V\n; Version: " + version + "\n" + Kernels.text(4, BODY.replace("OP", op))
                .replace("OpCapability Shader\n", "OpCapability Shader\nOpCapability GroupNonUniform\n"
                        + "OpCapability GroupNonUniformQuad\n");
    }

    private static void load(String text) {
        SpirvInterpreter.program("k", SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults());
    }

    @Test
    void aComputedQuadIndexBeforeVersionOnePointFiveIsRefusedAsAnIndex() {
        InputError e = assertThrows(InputError.class,
                () -> load(module("1.3", "OpGroupNonUniformQuadBroadcast %uint %u3 %x %x")));
        assertEquals("OpGroupNonUniformQuadBroadcast: its Index %x is defined by OpCompositeExtract, not a constant"
                + " instruction: before SPIR-V 1.5 a quad broadcast's Index must come from a constant instruction, and"
                + " this module is SPIR-V 1.3 (to read a quad member chosen per invocation, use"
                + " OpGroupNonUniformShuffle)", e.getMessage());
        assertEquals("input.spirv.quadBroadcastIndexNotConstant", e.key());
        load(module("1.5", "OpGroupNonUniformQuadBroadcast %uint %u3 %x %x"));
        load(module("1.3", "OpGroupNonUniformQuadBroadcast %uint %u3 %x %u1"));
    }

    @Test
    void aQuadSwapDirectionThatIsNoConstantIsRefused() {
        InputError e = assertThrows(InputError.class,
                () -> load(module("1.5", "OpGroupNonUniformQuadSwap %uint %u3 %x %x")));
        assertEquals("OpGroupNonUniformQuadSwap: its Direction %x is not a constant: a quad swap's Direction must be"
                + " a constant 0 (horizontal), 1 (vertical) or 2 (diagonal)", e.getMessage());
        assertEquals("input.spirv.quadSwapDirection", e.key());
        // the window's words: 0 = no constant, 1 = a constant (then its value)
        assertEquals("[%x, 0, not a constant]", e.args().toString());
        load(module("1.5", "OpGroupNonUniformQuadSwap %uint %u3 %x %u1"));
    }

    @Test
    void aComputedClusterSizeIsRefused() {
        // "ClusterSize must come from a constant instruction" (the second review of session 78)
        String add = "OpGroupNonUniformIAdd %uint %u3 ClusteredReduce %x CLUSTER";
        InputError e = assertThrows(InputError.class, () -> load(module("1.5", add.replace("CLUSTER", "%x"))
                .replace("OpCapability GroupNonUniformQuad\n", "OpCapability GroupNonUniformClustered\n")));
        assertEquals("OpGroupNonUniformIAdd: its ClusterSize %x is defined by OpCompositeExtract, not a constant"
                + " instruction: a ClusterSize must come from a constant instruction", e.getMessage());
        assertEquals("input.spirv.clusterSizeNotConstant", e.key());
        load(module("1.5", add.replace("CLUSTER", "%u1")).replace("OpCapability GroupNonUniformQuad\n",
                "OpCapability GroupNonUniformClustered\n"));
    }

    // (the refusals of 16-bit floats, aSixteenBitFloatIsRefusedWhereTheKernelMakesOne and two more: they run since
    // session 83, HalfFloatTest)
    // (aQuadVoteOfQuadControlIsRefusedByName: the votes run since session 81, QuadVotesTest)
}
