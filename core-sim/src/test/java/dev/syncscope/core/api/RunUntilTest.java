package dev.syncscope.core.api;

import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.RunResult;
import dev.syncscope.core.exec.ScriptedThread;
import dev.syncscope.core.exec.StopCondition;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static dev.syncscope.core.api.DebugSessionTest.X;
import static dev.syncscope.core.api.DebugSessionTest.Y;
import static dev.syncscope.core.api.DebugSessionTest.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Runs that stop early on the façade: at the first diagnostic, and at an event breakpoint. */
class RunUntilTest {

    private static Program twoThreads(List<Action> t0, List<Action> t1) {
        Launch launch = new Launch(List.of(new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 1, 1, 0)), List.of(X, Y),
                Map.of(), List.of(), false);
        return new Program("run-until", launch, List.of(ScriptedThread.of(t0), ScriptedThread.of(t1)));
    }

    /**
     * Two unsynchronized private write/read pairs of two workgroups (VK MM: Data Race). Round-robin:
     * T0 writes x, T1 reads x (the first race, and a stale read), T0 writes y, T1 reads y (the second).
     */
    @Test
    void runUntilDiagnosticStopsAtTheFirstRace() {
        DebugSession s = DebugSession.load(twoThreads(
                List.of(new Action.Store(X, 0, 1, Access.PLAIN, at(1)), new Action.Store(Y, 0, 1, Access.PLAIN, at(2))),
                List.of(new Action.Load(X, 0, Access.PLAIN, at(3)), new Action.Load(Y, 0, Access.PLAIN, at(4)))));
        RunResult first = s.runUntilDiagnostic();
        assertEquals(new RunResult(2, RunResult.Reason.STOPPED), first);
        assertEquals(2, s.position(), "stopped right after the racing load");
        assertEquals(1, s.races().size());
        assertEquals(at(3), s.races().get(0).second().source());
        assertEquals(Set.of(Diagnostic.Kind.DATA_RACE, Diagnostic.Kind.STALE_READ),
                s.diagnostics().stream().map(Diagnostic::kind).collect(Collectors.toSet()),
                "the racing load's diagnostics only: it also misses T0's x = 1");
        assertEquals(at(4), s.nextSource(1), "T1's next action is its load of y");
        RunResult second = s.runUntilDiagnostic();
        assertEquals(new RunResult(2, RunResult.Reason.STOPPED), second);
        assertEquals(2, s.races().size());
        assertEquals(at(4), s.races().get(1).second().source());
        assertEquals(RunResult.Reason.FINISHED, s.runUntilDiagnostic().reason(), "no third diagnostic");
    }

    /** An event breakpoint on atomic read-modify-writes stops after each one, and only there. */
    @Test
    void runUntilEventStopsAfterTheFirstRmw() {
        Access atom = new Access(true, Scope.DEVICE, Semantics.NONE, false, false, false);
        DebugSession s = DebugSession.load(twoThreads(
                List.of(new Action.Store(X, 0, 1, Access.PLAIN, at(1)),
                        new Action.ReadModifyWrite(Y, 0, RmwOp.ADD, 1, null, atom, at(2))),
                List.of(new Action.Load(X, 0, Access.PLAIN, at(3)), new Action.Load(X, 0, Access.PLAIN, at(4)),
                        new Action.ReadModifyWrite(Y, 0, RmwOp.ADD, 10, null, atom, at(5)))));
        StopCondition onRmw = StopCondition.onEvent(Event.Kind.RMW);
        RunResult first = s.runUntil(onRmw);
        assertEquals(new RunResult(3, RunResult.Reason.STOPPED), first, "T0 store, T1 load, T0 RMW");
        Event last = s.trace().get(s.position() - 1).event();
        assertEquals(Event.Kind.RMW, last.kind());
        assertEquals(0, last.agent());
        assertTrue(s.trace().subList(0, 2).stream().noneMatch(r -> r.event().kind() == Event.Kind.RMW));
        RunResult second = s.runUntil(onRmw);
        assertEquals(new RunResult(2, RunResult.Reason.STOPPED), second, "T1's second load, then its RMW");
        assertEquals(1, s.trace().get(s.position() - 1).event().agent());
        assertEquals(11L, s.outcome().values().get("y"), "the RMWs are mutually ordered: 0 + 1 + 10");
        assertEquals(RunResult.Reason.FINISHED, s.runUntil(onRmw).reason());
    }
}
