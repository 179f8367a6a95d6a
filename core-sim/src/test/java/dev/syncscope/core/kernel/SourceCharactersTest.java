package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A character outside ASCII where a kernel has tokens is named with its line and column (GLSL 4.60 §3.1, Character
 * Set); glslang reported it once per byte, as the byte itself ({@code k.comp:3: '�' : unexpected token}, twice for
 * {@code é}) or {@code <bad token>} in HLSL, with no column (the audit of session 51). Comments may hold any.
 */
class SourceCharactersTest {

    private static final String GLSL = "#version 450\n// 日本語のコメント, ✓\nlayout(local_size_x = 1) in;\n"
            + "layout(binding = 0) buffer B { uint d; };\n/* ünïcødé\n ✓ */ void main() {\n";

    @Test
    void aNonAsciiLetterInAGlslNameIsNamedAtItsLineAndColumn() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.comp", GLSL + "  uint dé = 1u;\n}\n"));
        assertEquals("k.comp:7:9: 'é' (U+00E9) is not a character GLSL takes outside comments: names, numbers and"
                + " symbols are ASCII (GLSL 4.60 §3.1, Character Set)", e.toString());
    }

    @Test
    void aCharacterOutsideTheBasicPlaneIsNamedWhole() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.comp", GLSL + "  d = 1u; 𝒳\n}\n"));
        assertEquals("k.comp:7:11: '𝒳' (U+1D4B3) is not a character GLSL takes outside comments: names, numbers and"
                + " symbols are ASCII (GLSL 4.60 §3.1, Character Set)", e.toString());
    }

    @Test
    void commentsAndPragmaTextMayHoldAnyCharacter() {
        assertEquals(1, KernelLoader.load("k.comp", GLSL + "  d = 1u; // ✓ ok\n}\n#pragma ✓\n").program()
                .invocationCount());
    }

    @Test
    void anHlslKernelIsCheckedOutsideComments() {
        String hlsl = "// ✓\nRWStructuredBuffer<uint> d : register(u0);\n[numthreads(1, 1, 1)]\nvoid main() {\n"
                + "  uint vé = 1; /* é */\n  d[0] = vé;\n}\n";
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.hlsl", hlsl));
        assertEquals("k.hlsl:5:9: 'é' (U+00E9) is not a character HLSL takes outside comments: names, numbers and"
                + " symbols are ASCII", e.toString());
    }
}
