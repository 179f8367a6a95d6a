package dev.syncscope.views.outcome;

import dev.syncscope.core.model.Outcome;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** An Outcomes row's text: natural order, runs joined, and for a large kernel the memory, not a wall of locals. */
class OutcomeTableTest {

    /** docs/examples/reduction-1024.comp's outcome, in miniature: many invocations, a few sums. */
    private static Outcome manyInvocations() {
        Map<String, Long> v = new LinkedHashMap<>();
        for (int t = 0; t < 1024; t++) {
            v.put("T" + t + ":i", (long) (t % 256));
        }
        for (int g = 0; g < 4; g++) {
            v.put("sums[" + g + "]", 2L);
        }
        return new Outcome(v);
    }

    @Test
    void aSmallOutcomeIsShownWholeInNaturalOrder() {
        Outcome o = new Outcome(Map.of("T10:i", 10L, "T2:i", 2L, "total", 3L));
        assertEquals("T2:i=2, T10:i=10, total=3", OutcomeTable.text(o, Messages.forLocale(Locale.ENGLISH)));
    }

    @Test
    void aLargeKernelsRowShowsItsMemoryAndSaysHowManyInvocationsLocalsItLeftOut() {
        assertEquals("sums[0..3]=2, (locals of 1,024 invocations not shown)",
                OutcomeTable.text(manyInvocations(), Messages.forLocale(Locale.ENGLISH)));
        assertEquals("sums[0..3]=2, (1,024 個の呼び出しのローカル変数は省略)",
                OutcomeTable.text(manyInvocations(), Messages.forLocale(Locale.JAPANESE)));
    }
}
