package dev.syncscope.core.api;

import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.EngineBench;
import dev.syncscope.core.exec.HeapGuard;
import dev.syncscope.core.exec.RunResult;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.FileCheckLimits;
import dev.syncscope.core.suite.SuiteCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/** Each configurable limit of a session stops with a clear message, never a crash or a hang. */
class LimitsTest {

    private static Path kernel(Path dir, String dispatch) throws IOException {
        String text = Files.readString(Path.of("src/test/resources/kernels/mp.comp"))
                .replace("// @dispatch 1,1,1", "// @dispatch " + dispatch);
        return Files.writeString(dir.resolve("mp.comp"), text);
    }

    @Test
    void aKernelDispatchOverTheInvocationLimitIsRejectedAtItsDispatchPragma(@TempDir Path dir) throws IOException {
        Path file = kernel(dir, "3,1,1");
        InputError e = assertThrows(InputError.class,
                () -> DebugSession.open(file, LaunchOptions.DEFAULTS.withMaxInvocations(4)));
        assertEquals(2, e.span().line(), "points at the @dispatch pragma");
        assertTrue(e.getMessage().contains("6 invocations") && e.getMessage().contains("dispatch-size limit of 4"),
                e.getMessage());
        assertEquals(6, DebugSession.open(file, LaunchOptions.DEFAULTS.withMaxInvocations(6)).program()
                .invocationCount());
    }

    @Test
    void aKernelOverTheDefaultLimitOfOneMebiInvocationsIsRejectedAtItsDispatchPragma(@TempDir Path dir)
            throws IOException {
        Path file = kernel(dir, "524289,1,1");
        InputError e = assertThrows(InputError.class, () -> DebugSession.open(file));
        assertEquals(2, e.span().line(), "points at the @dispatch pragma");
        assertEquals("the dispatch has 1048578 invocations (524289x1x1 = 524289 workgroups of 2x1x1), more than the dispatch-size"
                + " limit of 1048576", e.getMessage().substring(e.getMessage().indexOf("the dispatch")));
    }

    @Test
    void aDispatchGivenOutsideTheFileIsNotBlamedOnTheFilesDispatchPragma(@TempDir Path dir) throws IOException {
        // the acceptance audit (session 35): check --dispatch over the limit pointed at the file's "@dispatch 1,1,1"
        String text = Files.readString(kernel(dir, "1,1,1"));
        InputError option = assertThrows(InputError.class, () -> dev.syncscope.core.kernel.KernelLoader.load("mp.comp",
                text, 4, dev.syncscope.core.model.LoadMonitor.NONE,
                c -> c.withDispatch(3, 1, 1, dev.syncscope.core.spirv.DispatchConfig.DISPATCH_OPTION)));
        assertEquals(dev.syncscope.core.spirv.DispatchConfig.DISPATCH_OPTION, option.span());
        assertEquals("--dispatch: the dispatch has 6 invocations (3x1x1 = 3 workgroups of 2x1x1), more than the"
                + " dispatch-size limit of 4", option.toString());
        // a dispatch chosen in the window's launch dialog has no place in the file: not the pragma's line either
        InputError dialog = assertThrows(InputError.class, () -> dev.syncscope.core.kernel.KernelLoader.load("mp.comp",
                text, 4, dev.syncscope.core.model.LoadMonitor.NONE, c -> c.withDispatch(3, 1, 1)));
        assertTrue(dialog.span().line() != 2, dialog.toString());
    }

    @Test
    void aDispatchWhoseWorkgroupCountOverflowsAnIntIsRejectedNotRunAsEmpty(@TempDir Path dir) throws IOException {
        // the CLI audit: 65536 x 65536 workgroups overflowed an int to 0, and the kernel checked OK with 0 invocations
        InputError e = assertThrows(InputError.class, () -> DebugSession.open(kernel(dir, "65536,65536,1")));
        assertTrue(e.getMessage().contains("the dispatch has 8589934592 invocations (65536x65536x1 = 4294967296"
                + " workgroups of 2x1x1)"), e.getMessage());
        e = assertThrows(InputError.class, () -> DebugSession.open(kernel(dir, "1048576,1048576,1048576")));
        assertTrue(e.getMessage().contains("the dispatch has 2305843009213693952 invocations"), e.getMessage());
    }

