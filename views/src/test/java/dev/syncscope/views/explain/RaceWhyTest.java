package dev.syncscope.views.explain;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The lines of the engine's detail that a race row's sentences leave out, and only those. */
class RaceWhyTest {

    @Test
    void linesTheSentenceLacksAreListedOnceEachAndTheOthersNot() {
        String detail = "T0 and T1 both passed the control barrier at lines 12 and 31, but its semantics (line 12)"
                + " name only sc1; T1's acquire barrier (line 1) does not";
        assertEquals("12, 31, 1", RaceWhy.linesLeftOut(detail, "nothing synchronizes T1 with T0."));
        assertEquals("31", RaceWhy.linesLeftOut(detail, "the barrier at line 12 ... line 1."));
        assertEquals("", RaceWhy.linesLeftOut(detail, "12 行目と 31 行目、1 行目"));
        assertEquals("", RaceWhy.linesLeftOut(null, "x"));
    }
}
