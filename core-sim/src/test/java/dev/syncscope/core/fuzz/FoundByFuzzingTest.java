package dev.syncscope.core.fuzz;

import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Regression tests for the bugs the fuzz tests found, one per bug, in readable form (the raw crash
 * inputs are also kept as Jazzer regression inputs beside the seeds).
 */
class FoundByFuzzingTest {

    /** HerdFuzzTest crash-82a47bca: a filter (no condition) naming an undeclared location had no position. */
    @Test
    void filterReadingAnUndeclaredLocationIsReportedAtTheFilter() {
        String text = """
                Vulkan t
                {
                z=0;
                }
                 P0@sg 0, wg 0, qf 0 | P1@sg 1,wg 0, qf 0 ;
                 cbar.wg 1           | cbar.wg 1          ;
                filter
                (x == 0)
                """;
        InputError e = assertThrows(InputError.class, () -> HerdParser.parse("t.litmus", text));
        assertEquals("t.litmus", e.span().file());
        assertEquals(7, e.span().line());
    }

    /** HerdFuzzTest crash-40d7e1da, LitmusRunFuzzTest crash-c706363c: huge thread numbers threw NumberFormatException. */
    @Test
    void hugeThreadNumbersAreInputErrors() {
        String header = """
                Vulkan t
                {
                x=0;
                }
                 P0@sg 0, wg 0, qf 0 | P77777777777777777777@sg 1,wg 0, qf 0 ;
                 st.sc0 x, 1         | st.sc0 x, 2                          ;
                exists (x == 1)
                """;
        InputError e = assertThrows(InputError.class, () -> HerdParser.parse("t.litmus", header));
        assertEquals(5, e.span().line());
        String init = """
                Vulkan t
                {
                P33333333333333333333:r0=1;
                x=0;
                }
                 P0@sg 0, wg 0, qf 0 ;
                 st.sc0 x, 1         ;
                exists (x == 1)
                """;
        InputError f = assertThrows(InputError.class, () -> HerdParser.parse("t.litmus", init));
        assertEquals(3, f.span().line());
        String condition = """
                Vulkan t
                {
                x=0;
                }
                 P0@sg 0, wg 0, qf 0 ;
                 ld.sc0 r0, x        ;
                exists (P99999999999999999999:r0 == 1)
                """;
        InputError g = assertThrows(InputError.class, () -> HerdParser.parse("t.litmus", condition));
        assertEquals(7, g.span().line());
    }

    /**
     * SpirvBinaryFuzzTest crash-a1a6a5e9: a load whose result type has more scalars than the memory it read threw
     * NoSuchElementException out of ThreadState.advance; now the invocation faults ("malformed SPIR-V").
     */
    @Test
    void aLoadResultLargerThanTheMemoryReadFaultsTheInvocation() throws java.io.IOException {
        String name = "SpirvBinaryFuzzTestInputs/read/crash-a1a6a5e952e960605de7cbb3dc0cdbcc8b68900d";
        try (java.io.InputStream in = FoundByFuzzingTest.class.getResourceAsStream(name)) {
            FuzzTargets.spirvBinary(in.readAllBytes());
        }
    }

