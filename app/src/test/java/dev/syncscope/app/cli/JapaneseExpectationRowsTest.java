package dev.syncscope.app.cli;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.suite.SuiteCheck;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.ExpectationProblems;
import dev.syncscope.views.problems.Problem;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A kernel's {@code @expect} rows in the window, in Japanese: the cross-checks, the answers true and false, and why an
 * answer does not hold are worded in the window's language (they were English in a Japanese window), and in English
 * they are what {@code check} prints.
 */
class JapaneseExpectationRowsTest {

    /** Lost updates (counter-lost-update.comp), with claims that do not hold: the count races and may end at 1. */
    private static final String KERNEL = """
            // @dispatch 2
            // @expect no-race count
            // @expect never final count = 1
            // @expect final count = 4
            // @expect no-stale 13
            // @expect no-diagnostic DATA_RACE
            // @expect race count
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Counter { uint count; };

            void main() {
                count = count + 1u;
            }
            """;

    private static List<SuiteCheck> judged() {
        Program program = ProgramLoader.load("lost.comp", KERNEL);
        CheckResult result = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(program);
        return KernelExpectations.JUDGE.judge("lost.comp", KERNEL, program, result);
    }

    @Test
    void theRowsOfAKernelsExpectationsAreInJapanese() {
        List<String> rows = ExpectationProblems.of(judged(), Messages.forLocale(Locale.JAPANESE)).stream()
                .map(Problem::message).toList();
        String all = String.join("\n", rows);
        // a checker race's missing link is worded in Japanese too (a stepper race's and a diagnostic's message stay the
        // engine's English, framed in Japanese)
        for (String english : List.of("cross-check", "races:", "races with", "allowed final", "runs ended with",
                "stale read at", "reached the step limit", "in order", "round-robin", "true",
                "false")) {
            assertFalse(all.contains(english), english + " in\n" + all);
        }
        for (String japanese : List.of("（照合: ステッパーも同じ答え）", "データ競合: ", " が競合: ", "lost.comp:13 で報告（", "番号順: ",
                "許される最終の count: ",
                "実行の終わりの count: ", "で古い値を読み取り", "（期待 真、結果 偽）", "（期待 真、結果 真）")) {
            assertTrue(all.contains(japanese), japanese + " not in\n" + all);
        }
    }

    @Test
    void inEnglishARowSaysWhatCheckPrints() {
        List<SuiteCheck> checks = judged();
        List<String> rows = ExpectationProblems.of(checks, Messages.forLocale(Locale.ENGLISH)).stream()
                .map(Problem::message).toList();
        long failed = checks.stream().filter(c -> c.verdict() == SuiteCheck.Verdict.FAIL).count();
        assertTrue(failed >= 6, checks.toString());
        for (SuiteCheck c : checks) {
            if (c.verdict() == SuiteCheck.Verdict.FAIL) {
                assertTrue(c.words() != null, c.toString());
                assertEquals(1, rows.stream().filter(r -> r.startsWith("Expected answer does not hold: "
                        + c.question() + " (expected true, found false): " + c.detail())).count(), c + "\n" + rows);
            }
        }
    }
}
