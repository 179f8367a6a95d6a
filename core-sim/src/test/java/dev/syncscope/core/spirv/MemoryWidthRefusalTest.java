package dev.syncscope.core.spirv;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.FileCheck;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A load, store or atomic of a scalar that is not 32 bits wide in buffer or workgroup memory is a feature the
 * interpreter lacks, refused when the kernel is loaded (as an image instruction is), at the access: it used to fault
 * in every invocation reaching it, so {@code check} failed the user's kernel for it and {@code run} printed an outcome
 * (the QA audit of session 45). 64-bit values in invocation-local memory, and 64-bit members a kernel never accesses,
 * are still fine.
 */
class MemoryWidthRefusalTest {

    @Test
    void aSixtyFourBitAtomicInABufferIsRefusedAtItsLineWhenTheKernelIsLoaded() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("a64.comp", """
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
                #extension GL_EXT_shader_atomic_int64 : require
                layout(local_size_x = 2) in;
                layout(binding=0) buffer B { uint64_t c; };
                void main(){ atomicAdd(c, 1ul); }
                """));
        assertEquals(new SourceSpan("a64.comp", 6, 0), e.span());
        assertEquals("OpAtomicIAdd of a 64-bit integer in buffer or workgroup memory: 64-bit memory accesses are not"
                + " supported by the interpreter (its memory locations hold 32 bits)", e.getMessage());
        assertEquals(MemoryWidths.KEY_INT, e.key());
        assertEquals(List.of("OpAtomicIAdd", 64L), e.args());
    }

    @Test
    void aDoubleStoredToABufferIsRefusedAtItsLine() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("dbl.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding=0) buffer B { double d; };
                void main(){ d = 1.0lf / 3.0lf; }
                """));
        assertEquals(new SourceSpan("dbl.comp", 4, 0), e.span());
        assertEquals("OpStore of a 64-bit float in buffer or workgroup memory: 64-bit memory accesses are not"
                + " supported by the interpreter (its memory locations hold 32 bits)", e.getMessage());
        assertEquals(MemoryWidths.KEY_FLOAT, e.key());
    }

    @Test
    void anAccessNoInvocationReachesIsRefusedToo() {
        // a static scan: the load of a 64-bit member sits in a branch no invocation takes, and still refuses the module
        String text = Kernels.PROLOGUE.formatted("Vulkan", 1).replace("%%", "%") + """
                %ulong = OpTypeInt 64 0
                %S64 = OpTypeStruct %ulong
                %pS64 = OpTypePointer Workgroup %S64
                %pul = OpTypePointer Workgroup %ulong
                %w = OpVariable %pS64 Workgroup
                %false = OpConstantFalse %bool
                %main = OpFunction %void None %fn
                %e = OpLabel
                OpSelectionMerge %m None
                OpBranchConditional %false %t %m
                %t = OpLabel
                %q = OpAccessChain %pul %w %u0
                %v = OpLoad %ulong %q
                OpBranch %m
                %m = OpLabel
                OpReturn
                OpFunctionEnd
                """;
        InputError e = assertThrows(InputError.class, () -> SpirvInterpreter.program("k",
                SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults()));
        int line = 1 + text.lines().toList().indexOf("%v = OpLoad %ulong %q");
        assertEquals(new SourceSpan("k.spvasm", line, 1), e.span());
        assertEquals("OpLoad of a 64-bit integer in buffer or workgroup memory: 64-bit memory accesses are not"
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
