package dev.syncscope.app;

import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.kernel.LoadedKernel;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The launch settings' limits as the dialog applies them, with the FX thread replaced by a queue this test drains. */
class LaunchActionsTest {

    private final LinkedBlockingQueue<Runnable> fx = new LinkedBlockingQueue<>();
    private final SessionViewModel model = new SessionViewModel(Messages.forLocale(Locale.ENGLISH));
    private final SimulationController simulation = new SimulationController(model, fx::add);
    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final BackgroundLoads loads = new BackgroundLoads(model, background, fx::add);
    private final LaunchActions actions = new LaunchActions(model, simulation, loads);

    @AfterEach
    void close() {
        simulation.close();
        background.shutdownNow();
    }

    private void drain() throws InterruptedException {
        Runnable r = fx.poll(1000, TimeUnit.MILLISECONDS);
        while (r != null) {
            r.run();
            r = fx.poll(100, TimeUnit.MILLISECONDS);
        }
    }

    /** Runs what is posted to the FX thread until {@code condition} holds (each post awaited up to 20 s). */
    private void runFxUntil(java.util.function.BooleanSupplier condition) throws InterruptedException {
        while (!condition.getAsBoolean()) {
            Runnable r = fx.poll(20, TimeUnit.SECONDS);
            assertNotNull(r, "nothing more was posted to the FX thread");
            r.run();
        }
    }

    private void open() throws Exception {
        Program p = ProgramLoader.load("relaxed.test", StaleReadTest.RELAXED_FLAG);
        model.showLoaded("relaxed.test", StaleReadTest.RELAXED_FLAG, p);
        actions.opened(p, null);
        simulation.stepTimes(2).get(10, TimeUnit.SECONDS);
        drain();
        assertEquals(2, model.snapshotProperty().get().position());
    }

    private LaunchDialog.Settings with(LaunchLimits limits) {
        LaunchDialog.Settings s = actions.current();
        return new LaunchDialog.Settings(s.dispatch(), s.subgroupSize(), s.chains(), s.scheduler(), s.seed(), limits);
    }

    /** A kernel's @expect lines describe the launch its file writes: the window's check judges them only for that one. */
    @Test
    void aKernelIsItsFilesOwnLaunchUntilTheSettingsLaunchItOtherwise() throws Exception {
        String loops = TestWindows.longLoops(1);
        LoadedKernel kernel = KernelLoader.load("loops.comp", loops);
        model.showLoaded("loops.comp", loops, kernel.program());
        actions.opened(kernel.program(), kernel);
        drain();
        assertTrue(actions.fileLaunch());
        LaunchDialog.Settings s = actions.current();
        actions.apply(new LaunchDialog.Settings(s.dispatch(), s.subgroupSize(), kernel.pragmas().chains(), s.scheduler(),
                s.seed(), s.limits(), s.readGoals()));
        drain();
        assertTrue(actions.fileLaunch(), "chains set as the file says them are its own");
        actions.apply(new LaunchDialog.Settings(s.dispatch(), s.subgroupSize(), !kernel.pragmas().chains(),
                s.scheduler(), s.seed(), s.limits(), s.readGoals()));
        drain();
        assertFalse(actions.fileLaunch(), "the other chains setting");
        actions.apply(new LaunchDialog.Settings(new int[] {2, 1, 1}, s.subgroupSize(), null, s.scheduler(), s.seed(),
                s.limits(), s.readGoals()));
        runFxUntil(() -> !model.loadingProperty().get() && model.programProperty().get() != kernel.program());
        assertFalse(actions.fileLaunch(), "another dispatch");
        assertTrue(new LaunchActions(model, simulation, loads).fileLaunch(), "a litmus test (no kernel) is its own");
    }

    /** An HLSL entry point's [WaveSize(8)] refuses a relaunch with another subgroup size (WaveSizeAttribute). */
    @Test
    void aRelaunchWithASubgroupSizeTheKernelsWaveSizeForbidsIsAProblemAndTheSessionGoesOn() throws Exception {
        String source = "// @length o = 8\nRWStructuredBuffer<uint> o : register(u0);\n[WaveSize(8)]\n"
                + "[numthreads(8, 1, 1)]\nvoid main(uint3 lid : SV_GroupThreadID) {\n"
                + "    o[lid.x] = WaveActiveSum(lid.x);\n}\n";
        LoadedKernel kernel = KernelLoader.load("w.hlsl", source);
        model.showLoaded("w.hlsl", source, kernel.program());
        actions.opened(kernel.program(), kernel);
        drain();
        LaunchDialog.Settings s = actions.current();
        assertEquals(8, s.subgroupSize(), "the dialog starts from the kernel's wave size");
        actions.apply(new LaunchDialog.Settings(s.dispatch(), 32, s.chains(), s.scheduler(), s.seed(), s.limits(),
                s.readGoals()));
        runFxUntil(() -> model.problems().stream().anyMatch(q -> q.message().contains("a launch with 32 invocations"
                + " per subgroup, but the entry point's [WaveSize(8)] runs it with 8 lanes per wave only")));
        assertSame(kernel.program(), model.programProperty().get(), "the session goes on with the kernel as it was");
    }

