package dev.syncscope.core.spirv;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.kernel.ShadercCompiler;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A compiled kernel that breaks a SPIR-V or Vulkan validity rule ({@link InstructionRules}, the module's semantics
 * and scope operands) is refused at the source line of the instruction (its OpLine), worded by its message key; it
 * was refused at "word 330" of a binary its author never sees, with no line. glslang records no column in a
 * statement's OpLine, so the error has none.
 */
class CompiledKernelRulesTest {

    private static final String KERNEL = """
            #version 450
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer B { uint d[]; };
            void main() {
                d[gl_LocalInvocationIndex] = 1u;
                %s
            }
            """;

    @Test
    void aDeviceExecutionScopeBarrierOfAGlslKernelIsRefusedAtItsLine() {
        // VUID-StandaloneSpirv-None-04636: "Scope for execution must be limited to Workgroup or Subgroup"
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("cb.comp", KERNEL.formatted(
                "controlBarrier(gl_ScopeDevice, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer,"
                        + " gl_SemanticsAcquireRelease);")));
        assertEquals(new SourceSpan("cb.comp", 7, 0), e.span());
        assertEquals("OpControlBarrier: Execution scope Device is not allowed: the execution scope must be Workgroup"
                + " or Subgroup (VUID-StandaloneSpirv-None-04636)", e.getMessage());
        assertEquals("input.spirv.executionScope", e.key());
    }

    @Test
    void anAcquireAtInvocationScopeOfAGlslKernelIsRefusedAtItsLine() {
        // VUID-StandaloneSpirv-None-04641: at memory scope Invocation, MemorySemantics must use Relaxed memory order;
        // glslang passes gl_ScopeInvocation with gl_SemanticsAcquire on unchanged (audit 42, finding 2)
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("inv.comp", KERNEL.formatted(
                "d[0] = atomicLoad(d[1], gl_ScopeInvocation, gl_StorageSemanticsBuffer, gl_SemanticsAcquire);")));
        assertEquals(new SourceSpan("inv.comp", 7, 0), e.span());
        assertEquals("OpAtomicLoad: memory semantics 0x42 order (Acquire) at memory scope Invocation"
                + " (VUID-StandaloneSpirv-None-04641: if the Scope for memory is Invocation, MemorySemantics must use"
                + " Relaxed memory order)", e.getMessage());
        assertEquals("input.spirv.invocationScope", e.key());
    }

    @Test
    void availabilityAndVisibilitySemanticsThatGlslangEmitsStillLoad() {
        // glslang switches a kernel that uses gl_SemanticsMakeAvailable/MakeVisible to the Vulkan memory model and
        // declares the VulkanMemoryModel capability, so SemanticsRules finds nothing to refuse
        KernelLoader.load("av.comp", KERNEL.formatted(
                "atomicStore(d[1], 1u, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsRelease"
                        + " | gl_SemanticsMakeAvailable);\n"
                        + "    memoryBarrier(gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsAcquireRelease"
                        + " | gl_SemanticsMakeAvailable | gl_SemanticsMakeVisible);\n"
                        + "    d[0] = atomicLoad(d[1], gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsAcquire"
                        + " | gl_SemanticsMakeVisible);"));
    }

    @Test
    void anAcquireOfNoStorageClassOfAGlslKernelIsRefusedAtItsLine() {
        // VUID-StandaloneSpirv-MemorySemantics-10870: glslang passes gl_StorageSemanticsNone with gl_SemanticsAcquire
        // on as 0x2, an acquire that orders no memory
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("none.comp", KERNEL.formatted(
                "d[0] = atomicLoad(d[1], gl_ScopeDevice, gl_StorageSemanticsNone, gl_SemanticsAcquire);")));
        assertEquals(new SourceSpan("none.comp", 7, 0), e.span());
        assertEquals("OpAtomicLoad: memory semantics 0x2 order (Acquire) but name none of UniformMemory,"
                + " WorkgroupMemory, ImageMemory and OutputMemory, so they order no memory"
                + " (VUID-StandaloneSpirv-MemorySemantics-10870)", e.getMessage());
        assertEquals("input.spirv.orderingStorageClass", e.key());
    }

    @Test
    void whatGlslangEmitsForOrdinaryBarriersAndRelaxedAtomicsStillLoads() {
        // the VUID-StandaloneSpirv-MemorySemantics-108xx rules against the bundled compiler: the built-in barriers
        // order AcquireRelease with storage classes (no SequentiallyConsistent: 10866), and a relaxed atomic with
        // gl_StorageSemanticsBuffer is 0x40, which 10871 would refuse and SemanticsRules does not
        String body = "barrier();\n    memoryBarrier();\n    memoryBarrierBuffer();\n    memoryBarrierShared();\n"
                + "    groupMemoryBarrier();\n    atomicAdd(d[1], 1u);\n"
                + "    atomicStore(d[1], 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);\n"
                + "    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared,"
                + " gl_SemanticsRelaxed);";
        String asm = ShadercCompiler.compileToAssembly("b.comp", KERNEL.formatted(body), ShadercCompiler.Language.GLSL,
                null);
        assertTrue(asm.contains("OpMemoryBarrier %uint_1 %uint_3400") && asm.contains("%uint_64 %uint_1"), asm);
        KernelLoader.load("b.comp", KERNEL.formatted(body));
        KernelLoader.load("vmm.comp", KERNEL.formatted(body).replace("#version 450\n",
                "#version 450\n#pragma use_vulkan_memory_model\n"));
    }

    @Test
    void aSpvBinaryStillSaysItsWord() {
        // a binary loaded as such has no OpLine of its own file: its word is all there is to say
        byte[] spirv = ShadercCompiler.compile("cb.comp", KERNEL.formatted(
                "controlBarrier(gl_ScopeDevice, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer,"
                        + " gl_SemanticsAcquireRelease);"), ShadercCompiler.Language.GLSL,
                null);
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("cb.spv", spirv));
        assertEquals(0, e.span().line());
        assertTrue(e.getMessage().startsWith("word "), e.getMessage());
    }
}
