package dev.syncscope.core.kernel;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A subgroup operation waits for every other invocation of the subgroup to execute it or finish, and completes with
 * only those waiting when none of the others can run (SPIR-V 2.2.5 "Tangle"; the stepper's rule in
 * {@code Collectives}). An invocation the stepper stops as a SPIN has not finished, and can still run: the operation
 * it never reaches can never complete, as a barrier cannot (audit 52, F6). The stepper completed it anyway once the
 * spinner was stopped, and the waiter then stored the flag that the SPIN had just said could never come.
 * Kernel: {@code src/test/resources/kernels/spinning/spin-vs-subgroup-op.comp} (T0 spins on the flag and then runs
 * a {@code subgroupAdd}; T1 runs a {@code subgroupAdd} and then stores the flag).
 */
class SpinningSubgroupMemberTest {

    private static final Path DIR = Path.of("src/test/resources/kernels/spinning");

    private static final List<LaunchOptions> SCHEDULES = List.of(LaunchOptions.DEFAULTS,
            LaunchOptions.DEFAULTS.withScheduler(LaunchOptions.SchedulerKind.LOCK_STEP_SUBGROUPS, 0),
            LaunchOptions.DEFAULTS.withScheduler(LaunchOptions.SchedulerKind.RANDOM, 1),
            LaunchOptions.DEFAULTS.withScheduler(LaunchOptions.SchedulerKind.RANDOM, 2));

    private static Program program(String name) throws IOException {
        return KernelLoader.load(name, Files.readString(DIR.resolve(name))).program();
    }

    @Test
    void aSubgroupOperationWaitingForASpinnerIsADeadlockNotACompletion() throws IOException {
        Program p = program("spin-vs-subgroup-op.comp");
        for (LaunchOptions o : SCHEDULES) {
            DebugSession s = DebugSession.load(p, o);
            s.run();
            String why = o.scheduler() + " " + o.seed() + ": " + s.diagnostics();
            assertTrue(s.finished(), why);
            assertEquals(List.of(AgentStatus.SPINNING, AgentStatus.DEADLOCKED),
                    s.snapshot().agents().stream().map(a -> a.status()).toList(), why);
            assertEquals(0L, s.outcome().values().get("flag"), "T1 never gets past its subgroupAdd: " + why);
            assertEquals(List.of(Diagnostic.Kind.SPIN, Diagnostic.Kind.DEADLOCK),
                    s.diagnostics().stream().map(Diagnostic::kind).toList(), why);
            Diagnostic deadlock = s.diagnostics().get(1);
            assertEquals("deadlock: T1 waiting at a subgroup operation, which T0 never reaches (spinning), and no "
                    + "invocation can proceed", deadlock.message(), why);
            assertEquals("diagnostic.deadlock", deadlock.key());
            assertEquals(2, deadlock.args().get(3), "the subgroup operation form");
            assertEquals(15, deadlock.source().line(), "at T1's subgroupAdd");
        }
    }

    @Test
    void theCheckerAgreesThatNoExecutionEnds() throws IOException {
        CheckResult r = new AxiomaticChecker().check(program("spin-vs-subgroup-op.comp"));
        // every path of T0 spins: the checker's subgroupAdd of T1 waits for it too, so no execution ends
        assertTrue(r.consistentExecutions().isEmpty(), r.consistentExecutions()::toString);
        assertFalse(r.cuts().isEmpty(), "T0's spin is cut at the spin bound");
    }

    @Test
    void aSubgroupOperationOfAnInvocationThatFinishedWithoutItStillCompletes() throws IOException {
        // the same two branches with T1's store first: T0 reads the flag, leaves its loop, and both finish, each in a
        // tangle of its own (two call sites are two dynamic instances)
        String source = Files.readString(DIR.resolve("spin-vs-subgroup-op.comp")).replace(
                "r[1] = subgroupAdd(1u);\n        atomicStore(flag, 1u, gl_ScopeWorkgroup, 0, 0);",
                "atomicStore(flag, 1u, gl_ScopeWorkgroup, 0, 0);\n        r[1] = subgroupAdd(1u);");
        assertTrue(source.indexOf("atomicStore") < source.indexOf("r[1] = subgroupAdd"), source);
        Program p = KernelLoader.load("store-first.comp", source).program();
        for (LaunchOptions o : SCHEDULES) {
            DebugSession s = DebugSession.load(p, o);
            s.run();
            String why = o.scheduler() + " " + o.seed() + ": " + s.diagnostics();
            assertTrue(s.diagnostics().isEmpty(), why);
            assertTrue(s.snapshot().agents().stream().allMatch(a -> a.status() == AgentStatus.DONE), why);
            assertEquals(1L, s.outcome().values().get("r[0]"), why);
            assertEquals(1L, s.outcome().values().get("r[1]"), why);
        }
    }
}
