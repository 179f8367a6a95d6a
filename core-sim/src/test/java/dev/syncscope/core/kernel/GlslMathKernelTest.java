package dev.syncscope.core.kernel;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Outcome;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * GLSL and HLSL kernels using the GLSL.std.450 math instructions (sqrt, length, normalize, mix, fma, findMSB,
 * packHalf2x16, modf, frexp, ...) run and store what the set's specification gives; until session 81 each was refused
 * when loaded ("k.comp:7: GLSL.std.450 Sqrt is not supported by the interpreter"). The operands come from a buffer, so
 * that glslang does not fold the calls into constants. An instruction still unsupported keeps its refusal at its line.
 */
class GlslMathKernelTest {

    private static Map<String, Object> run(String file, String source) {
        DebugSession s = DebugSession.load(KernelLoader.load(file, source).program(), LaunchOptions.DEFAULTS);
        s.run();
        return s.outcome().shown(Outcome.UNDEFINED);
    }

    @Test
    void aGlslKernelOfMathBuiltInsStoresTheirValues() {
        Map<String, Object> shown = run("math.comp", """
                // @buffer a = 16.0, 3.0, 4.0, 2.5
                #version 450
                layout(local_size_x = 1) in;
                layout(std430, binding = 0) buffer In { float a[4]; };
                layout(std430, binding = 1) buffer Out { float f[10]; uint u[2]; int n[3]; };
                void main() {
                    vec2 v = vec2(a[1], a[2]);
                    f[0] = sqrt(a[0]);
                    f[1] = length(v);
                    f[2] = normalize(v).y;
                    f[3] = mix(a[1], a[2], 0.25);
                    f[4] = fma(a[1], a[2], a[0]);
                    float whole;
                    f[5] = modf(-a[3], whole);
                    f[6] = whole;
                    int e;
                    f[7] = frexp(a[0], e);
                    n[0] = e;
                    n[1] = findMSB(int(a[0]));
                    n[2] = findMSB(-int(a[0]));
                    u[0] = packHalf2x16(vec2(a[1] - 2.0, a[3] - 4.5));
                    u[1] = uint(findLSB(uint(a[0]) * 12u));
                    f[8] = inversesqrt(a[0]) + pow(a[2], 0.5) + exp2(a[1]);
                    f[9] = determinant(mat2(a[2], a[1], a[3], a[1]));
                }
                """);
        // sqrt 16; length and normalize of (3, 4); mix(3, 4, 1/4) = 3 * 3/4 + 4/4; fma 3 * 4 + 16
        assertEquals("4.0", shown.get("f[0]"), shown::toString);
        assertEquals("5.0", shown.get("f[1]"), shown::toString);
        assertEquals("0.8", shown.get("f[2]"), shown::toString);
        assertEquals("3.25", shown.get("f[3]"), shown::toString);
        assertEquals("28.0", shown.get("f[4]"), shown::toString);
        // modf(-2.5): "Both the result and the output parameter will have the same sign as x"
        assertEquals("-0.5", shown.get("f[5]"), shown::toString);
        assertEquals("-2.0", shown.get("f[6]"), shown::toString);
        // frexp(16) = 0.5 * 2^5
        assertEquals("0.5", shown.get("f[7]"), shown::toString);
        assertEquals(5L, shown.get("n[0]"), shown::toString);
        // findMSB(16) = 4; findMSB(-16) (...11110000): "the bit number of the most significant 0-bit" = 3
        assertEquals(4L, shown.get("n[1]"), shown::toString);
        assertEquals(3L, shown.get("n[2]"), shown::toString);
        // packHalf2x16(vec2(1.0, -2.0)) = 0xC0003C00; findLSB(192) = 6
        assertEquals(0xC0003C00L, shown.get("u[0]"), shown::toString);
        assertEquals(6L, shown.get("u[1]"), shown::toString);
        // 1/sqrt(16) + 4^0.5 + 2^3; the determinant of columns (4, 3), (2.5, 3): 4 * 3 - 2.5 * 3
        assertEquals("10.25", shown.get("f[8]"), shown::toString);
        assertEquals("4.5", shown.get("f[9]"), shown::toString);
    }

    @Test
    void anHlslKernelOfMathIntrinsicsStoresTheirValues() {
        Map<String, Object> shown = run("math.hlsl", """
                // @buffer a = 0.75, 3.0, 4.0, -2.5
                // @length f = 10
                // @length n = 3
                RWStructuredBuffer<float> a : register(u0);
                RWStructuredBuffer<float> f : register(u1);
                RWStructuredBuffer<int> n : register(u2);

                [numthreads(1, 1, 1)]
                void main() {
                    f[0] = lerp(a[1], a[2], a[0]);
                    f[1] = rsqrt(a[2]);
                    f[2] = frac(a[3]);
                    f[3] = sign(a[3]);
                    f[4] = saturate(a[2]);
                    f[5] = smoothstep(a[1], a[2], 3.5);
                    f[6] = step(a[1], a[2]);
                    f[7] = cross(float3(a[0], 0, 0), float3(0, a[1], 0)).z;
                    f[8] = reflect(float2(a[1], -a[2]), float2(0, 1)).y;
                    f[9] = distance(float2(a[1], 0), float2(0, a[2]));
                    n[0] = firstbithigh((uint)a[2] * 5);
                    n[1] = (int)f32tof16(a[0]);
                    n[2] = firstbitlow((uint)a[2]);
                }
                """);
        // lerp(3, 4, 3/4); rsqrt 4; frac(-2.5) = -2.5 - floor(-2.5); sign; saturate 4; smoothstep(3, 4, 3.5);
        // step(3, 4)
        assertEquals("3.75", shown.get("f[0]"), shown::toString);
        assertEquals("0.5", shown.get("f[1]"), shown::toString);
        assertEquals("0.5", shown.get("f[2]"), shown::toString);
        assertEquals("-1.0", shown.get("f[3]"), shown::toString);
        assertEquals("1.0", shown.get("f[4]"), shown::toString);
        assertEquals("0.5", shown.get("f[5]"), shown::toString);
        assertEquals("1.0", shown.get("f[6]"), shown::toString);
        // cross((3/4, 0, 0), (0, 3, 0)).z; reflect((3, -4), (0, 1)).y = -4 - 2 * -4; distance((3, 0), (0, 4))
        assertEquals("2.25", shown.get("f[7]"), shown::toString);
        assertEquals("4.0", shown.get("f[8]"), shown::toString);
        assertEquals("5.0", shown.get("f[9]"), shown::toString);
        // firstbithigh(20) = 4; f32tof16(0.75) = 0x3A00; firstbitlow(4) = 2
        assertEquals(4L, shown.get("n[0]"), shown::toString);
        assertEquals(0x3A00L, shown.get("n[1]"), shown::toString);
        assertEquals(2L, shown.get("n[2]"), shown::toString);
    }

    @Test
    void packDouble2x32StaysRefusedAtItsLine() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("pd.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(std430, binding = 0) buffer B { uint u[3]; };
                void main() {
                    double d = packDouble2x32(uvec2(u[0], u[1]));
                    u[2] = uint(d * 2.0);
                }
                """));
        // PackDouble2x32 and UnpackDouble2x32 stay refused (not implemented), at the line of the call and with no
        // SPIR-V word
        assertEquals("pd.comp:5: GLSL.std.450 PackDouble2x32 is not supported by the interpreter", e.toString());
    }
}
