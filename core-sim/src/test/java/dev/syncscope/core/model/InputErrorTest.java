package dev.syncscope.core.model;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** An input error prints where it is only as far as that is known. */
class InputErrorTest {

    @Test
    void aPositionIsPrintedTheWayEditorsRecogniseIt() {
        assertEquals("k.comp:3:7: expected ';'", new InputError(new SourceSpan("k.comp", 3, 7), "expected ';'").toString());
    }

    @Test
    void aFileWithoutALineIsPrintedAlone() {
        assertEquals("k.comp: no entry point", new InputError(new SourceSpan("k.comp", 0, 0), "no entry point").toString());
    }

    @Test
    void anErrorWithNoPlaceIsJustItsMessage() {
        assertEquals("not enough memory", new InputError(SourceSpan.UNKNOWN, "not enough memory").toString());
        assertEquals("not enough memory", new InputError(null, "not enough memory").toString());
    }

    @Test
    void anErrorIsBadInputUnlessItSaysItRanIntoTheHeap() {
        assertEquals(InputError.Kind.BAD_INPUT, new InputError(SourceSpan.UNKNOWN, "expected ';'").kind());
        assertEquals(InputError.Kind.BAD_INPUT, new InputError(SourceSpan.UNKNOWN, "x", new IllegalStateException()).kind());
        assertEquals(InputError.Kind.MEMORY_LIMIT,
                new InputError(SourceSpan.UNKNOWN, "not enough memory", null, InputError.Kind.MEMORY_LIMIT).kind());
        assertEquals(InputError.Kind.BAD_INPUT, new InputError(SourceSpan.UNKNOWN, "x", null, null).kind());
    }
}
