package dev.syncscope.views.session;

import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.explain.ExplanationContext;
import dev.syncscope.views.graph.GraphDescription;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.graph.ScopeGraphModel;
import dev.syncscope.views.problems.DiagnosticText;
import dev.syncscope.views.problems.ErrorText;
import dev.syncscope.views.problems.Problem;
import dev.syncscope.views.problems.StepperRows;
import dev.syncscope.views.threads.DispatchGridModel;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The state of the debugging session shown by the main window: the kernel, its launch, problems,
 * the status line, and which debugger commands are enabled. FX thread only; loading and
 * simulation happen elsewhere and post their results here.
 */
public class SessionViewModel {

    private final ReadOnlyStringWrapper kernelName = new ReadOnlyStringWrapper(this, "kernelName", "");
    private final ReadOnlyStringWrapper sourceText = new ReadOnlyStringWrapper(this, "sourceText", "");
    private final Messages text;
    /** The diagnostics' sentences in the language of {@link #text}. */
    private final DiagnosticText diagnosticText;
    /** The rows of the stepper's diagnostics, worded as the problems pane shows them. */
    private final StepperRows stepperRows;
    /** The status line: {@link #loadingStatus} while a load shows as running, else {@link #sessionStatus}. */
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyStringWrapper sessionStatus = new ReadOnlyStringWrapper(this, "sessionStatus", "");
    private final ReadOnlyStringWrapper loadingStatus = new ReadOnlyStringWrapper(this, "loadingStatus", "");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading", false);
    /** Whether the source shown is the text of a load still running, shown because nothing else was. */
    private final ReadOnlyBooleanWrapper previewing = new ReadOnlyBooleanWrapper(this, "previewing", false);
    private final ReadOnlyDoubleWrapper loadProgress = new ReadOnlyDoubleWrapper(this, "loadProgress", 0);
    private final ReadOnlyObjectWrapper<Program> program = new ReadOnlyObjectWrapper<>(this, "program");
    private final ReadOnlyObjectWrapper<DispatchGridModel> grid = new ReadOnlyObjectWrapper<>(this, "grid");
    private final ReadOnlyObjectWrapper<GraphDescription> scopeGraph = new ReadOnlyObjectWrapper<>(this, "scopeGraph");
    private final ReadOnlyBooleanWrapper engineAttached = new ReadOnlyBooleanWrapper(this, "engineAttached", false);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running", false);
    private final ReadOnlyBooleanWrapper atStart = new ReadOnlyBooleanWrapper(this, "atStart", true);
    private final ReadOnlyBooleanWrapper finished = new ReadOnlyBooleanWrapper(this, "finished", false);
    private final ReadOnlyObjectWrapper<Snapshot> snapshot = new ReadOnlyObjectWrapper<>(this, "snapshot");
    /** The row of the newest diagnostic a step found (the pane shows it), kept until a step finds another. */
    private final ReadOnlyObjectWrapper<Problem> newestProblem = new ReadOnlyObjectWrapper<>(this, "newestProblem");
    private final ReadOnlyObjectWrapper<SessionFrame> frame = new ReadOnlyObjectWrapper<>(this, "frame");
    private final DoubleProperty speed = new SimpleDoubleProperty(this, "speed", 4);
    private final IntegerProperty focusedInvocation = new SimpleIntegerProperty(this, "focusedInvocation", 0);
    private final IntegerProperty shownWrite = new SimpleIntegerProperty(this, "shownWrite", -1);
    private final BooleanProperty executionGraphShown = new SimpleBooleanProperty(this, "executionGraphShown", false);
    private final BooleanProperty memoryShown = new SimpleBooleanProperty(this, "memoryShown", false);
    private final ObservableList<Problem> problems = FXCollections.observableArrayList();
    /** The last exhaustive check's problems, listed after the stepper's until the program changes or a check starts. */
    private List<Problem> checkProblems = List.of();
    /** Made once: a wrapper made per call would drop its listeners when collected. */
    private final ObservableList<Problem> problemsView = FXCollections.unmodifiableObservableList(problems);

    private final BooleanExpression canStep = program.isNotNull().and(engineAttached).and(running.not())
            .and(finished.not());
    private final BooleanExpression canMoveBack = program.isNotNull().and(engineAttached).and(running.not())
            .and(atStart.not());
    private final BooleanExpression canStepBack = canMoveBack;
    private final BooleanExpression canRun = canStep;
    private final BooleanExpression canPause = running;
    private final BooleanExpression canReset = canMoveBack;

