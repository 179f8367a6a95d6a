package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Modules that spirv-val rejects are rejected before anything runs (audit 38, D3 and D15), each at the instruction
 * with the rule it breaks ({@link InstructionRules}), and their valid counterparts still load.
 */
class InstructionRulesTest {

    /** Extra constants, the entry point's start and a pointer %p to buf[0]. */
    private static final String MAIN = """
            %true = OpConstantTrue %bool
            %acq = OpConstant %uint 0x42
            %rel = OpConstant %uint 0x44
            %acqrelbits = OpConstant %uint 0x106
            %seqcst = OpConstant %uint 0x50
            %main = OpFunction %void None %fn
            %e = OpLabel
            %p = OpAccessChain %pu %buf %u0 %u0
            """;
    private static final String END = """
            OpReturn
            OpFunctionEnd
            """;

    private static String kernel(String body) {
        return Kernels.text(1, MAIN + body + END);
    }

    private static void load(String text) {
        SpirvInterpreter.program("k", SpirvTextReader.read("k.spvasm", text), DispatchConfig.defaults());
    }

    /**
     * Asserts that {@code body} is rejected with {@code message} at column 1 of its line starting with {@code marker}.
     */
    private static void assertRejected(String body, String marker, String message) {
        String text = kernel(body);
        InputError e = assertThrows(InputError.class, () -> load(text));
        List<String> lines = text.lines().toList();
        int line = 1 + lines.indexOf(lines.stream().filter(l -> l.startsWith(marker)).findFirst().orElseThrow());
        assertEquals(message, e.getMessage());
        assertEquals(new SourceSpan("k.spvasm", line, 1), e.span());
    }

    @Test
    void storeOfABoolThroughAUintPointerIsRejected() {
        // SPIR-V OpStore: Pointer's Type operand is the same as the type of Object
        assertRejected("OpStore %p %true\n", "OpStore %p %true", "OpStore: its Object's type %bool is not the type"
                + " %uint that Pointer %p points to (SPIR-V OpStore: the pointer's pointee type must be the object"
                + " type)");
    }

    @Test
    void loadOfABoolThroughAUintPointerIsRejected() {
        // SPIR-V OpLoad: Result Type is the type of the loaded object
        assertRejected("%v = OpLoad %bool %p\n", "%v = OpLoad", "OpLoad: its Result Type %bool is not the type %uint"
                + " that Pointer %p points to (SPIR-V OpLoad: the pointer's pointee type must be the result type)");
    }

    @Test
    void atomicWhoseValueIsOfAnotherTypeThanItsResultIsRejected() {
        assertRejected("%v = OpAtomicIAdd %uint %p %u1 %u0 %i0\n", "%v = OpAtomicIAdd", "OpAtomicIAdd: Value %i0 is a"
                + " %int, not its Result Type %uint (SPIR-V OpAtomicIAdd: the type of Value must be the same as Result"
                + " Type)");
    }

    @Test
    void aFloatAtomicOnAnIntegerIsRejected() {
        // SPV_EXT_shader_atomic_float_add OpAtomicFAddEXT: "Result Type must be a floating-point type scalar"
        assertRejected("%v = OpAtomicFAddEXT %uint %p %u1 %u0 %u1\n", "%v = OpAtomicFAddEXT", "OpAtomicFAddEXT: its"
                + " Result Type %uint is not a floating-point scalar (SPIR-V OpAtomicFAddEXT: Result Type must be a"
                + " floating-point type scalar)");
    }

