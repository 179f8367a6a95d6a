package dev.syncscope.app;

import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.outcome.OutcomeViewModel;
import dev.syncscope.views.problems.Problem;
import dev.syncscope.views.session.SessionViewModel;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Outcomes pane holds the outcomes of the program the window shows, never an earlier one's. */
@ExtendWith(ApplicationExtension.class)
class ExhaustiveCheckTest {

    private static final String ONE_WRITE = "NEWWG\nNEWSG\nNEWTHREAD\nst.sc0 x = 1\nNEWWG\nNEWSG\nNEWTHREAD\nld.sc0 x\n";

    private final SessionViewModel session = new SessionViewModel(Messages.forLocale(Locale.ENGLISH));
    private final OutcomeViewModel outcomes = new OutcomeViewModel(Messages.forLocale(Locale.ENGLISH));
    private ExhaustiveCheck check;

    @Start
    void start(Stage stage) {
        check = new ExhaustiveCheck(session, outcomes);
    }

    @AfterEach
    void close() {
        check.close();
    }

    private static Program load(String name) throws Exception {
        return ProgramLoader.load(name, StaleReadTest.RELAXED_FLAG);
    }

    /** first.test (relaxed message passing) shown and checked: its four outcomes listed. */
    private Program checkedFirst() throws Exception {
        Program first = load("first.test");
        WaitForAsyncUtils.asyncFx(() -> {
            session.showLoaded("first.test", StaleReadTest.RELAXED_FLAG, first);
            check.start();
        }).get(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> outcomes.rows().size() == 4);
        return first;
    }

    @Test
    void openingAnotherProgramDropsTheOutcomesOfTheLastCheck() throws Exception {
        Program first = checkedFirst();
        Program second = ProgramLoader.load("second.test", ONE_WRITE);
        WaitForAsyncUtils.asyncFx(() -> session.showLoaded("second.test", ONE_WRITE, second)).get(10, TimeUnit.SECONDS);
        assertTrue(outcomes.rows().isEmpty(), "first.test's outcomes are not second.test's");
        assertEquals("No check run yet.", outcomes.summaryProperty().get());
    }

    /**
     * A program reloaded from the same text is the same program ({@code Program.sameAs}: a check of one answers for the
     * other) but a new value to the window: the change listeners fire, so the last check's outcomes go as for any
     * other program. Had a litmus thread's {@code equals} been its value, JavaFX would have fired no change (it
     * compares old and new with {@code equals}) and every pane would have kept the last run's state.
     */
    @Test
    void reopeningTheSameTextDropsTheOutcomesOfTheLastCheck() throws Exception {
        Program first = checkedFirst();
        Program again = load("first.test");
        assertTrue(again.sameAs(first));
        WaitForAsyncUtils.asyncFx(() -> session.showLoaded("first.test", StaleReadTest.RELAXED_FLAG, again))
                .get(10, TimeUnit.SECONDS);
        assertTrue(outcomes.rows().isEmpty(), "the reloaded program's pane starts empty");
        assertEquals("No check run yet.", outcomes.summaryProperty().get());
    }

    /**
     * A litmus test's expected answers are the first rows of the Problems pane after the check, as {@code check FILE}
     * lists them: an answer line that does not hold is an error at its line, one that holds an information row (the
     * session-51 audit: the window showed the outcomes and no verdict, so a wrong answer went unnoticed).
     */
    @Test
    void aLitmusTestsAnswerLinesAreProblemsRowsAtTheirLinesFailingOnesErrors() throws Exception {
        String mp = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\nst.atom.rel.scopewg.sc0.semsc0 y = 1\n"
                + "NEWSG\nNEWTHREAD\nld.atom.acq.scopewg.sc0.semsc0 y = 1\nld.vis.scopedev.sc0 x\n"
                + "NOSOLUTION consistent[X] && #dr=0\nNOSOLUTION consistent[X] && #dr>0\n";
        Program program = ProgramLoader.load("mp-wrong.test", mp);
        WaitForAsyncUtils.asyncFx(() -> {
            session.showLoaded("mp-wrong.test", mp, program);
            check.start();
        }).get(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !outcomes.runningProperty().get()
                && session.problems().size() >= 2);
        var rows = session.problems();
        assertEquals("Expected answer does not hold: NOSOLUTION consistent[X] && #dr=0 (expected false, found true)",
                rows.get(0).message());
        assertEquals(dev.syncscope.views.problems.Problem.Severity.ERROR, rows.get(0).severity());
        assertEquals(10, rows.get(0).where().line());
        Problem holds = rows.get(1);
        assertEquals("Expected answer holds: NOSOLUTION consistent[X] && #dr>0 (expected false, found false)",
                holds.message());
        assertEquals(dev.syncscope.views.problems.Problem.Severity.INFO, holds.severity());
        assertEquals(11, holds.where().line());
    }

