package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SPIR-V 2.16.1 (Universal Validation Rules): the target of a branch must be a label in the same function. A module
 * that branches, merges or continues to another id is refused when it is loaded, at the instruction, as other
 * malformed modules are; a fuzzed module branching to a type used to fault in the invocation reaching the branch
 * ({@code run}: a FAULT of the kernel; {@code check}: UNKNOWN with no execution; the QA audit of session 45).
 */
class BranchTargetsTest {

    /** A loop with a selection and a switch inside, whose every target is a label of %main; and a second function. */
    private static final String BODY = """
            %other = OpFunction %void None %fn
            %oe = OpLabel
            OpReturn
            OpFunctionEnd
            %main = OpFunction %void None %fn
            %e = OpLabel
            OpBranch %head
            %head = OpLabel
            OpLoopMerge %exit %cont None
            OpBranch %body
            %body = OpLabel
            OpSelectionMerge %cont None
            OpSwitch %u0 %cont 1 %one
            %one = OpLabel
            OpBranch %cont
            %cont = OpLabel
            OpBranchConditional %true %exit %head
            %exit = OpLabel
            OpReturn
            OpFunctionEnd
            """;

    private static String module(String body) {
        return Kernels.text(1, "%true = OpConstantTrue %bool\n" + body);
    }

    private static void load(SpirvModule m) {
        SpirvInterpreter.program("k", m, DispatchConfig.defaults());
    }

    @Test
    void aModuleWhoseTargetsAreAllBlocksOfTheFunctionLoads() {
        load(SpirvTextReader.read("k.spvasm", module(BODY)));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            OpBranch %head                   | OpBranch %u1                   | OpBranch targets %u1, which is defined by OpConstant, not a block of function %main
            OpLoopMerge %exit %cont None     | OpLoopMerge %exit %uint None   | OpLoopMerge targets %uint, which is defined by OpTypeInt, not a block of function %main
            OpSelectionMerge %cont None      | OpSelectionMerge %oe None      | OpSelectionMerge targets %oe, which is defined by OpLabel, not a block of function %main
            OpSwitch %u0 %cont 1 %one        | OpSwitch %u0 %cont 1 %buf      | OpSwitch targets %buf, which is defined by OpVariable, not a block of function %main
            OpBranchConditional %true %exit %head | OpBranchConditional %true %exit %main | OpBranchConditional targets %main, which is defined by OpFunction, not a block of function %main
            """)
    void aTargetThatIsNoBlockOfTheFunctionIsRefusedAtTheInstruction(String valid, String broken, String message) {
        String text = module(BODY.replace(valid, broken));
        InputError e = assertThrows(InputError.class, () -> load(SpirvTextReader.read("k.spvasm", text)));
        assertEquals(message + " (SPIR-V: the target of a branch must be a label in the same function)",
                e.getMessage());
        int line = 1 + text.lines().toList().indexOf(broken);
        assertEquals(new SourceSpan("k.spvasm", line, 1), e.span());
        assertEquals(BranchTargets.KEY, e.key());
    }

    @Test
    void aBinaryModuleBranchingToATypeIsRefusedAtTheBranchsWord() {
        // the fuzzed module's case: two words flipped, so an OpBranch names a type
        SpirvModule text = SpirvTextReader.read("k.spvasm", module(BODY.replace("OpBranch %head", "OpBranch %ra")));
        SpirvModule binary = SpirvBinaryReader.read("k.spv", text.toBytes());
        InputError e = assertThrows(InputError.class, () -> load(binary));
        assertEquals(new SourceSpan("k.spv", 0, 0), e.span());
        assertTrue(e.getMessage().matches("word \\d+: OpBranch targets %\\d+, which is defined by"
                + " OpTypeRuntimeArray, not a block of function %\\d+ \\(SPIR-V: .*\\)"), e.getMessage());
    }

    @Test
    void aTargetNoInstructionDefinesIsRefusedSayingSo() {
        // a binary's id that nothing defines (a text module would be refused first for its undefined use)
        SpirvModule text = SpirvTextReader.read("k.spvasm", module(BODY));
        int unused = text.bound();
        SpirvModule module = SpirvBinaryReader.read("k.spv", firstBranchTo(text.toWords(), unused));
        InputError e = assertThrows(InputError.class, () -> load(module));
        assertTrue(e.getMessage().contains("OpBranch targets %" + unused + ", which no instruction defines, not a block"
                + " of function"), e.getMessage());
    }

    /** The module's words with the first OpBranch's target replaced by {@code to}, the bound raised above it. */
    private static byte[] firstBranchTo(int[] words, int to) {
        int[] out = words.clone();
        out[3] = Math.max(out[3], to + 1);
        for (int i = 5; i < out.length; i += out[i] >>> 16) {
            if ((out[i] & 0xffff) == Grammar.get().opcode("OpBranch").code()) {
                out[i + 1] = to;
                break;
            }
        }
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(out.length * 4).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (int w : out) {
            b.putInt(w);
        }
        return b.array();
    }
}
