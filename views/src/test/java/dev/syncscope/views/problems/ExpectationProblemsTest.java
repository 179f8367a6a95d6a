package dev.syncscope.views.problems;

import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.SuiteCheck;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The rows of a file's expected answers: their order, and a kernel's implicit questions in the window's language. */
class ExpectationProblemsTest {

    private static SuiteCheck check(String question, SuiteCheck.Verdict verdict, int line) {
        return new SuiteCheck("k.comp", new SourceSpan("k.comp", line, 4), question, true,
                verdict == SuiteCheck.Verdict.UNKNOWN ? null : verdict == SuiteCheck.Verdict.PASS, verdict,
                verdict == SuiteCheck.Verdict.UNKNOWN ? "a limit was reached" : "", Duration.ZERO);
    }

    @Test
    void answersThatDoNotHoldComeFirstThenThoseNotKnownThenThoseThatHoldEachInFileOrder() {
        List<Problem> rows = ExpectationProblems.of(List.of(check("@expect race a", SuiteCheck.Verdict.PASS, 1),
                check("@expect race b", SuiteCheck.Verdict.UNKNOWN, 2), check("@expect race c", SuiteCheck.Verdict.FAIL,
                        3), check("@expect race d", SuiteCheck.Verdict.PASS, 4),
                check("@expect race e", SuiteCheck.Verdict.FAIL, 5)), Messages.forLocale(Locale.ENGLISH));
        assertEquals(List.of(3, 5, 2, 1, 4), rows.stream().map(r -> r.where().line()).toList());
    }

    @Test
    void aKernelsImplicitQuestionsAreWordedInJapaneseAndAWrittenOneAsWritten() {
        List<Problem> rows = ExpectationProblems.of(List.of(
                new SuiteCheck("k.comp", new SourceSpan("k.comp", 0, 0), SuiteCheck.RUNS_END, true, true,
                        SuiteCheck.Verdict.PASS, "", Duration.ZERO),
                new SuiteCheck("k.comp", new SourceSpan("k.comp", 0, 0), SuiteCheck.OUTCOMES_ALLOWED, true, true,
                        SuiteCheck.Verdict.PASS, "", Duration.ZERO),
                check("@expect race count", SuiteCheck.Verdict.PASS, 14)), Messages.forLocale(Locale.JAPANESE));
        assertEquals(List.of("期待される答えのとおり: (暗黙) ステッパーの実行はどれも終わる（期待 真、結果 真）",
                "期待される答えのとおり: (暗黙) ステッパーの結果はどれも検査器が許す結果（期待 真、結果 真）",
                "期待される答えのとおり: @expect race count（期待 真、結果 真）"),
                rows.stream().map(Problem::message).toList());
    }
}
