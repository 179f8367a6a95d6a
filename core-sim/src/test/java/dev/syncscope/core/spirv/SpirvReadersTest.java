package dev.syncscope.core.spirv;

import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SpirvReadersTest {

    static byte[] resource(String name) throws IOException {
        try (InputStream in = SpirvReadersTest.class.getResourceAsStream("/spirv/" + name)) {
            return in.readAllBytes();
        }
    }

    @Test
    void textAndSpirvAsBinaryGiveTheSameInstructions() throws IOException {
        SpirvModule text = SpirvTextReader.read("a.spvasm",
                new String(resource("legacy-coherent.spvasm"), StandardCharsets.UTF_8));
        SpirvModule binary = SpirvBinaryReader.read("a.spv", resource("legacy-coherent.spv"));
        assertEquals(binary.instructions(), text.instructions());
        assertEquals(binary.bound(), text.bound());
    }

    @Test
    void bigEndianBinaryReadsLikeLittleEndian() throws IOException {
        byte[] little = resource("legacy-coherent.spv");
        byte[] big = new byte[little.length];
        for (int i = 0; i < little.length; i += 4) {
            for (int b = 0; b < 4; b++) {
                big[i + b] = little[i + 3 - b];
            }
        }
        assertEquals(SpirvBinaryReader.read("l", little).instructions(), SpirvBinaryReader.read("b", big).instructions());
    }

    @Test
    void moduleWritesBackToTheSameBinary() throws IOException {
        byte[] bytes = resource("legacy-coherent.spv");
        assertArrayEquals(bytes, SpirvBinaryReader.read("a.spv", bytes).toBytes());
    }

    @Test
    void stringsMasksAndFloatsAreEncoded() {
        SpirvModule m = SpirvTextReader.read("t.spvasm", """
                OpSource GLSL 450 %f "void main() {
}"
                %f = OpString "k.comp"
                %float = OpTypeFloat 32
                %half = OpConstant %float 0.5
                %big = OpConstant %float -0x1.8p+1
                %uint = OpTypeInt 32 0
                %p = OpTypePointer StorageBuffer %uint
                %v = OpVariable %p StorageBuffer
                %x = OpLoad %uint %v Aligned|MakePointerVisible|NonPrivatePointer 4 %half ; comment
                """);
        Instruction source = m.instructions().get(0);
        assertEquals("void main() {\n}", source.string(3));
        assertEquals("k.comp", m.instructions().get(1).string(1));
        assertEquals(Float.floatToRawIntBits(0.5f), m.instructions().get(3).word(2));
        assertEquals(Float.floatToRawIntBits(-3.0f), m.instructions().get(4).word(2));
        Instruction load = m.instructions().get(8);
        assertEquals("OpLoad", load.name());
        assertEquals(2 | 16 | 32, load.word(3));
        assertEquals(4, load.word(4));
        assertEquals(m.instructions().get(3).word(1), load.word(5));
    }

    @Test
    void sixtyFourBitConstantsTakeTwoWords() {
        SpirvModule m = SpirvTextReader.read("t", "%l = OpTypeInt 64 1\n%c = OpConstant %l -2\n");
        assertArrayEquals(new int[] {1, 2, -2, -1}, m.instructions().get(1).words());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            OpFoo %a                              | 1:1  | unknown opcode
            %a = OpCapability Shader              | 1:1  | has no result id
            OpTypeInt 32 0                        | 1:1  | needs a result id
            OpCapability Shaderx                  | 1:14 | unknown Capability 'Shaderx'
            %t = OpTypeInt 32                     | 1:18 | expected a literal integer
            OpMemoryModel Logical GLSL450 7       | 1:31 | unexpected '7'
            %t = OpTypeInt 3x2 0                  | 1:16 | malformed integer
            OpSource GLSL 450 %f "abc             | 1:22 | unterminated string
            """)
    void malformedTextGivesLineAndColumn(String text, String where, String message) {
        InputError e = assertThrows(InputError.class, () -> SpirvTextReader.read("bad.spvasm", text));
        assertEquals("bad.spvasm:" + where, e.span().file() + ":" + e.span().line() + ":" + e.span().column(),
                e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void anInstructionMissingAnOperandIsNamedAtTheEndOfItsLineNotAtTheNextInstruction() {
        // the audit's bad7.spvasm: the error was at 9:1, "expected an id before 'OpReturn'"
        InputError e = assertThrows(InputError.class, () -> SpirvTextReader.read("bad.spvasm", """
                OpCapability Shader
                OpMemoryModel Logical Vulkan
                OpEntryPoint GLCompute %main "main"
                %void = OpTypeVoid
                %fn = OpTypeFunction %void
                %main = OpFunction %void None %fn
                %e = OpLabel
                %x = OpIAdd %void
                OpReturn
                OpFunctionEnd
                """));
        assertEquals("bad.spvasm:8:18", e.span().file() + ":" + e.span().line() + ":" + e.span().column());
        assertEquals("expected an id at the end of the line (the next instruction, 'OpReturn', starts on line 9)",
                e.getMessage().substring(e.getMessage().indexOf("expected")));
    }

    @Test
    void malformedBinaryNamesTheWord() throws IOException {
        byte[] good = resource("legacy-coherent.spv");
        assertTrue(assertThrows(InputError.class, () -> SpirvBinaryReader.read("x", new byte[] {1, 2, 3}))
                .getMessage().contains("multiple of 4"));
        byte[] badMagic = good.clone();
        badMagic[0] = 0;
        assertTrue(assertThrows(InputError.class, () -> SpirvBinaryReader.read("x", badMagic))
                .getMessage().startsWith("word 0: not a SPIR-V binary"));
        byte[] truncated = Arrays.copyOf(good, good.length - 16);
        InputError e = assertThrows(InputError.class, () -> SpirvBinaryReader.read("x", truncated));
        assertTrue(e.getMessage().contains("runs past the end"), e.getMessage());
        assertEquals(0, e.span().line());
        byte[] zeroCount = Arrays.copyOf(good, 24);
        zeroCount[20] = 0;
        zeroCount[21] = 0;
        zeroCount[22] = 0;
        zeroCount[23] = 0;
        assertTrue(assertThrows(InputError.class, () -> SpirvBinaryReader.read("x", zeroCount))
                .getMessage().startsWith("word 5: instruction OpNop has word count 0"));
    }

    /** A .spv holding assembly text is told to be named .spvasm (it was "length 795 is not a multiple of 4"). */
    @Test
    void assemblyTextInABinarysNameIsSaidToBeText() {
        for (String text : new String[] {"; SPIR-V\nOpCapability Shader\n", "\n  OpCapability Shader\n",
            "%1 = OpTypeVoid\n"}) {
            InputError e = assertThrows(InputError.class,
                    () -> SpirvBinaryReader.read("k.spv", text.getBytes(StandardCharsets.UTF_8)));
            assertEquals("this is SPIR-V assembly text, not a binary module: name the file .spvasm to load it as text",
                    e.getMessage());
        }
        // a binary's magic number, either way round, is no text
        assertTrue(assertThrows(InputError.class, () -> SpirvBinaryReader.read("k.spv", new byte[] {3, 2, 0x23, 7}))
                .getMessage().contains("too short"));
    }
}
