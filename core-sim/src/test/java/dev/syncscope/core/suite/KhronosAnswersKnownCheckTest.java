package dev.syncscope.core.suite;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.litmus.khronos.KhronosTest;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static dev.syncscope.core.suite.SuiteCheck.Verdict.FAIL;
import static dev.syncscope.core.suite.SuiteCheck.Verdict.PASS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A Khronos test's answer lines take a check of its program already made (the window's and {@code check FILE}'s own),
 * instead of checking the same program with the same options again; lines about another setting (all executions, no
 * chains) are still checked on their own.
 */
class KhronosAnswersKnownCheckTest {

    /** Khronos' mp3transitive2.test: two answer lines with chains, two without (NOCHAINS). */
    private static String mp() throws java.io.IOException {
        return Files.readString(Path.of("src/test/resources/litmus/khronos/mp3transitive2.test"));
    }

    @Test
    void theAnswersAboutConsistentExecutionsTakeTheKnownCheckAndTheOthersAreChecked() throws Exception {
        KhronosTest test = new KhronosParser().parse("mp.test", mp());
        CheckOptions base = CheckOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(30));
        List<SuiteCheck> alone = KhronosAnswers.check("mp.test", test, base);
        assertEquals(List.of(PASS, PASS, PASS, PASS),
                alone.stream().map(SuiteCheck::verdict).toList());
        // a known check that found no execution at all: the lines it answers say so, which proves they took it
        CheckResult none = new CheckResult(CheckResult.Status.COMPLETE, "", List.of(), 0, List.of(), Duration.ZERO,
                List.of(), List.of());
        List<SuiteCheck> taken = KhronosAnswers.check("mp.test", test, base,
                new KhronosAnswers.Known(test.program(), none));
        assertEquals(List.of(FAIL, PASS, PASS, PASS),
                taken.stream().map(SuiteCheck::verdict).toList());
        // the check of the real program gives the answers of checking alone
        CheckResult real = new AxiomaticChecker(base.withConsistentOnly(true)).check(test.program());
        assertEquals(alone.stream().map(SuiteCheck::actual).toList(), KhronosAnswers.check("mp.test", test, base,
                new KhronosAnswers.Known(test.program(), real)).stream().map(SuiteCheck::actual).toList());
    }

    @Test
    void aKnownCheckOfAnotherProgramIsNotTaken() throws Exception {
        KhronosTest test = new KhronosParser().parse("mp.test", mp());
        CheckResult none = new CheckResult(CheckResult.Status.COMPLETE, "", List.of(), 0, List.of(), Duration.ZERO,
                List.of(), List.of());
        // the text edited (P0 stores 2): its program is another, and its check answers nothing of this one
        KhronosTest edited = new KhronosParser().parse("mp.test", mp().replace("st.nonpriv.sc0 x = 1",
                "st.nonpriv.sc0 x = 2"));
        assertFalse(test.program().sameAs(edited.program()));
        List<SuiteCheck> answers = KhronosAnswers.check("mp.test", test, CheckOptions.DEFAULT,
                new KhronosAnswers.Known(edited.program(), none));
        assertEquals(List.of(PASS, PASS, PASS, PASS),
                answers.stream().map(SuiteCheck::verdict).toList());
    }

    /**
     * The window checks the program it loaded and parses the answers from the text shown: two parses of one text are
     * the same program ({@code Program.sameAs}), so the answers take the window's check too. Before, the match was
     * {@code equals}, which compares a litmus thread's states by identity, and the window checked the program a second
     * time for its answer lines. {@code equals} stays identity: a window's listeners see a reload as a new program.
     */
    @Test
    void aCheckOfAnotherParseOfTheSameTextIsTaken() throws Exception {
        KhronosTest test = new KhronosParser().parse("mp.test", mp());
        KhronosTest again = new KhronosParser().parse("mp.test", mp());
        assertTrue(test.program().sameAs(again.program()));
        assertNotEquals(test.program(), again.program());
        CheckResult none = new CheckResult(CheckResult.Status.COMPLETE, "", List.of(), 0, List.of(), Duration.ZERO,
                List.of(), List.of());
        List<SuiteCheck> answers = KhronosAnswers.check("mp.test", test, CheckOptions.DEFAULT,
                new KhronosAnswers.Known(again.program(), none));
        assertEquals(List.of(FAIL, PASS, PASS, PASS),
                answers.stream().map(SuiteCheck::verdict).toList());
    }

    @Test
    void checkFileListsTheAnswerLinesFirstInFileOrderAfterItsOwnCheck(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        Path file = Files.writeString(dir.resolve("mp.test"), mp());
        FileCheck.Report r = FileCheck.check(file.toString(), mp(), null, Duration.ofSeconds(30));
        assertEquals(List.of(27, 28, 29, 30), r.expectations().stream().map(c -> c.where().line()).toList());
        assertEquals(List.of(PASS, PASS, PASS, PASS),
                r.expectations().stream().map(SuiteCheck::verdict).toList());
    }

    /**
     * {@code check --no-chains} lists the races of a device without chains, while a line without NOCHAINS is judged on a
     * device with them, as the format defines it: the report says so in a note, so that "PASS … #dr=0" under a listed
     * race does not read as a contradiction (the session-86 audit: mp3transitive3 without its NOCHAINS lines printed a
     * race and "PASS SATISFIABLE consistent[X] && #dr=0" with no word why). VK MM: Location-Ordered: without
     * vulkanMemoryModelAvailabilityVisibilityChains "AVC and VISC must each only have a single element".
     */
    @Test
    void aForcedDeviceOtherThanTheAnswerLinesIsSaidInANote() throws Exception {
        String chainsOnly = mp().lines().filter(l -> !l.contains("NOCHAINS")).reduce("", (a, b) -> a + b + "\n");
        FileCheck.Report off = FileCheck.check("mp.test", chainsOnly, Boolean.FALSE, Duration.ofSeconds(30));
        assertTrue(off.notes().contains("the outcomes and races listed are for a device without availability/visibility"
                + " chains (--no-chains); the answer lines are judged on a device with them (the lines without "
                + "NOCHAINS), as the Khronos format defines them"), off.notes().toString());
        FileCheck.Report both = FileCheck.check("mp.test", mp(), Boolean.TRUE, Duration.ofSeconds(30));
        assertTrue(both.notes().stream().anyMatch(n -> n.contains("(--chains); 2 of the 4 answer lines are judged on a "
                + "device without them (the NOCHAINS lines)")), both.notes().toString());
        assertTrue(FileCheck.check("mp.test", mp(), null, Duration.ofSeconds(30)).notes().stream()
                .noneMatch(n -> n.contains("answer lines are judged")), "the file's own launch: each line says its device");
    }
}
