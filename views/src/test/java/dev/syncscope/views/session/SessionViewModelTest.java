package dev.syncscope.views.session;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.Problem;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The problems and the status line of the session for failures and refused steps. */
class SessionViewModelTest {

    private static final String HEAP = "not enough memory to record more steps: the 4 steps recorded fill 900 of "
            + "1,000 MB of heap; step back or seek (a new step there discards the later ones), lower the step limit, "
            + "or start Java with a larger heap (-Xmx)";

    private final SessionViewModel model = new SessionViewModel(Messages.forLocale(Locale.ENGLISH));

    private Problem last() {
        return model.problems().get(model.problems().size() - 1);
    }

    @Test
    void aBackgroundFailureTiedToNoPlaceShowsItsMessageWithoutAStraySeparator() {
        model.showBackgroundFailure(new InputError(SourceSpan.UNKNOWN, HEAP));
        assertEquals(HEAP, last().message());
        assertEquals("error: " + HEAP, last().toString());
    }

    @Test
    void aBackgroundFailureDuringARunLeavesPauseEnabled() {
        // an autosave that fails, a check or relaunch refused while Run goes on: the run does not stop with it
        model.setRunning(true);
        model.showBackgroundFailure(new InputError(new SourceSpan("recovery.syncscope.json", 0, 0), "disk full"));
        assertTrue(model.canPauseProperty().get(), "Pause stays enabled while the run goes on");
        assertFalse(model.canRunProperty().get());
    }

    @Test
    void aBackgroundFailureInAFileLeadsWithTheFile() {
        model.showBackgroundFailure(new InputError(new SourceSpan("ws.json", 2, 5), "not a valid workspace"));
        assertEquals("ws.json:2:5: not a valid workspace", last().message());
    }

    @Test
    void theLoadedStatusCountsHostThreadsApartFromInvocations() {
        model.showLoaded("host.test", dev.syncscope.views.HostLitmus.SUBMIT, dev.syncscope.views.HostLitmus.submit());
        assertEquals("2 invocations in 1 workgroup, 1 host thread", model.statusProperty().get());
        model.showLoaded("mp.test", Walkthrough.RELAXED, Walkthrough.stepped(Walkthrough.RELAXED).program());
        assertEquals("2 invocations in 1 workgroup", model.statusProperty().get());
    }

    /** The session of the walkthrough after its four steps (the end of its run). */
    private void atTheEndOfTheRun() {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        model.showSnapshot(s.snapshot());
    }

    /** The problems of the exhaustive check of WALKTHROUGH example 2 (one race). */
    private java.util.List<Problem> relaxedCheck() {
        return dev.syncscope.views.problems.CheckProblems.of(new dev.syncscope.core.check.AxiomaticChecker().check(
                Walkthrough.program("relaxed", Walkthrough.RELAXED)), model.text());
    }

    @Test
    void aChecksProblemsFollowTheSteppersThroughEveryFrameUntilTheNextCheckOrAnotherProgram() {
        model.showLoaded("relaxed.test", Walkthrough.RELAXED, Walkthrough.stepped(Walkthrough.RELAXED).program());
        atTheEndOfTheRun();
        int stepper = model.problems().size();
        model.showCheckProblems(relaxedCheck());
        assertEquals(stepper + 1, model.problems().size());
        assertTrue(last().message().startsWith("Check, data race in some execution: "), last().message());
        atTheEndOfTheRun();
        assertEquals(stepper + 1, model.problems().size(), "a new frame keeps the check's rows");
        assertTrue(last().message().startsWith("Check, "), last().message());
        model.showCheckProblems(java.util.List.of());
        assertEquals(stepper, model.problems().size(), "a check that starts removes the last one's rows");
        model.showCheckProblems(relaxedCheck());
        model.showLoaded("relaxed.test", Walkthrough.RELAXED, Walkthrough.stepped(Walkthrough.RELAXED).program());
        atTheEndOfTheRun();
        assertEquals(stepper, model.problems().size(), "another program drops them");
    }

