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
 * The window says barrier divergence every execution has is in every execution (CheckResult.divergenceInEveryExecution),
 * in the Problems rows and the Outcomes summary, as {@code check} does; divergence of some executions stays "in some
 * execution".
 */
class DivergenceInEveryExecutionRowsTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);

    private static CheckResult check(String path) throws IOException {
        Path p = Path.of(path);
        return new AxiomaticChecker().check(KernelLoader.load(p.getFileName().toString(), Files.readString(p))
                .program());
    }

    private static String summary(CheckResult r) {
        OutcomeViewModel vm = new OutcomeViewModel(EN);
        vm.show(r);
        return vm.summaryProperty().get();
    }

    @Test
    void aBarrierInBothBranchesDivergesInEveryExecutionInBothPanes() throws IOException {
        CheckResult r = check("../sample-kernels/kernels/barrier-in-both-branches.comp");
        List<Problem> rows = CheckProblems.of(r, EN);
        assertEquals(1, rows.size(), rows.toString());
        assertTrue(rows.get(0).message().startsWith("Check, in every execution: barrier divergence: "),
                rows.get(0).message());
        assertTrue(summary(r).startsWith("Wrong: barrier divergence: "), summary(r));
    }

    @Test
    void aBarrierMetOrNotByTheValueReadDivergesInSomeExecution() throws IOException {
        CheckResult r = check("../core-sim/src/test/resources/kernels/divergence-in-some-executions.comp");
        assertTrue(CheckProblems.of(r, EN).get(0).message().startsWith("Check, in some execution: barrier divergence"),
                CheckProblems.of(r, EN).toString());
        assertTrue(summary(r).startsWith("Wrong in some execution: barrier divergence"), summary(r));
    }
}
