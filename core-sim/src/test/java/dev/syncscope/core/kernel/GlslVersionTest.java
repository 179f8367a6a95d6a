package dev.syncscope.core.kernel;

import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A GLSL compute kernel needs #version 420 or later (or 310 es) first; without one the bundled glslang printed its
 * built-in declarations (4,647 lines) to standard output and named no line (the CLI audit). Refused before compiling.
 */
class GlslVersionTest {

    private static final String BODY = "layout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { uint x; };\n"
            + "void main() { x = 1u; }\n";

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "''|1|starts with #version (420 or later, e.g. #version 450; or 310 es) before anything else",
            "'// a comment\n\n'|3|starts with #version (420 or later, e.g. #version 450; or 310 es) before anything else",
            "'#version 110\n'|1|compute shaders need #version 420 or later (or 310 es), not 110",
            "'/* two\n lines */ #version 300 es\n'|2|not 300 es"})
    void aKernelWithoutAComputeVersionIsRefusedAtItsLine(String head, int line, String message) {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.comp", head.replace("\\n", "\n") + BODY));
        assertEquals(line, e.span().line(), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void aFileOfCommentsOnlyHasNoVersion() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.comp", "// nothing\n\n"));
        assertTrue(e.getMessage().endsWith("this file has none"), e.getMessage());
    }

    @Test
    void aVersionAfterCommentsAndAByteOrderMarkCompiles() {
        assertEquals(1, KernelLoader.load("k.comp", "\uFEFF// @dispatch 1\n/* c */\n#version 450\n" + BODY).program()
                .invocationCount());
    }

    @Test
    void aShadercErrorAboutTheWholeFileNamesTheFileOnce() {
        InputError e = assertThrows(InputError.class, () -> KernelLoader.load("k.comp", "#version 999\n" + BODY));
        assertEquals("k.comp: version not supported", e.toString());
    }
}
