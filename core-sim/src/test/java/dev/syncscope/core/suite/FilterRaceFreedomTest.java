package dev.syncscope.core.suite;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.litmus.herd.ExpectedCsv;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.litmus.herd.HerdTest;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check} judges a herd test's implicit "no data race" only over the executions whose outcome passes its
 * {@code filter} (HerdTest: "executions whose outcome fails it are not considered"), as {@code suite} answers the
 * corpus's {@code VULKAN-DR-expected.csv} rows (1 = race-free): the audit-40 defect 1, where {@code check
 * Data-Race/mp3transitive-filter.litmus} said FAILED on a race only outside the filter while {@code suite} passed it.
 */
class FilterRaceFreedomTest {

    private static final Path CORPUS = Path.of("src/test/resources/litmus/dat3m-vulkan");

    /** Every row of the two race-freedom answer files: file, expected race freedom, chains. */
    static List<Arguments> rows() {
        List<Arguments> out = new ArrayList<>();
        for (String csv : List.of("VULKAN-DR-expected.csv", "VULKAN-DR-NOCHAINS-expected.csv")) {
            for (ExpectedCsv.Row row : ExpectedCsv.read(CORPUS.resolve("expected").resolve(csv), CORPUS)) {
                out.add(Arguments.of(row.path(), row.expected(), !csv.contains("NOCHAINS")));
            }
        }
        return out;
    }

    @Test
    void everyRaceFreedomRowIsChecked() {
        assertEquals(81 + 6, rows().size());
    }

    @ParameterizedTest(name = "{0} race-free={1} chains={2}")
    @MethodSource("rows")
    void checksImplicitExpectationAgreesWithTheDataRaceAnswerFiles(String path, boolean raceFree, boolean chains)
            throws IOException {
        String text = Files.readString(CORPUS.resolve(path));
        FileCheck.Report r = FileCheck.check(path, text, chains ? null : Boolean.FALSE, Duration.ofSeconds(60));
        assertEquals(1, r.expectations().size(), r.expectations().toString());
        SuiteCheck implicit = r.expectations().get(0);
        assertEquals(RaceFreedom.QUESTION, implicit.question());
        assertEquals(raceFree, implicit.actual(), () -> implicit + " races " + r.races());
        assertEquals(raceFree, r.ok(), "ok");
        assertEquals(!raceFree, r.failed(), "failed");
    }

    @Test
    void mp3transitiveFilterRacesOnlyWhereTheOutcomeFailsTheFilter() throws IOException {
        String path = "Data-Race/mp3transitive-filter.litmus";
        FileCheck.Report r = FileCheck.check(path, Files.readString(CORPUS.resolve(path)), null,
                Duration.ofSeconds(60));
        assertEquals("the outcome passes the filter P1:r0 == 1 /\\ P2:r1 == 1 at " + path + ":17:1", r.question());
        assertEquals(1, r.races().size(), r.races().toString());
        RaceSites race = r.races().get(0);
        assertFalse(race.asked());
        assertEquals(List.of(TestQuestion.Condition.FAILS_FILTER), race.outside());
        assertEquals(SuiteCheck.Verdict.PASS, r.expectations().get(0).verdict());
        assertTrue(r.ok() && !r.failed());
    }

    @Test
    void theFilterTravelsWithTheProgramTheWindowLoads() throws IOException {
        // the window's check has only the program: its question must ask the filter as the parsed test does
        Path file = CORPUS.resolve("Data-Race/mp3transitive-filter.litmus");
        String text = Files.readString(file);
        Program program = ProgramLoader.load("mp3transitive-filter.litmus", text);
        HerdTest test = HerdParser.parse("mp3transitive-filter.litmus", text);
        CheckResult result = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(program);
        TestQuestion question = TestQuestion.of(program, result);
        assertNotNull(question);
        int asked = 0;
        for (Execution e : result.consistentExecutions()) {
            boolean passes = e.outcomes().stream().anyMatch(test::passesFilter);
            assertEquals(passes, question.asks(e), () -> "outcomes " + e.outcomes());
            assertEquals(!passes, question.otherReads(e).failsFilter());
            asked += passes ? 1 : 0;
        }
        assertEquals(1, asked, "P1:r0=1 and P2:r1=1: one execution");
        assertFalse(RaceFreedom.racy(result, question));
        assertTrue(RaceFreedom.racy(result, null), "races outside the filter");
    }
}