    public SessionViewModel(Messages text) {
        this.text = text;
        this.diagnosticText = new DiagnosticText(text);
        this.stepperRows = new StepperRows(diagnosticText, text);
        sessionStatus.set(text.get("status.ready"));
        status.bind(Bindings.when(loading).then(loadingStatus).otherwise(sessionStatus));
    }

    /**
     * Says that the load of {@code name} is running and how far it got: its launch has {@code total}
     * invocations, {@code done} of them run to their first memory action ({@code total} 0: not known yet).
     * The status line says so, with a progress bar, until the load ends ({@link #showLoaded},
     * {@link #showLoadFailure}, {@link #showLoadCancelled} or {@link #showLoadEnded}); the session shown
     * goes on meanwhile.
     */
    public void showLoading(String name, int done, int total) {
        loadingStatus.set(total <= 0 ? text.get("status.loadingStarted", name)
                : text.get("status.loading", name, done, total));
        // the status bar hides its progress bar at 0 and shows -1 as a bar of unknown progress
        loadProgress.set(total <= 0 || done <= 0 ? -1 : Math.min(1.0, (double) done / total));
        loading.set(true);
    }

    /**
     * Shows {@code source}, the text of {@code name} whose load is running, when nothing else is shown (the
     * window's first kernel, or another load's text shown so): the source pane is not left empty through a long
     * launch. It stays read-only ({@link #previewingProperty}) until the load ends: the loaded kernel then
     * replaces it, a cancelled load takes it away.
     */
    public void showLoadingText(String name, String source) {
        if (program.get() != null || !sourceText.get().isEmpty() && !previewing.get()) {
            return;
        }
        previewing.set(true);
        kernelName.set(name);
        sourceText.set(source);
    }

    /**
     * Takes away a load's text shown while it ran ({@link #showLoadingText}) when the load ended without showing
     * anything (cancelled, or failed in a way no problem row reports): nothing was open before it.
     */
    public void dropLoadingText() {
        if (previewing.get()) {
            sourceText.set("");
            kernelName.set("");
            previewing.set(false);
        }
    }

    /** Whether the source shown is a running load's text ({@link #showLoadingText}): read-only until it ends. */
    public ReadOnlyBooleanProperty previewingProperty() {
        return previewing.getReadOnlyProperty();
    }

    /** Says that the load of {@code name} was cancelled: the kernel shown before it (if any) stays. */
    public void showLoadCancelled(String name) {
        showLoadEnded();
        dropLoadingText();
        sessionStatus.set(text.get(program.get() == null ? "status.loadCancelledNothingOpen" : "status.loadCancelled",
                name));
    }

    /** Ends the loading state without a word: the load's outcome is shown by other means, or a newer load follows. */
    public void showLoadEnded() {
        loading.set(false);
        loadProgress.set(0);
    }

    /** Whether a load that has lasted a while is running (the status bar then offers to cancel it). */
    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /**
     * The running load's progress for the status bar's progress bar: 0 when none runs (the bar is hidden),
     * -1 while its progress is not known, else the fraction of its launch built.
     */
    public ReadOnlyDoubleProperty loadProgressProperty() {
        return loadProgress.getReadOnlyProperty();
    }

    /** Shows a freshly loaded kernel. */
    public void showLoaded(String name, String source, Program loaded) {
        showLoadEnded();
        previewing.set(false);
        kernelName.set(name);
        sourceText.set(source);
        program.set(loaded);
        grid.set(DispatchGridModel.of(loaded.launch()));
        scopeGraph.set(ScopeGraphModel.describe(loaded.launch(), text));
        checkProblems = List.of();
        problems.setAll(notes(loaded));
        atStart.set(true);
        finished.set(false);
        snapshot.set(null);
        frame.set(null);
        engineAttached.set(false);
        focusedInvocation.set(0);
        DispatchGridModel shown = grid.get();
        sessionStatus.set(shown.hosts().isEmpty()
                ? text.get("status.loaded", shown.invocationCount(), shown.workgroups().size())
                : text.get("status.loadedWithHosts", shown.invocationCount(), shown.workgroups().size(),
                        shown.hosts().size()));
    }

