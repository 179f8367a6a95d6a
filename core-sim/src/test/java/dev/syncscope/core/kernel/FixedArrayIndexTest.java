package dev.syncscope.core.kernel;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An index outside a fixed-size array or a vector in memory whose element is still inside the buffer faults at the
 * index (GLSL: "Behavior is undefined if a shader subscripts an array with an index less than 0 or greater than or
 * equal to the size the array was declared with"). Until session 84 it reached another member's bytes with no message
 * (the session-84 audit). The index comes from a buffer value, so the compiler cannot fold it.
 */
class FixedArrayIndexTest {

    private static final String KERNEL = """
            // @buffer K = %s
            #version 450
            #extension GL_EXT_shader_8bit_storage : require
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer K { int k; uint8_t a[4]; uint8_t b[4]; uvec4 v; uint w; };
            void main() {
                %s
            }
            """;

    @Test
    void anIndexPastAMemberArrayThatLandsOnTheNextMemberFaults() {
        // a[5] is b[1]'s byte: it was stored there silently, and the check said OK
        String said = CleanRun.runDiagnostics(CleanRun.program("next.comp",
                KERNEL.formatted("5", "a[k] = uint8_t(7);")));
        assertTrue(said.contains("index 5 out of bounds (size 4)"), said);
        String negative = CleanRun.runDiagnostics(CleanRun.program("before.comp",
                KERNEL.formatted("-1", "b[k] = uint8_t(7);")));
        assertTrue(negative.contains("index -1 out of bounds (size 4)"), negative);
    }

    @Test
    void aVectorComponentPastItsCountFaults() {
        String said = CleanRun.runDiagnostics(CleanRun.program("vector.comp",
                KERNEL.formatted("4", "v[k] = 1u;")));
        assertTrue(said.contains("index 4 out of bounds (size 4)"), said);
    }

    @Test
    void anIndexWhoseByteOffsetWrapsFaultsInsteadOfReachingTheFirstElement() {
        // 0x40000000 * 16 bytes wraps to 0 in 32 bits: the store reached v's first component (the session-84 review)
        String said = CleanRun.runDiagnostics(CleanRun.program("wrap.comp", """
                // @buffer B = 1073741824
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { int k; uvec4 v[]; };
                void main() {
                    v[k].x = 7u;
                }
                """));
        assertTrue(said.contains("out-of-bounds access B[1073741824]"), said);
    }

    @Test
    void inBoundsIndexesAndAnHlslTernaryThatReadsPastTheEndAndDropsItRunAsBefore() {
        Map<String, Object> shown = CleanRun.outcome(CleanRun.program("fine.comp",
                KERNEL.formatted("3", "a[k] = uint8_t(7); b[k - 3] = uint8_t(8); v[k] = 9u;")));
        assertEquals(7L, shown.get("a[3]"));
        assertEquals(8L, shown.get("b[0]"));
        assertEquals(9L, shown.get("v.w"));
        // HLSL's ?: evaluates both sides (glslang marks it not short-circuit): v[4] is read and dropped
        Map<String, Object> hlsl = CleanRun.outcome(CleanRun.program("ternary.hlsl", """
                // @dispatch 1
                struct S { uint v[4]; uint w; };
                RWStructuredBuffer<S> b : register(u0);
                RWStructuredBuffer<uint> o : register(u1);
                [numthreads(8, 1, 1)]
                void main(uint3 t : SV_GroupThreadID) {
                    uint i = t.x;
                    o[i] = i < 4 ? b[0].v[i] : 7;
                }
                """));
        assertEquals(7L, hlsl.get("o[5]"), hlsl::toString);
    }
}
