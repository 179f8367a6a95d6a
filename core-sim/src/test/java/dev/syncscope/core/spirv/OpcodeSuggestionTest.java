package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A word at the start of a line that looks like an opcode ({@code Op} and a letter) but is none is an unknown opcode,
 * with the closest opcode when it is within two edits, at the word's position. It used to be read as an optional
 * operand of the line before: {@code unknown MemoryAccess 'OpStroe'}, {@code unexpected 'OpFrobnicate' after the
 * operands of OpMemoryModel} (the QA audit of session 45).
 */
class OpcodeSuggestionTest {

    private static InputError refused(String text) {
        return assertThrows(InputError.class, () -> SpirvTextReader.read("k.spvasm", text));
    }

    private static SourceSpan lineOf(String text, String line, int column) {
        return new SourceSpan("k.spvasm", 1 + text.lines().toList().indexOf(line), column);
    }

    @Test
    void aMisspeltStoreAfterALoadIsAnUnknownOpcodeWithTheOpcodeMeant() {
        // OpLoad takes an optional MemoryAccess operand, which the misspelt word was read as
        String text = Kernels.text(1, """
                %main = OpFunction %void None %fn
                %e = OpLabel
                %p = OpAccessChain %pu %buf %u0 %u0
                %x = OpLoad %uint %p
                OpStroe %p %u1
                OpReturn
                OpFunctionEnd
                """);
        InputError e = refused(text);
        assertEquals("unknown opcode 'OpStroe' (did you mean OpStore?)", e.getMessage());
        assertEquals(lineOf(text, "OpStroe %p %u1", 1), e.span());
        assertEquals(OpcodeSuggestion.KEY, e.key());
        assertEquals(List.of("'OpStroe'", "OpStore"), e.args());
        assertNotNull(SpirvTextReader.read("k.spvasm", text.replace("OpStroe", "OpStore")));
    }

    @Test
    void anUnknownWordAfterAnInstructionWithoutOptionalOperandsIsAnUnknownOpcode() {
        String text = "OpCapability Shader\nOpMemoryModel Logical GLSL450\nOpFrobnicate %1\n";
        InputError e = refused(text);
        assertEquals("unknown opcode 'OpFrobnicate'", e.getMessage());
        assertEquals(new SourceSpan("k.spvasm", 3, 1), e.span());
        assertEquals(OpcodeSuggestion.KEY_PLAIN, e.key());
    }

    @Test
    void aMisspeltOpcodeWhereALiteralOrAnEnumerantWasExpectedIsAnUnknownOpcode() {
        // the line before takes a literal (OpTypeInt's signedness) or an enumerant (OpExecutionMode's mode) last
        InputError literal = refused("%uint = OpTypeInt 32\nOpTypeBol %b\n");
        assertEquals("unknown opcode 'OpTypeBol' (did you mean OpTypeBool?)", literal.getMessage());
        assertEquals(new SourceSpan("k.spvasm", 2, 1), literal.span());
        InputError enumerant = refused("OpExecutionMode %main\nOpDecorat %x Block\n");
        assertEquals("unknown opcode 'OpDecorat' (did you mean OpDecorate?)", enumerant.getMessage());
        assertEquals(new SourceSpan("k.spvasm", 2, 1), enumerant.span());
    }

    @Test
    void aMisspeltOpcodeStartingAStatementGetsTheOpcodeMeantToo() {
        InputError e = refused("OpCapability Shader\n%t = OpTypeItn 32 0\n");
        assertEquals("unknown opcode 'OpTypeItn' (did you mean OpTypeInt?)", e.getMessage());
        assertEquals(new SourceSpan("k.spvasm", 2, 6), e.span());
    }

    @Test
    void anEnumerantThatStartsWithOpIsStillAnEnumerant() {
        // SourceLanguage OpenCL_C is no opcode, and no misspelling of one
        assertNotNull(SpirvTextReader.read("k.spvasm", "OpSource\nOpenCL_C 100\n"));
        assertNotNull(SpirvTextReader.read("k.spvasm", "OpSource OpenCL_C 100\n"));
    }

    @Test
    void theSuggestionIsTheOpcodeFewestEditsAwayWithinTwo() {
        assertEquals(1, OpcodeSuggestion.edits("OpStroe", "OpStore"));
        assertEquals("OpStore", OpcodeSuggestion.closest("OpStroe"));
        assertEquals("OpAtomicIAdd", OpcodeSuggestion.closest("OpAtomicIAd"));
        assertEquals("OpControlBarrier", OpcodeSuggestion.closest("OpControlBarier"));
        assertNull(OpcodeSuggestion.closest("OpFrobnicate"));
        assertNull(OpcodeSuggestion.closest("OpStoreeee"));
    }
}
