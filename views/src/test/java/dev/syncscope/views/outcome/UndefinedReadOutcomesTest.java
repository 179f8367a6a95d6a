package dev.syncscope.views.outcome;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Outcomes tab leaves out, as {@code check} does, the executions that read Workgroup memory no write defined (SPIR-V:
 * a Workgroup variable has no initializer, so the value read, and whatever is computed from it, is undefined): such an
 * execution has no defined outcome, so it is no row and no witness, and the summary says what it counts (audit 39 item
 * 1: the tab listed {@code a[0..1]=0} for {@code undefined.comp} and {@code total=3}, computed from reading the unwritten
 * {@code partial[1]} as 0, beside {@code total=10}).
 */
class UndefinedReadOutcomesTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    private static String read(String path) throws IOException {
        return Files.readString(Path.of(path));
    }

    /** The window's check of {@code path}, as Check ▸ All executions runs it. */
    private static CheckResult check(String path) throws IOException {
        return new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true))
                .check(ProgramLoader.load(Path.of(path).getFileName().toString(), read(path)));
    }

    @Test
    void aReductionReadingTheUnwrittenPartialListsOnlyTheDefinedTotalWithItsWitnessesAsCheckDoes() throws IOException {
        String path = "../sample-kernels/kernels/reduction-missing-barrier.comp";
        OutcomeViewModel vm = new OutcomeViewModel(EN);
        CheckResult r = check(path);
        vm.show(r);
        // T0 reads partial[1] either after T1 wrote 7 (total = 3 + 7) or with no write visible to it (undefined)
        assertEquals(1, vm.rows().size(), vm.rows().toString());
        OutcomeRow row = vm.rows().get(0);
        assertEquals(10L, row.outcome().values().get("total"));
        assertEquals(row.executions(), row.witnesses().size());
        assertTrue(row.witnesses().stream().noneMatch(e -> e.readsUndefined()), "no witness reads undefined memory");
        List<String> cli = FileCheck.check(path, read(path), null, Duration.ofSeconds(60)).outcomes().stream()
                .map(Object::toString).toList();
        assertEquals(cli, vm.rows().stream().map(o -> o.outcome().toString()).toList(), "the window lists what check lists");
        assertTrue(vm.summaryProperty().get().contains("1 allowed outcome of the executions without an undefined read,"
                + " from 1 of 2 consistent executions (2 candidates, "), vm.summaryProperty().get());
    }

    @Test
    void aKernelWhoseOnlyExecutionReadsUndefinedMemoryHasNoOutcomeAndSaysWhy() throws IOException {
        OutcomeViewModel vm = new OutcomeViewModel(EN);
        vm.show(check("../docs/examples/diagnostics/undefined.comp"));
        assertEquals(List.of(), vm.rows());
        assertEquals(null, vm.witnessProperty().get());
        String summary = vm.summaryProperty().get();
        assertTrue(summary.startsWith("Wrong in some execution: undefined read: T0 reads s[1] at undefined.comp:6"),
                summary);
        assertTrue(summary.contains(". 0 allowed outcomes of the executions without an undefined read, from 0 of 1"
                + " consistent execution (1 candidate, "), summary);
        assertEquals("No allowed outcome.", vm.placeholderProperty().get());
    }

    @Test
    void inAJapaneseWindowTheSummarySaysWhichExecutionsItCounts() throws IOException {
        OutcomeViewModel vm = new OutcomeViewModel(JA);
        vm.show(check("../sample-kernels/kernels/reduction-missing-barrier.comp"));
        String summary = vm.summaryProperty().get();
        assertTrue(summary.contains("未定義の読み取りのない実行の許される結果 1 個、一貫した実行 2 個のうち 1 個から"), summary);
    }

    @Test
    void aCheckWithNoUndefinedReadKeepsItsPlainSummary() throws IOException {
        OutcomeViewModel vm = new OutcomeViewModel(EN);
        vm.show(check("../sample-kernels/kernels/mp-relaxed.comp"));
        assertTrue(vm.summaryProperty().get().matches(".*\\d+ allowed outcomes? from \\d+ consistent executions?.*"),
                vm.summaryProperty().get());
    }
}