    @Test
    void anIntegerAtomicOnAFloatIsRejectedAndAFloatAtomicOnItLoads() {
        // SPIR-V OpAtomicIAdd: "Result Type must be an integer type scalar" (it added the float's bits as an integer)
        String floats = """
                %float = OpTypeFloat 32
                %pwf = OpTypePointer Workgroup %float
                %wf = OpVariable %pwf Workgroup
                %f1 = OpConstant %float 1
                """;
        InputError e = assertThrows(InputError.class, () -> load(Kernels.text(1, floats + MAIN
                + "%v = OpAtomicIAdd %float %wf %u1 %u0 %f1\n" + END)));
        assertEquals("OpAtomicIAdd: its Result Type %float is not an integer scalar (SPIR-V OpAtomicIAdd: Result Type"
                + " must be an integer type scalar)", e.getMessage());
        load(Kernels.text(1, floats + MAIN + "%v = OpAtomicFAddEXT %float %wf %u1 %u0 %f1\n" + END));
    }

    @Test
    void makePointerAvailableWithoutNonPrivatePointerIsRejected() {
        // SPIR-V Memory Operands: MakePointerAvailable requires NonPrivatePointer to also be set
        assertRejected("OpStore %p %u1 MakePointerAvailable %u1\n", "OpStore %p", "OpStore: MakePointerAvailable"
                + " without NonPrivatePointer (SPIR-V Memory Operands: MakePointerAvailable requires NonPrivatePointer"
                + " to also be set)");
        load(kernel("OpStore %p %u1 MakePointerAvailable|NonPrivatePointer %u1\n"));
    }

    @Test
    void makePointerVisibleWithoutNonPrivatePointerIsRejected() {
        assertRejected("%v = OpLoad %uint %p MakePointerVisible %u1\n", "%v = OpLoad", "OpLoad: MakePointerVisible"
                + " without NonPrivatePointer (SPIR-V Memory Operands: MakePointerVisible requires NonPrivatePointer"
                + " to also be set)");
    }

    @Test
    void semanticsWithBothAcquireAndReleaseAreRejected() {
        // SPIR-V Memory Semantics <id>: at most one of Acquire, Release, AcquireRelease, SequentiallyConsistent
        assertRejected("OpControlBarrier %u2 %u2 %acqrelbits\n", "OpControlBarrier", "OpControlBarrier: memory"
                + " semantics 0x106 set Acquire, Release: at most one of Acquire, Release, AcquireRelease and"
                + " SequentiallyConsistent may be set (SPIR-V Memory Semantics <id>)");
        load(kernel("OpControlBarrier %u2 %u2 %u264\n"));
    }

    @Test
    void acquireOnAnAtomicStoreIsRejected() {
        // VUID-StandaloneSpirv-MemorySemantics-10867 (was OpAtomicStore-04730)
        assertRejected("OpAtomicStore %p %u1 %acq %u1\n", "OpAtomicStore", "OpAtomicStore: acquire semantics on a"
                + " store (Acquire): OpAtomicStore must not use Acquire or AcquireRelease"
                + " (VUID-StandaloneSpirv-MemorySemantics-10867)");
        load(kernel("OpAtomicStore %p %u1 %rel %u1\n"));
    }

    @Test
    void releaseOnAnAtomicLoadIsRejected() {
        // VUID-StandaloneSpirv-MemorySemantics-10868 (was OpAtomicLoad-04731)
        assertRejected("%v = OpAtomicLoad %uint %p %u1 %rel\n", "%v = OpAtomicLoad", "OpAtomicLoad: release"
                + " semantics on a load (Release): OpAtomicLoad must not use Release or AcquireRelease"
                + " (VUID-StandaloneSpirv-MemorySemantics-10868)");
        load(kernel("%v = OpAtomicLoad %uint %p %u1 %acq\n"));
    }

    @Test
    void sequentiallyConsistentOnAnAtomicStoreOrLoadIsVuid10866s() {
        // VUID-StandaloneSpirv-MemorySemantics-10866 took SequentiallyConsistent from 04730 and 04731
        String message = "%s: memory semantics 0x50 set SequentiallyConsistent, which Vulkan does not allow"
                + " (VUID-StandaloneSpirv-MemorySemantics-10866: MemorySemantics with SequentiallyConsistent memory"
                + " order must not be used in the Vulkan API); use AcquireRelease";
        assertRejected("OpAtomicStore %p %u1 %seqcst %u1\n", "OpAtomicStore",
                message.formatted("OpAtomicStore"));
        assertRejected("%v = OpAtomicLoad %uint %p %u1 %seqcst\n", "%v = OpAtomicLoad",
                message.formatted("OpAtomicLoad"));
    }

