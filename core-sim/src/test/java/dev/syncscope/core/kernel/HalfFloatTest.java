package dev.syncscope.core.kernel;

import dev.syncscope.core.model.Half;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ValueKind;
import dev.syncscope.core.model.ValueLiteral;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * 16-bit floats ({@code float16_t}, SPIR-V OpTypeFloat 16) in registers and in buffer and workgroup memory: IEEE 754
 * binary16, each operation rounded to nearest, ties to even (SPIR-V: round to nearest even is the default rounding of
 * floating-point arithmetic), computed as a double and rounded once ({@link Half}). Until session 83 such a kernel was
 * refused at load ("16-bit floats (GLSL float16_t) are not supported by the interpreter, which computes floats with 32
 * or 64 bits"): held as a float's bits, a subgroup sum of halves had given 0 with no message (review 78).
 */
class HalfFloatTest {

    @Test
    void aSubgroupSumOfHalvesIsTheirSum() {
        // the kernel session 78 refused: 0.5 + 1.5 + 2.5 + 3.5 = 8 in every invocation (it gave 0 as a float's bits)
        Program p = CleanRun.program("h.comp", """
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
                """);
        Map<String, Object> shown = CleanRun.outcome(p);
        for (int i = 0; i < 4; i++) {
            assertEquals(80L, shown.get("o[" + i + "]"), shown::toString);
        }
        assertEquals(Set.of(shown), CleanRun.raceFreeOutcomes(p));
    }

    @Test
    void aSpecializationConstantHalfIsItsValue() {
        // review 78: float(S) read the half's bits as a float's, o[i] = i where 3 + i is right
        Map<String, Object> shown = CleanRun.outcome(CleanRun.program("s.comp", """
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
                layout(local_size_x = 4) in;
                layout(constant_id = 0) const float16_t S = 1.5hf;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    o[gl_LocalInvocationIndex] = uint(float(S) * 2.0) + gl_LocalInvocationIndex;
                }
                """));
        for (int i = 0; i < 4; i++) {
            assertEquals(3L + i, shown.get("o[" + i + "]"), shown::toString);
        }
    }

    @Test
    void halvesInMemoryRoundEachOperationToAHalf() {
        // 2049 is no half (11 significant bits): 2048 + 1 rounds to even, 2048; 2048 + 3 is 2051, to even 2052; 1/3 is
        // 0x3555 (0.333251953125); 65504 + 16 overflows to infinity at 65520 and not below: 65504 + 15 stays 65504.
        // The buffer's halves are shown as floats, each one location of 2 bytes
        Program p = CleanRun.program("m.comp", """
                // @buffer h = 2048.0, 1.0, 3.0, 65504.0
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
                #extension GL_EXT_shader_16bit_storage : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer H { float16_t h[4]; };
                layout(binding = 1) buffer O { float16_t r[6]; };
                void main() {
                    r[0] = h[0] + h[1];
                    r[1] = h[0] + h[2];
                    r[2] = h[1] / h[2];
                    r[3] = h[3] + float16_t(16.0);
                    r[4] = h[3] + float16_t(15.0);
                    r[5] = fma(r[2], h[2], -h[1]);
                }
                """);
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals("2048.0", shown.get("r[0]"), shown::toString);
        assertEquals("2052.0", shown.get("r[1]"), shown::toString);
        assertEquals("0.33325195", shown.get("r[2]"), shown::toString);
        assertEquals("Infinity", shown.get("r[3]"), shown::toString);
        assertEquals("65504.0", shown.get("r[4]"), shown::toString);
        // Fma, one rounding: 0x3555 * 3 - 1 is -2^-12; rounded after the product (1 - 2^-12 ties to 1.0) it is 0
        assertEquals("-2.4414062E-4", shown.get("r[5]"), shown::toString);
        assertEquals("1.0", shown.get("h[1]"), shown::toString);
        assertEquals(Set.of(shown), CleanRun.raceFreeOutcomes(p));
    }

    @Test
    void aSharedStructHoldingAHalfAndAFloatIsLaidOutAlignedAndRuns() {
        // shared memory has no Offset or ArrayStride: b sits at byte 4 and an element of q is 8 bytes, each scalar at a
        // multiple of its size (TypeBuilder.alignment); packed without alignment, b was at byte 2 and faulted
        Program p = CleanRun.program("shared.comp", """
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
                layout(local_size_x = 2) in;
                struct S { float16_t a; float b; };
                struct Q { float b; float16_t a; };
                shared S s;
                shared Q q[2];
                layout(binding = 0) buffer O { float o[3]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i == 0u) { s.a = float16_t(0.5); s.b = 2.5; }
                    q[i].a = float16_t(i + 1u);
                    q[i].b = float(i) * 4.0;
                    barrier();
                    if (i == 1u) { o[0] = float(s.a) + s.b; o[1] = float(q[0].a); o[2] = q[1].b; }
                }
                """);
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals("3.0", shown.get("o[0]"), shown::toString);
        assertEquals("1.0", shown.get("o[1]"), shown::toString);
        assertEquals("4.0", shown.get("o[2]"), shown::toString);
        assertEquals(Set.of(shown), CleanRun.raceFreeOutcomes(p));
    }

    @Test
    void everyHalfReadsBackFromItsTextAndAHandWrittenHalfConstantIsRounded() {
        // ValueKind.FLOAT16's text and ValueLiteral read each other: every one of the 65,536 halves, NaNs with their
        // payloads among them (NaN(0x7e01) was refused as no float's NaN)
        for (int h = 0; h <= 0xFFFF; h++) {
            String text = ValueKind.FLOAT16.text(h);
            assertEquals(h, ValueLiteral.parse(text).bits(ValueKind.FLOAT16), text);
        }
        // a half NaN in arithmetic keeps its sign and payload's top, as a float's does
        assertEquals(0xFE01, Half.bits(-Half.value(0x7E01)));
        // .spvasm: OpConstant of a 16-bit float is the literal rounded to a half (-0.1 is -0x2E66)
        Map<String, Object> shown = CleanRun.outcome(CleanRun.program("c.spvasm", """
                OpCapability Shader
                OpCapability Float16
                OpCapability StorageBuffer16BitAccess
                OpExtension "SPV_KHR_16bit_storage"
                OpMemoryModel Logical GLSL450
                OpEntryPoint GLCompute %main "main"
                OpExecutionMode %main LocalSize 1 1 1
                OpDecorate %B Block
                OpMemberDecorate %B 0 Offset 0
                OpDecorate %b DescriptorSet 0
                OpDecorate %b Binding 0
                %void = OpTypeVoid
                %fn = OpTypeFunction %void
                %uint = OpTypeInt 32 0
                %half = OpTypeFloat 16
                %B = OpTypeStruct %half
                %pB = OpTypePointer StorageBuffer %B
                %b = OpVariable %pB StorageBuffer
                %ph = OpTypePointer StorageBuffer %half
                %u0 = OpConstant %uint 0
                %c = OpConstant %half -0.1
                %main = OpFunction %void None %fn
                %e = OpLabel
                %p = OpAccessChain %ph %b %u0
                OpStore %p %c
                OpReturn
                OpFunctionEnd
                """));
        assertEquals("-0.099975586", shown.get("b"), shown::toString);
    }

    @Test
    void aDoubleIsRoundedToAHalfOnceNotThroughAFloat() {
        // 1 + 2^-11 + 2^-40 lies just above the midpoint between the halves 1 and 1 + 2^-10: to nearest it is
        // 1 + 2^-10. Rounded to a float first it becomes the midpoint 1 + 2^-11 exactly, which then ties to even, 1
        double d = 1 + Math.scalb(1.0, -11) + Math.scalb(1.0, -40);
        assertEquals(0x3C01, Half.bits(d));
        assertEquals(0x3C00, Half.bits((float) d));
        // @buffer and @expect read a float literal in a half location as a half: 0.1 is 0x2E66; NaN(0x7E01) keeps its
        // bits; a decimal integer is its value
        assertEquals(0x2E66L, ValueLiteral.parse("0.1").bits(ValueKind.FLOAT16));
        assertEquals(0x4400L, ValueLiteral.parse("4").bits(ValueKind.FLOAT16));
        assertEquals("0.099975586", ValueKind.FLOAT16.text(0x2E66));
        assertEquals("NaN(0x7e01)", ValueKind.FLOAT16.text(0x7E01));
        assertEquals("-Infinity", ValueKind.FLOAT16.text(0xFC00));
    }

    @Test
    void aHalfConvertedToAnIntegerTheCompilerLeftAsAnIntegerConversionIsRefusedAtItsLine() {
        // SPIR-V OpUConvert/OpSConvert: the operand must be of integer type. Without the int16 arithmetic extension
        // glslang emits OpUConvert of the half for uint16_t(h), which ran as the half's bits (3.0 became 16896)
        String kernel = """
                // @dispatch 1
                // @buffer hv = 3, -2
                #version 450
                #extension GL_EXT_shader_16bit_storage : require
                #extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
                %s
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer H { float16_t hv[2]; };
                layout(binding = 1) buffer U { uint16_t u; int16_t s; };
                void main() { u = uint16_t(hv[0]); s = int16_t(hv[1]); }
                """;
        dev.syncscope.core.model.InputError e = org.junit.jupiter.api.Assertions.assertThrows(
                dev.syncscope.core.model.InputError.class, () -> CleanRun.program("h2i.comp", kernel.formatted("")));
        assertEquals(10, e.span().line(), e.getMessage());
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("OpUConvert: its operand")
                && e.getMessage().contains("is a 16-bit float, not of integer type")
                && e.getMessage().contains("GL_EXT_shader_explicit_arithmetic_types_int16"), e.getMessage());
        // with the extension the compiler converts the value, and the kernel runs: 3 and -2
        Program p = CleanRun.program("h2i.comp", kernel.formatted(
                "#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require"));
        Map<String, Object> shown = CleanRun.outcome(p);
        assertEquals(3L, shown.get("u"));
        assertEquals(-2L, shown.get("s"));
    }
}
