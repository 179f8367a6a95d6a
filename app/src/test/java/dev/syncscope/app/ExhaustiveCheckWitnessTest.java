package dev.syncscope.app;

import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.outcome.OutcomeViewModel;
import dev.syncscope.views.session.SessionViewModel;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The window's "Check all executions" answers what the exhaustive check of a kernel leaves open with a stepper run, as
 * {@code syncscope check} does ({@code StepperWitness}): the outcome pane says first that a run races (VK MM: Data
 * Race), that it reads undefined memory (VK MM: Allocation), or that one run decides every execution of a kernel that synchronizes only through control barriers. Both
 * kernels here leave the check open quickly, by cutting a path at the spin bound.
 */
@ExtendWith(ApplicationExtension.class)
class ExhaustiveCheckWitnessTest {

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

    /** Checks {@code text} as the window does and returns the outcome pane's summary. */
    private String checked(String name, String text) throws Exception {
        Program program = ProgramLoader.load(name, text);
        WaitForAsyncUtils.asyncFx(() -> {
            session.showLoaded(name, text, program);
            check.start();
        }).get(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !outcomes.runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        return outcomes.summaryProperty().get();
    }

    @Test
    void aCountedLoopCutAtTheSpinBoundIsDecidedByOneRun() throws Exception {
        // no atomic, no barrier: every execution is the run's, with sum = 40 * 3
        String summary = checked("counted-loop.comp", Files.readString(Path.of("../docs/examples/counted-loop.comp")));
        assertTrue(summary.startsWith("Race-free in every execution, decided by one stepper run (round-robin): the"
                + " kernel synchronizes only through control barriers, with no atomic or subgroup operation, so every"
                + " execution reads what the run read, and its outcome {sum=120, x=3} is the only one. The exhaustive"
                + " check alone: Not every execution: paths were cut at a bound"), summary);
    }

    @Test
    void aRaceBeforeAWaitThatNeverEndsIsShownByTheRunThatRaces() throws Exception {
        // T0 waits for ever when T1 reads y = 0, and then T1's z = 2 races with T0's z = 1 (NeverEndingWaitCheckTest)
        String summary = checked("forever.comp",
                Files.readString(Path.of("../docs/examples/race-before-endless-wait.comp")));
        assertTrue(summary.startsWith("A stepper run (round-robin) races, an execution the memory model allows, so the"
                + " kernel races: 1 data race, the first on z between T0 (line 15) and T1 (line 19)."), summary);
        // and the race is a problem row at its later access, said to come from that run
        java.util.List<dev.syncscope.views.problems.Problem> rows = session.problems().stream()
                .filter(p -> p.message().startsWith("From a stepper run (round-robin), an execution the memory model"
                        + " allows, not the run stepped here: ")).toList();
        assertEquals(1, rows.size(), session.problems().toString());
        assertEquals(19, rows.get(0).where().line());
        assertEquals(dev.syncscope.views.problems.Problem.Severity.ERROR, rows.get(0).severity());
    }

    @Test
    void aRunBesideTheCheckAnswersARacyKernelTheCheckCannotFinish() throws Exception {
        // a scan missing a barrier: the check alone stops at its paths after about 13 s; the runs beside it start
        // after its head start (CheckWithWitness) and the first one races (VK MM: Data Race)
        String summary = checked("scan-missing-barrier.comp",
                Files.readString(Path.of("../docs/examples/scan-missing-barrier.comp")));
        assertTrue(summary.startsWith("A stepper run (round-robin) races, an execution the memory model allows, so the"
                + " kernel races: 530 data races, the first on s@wg0[0] between T1 (line 20) and T0 (line 21)."), summary);
        assertTrue(summary.contains(": a stepper run answered"), summary);
    }

    @Test
    void aRunBesideTheCheckDecidesABarrierOnlyScanAndItsOutcomeIsTheOneRow() throws Exception {
        // a Hillis-Steele scan of 128 invocations: the check stops at its paths; the run beside it decides every
        // execution (VK MM: Location-Ordered), and the table shows that outcome instead of "No allowed outcome."
        String summary = checked("scan-128.comp", Files.readString(Path.of("../docs/examples/scan-128.comp")));
        assertTrue(summary.startsWith("Race-free in every execution, decided by one stepper run (round-robin)"), summary);
        assertEquals(1, outcomes.rows().size(), outcomes.rows().toString());
        assertEquals(128L, outcomes.rows().get(0).outcome().values().get("data[127]"));
        assertTrue(outcomes.rows().get(0).witnesses().isEmpty());
        // the check stopped before it met an execution: said so, not "0 allowed outcomes from 0 consistent executions"
        // beside the one row (the session-86 review)
        assertFalse(summary.contains("0 allowed outcomes from 0 consistent executions"), summary);
        assertTrue(summary.contains("The exhaustive check, stopped when the run answered, had met no execution yet ("),
                summary);
        assertTrue(session.problems().stream().noneMatch(p -> p.message().startsWith("Check stopped")),
                session.problems().toString());
    }

    @Test
    void aWaitOnUndefinedWorkgroupMemoryIsShownByTheRunThatReadsIt() throws Exception {
        // the check cuts every path at the spin loop; the run reads the flag no write defines (VK MM: Allocation)
        String summary = checked("wait-on-undefined-flag.comp",
                Files.readString(Path.of("../docs/examples/wait-on-undefined-flag.comp")));
        assertTrue(summary.startsWith("A stepper run (round-robin) reads undefined memory, an execution the memory model"
                + " allows, so the kernel is wrong: 2 undefined reads, the first by T0 of flag (line 11), where the"
                + " exhaustive check cut every path that reads it before it ended."), summary);
        // and each read is a problem row at line 11, as the check's own undefined reads are
        assertEquals(2, session.problems().stream().filter(p -> p.where() != null && p.where().line() == 11
                && p.message().contains("workgroup memory with no write visible to it")).count(),
                session.problems().toString());
    }

    @Test
    void aLitmusTestIsLeftToTheChecker() throws Exception {
        String summary = checked("relaxed.test", StaleReadTest.RELAXED_FLAG);
        assertFalse(summary.contains("stepper run"), summary);
    }
}
