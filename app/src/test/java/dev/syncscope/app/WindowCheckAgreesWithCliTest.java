package dev.syncscope.app;

import dev.syncscope.app.cli.Cli;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.outcome.OutcomeRow;
import dev.syncscope.views.outcome.OutcomeTable;
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

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Check ▸ All executions on the real Khronos {@code mp.test} and {@code privmp.test} says what {@code syncscope check}
 * says of them (the acceptance audit: the window called the correct mp.test racy, with a red mark on line 8 and two
 * "racy" outcomes, and listed privmp's one pair twice, first for a release/acquire pair the test has): a race only
 * outside the executions the test asks about is information that says so, one inside them an error, one row per
 * pair, and the outcomes of racy executions outside the question say they are outside it; the same for a herd
 * test's filter (the audit-40 defect 1: every race of {@code mp3transitive-filter.litmus} was an error).
 */
@ExtendWith(ApplicationExtension.class)
class WindowCheckAgreesWithCliTest {

    private static final String KHRONOS = "../core-sim/src/test/resources/litmus/khronos/";

    private final Messages text = Messages.forLocale(Locale.ENGLISH);
    private final SessionViewModel session = new SessionViewModel(text);
    private final OutcomeViewModel outcomes = new OutcomeViewModel(text);
    private ExhaustiveCheck check;

    @Start
    void start(Stage stage) {
        check = new ExhaustiveCheck(session, outcomes);
    }

    @AfterEach
    void close() {
        check.close();
    }

    /** The window's check of {@code name}, as Check ▸ All executions runs it: the problem rows it adds. */
    private List<Problem> windowCheck(String name) throws Exception {
        return windowCheck(KHRONOS, name);
    }

    /** The window's check of {@code name} in {@code folder}. */
    private List<Problem> windowCheck(String folder, String name) throws Exception {
        String source = Files.readString(Path.of(folder, name));
        Program program = ProgramLoader.load(name, source);
        WaitForAsyncUtils.asyncFx(() -> session.showLoaded(name, source, program)).get(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(check::start).get(10, TimeUnit.SECONDS).get(60, TimeUnit.SECONDS);
        return WaitForAsyncUtils.asyncFx(() -> session.problems().stream()
                .filter(p -> p.message().startsWith("Check")).toList()).get(10, TimeUnit.SECONDS);
    }

    /** What {@code syncscope check} prints of {@code name}, which must end OK. */
    private static String cli(String name) {
        StringWriter out = new StringWriter();
        int code = Cli.run(new String[] {"check", KHRONOS + name}, new PrintWriter(out), new PrintWriter(new StringWriter()));
        assertEquals(Cli.OK, code, out.toString());
        return out.toString();
    }

    @Test
    void mpsRaceOnlyWhereTheAcquireReadsZeroIsInformationOutsideTheQuestionAsOnTheCommandLine() throws Exception {
        String cli = cli("mp.test");
        assertTrue(cli.contains("    only where P1 reads y = 0, outside the executions the test asks about (P1 reads"
                + " y = 1 at " + KHRONOS + "mp.test:12:1)\n"), cli);
        List<Problem> rows = windowCheck("mp.test");
        assertEquals(1, rows.size(), rows.toString());
        Problem race = rows.get(0);
        assertEquals(Problem.Severity.INFO, race.severity(), "not an error: the test's answers are not about it");
        assertEquals("Check, data race only where P1 reads y = 0, outside the executions the test asks about (P1 reads"
                + " y = 1 at mp.test:12:1): P0: W x at mp.test:8:1 races with P1: R x at mp.test:13:1; missing: no"
                + " happens-before between P0 and P1: missing synchronization (release/acquire pair with matching"
                + " storage-class semantics and scopes, a control barrier, or system-synchronizes-with)", race.message());
        assertEquals(8, race.where().line(), "a click still reveals the write");
        List<OutcomeRow> shown = WaitForAsyncUtils.asyncFx(() -> List.copyOf(outcomes.rows())).get(10, TimeUnit.SECONDS);
        assertEquals(List.of("racy, outside the test's question", "racy, outside the test's question", ""),
                shown.stream().map(r -> OutcomeTable.raceText(r, text)).toList(), shown.toString());
        assertEquals(List.of(true, true, false), shown.stream().map(OutcomeRow::outside).toList(),
                "P1 reads y = 0 in the first two outcomes, y = 1 in the third");
    }

    @Test
    void privmpsOnePairIsOneErrorRowForThePrivateAccessAsOnTheCommandLine() throws Exception {
        String cli = cli("privmp.test");
        assertTrue(cli.contains("data races (1):\n") && cli.contains("    missing: private access: "), cli);
        List<Problem> rows = windowCheck("privmp.test");
        assertEquals(1, rows.size(), "one row for the one pair: " + rows);
        Problem race = rows.get(0);
        assertEquals(Problem.Severity.ERROR, race.severity(), "it races where P1 reads y = 1 too");
        assertEquals("Check, data race in the executions the test asks about (P1 reads y = 1 at privmp.test:13:1), and"
                + " also where P1 reads y = 0: P0: W x at privmp.test:9:1 races with P1: R x at privmp.test:14:1;"
                + " missing: private access: P0: W x = 1 is not NonPrivate, so only system-synchronizes-with orders it"
                + " with another invocation", race.message());
        List<OutcomeRow> shown = WaitForAsyncUtils.asyncFx(() -> List.copyOf(outcomes.rows())).get(10, TimeUnit.SECONDS);
        assertEquals(List.of("racy, outside the test's question", "racy, outside the test's question", "racy", "racy"),
                shown.stream().map(r -> OutcomeTable.raceText(r, text)).toList(), shown.toString());
    }

    @Test
    void aHerdTestsRaceOnlyWhereTheOutcomeFailsTheFilterIsInformationAsOnTheCommandLine() throws Exception {
        // HerdTest: executions whose outcome fails the filter are not considered; VULKAN-DR-expected.csv: race-free
        String folder = "../core-sim/src/test/resources/litmus/dat3m-vulkan/Data-Race/";
        StringWriter out = new StringWriter();
        assertEquals(Cli.OK, Cli.run(new String[] {"check", folder + "mp3transitive-filter.litmus"},
                new PrintWriter(out), new PrintWriter(new StringWriter())), out.toString());
        assertTrue(out.toString().contains("    only where the outcome fails the filter, outside the executions the"
                + " test asks about (the outcome passes the filter P1:r0 == 1 /\\ P2:r1 == 1 at "), out.toString());
        List<Problem> rows = windowCheck(folder, "mp3transitive-filter.litmus");
        assertEquals(1, rows.size(), rows.toString());
        assertEquals(Problem.Severity.INFO, rows.get(0).severity(), "the race is outside the filter");
        assertTrue(rows.get(0).message().startsWith("Check, data race only where the outcome fails the filter, outside"
                + " the executions the test asks about (the outcome passes the filter P1:r0 == 1 /\\ P2:r1 == 1 at"
                + " mp3transitive-filter.litmus:17:1): P0: W x at mp3transitive-filter.litmus:15:2 races with P2: R x"
                + " at mp3transitive-filter.litmus:16:92; missing: "), rows.get(0).message());
        List<OutcomeRow> shown = WaitForAsyncUtils.asyncFx(() -> List.copyOf(outcomes.rows())).get(10, TimeUnit.SECONDS);
        assertEquals(List.of(true, true, true, true, true, true, false),
                shown.stream().map(OutcomeRow::outside).toList(), "only P1:r0=1, P2:r1=1 passes the filter");
        assertEquals("", OutcomeTable.raceText(shown.get(6), text), shown.get(6).text());
    }
}
