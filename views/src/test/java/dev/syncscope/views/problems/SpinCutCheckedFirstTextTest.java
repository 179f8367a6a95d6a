package dev.syncscope.views.problems;

import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.views.i18n.EnglishWords;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A spin cut of a smaller bound whose executions answer because the time (or candidate) limit stopped the bound asked
 * for ({@code check.SpinDeepening}) names that limit in the window as the command line does, in English word for word
 * and in Japanese: it said the spin bound raises it, which would only take longer.
 */
class SpinCutCheckedFirstTextTest {
    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    /** T1's cut at spin bound 8, the bound asked for 32, with the key of {@code limit} ({@link CutPath#TIME_FIRST}). */
    private static CutPath cut(String limit) {
        return new CutPath(CutKind.SPIN_BOUND, "T1: …", CutPath.SPIN_READ + limit,
                List.of("T1", "flag", List.of(0L, 2L), "k.comp:9", 9L, 8L, 32L));
    }

    @Test
    void theTimeLimitIsNamedInEnglishAsTheCheckerWordsItAndInJapanese() {
        // worded as the checker words the line (CutPath.checkedFirst; SpinDeepeningTest)
        assertEquals("T1: read flag = 0 or 2 at k.comp:9 9 times in a row with no write in between (a spin loop, cut at"
                + " spin bound 8, which was checked before the spin bound of 32 asked for, and the time limit ran out"
                + " before that one was checked in full: check --time-limit raises the time limit)",
                CheckText.cut(cut(CutPath.TIME_FIRST), EN));
        String ja = CheckText.cut(cut(CutPath.TIME_FIRST), JA);
        assertEquals(List.of(), EnglishWords.of(ja, "flag", "check", "--time-limit"), ja);
        assertTrue(ja.contains("スピン上限 8 で打ち切りました") && ja.contains("check --time-limit"), ja);
    }

    @Test
    void theCandidateLimitIsNamedLikewise() {
        assertTrue(CheckText.cut(cut(CutPath.CANDIDATES_FIRST), EN).endsWith("and the candidate limit was reached"
                + " before that one was checked in full: check --max-candidates raises the candidate limit)"));
        String ja = CheckText.cut(cut(CutPath.CANDIDATES_FIRST), JA);
        assertEquals(List.of(), EnglishWords.of(ja, "flag", "check", "--max-candidates"), ja);
        assertTrue(ja.contains("check --max-candidates"), ja);
    }
}
