package dev.syncscope.app.cli;

import dev.syncscope.core.model.Outcome;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How {@code check} and {@code run} print outcomes: readable for two invocations and for a thousand. */
class OutcomeTextTest {

    @Test
    void whatEveryOutcomeSharesIsPrintedOnceAndTheOutcomesInNaturalOrder() {
        List<Outcome> outcomes = List.of(
                new Outcome(Map.of("T0:i", 0L, "partial[0]", 3L, "total", 3L)),
                new Outcome(Map.of("T0:i", 0L, "partial[0]", 3L, "total", 10L)));
        assertEquals(List.of("in every outcome: {T0:i=0, partial[0]=3}", "{total=3}", "{total=10}"),
                OutcomeText.lines(outcomes, false));
    }

    @Test
    void oneOutcomeIsPrintedWhole() {
        assertEquals(List.of("{P1:r0=1, x=1}"), OutcomeText.lines(List.of(new Outcome(Map.of("P1:r0", 1L, "x", 1L))),
                false));
    }

    @Test
    void aLineOfThousandsOfLocalsKeepsTheMemoryAndSaysHowManyInvocationsItLeftOut() {
        Map<String, Long> v = new LinkedHashMap<>();
        for (int t = 0; t < 1024; t++) {
            v.put("T" + t + ":i", (long) (t % 256));
            v.put("T" + t + ":j", 0L);
        }
        v.put("sums[0]", 2L);
        v.put("sums[1]", 2L);
        assertEquals("{sums[0..1]=2, (locals of 1,024 invocations not shown; --all-values prints them)}",
                OutcomeText.render(v, false));
        String all = OutcomeText.render(v, true);
        assertTrue(all.startsWith("{T0:i=0, T0:j=0, T1:i=1, T1:j=0, ") && all.endsWith("T1023:j=0, sums[0..1]=2}"), all);
    }

    @Test
    void aLineOfManyDistinctLocationsIsCutAtTheLimitAndSaysHowManyMore() {
        Map<String, Long> v = new LinkedHashMap<>();
        for (int i = 0; i < OutcomeText.MAX_ENTRIES + 10; i++) {
            v.put("out[" + i + "]", (long) i);
        }
        String line = OutcomeText.render(v, false);
        assertTrue(line.startsWith("{out[0]=0, out[1]=1, "), line);
        assertTrue(line.endsWith(", out[63]=63, (10 more not shown; --all-values prints them)}"), line);
    }

    @Test
    void aFewLocalsAreNotLeftOut() {
        Map<String, Long> v = new LinkedHashMap<>();
        for (int t = 0; t < OutcomeText.MAX_ENTRIES - 1; t++) {
            v.put("T" + t + ":i", (long) t);
        }
        v.put("x", 1L);
        String line = OutcomeText.render(v, false);
        assertTrue(line.startsWith("{T0:i=0, ") && line.endsWith("T62:i=62, x=1}"), line);
    }
}
