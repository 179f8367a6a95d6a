package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Outcome;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;

import static dev.syncscope.core.litmus.herd.FeatureRuns.outcome;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Dat3M's address initialisers {@code P0:r0=&x}, {@code x=&y}, and addresses in conditions. */
class AddressInitialiserTest {

    private static final String FILE = "address-init.litmus";
    private static final String[] KEYS = {"P0:r0", "P1:r1", "P1:r3", "P1:r4", "P1:r5", "p", "x", "z"};

    /**
     * Addresses by the documented rule (0x1000 times the rank of first mention: init block x, z, y,
     * then the code's p). The two outcomes are the two values P1's atomic load of p can read (see the
     * file's comment); z holds a copy of x's initial 1, and the address registers never change.
     */
    private static final long X = 0x1000;
    private static final long Y = 0x3000;
    private static final Set<Map<String, Long>> EXPECTED = Set.of(
            outcome("P0:r0", X, "P1:r1", 0, "P1:r3", X, "P1:r4", Y, "P1:r5", 0, "p", X, "x", 1, "z", 1),
            outcome("P0:r0", X, "P1:r1", X, "P1:r3", X, "P1:r4", Y, "P1:r5", 1, "p", X, "x", 1, "z", 1));

    @Test
    void everyLocationNameGetsADistinctAddressInOrderOfFirstMention() {
        HerdLitmus t = HerdParser.read(FILE, FeatureRuns.text(FILE));
        assertEquals(Map.of("x", 0x1000L, "z", 0x2000L, "y", 0x3000L, "p", 0x4000L), t.addresses());
        assertEquals(Map.of("P0:r0", X, "P1:r3", X, "P1:r4", Y), t.initialRegisters());
        assertEquals(Map.of("x", 1L, "z", 1L), t.initialValues());
    }

    @Test
    void theCheckerSeesBothReadsOfTheAddressAndNoRace() {
        HerdTest t = HerdParser.parse(FeatureRuns.example(FILE));
        assertEquals(EXPECTED, FeatureRuns.checkerOutcomes(t.program(), KEYS));
        CheckResult r = FeatureRuns.check(t.program());
        assertFalse(r.hasRace());
        assertTrue(t.conditionSatisfied(r.allowedOutcomes()));
    }

    @Test
    void theStepperReachesBothOutcomes() {
        HerdTest t = HerdParser.parse(FeatureRuns.example(FILE));
        assertEquals(EXPECTED, FeatureRuns.stepperOutcomes(t.program(), KEYS));
    }

    @Test
    void aBareNameIsAnAddressOnlyOnTheRightOfAComparison() {
        HerdLitmus t = HerdParser.read("c.litmus", """
                Vulkan c
                { x=5; P0:r0=&x; }
                 P0@sg 0, wg 0, qf 0 ;
                 ld.sc0 r1, x ;
                exists (x == 5 /\\ P0:r0 == x /\\ P0:r0 == &x /\\ &x == P0:r0 /\\ 5 == x[0])
                """);
        Predicate p = t.condition().orElseThrow().predicate();
        Outcome o = new Outcome(Map.of("x", 5L, "P0:r0", 0x1000L));
        assertTrue(p.holds(o), p.toString());
        assertFalse(p.holds(new Outcome(Map.of("x", 0x1000L, "P0:r0", 5L))), p.toString());
    }

    @Test
    void aCopyOfALocationDeclaredLaterIsAPositionedError() {
        InputError e = assertThrows(InputError.class, () -> HerdParser.read("bad.litmus",
                "Vulkan t\n{ z=&x; x=1; }\nP0@sg 0, wg 0, qf 0 ;\n"));
        assertEquals("bad.litmus:2:6", e.span().toString());
        assertTrue(e.getMessage().contains("'x' is not declared before this entry"), e.getMessage());
    }

    @Test
    void anAccessThroughARegisterIsAPositionedError() {
        InputError e = assertThrows(InputError.class, () -> HerdParser.read("bad.litmus",
                "Vulkan t\n{ x=0; P0:r1=&x; }\nP0@sg 0, wg 0, qf 0 ;\nld.atom.dv.sc0 r0, r1 ;\n"));
        assertEquals("bad.litmus:4:20", e.span().toString());
        assertTrue(e.getMessage().contains("'ld' through register r1"), e.getMessage());
    }

    @Test
    void theAddressOfAnUnknownLocationIsAPositionedError() {
        InputError e = assertThrows(InputError.class, () -> HerdParser.read("bad.litmus",
                "Vulkan t\n{ x=0; P0:r0=&x; }\nP0@sg 0, wg 0, qf 0 ;\nexists (P0:r0 == w)\n"));
        assertEquals("bad.litmus:4:18", e.span().toString());
        assertTrue(e.getMessage().contains("no location 'w' to take the address of"), e.getMessage());
    }

    @Test
    void aRegisterInitialisedTwiceIsAnError() {
        InputError e = assertThrows(InputError.class, () -> HerdParser.read("bad.litmus",
                "Vulkan t\n{ x=0; P0:r0=1; P0:r0=&x; }\nP0@sg 0, wg 0, qf 0 ;\n"));
        assertTrue(e.getMessage().contains("initialised twice"), e.getMessage());
    }
}