    @Test
    void aRelaunchCancelledWhileItsLaunchIsBuiltKeepsTheSessionAndItsDispatch() throws Exception {
        // launched at once with its one workgroup; with 1,024 (65,536 invocations) it takes over a minute
        String loops = TestWindows.longLoops(1);
        LoadedKernel kernel = KernelLoader.load("loops.comp", loops);
        model.showLoaded("loops.comp", loops, kernel.program());
        actions.opened(kernel.program(), kernel);
        simulation.stepTimes(2).get(10, TimeUnit.SECONDS);
        drain();
        Program before = model.programProperty().get();

        LaunchDialog.Settings s = actions.current();
        actions.apply(new LaunchDialog.Settings(new int[] {1024, 1, 1}, s.subgroupSize(), s.chains(), s.scheduler(),
                s.seed(), s.limits(), s.readGoals()));
        runFxUntil(() -> model.loadingProperty().get());
        String loading = model.statusProperty().get();
        assertTrue(loading.startsWith("Loading loops.comp: ") && loading.endsWith(" of 65,536 invocations launched…"),
                loading);
        assertTrue(model.loadProgressProperty().get() != 0, "the status bar's progress bar shows");

        assertTrue(loads.cancel());
        assertEquals("Loading loops.comp was cancelled; the previous kernel is still open.", model.statusProperty().get());
        // the loading thread is free again: the launch stopped (built to its end it takes about a minute)
        background.submit(() -> { }).get(20, TimeUnit.SECONDS);
        drain();
        assertSame(before, model.programProperty().get(), "the session goes on");
        assertEquals(2, model.snapshotProperty().get().position());
        assertArrayEquals(new int[] {1, 1, 1}, actions.current().dispatch(), "and so does its launch");
        assertFalse(model.loadingProperty().get());
        assertEquals(0, model.loadProgressProperty().get(), "the progress bar is gone");
        assertTrue(model.problems().isEmpty(), "a cancel is no problem: " + model.problems());
        assertEquals("Loading loops.comp was cancelled; the previous kernel is still open.", model.statusProperty().get());
    }

    @Test
    void theDialogStartsFromTheCurrentLimits() throws Exception {
        open();
        LaunchDialog.Settings s = actions.current();
        assertEquals(new LaunchLimits(LaunchOptions.DEFAULTS.stepLimit(), 1_048_576, 0, 100_000), s.limits(),
                "a litmus test has no instruction budget");
    }

    @Test
    void aNewStepLimitAloneKeepsTheSessionWhereItIsAndIsSaved() throws Exception {
        open();
        actions.apply(with(new LaunchLimits(7, LaunchOptions.DEFAULT_MAX_INVOCATIONS, 0,
                LaunchOptions.DEFAULT_MAX_ACTIONS)));
        simulation.history().get(10, TimeUnit.SECONDS);
        drain();
        assertEquals(2, model.snapshotProperty().get().position(), "not restarted");
        assertEquals(7, simulation.options().stepLimit());
        assertEquals(7, actions.settings().stepLimit());
        assertEquals(LaunchOptions.DEFAULT_MAX_INVOCATIONS, actions.settings().maxInvocations());
    }

    @Test
    void aNewBoundOfActionsPerInvocationRestartsTheRunAndIsSavedOnlyWhenItDiffersFromTheDefault() throws Exception {
        open();
        assertEquals(0, actions.settings().maxActions(), "the default is not written to the workspace");
        actions.apply(with(new LaunchLimits(100, LaunchOptions.DEFAULT_MAX_INVOCATIONS, 0, 1)));
        simulation.history().get(10, TimeUnit.SECONDS);
        drain();
        assertEquals(0, model.snapshotProperty().get().position(), "restarted with the new bound");
        assertEquals(1, simulation.options().maxActions());
        assertEquals(1, actions.settings().maxActions());
        assertEquals(1, actions.current().limits().maxActions(), "the dialog opens with it");
    }

    @Test
    void aDispatchLimitBelowTheLaunchIsAProblemAndOneAtItsSizeRestartsTheRun() throws Exception {
        open();
        actions.apply(with(new LaunchLimits(100, 1, 0, LaunchOptions.DEFAULT_MAX_ACTIONS)));
        simulation.history().get(10, TimeUnit.SECONDS);
        drain();
        assertTrue(model.problems().stream().anyMatch(q -> q.message().equals("relaxed.test: dispatch of 2 invocations"
                + " exceeds the limit of 1; the session goes on with the previous settings")), model.problems().toString());
        assertEquals(2, model.snapshotProperty().get().position(), "the session goes on unchanged");
        assertEquals(LaunchOptions.DEFAULT_MAX_INVOCATIONS, simulation.options().maxInvocations(), "and its settings");

        actions.apply(with(new LaunchLimits(100, 2, 0, LaunchOptions.DEFAULT_MAX_ACTIONS)));
        simulation.history().get(10, TimeUnit.SECONDS);
        drain();
        assertEquals(0, model.snapshotProperty().get().position(), "restarted with the new limit");
        assertEquals(List.of(100L, 2L), List.of(actions.settings().stepLimit(), (long) actions.settings().maxInvocations()));
    }

    @Test
    void turningReadGoalsOffRestartsTheRunAndIsSavedInTheWorkspace() throws Exception {
        open();
        LaunchDialog.Settings s = actions.current();
        assertTrue(s.readGoals(), "a .test's scheduler follows its loads' asked values by default");
        actions.apply(new LaunchDialog.Settings(s.dispatch(), s.subgroupSize(), s.chains(), s.scheduler(), s.seed(),
                s.limits(), false));
        simulation.history().get(10, TimeUnit.SECONDS);
        drain();
        assertEquals(0, model.snapshotProperty().get().position(), "restarted");
        assertFalse(simulation.options().followReadGoals());
        assertEquals(Boolean.FALSE, actions.settings().readGoals());
        assertFalse(actions.settings().applyTo(LaunchOptions.DEFAULTS).followReadGoals(), "and read back");
    }
}
