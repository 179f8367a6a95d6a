package dev.syncscope.views.session;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.graph.GraphDescription;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.graph.ScopeGraphModel;
import dev.syncscope.views.problems.Problem;
import dev.syncscope.views.threads.DispatchGridModel;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The state of the debugging session shown by the main window: the kernel, its launch, problems,
 * the status line, and which debugger commands are enabled. FX thread only; loading and
 * simulation happen elsewhere and post their results here.
 */
public class SessionViewModel {

    private final ReadOnlyStringWrapper kernelName = new ReadOnlyStringWrapper(this, "kernelName", "");
    private final ReadOnlyStringWrapper sourceText = new ReadOnlyStringWrapper(this, "sourceText", "");
    private final Messages text;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyObjectWrapper<Program> program = new ReadOnlyObjectWrapper<>(this, "program");
    private final ReadOnlyObjectWrapper<DispatchGridModel> grid = new ReadOnlyObjectWrapper<>(this, "grid");
    private final ReadOnlyObjectWrapper<GraphDescription> scopeGraph = new ReadOnlyObjectWrapper<>(this, "scopeGraph");
    private final ReadOnlyBooleanWrapper engineAttached = new ReadOnlyBooleanWrapper(this, "engineAttached", false);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running", false);
    private final ReadOnlyBooleanWrapper atStart = new ReadOnlyBooleanWrapper(this, "atStart", true);
    private final ObservableList<Problem> problems = FXCollections.observableArrayList();

    private final BooleanExpression canStep = program.isNotNull().and(engineAttached).and(running.not());
    private final BooleanExpression canStepBack = canStep.and(atStart.not());
    private final BooleanExpression canRun = canStep;
    private final BooleanExpression canPause = running;
    private final BooleanExpression canReset = canStepBack;

    public SessionViewModel(Messages text) {
        this.text = text;
        status.set(text.get("status.ready"));
    }

    /** Shows a freshly loaded kernel. */
    public void showLoaded(String name, String source, Program loaded) {
        kernelName.set(name);
        sourceText.set(source);
        program.set(loaded);
        grid.set(DispatchGridModel.of(loaded.launch()));
        scopeGraph.set(ScopeGraphModel.describe(loaded.launch()));
        problems.clear();
        atStart.set(true);
        status.set(text.get("status.loaded", loaded.invocationCount(), grid.get().workgroups().size()));
    }

    /** Shows a kernel that could not be loaded, with the error in the problems pane. */
    public void showLoadFailure(String name, String source, InputError error) {
        kernelName.set(name);
        sourceText.set(source);
        program.set(null);
        grid.set(null);
        scopeGraph.set(null);
        problems.setAll(new Problem(Problem.Severity.ERROR, error.getMessage(), error.span()));
        status.set(text.get("status.loadFailed", name));
    }

    public void setEngineAttached(boolean attached) {
        engineAttached.set(attached);
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
        return FXCollections.unmodifiableObservableList(problems);
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