    @Test
    void aRunStopsAtTheStepLimitSaysSoAndTheNextRunGoesOn() {
        DebugSession s = DebugSession.load(new KhronosParser().parse("mp.test",
                "NEWWG\nNEWSG\nNEWTHREAD\nst.sc0 x = 1\nst.sc0 y = 1\nst.sc0 x = 2\nNEWSG\nNEWTHREAD\nld.sc0 x\nld.sc0 y\n")
                .program(), LaunchOptions.DEFAULTS.withStepLimit(4));
        RunResult first = s.run();
        assertEquals(new RunResult(4, RunResult.Reason.STEP_LIMIT), first);
        assertEquals("stopped after 4 steps: the step limit per run (4 steps) was reached before the run finished",
                first.describe());
        RunResult second = s.run();
        assertEquals(new RunResult(1, RunResult.Reason.FINISHED), second);
        assertEquals("finished after 1 step", second.describe());
    }

    private static final String SPIN = """
            Vulkan spin
            {
            x=0;
            }
             P0@sg 0, wg 0, qf 0 ;
             LC00:                       ;
             rmw.atom.dv.sc0.add r0, x, 1 ;
             bne r0, 9, LC00             ;
            exists (P0:r0 == 9)
            """;

    @Test
    void aLitmusLoopPastItsUnrollBoundIsADiagnosticNamingTheInvocationLineAndBound() {
        DebugSession s = DebugSession.load(HerdParser.parse("spin.litmus", SPIN, 3).program());
        s.run();
        Diagnostic d = s.diagnostics().stream().filter(x -> x.kind() == Diagnostic.Kind.BOUND_EXCEEDED).findFirst()
                .orElseThrow(() -> new AssertionError("no BOUND_EXCEEDED in " + s.diagnostics()));
        assertTrue(d.message().startsWith("P0: ") && d.message().contains("spin.litmus:8")
                && d.message().contains("loop bound of 3 backward jumps"), d.message());
    }

    /** A register-only loop that never ends (the CLI audit's inf-local-loop.litmus). */
    private static final String LOCAL_LOOP_LITMUS = """
            Vulkan local
            {
            x=0;
            }
             P0@sg 0, wg 0, qf 0   ;
             LC00:                 ;
             add r0, r0, 1         ;
             bne r0, 0, LC00       ;
            exists (P0:r0 == 1)
            """;

    /** A kernel's {@code @budget 1} says "1 instruction" (it said "executed 1 instructions": the session-91 audit). */
    @Test
    void aBudgetOfOneInstructionIsSaidInTheSingular() {
        DebugSession s = DebugSession.load(dev.syncscope.core.load.ProgramLoader.load("budget.comp", """
                // @budget 1
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { uint data[]; };
                void main() { uint k = 0u; for (uint j = 0u; j < 4u; j++) { k += j; } data[0] = k; }
                """));
        s.run();
        Diagnostic d = s.diagnostics().stream().filter(x -> x.kind() == Diagnostic.Kind.BOUND_EXCEEDED).findFirst()
                .orElseThrow(() -> new AssertionError("no BOUND_EXCEEDED in " + s.diagnostics()));
        assertTrue(d.message().contains("executed 1 instruction without a memory action"), d.message());
    }

