package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * HLSL {@code [numthreads(…)]} arguments are evaluated before the bundled shaderc is asked to compile them: one it
 * could not fold to an integer crashed the JVM with SIGSEGV inside shaderc (the CLI audit: an undefined name, NaN, a
 * global that is not const; the review: an argument on the next line, a const declared after the attribute, a
 * const initialised from a global, a branch of #ifdef SYNCSCOPE). Without the guard the refused cases kill the test
 * JVM. Integer constant expressions shaderc folds still launch.
 */
class NumthreadsGuardTest {

    /** {@code head}, then a buffer on line 2 and the entry point with {@code [numthreads(size, 1, 1)]} on line 3. */
    private static String kernel(String head, String size) {
        return head.replace("\\n", "\n") + "\nRWStructuredBuffer<uint> d : register(u0);\n[numthreads(" + size.replace("\\n", "\n")
                + ", 1, 1)] void main(uint t : SV_GroupIndex) { d[t] = 1; }\n";
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "|x|x is no const integer declared before it",
            "|NaN|NaN is no const integer declared before it",
            "uint g;|g|g is no const integer declared before it",
            "static uint g = 2;|g|g is not const",
            "uint m; static const uint n = m;|n|m is no const integer declared before it",
            "static const float f = 2;|f|f is a float, not an integer",
            "|2,\\n BAD|BAD is no const integer declared before it",
            "|1.5|it takes integers, not 1.5",
            "|-1|from 1 to 2147483647, not -1",
            "|0|from 1 to 2147483647, not 0",
            "static const int n = -2;|n|not -2",
            "|4294967295|not 4294967295",
            "#ifndef SYNCSCOPE\\nstatic const uint n = 2;\\n#endif|n|n is no const integer declared before it"})
    void aSizeShadercCannotFoldIsRefusedAtTheAttributesLine(String head, String size, String message) {
        String h = head == null ? "" : head;
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.hlsl", kernel(h, size)));
        // a size out of range is shown at its own column (after "[numthreads("), an expression not folded at its line
        int column = e.getMessage().startsWith("numthreads takes sizes") ? 13 : 0;
        assertEquals(new SourceSpan("k.hlsl", 3 + (int) h.split("\\\\n", -1).length - 1, column), e.span(),
                e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "static const uint N = 4;|N*2|8", "#define W 4|W|4", "|1+1|2", "|uint(3)|3", "|(uint)2|2", "|0x10|16",
            "|2u|2", "const uint N = 2;|N|2", "static const uint N = 2, M = 3;|M|3", "static uint const N = 5;|N|5",
            "static const uint2 G = uint2(2, 1);|G.x|2", "|min(2, 4)|2", "|1 << 3|8", "|2 > 1 ? 3 : 4|3",
            "static const uint N = 2;\\nstatic const uint M = N + 1;|M|3", "|2,\\n 1|2"})
    void constantSizesStillLaunch(String head, String size, int invocations) {
        assertEquals(invocations, KernelLoader.load("k.hlsl", kernel(head == null ? "" : head, size)).program()
                .invocationCount());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"[numthreads(2, 1, 1)]|2", "[numthreads(BAD, 1, 1)]|0"})
    void theBranchOfIfdefSyncscopeIsTheOneCheckedAndCompiled(String other, int unused) {
        // the guard reads the text preprocessed with SYNCSCOPE defined, and every HLSL kernel is compiled so
        String source = "RWStructuredBuffer<uint> d : register(u0);\n#ifdef SYNCSCOPE\n[numthreads(2, 1, 1)]\n#else\n"
                + other + "\n#endif\nvoid main(uint t : SV_GroupIndex) { d[t] = 1; }\n";
        assertEquals(2, KernelLoader.load("k.hlsl", source).program().invocationCount());
    }
}
