package dev.syncscope.core.spirv;

import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ThreadState;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SPIR-V OpStore: "Pointer is the pointer to store through. Its type must be an OpTypePointer whose Type operand is
 * the same as the type of Object" and Input variables are read-only (SPIR-V Storage Class Input: "Input from pipeline.
 * Visible across all functions in the current invocation. Variables declared with this storage class are read-only"):
 * a store to a built-in faults the invocation, at the store, while a store to a Function variable does not.
 */
class InputVariableStoreTest {

    @Test
    void aStoreToABuiltInInputVariableFaultsTheInvocation() {
        Program p = Kernels.program(1, """
                %zero3 = OpConstantComposite %v3 %u0 %u0 %u0
                %main = OpFunction %void None %fn
                %e = OpLabel
                OpStore %lid %zero3
                OpReturn
                OpFunctionEnd
                """);
        ThreadState t = p.initial().get(0);
        assertEquals(ThreadState.Status.FAULT, t.status());
        assertTrue(t.diagnostic().contains("store to an Input variable"), t.diagnostic());
    }

    @Test
    void aStoreToAFunctionVariableIsNoFault() {
        Program p = Kernels.program(1, """
                %main = OpFunction %void None %fn
                %e = OpLabel
                %i = OpVariable %pf Function
                OpStore %i %u1
                OpReturn
                OpFunctionEnd
                """);
        assertEquals(ThreadState.Status.DONE, p.initial().get(0).status());
    }
}
