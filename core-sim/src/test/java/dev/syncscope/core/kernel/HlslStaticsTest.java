package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.suite.FileCheck;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * HLSL zero-initialises {@code static} storage written without an initializer; the bundled glslang folded its load
 * into an OpUndef, and {@code check} failed such a kernel with "an undefined value" (the session-43 review). The
 * declarators get their zero before compiling ({@link HlslStatics}), each on its own line, no earlier column moved;
 * {@code groupshared} storage has no initial value in HLSL and stays undefined.
 */
class HlslStaticsTest {

    @Test
    void aFileScopeStaticOfOneDeclaratorGetsItsZeroOnItsOwnLine() {
        assertRewritten(lines("struct S { uint a; };", "static uint g;", "static float3 v; // a comment",
                "static S s;", "static vector<float, 2> w;", "static row_major float2x2 q;", "/* static uint c; */",
                "static uint h; static uint i;"),
                lines("struct S { uint a; };", "static uint g = (uint)0;", "static float3 v = (float3)0; // a comment",
                "static S s = (S)0;", "static vector<float, 2> w = (vector<float, 2>)0;",
                "static row_major float2x2 q = (float2x2)0;", "/* static uint c; */",
                "static uint h = (uint)0; static uint i = (uint)0;"));
    }

    @Test
    void aStaticArrayOfAnyRankTypeAndSizeGetsAnInitializerListGlslangPadsWithZeros() {
        assertRewritten(lines("#define M 2", "static const uint N = 3;", "static uint a[4];", "static float4 v[2];",
                "static uint m[2][3];", "static uint c[N];", "static uint e[M * 2] ; // twice", "static S s[2];",
                "static float2x2 q[2];"),
                lines("#define M 2", "static const uint N = 3;", "static uint a[4] = {0};", "static float4 v[2] = {0};",
                "static uint m[2][3] = {0};", "static uint c[N] = {0};", "static uint e[M * 2] = {0} ; // twice",
                "static S s[2] = {0};", "static float2x2 q[2] = {0};"));
    }

    @Test
    void everyDeclaratorWithoutAnInitializerGetsItsZeroAndOneWithOneKeepsIt() {
        assertRewritten(lines("static uint a, b;", "static uint p = 1, q;", "static uint k[2] = {1, 2}, r, t[3];",
                "static float2 f = vector<float, 2>(1, 2), g;", "static uint x = max(1, 2), y = (uint)7,",
                "    z;"),
                lines("static uint a = (uint)0, b = (uint)0;", "static uint p = 1, q = (uint)0;",
                "static uint k[2] = {1, 2}, r = (uint)0, t[3] = {0};",
                "static float2 f = vector<float, 2>(1, 2), g = (float2)0;",
                "static uint x = max(1, 2), y = (uint)7,", "    z = (uint)0;"));
    }

    @Test
    void aStaticInAFunctionBodyOrANamespaceGetsItsZero() {
        assertRewritten(lines("namespace N { static uint n; }", "uint next() {", "    static uint count;",
                "    if (count > 0) {", "        static float4 v[2], w;", "    }", "    return count++;", "}"),
                lines("namespace N { static uint n = (uint)0; }", "uint next() {",
                "    static uint count = (uint)0;", "    if (count > 0) {",
                "        static float4 v[2] = {0}, w = (float4)0;", "    }", "    return count++;", "}"));
    }

    @Test
    void whatHasNoZeroOrIsNoStaticVariableIsLeftAsWritten() {
        String source = lines("static const uint k = 3;", "const static uint j = 3;", "static uint const k2 = 5;",
                "static RWStructuredBuffer<uint> r;", "static Texture2D<float4> tex[2];", "static SamplerState smp;",
                "groupshared uint shared[64];", "static groupshared uint sg;", "uniform uint u;", "extern uint e;",
                "static uint f();", "static uint h() { return 1; }", "static uint unsized[];",
                "static struct { uint a; } anon;", "struct T { static uint member; };",
                "cbuffer C { uint c0; };", "#define DECLARE static uint fromMacro;", "DECLARE",
                "#define CONTINUED \\", "    static uint inMacro;",
                "static uint bad = (1, b;", "static string name = \"static uint x;\";", "static uint a[2] = {1, 2};",
                "static uint sem : SV_Target;");
        assertEquals(source, HlslStatics.zeroInitialised(source));
    }

