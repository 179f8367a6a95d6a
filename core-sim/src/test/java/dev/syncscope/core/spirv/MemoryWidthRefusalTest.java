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
 * A load, store or atomic of an 8- or 16-bit scalar in buffer or workgroup memory is a feature the interpreter lacks,
 * refused when the kernel is loaded (as an image instruction is), at the access: it used to fault in every invocation
 * reaching it, so {@code check} failed the user's kernel for it and {@code run} printed an outcome (the QA audit of
 * session 45). 64-bit values in invocation-local memory, and 64-bit members a kernel never accesses, are still fine,
 * and since session 82 64-bit accesses of buffer and workgroup memory run (SixtyFourBitMemoryTest); this test's first
 * subjects were a 64-bit atomic and a double store.
 */
class MemoryWidthRefusalTest {

    @Test
    void aSixteenBitIntegerStoredToABufferIsRefusedAtItsLine() {
        // until session 82 the subject was a double, whose stores now run; a 16-bit element would share a
        // 32-bit location with its neighbour, so two invocations writing neighbours would race where VK MM's 8-bit
        // memory locations do not overlap
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("u16.comp", """
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
                #extension GL_EXT_shader_16bit_storage : require
                layout(local_size_x = 1) in;
                layout(binding=0) buffer B { uint16_t h[]; };
                void main(){ h[gl_LocalInvocationID.x] = uint16_t(7); }
                """));
        assertEquals(new SourceSpan("u16.comp", 6, 0), e.span());
        assertEquals("OpStore of a 16-bit integer in buffer or workgroup memory: 16-bit memory accesses are not"
                + " supported by the interpreter (its memory locations hold 32 bits)", e.getMessage());
        assertEquals(MemoryWidths.KEY_INT, e.key());
    }

    @Test
    void anAccessNoInvocationReachesIsRefusedToo() {
        // a static scan: the load of a 64-bit member sits in a branch no invocation takes, and still refuses the module
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
                %v = OpLoad %ushort %q
                OpBranch %m
                %m = OpLabel
                OpReturn
                OpFunctionEnd
                """;
        InputError e = assertThrows(InputError.class, () -> SpirvInterpreter.program("k",
                SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults()));
        int line = 1 + text.lines().toList().indexOf("%v = OpLoad %ushort %q");
        assertEquals(new SourceSpan("k.spvasm", line, 1), e.span());
        assertEquals("OpLoad of a 16-bit integer in buffer or workgroup memory: 16-bit memory accesses are not"
                + " supported by the interpreter (its memory locations hold 32 bits)", e.getMessage());
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
