package dev.syncscope.core.kernel;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Kernel control barriers at the edges of SPIR-V's dynamic instances (SPIR-V 2.2.5: "Different loop iterations
 * and different dynamic function-call-site chains yield different dynamic instances"; OpControlBarrier: "behavior
 * is undefined unless all invocations within Execution execute the same dynamic instance of this instruction"), and
 * the stepper's progress when a barrier cannot complete. Expected answers derived by hand from those texts.
 */
class BarrierProgressAuditTest {

    private static Program load(String name, String text) {
        return KernelLoader.load(name, text).program();
    }

    private static List<Diagnostic.Kind> kinds(DebugSession s) {
        return s.diagnostics().stream().map(Diagnostic::kind).distinct().toList();
    }

    /**
     * T1 spins until T0 writes flag, which T0 does only after the barrier T1 must reach first: on a GPU both wait
     * forever. The stepper rightly stops T1 with SPIN; until the audit it then released the barrier without T1 as
     * BARRIER_DIVERGENCE "which finished without reaching it" (T1 did not finish) and let T0 write flag = 1, the
     * value the SPIN diagnostic had just called impossible, with a data race between T1's reads and that write.
     * The barrier can never complete: T0 is DEADLOCKED, with a DEADLOCK diagnostic naming the spinner.
     */
    @Test
    void aBarrierWaitingForASpinningInvocationIsADeadlockNotADivergence() throws java.io.IOException {
        // the same program the diagnostics' key and wording tests run (docs/examples/diagnostics/README.md)
        DebugSession s = DebugSession.load(load("spin-before-barrier.comp", java.nio.file.Files.readString(
                java.nio.file.Path.of("../docs/examples/diagnostics/spin-before-barrier.comp"))));
        s.run();
        assertEquals(AgentStatus.DEADLOCKED, s.snapshot().agents().get(0).status());
        assertEquals(AgentStatus.SPINNING, s.snapshot().agents().get(1).status());
        assertEquals(List.of(Diagnostic.Kind.SPIN, Diagnostic.Kind.DEADLOCK), kinds(s), s.diagnostics().toString());
        Diagnostic deadlock = s.diagnostics().get(1);
        assertEquals(List.of(0), deadlock.agents());
        assertTrue(deadlock.message().contains("T1 never reaches (spinning)"), deadlock.message());
        Map<String, Long> out = s.outcome().values();
        assertEquals(0L, out.get("flag"), "T0 never passes the barrier");
        assertEquals(0L, out.get("done[0]"));
        assertTrue(s.races().isEmpty(), s.races().toString());
        // stepping back over the spin and the deadlock restores the waiting barrier exactly
        int end = s.position();
        s.seek(0);
        s.seek(end);
        assertEquals(AgentStatus.DEADLOCKED, s.snapshot().agents().get(0).status());
    }

    private static final String DIVERGENT = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Out { uint counter; uint order[2]; };
            void main() {
                uint i = gl_LocalInvocationID.x;
                order[i] = 5u;
                if (i == 0u) {
                    barrier();
                    order[0] = atomicAdd(counter, 1u);
                } else {
                    barrier();
                    order[1] = atomicAdd(counter, 1u);
                }
            }
            """;

    /** Steps {@code first} to its barrier, then {@code second}, then runs; the outcome and the diagnostics. */
    private static String run(Program p, int first, int second) {
        DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS);
        for (int a : new int[] {first, second}) {
            while (s.snapshot().agents().get(a).status() == AgentStatus.RUNNING) {
                s.step(a);
            }
        }
        s.run();
        return s.outcome().values() + " " + s.diagnostics();
    }

    /**
     * The two branches' barriers are two dynamic instances (barrier divergence, diagnosed). When nothing can run
     * the stepper force-releases "the waiting instance with the smallest number" (exec package documentation), but
     * a kernel's numbers are handed out per module in the order instances are first met by any engine
     * (spirv.DynamicInstances, shared by every session and the checker on that Program). So the same decisions on
     * the same kernel give another execution (which branch's atomicAdd comes first) and other barrier numbers in
     * the diagnostics, depending on what ran on the Program before: a replay of recorded decisions on a freshly
     * loaded kernel need not reproduce the recorded run.
     */
    @Test
    void theSameDecisionsOnTheSameDivergentKernelGiveTheSameExecutionWhateverRanBefore() {
        String fresh = run(load("d.comp", DIVERGENT), 1, 0);
        Program used = load("d.comp", DIVERGENT);
        run(used, 0, 1);
        assertEquals(fresh, run(used, 1, 0));
    }

    /**
     * A barrier in a function called from two call sites: "different dynamic function-call-site chains yield
     * different dynamic instances". Called at the same two sites by both invocations, each call site's barrier is
     * met by both: no divergence; the first orders each shared write before the other's read, the second that
     * read before the other's overwrite (glslang's barrier(): AcquireRelease|WorkgroupMemory).
     */
    @Test
    void aBarrierInAFunctionCalledAtTwoSitesMeetsOncePerCallSite() {
        DebugSession s = DebugSession.load(load("call-sites.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Out { uint b[2]; };
                shared uint a[2];
                void sync() { barrier(); }
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    a[i] = i + 1u;
                    sync();
                    b[i] = a[1u - i];
                    sync();
                    a[i] = 0u;
                }
                """));
        s.run();
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
        assertEquals(2L, s.outcome().values().get("b[0]"));
        assertEquals(1L, s.outcome().values().get("b[1]"));
    }

    /**
     * The same function called from different call sites by the two invocations (one in each branch): two
     * dynamic instances, so barrier divergence, though both execute the one OpControlBarrier instruction.
     */
    @Test
    void aBarrierInAFunctionCalledFromTwoBranchesIsDivergence() {
        DebugSession s = DebugSession.load(load("call-branches.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Out { uint a[2]; };
                void sync() { barrier(); }
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    a[i] = 1u;
                    if (i == 0u) {
                        sync();
                    } else {
                        sync();
                    }
                    a[i] = 2u;
                }
                """));
        s.run();
        assertTrue(s.finished());
        assertTrue(kinds(s).contains(Diagnostic.Kind.BARRIER_DIVERGENCE), s.diagnostics().toString());
    }

    /**
     * Nested loops with a barrier in the inner one and an early exit: T1 leaves in outer iteration 1 before the
     * inner barrier; T0 waits at that iteration's barrier, a dynamic instance T1 never executes: divergence, and
     * T0 is released (never a hang). The iterations before met normally.
     */
    @Test
    void anEarlyExitFromNestedLoopsBeforeTheirBarrierIsDivergenceNotAHang() {
        DebugSession s = DebugSession.load(load("nested-exit.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Out { uint n[2]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    for (uint k = 0u; k < 2u; k++) {
                        for (uint j = 0u; j < 2u; j++) {
                            if (i == 1u && k == 1u) {
                                return;
                            }
                            n[i] = n[i] + 1u;
                            barrier();
                        }
                    }
                }
                """));
        s.run();
        assertTrue(s.finished());
        List<Diagnostic> d = s.diagnostics();
        assertEquals(List.of(Diagnostic.Kind.BARRIER_DIVERGENCE), kinds(s), d.toString());
        assertEquals(List.of(1), d.get(0).agents(), "T1 finished without the instance T0 waits at");
        assertEquals(4L, s.outcome().values().get("n[0]"));
        assertEquals(2L, s.outcome().values().get("n[1]"));
        assertFalse(s.snapshot().agents().stream().anyMatch(a -> a.status() != AgentStatus.DONE));
    }
}
