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
            %acq = OpConstant %uint 0x2
            %acqreluniwg = OpConstant %uint 0x148
            %acqwg = OpConstant %uint 0x102
            %acqvisuni = OpConstant %uint 0x4042
            %volacqreluni = OpConstant %uint 0x8048
            %volacquni = OpConstant %uint 0x8042
            %wg = OpConstant %uint 0x100
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
    void sequentiallyConsistentIsRejectedUnderEitherMemoryModelVuid10866() {
        // VUID-StandaloneSpirv-MemorySemantics-10866: "MemorySemantics with SequentiallyConsistent memory order must
        // not be used in the Vulkan API" (VK MM, Memory Semantics lists none); spirv-val applies it when the target
        // environment or the memory model is Vulkan, so a GLSL450 module no longer runs it as AcquireRelease
        String message = "OpControlBarrier: memory semantics 0x50 set SequentiallyConsistent, which Vulkan does not"
                + " allow (VUID-StandaloneSpirv-MemorySemantics-10866: MemorySemantics with SequentiallyConsistent"
                + " memory order must not be used in the Vulkan API); use AcquireRelease";
        assertRejected(kernel("Vulkan", true, "OpControlBarrier %u2 %u2 %seqcst\n"), "OpControlBarrier", message);
        assertRejected(kernel("GLSL450", false, "OpControlBarrier %u2 %u2 %seqcst\n"), "OpControlBarrier", message);
        load(kernel("GLSL450", false, "OpControlBarrier %u2 %u2 %acqreluni\n"));
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
        load(kernel("Vulkan", true, "OpControlBarrier %u2 %u2 %avvis\n"));
    }

    @Test
    void theVulkanMemoryModelCapabilityWithAnotherMemoryModelIsRejected() {
        // spirv-val: "VulkanMemoryModelKHR capability must only be specified if the VulkanKHR memory model is used";
        // such a module, a GLSL450 one using MakeAvailable, loaded and ran under one model or the other (audit 52 L5)
        assertRejected(kernel("GLSL450", true, "OpControlBarrier %u2 %u2 %avvis\n"), "OpMemoryModel",
                "OpMemoryModel: the module declares the VulkanMemoryModel capability but not memory model Vulkan"
                        + " (spirv-val: the VulkanMemoryModel capability may be declared only with memory model"
                        + " Vulkan)");
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
                        + " (VUID-StandaloneSpirv-MemorySemantics-10874: MemorySemantics with Volatile must not be used"
                        + " with barrier instructions)");
        load(kernel("Vulkan", true, "%v = OpAtomicIAdd %uint %p %u2 %vol %u1\n"));
    }

    @Test
    void aMemoryBarrierWithoutOrderingIsRejectedVuid10869() {
        // VUID-StandaloneSpirv-MemorySemantics-10869 (was OpMemoryBarrier-04732): no Relaxed OpMemoryBarrier
        assertRejected(kernel("Vulkan", true, "OpMemoryBarrier %u2 %uni\n"), "OpMemoryBarrier",
                "OpMemoryBarrier: memory semantics 0x40 set no Acquire, Release or AcquireRelease: a memory barrier"
                        + " must order (VUID-StandaloneSpirv-MemorySemantics-10869)");
        // a storage class without an ordering (VUID-StandaloneSpirv-MemorySemantics-10871) is not refused: the
        // bundled glslang emits it (gl_StorageSemanticsShared with gl_SemanticsRelaxed in controlBarrier)
        load(kernel("Vulkan", true, "OpControlBarrier %u2 %u2 %uni\nOpMemoryBarrier %u2 %acqreluni\n"));
    }

    @Test
    void anOrderingWithoutAVulkanStorageClassIsRejectedVuid10870() {
        // VUID-StandaloneSpirv-MemorySemantics-10870 (for OpMemoryBarrier it was 04733): an ordering names one of
        // UniformMemory, WorkgroupMemory, ImageMemory, OutputMemory, on every instruction with memory semantics
        String message = "%s: memory semantics 0x%s order (%s) but name none of UniformMemory, WorkgroupMemory,"
                + " ImageMemory and OutputMemory, so they order no memory (VUID-StandaloneSpirv-MemorySemantics-10870)";
        assertRejected(kernel("Vulkan", true, "OpMemoryBarrier %u2 %acqrel\n"), "OpMemoryBarrier",
                message.formatted("OpMemoryBarrier", "8", "AcquireRelease"));
        assertRejected(kernel("GLSL450", false, "OpMemoryBarrier %u2 %acqrelsub\n"), "OpMemoryBarrier",
                message.formatted("OpMemoryBarrier", "88", "AcquireRelease"));
        assertRejected(kernel("Vulkan", true, "OpControlBarrier %u2 %u2 %acqrel\n"), "OpControlBarrier",
                message.formatted("OpControlBarrier", "8", "AcquireRelease"));
        assertRejected(kernel("GLSL450", false, "%v = OpAtomicLoad %uint %p %u2 %acq\n"), "%v = OpAtomicLoad",
                message.formatted("OpAtomicLoad", "2", "Acquire"));
        load(kernel("Vulkan", true, "OpMemoryBarrier %u2 %u264\nOpControlBarrier %u2 %u2 %acqwg\n"
                + "%v = OpAtomicLoad %uint %p %u2 %acquni\n"));
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
        // (VUID-StandaloneSpirv-UnequalMemorySemantics-10876)
        assertRejected(kernel("Vulkan", true, "%v = OpAtomicCompareExchange %uint %p %u2 %uni %acquni %u1 %u0\n"),
                "%v = OpAtomicCompareExchange", "OpAtomicCompareExchange: its Unequal memory semantics 0x42 (Acquire)"
                        + " order more strongly than its Equal memory semantics 0x40 (Relaxed) (SPIR-V"
                        + " OpAtomicCompareExchange: Unequal cannot be set to a stronger memory-order than Equal)");
        // Release and Acquire are no stronger than each other: spirv-val accepts Equal Release with Unequal Acquire
        load(kernel("Vulkan", true, "%v = OpAtomicCompareExchange %uint %p %u2 %reluni %u0 %u1 %u0\n"
                + "%w = OpAtomicCompareExchange %uint %p %u2 %reluni %acquni %u1 %u0\n"));
    }

    @Test
    void unequalStorageClassesNotInEqualAreRejectedVuid10877() {
        // VUID-StandaloneSpirv-UnequalMemorySemantics-10877: a Vulkan storage class bit of Unequal is set in Equal
        assertRejected(kernel("Vulkan", true, "%v = OpAtomicCompareExchange %uint %p %u2 %acqreluni %acqwg %u1 %u0\n"),
                "%v = OpAtomicCompareExchange", "OpAtomicCompareExchange: its Unequal memory semantics 0x102 name"
                        + " WorkgroupMemory, which its Equal memory semantics 0x48 do not"
                        + " (VUID-StandaloneSpirv-UnequalMemorySemantics-10877: a storage class bit of Unequal must be"
                        + " set in Equal too)");
        load(kernel("Vulkan", true, "%v = OpAtomicCompareExchange %uint %p %u2 %acqreluniwg %acqwg %u1 %u0\n"));
    }

    @Test
    void unequalMakeVisibleNotInEqualIsRejectedVuid10878() {
        // VUID-StandaloneSpirv-UnequalMemorySemantics-10878: MakeVisible in Unequal only when Equal sets it
        assertRejected(kernel("Vulkan", true, "%v = OpAtomicCompareExchange %uint %p %u2 %acqreluni %acqvisuni %u1"
                + " %u0\n"), "%v = OpAtomicCompareExchange", "OpAtomicCompareExchange: its Unequal memory semantics"
                + " 0x4042 set MakeVisible, which its Equal memory semantics 0x48 do not"
                + " (VUID-StandaloneSpirv-UnequalMemorySemantics-10878: MakeVisible in Unequal must be set in Equal"
                + " too)");
        load(kernel("Vulkan", true, "%v = OpAtomicCompareExchange %uint %p %u2 %visacq %acqvisuni %u1 %u0\n"));
    }

    @Test
    void volatileInOnlyOneOfEqualAndUnequalIsRejectedVuid10879() {
        // VUID-StandaloneSpirv-UnequalMemorySemantics-10879: Unequal sets Volatile if and only if Equal does
        String message = "OpAtomicCompareExchange: only one of its Equal memory semantics 0x%s and its Unequal memory"
                + " semantics 0x%s set Volatile (VUID-StandaloneSpirv-UnequalMemorySemantics-10879: Unequal sets"
                + " Volatile if and only if Equal does)";
        assertRejected(kernel("Vulkan", true, "%v = OpAtomicCompareExchange %uint %p %u2 %volacqreluni %acquni %u1"
                + " %u0\n"), "%v = OpAtomicCompareExchange", message.formatted("8048", "42"));
        assertRejected(kernel("Vulkan", true, "%v = OpAtomicCompareExchange %uint %p %u2 %u0 %vol %u1 %u0\n"),
                "%v = OpAtomicCompareExchange", message.formatted("0", "8000"));
        load(kernel("Vulkan", true, "%v = OpAtomicCompareExchange %uint %p %u2 %volacqreluni %volacquni %u1 %u0\n"));
    }

    @Test
    void relaxedSemanticsWithAStorageClassStillLoadVuid10871IsNotApplied() {
        // VUID-StandaloneSpirv-MemorySemantics-10871 (a storage class needs an ordering) is a warning, not an error
        // (RelaxedStorageClassNotesTest): the bundled glslang emits 0x40 for gl_StorageSemanticsBuffer with
        // gl_SemanticsRelaxed, and VK MM gives storage class semantics no effect without an ordering
        load(kernel("GLSL450", false, "OpAtomicStore %p %u2 %uni %u1\n%v = OpAtomicLoad %uint %p %u2 %uni\n"
                + "%w = OpAtomicIAdd %uint %p %u2 %uni %u1\nOpControlBarrier %u2 %u2 %wg\n"));
    }

    @Test
    void nonPrivatePointerOnAFunctionOrPrivateVariableIsRejectedNamingTheStorageClassesItAccepts() {
        // spirv-val: NonPrivatePointer requires a pointer in Uniform, Workgroup, CrossWorkgroup, Generic, Image,
        // StorageBuffer or PhysicalStorageBuffer; of these SyncScope runs Uniform, Workgroup and StorageBuffer, and the
        // message names those (it quoted spirv-val's list, which the check does not follow)
        String message = "OpStore: NonPrivatePointer on a pointer in storage class %s, which no other invocation"
                + " shares: it needs a pointer in Uniform, Workgroup or StorageBuffer (spirv-val also accepts"
                + " CrossWorkgroup, Generic, Image and PhysicalStorageBuffer, storage classes SyncScope does not run)";
        assertRejected(kernel("Vulkan", true, "OpStore %fv %u1 NonPrivatePointer\n"), "OpStore %fv",
                message.formatted("Function"));
        String globals = "%ppriv = OpTypePointer Private %uint\n%priv = OpVariable %ppriv Private\n"
                + "%pwg = OpTypePointer Workgroup %uint\n%shared = OpVariable %pwg Workgroup\n";
        assertRejected(kernel("Vulkan", true, "OpStore %priv %u1 NonPrivatePointer\n").replace("%main = OpFunction",
                globals + "%main = OpFunction"), "OpStore %priv", message.formatted("Private"));
        load(kernel("Vulkan", true, "OpStore %fv %u1\nOpStore %p %u1 NonPrivatePointer\n"
                + "OpStore %shared %u1 NonPrivatePointer\n").replace("%main = OpFunction", globals + "%main = OpFunction"));
    }
}