    /**
     * The front end's notes on {@code p} (e.g. an HLSL UAV D3D11 orders and the SPIR-V does not) as warnings, in the
     * window's language.
     */
    private List<Problem> notes(Program p) {
        return p == null ? List.of() : p.notes().stream()
                .map(n -> new Problem(Problem.Severity.WARNING, diagnosticText.of(n), n.where())).toList();
    }

    /** Shows a kernel that could not be loaded, with the error in the problems pane. */
    public void showLoadFailure(String name, String source, InputError error) {
        showLoadEnded();
        previewing.set(false);
        kernelName.set(name);
        sourceText.set(source);
        program.set(null);
        grid.set(null);
        scopeGraph.set(null);
        checkProblems = List.of();
        // every error the compiler reported, each at its line (InputError.more)
        problems.setAll(error.all().stream()
                .map(e -> new Problem(Problem.Severity.ERROR, ErrorText.loadMessage(e, text), e.span())).toList());
        sessionStatus.set(text.get("status.loadFailed", name));
    }

    /** Shows a frame from the simulation thread: its snapshot, and the frame for the detail panes. */
    public void showFrame(SessionFrame now) {
        show(now.snapshot(), now.trace());
        frame.set(now);
    }

    /** The latest frame; the detail panes (memory, graphs, explanation) follow it. */
    public ReadOnlyObjectProperty<SessionFrame> frameProperty() {
        return frame.getReadOnlyProperty();
    }

    /** Shows the simulation's state after a step; the engine is attached from the first snapshot on. */
    public void showSnapshot(Snapshot now) {
        show(now, List.of());
    }