    @Test
    void aScopeThatIsNoConstantIsRejectedUnderShader() {
        // spirv-val: Scope ids must be OpConstant when Shader capability is present
        assertRejected("%x = OpIAdd %uint %u1 %u0\n%v = OpAtomicLoad %uint %p %x %u0\n", "%v = OpAtomicLoad",
                "OpAtomicLoad: its Scope operand %x is defined by OpIAdd, not OpConstant (Scope ids must be OpConstant"
                        + " when the Shader capability is present)");
    }

    @Test
    void memorySemanticsThatAreNoConstantAreRejectedUnderShader() {
        assertRejected("%x = OpIAdd %uint %u0 %u0\nOpMemoryBarrier %u2 %x\n", "OpMemoryBarrier", "OpMemoryBarrier:"
                + " its Memory Semantics operand %x is defined by OpIAdd, not OpConstant (Memory Semantics ids must be"
                + " OpConstant when the Shader capability is present)");
    }

    @Test
    void aControlBarrierWithDeviceExecutionScopeIsRejected() {
        // VUID-StandaloneSpirv-None-04636: Scope for execution must be limited to Workgroup or Subgroup. The module
        // (no VulkanMemoryModelDeviceScope) used to load with a note blaming that capability instead (audit 38, D10)
        assertRejected("OpControlBarrier %u1 %u2 %u264\n", "OpControlBarrier", "OpControlBarrier: Execution scope"
                + " Device is not allowed: the execution scope must be Workgroup or Subgroup"
                + " (VUID-StandaloneSpirv-None-04636)");
        load(kernel("OpControlBarrier %u3 %u2 %u264\n"));
    }

    @Test
    void anAccessChainWithAnIndexTooManyIsRejectedAtLoadNotFaultedAtRun() {
        // SPIR-V OpAccessChain: each index walks one level of Base's type; spirv-val: "reached non-composite type
        // while indexes still remain" (audit 52 L4: a fault in some execution, worded with a Java record)
        assertRejected("%q = OpAccessChain %pu %buf %u0 %u0 %u0\n", "%q = OpAccessChain", "OpAccessChain: index 3 (%u0)"
                + " indexes into %uint, which has no members or elements (SPIR-V OpAccessChain: each index walks one"
                + " level of the base's type)");
    }

    @Test
    void anAccessChainWhoseResultTypeIsNotWhatItsIndexesReachIsRejected() {
        // SPIR-V OpAccessChain: Result Type must point to the type the indexes reach (buf's member 0 is %ra)
        assertRejected("%q = OpAccessChain %pu %buf %u0\n", "%q = OpAccessChain", "OpAccessChain: its Result Type %pu"
                + " points to %uint, but its indexes reach %ra (SPIR-V OpAccessChain: Result Type must point to the"
                + " type the indexes reach)");
    }

    @Test
    void aMisspeltOpcodeAfterAnInstructionWithOptionalIdsIsAnUnknownOpcode() {
        String text = kernel("%q = OpAccessChain %pu %buf %u0 %u0\nOpAtomicStroe %q %u1 %rel %u1\n");
        InputError e = assertThrows(InputError.class, () -> SpirvTextReader.read("k.spvasm", text));
        assertEquals("unknown opcode 'OpAtomicStroe' (did you mean OpAtomicStore?)", e.getMessage());
        List<String> lines = text.lines().toList();
        assertEquals(new SourceSpan("k.spvasm", 1 + lines.indexOf("OpAtomicStroe %q %u1 %rel %u1"), 1), e.span());
        assertNotNull(SpirvTextReader.read("k.spvasm", text.replace("Stroe", "Store")));
    }
}
