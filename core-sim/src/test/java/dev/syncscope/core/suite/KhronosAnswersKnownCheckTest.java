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
}