    @Test
    void aStepRefusedForAFullHeapSaysSoInTheStatusLineAndListsTheReasonAsAnError() {
        atTheEndOfTheRun();
        model.showStepRefused(new InputError(SourceSpan.UNKNOWN, HEAP), true);
        assertEquals("Stopped at step 4: the recorded steps fill the heap. Step back or seek to go on, or start Java "
                + "with a larger heap (-Xmx); details in Problems.", model.statusProperty().get());
        assertEquals(Problem.Severity.ERROR, last().severity());
        assertEquals(HEAP, last().message());
    }

    @Test
    void anotherRefusedStepSaysThatTheStepWasRefused() {
        atTheEndOfTheRun();
        model.showStepRefused(new InputError(SourceSpan.UNKNOWN, "step: invocation P0 cannot step, it is DONE"),
                false);
        assertEquals("Step 4: the next step was refused; the reason is in Problems.", model.statusProperty().get());
        assertEquals("step: invocation P0 cannot step, it is DONE", last().message());
    }

    @Test
    void aJapaneseSessionListsTheEnginesDiagnosticsInJapanese() {
        // message passing with a relaxed flag, stepped 0, 0, 1, 1: the last load races and reads a stale x
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        SessionViewModel ja = new SessionViewModel(Messages.forLocale(Locale.JAPANESE));
        ja.showSnapshot(s.snapshot());
        assertEquals(2, ja.problems().size(), ja.problems().toString());
        assertTrue(ja.problems().get(0).message().startsWith("x でデータ競合: P0 の書き込み (walkthrough.test:4:1) と "
                + "P1 の読み込み (walkthrough.test:9:1)。"), ja.problems().get(0).message());
        assertTrue(ja.problems().get(1).message().startsWith("P1 は x の初期値 0 を読みましたが"),
                ja.problems().get(1).message());
        assertEquals(java.util.List.of(0L, 3L), ja.problems().get(0).steps(), "the sites stay those of the race");
        model.showSnapshot(s.snapshot());
        assertEquals(s.diagnostics().get(0).message(), model.problems().get(0).message(), "English: the engine's");
    }

