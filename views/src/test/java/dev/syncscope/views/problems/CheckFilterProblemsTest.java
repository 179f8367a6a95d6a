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
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * The window's check of a herd test with a {@code filter} asks the filter as {@code check} does (HerdTest: executions
 * whose outcome fails it are not considered), on the real Dat3M {@code Data-Race} files: a race only where the
 * outcome fails the filter is information worded as the command line words it, one inside it an error, and the
 * outcomes the filter leaves out say so; in both languages. The audit-40 defect 1: every race was an error and every
 * outcome outside the filter "racy" in red.
 */
class CheckFilterProblemsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private record Checked(CheckResult result, TestQuestion question, FileCheck.Report report) {
    }

    /** {@code name} of the Data-Race folder checked as the window checks it (the program alone) and as check does. */
    private static Checked check(String name) throws IOException {
        String source = Files.readString(Path.of("../core-sim/src/test/resources/litmus/dat3m-vulkan/Data-Race", name));
        Program program = ProgramLoader.load(name, source);
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(program);
        return new Checked(r, TestQuestion.of(program, r), FileCheck.check(name, source, null, Duration.ofSeconds(60)));
    }

    @Test
    void aRaceOnlyWhereTheOutcomeFailsTheFilterIsInformationWordedAsTheCommandLineWordsIt() throws IOException {
        Checked mp3 = check("mp3transitive-filter.litmus");
        assertNotNull(mp3.question(), "the program the window loads carries the filter");
        List<Problem> rows = CheckProblems.of(mp3.result(), mp3.question(), EN);
        assertEquals(1, rows.size(), rows.toString());
        assertEquals(Problem.Severity.INFO, rows.get(0).severity());
        RaceSites cli = mp3.report().races().get(0);
        assertEquals("Check, data race only where the outcome fails the filter, outside the executions the test asks"
                + " about (" + mp3.report().question() + "): P0: W x at mp3transitive-filter.litmus:15:2 races with"
                + " P2: R x at mp3transitive-filter.litmus:16:92; missing: " + cli.missingLink(), rows.get(0).message());
        assertEquals(mp3.report().question(), QuestionText.asked(mp3.question(), EN));
        assertEquals(String.join(" or ", cli.outside()), QuestionText.anyOf(cli.elsewhere(), EN));
        assertEquals("検査・テストが問う実行 (結果がフィルタ P1:r0 == 1 /\\ P2:r1 == 1 を満たす"
                + " (mp3transitive-filter.litmus:17:1)) の外、結果がフィルタを満たさない場合にだけデータ競合:"
                + " P0: 書き x (mp3transitive-filter.litmus:15:2) と P2: 読み x (mp3transitive-filter.litmus:16:92)。"
                + "欠けているもの: ", CheckProblems.of(mp3.result(), mp3.question(), JA).get(0).message()
                .replaceFirst("欠けているもの: .*", "欠けているもの: "));
    }

    @Test
    void aRaceInsideTheFilterStaysAnError() throws IOException {
        Checked priv = check("privmp-filter.litmus");
        List<Problem> rows = CheckProblems.of(priv.result(), priv.question(), EN);
        assertEquals(1, rows.size(), rows.toString());
        assertEquals(Problem.Severity.ERROR, rows.get(0).severity());
        assertEquals("Check, data race in the executions the test asks about (the outcome passes the filter P1:r0 == 1"
                + " at privmp-filter.litmus:13:1), and also where the outcome fails the filter: P0: W x at"
                + " privmp-filter.litmus:11:2 races with P1: R x at privmp-filter.litmus:12:46; missing: "
                + priv.report().races().get(0).missingLink(), rows.get(0).message());
    }

    @Test
    void theOutcomesTheFilterLeavesOutSaySoInBothLanguages() throws IOException {
        Checked mp3 = check("mp3transitive-filter.litmus");
        List<OutcomeRow> rows = OutcomeTable.of(mp3.result(), mp3.question(), EN);
        assertEquals(7, rows.size(), rows.toString());
        for (OutcomeRow row : rows) {
            // only P1:r0=1, P2:r1=1 passes the filter; it is race-free
            boolean kept = row.text().contains("P1:r0=1, P2:r1=1");
            assertEquals(!kept, row.outside(), row.text());
            assertEquals(kept ? "" : row.racy() ? "racy, outside the test's question"
                    : "race-free, outside the test's question", OutcomeTable.raceText(row, EN), row.text());
            assertEquals(kept ? "" : row.racy() ? "競合あり (テストの問いの外)" : "競合なし (テストの問いの外)",
                    OutcomeTable.raceText(row, JA), row.text());
            assertEquals(kept || !row.racy() ? null : "racy-outside", OutcomeTable.barStyle(row), row.text());
        }
    }

    @Test
    void raceFreeOutcomesTheFilterLeavesOutSaySoToo() throws IOException {
        // mpinscope1: race-free; its filter keeps the outcomes where P1 reads y = 1 (P1:r0 == 1)
        Checked mp = check("mpinscope1-filter.litmus");
        List<OutcomeRow> rows = OutcomeTable.of(mp.result(), mp.question(), EN);
        assertEquals(List.of("race-free, outside the test's question", "race-free, outside the test's question", ""),
                rows.stream().map(r -> OutcomeTable.raceText(r, EN)).toList(), rows.toString());
        assertEquals(List.of("競合なし (テストの問いの外)", "競合なし (テストの問いの外)", ""),
                rows.stream().map(r -> OutcomeTable.raceText(r, JA)).toList());
        assertEquals(List.of("", "", ""), OutcomeTable.of(mp.result(), null, EN).stream()
                .map(r -> OutcomeTable.raceText(r, EN)).toList(), "a file that asks about every outcome");
    }
}
