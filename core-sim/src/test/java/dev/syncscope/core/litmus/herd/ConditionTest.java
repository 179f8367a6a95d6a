package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.model.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConditionTest {

    private static final Outcome R1_X2 = new Outcome(Map.of("P1:r0", 1L, "P1:r1", 0L, "x", 2L));
    private static final Outcome R0_X1 = new Outcome(Map.of("P1:r0", 0L, "P1:r1", 0L, "x", 1L));

    private static Condition condition(String text) {
        // r1 and r7 are set by the init block: a condition may read only registers a test sets or writes
        return HerdParser.read("c.litmus", "Vulkan c\n{ x=0; P0:r7=0; P1:r1=0; }\nP0@sg 0, wg 0, qf 0 | P1@sg 0, wg 1, qf 0 ;\n"
                + "st.sc0 x, 1 | ld.sc0 r0, x ;\n" + text + "\n").condition().orElseThrow();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            exists (P1:r0 == 1)                           | true
            exists (P1:r0 == 1 /\\ x == 1)                | false
            exists (P1:r0 = 1 /\\ x = 2)                  | true
            exists (P1:r0 != 1)                           | false
            exists (~P1:r0 == 1)                          | false
            exists (not (P1:r0 == 1))                     | false
            exists (x > 1 /\\ x >= 2 /\\ x < 3 /\\ x <= 2) | true
            exists (P1:r0 == 0 \\/ x == 2)                | true
            exists ~P1:r0 == 0 /\\ x == 1                 | false
            exists ~(P1:r0 == 0 /\\ x == 1)               | true
            exists (x == 1 \\/ x == 2 /\\ P1:r0 == 0)     | false
            exists ((x == 1 \\/ x == 2) /\\ P1:r0 == 1)   | true
            exists (true)                                 | true
            exists (false \\/ 0 == 0)                     | true
            exists (P1:r1 == -0)                          | true
            """)
    void propositionsFollowHerdPrecedenceNotThenAndThenOr(String text, boolean holds) {
        assertEquals(holds, condition(text).holds(R1_X2));
    }

    @Test
    void existsNeedsOneAllowedOutcomeNotExistsNoneForallAll() {
        List<Outcome> both = List.of(R1_X2, R0_X1);
        assertTrue(condition("exists (P1:r0 == 1)").satisfiedBy(both));
        assertFalse(condition("~exists (P1:r0 == 1)").satisfiedBy(both));
        assertTrue(condition("~exists (P1:r0 == 2)").satisfiedBy(both));
        assertFalse(condition("forall (P1:r0 == 1)").satisfiedBy(both));
        assertTrue(condition("forall (P1:r0 == 1 \\/ x == 1)").satisfiedBy(both));
        assertFalse(condition("exists (true)").satisfiedBy(List.of()));
        assertTrue(condition("forall (false)").satisfiedBy(List.of()));
    }

    @Test
    void keysNameTheRegistersAndLocationsRead() {
        assertEquals(Set.of("P1:r0", "x", "y[2]"), condition("exists (P1:r0 == 1 /\\ ~(x == y[2]) \\/ 3 == 3)").predicate().keys());
    }

    @Test
    void aValueMissingFromTheOutcomeIsReportedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> condition("exists (P0:r7 == 1)").holds(R1_X2));
        assertTrue(e.getMessage().contains("P0:r7"), e.getMessage());
    }

    @Test
    void printedFormKeepsOnlyNeededParentheses() {
        assertEquals("exists (~(P1:r0 == 1 /\\ x == 2) /\\ (x == 1 \\/ x == 3))",
                condition("exists ~(P1:r0 == 1 /\\ x == 2) /\\ (x == 1 \\/ x == 3)").toString());
    }
}
