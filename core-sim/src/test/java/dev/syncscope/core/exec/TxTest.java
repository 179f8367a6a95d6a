package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Location;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

/** The step log: one undo entry per thing a step touches, however the step names it. */
class TxTest {

    /** A location named by two equal objects in one step is one entry: its first before value and its last after value. */
    @Test
    void aLocationNamedByTwoEqualObjectsInOneStepIsOneEntry() {
        Engine e = new Engine(EngineBench.reduction(1, 4, 4, 1), EngineOptions.DEFAULTS);
        e.step(Decision.of(0));
        LocationState stored = e.state.locations.values().stream()
                .filter(ls -> !ls.live().isEmpty()).findFirst().orElseThrow();
        Location loc = stored.location();
        Location twin = new Location(loc.allocation(), loc.index());
        assertNotSame(loc, twin);

        Tx tx = new Tx(e.state).begin();
        tx.put(new LocationState(loc, stored.storageClass(), stored.initial(), stored.live(), stored.retired(),
                stored.reads(), stored.horizons(), stored.openSequences(), stored.atomicsOnly(), stored.liveWriters()));
        LocationState last = new LocationState(twin, stored.storageClass(), stored.initial(), stored.live(),
                stored.retired(), stored.reads(), stored.horizons(), stored.openSequences(), stored.atomicsOnly(), stored.liveWriters());
        tx.put(last);

        TraceLog log = new TraceLog();
        log.append(Decision.of(1), new StepEvent().set(Event.Kind.CONTROL_BARRIER, 1, 1, null, false));
        tx.writeTo(log);
        List<Effect> effects = log.effects(0);
        assertEquals(1, effects.size(), "entries for one location");
        Effect.LocationChange change = (Effect.LocationChange) effects.get(0);
        assertSame(stored, change.before());
        assertSame(last, change.after());

        tx.rollback();
        assertSame(stored, e.state.locations.get(loc));
    }
}
