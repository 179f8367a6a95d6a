package dev.syncscope.views.problems;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.outcome.OutcomeViewModel;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The window says a fault every execution has is in every execution (CheckResult.faultsInEveryExecution), and so is
 * barrier divergence every execution has (CheckResult.divergenceInEveryExecution), in the Problems rows and the
 * Outcomes summary, as {@code check} does; a fault or divergence of some executions stays "in some execution".
 * Before, every fault row read "Check, in some execution", also a non-uniform broadcast Id no schedule avoids, and
 * until session 66 every divergence row, also a barrier in both branches of an if.
 */
class FaultInEveryExecutionRowsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private static CheckResult check(String path) throws IOException {
        Path p = Path.of(path);
        return new AxiomaticChecker().check(KernelLoader.load(p.getFileName().toString(), Files.readString(p))
                .program());
    }

    private static String summary(CheckResult r, Messages text) {
        OutcomeViewModel vm = new OutcomeViewModel(text);
        vm.show(r);
        return vm.summaryProperty().get();
    }

    @Test
    void aFaultNoScheduleAvoidsIsInEveryExecutionInBothPanesAndLanguages() throws IOException {
        CheckResult r = check("../core-sim/src/test/resources/kernels/non-uniform-broadcast-id.comp");
        List<Problem> rows = CheckProblems.of(r, EN);
        assertEquals(4, rows.size(), rows.toString());
        for (Problem p : rows) {
            assertTrue(p.message().startsWith("Check, in every execution: fault: T"), p.message());
        }
        assertTrue(CheckProblems.of(r, JA).get(0).message().startsWith("検査・すべての実行で: "),
                CheckProblems.of(r, JA).get(0).message());
        assertTrue(summary(r, EN).startsWith("Wrong: " + r.faults().get(0) + ", and 3 more. "), summary(r, EN));
        assertTrue(summary(r, JA).startsWith("誤り: "), summary(r, JA));
    }

    @Test
    void aFaultOfSomeExecutionsStaysInSome() throws IOException {
        CheckResult r = check("../docs/examples/fault-in-some-executions.comp");
        List<Problem> rows = CheckProblems.of(r, EN);
        assertTrue(rows.get(0).message().startsWith("Check, in some execution: fault: T0"), rows.toString());
        assertTrue(summary(r, EN).startsWith("Wrong in some execution: "), summary(r, EN));
    }

    @Test
    void aBarrierInBothBranchesDivergesInEveryExecutionInBothPanes() throws IOException {
        CheckResult r = check("../sample-kernels/kernels/barrier-in-both-branches.comp");
        List<Problem> rows = CheckProblems.of(r, EN);
        assertEquals(1, rows.size(), rows.toString());
        assertTrue(rows.get(0).message().startsWith("Check, in every execution: barrier divergence: "),
                rows.get(0).message());
        assertTrue(summary(r, EN).startsWith("Wrong: barrier divergence: "), summary(r, EN));
    }

    @Test
    void aKernelDivergingInEveryExecutionAtTwoPlacesSaysEachIsInSome() throws IOException {
        // every execution diverges, but T1 finishes at one line or another by the value it read: no row is in every
        CheckResult r = check("../core-sim/src/test/resources/kernels/divergence-two-exits.comp");
        List<Problem> rows = CheckProblems.of(r, EN);
        assertEquals(2, rows.size(), rows.toString());
        for (Problem p : rows) {
            assertTrue(p.message().startsWith("Check, in some execution: barrier divergence: "), p.message());
        }
        assertTrue(summary(r, EN).startsWith("Wrong in some execution: barrier divergence"), summary(r, EN));
    }

    @Test
    void aBarrierMetOrNotByTheValueReadDivergesInSomeExecution() throws IOException {
        CheckResult r = check("../core-sim/src/test/resources/kernels/divergence-in-some-executions.comp");
        assertTrue(CheckProblems.of(r, EN).get(0).message().startsWith("Check, in some execution: barrier divergence"),
                CheckProblems.of(r, EN).toString());
        assertTrue(summary(r, EN).startsWith("Wrong in some execution: barrier divergence"), summary(r, EN));
    }
}
