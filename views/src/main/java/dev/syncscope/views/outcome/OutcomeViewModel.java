package dev.syncscope.views.outcome;

import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.check.CutPath;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.model.OutcomeFilter;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.suite.StepperWitness;
import dev.syncscope.core.suite.TestQuestion;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.CheckText;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The outcomes panel's state: the rows of the last check, the selected outcome and its witness
 * execution (published for the execution graph), and the running check's progress. The app runs the
 * checker off the FX thread (e.g. in a {@code javafx.concurrent.Task}), binds {@link #runningProperty()}
 * and {@link #progressProperty()} to it, watches {@link #cancelRequestedProperty()} to cancel it, and
 * hands the result to {@link #show}. FX thread only.
 */
public class OutcomeViewModel {

    /** The findings that make a kernel wrong whatever its outcomes, in the order the summary names them. */
    private static final List<Finding.Kind> WRONG = List.of(Finding.Kind.BARRIER_DIVERGENCE, Finding.Kind.FAULT,
            Finding.Kind.UNDEFINED_READ, Finding.Kind.ENDLESS_SPIN);

    private final Messages text;
    private final ObservableList<OutcomeRow> rows = FXCollections.observableArrayList();
    private final ObservableList<OutcomeRow> rowsReadOnly = FXCollections.unmodifiableObservableList(rows);
    private final BooleanProperty running = new SimpleBooleanProperty(this, "running");
    private final DoubleProperty progress = new SimpleDoubleProperty(this, "progress", -1);
    private final ReadOnlyBooleanWrapper cancelRequested = new ReadOnlyBooleanWrapper(this, "cancelRequested");
    private final BooleanExpression canCancel = running.and(cancelRequested.not());
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    /** What the empty table says: how to run a check, that one runs, or (after one) that it allowed no outcome. */
    private final ReadOnlyStringWrapper placeholder = new ReadOnlyStringWrapper(this, "placeholder", "");
    private final ReadOnlyObjectWrapper<OutcomeRow> selected = new ReadOnlyObjectWrapper<>(this, "selected");
    private final ReadOnlyIntegerWrapper witnessIndex = new ReadOnlyIntegerWrapper(this, "witnessIndex", -1);
    private final ReadOnlyObjectWrapper<Execution> witness = new ReadOnlyObjectWrapper<>(this, "witness");
    /** What the pane says of the stepped run's outcome: that it fails the test's filter, or nothing. */
    private final ReadOnlyStringWrapper runNotice = new ReadOnlyStringWrapper(this, "runNotice", "");

    public OutcomeViewModel(Messages text) {
        this.text = text;
        reset();
    }

    /**
     * Another program is shown (opened, edited or relaunched): the last check's outcomes were that program's, so
     * they go, and the pane says no check has run.
     */
    public void reset() {
        rows.clear();
        select(null);
        running.set(false);
        progress.set(-1);
        cancelRequested.set(false);
        summary.set(text.get("outcome.none"));
        placeholder.set(text.get("outcome.hint"));
    }

    /** A check starts: rows clear, the cancel request resets. */
    public void start() {
        rows.clear();
        select(null);
        cancelRequested.set(false);
        summary.set(text.get("outcome.running"));
        placeholder.set(text.get("outcome.running"));
    }

    /** Shows a finished check of a program whose file asks its loads for no values. */
    public void show(CheckResult result) {
        show(result, null);
    }

    /**
     * Shows a finished check asked {@code question} ({@link TestQuestion#of}; null when the file asks its loads no
     * values): the rows of outcomes outside it say so.
     */
    public void show(CheckResult result, TestQuestion question) {
        show(prepare(result, question));
    }

    /**
     * A finished check's rows and summary, worked out from its executions once ({@link #prepare}), off the FX thread:
     * grouping and counting a large check's executions there held the window.
     */
    public record Prepared(List<OutcomeRow> rows, String summary, boolean complete) {
        public Prepared {
            rows = List.copyOf(rows);
        }
    }

    /**
     * What {@link #show(CheckResult, TestQuestion)} shows for {@code result} asked {@code question}; reads only the
     * result and the window's words, so any thread may call it (the check's worker does).
     */
    public Prepared prepare(CheckResult result, TestQuestion question) {
        return prepare(result, question, null);
    }

    /**
     * As {@link #prepare(CheckResult, TestQuestion)}, a kernel's check that {@code witness} answers where it was left
     * open ({@link StepperWitness#whereOpen}; null: none) saying so first: a stepper run that races (the kernel races),
     * or one that decides every execution (race-free, with that run's outcome alone).
     */
    public Prepared prepare(CheckResult result, TestQuestion question, StepperWitness witness) {
        Prepared checked = prepareChecked(result, question);
        if (witness == null) {
            return checked;
        }
        // a run that decides every execution: its outcome is the one row (the check, stopped, may have met none)
        boolean runAlone = witness.provesRaceFreedom() && checked.rows().isEmpty();
        List<OutcomeRow> rows = runAlone ? List.of(runRow(witness.session().outcome())) : checked.rows();
        // the check, stopped when the run answered, met no execution: said so, not "0 allowed outcomes from 0
        // consistent executions" beside the run's one outcome (the session-86 review read it as a contradiction)
        boolean metNone = result.consistentExecutions().isEmpty() && !result.complete() && !result.pathsCut();
        String alone = runAlone && metNone
                ? text.get("outcome.checkerStoppedByRun", String.format(Locale.ROOT, "%.2f",
                        result.elapsed().toMillis() / 1000.0), result.candidates())
                : text.get("outcome.checkerAlone", checked.summary());
        return new Prepared(rows, WitnessSummary.of(witness, text) + " " + alone, checked.complete());
    }

    /** The one outcome of a run that decides every execution: one run, no execution of the check to show with it. */
    private OutcomeRow runRow(Outcome outcome) {
        return new OutcomeRow(outcome, OutcomeTable.text(outcome, text), 1, 1.0, false, false, false, List.of());
    }

    private Prepared prepareChecked(CheckResult result, TestQuestion question) {
        List<OutcomeRow> table = OutcomeTable.of(result, question, text);
        String seconds = String.format(Locale.ROOT, "%.2f", result.elapsed().toMillis() / 1000.0);
        String counts = counts(result, table.size(), seconds);
        if (openFinals(result)) {
            counts += " " + text.get("outcome.openFinals");
        }
        String shown;
        if (!result.complete()) {
            shown = text.get("outcome.limit", counts, CheckText.limit(result, text));
        } else if (result.pathsCut()) {
            // the outcomes of the executions within the bounds (a loop bound, a spin cut): longer ones may add more
            int more = result.cuts().size() - 1;
            // a wait no bound ends (ENDLESS_WAIT) adds nothing to an execution that ends: none is missing here
            String key = CutPath.onlyEndlessWaits(result.cuts()) ? "outcome.cutEndless" : "outcome.cut";
            shown = text.get(key, counts, CheckText.cut(result.cuts().get(0), text),
                    more > 0 ? text.get("outcome.cutMore", Integer.toString(more)) : "");
        } else {
            shown = counts;
        }
        // barrier divergence, a fault, an undefined read or an endless spin makes the kernel wrong whatever its
        // outcomes: said first
        List<String> wrong = findings(result, text, WRONG.toArray(Finding.Kind[]::new));
        List<String> open = findings(result, text, Finding.Kind.UNCONFIRMED_FAULT);
        if (!wrong.isEmpty()) {
            // an endless spin is wrong in every execution, as its own words say, and so is a fault every execution
            // has (CheckResult.faultsInEveryExecution), barrier divergence every execution has, and any finding of a
            // launch with no execution (NoExecution);
            // the other findings in some
            List<String> everywhere = result.faultsInEveryExecution();
            List<String> divergedEverywhere = result.divergencesInEveryExecution();
            boolean every = result.findings().stream().filter(f -> WRONG.contains(f.kind()))
                    .allMatch(f -> f.kind() == Finding.Kind.ENDLESS_SPIN || result.consistentExecutions().isEmpty()
                            || f.kind() == Finding.Kind.FAULT && everywhere.contains(f.text())
                            || f.kind() == Finding.Kind.BARRIER_DIVERGENCE
                            && divergedEverywhere.contains(f.text()));
            shown = text.get(every ? "outcome.wrongEvery" : "outcome.wrong", wrong.get(0), wrong.size() > 1
                    ? text.get("outcome.cutMore", Integer.toString(wrong.size() - 1)) : "", shown);
        } else if (!open.isEmpty()) {
            shown = text.get("outcome.unconfirmedFault", open.get(0), open.size() > 1
                    ? text.get("outcome.cutMore", Integer.toString(open.size() - 1)) : "", shown);
        }
        // an empty table of a check that stopped or cut paths says so, not "No allowed outcome." (a racy kernel read as
        // one with no valid execution: the session-86 review)
        return new Prepared(table, shown, result.complete() && !result.pathsCut());
    }

    /** Shows a check's rows and summary worked out by {@link #prepare}. */
    public void show(Prepared prepared) {
        rows.setAll(prepared.rows());
        summary.set(prepared.summary());
        placeholder.set(text.get(prepared.complete() ? "outcome.empty" : "outcome.emptyIncomplete"));
        select(rows.isEmpty() ? null : rows.get(0));
    }

    /**
     * How many outcomes from how many executions, as {@code check} counts them: when it left out executions with a fault
     * or an undefined read ({@link CheckResult#outcomesLeaveOut()}), "of the executions without …", and how many of the
     * consistent executions those are ({@link CheckResult#definedExecutions()}).
     */
    private String counts(CheckResult result, int rowCount, String seconds) {
        List<Finding.Kind> without = result.outcomesLeaveOut();
        int consistent = result.consistentExecutions().size();
        if (without.isEmpty()) {
            return text.get("outcome.summary", rowCount, consistent, result.candidates(), seconds);
        }
        String what = text.get(without.size() > 1 ? "outcome.without.faultOrUndefinedRead"
                : without.get(0) == Finding.Kind.FAULT ? "outcome.without.fault" : "outcome.without.undefinedRead");
        return text.get("outcome.summaryWithout", rowCount, consistent, result.candidates(), seconds, what,
                result.definedExecutions().size());
    }

    /**
     * Whether some consistent execution of {@code result} ends with more than one value at a location: its last writes
     * there race, no order relates them, so each is a final value (VK MM: Data Race, Location-Ordered) and the execution
     * counts in a row per value; the Executions column then adds up to more than the consistent executions, which the
     * summary says, as {@code check}'s note does.
     */
    static boolean openFinals(CheckResult result) {
        // an execution that ends in a fault has no final state, and no row
        for (dev.syncscope.core.check.Execution e : result.consistentExecutions()) {
            if (e.faulted()) {
                continue;
            }
            for (List<Long> values : e.finalValues().values()) {
                if (values.size() > 1) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The findings of {@code result} of the given kinds, kind by kind in that order and in the order found within a
     * kind, each worded in the window's language ({@link CheckText#finding}).
     */
    private static List<String> findings(CheckResult result, Messages text, Finding.Kind... kinds) {
        List<String> out = new ArrayList<>();
        for (Finding.Kind kind : kinds) {
            result.findings().stream().filter(f -> f.kind() == kind).forEach(f -> out.add(CheckText.finding(f, text)));
        }
        return out;
    }

    /** The check was cancelled before it finished. */
    public void showCancelled() {
        summary.set(text.get("outcome.cancelled"));
        placeholder.set(text.get("outcome.hint"));
    }

    /**
     * The check ran out of memory in a heap of {@code heapMb} MB: it keeps every consistent execution it finds, and
     * this program has too many; what to do about it.
     */
    public void showOutOfMemory(long heapMb) {
        rows.clear();
        summary.set(text.get("outcome.outOfMemory", heapMb));
        placeholder.set("");
    }

    /** The program cannot be checked exhaustively (e.g. a host agent performs an atomic); says why. */
    public void showRejected(String reason) {
        rows.clear();
        summary.set(text.get("outcome.rejected", reason));
        placeholder.set("");
    }

    /** Asks the app to cancel the running check. */
    public void requestCancel() {
        if (running.get()) {
            cancelRequested.set(true);
            summary.set(text.get("outcome.cancelling"));
        }
    }

    /** Selects an outcome and shows its first witness (racy witnesses come first). */
    public void select(OutcomeRow row) {
        selected.set(row);
        showWitness(row == null || row.witnesses().isEmpty() ? -1 : 0);
    }

    public void nextWitness() {
        showWitness(witnessIndex.get() + 1);
    }

    public void previousWitness() {
        showWitness(witnessIndex.get() - 1);
    }

    private void showWitness(int i) {
        OutcomeRow row = selected.get();
        if (row == null || i < 0 || i >= row.witnesses().size()) {
            if (row == null || row.witnesses().isEmpty()) {
                witnessIndex.set(-1);
                witness.set(null);
            }
            return;
        }
        witnessIndex.set(i);
        witness.set(row.witnesses().get(i));
    }

    /**
     * Shows what the stepped run's final outcome says of the herd test's filter ({@code SessionFrame.failedFilter}):
     * {@code failed} when it fails it (the run is outside the executions the test asks about, unannounced by any
     * load when the stepper could not be steered towards the filter), null for nothing to say (no filter, it passes,
     * or the run has not ended).
     */
    public void showRun(OutcomeFilter failed) {
        runNotice.set(failed == null ? "" : text.get("outcome.runFailsFilter", failed.toString(), failed.where().line()));
    }

    /** The notice on the stepped run's outcome ({@link #showRun}), or empty. */
    public ReadOnlyStringProperty runNoticeProperty() {
        return runNotice.getReadOnlyProperty();
    }

    public ObservableList<OutcomeRow> rows() {
        return rowsReadOnly;
    }

    /** Whether a check runs; the app binds it to its task. */
    public BooleanProperty runningProperty() {
        return running;
    }

    /** The check's progress in [0, 1], or −1 when unknown; the app binds it to its task. */
    public DoubleProperty progressProperty() {
        return progress;
    }

    public ReadOnlyBooleanProperty cancelRequestedProperty() {
        return cancelRequested.getReadOnlyProperty();
    }

    public BooleanExpression canCancelProperty() {
        return canCancel;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty placeholderProperty() {
        return placeholder.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<OutcomeRow> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    /** Index of the shown witness within the selected outcome's, or −1. */
    public ReadOnlyIntegerProperty witnessIndexProperty() {
        return witnessIndex.getReadOnlyProperty();
    }

    /** The witness execution to show in the execution graph, or {@code null}. */
    public ReadOnlyObjectProperty<Execution> witnessProperty() {
        return witness.getReadOnlyProperty();
    }
}