    @Test
    void noLineAndNoEarlierColumnMoves() {
        // diagnostics cite the user's file:line:column: each zero goes right after its declarator, never across a line
        String source = lines("static uint a, b[2],", "  c; // x", "void f() { static uint n; n++; }");
        String out = HlslStatics.zeroInitialised(source);
        String[] in = source.split("\n", -1);
        String[] rewritten = out.split("\n", -1);
        assertEquals(in.length, rewritten.length);
        int lineStart = 0;
        for (int line = 0; line < in.length; line++) {
            int lineEnd = lineStart + in[line].length();
            int first = in[line].length();
            for (HlslStatics.Insertion insertion : HlslStatics.insertions(source)) {
                if (insertion.offset() >= lineStart && insertion.offset() <= lineEnd) {
                    first = Math.min(first, insertion.offset() - lineStart);
                }
            }
            assertEquals(in[line].substring(0, first), rewritten[line].substring(0, first), "line " + (line + 1));
            lineStart = lineEnd + 1;
        }
        assertEquals(lines("static uint a = (uint)0, b[2] = {0},", "  c = (uint)0; // x",
                "void f() { static uint n = (uint)0; n++; }"), out);
    }

    @Test
    void aCompilerErrorAfterAnInsertedZeroIsAtItsColumnOfTheUsersLine() {
        // the compiler sees "static uint a = (uint)0, b[M] = {0};" and finds M 10 columns further on
        assertEquals("k.hlsl:2:18 'M' : unknown variable", firstError("static uint a, b[M];"));
        assertEquals("k.hlsl:2:20 'zz' : unknown variable", firstError("static uint a, b = zz;"));
        // HLSL's "error at column C": the token the grammar stopped at, the ';' after "1 +"
        assertEquals("k.hlsl:2:26 'expression' : Expected", firstError("static uint a, b, c = 1 +;"));
        // before every inserted zero, the column is the compiler's
        assertEquals("k.hlsl:2:15 'zz' : unknown variable", firstError("static uint a[zz], b;"));
    }

    @Test
    void aCompiledColumnInsideAnInsertedZeroIsNone() {
        String source = "static uint a, b;\n";
        // "static uint a = (uint)0, b = (uint)0;": columns 14-23 are the first zero, 27-36 the second
        assertEquals(13, HlslStaticColumns.column(source, HlslStatics.insertions(source), 1, 13));
        assertEquals(0, HlslStaticColumns.column(source, HlslStatics.insertions(source), 1, 14));
        assertEquals(0, HlslStaticColumns.column(source, HlslStatics.insertions(source), 1, 23));
        assertEquals(14, HlslStaticColumns.column(source, HlslStatics.insertions(source), 1, 24));
        assertEquals(16, HlslStaticColumns.column(source, HlslStatics.insertions(source), 1, 26));
        assertEquals(0, HlslStaticColumns.column(source, HlslStatics.insertions(source), 1, 27));
        assertEquals(17, HlslStaticColumns.column(source, HlslStatics.insertions(source), 1, 37));
    }

    @Test
    void aStaticGlobalReadBeforeAnyStoreIsZeroNotAnUndefinedValue() {
        FileCheck.Report r = check(lines("static uint g;", "[numthreads(2, 1, 1)]",
                "void main(uint3 id : SV_DispatchThreadID) {", "    d[id.x] = g + 1;", "}"));
        assertEquals(1L, r.outcomes().get(0).values().get("d[0]"));
        assertEquals(1L, r.outcomes().get(0).values().get("d[1]"));
    }

