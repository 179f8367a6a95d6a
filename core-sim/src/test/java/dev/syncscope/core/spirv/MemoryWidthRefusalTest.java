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
 * An atomic of an 8- or 16-bit scalar in buffer or workgroup memory (Vulkan has no integer ones; the interpreter does
 * not run the 16-bit float ones) is refused when the kernel is loaded (as an image instruction is), at the access: it
 * used to fault in every invocation reaching it, so {@code check} failed the user's kernel for it and {@code run}
 * printed an outcome (the QA audit of session 45).
 * 64-bit values in invocation-local memory, and 64-bit members a kernel never accesses, are still fine. Since session
 * 82 64-bit accesses of buffer and workgroup memory run (SixtyFourBitMemoryTest), and since session 83 8- and 16-bit
 * ones (NarrowMemoryTest, HalfFloatTest); this test's first subjects were a 64-bit atomic and a double store, then a
 * 16-bit integer's, then a 16-bit float's load.
 */
class MemoryWidthRefusalTest {

    @Test
    void aSixteenBitFloatAtomicAddIsRefusedAtItsLine() {
        // until session 82 the subject was a double store, until session 83 a uint16_t's, then a float16_t load, which
        // run now; VK_EXT_shader_atomic_float2's 16-bit float atomics do not
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("f16.comp", """
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
                #extension GL_EXT_shader_16bit_storage : require
                #extension GL_EXT_shader_atomic_float2 : require
                layout(local_size_x = 1) in;
                layout(binding=0) buffer B { float16_t h; };
                void main(){ atomicAdd(h, float16_t(1.0)); }
                """));
        assertEquals(7, e.span().line());
        assertEquals("OpAtomicFAddEXT of a 16-bit float: 16-bit float atomics (VK_EXT_shader_atomic_float2) are not"
                + " supported by the interpreter", e.getMessage());
        assertEquals(MemoryWidths.KEY_ATOMIC, e.key());
    }

    @Test
    void anAccessNoInvocationReachesIsRefusedToo() {
        // a static scan: the atomic of a 16-bit member sits in a branch no invocation takes, and still refuses the
        // module
        String text = Kernels.PROLOGUE.formatted("Vulkan", 1).replace("%%", "%") + """
                %ushort = OpTypeInt 16 0
                %S16 = OpTypeStruct %ushort
                %pS16 = OpTypePointer Workgroup %S16
                %pus = OpTypePointer Workgroup %ushort
                %w = OpVariable %pS16 Workgroup
                %false = OpConstantFalse %bool
                %main = OpFunction %void None %fn
                %e = OpLabel
                OpSelectionMerge %m None
                OpBranchConditional %false %t %m
                %t = OpLabel
                %q = OpAccessChain %pus %w %u0
                %v = OpAtomicLoad %ushort %q %u1 %u0
                OpBranch %m
                %m = OpLabel
                OpReturn
                OpFunctionEnd
                """;
        InputError e = assertThrows(InputError.class, () -> SpirvInterpreter.program("k",
                SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults()));
        int line = 1 + text.lines().toList().indexOf("%v = OpAtomicLoad %ushort %q %u1 %u0");
        assertEquals(new SourceSpan("k.spvasm", line, 1), e.span());
        assertEquals("OpAtomicLoad of a 16-bit integer: Vulkan's atomic instructions operate on 32-bit or 64-bit"
                + " integers only", e.getMessage());
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
