package dev.syncscope.app;

import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.kernel.LoadedKernel;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.spirv.DispatchConfig;
import dev.syncscope.views.session.SessionViewModel;
import javafx.application.Platform;
import javafx.stage.Window;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;

/**
 * Debug-menu actions beyond the toolbar: step the focused invocation, its subgroup or workgroup,
 * and relaunch with other settings (dispatch and subgroup size recompile nothing: the kernel's
 * SPIR-V is launched again; chains, scheduler and seed restart the session). FX thread only.
 */
final class LaunchActions {

    private final SessionViewModel model;
    private final SimulationController simulation;
    private final ExecutorService background;
    private LoadedKernel kernel;
    private DispatchConfig config;

    LaunchActions(SessionViewModel model, SimulationController simulation, ExecutorService background) {
        this.model = model;
        this.simulation = simulation;
        this.background = background;
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

    /** The launch settings to save: dispatch and subgroup size only where they differ from the kernel's pragmas. */
    Workspace.Launch settings() {
        LaunchOptions options = simulation.options();
        List<Integer> dispatch = List.of();
        int subgroupSize = 0;
        if (kernel != null && config != null) {
            DispatchConfig own = kernel.pragmas().toConfig();
            dispatch = own.dispatch().equals(config.dispatch()) ? List.of() : config.dispatch();
            subgroupSize = own.subgroupSize() == config.subgroupSize() ? 0 : config.subgroupSize();
        }
        return new Workspace.Launch(dispatch, subgroupSize, options.chains(), options.scheduler(), options.seed());
    }

    /** {@code kernel}'s own dispatch configuration with a saved launch's dispatch and subgroup size. */
    static DispatchConfig configFor(LoadedKernel kernel, Workspace.Launch launch) {
        DispatchConfig c = kernel.pragmas().toConfig();
        if (launch.dispatch().size() == 3) {
            c = c.withDispatch(launch.dispatch().get(0), launch.dispatch().get(1), launch.dispatch().get(2));
        }
        return launch.subgroupSize() > 0 ? c.withSubgroupSize(launch.subgroupSize()) : c;
    }

    void stepFocused() {
        simulation.step(model.focusedInvocationProperty().get());
    }

    void stepFocusedSubgroup() {
        simulation.stepTogether(model.focusedInvocationProperty().get(), Scope.SUBGROUP);
    }

    void stepFocusedWorkgroup() {
        simulation.stepTogether(model.focusedInvocationProperty().get(), Scope.WORKGROUP);
    }

    void showLaunchDialog(Window owner) {
        LaunchOptions options = simulation.options();
        int[] dispatch = config == null ? null : config.dispatch().stream().mapToInt(Integer::intValue).toArray();
        LaunchDialog.Settings current = new LaunchDialog.Settings(dispatch, config == null ? 0 : config.subgroupSize(),
                options.chains(), options.scheduler(), options.seed());
        LaunchDialog.show(owner, model.text(), current).ifPresent(this::apply);
    }

    private void apply(LaunchDialog.Settings s) {
        LaunchOptions options = simulation.options().withChains(s.chains()).withScheduler(s.scheduler(), s.seed());
        boolean relaunch = kernel != null && (s.subgroupSize() != config.subgroupSize()
                || !config.dispatch().equals(List.of(s.dispatch()[0], s.dispatch()[1], s.dispatch()[2])));
        if (!relaunch) {
            simulation.configure(options);
            return;
        }
        DispatchConfig next = config.withDispatch(s.dispatch()[0], s.dispatch()[1], s.dispatch()[2])
                .withSubgroupSize(s.subgroupSize());
        String name = model.kernelNameProperty().get();
        String source = model.sourceTextProperty().get();
        CompletableFuture.supplyAsync(() -> kernel.launch(next), background).whenComplete((program, failure) ->
                Platform.runLater(() -> {
                    if (failure != null) {
                        Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
                        model.showBackgroundFailure(cause instanceof InputError ? cause : failure);
                        return;
                    }
                    config = next;
                    model.showLoaded(name, source, program);
                    simulation.load(program, options);
                }));
    }
}
