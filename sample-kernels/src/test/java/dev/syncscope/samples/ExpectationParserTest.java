package dev.syncscope.samples;

import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExpectationParserTest {

    private static final SourceSpan AT = new SourceSpan("k.comp", 3, 4);

    private static Expectation.Claim claim(String text) {
        return ExpectationParser.parse(text, AT).claim();
    }

    @Test
    void raceClaimsDefaultToTheCheckerAndMayNameAnElement() {
        assertEquals(new Expectation.Race(Expectation.Engine.CHECKER, true, null, null), claim("race"));
        assertEquals(new Expectation.Race(Expectation.Engine.CHECKER, false, "data", null), claim("no-race data"));
        assertEquals(new Expectation.Race(Expectation.Engine.STEPPER, true, "a", 2), claim("stepper race a[2]"));
    }

    @Test
    void finalClaimsCarryQuantifierReferenceAndValues() {
        assertEquals(new Expectation.Final(Expectation.Engine.CHECKER, Expectation.Quantifier.EVERY, "out",
                List.of(1L, 3L, -1L), List.of(true, true, true)), fin("final out = 1, 3, -1"));
        assertEquals(new Expectation.Final(Expectation.Engine.CHECKER, Expectation.Quantifier.SOME, "r",
                List.of(16L)), fin("possible final r = 0x10"));
        assertEquals(new Expectation.Final(Expectation.Engine.STEPPER, Expectation.Quantifier.NONE, "r",
                List.of(1L), List.of(true)), fin("stepper never final r=1"));
    }

    private static Expectation.Final fin(String text) {
        return ((Expectation.Final) claim(text)).withoutLiterals();
    }

    @Test
    void aFinalClaimReadsItsLiteralsAsTheLocationsKindDoes() {
        // session 82: 1.5 in a double location is 0x3FF8000000000000, not the float's 0x3FC00000; a uint64_t of
        // 2^64 - 1 written in decimal is all ones
        Expectation.Final f = (Expectation.Final) claim("final d = 1.5, 18446744073709551615");
        assertEquals(0x3FF8000000000000L, f.expected(0, dev.syncscope.core.model.ValueKind.FLOAT64));
        assertEquals(0x3FC00000L, f.expected(0, dev.syncscope.core.model.ValueKind.FLOAT32));
        assertEquals(-1L, f.expected(1, dev.syncscope.core.model.ValueKind.UINT64));
    }

    @Test
    void aFinalClaimTakesFloatsAsBufferDoesAndADecimalIntegerInAFloatLocationAsThatNumber() {
        // 1.5f is 0x3FC00000, 2f 0x40000000, -0.0f 0x80000000; 0x3f800000 stays the bits it writes (1.0)
        Expectation.Final f = (Expectation.Final) claim("final o = 1.5, 2f, -0.0, 3, 0x3f800000");
        assertEquals(List.of(0x3FC00000L, 0x40000000L, 0x80000000L, 3L, 0x3F800000L), f.values());
        assertEquals(List.of(false, false, false, true, false), f.integers());
        assertEquals(3L, f.expected(3, dev.syncscope.core.model.ValueKind.INTEGER));
        assertEquals(0x40400000L, f.expected(3, dev.syncscope.core.model.ValueKind.FLOAT32));
        assertEquals(0x3F800000L, f.expected(4, dev.syncscope.core.model.ValueKind.FLOAT32));
        assertEquals(0x3FC00000L, f.expected(0, dev.syncscope.core.model.ValueKind.FLOAT32));
        // +3 is the decimal 3 as @buffer reads it (it was not an integer here), and a NaN reads back as SyncScope
        // prints it
        Expectation.Final g = (Expectation.Final) claim("final o = +3, NaN(0x7fc00001), 1e8");
        assertEquals(List.of(true, false, false), g.integers());
        assertEquals(0x40400000L, g.expected(0, dev.syncscope.core.model.ValueKind.FLOAT32));
        assertEquals(List.of(3L, 0x7FC00001L, 0x4CBEBC20L), g.values());
    }

    @Test
    void diagnosticAndStaleClaimsAreStepperClaims() {
        assertEquals(new Expectation.Diagnosed(true, Diagnostic.Kind.BARRIER_DIVERGENCE, 19),
                claim("diagnostic BARRIER_DIVERGENCE at 19"));
        assertEquals(new Expectation.Diagnosed(false, Diagnostic.Kind.SPIN, null), claim("no-diagnostic spin"));
        assertEquals(new Expectation.Stale(true, 34), claim("stale 34"));
        assertEquals(new Expectation.Stale(false, null), claim("no-stale"));
        assertEquals(Expectation.Engine.STEPPER, claim("stale").engine());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "races", "race a b", "final = 1", "final r 1", "final r = x",
            "final r = 1.2.3", "possible r = 1",
            "diagnostic", "diagnostic NOPE", "no-diagnostic SPIN at 3", "stale 1 2", "checker stale 3",
            "race a[x]"})
    void malformedExpectationsAreInputErrorsAtTheirLine(String text) {
        InputError e = assertThrows(InputError.class, () -> ExpectationParser.parse(text, AT));
        assertTrue(e.getMessage().contains("@expect"), e.getMessage());
        assertEquals(AT, e.span());
    }

    /** A line or index past an int is refused: it was cut to one, line 4294967330 read as 34 (the session-85 audit). */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            stale 4294967330                     | '4294967330' is too large for a line
            diagnostic STALE_READ at 4294967330  | '4294967330' is too large for a line
            race data[4294967296]                | '4294967296' is too large for an index
            no-race data[0x100000000]            | '0x100000000' is too large for an index
            no-stale -2147483649                 | '-2147483649' is too small for a line
            """)
    void aLineOrIndexTooLargeForOneIsRefusedNotCut(String text, String message) {
        InputError e = assertThrows(InputError.class, () -> ExpectationParser.parse(text, AT));
        assertTrue(e.getMessage().endsWith(": " + message), e.getMessage());
        assertEquals(AT, e.span());
    }
}
