package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Modules that the SPIR-V spec, the Vulkan memory model and spirv-val --target-env vulkan1.x reject for their memory
 * semantics, memory-model operands or scopes are rejected before anything runs (audit 42, finding 2), each at the
 * instruction with the rule it breaks ({@link SemanticsRules}); their valid counterparts still load. Each test's
 * invalid module used to load and run (and could get OK).
 */
class SemanticsRulesTest {

    /** Extra constants, the entry point's start and a pointer %p to buf[0]. */
    private static final String MAIN = """
            %seqcst = OpConstant %uint 0x50
            %avvis = OpConstant %uint 0x6048
            %avrel = OpConstant %uint 0x2044
            %av = OpConstant %uint 0x2040
            %avacqrel = OpConstant %uint 0x2048
            %avnosc = OpConstant %uint 0x2008
            %visacq = OpConstant %uint 0x4042
            %visrel = OpConstant %uint 0x4044
            %uni = OpConstant %uint 0x40
            %acqreluni = OpConstant %uint 0x48
            %acqrel = OpConstant %uint 0x8
            %acqrelsub = OpConstant %uint 0x88
            %volbarrier = OpConstant %uint 0x8048
            %vol = OpConstant %uint 0x8000
            %outmem = OpConstant %uint 0x1008
            %acquni = OpConstant %uint 0x42
            %reluni = OpConstant %uint 0x44
            %main = OpFunction %void None %fn
            %e = OpLabel
            %fv = OpVariable %pf Function
            %p = OpAccessChain %pu %buf %u0 %u0
            """;
    private static final String END = """
            OpReturn
            OpFunctionEnd
            """;

    /** A kernel of memory model {@code model} around {@code body}; {@code vmm}: it declares VulkanMemoryModel. */
    private static String kernel(String model, boolean vmm, String body) {
        String text = Kernels.text(model, 1, MAIN + body + END);
        return vmm ? text : text.replace("OpCapability VulkanMemoryModel\n", "");
    }

    private static void load(String text) {
        SpirvInterpreter.program("k", SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults());
    }

    /** Asserts that {@code text} is rejected with {@code message} at column 1 of its line starting with {@code marker}. */
    private static void assertRejected(String text, String marker, String message) {
        InputError e = assertThrows(InputError.class, () -> load(text));
        List<String> lines = text.lines().toList();
        int line = 1 + lines.indexOf(lines.stream().filter(l -> l.startsWith(marker)).findFirst().orElseThrow());
        assertEquals(message, e.getMessage());
        assertEquals(new SourceSpan("k.spvasm", line, 1), e.span());
    }

    @Test
    void sequentiallyConsistentInAModuleOfTheVulkanMemoryModelIsRejected() {
        // SPIR-V Memory Semantics: "If the declared memory model is Vulkan, SequentiallyConsistent must not be used"
        assertRejected(kernel("Vulkan", true, "OpControlBarrier %u2 %u2 %seqcst\n"), "OpControlBarrier",
                "OpControlBarrier: memory semantics 0x50 set SequentiallyConsistent, which a module of the Vulkan"
                        + " memory model must not use (SPIR-V Memory Semantics: \"If the declared memory model is"
                        + " Vulkan, SequentiallyConsistent must not be used\"); use AcquireRelease");
        // GLSL450 takes it as AcquireRelease (docs/spirv-memory-model-upgrade.md)
        load(kernel("GLSL450", false, "OpControlBarrier %u2 %u2 %seqcst\n"));
    }

