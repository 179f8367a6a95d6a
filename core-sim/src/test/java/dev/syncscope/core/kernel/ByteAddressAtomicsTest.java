package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A RWByteAddressBuffer Interlocked method given an int value (valid HLSL: the method's value is uint, and DXC
 * converts) is refused by the bundled compiler's validator (SPIR-V OpAtomicIAdd: "The type of Value must be the same
 * as Result Type"); the error is at the call's line with what to write, not shaderc's "internal error" with no line
 * (GPU audit 38 D8).
 */
class ByteAddressAtomicsTest {

    private static final String BAB = """
            // @length bab = 1
            RWByteAddressBuffer bab : register(u0);

            [numthreads(2, 1, 1)]
            void main(uint gi : SV_GroupIndex) {
                uint before;
                %s
            }
            """;

    @Test
    void anIntValueOfAByteAddressBufferAtomicIsReportedAtItsLineWithTheFix() {
        InputError e = assertThrows(InputError.class,
                () -> KernelLoader.load("bab.hlsl", BAB.formatted("bab.InterlockedAdd(0, 1, before);")));
        assertEquals("bab.hlsl:7:9: InterlockedAdd of a RWByteAddressBuffer takes its value as uint (DXC converts an"
                + " int argument to it), but the bundled compiler passes an int value on unconverted and the SPIR-V it"
                + " makes is invalid (AtomicIAdd: expected Value to be of type Result Type): write the value arguments"
                + " as uint, e.g. 1u for 1 or (uint)x for an int x", e.toString());
        assertEquals("input.hlsl.babAtomicUint", e.key());
    }

    @Test
    void theSameCallWithAUintValueRuns() {
        LoadedKernel k = KernelLoader.load("bab.hlsl", BAB.formatted("bab.InterlockedAdd(0, 1u, before);"));
        assertEquals(2, k.program().invocationCount());
    }

    @Test
    void aCompareExchangeIsFoundByItsOwnOpcode() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("bab.hlsl",
                BAB.formatted("bab.InterlockedAdd(0, 1u, before);\n    bab.InterlockedCompareExchange(0, 0, 1, before);")));
        assertTrue(e.toString().startsWith("bab.hlsl:8:9: InterlockedCompareExchange of a RWByteAddressBuffer"),
                e.toString());
    }

    @Test
    void severalCandidateCallsAreListedWithoutALine() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("bab.hlsl",
                BAB.formatted("bab.InterlockedAdd(0, 1u, before);\n    bab.InterlockedAdd(0, 1, before);")));
        assertEquals(0, e.span().line());
        assertTrue(e.getMessage().contains("one of InterlockedAdd (bab.hlsl:7), InterlockedAdd (bab.hlsl:8) on"),
                e.getMessage());
    }

    @Test
    void aMacroLineGetsItsLineButNoColumn() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("bab.hlsl",
                "#define ONE 1\n" + BAB.formatted("bab.InterlockedAdd(0, ONE, before);")));
        assertEquals(8, e.span().line());
        assertEquals(0, e.span().column());
    }
}