    @Test
    void aLitmusLoopWithoutMemoryActionsStopsAtTheInstructionBudgetWhateverItsUnrollBound() {
        // at --unroll 2147483647 the backward jumps never exceeded the bound: run and check never returned
        DebugSession s = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            DebugSession session = DebugSession.load(HerdParser.parse("local.litmus", LOCAL_LOOP_LITMUS,
                    Integer.MAX_VALUE).program());
            session.run();
            return session;
        });
        Diagnostic d = s.diagnostics().stream().filter(x -> x.kind() == Diagnostic.Kind.BOUND_EXCEEDED).findFirst()
                .orElseThrow(() -> new AssertionError("no BOUND_EXCEEDED in " + s.diagnostics()));
        assertEquals("P0: executed 100000 instructions without a memory action (endless local loop? a litmus thread's"
                + " bound, which --unroll does not raise) at local.litmus:7:2 (r0 = r0 + 1)", d.message());
        FileCheck.Report r = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> FileCheck.check("local.litmus",
                LOCAL_LOOP_LITMUS, null, null, new FileCheckLimits(Duration.ofSeconds(2), 1_000_000,
                        Integer.MAX_VALUE, 1_048_576)));
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(List.of(d.message()), r.cutPaths());
        assertEquals(SuiteCheck.Verdict.UNKNOWN, r.expectations().get(0).verdict(), "open: a longer run may reach it");
    }

    @Test
    void anEndlessGlslLoopWithAnEmptyBodyIsReportedAtTheLineOfItsLoop(@TempDir Path dir) throws IOException {
        // glslang puts an OpLine only in the loop's header block; the budget runs out in a later block
        DebugSession s = DebugSession.open(Files.writeString(dir.resolve("spin.comp"), """
                // @budget 300
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { uint x; };
                void main() {
                    x = 1u;
                    while (true) {
                    }
                }
                """));
        s.run();
        Diagnostic d = s.diagnostics().stream().filter(x -> x.kind() == Diagnostic.Kind.BOUND_EXCEEDED).findFirst()
                .orElseThrow(() -> new AssertionError("no BOUND_EXCEEDED in " + s.diagnostics()));
        assertTrue(d.message().startsWith("T0: spin.comp:7:"), "the line of the while loop: " + d.message());
    }

    private static final String LOCAL_LOOP = """
            ; @budget 500
            OpCapability Shader
            OpMemoryModel Logical GLSL450
            OpEntryPoint GLCompute %main "main"
            OpExecutionMode %main LocalSize 2 1 1
            %void = OpTypeVoid
            %fn = OpTypeFunction %void
            %main = OpFunction %void None %fn
            %e = OpLabel
            OpBranch %l
            %l = OpLabel
            OpLoopMerge %x %l None
            OpBranch %l
            %x = OpLabel
            OpReturn
            OpFunctionEnd
            """;

    @Test
    void aKernelLoopPastItsInstructionBudgetIsADiagnosticNamingTheInvocationLineAndBudget(@TempDir Path dir)
            throws IOException {
        DebugSession s = DebugSession.open(Files.writeString(dir.resolve("loop.spvasm"), LOCAL_LOOP));
        s.run();
        List<Diagnostic> bound = s.diagnostics().stream().filter(x -> x.kind() == Diagnostic.Kind.BOUND_EXCEEDED)
                .toList();
        assertEquals(2, bound.size(), "one per invocation: " + s.diagnostics());
        String m = bound.get(1).message();
        assertTrue(m.startsWith("T1: loop.spvasm:12:") && m.contains("500 instructions"), "invocation, loop line, budget: " + m);
    }

    /** A heap of 1,000 MB that is empty, or 90 % full of live objects once {@link #full} is set. */
    private static final class FakeHeap implements HeapGuard.Probe {
        volatile boolean full;

        @Override
        public long used() {
            return full ? 900L << 20 : 0;
        }

        @Override
        public long max() {
            return 1000L << 20;
        }

        @Override
        public void collect() {
        }
    }

    @Test
    void aSessionsHeapGuardsComeFromItsSupplierForTheLoadAndEveryConfigure() {
        FakeHeap heap = new FakeHeap();
        AtomicInteger made = new AtomicInteger();
        DebugSession s = DebugSession.load(EngineBench.reduction(2, 256, 32, 20),
                LaunchOptions.DEFAULTS.withStepLimit(4096),
                () -> {
                    made.incrementAndGet();
                    return new HeapGuard(heap);
                });
        assertEquals(new RunResult(4096, RunResult.Reason.STEP_LIMIT), s.run(),
                "an empty heap lets every step through");
        heap.full = true;
        RunResult stopped = s.run();
        assertEquals(new RunResult(0, RunResult.Reason.MEMORY_LIMIT), stopped, "the guard looks at step 4,096");
        assertTrue(stopped.describe().contains("filled the heap") && stopped.describe().contains("-Xmx"),
                stopped.describe());
        InputError refused = assertThrows(InputError.class, s::step);
        assertTrue(refused.getMessage().startsWith("not enough memory to record more steps: the 4,096 steps "
                + "recorded fill 900 of 1,000 MB of heap") && refused.getMessage().endsWith("(-Xmx)"),
                refused.getMessage());
        assertEquals(4096, s.traceSize(), "the refused step changed nothing");
        assertTrue(s.stepBack(), "stepping back still works");

        s.configure(LaunchOptions.DEFAULTS.withStepLimit(10));
        assertEquals(2, made.get(), "the new engine has a guard of its own");
        assertEquals(new RunResult(0, RunResult.Reason.MEMORY_LIMIT), s.run(),
                "the new run is guarded by the supplied (full) heap, not the JVM's");
    }
}