    /**
     * A Khronos test's answer lines about the consistent executions of the program as written take the window's own
     * check, as {@code check FILE}'s do (the window checked the program a second time for them: its program and the
     * answers' parse of the text were not equal). A stand-in check that finds no execution makes the first line, which
     * asks for one, fail: proof that it was taken; the NOCHAINS lines are still checked on their own and hold.
     */
    @Test
    void aKhronosTestsAnswerLinesTakeTheWindowsOwnCheck() throws Exception {
        String mp = java.nio.file.Files.readString(java.nio.file.Path.of(
                "../core-sim/src/test/resources/litmus/khronos/mp3transitive2.test"));
        Program program = ProgramLoader.load("mp3transitive2.test", mp);
        dev.syncscope.core.check.CheckResult none = new dev.syncscope.core.check.CheckResult(
                dev.syncscope.core.check.CheckResult.Status.COMPLETE, "", List.of(), 0, List.of(),
                java.time.Duration.ZERO, List.of(), List.of());
        ExhaustiveCheck standIn = WaitForAsyncUtils.asyncFx(() -> new ExhaustiveCheck(session, outcomes,
                (checker, p) -> none)).get(10, TimeUnit.SECONDS);
        try {
            WaitForAsyncUtils.asyncFx(() -> {
                session.showLoaded("mp3transitive2.test", mp, program);
                standIn.start();
            }).get(10, TimeUnit.SECONDS);
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !outcomes.runningProperty().get()
                    && session.problems().size() >= 4);
        } finally {
            standIn.close();
        }
        WaitForAsyncUtils.waitForFxEvents();
        List<String> rows = session.problems().stream().map(Problem::message).toList();
        assertEquals("Expected answer does not hold: SATISFIABLE consistent[X] && #dr=0 (expected true, found false)",
                rows.get(0), rows::toString);
        assertEquals(27, session.problems().get(0).where().line());
        assertEquals(3, rows.stream().filter(m -> m.startsWith("Expected answer holds: ")).count(), rows::toString);
        assertTrue(rows.contains("Expected answer holds: SATISFIABLE NOCHAINS consistent[X] && #dr>0 (expected true,"
                + " found true)"), rows::toString);
    }

    /**
     * A herd test read from a Dat3M-layout corpus is judged by the corpus's rows about it, as {@code check FILE} and
     * {@code suite} judge it: herd's {@code exists} is a question, and {@code VULKAN-expected.csv}'s 0 says the outcome
     * it asks about is unreachable (audit 52, F4: the window said the answer did not hold).
     */
    @Test
    void aCorpusHerdTestIsJudgedByTheCorpusRowAboutIt() throws Exception {
        java.nio.file.Path file = java.nio.file.Path.of(
                "../core-sim/src/test/resources/litmus/dat3m-vulkan/Kronos-Group/mpnotinscope1.litmus");
        String text = java.nio.file.Files.readString(file);
        Program program = ProgramLoader.load(file.getFileName().toString(), text);
        check.answersBeside(() -> file);
        WaitForAsyncUtils.asyncFx(() -> {
            session.showLoaded("mpnotinscope1.litmus", text, program);
            check.start();
        }).get(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !outcomes.runningProperty().get()
                && !session.problems().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        Problem row = session.problems().get(0);
        assertEquals("Expected answer holds: exists (P1:r0 == 1 /\\ P1:r1 == 0) holds, answered by "
                + file.getParent().getParent().resolve("expected/VULKAN-expected.csv")
                + ":27 (expected false, found false)", row.message());
        assertEquals(Problem.Severity.INFO, row.severity());
        assertEquals(10, row.where().line(), "at the test's exists");
    }

    /** Checks {@code text} as the kernel {@code name} in the window; the Problems rows once the check is done. */
    private List<Problem> checkKernel(String name, String text) throws Exception {
        Program program = ProgramLoader.load(name, text);
        WaitForAsyncUtils.asyncFx(() -> {
            session.showLoaded(name, text, program);
            check.start();
        }).get(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !outcomes.runningProperty().get()
                && !session.problems().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        return List.copyOf(session.problems());
    }

    private static String lostUpdate() throws java.io.IOException {
        return java.nio.file.Files.readString(java.nio.file.Path.of("../sample-kernels/kernels/counter-lost-update.comp"));
    }

    /**
     * A kernel's {@code @expect} lines are judged in the window as {@code check FILE} judges them (the session-51 note:
     * the window judged a kernel with {@code @expect} lines by nothing, neither its lines nor race freedom).
     */
    @Test
    void aKernelsExpectLinesAreProblemsRowsAtTheirLinesAsCheckJudgesThem() throws Exception {
        List<Problem> rows = checkKernel("counter-lost-update.comp", lostUpdate());
        Problem race = rows.stream().filter(r -> r.message().contains("@expect race count")).findFirst().orElseThrow();
        assertEquals("Expected answer holds: @expect race count (expected true, found true)", race.message());
        assertEquals(Problem.Severity.INFO, race.severity());
        assertEquals(14, race.where().line());
        assertTrue(rows.stream().anyMatch(r -> r.message().equals("Expected answer holds: @expect stale 25 (expected"
                + " true, found true)")), "a stepper claim is judged too: " + rows);
        assertTrue(rows.stream().noneMatch(r -> r.severity() == Problem.Severity.ERROR && r.message()
                .startsWith("Expected")), rows::toString);
        // the file's own lines first, in file order; the implicit answers that hold after the check's own findings
        assertEquals(race, rows.get(0), rows::toString);
        assertEquals(List.of(14, 15, 16, 17, 18, 19), rows.subList(0, 6).stream().map(r -> r.where().line()).toList());
        assertTrue(rows.get(6).message().startsWith("Check, data race in some execution: "), rows.get(6).message());
        assertEquals("Expected answer holds: (implicit) every stepper outcome is allowed by the checker (expected true,"
                + " found true)", rows.get(rows.size() - 1).message());
    }

    @Test
    void aKernelsWrongExpectLineIsAnErrorAtItsLineAndAMisspeltOneIsNamed() throws Exception {
        List<Problem> rows = checkKernel("counter-lost-update.comp", lostUpdate()
                .replace("@expect possible final count = 4", "@expect possible final count = 5"));
        Problem wrong = rows.stream().filter(r -> r.message().contains("count = 5")).findFirst().orElseThrow();
        assertEquals(Problem.Severity.ERROR, wrong.severity(), wrong.message());
        assertTrue(wrong.message().startsWith("Expected answer does not hold: @expect possible final count = 5 "
                + "(expected true, found false)"), wrong.message());
        assertEquals(16, wrong.where().line());

        List<Problem> misspelt = checkKernel("counter-lost-update.comp", lostUpdate()
                .replace("@expect race count", "@expect race cuont"));
        assertEquals(Problem.Severity.ERROR, misspelt.get(0).severity(), misspelt.toString());
        assertTrue(misspelt.get(0).message().startsWith("Expected answer not checked: @expect: "), misspelt.toString());
        assertTrue(misspelt.get(0).message().contains("cuont"), misspelt.get(0).message());
        assertEquals(14, misspelt.get(0).where().line());
    }

    @Test
    void aKernelLaunchedOtherwiseThanItsFileSaysIsJudgedByRaceFreedomAndTheRowSaysWhy() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> check.judgeExpectationsWhen(() -> false)).get(10, TimeUnit.SECONDS);
        List<Problem> rows = checkKernel("counter-lost-update.comp", lostUpdate());
        assertTrue(rows.stream().noneMatch(r -> r.message().contains("@expect race")), rows::toString);
        assertTrue(rows.stream().anyMatch(r -> r.severity() == Problem.Severity.INFO && r.message().equals(
                "The @expect lines of this file were not checked: they describe the launch the file writes, and the launch "
                        + "settings launch another; this launch is judged by race freedom instead")), rows::toString);
    }

    @Test
    void aCheckWhoseProgramWasReplacedWhileItRanShowsNothing() throws Exception {
        Program first = load("first.test");
        Program second = ProgramLoader.load("second.test", ONE_WRITE);
        // in one FX action, so the first check's result can only arrive after the switch
        WaitForAsyncUtils.asyncFx(() -> {
            session.showLoaded("first.test", StaleReadTest.RELAXED_FLAG, first);
            check.start();
            session.showLoaded("second.test", ONE_WRITE, second);
        }).get(10, TimeUnit.SECONDS);
        // the first check ends (it is tiny); then start one for the second program and see only its outcomes
        WaitForAsyncUtils.asyncFx(check::start).get(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !outcomes.rows().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(outcomes.runningProperty().get());
        assertTrue(outcomes.rows().stream().allMatch(r -> r.text().contains("P1:r0")) && outcomes.rows().size() == 2,
                "the second program's two outcomes (x = 0 or 1), not the first's four: " + outcomes.rows());
    }
    /**
     * A check that runs out of memory (it keeps every consistent execution: a litmus test of 8 writers to x filled a
     * 1 GB heap) says so and what to do, in the Outcomes pane and as the Problems row; it said "Check cancelled." and
     * "Internal error (OutOfMemoryError) … please report it".
     */
    @Test
    void aCheckThatRunsOutOfMemorySaysSoAndWhatToDoNotAnInternalError() throws Exception {
        Program first = load("writers.test");
        // a check of this pane whose litmus programs a stand-in checks by filling the heap (the one made at start
        // stays idle)
        ExhaustiveCheck outOfMemory = WaitForAsyncUtils.asyncFx(() -> new ExhaustiveCheck(session, outcomes,
                (checker, program) -> {
                    throw new OutOfMemoryError("Java heap space");
                })).get(10, TimeUnit.SECONDS);
        try {
            WaitForAsyncUtils.asyncFx(() -> {
                session.showLoaded("writers.test", StaleReadTest.RELAXED_FLAG, first);
                outOfMemory.start();
            }).get(10, TimeUnit.SECONDS);
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !outcomes.runningProperty().get()
                    && outcomes.summaryProperty().get().startsWith("Not enough memory"));
        } finally {
            outOfMemory.close();
        }
        String summary = outcomes.summaryProperty().get();
        assertTrue(summary.matches("Not enough memory for this check \\([0-9,]+ MB of heap\\): the exhaustive check"
                + " keeps every consistent execution it finds, and this program has too many\\. Start SyncScope with a"
                + " larger heap \\(java -Xmx8g -jar syncscope\\.jar\\), or check a smaller program \\(fewer invocations"
                + " or instructions\\)\\."), summary);
        assertTrue(outcomes.rows().isEmpty());
        assertTrue(session.problems().stream().anyMatch(p -> p.message().equals(summary)), session.problems().toString());
        assertTrue(session.problems().stream().noneMatch(p -> p.message().contains("Internal error")),
                session.problems().toString());
    }

    @Test
    void aSpinningKernelIsCheckedOnTheCheckThreadAndThePaneSaysItsPathsWereCut() throws Exception {
        // before: the check thread's recursion overflowed its stack on this lesson (10,000 loads deep)
        java.nio.file.Path file = java.nio.file.Path.of("../sample-kernels/kernels/spin-noncoherent-flag.comp");
        String text = java.nio.file.Files.readString(file);
        Program spin = ProgramLoader.load(file.toString(), text);
        WaitForAsyncUtils.asyncFx(() -> {
            session.showLoaded(file.toString(), text, spin);
            check.start();
        }).get(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !outcomes.runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, outcomes.rows().size(), outcomes.rows()::toString);
        assertEquals("flag=1, result=1", outcomes.rows().get(0).text());
        assertTrue(outcomes.summaryProperty().get().startsWith("Not every execution: paths were cut at a bound (T1: read flag = 0 at "),
                outcomes.summaryProperty().get());
    }
}