    @Test
    void makeAvailableAndMakeVisibleSemanticsNeedTheVulkanMemoryModelCapability() {
        // SPIR-V Memory Semantics: MakeAvailable, MakeVisible, OutputMemory, Volatile are enabled by VulkanMemoryModel
        assertRejected(kernel("GLSL450", false, "OpControlBarrier %u2 %u2 %avvis\n"), "OpControlBarrier",
                "OpControlBarrier: memory semantics 0x6048 set MakeAvailable, which needs the VulkanMemoryModel"
                        + " capability the module does not declare (SPIR-V Memory Semantics: MakeAvailable is enabled"
                        + " by VulkanMemoryModel)");
        assertRejected(kernel("GLSL450", false, "%v = OpAtomicLoad %uint %p %u2 %visacq\n"), "%v = OpAtomicLoad",
                "OpAtomicLoad: memory semantics 0x4042 set MakeVisible, which needs the VulkanMemoryModel capability"
                        + " the module does not declare (SPIR-V Memory Semantics: MakeVisible is enabled by"
                        + " VulkanMemoryModel)");
        assertRejected(kernel("GLSL450", false, "%v = OpAtomicIAdd %uint %p %u2 %vol %u1\n"), "%v = OpAtomicIAdd",
                "OpAtomicIAdd: memory semantics 0x8000 set Volatile, which needs the VulkanMemoryModel capability the"
                        + " module does not declare (SPIR-V Memory Semantics: Volatile is enabled by"
                        + " VulkanMemoryModel)");
        assertRejected(kernel("GLSL450", false, "OpMemoryBarrier %u2 %outmem\n"), "OpMemoryBarrier",
                "OpMemoryBarrier: memory semantics 0x1008 set OutputMemory, which needs the VulkanMemoryModel"
                        + " capability the module does not declare (SPIR-V Memory Semantics: OutputMemory is enabled"
                        + " by VulkanMemoryModel)");
        load(kernel("GLSL450", true, "OpControlBarrier %u2 %u2 %avvis\n"));
        load(kernel("Vulkan", true, "OpControlBarrier %u2 %u2 %avvis\n"));
    }

    @Test
    void memoryOperandsOfTheVulkanMemoryModelNeedItsCapability() {
        // SPIR-V Memory Operands: MakePointerAvailable, MakePointerVisible, NonPrivatePointer enabled by
        // VulkanMemoryModel
        assertRejected(kernel("GLSL450", false, "OpStore %p %u1 MakePointerAvailable|NonPrivatePointer %u2\n"),
                "OpStore %p", "OpStore: memory operand MakePointerAvailable needs the VulkanMemoryModel capability,"
                        + " which the module does not declare (SPIR-V Memory Operands: MakePointerAvailable is enabled"
                        + " by VulkanMemoryModel)");
        assertRejected(kernel("GLSL450", false, "%v = OpLoad %uint %p MakePointerVisible|NonPrivatePointer %u2\n"),
                "%v = OpLoad", "OpLoad: memory operand MakePointerVisible needs the VulkanMemoryModel capability,"
                        + " which the module does not declare (SPIR-V Memory Operands: MakePointerVisible is enabled by"
                        + " VulkanMemoryModel)");
        assertRejected(kernel("GLSL450", false, "%v = OpLoad %uint %p NonPrivatePointer\n"), "%v = OpLoad",
                "OpLoad: memory operand NonPrivatePointer needs the VulkanMemoryModel capability, which the module"
                        + " does not declare (SPIR-V Memory Operands: NonPrivatePointer is enabled by"
                        + " VulkanMemoryModel)");
        load(kernel("GLSL450", false, "OpStore %p %u1 Volatile\n"));
        load(kernel("Vulkan", true, "OpStore %p %u1 MakePointerAvailable|NonPrivatePointer %u2\n"));
    }

    @Test
    void theVulkanMemoryModelNeedsItsCapability() {
        // SPIR-V Memory Model: Vulkan is enabled by VulkanMemoryModel
        assertRejected(kernel("Vulkan", false, ""), "OpMemoryModel", "OpMemoryModel: memory model Vulkan needs the"
                + " VulkanMemoryModel capability, which the module does not declare (SPIR-V Memory Model: Vulkan is"
                + " enabled by VulkanMemoryModel)");
        load(kernel("GLSL450", false, ""));
    }

    @Test
    void queueFamilyScopeNeedsTheVulkanMemoryModelCapability() {
        // SPIR-V Scope <id>: QueueFamily is enabled by VulkanMemoryModel
        assertRejected(kernel("GLSL450", false, "OpMemoryBarrier %u5 %acqreluni\n"), "OpMemoryBarrier",
                "OpMemoryBarrier: scope QueueFamily needs the VulkanMemoryModel capability, which the module does not"
                        + " declare (SPIR-V Scope <id>: QueueFamily is enabled by VulkanMemoryModel)");
        load(kernel("Vulkan", true, "OpMemoryBarrier %u5 %acqreluni\n"));
    }