    @Test
    void everyElementOfAStaticArrayReadBeforeAnyStoreIsZero() {
        // each invocation reads its own elements, the last of each array included
        FileCheck.Report r = check(lines("#define M 2", "static const uint N = 3;", "struct S { uint a; float2 b; };",
                "static uint a[4];", "static float4 v[2];", "static uint m[2][3];", "static uint c[N];",
                "static uint e[M];", "static S s[2];", "static bool t[2];", "[numthreads(2, 1, 1)]",
                "void main(uint3 id : SV_DispatchThreadID) {",
                "    uint sum = a[id.x + 2] + (uint)v[id.x].w + m[id.x][2] + c[id.x + 1] + e[id.x];",
                "    sum += s[id.x].a + (uint)s[id.x].b.y + (t[id.x] ? 1 : 0);", "    d[id.x] = sum + 1;", "}"));
        assertEquals(1L, r.outcomes().get(0).values().get("d[0]"));
        assertEquals(1L, r.outcomes().get(0).values().get("d[1]"));
    }

    @Test
    void everyDeclaratorOfOneStaticDeclarationReadBeforeAnyStoreIsZero() {
        FileCheck.Report r = check(lines("static uint a, b;", "static uint p = 1, q, k[2];", "[numthreads(2, 1, 1)]",
                "void main(uint3 id : SV_DispatchThreadID) {", "    d[id.x] = a + b + p * 10 + q + k[id.x];", "}"));
        assertEquals(10L, r.outcomes().get(0).values().get("d[0]"));
        assertEquals(10L, r.outcomes().get(0).values().get("d[1]"));
    }

    @Test
    void aFunctionLocalStaticStartsAtZeroAndKeepsItsValueBetweenCalls() {
        // HLSL function-scope static storage: zero before the first call, what the last call left after it
        FileCheck.Report r = check(lines("uint next() {", "    static uint count;", "    count++;",
                "    return count;", "}", "uint nextElement() {", "    static uint c[2];", "    c[1] += 2;",
                "    return c[1];", "}", "[numthreads(2, 1, 1)]", "void main(uint3 id : SV_DispatchThreadID) {",
                "    uint first = next();", "    uint second = next();", "    uint third = nextElement();",
                "    d[id.x] = first * 100 + second * 10 + third;", "}"));
        assertEquals(122L, r.outcomes().get(0).values().get("d[0]"));
        assertEquals(122L, r.outcomes().get(0).values().get("d[1]"));
    }

    @Test
    void groupsharedMemoryReadBeforeAnyStoreStaysAnUndefinedRead() {
        // HLSL gives groupshared storage no initial value; its Workgroup variable is compiled without an initializer
        FileCheck.Report r = FileCheck.check("shared.hlsl", lines("RWStructuredBuffer<uint> d : register(u0);",
                "groupshared uint s[2];", "[numthreads(2, 1, 1)]", "void main(uint3 id : SV_DispatchThreadID) {",
                "    d[id.x] = s[id.x] + 1;", "}"), null, Duration.ofSeconds(60));
        assertFalse(r.undefinedReads().isEmpty(), r::toString);
        assertFalse(r.ok(), r::toString);
    }

    /** The first error of loading a kernel whose line 2 is {@code line}, as file:line:column and message. */
    private static String firstError(String line) {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.hlsl",
                lines("RWStructuredBuffer<uint> d : register(u0);", line, "[numthreads(1, 1, 1)]",
                        "void main() {", "    d[0] = 1;", "}")));
        return e.span().file() + ":" + e.span().line() + ":" + e.span().column() + " " + e.getMessage();
    }

    /** The kernel after a declaration of {@code RWStructuredBuffer<uint> d}, checked: no undefined value, passed. */
    private static FileCheck.Report check(String kernel) {
        FileCheck.Report r = FileCheck.check("static.hlsl", "RWStructuredBuffer<uint> d : register(u0);\n" + kernel,
                null, Duration.ofSeconds(60));
        assertTrue(r.undefinedReads().isEmpty(), r.undefinedReads()::toString);
        assertTrue(r.ok(), r::toString);
        assertEquals(1, r.outcomes().size(), r::toString);
        return r;
    }

    private static void assertRewritten(String source, String expected) {
        assertEquals(expected, HlslStatics.zeroInitialised(source));
    }

    private static String lines(String... lines) {
        return String.join("\n", lines) + "\n";
    }
}
