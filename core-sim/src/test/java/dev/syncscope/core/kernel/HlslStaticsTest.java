package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.suite.FileCheck;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

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
                lines("struct S { uint a; };", "static uint g = {0};", "static float3 v = {0}; // a comment",
                "static S s = {0};", "static vector<float, 2> w = {0};",
                "static row_major float2x2 q = {0};", "/* static uint c; */",
                "static uint h = {0}; static uint i = {0};"));
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
                lines("static uint a = {0}, b = {0};", "static uint p = 1, q = {0};",
                "static uint k[2] = {1, 2}, r = {0}, t[3] = {0};",
                "static float2 f = vector<float, 2>(1, 2), g = {0};",
                "static uint x = max(1, 2), y = (uint)7,", "    z = {0};"));
    }

    @Test
    void aStaticInAFunctionBodyOrANamespaceGetsItsZero() {
        assertRewritten(lines("namespace N { static uint n; }", "uint next() {", "    static uint count;",
                "    if (count > 0) {", "        static float4 v[2], w;", "    }", "    return count++;", "}"),
                lines("namespace N { static uint n = {0}; }", "uint next() {",
                "    static uint count = {0};", "    if (count > 0) {",
                "        static float4 v[2] = {0}, w = {0};", "    }", "    return count++;", "}"));
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
        assertEquals(lines("static uint a = {0}, b[2] = {0},", "  c = {0}; // x",
                "void f() { static uint n = {0}; n++; }"), out);
    }

    @Test
    void aCompilerErrorAfterAnInsertedZeroIsAtItsColumnOfTheUsersLine() {
        // the compiler sees "static uint a = {0}, b[M] = {0};" and finds M 10 columns further on
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
        // "static uint a = {0}, b = {0};": columns 14-19 are the first zero, 23-28 the second
        assertEquals(13, HlslStaticColumns.column(source, HlslStatics.insertions(source), 1, 13));
        assertEquals(0, HlslStaticColumns.column(source, HlslStatics.insertions(source), 1, 14));
        assertEquals(0, HlslStaticColumns.column(source, HlslStatics.insertions(source), 1, 19));
        assertEquals(14, HlslStaticColumns.column(source, HlslStatics.insertions(source), 1, 20));
        assertEquals(16, HlslStaticColumns.column(source, HlslStatics.insertions(source), 1, 22));
        assertEquals(0, HlslStaticColumns.column(source, HlslStatics.insertions(source), 1, 23));
        assertEquals(17, HlslStaticColumns.column(source, HlslStatics.insertions(source), 1, 29));
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
    void aStaticMatrixOrMatrixArrayIsCompiledToAStoreOfZerosBeforeItsFirstRead() {
        // the interpreter takes no matrix (docs/spirv-interpreter.md), so this is read in the SPIR-V: shaderc moves
        // the statics of a one-function kernel into Function variables, each stored once before any read of it
        assertStoredZeros(lines("static float2x2 q[2];", "static float3x2 r;", "static double3x2 e;",
                "static float2x3 f;"), "q[1][1][1] + r[2][1] + e[2][1] + f[1][2]", 4);
        // with (T)0, glslang stored no zero in a double matrix alone (6.97e+252, 1.01e+200, 1404040118272: not the
        // same from one run to the next), and at times 0x1p+128 in a float3x2, float2x3 or float3x4 (HlslStatics.ZERO)
        for (String type : List.of("double3x2", "double2x2", "float3x2", "float2x3", "float3x4")) {
            int rows = type.charAt(type.length() - 3) - '0';
            int columns = type.charAt(type.length() - 1) - '0';
            assertStoredZeros("static " + type + " m;\n", "m[" + (rows - 1) + "][" + (columns - 1) + "]", 1);
        }
    }

    /**
     * Asserts that the kernel of {@code declarations} storing {@code read} to {@code d[0]}, compiled with its zeros,
     * stores a constant that is 0 throughout to each of its {@code variables} Function variables before any read.
     */
    private static void assertStoredZeros(String declarations, String read, int variables) {
        String assembly = ShadercCompiler.compileToAssembly("m.hlsl", HlslStatics.zeroInitialised(
                "RWStructuredBuffer<uint> d : register(u0);\n" + declarations + lines("[numthreads(1, 1, 1)]",
                        "void main() {", "    d[0] = (uint)(" + read + ");", "}")),
                ShadercCompiler.Language.HLSL, null);
        Map<String, List<String>> constants = new HashMap<>();
        List<String> declared = new ArrayList<>();
        Map<String, String> stored = new HashMap<>();
        for (String line : assembly.split("\n")) {
            String[] w = line.trim().split("\\s+");
            if (w.length > 3 && w[1].equals("=") && w[2].startsWith("OpConstant")) {
                constants.put(w[0], List.of(w).subList(4, w.length));
            } else if (w.length == 5 && w[2].equals("OpVariable") && w[4].equals("Function")) {
                declared.add(w[0]);
            } else if (w.length > 3 && w[2].equals("OpAccessChain") && declared.contains(w[4])
                    && !stored.containsKey(w[4])) {
                fail(w[4] + " is read before any store to it:\n" + assembly);
            } else if (w.length == 3 && w[0].equals("OpStore")) {
                stored.putIfAbsent(w[1], w[2]);
            }
        }
        assertEquals(variables, declared.size(), assembly);
        for (String variable : declared) {
            assertTrue(zero(stored.get(variable), constants), variable + " is stored no zero:\n" + assembly);
        }
    }

    /** Whether {@code id} is a constant, or a composite of constants, that is 0 throughout. */
    private static boolean zero(String id, Map<String, List<String>> constants) {
        List<String> operands = constants.get(id);
        if (operands == null || operands.isEmpty()) {
            return false;
        }
        return operands.size() == 1 && operands.get(0).equals("0")
                || operands.stream().allMatch(o -> o.startsWith("%") && zero(o, constants));
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