    @Test
    void makeAvailableWithoutReleaseOrAcquireReleaseIsRejected() {
        // VK MM, Memory Semantics: "MakeAvailable: Semantics must be Release or AcquireRelease"
        assertRejected(kernel("Vulkan", true, "OpControlBarrier %u2 %u2 %av\n"), "OpControlBarrier",
                "OpControlBarrier: memory semantics 0x2040 set MakeAvailable without Release or AcquireRelease (VK MM,"
                        + " Memory Semantics: MakeAvailable: Semantics must be Release or AcquireRelease)");
        load(kernel("Vulkan", true, "OpControlBarrier %u2 %u2 %avacqrel\nOpAtomicStore %p %u2 %avrel %u1\n"));
    }

    @Test
    void makeVisibleWithoutAcquireOrAcquireReleaseIsRejected() {
        // VK MM, Memory Semantics: "MakeVisible: Semantics must be Acquire or AcquireRelease"
        assertRejected(kernel("Vulkan", true, "OpMemoryBarrier %u2 %visrel\n"), "OpMemoryBarrier",
                "OpMemoryBarrier: memory semantics 0x4044 set MakeVisible without Acquire or AcquireRelease (VK MM,"
                        + " Memory Semantics: MakeVisible: Semantics must be Acquire or AcquireRelease)");
        load(kernel("Vulkan", true, "%v = OpAtomicLoad %uint %p %u2 %visacq\n"));
    }

    @Test
    void makeAvailableWithoutAStorageClassIsRejected() {
        // VK MM Availability and Visibility Semantics: the operation covers the instruction's storage class semantics
        assertRejected(kernel("Vulkan", true, "OpControlBarrier %u2 %u2 %avnosc\n"), "OpControlBarrier",
                "OpControlBarrier: memory semantics 0x2008 set MakeAvailable but no storage class for it to apply to"
                        + " (spirv-val: Memory Semantics with MakeAvailable must include a storage class)");
    }

    @Test
    void volatileSemanticsOnABarrierAreRejected() {
        assertRejected(kernel("Vulkan", true, "OpMemoryBarrier %u2 %volbarrier\n"), "OpMemoryBarrier",
                "OpMemoryBarrier: memory semantics 0x8048 set Volatile, which only an atomic instruction may use"
                        + " (spirv-val: Memory Semantics Volatile can only be used with atomic instructions)");
        load(kernel("Vulkan", true, "%v = OpAtomicIAdd %uint %p %u2 %vol %u1\n"));
    }

    @Test
    void aMemoryBarrierWithoutOrderingIsRejectedVuid04732() {
        // VUID-StandaloneSpirv-OpMemoryBarrier-04732
        assertRejected(kernel("Vulkan", true, "OpMemoryBarrier %u2 %uni\n"), "OpMemoryBarrier",
                "OpMemoryBarrier: memory semantics 0x40 set no Acquire, Release, AcquireRelease or"
                        + " SequentiallyConsistent: a memory barrier must order"
                        + " (VUID-StandaloneSpirv-OpMemoryBarrier-04732)");
        // a control barrier may have storage classes without an ordering (spirv-val does not check it: CTS)
        load(kernel("Vulkan", true, "OpControlBarrier %u2 %u2 %uni\nOpMemoryBarrier %u2 %acqreluni\n"));
    }

    @Test
    void aMemoryBarrierWithoutAVulkanStorageClassIsRejectedVuid04733() {
        // VUID-StandaloneSpirv-OpMemoryBarrier-04733
        String message = "OpMemoryBarrier: memory semantics 0x%s name none of UniformMemory, WorkgroupMemory,"
                + " ImageMemory and OutputMemory: a memory barrier must include a storage class Vulkan supports"
                + " (VUID-StandaloneSpirv-OpMemoryBarrier-04733)";
        assertRejected(kernel("Vulkan", true, "OpMemoryBarrier %u2 %acqrel\n"), "OpMemoryBarrier",
                message.formatted("8"));
        assertRejected(kernel("GLSL450", true, "OpMemoryBarrier %u2 %acqrelsub\n"), "OpMemoryBarrier",
                message.formatted("88"));
        load(kernel("Vulkan", true, "OpMemoryBarrier %u2 %u264\nOpControlBarrier %u2 %u2 %acqrel\n"));
    }