    /**
     * Shows {@code now}; {@code trace}, the latest steps up to it, lets a kernel's data race name the barrier or flag
     * between its accesses in the problems pane ({@link StepperRows}: a row is worded when the pane shows it).
     */
    private void show(Snapshot now, List<StepRecord> trace) {
        snapshot.set(now);
        engineAttached.set(true);
        atStart.set(now.position() == 0);
        finished.set(now.finished());
        Program shown = program.get();
        // rows made for new diagnostics only, each worded when the pane shows it (a kernel racing everywhere: 100,000)
        List<Problem> list = stepperRows.of(now.diagnostics(), now.races(), shown == null ? ExplanationContext.NONE
                : new ExplanationContext(shown.launch(), trace, List.of(), sourceText.get()));
        if (now.racesUnlisted() > 0) {
            // first: below thousands of race rows nobody would scroll to it
            list.add(0, new Problem(Problem.Severity.INFO, text.get("problems.racesUnlisted",
                    dev.syncscope.core.exec.Race.LISTED_PER_LINES, now.racesUnlisted()), null));
        }
        list.addAll(notes(program.get()));
        list.addAll(checkProblems);
        problems.setAll(list);
        if (stepperRows.newestMade() != null) {
            newestProblem.set(stepperRows.newestMade());
        }
        if (!now.finished()) {
            sessionStatus.set(text.get("status.step", now.position(), now.traceSize()));
            return;
        }
        long cut = now.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.BOUND_EXCEEDED).count();
        Map<AgentStatus, List<String>> stopped = now.stopped();
        if (stopped.isEmpty() || stopped.keySet().equals(Set.of(AgentStatus.BOUND_EXCEEDED))) {
            sessionStatus.set(cut > 0 ? text.get("status.finishedCut", now.position(), cut)
                    : text.get("status.finished", now.position(), now.traceSize()));
            return;
        }
        // a run that ends because nothing can step, with invocations spinning, deadlocked or faulted, has not finished
        List<String> counts = new ArrayList<>();
        stopped.forEach((s, names) -> counts.add(text.get("status.stoppedCount", names.size(), text.get("state." + s.name()))));
        sessionStatus.set(text.get("status.finishedStopped", now.position(), String.join(", ", counts)));
    }

    /**
     * Lists what a finished exhaustive check found after the stepper's problems, until the program changes or the
     * next check; an empty list removes the last check's (a check starts). The rows are made off the FX thread
     * ({@code CheckProblems.of}: a large check has many races to group).
     */
    public void showCheckProblems(List<Problem> rows) {
        problems.removeAll(checkProblems);
        checkProblems = List.copyOf(rows);
        problems.addAll(checkProblems);
    }

    /**
     * Says that a continuous run stopped after {@code steps} steps because it reached the step limit
     * per run: in the status line and as a warning in the problems pane (both until the next frame).
     */
    public void showStepLimitReached(long steps) {
        String message = text.get("status.stepLimit", steps);
        problems.add(new Problem(Problem.Severity.WARNING, message, null));
        sessionStatus.set(message);
    }

    /**
     * Says that the step after the frame just shown was refused: the reason as an error in the problems
     * pane, and in the status line that the command stopped at this step, for a full heap saying so with
     * what to do. Both last until the next frame; the simulation sends the refusal again with every
     * frame of the same position.
     *
     * @param heapFull whether the recorded steps filled the heap (the refusal of {@code HeapGuard})
     */
    public void showStepRefused(InputError refusal, boolean heapFull) {
        problems.add(new Problem(Problem.Severity.ERROR, ErrorText.of(refusal, text), null));
        Snapshot now = snapshot.get();
        int position = now == null ? 0 : now.position();
        sessionStatus.set(text.get(heapFull ? "status.heapFull" : "status.stepRefused", position));
    }

    /**
     * Shows a failure of a background task (never fatal to the UI). A run going on goes on (an autosave or a check
     * failing does not stop it), so Pause stays enabled; the run says itself when it ends ({@link #setRunning}).
     */
    public void showBackgroundFailure(Throwable failure) {
        if (failure instanceof InputError e) {
            e.all().forEach(each -> problems.add(new Problem(Problem.Severity.ERROR, ErrorText.of(each, text), null)));
        } else {
            problems.add(new Problem(Problem.Severity.ERROR, text.get("problems.internal",
                    failure.getClass().getSimpleName(), String.valueOf(failure.getMessage())), null));
        }
    }

    /** The invocation the user focused (clicked in the grid); the memory inspector reads as it would. */
    public IntegerProperty focusedInvocationProperty() {
        return focusedInvocation;
    }

    /**
     * The id of the write the memory-domain graph shows, or -1: for launches too large for snapshots
     * to list who sees each write, the simulation adds that list for this write to every frame.
     */
    public IntegerProperty shownWriteProperty() {
        return shownWrite;
    }

    /**
     * Whether the execution graph is on screen: only then do frames carry its steps' synchronizes-with and
     * happens-before links ({@link SessionFrame#graph()}), which cost the simulation thread milliseconds a frame.
     */
    public BooleanProperty executionGraphShownProperty() {
        return executionGraphShown;
    }

    /**
     * Whether the memory tab is on screen: only then do frames of a launch whose snapshot leaves out what each
     * invocation would read carry the focused invocation's reads ({@link SessionFrame#focusedReads()}), 2–20 ms of the
     * simulation thread a frame.
     */
    public BooleanProperty memoryShownProperty() {
        return memoryShown;
    }

    /** Steps per second of a continuous run; infinity for as fast as possible. */
    public DoubleProperty speedProperty() {
        return speed;
    }

    public void setRunning(boolean on) {
        running.set(on);
    }

    public ReadOnlyObjectProperty<Snapshot> snapshotProperty() {
        return snapshot.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty finishedProperty() {
        return finished.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty kernelNameProperty() {
        return kernelName.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty sourceTextProperty() {
        return sourceText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Program> programProperty() {
        return program.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<DispatchGridModel> gridProperty() {
        return grid.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<GraphDescription> scopeGraphProperty() {
        return scopeGraph.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ObservableList<Problem> problems() {
        return problemsView;
    }

    /** The row of the newest diagnostic a step found: the problems pane scrolls to it. */
    public ReadOnlyObjectProperty<Problem> newestProblemProperty() {
        return newestProblem.getReadOnlyProperty();
    }

    public BooleanExpression canStepProperty() {
        return canStep;
    }

    public BooleanExpression canStepBackProperty() {
        return canStepBack;
    }

    public BooleanExpression canRunProperty() {
        return canRun;
    }

    public BooleanExpression canPauseProperty() {
        return canPause;
    }

    public BooleanExpression canResetProperty() {
        return canReset;
    }

    /** The window title: "SyncScope — kernel". */
    public javafx.beans.binding.StringBinding titleProperty() {
        return Bindings.createStringBinding(() -> kernelName.get().isEmpty()
                ? text.get("app.title") : text.get("app.titleWithKernel", kernelName.get()), kernelName);
    }

    public Messages text() {
        return text;
    }
}
