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
 * language; and a 16-bit float, which the interpreter would hold as a 32-bit one's bits, so that a reduction of
 * {@code float16_t} values gave 0 with no message.
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

    @Test
    void aSixteenBitFloatIsRefusedWhereTheKernelMakesOne() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("h.comp", """
                // @subgroup-size 4
                #version 450
                #extension GL_KHR_shader_subgroup_arithmetic : require
                #extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
                #extension GL_EXT_shader_subgroup_extended_types_float16 : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    float16_t h = float16_t(gl_SubgroupInvocationID) + float16_t(0.5);
                    o[gl_SubgroupInvocationID] = uint(float(subgroupAdd(h)) * 10.0);
                }
                """));
        assertEquals("h.comp:9: OpConvertUToF makes a 16-bit float: 16-bit floats (GLSL float16_t) are not supported"
                + " by the interpreter, which computes floats with 32 or 64 bits", e.toString());
        assertEquals("input.spirv.halfFloat", e.key());
    }

    @Test
    void aSixteenBitSpecializationConstantIsRefusedWhereItIsUsed() {
        // glslang folds a plain half constant's conversion, not a specialization constant's (review 78: float(S) read
        // the half's bits as a float's, o[i] = i where 3 + i is right)
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("s.comp", """
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
                layout(local_size_x = 4) in;
                layout(constant_id = 0) const float16_t S = 1.5hf;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    o[gl_LocalInvocationIndex] = uint(float(S) * 2.0) + gl_LocalInvocationIndex;
                }
                """));
        assertTrue(e.toString().startsWith(
                "s.comp:7: OpFMul uses a 16-bit float constant (or one computed from it), "), e.toString());
        assertEquals("input.spirv.halfFloat", e.key());
    }

    @Test
    void aSixteenBitFloatInMemoryKeepsTheMemoryWidthsMessage() {
        // MemoryWidths first: its message says what to do about the buffer (review 78)
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("m.comp", """
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
                #extension GL_EXT_shader_16bit_storage : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer I { float16_t h[]; };
                layout(binding = 1) buffer O { float o[]; };
                void main() {
                    o[gl_LocalInvocationIndex] = float(h[gl_LocalInvocationIndex]);
                }
                """));
        assertTrue(e.key().startsWith("input.spirv.memoryWidth"), e.key() + ": " + e);
    }
    // (aQuadVoteOfQuadControlIsRefusedByName: the votes run since session 81, QuadVotesTest)
}
