package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Dat3M's Vulkan corpus against the axiomatic checker: every row of the four expected-answer files
 * must agree (corpus README: 1 = the condition is satisfied, or the program is race-free under its filter).
 */
class Dat3mSuiteTest {

    private static final AxiomaticChecker CHECKER = new AxiomaticChecker();

    private static List<ExpectedCsv.Row> rows(String csv) {
        return ExpectedCsv.read(Corpus.root().resolve("expected").resolve(csv), Corpus.root());
    }

    private static Stream<Arguments> arguments(String csv, boolean chains) {
        return rows(csv).stream().map(r -> Arguments.of(r.path(), r.expected(), chains));
    }

    static Stream<Arguments> conditionRows() {
        return Stream.concat(arguments("VULKAN-expected.csv", true), arguments("VULKAN-NOCHAINS-expected.csv", false));
    }

    static Stream<Arguments> raceRows() {
        return Stream.concat(arguments("VULKAN-DR-expected.csv", true), arguments("VULKAN-DR-NOCHAINS-expected.csv", false));
    }

    @Test
    void theExpectationFilesHaveTheirPublishedRowCounts() {
        assertEquals(86, rows("VULKAN-expected.csv").size());
        assertEquals(81, rows("VULKAN-DR-expected.csv").size());
        assertEquals(6, rows("VULKAN-NOCHAINS-expected.csv").size());
        assertEquals(6, rows("VULKAN-DR-NOCHAINS-expected.csv").size());
    }

    @ParameterizedTest(name = "{0} chains={2}")
    @MethodSource("conditionRows")
    void conditionAgreesWithDat3m(String path, boolean expected, boolean chains) {
        HerdTest test = HerdParser.parse(Corpus.root().resolve(path)).withChains(chains);
        CheckResult result = CHECKER.check(test.program());
        assertTrue(result.complete(), result.limitMessage());
        assertEquals(expected, test.conditionSatisfied(result.allowedOutcomes()),
                test.condition().orElseThrow() + " over " + test.filtered(result.allowedOutcomes()));
    }

    @ParameterizedTest(name = "{0} chains={2}")
    @MethodSource("raceRows")
    void raceFreedomUnderTheFilterAgreesWithDat3m(String path, boolean expectedRaceFree, boolean chains) {
        HerdTest test = HerdParser.parse(Corpus.root().resolve(path)).withChains(chains);
        CheckResult result = CHECKER.check(test.program());
        assertTrue(result.complete(), result.limitMessage());
        List<Execution> racy = result.consistentExecutions().stream()
                .filter(e -> e.outcomes().stream().anyMatch(test::passesFilter))
                .filter(e -> !e.races().isEmpty())
                .toList();
        assertEquals(expectedRaceFree, racy.isEmpty(), racy.isEmpty() ? "no racy execution passes the filter"
                : "racy under the filter: " + racy.get(0).races());
    }
}