    @Test
    void anOrderingAtMemoryScopeInvocationIsRejectedVuid04641() {
        // VUID-StandaloneSpirv-None-04641: if the Scope for memory is Invocation, MemorySemantics must use Relaxed
        assertRejected(kernel("Vulkan", true, "OpControlBarrier %u2 %u4 %acqreluni\n"), "OpControlBarrier",
                "OpControlBarrier: memory semantics 0x48 order (AcquireRelease) at memory scope Invocation"
                        + " (VUID-StandaloneSpirv-None-04641: if the Scope for memory is Invocation, MemorySemantics"
                        + " must use Relaxed memory order)");
        assertRejected(kernel("Vulkan", true, "%v = OpAtomicLoad %uint %p %u4 %acquni\n"), "%v = OpAtomicLoad",
                "OpAtomicLoad: memory semantics 0x42 order (Acquire) at memory scope Invocation"
                        + " (VUID-StandaloneSpirv-None-04641: if the Scope for memory is Invocation, MemorySemantics"
                        + " must use Relaxed memory order)");
        load(kernel("Vulkan", true, "OpControlBarrier %u2 %u4 %u0\n%v = OpAtomicIAdd %uint %p %u4 %u0 %u1\n"));
    }

    @Test
    void unequalSemanticsThatReleaseAreRejected() {
        // SPIR-V OpAtomicCompareExchange: "Unequal must not be set to Release or Acquire and Release"
        assertRejected(kernel("Vulkan", true, "%v = OpAtomicCompareExchange %uint %p %u2 %acqreluni %reluni %u1 %u0\n"),
                "%v = OpAtomicCompareExchange", "OpAtomicCompareExchange: its Unequal memory semantics 0x44 set"
                        + " Release, but a compare that fails does not write (SPIR-V OpAtomicCompareExchange: Unequal"
                        + " must not be set to Release or Acquire and Release)");
        load(kernel("Vulkan", true, "%v = OpAtomicCompareExchange %uint %p %u2 %acqreluni %acquni %u1 %u0\n"));
    }

    @Test
    void unequalSemanticsStrongerThanEqualAreRejected() {
        // SPIR-V OpAtomicCompareExchange: "Unequal cannot be set to a stronger memory-order then Equal"
        assertRejected(kernel("Vulkan", true, "%v = OpAtomicCompareExchange %uint %p %u2 %reluni %acquni %u1 %u0\n"),
                "%v = OpAtomicCompareExchange", "OpAtomicCompareExchange: its Unequal memory semantics 0x42 (Acquire)"
                        + " order more strongly than its Equal memory semantics 0x44 (Release) (SPIR-V"
                        + " OpAtomicCompareExchange: Unequal cannot be set to a stronger memory-order than Equal)");
        load(kernel("Vulkan", true, "%v = OpAtomicCompareExchange %uint %p %u2 %reluni %u0 %u1 %u0\n"));
    }

    @Test
    void nonPrivatePointerOnAFunctionVariableIsRejected() {
        // spirv-val: NonPrivatePointer requires a pointer in Uniform, Workgroup, …, StorageBuffer storage classes
        assertRejected(kernel("Vulkan", true, "OpStore %fv %u1 NonPrivatePointer\n"), "OpStore %fv",
                "OpStore: NonPrivatePointer on a pointer in storage class Function, which no other invocation shares"
                        + " (spirv-val: NonPrivatePointer requires a pointer in Uniform, Workgroup, CrossWorkgroup,"
                        + " Generic, Image or StorageBuffer storage classes)");
        load(kernel("Vulkan", true, "OpStore %fv %u1\nOpStore %p %u1 NonPrivatePointer\n"));
    }
}