    @Test
    void theStatusOfAFullHeapReadsInJapaneseToo() {
        SessionViewModel ja = new SessionViewModel(Messages.forLocale(Locale.JAPANESE));
        ja.showSnapshot(Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1).snapshot());
        ja.showStepRefused(new InputError(SourceSpan.UNKNOWN, HEAP), true);
        String status = ja.statusProperty().get();
        assertTrue(status.startsWith("ステップ 4 で停止: 記録したステップでヒープが満杯です。"), status);
    }

    @Test
    void aRunWhoseInvocationsStoppedAtTheirBudgetDoesNotSayPlainlyFinished() {
        DebugSession s = DebugSession.load(dev.syncscope.core.load.ProgramLoader.load("spin.comp",
                "// @budget 200\n#version 450\nlayout(local_size_x = 2) in;\n"
                        + "layout(binding = 0) buffer B { uint x[]; };\n"
                        + "void main() { x[gl_LocalInvocationIndex] = 1u; while (true) { } }\n"));
        s.run();
        model.showSnapshot(s.snapshot());
        assertEquals("Ended after 2 steps, but 2 invocations stopped at a bound (a loop's, the instruction budget or the "
                + "actions per invocation): the outcome is not final (see Problems)", model.statusProperty().get());
    }

    /** An invocation waiting for a flag nobody sets: the run ends (nothing can step) with T0 stopped as SPIN. */
    private static final String NEVER_SET_FLAG = "#version 450\n#extension GL_KHR_memory_scope_semantics : require\n"
            + "layout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { uint flag; };\n"
            + "void main() { while (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire)"
            + " == 0u) { } }\n";

    @Test
    void aRunThatEndsWithAnInvocationSpinningForeverSaysSoNotFinished() {
        DebugSession s = DebugSession.load(dev.syncscope.core.load.ProgramLoader.load("spin.comp", NEVER_SET_FLAG));
        s.run();
        model.showSnapshot(s.snapshot());
        assertEquals("Ended after 3 steps; not every invocation finished: 1 spinning forever (see Problems)",
                model.statusProperty().get());
        SessionViewModel ja = new SessionViewModel(Messages.forLocale(Locale.JAPANESE));
        ja.showSnapshot(s.snapshot());
        assertEquals("3 ステップで終了しましたが、最後まで実行されなかった呼び出しがあります: 永久スピン 1 個 (問題を参照)",
                ja.statusProperty().get());
    }

    @Test
    void theFrontEndsNotesOnAProgramAreWarningsInProblemsFromTheLoadOn() {
        dev.syncscope.core.model.Program p = dev.syncscope.core.load.ProgramLoader.load("k.hlsl",
                "RWStructuredBuffer<uint> data : register(u0);\nRWStructuredBuffer<uint> result : register(u1);\n"
                        + "[numthreads(2, 1, 1)]\nvoid main(uint t : SV_GroupIndex) {\n    if (t == 0) { data[0] = 42; }\n"
                        + "    DeviceMemoryBarrierWithGroupSync();\n    if (t == 1) { result[0] = data[0]; }\n}\n");
        model.showLoaded("k.hlsl", "", p);
        assertEquals(1, model.problems().size());
        assertEquals(Problem.Severity.WARNING, model.problems().get(0).severity());
        assertEquals(6, model.problems().get(0).where().line());
        DebugSession s = DebugSession.load(p);
        s.run();
        model.showSnapshot(s.snapshot());
        assertTrue(model.problems().stream().anyMatch(r -> r.severity() == Problem.Severity.WARNING
                && r.message().startsWith("the UAV data is not globallycoherent")), model.problems().toString());
    }

    @Test
    void aLongLoadShowsItsProgressOverTheSessionsStatusUntilItIsCancelledAndTheKernelShownStays() {
        model.showLoaded("relaxed.test", Walkthrough.RELAXED, Walkthrough.stepped(Walkthrough.RELAXED).program());
        dev.syncscope.core.model.Program shown = model.programProperty().get();
        model.showLoading("heavy.comp", 0, 65_536);
        assertTrue(model.loadingProperty().get());
        assertEquals("Loading heavy.comp: 0 of 65,536 invocations launched…", model.statusProperty().get());
        assertEquals(-1, model.loadProgressProperty().get(), "a progress bar of unknown progress");
        model.showLoading("heavy.comp", 16_384, 65_536);
        assertEquals("Loading heavy.comp: 16,384 of 65,536 invocations launched…", model.statusProperty().get());
        assertEquals(0.25, model.loadProgressProperty().get());
        atTheEndOfTheRun();
        assertEquals("Loading heavy.comp: 16,384 of 65,536 invocations launched…", model.statusProperty().get(),
                "a frame of the session shown meanwhile does not hide the load");
        java.util.List<Problem> before = java.util.List.copyOf(model.problems());

        model.showLoadCancelled("heavy.comp");
        assertFalse(model.loadingProperty().get());
        assertEquals(0, model.loadProgressProperty().get(), "the progress bar is hidden");
        assertEquals("Loading heavy.comp was cancelled; the previous kernel is still open.", model.statusProperty().get());
        assertSame(shown, model.programProperty().get());
        assertEquals("relaxed.test", model.kernelNameProperty().get());
        assertEquals(before, model.problems(), "a cancel is no problem");
    }

    @Test
    void theLoadingStateEndsWhenAKernelOrAFailureIsShownOrTheLoadEndsOtherwise() {
        model.showLoading("a.comp", 0, 0);
        assertEquals("Loading a.comp…", model.statusProperty().get());
        model.showLoaded("relaxed.test", Walkthrough.RELAXED, Walkthrough.stepped(Walkthrough.RELAXED).program());
        assertFalse(model.loadingProperty().get());
        assertEquals(0, model.loadProgressProperty().get());
        assertEquals("2 invocations in 1 workgroup", model.statusProperty().get());

        model.showLoading("b.comp", 1, 2);
        model.showLoadFailure("b.comp", "", new InputError(new SourceSpan("b.comp", 1, 1), "bad"));
        assertFalse(model.loadingProperty().get());
        assertEquals("Could not load b.comp", model.statusProperty().get());

        model.showLoading("c.comp", 1, 2);
        model.showLoadEnded();
        assertFalse(model.loadingProperty().get());
        assertEquals(0, model.loadProgressProperty().get());
        assertEquals("Could not load b.comp", model.statusProperty().get(), "the session's status line is back");
    }

    @Test
    void aCancelledLoadWithNoKernelOpenSaysOnlyThatAndReadsInJapaneseToo() {
        model.showLoading("heavy.comp", 1, 2);
        model.showLoadCancelled("heavy.comp");
        assertEquals("Loading heavy.comp was cancelled.", model.statusProperty().get());
        SessionViewModel ja = new SessionViewModel(Messages.forLocale(Locale.JAPANESE));
        ja.showLoading("heavy.comp", 12_345, 65_536);
        assertEquals("heavy.comp を読み込んでいます: 65,536 個中 12,345 個の呼び出しを起動しました…",
                ja.statusProperty().get());
        ja.showLoadCancelled("heavy.comp");
        assertEquals("heavy.comp の読み込みを取り消しました。", ja.statusProperty().get());
    }

    /** A kernel that does not compile lists every error the compiler reported, each a problem at its own line. */
    @Test
    void aLoadFailureListsEveryErrorOfTheInputEachAtItsLine() {
        InputError errors = new InputError(new SourceSpan("k.comp", 4, 0), "'foo' : undeclared identifier", null,
                InputError.Kind.BAD_INPUT, java.util.List.of(
                        new InputError(new SourceSpan("k.comp", 5, 0), "'bar' : undeclared identifier"),
                        new InputError(new SourceSpan("k.comp", 6, 0), "'baz' : no matching overloaded function found")));
        model.showLoadFailure("k.comp", "", errors);
        assertEquals(3, model.problems().size(), model.problems().toString());
        assertEquals(java.util.List.of(4, 5, 6), model.problems().stream().map(p -> p.where().line()).toList());
        assertEquals("'baz' : no matching overloaded function found", last().message());

        model.showBackgroundFailure(errors);
        assertEquals(6, model.problems().size(), "a failed reload lists each too");
        assertEquals("k.comp:6: 'baz' : no matching overloaded function found", last().message());
    }

    /**
     * A compiler error whose message names its token has a column (CompilerColumns): the problem is at it, for the
     * editor to underline from there, and its row says file:line:column.
     */
    @Test
    void aCompileErrorWithAColumnIsAProblemAtThatColumn() {
        String text = """
                #version 450
                layout(local_size_x = 1) in;
                layout(std430, binding = 0) buffer B { uint data[]; };
                void main() {
                    data[0] = 1u +;
                }
                """;
        InputError e = org.junit.jupiter.api.Assertions.assertThrows(InputError.class,
                () -> dev.syncscope.core.kernel.KernelLoader.load("k.comp", text));
        model.showLoadFailure("k.comp", text, e);
        assertEquals(new SourceSpan("k.comp", 5, 19), last().where());
        model.showBackgroundFailure(e);
        assertEquals("k.comp:5:19: syntax error, unexpected SEMICOLON", last().message());
    }

    /** A running load's text is shown only when nothing else is: never over a kernel already shown. */
    @Test
    void aLoadsTextIsShownOnlyWhenNoKernelIs() {
        model.showLoadingText("a.test", "first");
        assertTrue(model.previewingProperty().get());
        model.showLoadingText("b.test", "second");
        assertEquals("second", model.sourceTextProperty().get(), "a newer load's text replaces a shown load text");
        model.showLoaded("relaxed.test", Walkthrough.RELAXED, Walkthrough.stepped(Walkthrough.RELAXED).program());
        assertFalse(model.previewingProperty().get());
        model.showLoadingText("c.test", "third");
        assertEquals(Walkthrough.RELAXED, model.sourceTextProperty().get(), "the kernel shown stays while c loads");
        assertFalse(model.previewingProperty().get());
        model.showLoadCancelled("c.test");
        assertEquals(Walkthrough.RELAXED, model.sourceTextProperty().get(), "and after its load is cancelled");
        assertEquals("relaxed.test", model.kernelNameProperty().get());
    }
}
