package dev.syncscope.core.spirv;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.FileCheck;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An array larger than the simulator takes says what it takes (the GPU audit's D9 named no limit), names the array,
 * and, in a compiled kernel, is placed at its declaration in the source, not at a SPIR-V word whose number changes
 * with the file's path (so the window and the command line named different words: the QA audit of session 45). A
 * buffer's array that a runtime-sized array would hold says how to go on, and that way is checked to work.
 */
class ArrayLimitMessageTest {

    private static final String LIMIT = " is too large: SyncScope simulates fixed-size arrays of 1 to 65536 elements"
            + " and at most 64 MiB";

    private static final String BUFFER_ARRAY = """
            #version 450
            layout(local_size_x = 1) in;
            layout(binding = 0) buffer B { uint x[100000]; };
            void main() { x[99999] = 1u; }
            """;

    @Test
    void anArrayTooLargeToSimulateNamesTheLimitAndItsDeclaration() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.hlsl",
                "RWStructuredBuffer<uint> outbuf : register(u0);\ngroupshared uint big[16777216];\n"
                        + "[numthreads(2, 1, 1)]\nvoid main(uint gi : SV_GroupIndex) {\n    big[gi] = gi;\n"
                        + "    outbuf[gi] = big[gi];\n}\n"));
        // workgroup memory cannot be runtime-sized, so there is no way on to suggest
        assertEquals("array big of 16777216 elements (stride 4)" + LIMIT, e.getMessage());
        assertEquals(new SourceSpan("k.hlsl", 2, 18), e.span());
        assertEquals(OversizedArray.KEY, e.key());
    }

    @Test
    void aBufferArrayTooLargeIsAtItsDeclarationAndSaysHowARuntimeArrayHoldsIt() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("arr100k.comp", BUFFER_ARRAY));
        assertEquals("array x of 100000 elements (stride 4)" + LIMIT + "; a buffer's runtime-sized array takes up to"
                + " 1048576 32-bit locations: declare x without a length, last in its block, and give its length with"
                + " the pragma @length x = 100000", e.getMessage());
        assertEquals(new SourceSpan("arr100k.comp", 3, 37), e.span());
        assertEquals(OversizedArray.KEY_RUNTIME, e.key());
    }

    @Test
    void theWayOnTheMessageGivesWorks() {
        // its own advice, followed: the runtime-sized array with @length takes the 100,000 elements
        FileCheck.Report r = FileCheck.check("rt100k.comp", "// @length x = 100000\n" + BUFFER_ARRAY
                .replace("uint x[100000];", "uint x[];"), null, Duration.ofSeconds(60));
        assertTrue(r.ok(), r::toString);
        assertEquals(1L, r.outcomes().get(0).values().get("x[99999]"), r::toString);
    }

    @Test
    void thePositionIsTheSameWhateverTheFilesPath() {
        // the window opens a file by its name, the command line by the path it was given: one declaration, one place
        InputError shortName = assertThrows(InputError.class, () -> KernelLoader.load("k.comp", BUFFER_ARRAY));
        InputError longPath = assertThrows(InputError.class, () -> KernelLoader.load(
                "/a/rather/long/directory/name/for/the/kernel/k.comp", BUFFER_ARRAY));
        assertEquals(shortName.span().line(), longPath.span().line());
        assertEquals(shortName.span().column(), longPath.span().column());
        assertEquals(shortName.getMessage(), longPath.getMessage());
    }

    @Test
    void aDeclarationBehindALineDirectiveIsCountedAsTheCompilerCountsIt() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.comp", """
                #version 450
                #line 20
                layout(local_size_x = 1) in;
                shared uint s[70000];
                layout(binding = 0) buffer B { uint x; };
                void main() { s[0] = 1u; x = s[0]; }
                """));
        assertEquals(new SourceSpan("k.comp", 21, 13), e.span());
        assertEquals("array s of 70000 elements (stride 4)" + LIMIT, e.getMessage());
    }

    @Test
    void aLengthWrittenAsAConstantIsFoundByTheArraysName() {
        // the only declaration of the name, though its length is no number in the text; a comment naming it is no
        // declaration
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.comp", """
                #version 450
                // uint big[N] is too large on purpose
                const uint N = 70000u;
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { uint n; uint big[N]; };
                void main() { big[0] = n; }
                """));
        assertEquals(new SourceSpan("k.comp", 5, 45), e.span());
        assertTrue(e.getMessage().endsWith("give its length with the pragma @length B = 70000"), e.getMessage());
    }

    @Test
    void anArrayOfNoElementsIsNotCalledTooLarge() {
        // SPIR-V OpTypeArray: Length must be at least 1 (it used to say "array of 0 elements … is too large")
        String text = Kernels.text(1, "%z = OpTypeArray %uint %u0\n");
        InputError e = assertThrows(InputError.class, () -> SpirvInterpreter.program("k",
                SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults()));
        assertEquals("array of 0 elements (stride 4) cannot be simulated: SyncScope simulates fixed-size arrays of 1 to"
                + " 65536 elements with a stride of 0 or more bytes", e.getMessage());
    }

    @Test
    void aSpirvAssemblyArrayStaysAtItsTypesLine() {
        String text = Kernels.text(1, "%n = OpConstant %uint 70000\n%big = OpTypeArray %uint %n\n");
        InputError e = assertThrows(InputError.class, () -> SpirvInterpreter.program("k",
                SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults()));
        assertEquals(new SourceSpan("k.spvasm", text.lines().toList().indexOf("%big = OpTypeArray %uint %n") + 1, 1),
                e.span());
        assertEquals("array of 70000 elements (stride 4)" + LIMIT, e.getMessage());
    }
}
