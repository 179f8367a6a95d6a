package dev.syncscope.core.model;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Outcomes hash apart: a litmus test of 16 flags that each may read 0 or 1 has 65,536 outcomes, which the map's own
 * hash put into 17 buckets, so collecting them into a set (CheckResult.definedOutcomes, the report, the Outcomes
 * table) compared each with thousands of others: {@code check} ran for minutes past its time limit, silent.
 */
class OutcomeHashTest {

    private static Outcome flags(int bits, int n) {
        Map<String, Long> values = new HashMap<>();
        for (int i = 0; i < n; i++) {
            values.put("P1:r" + i, (long) ((bits >> i) & 1));
        }
        return new Outcome(values);
    }

    @Test
    void outcomesOfSixteenZeroOrOneValuesHashAlmostAllApart() {
        Set<Integer> hashes = new HashSet<>();
        for (int bits = 0; bits < 1 << 16; bits++) {
            hashes.add(flags(bits, 16).hashCode());
        }
        assertTrue(hashes.size() > 65_000, hashes.size() + " distinct hashes of 65,536 outcomes");
    }

    @Test
    void equalOutcomesHashAlikeWhateverTheOrderOfTheirValues() {
        Map<String, Long> a = new java.util.LinkedHashMap<>();
        a.put("x", 1L);
        a.put("y", 2L);
        Map<String, Long> b = new java.util.LinkedHashMap<>();
        b.put("y", 2L);
        b.put("x", 1L);
        assertEquals(new Outcome(a), new Outcome(b));
        assertEquals(new Outcome(a).hashCode(), new Outcome(b).hashCode());
        assertEquals(new Outcome(a, Set.of("x")).hashCode(), new Outcome(b, Set.of("x")).hashCode());
        assertNotEquals(new Outcome(a).hashCode(), new Outcome(a, Set.of("x")).hashCode(),
                "an undefined value is another outcome");
    }
}
