package dev.syncscope.core.api;

import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.exec.ScriptedThread;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DebugSessionTest {

    static final Reference X = new Reference("x", "x", StorageClass.STORAGE_BUFFER, 1);
    static final Reference Y = new Reference("y", "y", StorageClass.STORAGE_BUFFER, 1);

    static SourceSpan at(int line) {
        return new SourceSpan("relaxed.test", line, 1);
    }

    /** WALKTHROUGH.md example 2: message passing with a relaxed flag. */
    static Program relaxedFlag() {
        Access avDev = new Access(false, Scope.DEVICE, Semantics.NONE, true, false, false);
        Access visDev = new Access(false, Scope.DEVICE, Semantics.NONE, false, true, false);
        Access atomWg = new Access(true, Scope.WORKGROUP, Semantics.NONE, false, false, false);
        ThreadState t0 = ScriptedThread.of(new Action.Store(X, 0, 1, avDev, at(1)),
                new Action.Store(Y, 0, 1, atomWg, at(2)));
        ThreadState t1 = ScriptedThread.of(new Action.Load(Y, 0, atomWg, at(3)), new Action.Load(X, 0, visDev, at(4)));
        Launch launch = new Launch(List.of(new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 1, 0, 0)), List.of(X, Y),
                Map.of(), List.of(), false);
        return new Program("relaxed", launch, List.of(t0, t1));
    }

    @Test
    void snapshotShowsAvailabilityVisibilityAndStaleCells() {
        DebugSession s = DebugSession.load(relaxedFlag());
        s.step(0);
        Snapshot snap = s.snapshot();
        LocationView x = snap.location("x");
        WriteView wx = x.writes().get(1);
        assertEquals("[sg0, wg0, qf0, shader]", wx.availableIn().toString());
        assertEquals(1, wx.visibleTo().size(), "visible only to (T0, x)");
        assertEquals(0, wx.visibleTo().get(0).agent());
        assertTrue(x.asRead().stream().anyMatch(p -> p.agent() == 1 && p.stale() && p.value() == 0),
                "T1 would read a stale 0");
        assertEquals(at(2), snap.agents().get(0).pc());
        assertEquals(AgentStatus.RUNNING, snap.agents().get(1).status());
    }

    @Test
    void explanationOfTheRelaxedFlagNamesTheMissingHappensBefore() {
        DebugSession s = DebugSession.load(relaxedFlag());
        s.step(0);
        s.step(0);
        s.step(1);
        s.step(1);
        ReadExplanation ex = s.explainRead(3);
        assertEquals(0, ex.value());
        assertTrue(ex.readFromInitial());
        assertEquals(1, ex.unseen().size());
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, ex.unseen().get(0).link());
        assertTrue(ex.summary().startsWith("You read 0, the initial value."), ex.summary());
        assertTrue(ex.summary().contains("shader"), ex.summary());
        assertEquals(4, s.position(), "explaining does not move the session");
    }

    @Test
    void runFinishesAndReportsTheRaceWithBothSites() {
        DebugSession s = DebugSession.load(relaxedFlag());
        s.run();
        assertTrue(s.finished());
        assertEquals(1, s.races().size());
        assertEquals(at(1), s.races().get(0).first().source());
        assertEquals(at(4), s.races().get(0).second().source());
        assertEquals(0L, s.outcome().values().get("T1:r1"), "round-robin: T1 reads a stale x");
        assertEquals(1L, s.outcome().values().get("x"));
    }

    @Test
    void stepWithNothingRunnableReturnsNull() {
        DebugSession s = DebugSession.load(relaxedFlag());
        s.run();
        assertNull(s.step());
    }

    @Test
    void replayFromDecisionsReproducesTheTrace() {
        DebugSession s = DebugSession.load(relaxedFlag(), LaunchOptions.DEFAULTS.withScheduler(
                LaunchOptions.SchedulerKind.RANDOM, 7));
        s.run();
        DebugSession r = DebugSession.replay(relaxedFlag(), LaunchOptions.DEFAULTS, s.decisions());
        assertEquals(s.trace().stream().map(t -> t.event()).toList(), r.trace().stream().map(t -> t.event()).toList());
    }

    /** The decisions of a range of the trace, the undone steps' too, are those of its step records. */
    @Test
    void decisionsOfARangeAreThoseOfItsStepsUndoneOnesToo() {
        DebugSession s = DebugSession.load(relaxedFlag(), LaunchOptions.DEFAULTS.withScheduler(
                LaunchOptions.SchedulerKind.RANDOM, 7));
        s.run();
        int size = s.traceSize();
        s.seek(1);
        assertEquals(s.trace(0, size).stream().map(t -> t.decision()).toList(), s.decisions(0, size));
        assertEquals(s.trace(1, size).stream().map(t -> t.decision()).toList(), s.decisions(1, size));
        assertEquals(s.decisions(0, 1), s.decisions(), "the applied ones");
        assertEquals(List.of(), s.decisions(size, size));
    }

    private static Program single(Action a) {
        Launch launch = new Launch(List.of(new Agent(0, "T0", 0, 0, 0)), List.of(X, Y), Map.of(), List.of(), false);
        return new Program("bad", launch, List.of(ScriptedThread.of(a)));
    }

    @Test
    void illegalActionsAreRejectedWithAnInputErrorNamingTheAction() {
        Semantics acq = new Semantics(true, false, Set.of(StorageClass.STORAGE_BUFFER), false, false);
        Semantics rel = new Semantics(false, true, Set.of(StorageClass.STORAGE_BUFFER), false, false);
        List<Action> bad = List.of(
                new Action.Store(X, 0, 1, new Access(true, Scope.DEVICE, acq, false, false, false), at(1)),
                new Action.Load(X, 0, new Access(true, Scope.DEVICE, rel, false, false, false), at(1)),
                new Action.ControlBarrier(null, null, Semantics.NONE, 1, at(1)),
                new Action.MemoryBarrier(null, rel, at(1)),
                new Action.Load(X, 3, Access.PLAIN, at(1)));
        List<String> expected = List.of("acquire semantics on a store", "release semantics on a load",
                "control barrier with no execution scope", "memory barrier with no scope", "index 3 is outside x");
        for (int i = 0; i < bad.size(); i++) {
            DebugSession s = DebugSession.load(single(bad.get(i)));
            InputError err = assertThrows(InputError.class, () -> s.step(0));
            assertTrue(err.getMessage().contains(expected.get(i)), err.getMessage());
            assertTrue(err.getMessage().contains("T0"), "names the invocation: " + err.getMessage());
            assertEquals(0, s.position(), "state unchanged");
        }
    }

    @Test
    void outOfRangeInvocationIsAnInputError() {
        DebugSession s = DebugSession.load(relaxedFlag());
        assertThrows(InputError.class, () -> s.step(5));
        assertThrows(InputError.class, () -> s.choices(-1));
        assertThrows(InputError.class, () -> s.seek(9));
        assertThrows(InputError.class, () -> s.explainRead(0));
    }

    @Test
    void dispatchOverTheLimitIsRejected() {
        int n = 5;
        List<Agent> agents = new ArrayList<>();
        List<ThreadState> code = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            agents.add(new Agent(i, "T" + i, i, 0, 0));
            code.add(ScriptedThread.of());
        }
        Program p = new Program("big", new Launch(agents, List.of(X), Map.of(), List.of(), false), code);
        InputError err = assertThrows(InputError.class,
                () -> DebugSession.load(p, LaunchOptions.DEFAULTS.withMaxInvocations(4)));
        assertTrue(err.getMessage().contains("exceeds the limit of 4"), err.getMessage());
        assertTrue(DebugSession.load(p).finished(), "empty programs finish at once");
        assertEquals(1_048_576, LaunchOptions.DEFAULTS.maxInvocations());
    }

    @Test
    void aThreadStateThatThrowsBecomesAFaultDiagnostic() {
        ThreadState broken = new ThreadState() {
            public Status status() {
                return Status.RUNNING;
            }

            public Action next() {
                throw new IllegalStateException("boom");
            }

            public ThreadState advance(long v) {
                return this;
            }

            public Map<String, Long> registers() {
                return Map.of();
            }
        };
        Launch launch = new Launch(List.of(new Agent(0, "T0", 0, 0, 0)), List.of(X), Map.of(), List.of(), false);
        DebugSession s = DebugSession.load(new Program("broken", launch, List.of(broken)));
        s.run();
        assertEquals(AgentStatus.FAULT, s.snapshot().agents().get(0).status());
        assertTrue(s.diagnostics().get(0).message().contains("boom"), s.diagnostics().toString());
    }

    @Test
    void barrierWhoseParticipantsFinishAsTheyAreReleasedReleasesOnce() {
        // A control barrier as the last action of both invocations: releasing the first makes it
        // DONE, which re-examines the barriers of its workgroup; the instance must already be retired.
        Action.ControlBarrier cbar = new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP, Semantics.NONE, 1, at(1));
        Launch launch = new Launch(List.of(new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 1, 0, 0)), List.of(X),
                Map.of(), List.of(), false);
        DebugSession s = DebugSession.load(new Program("cbar", launch,
                List.of(ScriptedThread.of(cbar), ScriptedThread.of(cbar))));
        s.step(0);
        assertEquals(1, s.snapshot().barriers().size());
        s.step(1);
        assertTrue(s.snapshot().barriers().isEmpty());
        assertTrue(s.finished());
        assertTrue(s.diagnostics().isEmpty(), s.diagnostics().toString());
    }

    @Test
    void openingTheKhronosMessagePassingFileReadsOneWithoutRace() throws Exception {
        java.nio.file.Path mp = dev.syncscope.core.litmus.khronos.KhronosCorpus.directory().resolve("mp.test");
        DebugSession s = DebugSession.open(mp);
        s.step(0);
        s.step(0);
        s.step(1);
        s.step(1);
        assertTrue(s.finished());
        assertTrue(s.races().isEmpty(), s.races().toString());
        String reader = s.snapshot().agents().get(1).name();
        assertEquals(1L, s.outcome().values().get(reader + ":r1"), s.outcome().toString());
    }

    /**
     * VK MM: Availability and Visibility: "Visibility operations expand the set of (agent,reference,memory location)
     * tuples to which the write is visible", they make nothing available. mp.test's step 4 (T1's device-scope
     * visibility operation, an element of a visibility chain that sources T1's narrower domains) made Wx drawn
     * available in T1's subgroup too (WALKTHROUGH example 1: Wx is available in T0's sg, wg, qf and shader domains).
     */
    @Test
    void aVisibilityOperationMakesTheWriteVisibleNotAvailable() throws Exception {
        DebugSession s = DebugSession.open(dev.syncscope.core.litmus.khronos.KhronosCorpus.directory().resolve("mp.test"));
        for (int agent : new int[] {0, 0, 1, 1}) {
            s.step(agent);
        }
        WriteView wx = s.snapshot().location("x").writes().stream().filter(w -> w.id() >= 0).findFirst().orElseThrow();
        assertEquals("[sg0, wg0, qf0, shader]", wx.availableIn().toString());
        assertTrue(wx.visibleTo().stream().anyMatch(p -> p.agent() == 1), wx.visibleTo().toString());
    }

    @Test
    void openingAMissingFileIsAnInputError() {
        assertThrows(InputError.class, () -> DebugSession.open(java.nio.file.Path.of("no/such/file.test")));
    }

    @Test
    void traceRangesAndDiagnosticCountsAreCheap() {
        DebugSession s = DebugSession.load(relaxedFlag());
        s.run();
        assertEquals(4, s.traceSize());
        assertEquals(s.trace().subList(1, 3), s.trace(1, 3));
        assertEquals(s.diagnostics().size(), s.diagnosticCount());
        assertThrows(InputError.class, () -> s.trace(2, 9));
    }

    /**
     * VK MM: Availability and Visibility (the submit's visibility operation makes the initial values visible to every
     * agent and reference on the device): a location no step touched lists its initial value as visible to whom the
     * first access finds it visible to, not to nobody (the session-86 audit: y's initial value read "visible to
     * nobody" until some step touched y, then to (P0, y) and (P1, y)).
     */
    @Test
    void anUntouchedLocationsInitialValueIsVisibleAsOnceTouched() {
        DebugSession s = DebugSession.load(relaxedFlag());
        s.step(0);
        WriteView untouched = s.snapshot().location("y").writes().get(0);
        assertFalse(untouched.visibleTo().isEmpty(), "visible to nobody");
        assertEquals(untouched.visibleTo(), s.visibleTo(Y.location(0), -1));
        s.step(1);
        assertEquals(untouched.visibleTo(), s.snapshot().location("y").writes().get(0).visibleTo(),
                "the same pairs once a step touched y (T1's load)");
    }

    @Test
    void valuesAsReadAndVisibilityOnDemandMatchTheSnapshot() {
        DebugSession s = DebugSession.load(relaxedFlag());
        s.step(0);
        LocationView x = s.snapshot().location("x");
        assertEquals(x.asRead(), s.valuesAsRead(X.location(0), -1));
        // one invocation's: the snapshot's previews of that invocation, as the memory tab's column of a large launch
        for (int agent = 0; agent < 2; agent++) {
            final int a = agent;
            assertEquals(x.asRead().stream().filter(p -> p.agent() == a).toList(), s.valuesAsRead(X.location(0), a));
        }
        assertEquals(x.writes().get(1).visibleTo(), s.visibleTo(X.location(0), x.writes().get(1).id()));
        assertThrows(InputError.class, () -> s.visibleTo(X.location(0), 99));
    }
}