    /**
     * SpirvTextFuzzTest crash-9ff9d122 (the first run with the strict SPIR-V targets): an OpAccessChain whose base is
     * a constant number faulted with "malformed SPIR-V: java.lang.ClassCastException: class java.lang.Long cannot be
     * cast to class ...Ptr"; now the fault says which id is not a pointer.
     */
    @Test
    void aNumberUsedAsAPointerFaultsNamingIt() throws java.io.IOException {
        String name = "SpirvTextFuzzTestInputs/read/crash-9ff9d122fcb503259ca85fd0e5a0e3361e838334";
        String text;
        try (java.io.InputStream in = FoundByFuzzingTest.class.getResourceAsStream(name)) {
            text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        // as found, it uses ids nothing defines (%i0, %u5, %u1): bad input at the first use since session 35
        int line = 1 + text.lines().toList().indexOf("%p = OpAccessChain %pu %buf %i0 %u5");
        String found = text;
        dev.syncscope.core.model.InputError undefined = org.junit.jupiter.api.Assertions.assertThrows(
                dev.syncscope.core.model.InputError.class, () -> dev.syncscope.core.spirv.SpirvInterpreter.program(
                        "fuzz", dev.syncscope.core.spirv.SpirvTextReader.read("fuzz.spvasm", found),
                        dev.syncscope.core.spirv.DispatchConfig.defaults(), 64));
        assertEquals("%i0 is used but never defined: no instruction has it as its result id", undefined.getMessage());
        assertEquals(new dev.syncscope.core.model.SourceSpan("fuzz.spvasm", line, 29), undefined.span());
        // with them defined, the access chain on a constant still faults naming it
        String defined = text.replace("%main = OpFunction", "%i0 = OpConstant %int 0\n%u5 = OpConstant %uint 5\n"
                + "%u1 = OpConstant %uint 1\n%main = OpFunction");
        dev.syncscope.core.model.Program p = dev.syncscope.core.spirv.SpirvInterpreter.program("fuzz",
                dev.syncscope.core.spirv.SpirvTextReader.read("fuzz.spvasm", defined),
                dev.syncscope.core.spirv.DispatchConfig.defaults(), 64);
        int at = 1 + defined.lines().toList().indexOf("%p = OpAccessChain %pu %buf %i0 %u5");
        assertEquals("fuzz.spvasm:" + at + ":1: %buf is not a pointer", p.initial().get(0).diagnostic());
    }

    /**
     * SpirvBinaryFuzzTest crash-1a647bf3: an OpTypeForwardPointer naming id 1,264,536,647 in a module of bound 57 made
     * the type table that large (OutOfMemoryError); its id is now checked against the bound like a result id's.
     */
    @Test
    void aForwardPointerOutsideTheBoundIsAnInputError() throws java.io.IOException {
        String name = "SpirvBinaryFuzzTestInputs/read/crash-1a647bf3b0ef02be02eae9322504ea597ed1ff04";
        byte[] bytes;
        try (java.io.InputStream in = FoundByFuzzingTest.class.getResourceAsStream(name)) {
            bytes = in.readAllBytes();
        }
        InputError e = assertThrows(InputError.class, () -> dev.syncscope.core.spirv.SpirvInterpreter.program("fuzz",
                dev.syncscope.core.spirv.SpirvBinaryReader.read("fuzz.spv", bytes),
                dev.syncscope.core.spirv.DispatchConfig.defaults(), 64));
        assertEquals("word 34: OpTypeForwardPointer defines id 1264536647 outside 1..56", e.getMessage());
    }

    /**
     * SpirvBinaryFuzzTest crash-4aeb4b14: a type with a huge number of values (a vector of millions of components, or
     * arrays nested to more values than the per-dimension limits catch) ran out of heap zero-initialising it per
     * invocation; now the type is rejected with a positioned InputError.
     */
    @Test
    void aTypeWithTooManyValuesIsAnInputError() throws java.io.IOException {
        String name = "SpirvBinaryFuzzTestInputs/read/crash-4aeb4b1469e4d5cb405352e028fd0219ec6626c1";
        byte[] bytes;
        try (java.io.InputStream in = FoundByFuzzingTest.class.getResourceAsStream(name)) {
            bytes = in.readAllBytes();
        }
        InputError e = assertThrows(InputError.class, () -> dev.syncscope.core.spirv.SpirvInterpreter.program("fuzz",
                dev.syncscope.core.spirv.SpirvBinaryReader.read("fuzz.spv", bytes),
                dev.syncscope.core.spirv.DispatchConfig.defaults(), 64));
        assertEquals("fuzz.spv", e.span().file());
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("components")
                || e.getMessage().contains("values"), e.getMessage());
    }

    /**
     * LitmusRunFuzzTest crash-2ee17d87: releasing one id of a named barrier finished an invocation whose exit released
     * another id of the same instance; the outer release then released that id again (NullPointerException).
     */
    @Test
    void releasingOneNamedBarrierIdDoesNotReleaseAnotherTwice() throws java.io.IOException {
        String name = "LitmusRunFuzzTestInputs/run/crash-2ee17d87292d0ab613650a590b55cd636fea1354";
        try (java.io.InputStream in = FoundByFuzzingTest.class.getResourceAsStream(name)) {
            FuzzTargets.litmusRun(in.readAllBytes());
        }
    }
}
