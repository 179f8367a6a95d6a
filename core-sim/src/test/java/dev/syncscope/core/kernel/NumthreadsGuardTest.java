package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * HLSL {@code [numthreads(…)]} arguments the bundled shaderc cannot take are refused at their line before it is asked
 * to compile them (the CLI audit: a name that is not a static const crashed the JVM with SIGSEGV inside shaderc;
 * without this guard these tests kill the test JVM). Constant expressions it can take still launch.
 */
class NumthreadsGuardTest {

    private static String kernel(String declaration, String size) {
        return declaration + "\nRWStructuredBuffer<uint> d : register(u0);\n[numthreads(" + size
                + ", 1, 1)] void main(uint t : SV_GroupIndex) { d[t] = 1; }\n";
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "|x|x is not a static const", "|NaN|NaN is not a static const", "uint g;|g|g is not a static const",
            "|1.5|numthreads takes integers, not 1.5", "|-1|at least 1, not -1", "|0|at least 1, not 0",
            "|4294967295|4294967295 is too large"})
    void aSizeShadercCannotTakeIsRefusedAtItsLine(String declaration, String size, String message) {
        InputError e = assertThrows(InputError.class,
                () -> KernelLoader.load("k.hlsl", kernel(declaration == null ? "" : declaration, size)));
        assertEquals(new SourceSpan("k.hlsl", 3, 0), e.span());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"static const uint N = 4;|N*2|8", "#define W 4|W|4", "|1+1|2", "|uint(3)|3",
            "|0x10|16"})
    void constantSizesStillLaunch(String declaration, String size, int invocations) {
        assertEquals(invocations, KernelLoader.load("k.hlsl", kernel(declaration == null ? "" : declaration, size))
                .program().invocationCount());
    }
}
