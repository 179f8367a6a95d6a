package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.ThreadState;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.acqRelAvVis;
import static dev.syncscope.core.exec.Mini.nonpriv;
import static dev.syncscope.core.exec.Mini.plain;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.model.Scope.SUBGROUP;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Control barriers: arrivals, release, divergence, deadlock, hopeless spins; never a hang. */
class BarrierRulesTest {

    @Test
    void barrierReleasesWhenAllInvocationsArrive() {
        Engine e = new Mini().thread(0, 0, 0).cbar(WORKGROUP, WORKGROUP, acqRelAvVis(SC0), 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, acqRelAvVis(SC0), 1)
                .thread(2, 1, 0).st("x", 1, plain()).engine();
        e.step(Decision.of(0));
        assertEquals(AgentStatus.WAITING_BARRIER, e.agent(0).status());
        assertFalse(e.isRunnable(0));
        assertEquals(List.of(0), e.freeze().barriers().values().iterator().next().arrived());
        StepRecord last = e.step(Decision.of(1));
        assertTrue(last.event().released());
        assertEquals(AgentStatus.DONE, e.agent(0).status());
        assertTrue(e.diagnostics().isEmpty(), "the other workgroup is not part of it: " + e.diagnostics());
    }

    @Test
    void workgroupBarrierWithMakeAvailableAndVisibleSharesNonPrivateData() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).cbar(WORKGROUP, WORKGROUP, acqRelAvVis(SC0), 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, acqRelAvVis(SC0), 1).ld("x", nonpriv()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0));
        assertTrue(e.races().isEmpty(), e.races().toString());
    }

    @Test
    void barrierAcquireWhoseMemoryScopeExcludesTheReleaserDoesNotSynchronize() {
        // VK MM: Synchronizes-With, fence–control-barrier–fence: "A and B are in the instance of each other's
        // memory scopes". T0's release reaches its workgroup, but T1's acquire is at subgroup scope and T0 is in
        // another subgroup: no synchronizes-with, so T0's read and T1's later write are not location-ordered
        // (Location-Ordered: "X is a read, both X and Y are non-private, and X->Y") and race.
        Engine e = new Mini().thread(0, 0, 0).ld("x", nonpriv()).cbar(WORKGROUP, WORKGROUP, acqRelAvVis(SC0), 1)
                .thread(1, 0, 0).cbar(WORKGROUP, SUBGROUP, acqRelAvVis(SC0), 1).st("x", 1, nonpriv()).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, e.races().size(), "T0's load and T1's store are unordered: " + e.races());
        // the same program with T1's acquire at workgroup scope synchronizes: no race
        Engine ordered = new Mini().thread(0, 0, 0).ld("x", nonpriv()).cbar(WORKGROUP, WORKGROUP, acqRelAvVis(SC0), 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, acqRelAvVis(SC0), 1).st("x", 1, nonpriv()).engine();
        Mini.runInOrder(ordered, 0, 1);
        assertTrue(ordered.races().isEmpty(), ordered.races().toString());
    }

    @Test
    void invocationThatExitsWithoutReachingTheBarrierIsDivergence() {
        Engine e = new Mini().thread(0, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .thread(1, 0, 0).st("x", 1, plain()).engine();
        e.step(Decision.of(0));
        assertEquals(AgentStatus.WAITING_BARRIER, e.agent(0).status());
        e.step(Decision.of(1));
        assertEquals(AgentStatus.DONE, e.agent(0).status(), "released, never a hang");
        assertEquals(Diagnostic.Kind.BARRIER_DIVERGENCE, e.diagnostics().get(0).kind());
        assertEquals(List.of(1), e.diagnostics().get(0).agents());
    }

    @Test
    void invocationsWaitingAtDifferentBarriersAreDiagnosedAndResolved() {
        Engine e = new Mini().thread(0, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 2).engine();
        RunResult r = e.run(Scheduler.roundRobin(), StopCondition.NEVER, 100);
        assertEquals(RunResult.Reason.FINISHED, r.reason());
        List<Diagnostic.Kind> kinds = e.diagnostics().stream().map(Diagnostic::kind).toList();
        assertTrue(kinds.contains(Diagnostic.Kind.BARRIER_DIVERGENCE), kinds.toString());
        assertTrue(kinds.contains(Diagnostic.Kind.DEADLOCK), kinds.toString());
    }

    @Test
    void systemSynchronizesWithCycleIsADeadlock() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, plain()).thread(1, 1, 0).st("y", 1, plain())
                .ssw(0, 1).ssw(1, 0).engine();
        assertFalse(e.anyRunnable());
        RunResult r = e.run(Scheduler.roundRobin(), StopCondition.NEVER, 100);
        assertEquals(0, r.steps());
        // nothing can run at launch: both are deadlocked, and it is said at launch (session 35; they stayed WAITING_SSW
        // with no diagnostic)
        assertEquals(AgentStatus.DEADLOCKED, e.agent(0).status());
        assertEquals(AgentStatus.DEADLOCKED, e.agent(1).status());
        Diagnostic d = e.diagnostics().stream().filter(x -> x.kind() == Diagnostic.Kind.DEADLOCK).findFirst()
                .orElseThrow(() -> new AssertionError(e.diagnostics().toString()));
        assertEquals(List.of(0, 1), d.agents());
    }

    /** Reads {@code flag} until it is non-zero (a spin loop), at most {@code bound} times. */
    record SpinThread(Action.Load load, int left, long last) implements ThreadState {
        public Status status() {
            return last != 0 ? Status.DONE : left == 0 ? Status.BOUND_EXCEEDED : Status.RUNNING;
        }

        public Action next() {
            return load;
        }

        public ThreadState advance(long v) {
            return new SpinThread(load, left - 1, v);
        }

        public Map<String, Long> registers() {
            return Map.of("r0", last);
        }
    }

    @Test
    void spinningOnAValueThatCanNeverChangeIsADiagnosticNotAHang() {
        Mini m = new Mini().thread(0, 0, 0).st("flag", 1, plain()).thread(1, 1, 0);
        Program base = m.program();
        Action.Load load = new Action.Load(base.launch().reference("flag"), 0, plain(),
                new dev.syncscope.core.model.SourceSpan("spin.comp", 7, 3));
        Program p = new Program("spin", base.launch(), List.of(base.initial().get(0),
                new SpinThread(load, 1_000_000, 0)));
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        RunResult r = e.run(Scheduler.roundRobin(), StopCondition.NEVER, 10_000);
        assertEquals(RunResult.Reason.FINISHED, r.reason());
        assertEquals(AgentStatus.SPINNING, e.agent(1).status());
        Diagnostic d = e.diagnostics().stream().filter(x -> x.kind() == Diagnostic.Kind.SPIN).findFirst().orElseThrow();
        assertEquals(7, d.source().line());
        assertTrue(r.steps() < 20, "stopped early: " + r.steps());
    }

    @Test
    void runToBarrierStopsAfterTheBarrierStep() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, plain()).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 1)
                .st("x", 2, plain()).engine();
        RunResult r = e.run(Scheduler.roundRobin(), StopCondition.BARRIER, 100);
        assertEquals(RunResult.Reason.STOPPED, r.reason());
        assertEquals(2, e.position());
    }

    @Test
    void runToLineStopsAtTheBreakpoint() {
        Engine e = new Mini().thread(0, 0, 0).st("x", 1, plain()).st("x", 2, plain()).st("x", 3, plain()).engine();
        RunResult r = e.run(Scheduler.roundRobin(), StopCondition.atLine("t.test", 2), 100);
        assertEquals(RunResult.Reason.STOPPED, r.reason());
        assertEquals(2, e.position());
    }

    @Test
    void stepLimitBoundsARun() {
        Mini m = new Mini().thread(0, 0, 0);
        for (int i = 0; i < 50; i++) {
            m.st("x", i, plain());
        }
        Engine e = m.engine();
        RunResult r = e.run(Scheduler.roundRobin(), StopCondition.NEVER, 10);
        assertEquals(RunResult.Reason.STEP_LIMIT, r.reason());
        assertEquals(10, e.position());
    }
}
