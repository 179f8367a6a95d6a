package dev.syncscope.views.problems;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.check.Race;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.AnswerDetail;
import dev.syncscope.core.suite.SuiteCheck;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Why an expected answer does not hold or is not known, in the window's words ({@link AnswerText}): the English patterns
 * give back what {@code check} prints, and Japanese words every kind in its own words.
 */
class AnswerTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final CheckLimit TIME = new CheckLimit(CheckLimit.Kind.TIME, List.of(10_000L));
    private static final CutPath CUT = new CutPath(CutKind.ACTIONS_BOUND, "T0: more than 100 actions on one path (the"
            + " checker's bound of 100 actions a path, which check --max-actions raises)", "check.cut.actions",
            List.of("T0", 100L));

    /** A race the checker finds: message passing with relaxed atomics (no release, no acquire). */
    private static final Race RACE = race();

    private static Race race() {
        String test = """
                NEWWG
                NEWSG
                NEWTHREAD
                st.av.scopedev.sc0 x = 1
                st.atom.scopedev.sc0 y = 1
                NEWWG
                NEWSG
                NEWTHREAD
                ld.atom.scopedev.sc0 y = 1
                ld.vis.scopedev.sc0 x = 1
                """;
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT).check(ProgramLoader.load("mp.test", test));
        return r.consistentExecutions().stream().flatMap(e -> e.races().stream()).findFirst().orElseThrow();
    }

    /** A detail of every kind, with arguments of the shapes the checks give it. */
    private static AnswerDetail sample(AnswerDetail.Kind kind) {
        return switch (kind) {
            case CHECK_STOPPED, CHECKER_INCOMPLETE -> AnswerDetail.of(kind, TIME);
            case CUT_ENDLESS_WAIT, CUT_LONGER -> AnswerDetail.of(kind, CUT);
            case NO_CHECKER_RACE -> AnswerDetail.of(kind, 12_345);
            case CHECKER_RACES -> AnswerDetail.of(kind, List.of(RACE));
            case CHECKER_FINALS -> AnswerDetail.of(kind, "count", "[1] | [2]");
            case NO_STEPPER_RACE -> AnswerDetail.of(kind);
            case STEPPER_RACES -> AnswerDetail.of(kind, List.of("round-robin", "T0 k.comp:13:5", "T1 k.comp:13:5",
                    "nothing synchronizes T0 with T1"));
            case STEPPER_FINALS -> AnswerDetail.of(kind, "count", List.of("round-robin", "[1]", "random seed 1",
                    "[2]"));
            case NO_STALE_READ -> AnswerDetail.of(kind, List.of(12L, 13L));
            case STALE_READS -> AnswerDetail.of(kind, List.of("round-robin", "k.comp:13:5", "random 1",
                    "k.comp:13:5"));
            case NOT_DIAGNOSED -> AnswerDetail.of(kind, "SPIN@12");
            case NOTHING_DIAGNOSED -> AnswerDetail.of(kind);
            case DIAGNOSED -> AnswerDetail.of(kind, List.of("round-robin", "k.comp:13:5", "data race on count"));
            case RUNS_UNFINISHED -> AnswerDetail.of(kind, List.of("round-robin", "random seed 2"));
        };
    }

    @Test
    void theEnglishPatternsGiveBackWhatCheckPrints() {
        for (AnswerDetail.Kind kind : AnswerDetail.Kind.values()) {
            AnswerDetail d = sample(kind);
            assertEquals(d.english(), AnswerText.of(d, EN), kind.name());
        }
        assertEquals("round-robin: stale read at k.comp:13:5; random 1: stale read at k.comp:13:5",
                sample(AnswerDetail.Kind.STALE_READS).english());
        assertEquals("no stepper run read a stale value there (stale reads seen: line 12, line 13)",
                sample(AnswerDetail.Kind.NO_STALE_READ).english());
        assertEquals("races: " + RACE, sample(AnswerDetail.Kind.CHECKER_RACES).english());
    }

    @Test
    void japaneseWordsEveryKindInItsOwnWords() {
        for (AnswerDetail.Kind kind : AnswerDetail.Kind.values()) {
            AnswerDetail d = sample(kind);
            assertNotEquals(d.english(), AnswerText.of(d, JA), kind.name());
        }
        assertEquals("検査器が最後まで終わりませんでした: 制限時間 10000 ms に達しました",
                AnswerText.of(sample(AnswerDetail.Kind.CHECKER_INCOMPLETE), JA));
        assertEquals("ラウンドロビン はステップ上限に達しました。ランダム、シード 2 はステップ上限に達しました",
                AnswerText.of(sample(AnswerDetail.Kind.RUNS_UNFINISHED), JA));
        assertEquals("そこで古い値を読んだステッパーの実行はありません（見つかった古い値の読み取り: 12 行目、13 行目）",
                AnswerText.of(sample(AnswerDetail.Kind.NO_STALE_READ), JA));
        // a checker's race: its accesses as written alike in every language, its missing link in Japanese words
        String race = AnswerText.of(sample(AnswerDetail.Kind.CHECKER_RACES), JA);
        assertTrue(race.startsWith("データ競合: " + RACE.first().label() + " @" + RACE.first().source() + " と "), race);
        assertTrue(race.endsWith(RaceLinkText.of(RACE.link(), JA)), race);
        assertEquals("実行の終わりの count: ラウンドロビン [1]。ランダム、シード 1 [2]",
                AnswerText.of(sample(AnswerDetail.Kind.STEPPER_FINALS), JA));
        assertEquals("ラウンドロビン: T0 k.comp:13:5 と T1 k.comp:13:5 が競合（nothing synchronizes T0 with T1）",
                AnswerText.of(sample(AnswerDetail.Kind.STEPPER_RACES), JA));
        assertEquals("round-robin: T0 k.comp:13:5 / T1 k.comp:13:5: nothing synchronizes T0 with T1",
                sample(AnswerDetail.Kind.STEPPER_RACES).english());
    }

    @Test
    void aCrossCheckIsWordedInJapaneseAndAQuestionWrittenInTheFileAsWritten() {
        assertEquals("@expect no-race count（照合: ステッパーも同じ答え）",
                AnswerText.question("@expect no-race count" + SuiteCheck.CROSS_CHECK, JA));
        assertEquals("@expect no-race count" + SuiteCheck.CROSS_CHECK,
                AnswerText.question("@expect no-race count" + SuiteCheck.CROSS_CHECK, EN));
        assertEquals("@expect race count", AnswerText.question("@expect race count", JA));
    }

    @Test
    void aNotKnownRowWordsTheLimitThatStoppedTheCheck() {
        SuiteCheck open = new SuiteCheck("t.test", new SourceSpan("t.test", 9, 1), "SATISFIABLE consistent[X]", true,
                null, SuiteCheck.Verdict.UNKNOWN, AnswerDetail.of(AnswerDetail.Kind.CHECK_STOPPED, TIME),
                Duration.ZERO);
        String row = ExpectationProblems.of(List.of(open), JA).get(0).message();
        assertEquals("期待される答えは不明: SATISFIABLE consistent[X]（期待 真）: 制限時間 10000 ms に達しました", row);
        assertTrue(ExpectationProblems.of(List.of(open), EN).get(0).message().endsWith(": " + TIME.english()));
        assertFalse(row.contains("reached"), row);
    }
}
