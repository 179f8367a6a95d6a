package dev.syncscope.views.problems;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.outcome.OutcomeViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

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

    /**
     * Barrier divergence: a barrier in both branches of an if diverges in every execution, the same divergence; a
     * kernel whose absent invocation finishes at one of two lines by the value it read diverges in every execution but
     * each divergence in some; a barrier met or not by the value read diverges in some.
     */
    static java.util.stream.Stream<Arguments> divergentKernels() {
        String every = "Check, in every execution: barrier divergence: ";
        String some = "Check, in some execution: barrier divergence: ";
        String someSummary = "Wrong in some execution: barrier divergence";
        return java.util.stream.Stream.of(
                Arguments.of("../sample-kernels/kernels/barrier-in-both-branches.comp", 1, every,
                        "Wrong: barrier divergence: "),
                Arguments.of(KERNELS + "divergence-two-exits.comp", 2, some, someSummary),
                Arguments.of(KERNELS + "divergence-in-some-executions.comp", 1, some, someSummary));
    }

    private static final String KERNELS = "../core-sim/src/test/resources/kernels/";

    @ParameterizedTest
    @MethodSource("divergentKernels")
    void barrierDivergenceIsInEveryExecutionOnlyWhereEveryExecutionHasThatOne(String path, int rowCount,
                                                                               String row, String summary)
            throws IOException {
        CheckResult r = check(path);
        List<Problem> rows = CheckProblems.of(r, EN);
        assertEquals(rowCount, rows.size(), rows.toString());
        for (Problem p : rows) {
            assertTrue(p.message().startsWith(row), p.message());
        }
        assertTrue(summary(r, EN).startsWith(summary), summary(r, EN));
    }
}
