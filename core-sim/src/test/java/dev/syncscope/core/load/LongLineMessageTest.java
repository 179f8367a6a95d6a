package dev.syncscope.core.load;

import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A message quotes what it found shortened to 60 characters and its length: a file of one 300,000-character line made
 * a message of 300,000 characters (the UI audit: a 2.6 MB one filled the Problems pane and the terminal).
 */
class LongLineMessageTest {

    private static final String LONG = "x".repeat(300_000);

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "long.test, 'NEWTHREAD\n', 2:1: expected an instruction token",
        "long.spvasm, 'OpCapability ', 1:14: unknown Capability",
        "long.comp, '// @chains ', 1:12: expected 'on' or 'off'",
    })
    void aHugeTokenIsQuotedShortenedWithItsLength(String file, String before, String start) {
        InputError e = assertThrows(InputError.class, () -> ProgramLoader.load(file, before + LONG + "\n"));
        assertTrue(e.toString().startsWith(file + ":" + start), e.toString());
        assertTrue(e.toString().endsWith("'" + "x".repeat(60) + "…' (300000 characters)"), e.toString());
        assertTrue(e.toString().length() < 300, "length " + e.toString().length());
    }

    @Test
    void aShortTokenIsQuotedWhole() {
        assertEquals("'abc'", InputError.quoted("abc"));
        assertEquals("'" + "y".repeat(60) + "'", InputError.quoted("y".repeat(60)));
        assertEquals("\"" + "y".repeat(60) + "…\" (61 characters)", InputError.quoted("y".repeat(61), '"'));
    }
}
