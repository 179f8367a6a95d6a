package dev.syncscope.core.suite;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * herd's {@code exists} is a question: an MP test usually asks about the outcome the model forbids, and a Dat3M
 * corpus answers it in {@code expected/*.csv} ({@code 0}: the condition is unreachable; corpus README). {@code check
 * FILE} read every {@code exists} as "expected to hold", so it failed four files of the corpus that {@code suite}
 * passes against their rows (audit 52, F4). Where a corpus's rows name the file, they now judge it, as in
 * {@code suite}; elsewhere the condition as written is still the file's claim. Corpus: the repository's copy of
 * Dat3M's Vulkan tests under {@code src/test/resources/litmus/dat3m-vulkan}.
 */
class CorpusAnswersTest {

    private static final Path CORPUS = Path.of("src/test/resources/litmus/dat3m-vulkan");

    private static FileCheck.Report check(Path file) throws IOException {
        return FileCheck.check(file.toString(), Files.readString(file), null, null, FileCheckLimits.DEFAULT);
    }

    @Test
    void anExistsTheCorpusAnswersUnreachableIsJudgedByItsRowNotAsExpectedToHold() throws IOException {
        FileCheck.Report r = check(CORPUS.resolve("Kronos-Group/mpnotinscope1.litmus"));
        assertEquals(1, r.expectations().size(), r.expectations()::toString);
        SuiteCheck c = r.expectations().get(0);
        assertEquals(SuiteCheck.Verdict.PASS, c.verdict(), c::toString);
        assertFalse(c.expected(), "VULKAN-expected.csv:27 says 0");
        assertEquals("exists (P1:r0 == 1 /\\ P1:r1 == 0) holds, answered by "
                + CORPUS.resolve("expected/VULKAN-expected.csv") + ":27", c.question());
        assertEquals(10, c.where().line(), "placed at the test's exists");
        assertFalse(r.failed(), r.expectations()::toString);
    }

    @Test
    void theRowOfTheLaunchsChainsSettingJudgesIt() throws IOException {
        // VULKAN-expected.csv:16 answers the default launch, VULKAN-NOCHAINS-expected.csv:1 one without chains
        Path file = CORPUS.resolve("Kronos-Group/mp3transitive.litmus");
        FileCheck.Report r = check(file);
        assertEquals(List.of("exists (P1:r0 == 1 /\\ P2:r1 == 1) holds, answered by "
                + CORPUS.resolve("expected/VULKAN-expected.csv") + ":16"),
                r.expectations().stream().map(SuiteCheck::question).toList());
        FileCheck.Report none = FileCheck.check(file.toString(), Files.readString(file), false, null,
                FileCheckLimits.DEFAULT);
        assertEquals(List.of("exists (P1:r0 == 1 /\\ P2:r1 == 1) holds (no chains), answered by "
                + CORPUS.resolve("expected/VULKAN-NOCHAINS-expected.csv") + ":1"),
                none.expectations().stream().map(SuiteCheck::question).toList());
        assertTrue(r.ok() && none.ok(), r.expectations() + " " + none.expectations());
    }

    @Test
    void aDataRaceRowLeavesRaceFreedomToTheChecksOwnQuestion() throws IOException {
        // VULKAN-DR-NOCHAINS-expected.csv:1 says racy without chains: check --no-chains fails on the race, as before
        Path file = CORPUS.resolve("Data-Race/mp3transitive-filter.litmus");
        FileCheck.Report none = FileCheck.check(file.toString(), Files.readString(file), false, null,
                FileCheckLimits.DEFAULT);
        assertEquals(List.of("(implicit) no data race"), none.expectations().stream().map(SuiteCheck::question)
                .toList());
        assertTrue(none.failed());
    }

    @Test
    void withoutARowTheConditionAsWrittenIsTheFilesClaim(@TempDir Path dir) throws IOException {
        Path copy = dir.resolve("mpnotinscope1.litmus");
        Files.copy(CORPUS.resolve("Kronos-Group/mpnotinscope1.litmus"), copy);
        FileCheck.Report r = check(copy);
        SuiteCheck c = r.expectations().get(0);
        assertEquals("exists (P1:r0 == 1 /\\ P1:r1 == 0) holds", c.question());
        assertEquals(SuiteCheck.Verdict.FAIL, c.verdict(), "expected true, found false");
        assertTrue(r.failed());
    }

    @Test
    void anExpectedAnswerFileThatDoesNotParseIsANoteAndTheConditionStands(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("tests"));
        Files.createDirectories(dir.resolve("expected"));
        Path copy = dir.resolve("tests/mpnotinscope1.litmus");
        Files.copy(CORPUS.resolve("Kronos-Group/mpnotinscope1.litmus"), copy);
        Files.writeString(dir.resolve("expected/VULKAN-expected.csv"), "tests/mpnotinscope1.litmus;0\n");
        FileCheck.Report r = check(copy);
        assertEquals("exists (P1:r0 == 1 /\\ P1:r1 == 0) holds", r.expectations().get(0).question());
        assertTrue(r.notes().stream().anyMatch(n -> n.startsWith("the expected answers " + dir.resolve(
                "expected/VULKAN-expected.csv") + " were not read: expected 'path,1' or 'path,0'")), r.notes()::toString);
        Files.writeString(dir.resolve("expected/VULKAN-expected.csv"), "tests/mpnotinscope1.litmus,0\n");
        assertEquals(SuiteCheck.Verdict.PASS, check(copy).expectations().get(0).verdict());
    }
}
