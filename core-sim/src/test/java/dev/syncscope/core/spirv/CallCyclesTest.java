package dev.syncscope.core.spirv;

import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Static recursion is refused when a SPIR-V module is loaded (VUID-StandaloneSpirv-None-04634), at the call that
 * closes the cycle (audit 52, F5: a function that ran a barrier and called itself ran 90 s into 4 GB of heap and ended
 * in a StackOverflowError's stack trace).
 */
class CallCyclesTest {

    private static final String HEAD = """
            ; @dispatch 1
                           OpCapability Shader
                           OpCapability VulkanMemoryModel
                           OpMemoryModel Logical Vulkan
                           OpEntryPoint GLCompute %main "main"
                           OpExecutionMode %main LocalSize 2 1 1
                   %void = OpTypeVoid
                     %fn = OpTypeFunction %void
                   %uint = OpTypeInt 32 0
                     %wg = OpConstant %uint 2
                    %sem = OpConstant %uint 0x108
            """;

    /** The audit's module: %f runs a barrier and calls itself. */
    private static final String SELF = HEAD + """
                      %f = OpFunction %void None %fn
                     %fl = OpLabel
                           OpControlBarrier %wg %wg %sem
                      %x = OpFunctionCall %void %f
                           OpReturn
                           OpFunctionEnd
                   %main = OpFunction %void None %fn
                  %entry = OpLabel
                      %y = OpFunctionCall %void %f
                           OpReturn
                           OpFunctionEnd
            """;

    @Test
    void aFunctionThatCallsItselfIsRefusedAtItsCall() {
        InputError e = assertThrows(InputError.class, () -> ProgramLoader.load("self.spvasm", SELF));
        assertEquals("self.spvasm:15:11", e.span().toString());
        assertEquals("recursion: %f calls itself (%f → %f); a Vulkan shader's calls may not form a"
                + " cycle (VUID-StandaloneSpirv-None-04634)", e.getMessage());
        assertEquals("input.recursion.self", e.key());
    }

    @Test
    void twoFunctionsThatCallEachOtherAreRefusedAtTheCallThatClosesTheCycle() {
        String text = HEAD + """
                          %f = OpFunction %void None %fn
                         %fl = OpLabel
                          %a = OpFunctionCall %void %g
                               OpReturn
                               OpFunctionEnd
                          %g = OpFunction %void None %fn
                         %gl = OpLabel
                               OpControlBarrier %wg %wg %sem
                          %b = OpFunctionCall %void %f
                               OpReturn
                               OpFunctionEnd
                       %main = OpFunction %void None %fn
                      %entry = OpLabel
                          %y = OpFunctionCall %void %f
                               OpReturn
                               OpFunctionEnd
                """;
        InputError e = assertThrows(InputError.class, () -> ProgramLoader.load("pair.spvasm", text));
        assertEquals("pair.spvasm:20:11", e.span().toString());
        assertEquals("recursion: %g calls %f, which leads back to %g (%g → %f → %g); a Vulkan"
                + " shader's calls may not form a cycle (VUID-StandaloneSpirv-None-04634)", e.getMessage());
    }

    @Test
    void aFunctionCalledTwiceAndALongChainOfCallsAreNoCycle() {
        // main calls f twice and g once, f calls g: g is reached by three paths, none a cycle
        StringBuilder text = new StringBuilder(HEAD + """
                          %g = OpFunction %void None %fn
                         %gl = OpLabel
                               OpControlBarrier %wg %wg %sem
                               OpReturn
                               OpFunctionEnd
                          %f = OpFunction %void None %fn
                         %fl = OpLabel
                          %a = OpFunctionCall %void %g
                               OpReturn
                               OpFunctionEnd
                """);
        // a chain of 3,000 functions, each calling the next (iterative: no deep Java stack)
        int n = 3000;
        for (int i = n - 1; i >= 0; i--) {
            text.append("%c").append(i).append(" = OpFunction %void None %fn\n%cl").append(i).append(" = OpLabel\n");
            if (i + 1 < n) {
                text.append("%cc").append(i).append(" = OpFunctionCall %void %c").append(i + 1).append('\n');
            }
            text.append("OpReturn\nOpFunctionEnd\n");
        }
        text.append("""
                       %main = OpFunction %void None %fn
                      %entry = OpLabel
                          %y = OpFunctionCall %void %f
                          %z = OpFunctionCall %void %f
                          %w = OpFunctionCall %void %g
                          %v = OpFunctionCall %void %c0
                               OpReturn
                               OpFunctionEnd
                """);
        assertEquals(2, ProgramLoader.load("diamond.spvasm", text.toString()).invocationCount());
    }
}
