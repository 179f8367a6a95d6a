package dev.syncscope.core.suite;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The vendored corpora as a suite: every expected answer, from the corpus files only, must agree
 * with the checker. Counts are asserted so that a skipped file or row fails.
 */
class CorpusSuiteTest {

    private static final Path CORPUS = Path.of("src/test/resources/litmus");
    private static LitmusSuite.Report report;

    @BeforeAll
    static void runOnce() {
        report = new LitmusSuite(Duration.ofSeconds(60)).run(CORPUS);
    }

    private static List<String> failures(String prefix) {
        return report.checks().stream().filter(c -> c.file().startsWith(prefix))
                .filter(c -> c.verdict() != SuiteCheck.Verdict.PASS)
                .map(c -> c.file() + " [" + c.question() + "] expected " + c.expected() + ", got " + c.actual()
                        + " " + c.verdict() + " " + c.detail())
                .toList();
    }

    @Test
    void all172KhronosAnswerLinesAgree() {
        assertEquals(172, report.checks().stream().filter(c -> c.file().startsWith("khronos/")).count());
        assertEquals(List.of(), failures("khronos/"));
    }

    @Test
    void allDat3mRowsAgree() {
        // VULKAN-expected 86 + VULKAN-DR-expected 81 + the two NOCHAINS files 6 + 6
        assertEquals(179, report.checks().stream().filter(c -> c.file().startsWith("dat3m-vulkan/")).count());
        assertEquals(List.of(), failures("dat3m-vulkan/"));
    }

    @Test
    void everyDat3mFileIsCoveredByAnExpectedRow() {
        assertEquals(List.of(), report.unchecked());
    }
}
