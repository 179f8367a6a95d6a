package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.acqRelAvVis;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.av;
import static dev.syncscope.core.exec.Mini.plain;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.vis;
import static dev.syncscope.core.model.Scope.SUBGROUP;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Control-barrier edges of the session-32 audit (stepper and checker): the fence–control-barrier–fence form of
 * VK MM Synchronizes-With at its scope edges, and the barrier diagnostics of litmus launches. The payload x is
 * written with av and read with vis at workgroup scope, so it is read as 1 without a race exactly when the
 * barrier synchronizes; expected answers are derived from the appendix by hand.
 */
class BarrierAuditTest {

    /** Runs the agents in order; checks the payload's value and race verdict in the stepper and the checker. */
    private static void assertSynchronizes(Program p, boolean synced, int reader, int... order) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, order);
        int x = e.agent(reader).thread().registers().size() - 1;
        assertEquals(synced ? 1 : 0, reg(e, reader, x), synced ? "x visible" : "x stale");
        assertEquals(!synced, !e.races().isEmpty(), e.races().toString());
        assertEquals(!synced, CheckerVerdict.racyWhen(p, Map.of()), "checker race");
    }

    /**
     * VK MM Synchronizes-With names four forms; a control barrier appears only in the last (release barrier A,
     * acquire barrier B, control barrier C). An acquire atomic after a control barrier without semantics is no
     * acquire barrier, so T0's release fence before C synchronizes with nothing: x races.
     */
    @Test
    void anAcquireAtomicAfterAControlBarrierWithoutSemanticsDoesNotSynchronize() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP)).membar(WORKGROUP, rel(SC0))
                .cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1).ld("y", atom(WORKGROUP, acq(SC0)))
                .ld("x", vis(WORKGROUP)).program();
        assertSynchronizes(p, false, 1, 0, 1);
    }

    /**
     * Fence–control-barrier–fence with A = C ("A can equal C"): a release control barrier synchronizes with an
     * acquire memory barrier the partner executes after it (C program-ordered before B), relaxed atomic in between.
     */
    @Test
    void aReleaseControlBarrierSynchronizesWithAnAcquireFenceAfterThePartnersBarrier() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP)).cbar(WORKGROUP, WORKGROUP, rel(SC0), 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, rel(SC0), 1).ld("y", atom(WORKGROUP))
                .membar(WORKGROUP, acq(SC0)).ld("x", vis(WORKGROUP)).program();
        assertSynchronizes(p, true, 1, 0, 1);
    }

    /**
     * "A and B are in the instance of each other's memory scopes": a Subgroup release fence before a Workgroup
     * control barrier does not reach a partner in another subgroup of the workgroup, though both meet C.
     */
    @Test
    void aSubgroupReleaseFenceBeforeAWorkgroupControlBarrierReachesOnlyItsSubgroup() {
        Program other = new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP)).membar(SUBGROUP, rel(SC0))
                .cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1).membar(SUBGROUP, acq(SC0))
                .ld("x", vis(WORKGROUP)).program();
        assertSynchronizes(other, false, 1, 0, 1);
        Program same = new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP)).membar(SUBGROUP, rel(SC0))
                .cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .thread(0, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1).membar(SUBGROUP, acq(SC0))
                .ld("x", vis(WORKGROUP)).program();
        assertSynchronizes(same, true, 1, 0, 1);
    }

    /**
     * A control barrier whose execution scope (Workgroup) is wider than its memory scope (Subgroup): both
     * invocations meet C, but "A and B are in the instance of each other's memory scopes" fails across subgroups.
     */
    @Test
    void aWorkgroupExecutionBarrierWithSubgroupMemoryScopeDoesNotSynchronizeTwoSubgroups() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP)).cbar(WORKGROUP, SUBGROUP, acqRelAvVis(SC0), 1)
                .thread(1, 0, 0).cbar(WORKGROUP, SUBGROUP, acqRelAvVis(SC0), 1).ld("x", vis(WORKGROUP)).program();
        assertSynchronizes(p, false, 1, 0, 1);
    }

    /** The program of {@code m} as a litmus test: barrier instances formed by the threads that execute them. */
    private static Program litmus(Program k, List<dev.syncscope.core.model.ThreadState> initial) {
        Launch l = k.launch();
        return new Program(k.name(), new Launch(l.agents(), l.references(), l.initialValues(),
                l.systemSynchronizesWith(), false, true), initial);
    }

    /**
     * A litmus test's barrier instance is formed by the threads that execute it (the Alloy model's scbarinst,
     * Launch.barriersOfExecutingThreads; docs/limits.md: the stepper "reports no divergence or deadlock"): P0 and
     * P1 meet instance 0, P2 and P3 instance 1, all in one workgroup. Until the audit the stepper reported
     * BARRIER_DIVERGENCE when P2 arrived at 1 while P0 and P1 waited at 0 (Barriers.divergenceAtArrival).
     */
    @Test
    void litmusThreadsOfOneWorkgroupWaitingAtTwoBarrierInstancesAreNoDivergence() {
        Program k = new Mini().thread(0, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 0)
                .thread(0, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 0)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1).program();
        Engine e = new Engine(litmus(k, k.initial()), EngineOptions.DEFAULTS);
        RunResult r = e.run(Scheduler.roundRobin(), StopCondition.NEVER, 100);
        assertEquals(RunResult.Reason.FINISHED, r.reason());
        assertEquals(List.of(), e.diagnostics());
        // the same program as a kernel: every invocation must meet each instance, so it is diagnosed
        Engine kernel = new Engine(k, EngineOptions.DEFAULTS);
        kernel.run(Scheduler.roundRobin(), StopCondition.NEVER, 100);
        assertTrue(kernel.diagnostics().stream().anyMatch(d -> d.kind() == Diagnostic.Kind.BARRIER_DIVERGENCE),
                kernel.diagnostics().toString());
    }

    /**
     * Litmus P0: cbar 0; an atomic store of flag = 1. P1 (same workgroup, no barrier): atomic loads of flag until it is
     * 1. P0's instance is formed by P0 alone (scbarinst, Launch.barriersOfExecutingThreads), so P0 passes and writes
     * flag = 1, which P1, mutually ordered with it, then reads (VK MM: the atomics' implicit availability and
     * visibility): P1 does not spin hopelessly. Until the review of session 31 the stepper stopped P1 with SPIN ("a
     * value that can never change for it") while P0 waited, then, nothing being runnable, released P0, which wrote
     * flag = 1 in the same trace: SpinRule's premise that barrier waiters move only after a spinner does holds for
     * kernels, not litmus launches. Now SpinRule first force-releases a waiting litmus instance.
     */
    @Test
    void aLitmusSpinOnAFlagWrittenAfterAnotherThreadsBarrierIsNoHopelessSpin() {
        Program k = new Mini().thread(0, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 0)
                .st("flag", 1, atom(dev.syncscope.core.model.Scope.DEVICE)).thread(1, 0, 0).program();
        Action.Load load = new Action.Load(k.launch().reference("flag"), 0, atom(dev.syncscope.core.model.Scope.DEVICE),
                new SourceSpan("spin.litmus", 7, 3));
        Program p = litmus(k, List.of(k.initial().get(0), new BarrierRulesTest.SpinThread(load, 1_000_000, 0)));
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        RunResult r = e.run(Scheduler.roundRobin(), StopCondition.NEVER, 10_000);
        assertEquals(RunResult.Reason.FINISHED, r.reason());
        assertFalse(e.diagnostics().stream().anyMatch(d -> d.kind() == Diagnostic.Kind.SPIN), e.diagnostics().toString());
        assertEquals(AgentStatus.DONE, e.agent(1).status());
        assertNotEquals(0L, reg(e, 1, 0));
    }
}
