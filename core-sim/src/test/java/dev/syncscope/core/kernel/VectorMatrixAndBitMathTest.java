package dev.syncscope.core.kernel;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.syncscope.core.kernel.CleanRun.outcome;
import static dev.syncscope.core.kernel.CleanRun.program;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * GLSL's linear algebra (SPIR-V OpDot, OpMatrixTimesVector, OpVectorTimesMatrix, OpMatrixTimesMatrix,
 * OpMatrixTimesScalar, OpOuterProduct, OpTranspose) and bit-field and extended integer functions (OpBitFieldInsert,
 * OpBitFieldSExtract, OpBitFieldUExtract, OpBitReverse, OpIAddCarry, OpISubBorrow, OpUMulExtended, OpSMulExtended)
 * run in both engines; until session 81 a kernel using any of them was refused at load ("OpDot is not supported by
 * the interpreter"). The inputs come from a buffer so that glslang cannot fold them; every expected value is worked by
 * hand from the instruction's definition in the SPIR-V specification.
 */
class VectorMatrixAndBitMathTest {

    /** The checker's one outcome of a race-free single-invocation kernel equals the stepper's. */
    private static void checkerAgrees(Program p, Map<String, Object> stepped) {
        CheckResult r = new AxiomaticChecker().check(p);
        assertEquals(1, r.allowedOutcomes().size(), r.allowedOutcomes().toString());
        assertEquals(stepped, r.allowedOutcomes().iterator().next().shown(Outcome.UNDEFINED));
    }

    private static final String MATRICES = """
            // @buffer In = 1.0, 2.0, 3.0, 4.0, 5.0, 6.0
            #version 450
            layout(local_size_x = 1) in;
            layout(std430, binding = 0) buffer In { mat2 m; vec2 v; };
            layout(std430, binding = 1) buffer Out { vec2 mv; vec2 vm; float d; mat2 mm; mat2 t; mat2 s; mat2 o; };
            void main() {
                mv = m * v;
                vm = v * m;
                d = dot(v, vec2(0.5, 2.0));
                mm = m * mat2(v.x - 5.0, 1.0, 1.0, 0.0);
                t = transpose(m);
                s = m * v.y;
                o = outerProduct(v, vec2(1.0, 2.0));
            }
            """;

    @Test
    void matrixAndVectorProductsFollowTheirDefinitionsColumnByColumn() {
        Program p = program("mat.comp", MATRICES);
        Map<String, Object> shown = outcome(p);
        // m's columns are (1,2) and (3,4): m * v, row r = Σc m[c][r]·v[c] = (1·5 + 3·6, 2·5 + 4·6)
        assertEquals("23.0", shown.get("mv.x"), shown::toString);
        assertEquals("34.0", shown.get("mv.y"), shown::toString);
        // v * m, component c = v · m[c] = (5 + 12, 15 + 24)
        assertEquals("17.0", shown.get("vm.x"), shown::toString);
        assertEquals("39.0", shown.get("vm.y"), shown::toString);
        assertEquals("14.5", shown.get("d"), shown::toString);
        // m times the swap matrix: column j is m times the swap's column j: m·(0,1) = (3,4), m·(1,0) = (1,2)
        assertEquals("3.0", shown.get("mm[0].x"), shown::toString);
        assertEquals("4.0", shown.get("mm[0].y"), shown::toString);
        assertEquals("1.0", shown.get("mm[1].x"), shown::toString);
        assertEquals("2.0", shown.get("mm[1].y"), shown::toString);
        // transpose: result[c][r] = m[r][c]
        assertEquals("1.0", shown.get("t[0].x"), shown::toString);
        assertEquals("3.0", shown.get("t[0].y"), shown::toString);
        assertEquals("2.0", shown.get("t[1].x"), shown::toString);
        assertEquals("4.0", shown.get("t[1].y"), shown::toString);
        assertEquals("24.0", shown.get("s[1].y"), shown::toString);
        // outer product: o[c][r] = v[r]·w[c] with w = (1, 2)
        assertEquals("5.0", shown.get("o[0].x"), shown::toString);
        assertEquals("6.0", shown.get("o[0].y"), shown::toString);
        assertEquals("10.0", shown.get("o[1].x"), shown::toString);
        assertEquals("12.0", shown.get("o[1].y"), shown::toString);
        checkerAgrees(p, shown);
    }

    @Test
    void aDotProductRoundsEachMultiplyAndAddInIndexOrder() {
        // Vulkan gives OpDot the precision of the OpFMul and OpFAdd it is made of; SyncScope adds in index order,
        // each rounded to binary32: (1.0E8 + 1.0) rounds to 1.0E8 (its neighbours are 8 apart), minus 1.0E8 is 0.0
        Map<String, Object> shown = outcome(program("dot.comp", """
                // @buffer B = 1.0e8, 1.0, -1.0e8
                #version 450
                layout(local_size_x = 1) in;
                layout(std430, binding = 0) buffer B { vec3 a; float d; };
                void main() { d = dot(a, vec3(1.0)); }
                """));
        assertEquals("0.0", shown.get("d"), shown::toString);
    }

    @Test
    void hlslMulAndDotFollowHlslsRowMajorConstruction() {
        // HLSL's float2x2(1, 2, 3, 4) has rows (1, 2) and (3, 4) (the bundled glslang makes it SPIR-V's columns):
        // mul(m, v) = (1·5 + 2·6, 3·5 + 4·6), mul(v, m) = (5·1 + 6·3, 5·2 + 6·4), dot(v, v) = 25 + 36
        Program p = program("mul.hlsl", """
                // @buffer o = 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 0, 0, 0, 0, 0
                RWStructuredBuffer<float> o : register(u0);
                [numthreads(1, 1, 1)]
                void main() {
                    float2x2 m = float2x2(o[0], o[1], o[2], o[3]);
                    float2 v = float2(o[4], o[5]);
                    float2 r = mul(m, v);
                    float2 q = mul(v, m);
                    o[6] = r.x; o[7] = r.y; o[8] = q.x; o[9] = q.y; o[10] = dot(v, v);
                }
                """);
        Map<String, Object> shown = outcome(p);
        assertEquals(List.of("17.0", "39.0", "23.0", "34.0", "61.0"), List.of(shown.get("o[6]"), shown.get("o[7]"),
                shown.get("o[8]"), shown.get("o[9]"), shown.get("o[10]")));
        checkerAgrees(p, shown);
    }

    @Test
    void aBitcastOfAVectorWiderThan64BitsKeepsEachComponent() {
        // OpBitcast of a uvec3 to an ivec3 (glslang's ivec3(u)): 96 bits, component 0 lowest; until session 81 the
        // bits were packed into one long and z was ORed onto x, so ivec3(gl_LocalInvocationID) of (1, 0, 0) was (1, 0, 1)
        Map<String, Object> shown = outcome(program("cast.comp", """
                // @buffer B = 1, 2, 3, 0, 5, 6, 7, 8
                #version 450
                layout(local_size_x = 1) in;
                layout(std430, binding = 0) buffer B { uvec3 u; uvec4 w; ivec3 i; ivec4 j; vec3 f; };
                void main() { i = ivec3(u); j = ivec4(w); f = uintBitsToFloat(u); }
                """));
        assertEquals(List.of(1L, 2L, 3L), List.of(shown.get("i.x"), shown.get("i.y"), shown.get("i.z")));
        assertEquals(List.of(5L, 6L, 7L, 8L), List.of(shown.get("j.x"), shown.get("j.y"), shown.get("j.z"),
                shown.get("j.w")));
        assertEquals(String.valueOf(Float.intBitsToFloat(3)), shown.get("f.z"), shown::toString);
    }

    private static final String BITS = """
            // @buffer B = 0xF0F0F0F0, 10
            #version 450
            layout(local_size_x = 1) in;
            layout(std430, binding = 0) buffer B { uint x; int y; uint e; int se; uint ins; uint rev; uint sum;
                uint carry; uint diff; uint borrow; uint hi; uint lo; int shi; int slo; };
            void main() {
                e = bitfieldExtract(x, 4, 8);
                se = bitfieldExtract(y, 0, 4);
                ins = bitfieldInsert(x, 0u, 8, 8);
                rev = bitfieldReverse(uint(y));
                sum = uaddCarry(x, 0x10000000u, carry);
                diff = usubBorrow(uint(y), 11u, borrow);
                umulExtended(x, 16u, hi, lo);
                imulExtended(-y, 3, shi, slo);
            }
            """;

    @Test
    void bitFieldsAndExtendedArithmeticFollowTheirDefinitions() {
        Program p = program("bits.comp", BITS);
        Map<String, Object> shown = outcome(p);
        // UExtract: bits 4..11 of 0xF0F0F0F0 are 0x0F
        assertEquals("15", String.valueOf(shown.get("e")), shown::toString);
        // SExtract: bits 0..3 of 10 (0b1010), "sign-extended from bit Count - 1": -6
        assertEquals("-6", String.valueOf(shown.get("se")), shown::toString);
        // Insert: bits 8..15 of 0xF0F0F0F0 replaced by 0: 0xF0F000F0
        assertEquals(String.valueOf(0xF0F000F0L), String.valueOf(shown.get("ins")), shown::toString);
        // reverse of 10 (bits 1 and 3) in 32 bits: bits 30 and 28, 0x50000000
        assertEquals(String.valueOf(0x50000000L), String.valueOf(shown.get("rev")), shown::toString);
        // 0xF0F0F0F0 + 0x10000000 = 0x1_00F0F0F0: low 0x00F0F0F0, carry 1
        assertEquals(String.valueOf(0x00F0F0F0L), String.valueOf(shown.get("sum")), shown::toString);
        assertEquals("1", String.valueOf(shown.get("carry")), shown::toString);
        // 10 - 11: 0xFFFFFFFF, borrow 1 ("gets 1 otherwise")
        assertEquals(String.valueOf(0xFFFFFFFFL), String.valueOf(shown.get("diff")), shown::toString);
        assertEquals("1", String.valueOf(shown.get("borrow")), shown::toString);
        // 0xF0F0F0F0 · 16 = 0xF_0F0F0F00: high 0xF, low 0x0F0F0F00
        assertEquals("15", String.valueOf(shown.get("hi")), shown::toString);
        assertEquals(String.valueOf(0x0F0F0F00L), String.valueOf(shown.get("lo")), shown::toString);
        // -10 · 3 = -30: high -1 (all ones), low -30
        assertEquals("-1", String.valueOf(shown.get("shi")), shown::toString);
        assertEquals("-30", String.valueOf(shown.get("slo")), shown::toString);
        checkerAgrees(p, shown);
    }

    @Test
    void aBitFieldPastItsValuesBitsIsAnUndefinedValueNamedAtItsLine() {
        // "The resulting value is undefined if Count or Offset or their sum is greater than the number of bits in the
        // result": stored, it is reported as an undefined value the invocation made, at the extract's line
        Program p = program("field.comp", """
                // @buffer B = 0xF0F0F0F0
                #version 450
                layout(local_size_x = 1) in;
                layout(std430, binding = 0) buffer B { uint x; uint e; };
                void main() {
                    e = bitfieldExtract(x, 28, 8);
                }
                """);
        DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS);
        s.run();
        String said = s.diagnostics().toString();
        assertTrue(said.contains("OpBitFieldUExtract with Offset + Count 36, past the bits of its value")
                && said.contains("field.comp:6"), said);
        // the checker too (the interpreter flags the instruction as one that makes undefined values)
        String found = new AxiomaticChecker().check(p).findings().toString();
        assertTrue(found.contains("OpBitFieldUExtract with Offset + Count 36"), found);
    }
}
