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
 * A load, store or atomic of a 16-bit float in buffer or workgroup memory is a feature the interpreter lacks, refused
 * when the kernel is loaded (as an image instruction is), at the access: it used to fault in every invocation reaching
 * it, so {@code check} failed the user's kernel for it and {@code run} printed an outcome (the QA audit of session 45).
 * 64-bit values in invocation-local memory, and 64-bit members a kernel never accesses, are still fine. Since session
 * 82 64-bit accesses of buffer and workgroup memory run (SixtyFourBitMemoryTest), and since session 83 8- and 16-bit
 * integer ones (NarrowMemoryTest); this test's first subjects were a 64-bit atomic and a double store, then a 16-bit
 * integer's.
 */
class MemoryWidthRefusalTest {

    @Test
    void aSixteenBitFloatStoredToABufferIsRefusedAtItsLine() {
        // until session 82 the subject was a double, until session 83 a uint16_t, whose stores now run
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("f16.comp", """
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
                #extension GL_EXT_shader_16bit_storage : require
                layout(local_size_x = 1) in;
                layout(binding=0) buffer B { uint n; float16_t h[]; };
                void main(){ h[gl_LocalInvocationID.x] = h[n]; }
                """));
        assertEquals(new SourceSpan("f16.comp", 6, 0), e.span());
        assertEquals("OpLoad of a 16-bit float in buffer or workgroup memory: 16-bit floats are not supported by the"
                + " interpreter, which computes floats with 32 or 64 bits", e.getMessage());
        assertEquals(MemoryWidths.KEY_FLOAT, e.key());
    }

    @Test
    void anAccessNoInvocationReachesIsRefusedToo() {
        // a static scan: the load of a 64-bit member sits in a branch no invocation takes, and still refuses the module
        String text = Kernels.PROLOGUE.formatted("Vulkan", 1).replace("%%", "%") + """
                %half = OpTypeFloat 16
                %S16 = OpTypeStruct %half
                %pS16 = OpTypePointer Workgroup %S16
                %pus = OpTypePointer Workgroup %half
                %w = OpVariable %pS16 Workgroup
                %false = OpConstantFalse %bool
                %main = OpFunction %void None %fn
                %e = OpLabel
                OpSelectionMerge %m None
                OpBranchConditional %false %t %m
                %t = OpLabel
                %q = OpAccessChain %pus %w %u0
                %v = OpLoad %half %q
                OpBranch %m
                %m = OpLabel
                OpReturn
                OpFunctionEnd
                """;
        InputError e = assertThrows(InputError.class, () -> SpirvInterpreter.program("k",
                SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults()));
        int line = 1 + text.lines().toList().indexOf("%v = OpLoad %half %q");
        assertEquals(new SourceSpan("k.spvasm", line, 1), e.span());
        assertEquals("OpLoad of a 16-bit float in buffer or workgroup memory: 16-bit floats are not supported by the"
                + " interpreter, which computes floats with 32 or 64 bits", e.getMessage());
    }

    @Test
    void sixtyFourBitLocalsAndUnaccessedSixtyFourBitMembersStillLoadAndRun() {
        // Function memory holds values of any width; a buffer's 32-bit member is accessed beside a double never touched
        FileCheck.Report r = FileCheck.check("ok.comp", """
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
                layout(local_size_x = 1) in;
                layout(binding=0) buffer B { uint x; double unused; };
                void main(){ uint64_t t = 1ul << 40; double h = 0.5lf; x = uint(t >> 39) + uint(h * 2.0lf); }
                """, null, Duration.ofSeconds(60));
        assertTrue(r.ok(), r::toString);
        assertEquals(1, r.outcomes().size(), r::toString);
        assertEquals(3L, r.outcomes().get(0).values().get("x"), r::toString);
    }
}
