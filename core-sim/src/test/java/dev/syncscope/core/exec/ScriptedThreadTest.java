package dev.syncscope.core.exec;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.model.ThreadState;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

/** Scripted programs (the states before the first read are shared) and the events of their steps. */
class ScriptedThreadTest {

    private static final Reference X = new Reference("x", "x", StorageClass.STORAGE_BUFFER, 1);
    private static final Access PLAIN = new Access(false, null, Semantics.NONE, false, false, false);
    private static final Action STORE = new Action.Store(X, 0, 1, PLAIN, SourceSpan.UNKNOWN);
    private static final Action LOAD = new Action.Load(X, 0, PLAIN, SourceSpan.UNKNOWN);

    @Test
    void aStepBeforeAnyReadReturnsTheProgramsSharedState() {
        ThreadState start = ScriptedThread.of(STORE, STORE, LOAD, STORE);
        ThreadState once = start.advance(0);
        assertSame(once, start.advance(0));
        assertSame(once.advance(0), start.advance(0).advance(0));
    }

    @Test
    void aStepAfterAReadKeepsTheValueInANewState() {
        ThreadState read = ScriptedThread.of(LOAD, STORE).advance(7);
        ThreadState after = read.advance(0);
        assertEquals(Map.of("r0", 7L), after.registers());
        assertNotSame(after, ScriptedThread.of(LOAD, STORE).advance(8).advance(0));
        assertEquals(ThreadState.Status.DONE, after.status());
    }

    @Test
    void aScriptedStateEqualsOneBuiltFromAPlainList() {
        ScriptedThread shared = (ScriptedThread) ScriptedThread.of(STORE, LOAD).advance(0);
        assertEquals(new ScriptedThread(List.of(STORE, LOAD), 1, Map.of()), shared);
        assertEquals(List.of(STORE, LOAD), shared.actions());
    }

    @Test
    void aSteppedRecordHasTheEventTheTraceReadsBack() {
        Engine e = new Engine(EngineBench.reduction(1, 4, 4, 1), EngineOptions.DEFAULTS);
        StepRecord first = e.step(Decision.of(0));
        StepRecord arrival = e.step(Decision.of(0));
        assertEquals(Event.Kind.STORE, first.event().kind());
        assertEquals(Event.Kind.CONTROL_BARRIER, arrival.event().kind());
        assertEquals(2, arrival.event().seq());
        assertSame(arrival, e.trace().get(1));
        Event ev = arrival.event();
        assertEquals(List.of(0, 2, -1, Integer.MIN_VALUE, false), List.of(ev.agent(), ev.seq(), ev.writeId(),
                ev.readFrom(), ev.released()));
        assertEquals(ev.action().source(), ev.source());
        assertEquals(1L, first.event().value());
    }
}
