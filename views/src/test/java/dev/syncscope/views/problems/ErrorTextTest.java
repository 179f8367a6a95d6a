package dev.syncscope.views.problems;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Input errors and positions as the window writes them: only the known part of the place. */
class ErrorTextTest {

    @ParameterizedTest(name = "file {0}, line {1}, column {2}: {3}")
    @CsvSource(textBlock = """
            k.comp,   3,    5,      k.comp:3:5
            '',       3,    5,      3:5
            k.comp,   3,    0,      k.comp:3
            k.comp,   0,    0,      k.comp
            '',       0,    0,      ''
            """)
    void aPlaceNamesOnlyWhatIsKnown(String file, int line, int column, String place) {
        assertEquals(place, ErrorText.place(new SourceSpan(file, line, column)));
    }

    @Test
    void anErrorTiedToNoPlaceIsItsMessageAloneWithNoStraySeparator() {
        InputError heap = new InputError(SourceSpan.UNKNOWN, "not enough memory to record more steps");
        assertEquals("not enough memory to record more steps", ErrorText.of(heap));
    }

    @Test
    void anErrorWithAPlaceLeadsWithIt() {
        assertEquals("ws.json: no workspace file here",
                ErrorText.of(new InputError(new SourceSpan("ws.json", 0, 0), "no workspace file here")));
        assertEquals("k.comp:7:9: index 5 is outside s[0..1]",
                ErrorText.of(new InputError(new SourceSpan("k.comp", 7, 9), "index 5 is outside s[0..1]")));
    }

    @Test
    void aProblemRowWithALineButNoFileShowsTheLineWithoutAnEmptyFileName() {
        Problem p = new Problem(Problem.Severity.ERROR, "bad pragma", new SourceSpan("", 3, 4));
        assertEquals("error: bad pragma (3:4)", p.toString());
        assertEquals("error: bad pragma (k.comp:3:4)",
                new Problem(Problem.Severity.ERROR, "bad pragma", new SourceSpan("k.comp", 3, 4)).toString());
    }
}
