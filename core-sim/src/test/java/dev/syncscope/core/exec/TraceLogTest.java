package dev.syncscope.core.exec;

import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The lean trace: records built when read, barrier arrivals in arrays, undo by lengths. */
class TraceLogTest {

    /** One workgroup of 8 invocations: a store each, then the first barrier's arrivals. */
    private static final Program REDUCTION = EngineBench.reduction(1, 8, 4, 1);

    /** Steps 0..7 store, then agents 0..3 arrive at the first barrier (steps 8..11). */
    private static Engine storesThenFourArrivals() {
        Engine e = new Engine(REDUCTION, EngineOptions.DEFAULTS);
        for (int a = 0; a < 8; a++) {
            e.step(Decision.of(a));
        }
        for (int a = 0; a < 4; a++) {
            e.step(Decision.of(a));
        }
        return e;
    }

    private static Effect.BarrierChange barrierChange(StepRecord r) {
        for (Effect f : r.effects()) {
            if (f instanceof Effect.BarrierChange b) {
                return b;
            }
        }
        throw new AssertionError("step " + r.index() + " changed no barrier");
    }

    @Test
    void aRecordKeepsItsEffectsWhenItsStepIsReplacedByAnotherArrival() {
        Engine e = storesThenFourArrivals();
        StepRecord third = e.trace().get(10);
        List<Effect> before = List.copyOf(third.effects());
        assertEquals(List.of(0, 1, 2), barrierChange(third).after().arrived());
        e.seek(9);
        e.step(Decision.of(7));
        e.step(Decision.of(6));
        assertEquals(List.of(0, 6, 7), barrierChange(e.trace().get(10)).after().arrived());
        assertEquals(before, third.effects());
        assertNotEquals(third, e.trace().get(10));
    }

    @Test
    void undoAndRedoOfArrivalsGiveTheSameBarrierStates() {
        Engine e = storesThenFourArrivals();
        BarrierState four = e.barrierStates().iterator().next();
        assertEquals(List.of(0, 1, 2, 3), four.arrived());
        e.stepBack();
        e.stepBack();
        assertEquals(List.of(0, 1), e.barrierStates().iterator().next().arrived());
        e.redo();
        e.redo();
        assertEquals(four, e.barrierStates().iterator().next());
        e.seek(8);
        assertTrue(e.barrierStates().isEmpty());
        e.seek(12);
        assertEquals(four, e.barrierStates().iterator().next());
    }

    @Test
    void anUnchangedBarrierInstanceGivesTheSameStateObject() {
        Engine e = storesThenFourArrivals();
        BarrierKey key = e.agent(0).barrierWait().key();
        BarrierState s = e.barrierState(key);
        assertNotNull(s);
        assertSame(s, e.barrierState(key));
        assertSame(s, e.barrierStates().iterator().next());
        e.step(Decision.of(4));
        assertEquals(5, e.barrierState(key).count());
    }

    @Test
    void theTraceGivesTheRecordsTheStepsReturned() {
        Engine e = new Engine(REDUCTION, EngineOptions.DEFAULTS);
        StepRecord first = e.step(Decision.of(0));
        StepRecord second = e.step(Decision.of(1));
        assertSame(first, e.trace().get(0));
        assertSame(second, e.trace().get(1));
        assertEquals(List.of(Decision.of(0), Decision.of(1)), e.decisions());
    }

    @Test
    void aRunWithoutAStopConditionRecordsTheSameTraceAsSteps() {
        Engine stepped = new Engine(REDUCTION, EngineOptions.DEFAULTS);
        while (stepped.anyRunnable()) {
            stepped.step(Scheduler.roundRobin().next(stepped));
        }
        Engine run = new Engine(REDUCTION, EngineOptions.DEFAULTS);
        run.run(Scheduler.roundRobin(), StopCondition.NEVER, Long.MAX_VALUE);
        assertEquals(stepped.trace(), run.trace());
        assertTrue(stepped.freeze().sameContent(run.freeze()));
    }

    @Test
    void locationAfterGivesTheStepsLastChangeOfTheLocationAsItsEffectsDo() {
        Engine e = storesThenFourArrivals();
        for (StepRecord r : e.trace()) {
            for (Effect f : r.effects()) {
                if (f instanceof Effect.LocationChange c) {
                    // the packed record and a copy of its effects (the unpacked path) agree with the effect itself
                    StepRecord copy = new StepRecord(r.index(), r.decision(), r.event(), List.copyOf(r.effects()));
                    assertSame(c.after(), r.locationAfter(c.location()));
                    assertSame(c.after(), copy.locationAfter(c.location()));
                }
            }
        }
        StepRecord arrival = e.trace().get(10);
        StepRecord store = e.trace().get(0);
        Effect.LocationChange stored = (Effect.LocationChange) store.effects().stream()
                .filter(f -> f instanceof Effect.LocationChange).findFirst().orElseThrow();
        assertEquals(null, arrival.locationAfter(stored.location()));
    }
}
