package dev.syncscope.views.source;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LineEndingsTest {

    private static String shown(String s) {
        return s.replace("\\r", "\r").replace("\\n", "\n");
    }

    @Test
    void theEditorsTextEndsEveryLineWithANewline() {
        assertEquals("a\nb\nc\n", LineEndings.normalized("a\r\nb\rc\n"));
        assertEquals("\r\n", LineEndings.separatorOf("a\r\nb\n"));
        assertEquals("\r", LineEndings.separatorOf("a\rb"));
        assertEquals("\n", LineEndings.separatorOf("one line"));
    }

    /** document, the editor's text after an edit, the document after it. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "a\\r\\nb\\r\\n   | a\\nb\\n         | a\\r\\nb\\r\\n",
            "a\\r\\nb\\r\\n   | ax\\nb\\n        | ax\\r\\nb\\r\\n",
            "a\\r\\nb\\r\\n   | a\\nnew\\nb\\n    | a\\r\\nnew\\r\\nb\\r\\n",
            "a\\r\\nb\\r\\n   | ab\\n           | ab\\r\\n",
            "a\\r\\nb\\nc\\r\\n | a\\nb\\nc!\\n     | a\\r\\nb\\nc!\\r\\n",
            "a\\rb\\r        | a\\nb\\nc         | a\\rb\\rc",
            "a\\nb\\n         | a\\nx\\nb\\n       | a\\nx\\nb\\n"})
    void anEditKeepsTheLineEndingsOfTheLinesItDidNotTouch(String document, String editor, String after) {
        assertEquals(shown(after.strip()), LineEndings.edited(shown(document.strip()), shown(editor.strip())));
    }
}
