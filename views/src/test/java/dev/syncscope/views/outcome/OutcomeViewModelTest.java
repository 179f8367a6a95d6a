package dev.syncscope.views.outcome;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OutcomeViewModelTest {

    private final OutcomeViewModel vm = new OutcomeViewModel(Messages.forLocale(Locale.ENGLISH));

    private static CheckResult check(String text) {
        return new AxiomaticChecker().check(Walkthrough.program("t", text));
    }

    private OutcomeRow row(String text) {
        return vm.rows().stream().filter(r -> r.text().equals(text)).findFirst().orElseThrow();
    }

    @Test
    void messagePassingAllowsNoStaleDataAfterTheFlagAndNoRaceWhenTheFlagIsRead() {
        CheckResult r = check(Walkthrough.MP);
        vm.show(r);
        assertEquals(r.allowedOutcomes().size(), vm.rows().size());
        assertTrue(vm.rows().stream().noneMatch(o -> o.text().contains("P1:r0=1, P1:r1=0")),
                "mp.test: reading the flag guarantees the data");
        assertTrue(vm.rows().stream().filter(o -> o.text().startsWith("P1:r0=1")).noneMatch(OutcomeRow::racy),
                "mp.test: NOSOLUTION consistent[X] && #dr>0 under its constraint y = 1");
        assertEquals(r.consistentExecutions().size(), vm.rows().stream().mapToInt(OutcomeRow::executions).sum());
        assertEquals(1.0, vm.rows().stream().mapToDouble(OutcomeRow::share).max().orElseThrow(), 1e-9);
    }

    /** A Khronos test of {@code core-sim}'s litmus corpus, checked as the window checks it, with its question. */
    private void showKhronos(String name) throws java.io.IOException {
        String source = java.nio.file.Files.readString(
                java.nio.file.Path.of("../core-sim/src/test/resources/litmus/khronos", name));
        dev.syncscope.core.model.Program program = dev.syncscope.core.load.ProgramLoader.load(name, source);
        CheckResult r = new AxiomaticChecker(dev.syncscope.core.check.CheckOptions.DEFAULT.withConsistentOnly(true))
                .check(program);
        vm.show(r, dev.syncscope.core.suite.TestQuestion.of(program, r));
    }

    @Test
    void aRaceOnlyOutsideTheTestsQuestionIsDrawnAsInformationNotInRed() throws java.io.IOException {
        // mp.test races only where P1 reads y = 0, outside the executions it asks about (P1 reads y = 1)
        showKhronos("mp.test");
        List<OutcomeRow> racy = vm.rows().stream().filter(OutcomeRow::racy).toList();
        assertFalse(racy.isEmpty(), vm.rows().toString());
        for (OutcomeRow row : racy) {
            assertTrue(row.racyOutside(), row.text());
            assertEquals("racy-outside", OutcomeTable.barStyle(row), row.text() + ": not the race's red");
            assertEquals("racy, outside the test's question", OutcomeTable.raceText(row, EN));
        }
        assertTrue(vm.rows().stream().filter(o -> !o.racy()).allMatch(o -> OutcomeTable.barStyle(o) == null));
    }

    @Test
    void aRaceInsideTheTestsQuestionStaysRed() throws java.io.IOException {
        // privmp.test races in the executions it asks about (and also outside them)
        showKhronos("privmp.test");
        List<OutcomeRow> inside = vm.rows().stream().filter(o -> o.racy() && !o.racyOutside()).toList();
        assertFalse(inside.isEmpty(), vm.rows().toString());
        for (OutcomeRow row : inside) {
            assertEquals("racy", OutcomeTable.barStyle(row), row.text());
            assertEquals("racy", OutcomeTable.raceText(row, EN));
        }
    }

    @Test
    void withoutAQuestionEveryRaceIsRed() {
        vm.show(check(Walkthrough.RELAXED));
        OutcomeRow stale = row("P1:r0=1, P1:r1=0, x=1, y=1");
        assertFalse(stale.racyOutside());
        assertEquals("racy", OutcomeTable.barStyle(stale));
    }

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);

    @Test
    void relaxedFlagAllowsTheStaleOutcomeAndMarksItRacy() {
        vm.show(check(Walkthrough.RELAXED));
        OutcomeRow stale = row("P1:r0=1, P1:r1=0, x=1, y=1");
        assertTrue(stale.racy());
        assertFalse(stale.witnesses().get(0).races().isEmpty(), "racy witnesses first");
    }

    @Test
    void selectingAnOutcomePublishesItsWitnessesInTurn() {
        vm.show(check(Walkthrough.RELAXED));
        OutcomeRow stale = row("P1:r0=1, P1:r1=0, x=1, y=1");
        vm.select(stale);
        assertSame(stale.witnesses().get(0), vm.witnessProperty().get());
        assertEquals(0, vm.witnessIndexProperty().get());
        vm.previousWitness();
        assertEquals(0, vm.witnessIndexProperty().get(), "no witness before the first");
        for (int i = 1; i < stale.witnesses().size(); i++) {
            vm.nextWitness();
            assertSame(stale.witnesses().get(i), vm.witnessProperty().get());
        }
        vm.select(null);
        assertNull(vm.witnessProperty().get());
    }

    @Test
    void cancelIsOfferedOnlyWhileRunningAndOnlyOnce() {
        assertFalse(vm.canCancelProperty().get());
        vm.requestCancel();
        assertFalse(vm.cancelRequestedProperty().get(), "nothing to cancel");
        vm.start();
        vm.runningProperty().set(true);
        assertTrue(vm.canCancelProperty().get());
        vm.requestCancel();
        assertTrue(vm.cancelRequestedProperty().get());
        assertFalse(vm.canCancelProperty().get());
        vm.runningProperty().set(false);
        vm.showCancelled();
        assertEquals("Check cancelled.", vm.summaryProperty().get());
        vm.start();
        assertFalse(vm.cancelRequestedProperty().get());
    }

    @Test
    void summaryCountsOutcomesExecutionsAndCandidates() {
        CheckResult r = check(Walkthrough.MP);
        vm.show(r);
        assertTrue(vm.summaryProperty().get().startsWith(vm.rows().size() + " allowed outcomes from "
                + r.consistentExecutions().size() + " consistent executions (" + r.candidates() + " candidates"),
                vm.summaryProperty().get());
    }

    /** The check's worker works out rows and summary ({@code prepare}); the FX thread only puts them on screen. */
    @Test
    void whatTheWorkerPreparesIsWhatShowShows() throws Exception {
        CheckResult r = check(Walkthrough.MP);
        OutcomeViewModel.Prepared p = java.util.concurrent.CompletableFuture.supplyAsync(() -> vm.prepare(r, null))
                .get(30, java.util.concurrent.TimeUnit.SECONDS);
        vm.show(r);
        assertEquals(vm.summaryProperty().get(), p.summary());
        assertEquals(List.copyOf(vm.rows()), p.rows());
        vm.reset();
        vm.show(p);
        assertEquals(p.summary(), vm.summaryProperty().get());
        assertEquals(p.rows(), List.copyOf(vm.rows()));
    }

    @Test
    void theSummarySaysOneOutcomeExecutionAndCandidateInTheSingular() {
        // one invocation storing once: one candidate execution, consistent, with one outcome
        CheckResult r = check("""
                NEWWG
                NEWSG
                NEWTHREAD
                st.av.scopedev.sc0 x = 1
                """);
        vm.show(r);
        assertTrue(vm.summaryProperty().get().startsWith("1 allowed outcome from 1 consistent execution (1 candidate, "),
                vm.summaryProperty().get());
        OutcomeViewModel jvm = new OutcomeViewModel(Messages.forLocale(Locale.JAPANESE));
        jvm.show(r);
        assertTrue(jvm.summaryProperty().get().startsWith("許される結果 1 個、一貫した実行 1 個 (候補 1 個、"),
                jvm.summaryProperty().get());
    }

    @Test
    void aCheckWhosePathsWereCutSaysItsOutcomesAreNotEveryExecutions() {
        // a spin or loop cut at a bound: the check completes, but only over the shorter executions
        CheckResult r = check(Walkthrough.MP);
        CheckResult cut = new CheckResult(r.status(), r.limitMessage(), r.executions(), r.candidates(), r.diagnostics(),
                r.elapsed(), List.of(new CutPath(CutKind.SPIN_BOUND, "P1: read y = 0 at t:9:3 33 times in a row"),
                new CutPath(CutKind.UNROLL_BOUND, "P0: loop bound")), r.findings());
        vm.show(cut);
        assertTrue(vm.summaryProperty().get().startsWith("Not every execution: paths were cut at a bound"
                + " (P1: read y = 0 at t:9:3 33 times in a row, and 1 more), so longer executions may add outcomes. "
                + r.allowedOutcomes().size() + " allowed outcomes"), vm.summaryProperty().get());
        vm.show(r);
        assertFalse(vm.summaryProperty().get().contains("Not every execution"), vm.summaryProperty().get());
    }

    @Test
    void aCheckThatFoundBarrierDivergenceOrAFaultSaysTheProgramIsWrongFirstAndAnUnconfirmedFaultThatItIsOpen() {
        CheckResult r = check(Walkthrough.MP);
        String divergence = "barrier divergence: T1 finishes without meeting control barrier instance 0, which T0"
                + " of the same workgroup meets at k.comp:8";
        String fault = "fault: T2 stops at k.comp:9: out-of-bounds access kept[1] (it has 1 location)";
        Finding diverged = new Finding(Finding.Kind.BARRIER_DIVERGENCE, divergence, List.of(1, 0), SourceSpan.UNKNOWN);
        Finding faulted = new Finding(Finding.Kind.FAULT, fault, List.of(2), SourceSpan.UNKNOWN);
        Finding open = new Finding(Finding.Kind.UNCONFIRMED_FAULT, fault, List.of(2), SourceSpan.UNKNOWN);
        vm.show(new CheckResult(r.status(), r.limitMessage(), r.executions(), r.candidates(), r.diagnostics(),
                r.elapsed(), r.cuts(), List.of(diverged, faulted)));
        assertTrue(vm.summaryProperty().get().startsWith("Wrong in some execution: " + divergence + ", and 1 more. "
                + r.allowedOutcomes().size() + " allowed outcomes"), vm.summaryProperty().get());
        vm.show(new CheckResult(r.status(), r.limitMessage(), r.executions(), r.candidates(), r.diagnostics(),
                r.elapsed(), r.cuts(), List.of(faulted)));
        assertTrue(vm.summaryProperty().get().startsWith("Wrong in some execution: " + fault + ". "),
                vm.summaryProperty().get());
        vm.show(new CheckResult(r.status(), r.limitMessage(), r.executions(), r.candidates(), r.diagnostics(),
                r.elapsed(), r.cuts(), List.of(open)));
        assertTrue(vm.summaryProperty().get().startsWith("Not known whether the program faults: no execution with this"
                + " fault was found, and none was excluded (" + fault + "). "), vm.summaryProperty().get());
        vm.show(r);
        assertFalse(vm.summaryProperty().get().contains("Wrong") || vm.summaryProperty().get().contains("fault"),
                vm.summaryProperty().get());
    }

    @Test
    void aProgramTheCheckerRejectsSaysWhyInsteadOfCancelled() {
        vm.show(check(Walkthrough.MP));
        vm.showRejected("a host agent performs no atomics, barriers or subgroup operations");
        assertTrue(vm.rows().isEmpty(), "no stale rows from an earlier check");
        assertEquals("This program cannot be checked exhaustively: a host agent performs no atomics, barriers or subgroup operations",
                vm.summaryProperty().get());
    }

    @Test
    void theEmptyTableSaysHowToCheckUntilACheckFindsNoOutcome() {
        String hint = "Check \u25b8 All executions (exhaustive) lists every outcome the memory model allows for this program.";
        assertEquals("No check run yet.", vm.summaryProperty().get());
        assertEquals(hint, vm.placeholderProperty().get(), "before any check the table does not claim no outcome is allowed");
        vm.start();
        assertEquals("Checking every execution\u2026", vm.placeholderProperty().get());
        vm.show(check(Walkthrough.MP));
        assertEquals("No allowed outcome.", vm.placeholderProperty().get(), "only a finished check can find none");
        vm.start();
        vm.showCancelled();
        assertEquals(hint, vm.placeholderProperty().get());
    }

    /**
     * A check that stopped at a limit before it met an execution does not claim that no outcome is allowed: the empty
     * table says none was found in the executions checked (the session-86 review: "No allowed outcome." under a racy
     * kernel read as one with no valid execution).
     */
    @Test
    void anEmptyTableOfACheckThatStoppedSaysNoneWasFoundNotNoneIsAllowed() {
        CheckResult stopped = new AxiomaticChecker(dev.syncscope.core.check.CheckOptions.DEFAULT.withMaxCandidates(0))
                .check(Walkthrough.program("t", Walkthrough.MP));
        assertFalse(stopped.complete(), stopped.limitMessage());
        vm.show(stopped);
        assertTrue(vm.rows().isEmpty(), vm.rows().toString());
        assertEquals("No outcome found in the executions checked (see above).", vm.placeholderProperty().get());
    }

    @Test
    void resetDropsTheLastProgramsOutcomes() {
        vm.show(check(Walkthrough.MP));
        vm.select(vm.rows().get(0));
        vm.runningProperty().set(true);
        vm.reset();
        assertTrue(vm.rows().isEmpty());
        assertNull(vm.selectedProperty().get());
        assertNull(vm.witnessProperty().get());
        assertFalse(vm.runningProperty().get());
        assertEquals("No check run yet.", vm.summaryProperty().get());
    }

    /**
     * Two plain stores racing on x (VK MM: Data Race): no order relates them, so the one execution ends with x = 1 or 2
     * and counts in both rows. The Executions column adds up to 2 of 1 consistent execution, and the summary says why,
     * as check's note does; a program whose last writes are ordered gets no such sentence.
     */
    @Test
    void theSummarySaysWhyAnExecutionCountsInSeveralRowsWhenItsLastWritesRace() {
        CheckResult r = check("""
                NEWWG
                NEWSG
                NEWTHREAD
                st.sc0 x = 1
                NEWSG
                NEWTHREAD
                st.sc0 x = 2
                """);
        vm.show(r);
        assertEquals(1, r.consistentExecutions().size());
        assertEquals(2, vm.rows().stream().mapToInt(OutcomeRow::executions).sum());
        assertTrue(vm.summaryProperty().get().endsWith(" One execution may end with more than one value where its last"
                + " writes race (no order relates them), so it counts in a row for each value."),
                vm.summaryProperty().get());
        vm.show(check(Walkthrough.MP));
        assertFalse(vm.summaryProperty().get().contains("more than one value"), vm.summaryProperty().get());
    }
}
