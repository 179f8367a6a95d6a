package dev.syncscope.app;

import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.kernel.LoadedKernel;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.spirv.DispatchConfig;
import dev.syncscope.views.session.SessionViewModel;
import javafx.stage.Window;

import java.util.List;

/**
 * Debug-menu actions beyond the toolbar: step the focused invocation, its subgroup or workgroup,
 * and relaunch with other settings (dispatch size, subgroup size and instruction budget recompile
 * nothing: the kernel's SPIR-V is launched again, at most the dispatch-size limit's invocations;
 * a change of chains, scheduler, seed or dispatch-size limit restarts the session; a new step limit
 * alone applies from the next run on, and OK without changes changes nothing). A relaunch is the window's
 * current load ({@link BackgroundLoads}): cancelled or superseded, it changes nothing. FX thread only.
 */
final class LaunchActions {

    private final SessionViewModel model;
    private final SimulationController simulation;
    private final BackgroundLoads loads;
    private LoadedKernel kernel;
    private DispatchConfig config;

    LaunchActions(SessionViewModel model, SimulationController simulation, BackgroundLoads loads) {
        this.model = model;
        this.simulation = simulation;
        this.loads = loads;
        // a file that did not load is shown instead: the launch dialog no longer relaunches the kernel before it
        model.programProperty().addListener((obs, old, now) -> {
            if (now == null) {
                kernel = null;
                config = null;
            }
        });
    }

    /**
     * Whether the program shown is a kernel launched as its file says: its pragmas' dispatch, subgroup size, budget
     * and chains (a launch setting of chains that agrees with the file's is its own). A litmus test: true.
     */
    boolean fileLaunch() {
        if (kernel == null || config == null) {
            return true;
        }
        Boolean chains = simulation.options().chains();
        return config.equals(kernel.pragmas().toConfig()) && (chains == null || chains == kernel.pragmas().chains());
    }

    /** A program was opened: start a session on it (kernel: the kernel it came from, else null). */
    void opened(Program program, LoadedKernel from) {
        kernel = from;
        config = from == null ? null : from.pragmas().toConfig();
        simulation.load(program);
    }

    /** A program was restored from a workspace: {@code from} launched with {@code launched} (both null for litmus tests). */
    void restored(LoadedKernel from, DispatchConfig launched) {
        kernel = from;
        config = launched;
    }

    /**
     * The launch settings to save: dispatch, subgroup size and instruction budget only where they
     * differ from the kernel's pragmas; the step and dispatch-size limits always.
     */
    Workspace.Launch settings() {
        LaunchOptions options = simulation.options();
        List<Integer> dispatch = List.of();
        int subgroupSize = 0;
        int budget = 0;
        if (kernel != null && config != null) {
            DispatchConfig own = kernel.pragmas().toConfig();
            dispatch = own.dispatch().equals(config.dispatch()) ? List.of() : config.dispatch();
            subgroupSize = own.subgroupSize() == config.subgroupSize() ? 0 : config.subgroupSize();
            budget = own.stepBudget() == config.stepBudget() ? 0 : config.stepBudget();
        }
        return new Workspace.Launch(dispatch, subgroupSize, options.chains(), options.scheduler(), options.seed(),
                options.stepLimit(), options.maxInvocations(), budget, options.followReadGoals(),
                options.maxActions() == LaunchOptions.DEFAULT_MAX_ACTIONS ? 0 : options.maxActions());
    }

    /** {@code fileConfig} (a kernel file's own launch) with a saved launch's dispatch, subgroup size and budget. */
    static DispatchConfig configFor(DispatchConfig fileConfig, Workspace.Launch launch) {
        DispatchConfig c = fileConfig;
        if (launch.dispatch().size() == 3) {
            c = c.withDispatch(launch.dispatch().get(0), launch.dispatch().get(1), launch.dispatch().get(2));
        }
        if (launch.budget() > 0) {
            c = c.withStepBudget(launch.budget());
        }
        return launch.subgroupSize() > 0 ? c.withSubgroupSize(launch.subgroupSize()) : c;
    }

    void stepFocused() {
        simulation.step(Decision.of(model.focusedInvocationProperty().get()));
    }

    void stepFocusedSubgroup() {
        simulation.stepTogether(model.focusedInvocationProperty().get(), Scope.SUBGROUP);
    }

    void stepFocusedWorkgroup() {
        simulation.stepTogether(model.focusedInvocationProperty().get(), Scope.WORKGROUP);
    }

    void showLaunchDialog(Window owner) {
        LaunchDialog.show(owner, model.text(), current()).ifPresent(this::apply);
    }

    /** The settings the launch dialog starts from: the current launch. */
    LaunchDialog.Settings current() {
        LaunchOptions options = simulation.options();
        int[] dispatch = config == null ? null : config.dispatch().stream().mapToInt(Integer::intValue).toArray();
        return new LaunchDialog.Settings(dispatch, config == null ? 0 : config.subgroupSize(), options.chains(),
                options.scheduler(), options.seed(), new LaunchLimits(options.stepLimit(), options.maxInvocations(),
                config == null ? 0 : config.stepBudget(), options.maxActions()), options.followReadGoals());
    }

    /** Applies the launch dialog's settings: relaunches, restarts, or only sets the step limit (see the class comment). */
    void apply(LaunchDialog.Settings s) {
        LaunchOptions current = simulation.options();
        LaunchLimits limits = s.limits();
        LaunchOptions options = current.withChains(s.chains()).withScheduler(s.scheduler(), s.seed())
                .withFollowReadGoals(s.readGoals()).withStepLimit(limits.stepLimit())
                .withMaxInvocations(limits.maxInvocations()).withMaxActions(limits.maxActions());
        Program shown = model.programProperty().get();
        boolean relaunch = kernel != null && (s.subgroupSize() != config.subgroupSize()
                || !config.dispatch().equals(List.of(s.dispatch()[0], s.dispatch()[1], s.dispatch()[2]))
                || limits.budget() != config.stepBudget()
                || (shown != null && shown.invocationCount() > limits.maxInvocations()));
        if (kernel == null && shown != null && shown.invocationCount() > limits.maxInvocations()) {
            model.showBackgroundFailure(new InputError(new SourceSpan(shown.name(), 0, 0),
                    model.text().get("problems.dispatchOverLimit", String.valueOf(shown.invocationCount()),
                            String.valueOf(limits.maxInvocations()))));
            return;
        }
        if (!relaunch) {
            if (options.equals(current.withStepLimit(limits.stepLimit()))) {
                simulation.setStepLimit(limits.stepLimit());
            } else {
                simulation.configure(options);
            }
            return;
        }
        DispatchConfig next = config.withDispatch(s.dispatch()[0], s.dispatch()[1], s.dispatch()[2])
                .withSubgroupSize(s.subgroupSize()).withStepBudget(limits.budget());
        String name = model.kernelNameProperty().get();
        String source = model.sourceTextProperty().get();
        LoadedKernel launched = kernel;
        loads.start(name, monitor -> launched.launch(next, limits.maxInvocations(), monitor))
                .whenComplete((program, failure) -> {
                    if (failure != null) {
                        if (!BackgroundLoads.dropped(failure)) {
                            model.showBackgroundFailure(KernelEditing.root(failure));
                        }
                        return;
                    }
                    config = next;
                    model.showLoaded(name, source, program);
                    simulation.load(program, options);
                });
    }
}
