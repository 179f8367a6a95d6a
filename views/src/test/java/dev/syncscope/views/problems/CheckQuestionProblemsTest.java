package dev.syncscope.views.problems;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.RaceSites;
import dev.syncscope.core.suite.TestQuestion;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.i18n.QuestionText;
import dev.syncscope.views.outcome.OutcomeRow;
import dev.syncscope.views.outcome.OutcomeTable;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The rows a check of a Khronos test whose loads ask for values adds, on the real {@code mp.test} and
 * {@code privmp.test}: the races of the command line's report ({@link FileCheck}, {@link RaceSites#of(CheckResult,
 * TestQuestion)}), each saying where it lies, information only outside the asked executions; in both languages.
 */
class CheckQuestionProblemsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private record Checked(CheckResult result, TestQuestion question, FileCheck.Report report) {
    }

    private static Checked check(String name) throws IOException {
        return check(Path.of("../core-sim/src/test/resources/litmus/khronos", name));
    }

    private static Checked check(Path file) throws IOException {
        String name = file.getFileName().toString();
        String source = Files.readString(file);
        Program program = ProgramLoader.load(name, source);
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(program);
        return new Checked(r, TestQuestion.of(program, r), FileCheck.check(name, source, null, Duration.ofSeconds(60)));
    }

    @Test
    void aRaceOnlyOutsideTheQuestionIsInformationWordedAsTheCommandLineWordsIt() throws IOException {
        Checked mp = check("mp.test");
        List<Problem> rows = CheckProblems.of(mp.result(), mp.question(), EN);
        assertEquals(1, rows.size(), rows.toString());
        assertEquals(Problem.Severity.INFO, rows.get(0).severity());
        RaceSites cli = mp.report().races().get(0);
        // the command line: "only where " + outside + ", outside the executions the test asks about (" + question + ")"
        assertEquals("Check, data race only where " + String.join(" or ", cli.outside()) + ", outside the executions"
                + " the test asks about (" + mp.report().question() + "): P0: W x at mp.test:8:1 races with P1: R x at"
                + " mp.test:13:1; missing: " + cli.missingLink(), rows.get(0).message());
        assertEquals("検査・テストが問う実行 (P1 が y = 1 を読む (mp.test:12:1)) の外、P1 が y = 0 を読む場合にだけデータ競合:"
                + " P0: 書き x (mp.test:8:1) と P1: 読み x (mp.test:13:1)。欠けているもの: ",
                CheckProblems.of(mp.result(), mp.question(), JA).get(0).message().replaceFirst("欠けているもの: .*",
                        "欠けているもの: "));
    }

    @Test
    void aPairRacingInsideAndOutsideTheQuestionIsOneErrorWithTheMissingLinkOfTheAskedExecutions() throws IOException {
        Checked priv = check("privmp.test");
        List<Problem> rows = CheckProblems.of(priv.result(), priv.question(), EN);
        assertEquals(1, rows.size(), "one row per pair, as the command line lists it: " + rows);
        assertEquals(Problem.Severity.ERROR, rows.get(0).severity());
        RaceSites cli = priv.report().races().get(0);
        assertEquals("Check, data race in the executions the test asks about (" + priv.report().question() + "), and"
                + " also where " + String.join(" or ", cli.outside()) + ": P0: W x at privmp.test:9:1 races with P1: R x"
                + " at privmp.test:14:1; missing: " + cli.missingLink(), rows.get(0).message());
        assertEquals("検査・テストが問う実行 (P1 が y = 1 を読む (privmp.test:13:1)) と、P1 が y = 0 を読む場合にもデータ競合:"
                + " P0: 書き x (privmp.test:9:1) と P1: 読み x (privmp.test:14:1)。欠けているもの: プライベートなアクセス: P0: 書き"
                + " x = 1 は NonPrivate ではないため、ほかの呼び出しとの順序は system-synchronizes-with でしか付かない",
                CheckProblems.of(priv.result(), priv.question(), JA).get(0).message());
    }

    @Test
    void theOutcomesOfRacyExecutionsOutsideTheQuestionSaySoInBothLanguages() throws IOException {
        Checked mp = check("mp.test");
        List<OutcomeRow> rows = OutcomeTable.of(mp.result(), mp.question(), EN);
        assertEquals(List.of("racy, outside the test's question", "racy, outside the test's question", ""),
                rows.stream().map(r -> OutcomeTable.raceText(r, EN)).toList(), rows.toString());
        assertEquals(List.of("競合あり (テストの問いの外)", "競合あり (テストの問いの外)", ""),
                rows.stream().map(r -> OutcomeTable.raceText(r, JA)).toList());
        // without a question (a kernel, or the same rows before): racy, as before
        assertEquals(List.of("racy", "racy", ""), OutcomeTable.of(mp.result(), null, EN).stream()
                .map(r -> OutcomeTable.raceText(r, EN)).toList());
    }

    @Test
    void theEnglishQuestionIsTheCommandLinesText() throws IOException {
        Checked mp = check("mp.test");
        assertEquals(mp.report().question(), QuestionText.asked(mp.question(), EN));
        RaceSites race = RaceSites.of(mp.result(), mp.question()).get(0);
        assertEquals(String.join(" or ", race.outside()), QuestionText.anyOf(race.elsewhere(), EN));
    }

    @Test
    void readsAskedTogetherAreJoinedByAndAndConditionsByOrInBothLanguages() throws IOException {
        // relaxed-flag asks two loads for values; its race lies inside and where either reads another value
        Checked flag = check(Path.of("../docs/examples/relaxed-flag.test"));
        RaceSites race = RaceSites.of(flag.result(), flag.question()).get(0);
        assertEquals("P1 reads y = 1 at relaxed-flag.test:9:1 and P1 reads x = 0 at relaxed-flag.test:10:1",
                QuestionText.asked(flag.question(), EN));
        assertEquals(flag.report().question(), QuestionText.asked(flag.question(), EN));
        assertEquals("P1 reads y = 0 or P1 reads x = 1", QuestionText.anyOf(race.elsewhere(), EN));
        assertEquals("P1 が y = 1 を読む (relaxed-flag.test:9:1) かつ P1 が x = 0 を読む (relaxed-flag.test:10:1)",
                QuestionText.asked(flag.question(), JA));
        assertEquals("P1 が y = 0 を読む または P1 が x = 1 を読む", QuestionText.anyOf(race.elsewhere(), JA));
    }
}
