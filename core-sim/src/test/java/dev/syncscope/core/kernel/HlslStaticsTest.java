package dev.syncscope.core.kernel;

import dev.syncscope.core.suite.FileCheck;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * HLSL zero-initialises a {@code static} global written without an initializer; the bundled glslang folded its load
 * into an OpUndef, and {@code check} failed such a kernel with "an undefined value" (the session-43 review). The
 * declarations get their zero before compiling ({@link HlslStatics}), each on its own line.
 */
class HlslStaticsTest {

    @Test
    void aFileScopeStaticOfOneDeclaratorGetsItsZeroOnItsOwnLine() {
        String source = String.join("\n", "struct S { uint a; };", "static uint g;", "static float3 v; // a comment",
                "static S s;", "static vector<float, 2> w;", "static uint arr[4];", "static uint a, b;",
                "static const uint k = 3;", "static RWStructuredBuffer<uint> r;", "/* static uint c; */",
                "void main() {", "    static uint local;", "}", "");
        assertEquals(String.join("\n", "struct S { uint a; };", "static uint g = (uint)0;",
                "static float3 v = (float3)0; // a comment", "static S s = (S)0;",
                "static vector<float, 2> w = (vector<float, 2>)0;", "static uint arr[4];", "static uint a, b;",
                "static const uint k = 3;", "static RWStructuredBuffer<uint> r;", "/* static uint c; */",
                "void main() {", "    static uint local;", "}", ""), HlslStatics.zeroInitialised(source));
    }

    @Test
    void aStaticGlobalReadBeforeAnyStoreIsZeroNotAnUndefinedValue() {
        FileCheck.Report r = FileCheck.check("static.hlsl", String.join("\n",
                "RWStructuredBuffer<uint> d : register(u0);", "static uint g;", "[numthreads(2, 1, 1)]",
                "void main(uint3 id : SV_DispatchThreadID) {", "    d[id.x] = g + 1;", "}", ""), null,
                Duration.ofSeconds(60));
        assertTrue(r.undefinedReads().isEmpty(), r.undefinedReads()::toString);
        assertTrue(r.ok(), r::toString);
        assertEquals(1L, r.outcomes().get(0).values().get("d[0]"));
        assertEquals(1L, r.outcomes().get(0).values().get("d[1]"));
    }
}
