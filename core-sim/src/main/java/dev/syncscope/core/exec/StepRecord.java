package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Location;

import java.util.List;

/**
 * One step of a run: the scheduler's decision, what happened, and every change with its before
 * and after value. Immutable.
 *
 * @param index    position in the trace (0-based)
 * @param decision the decision that was executed
 * @param event    what happened
 * @param effects  changes in the order they were made
 */
public record StepRecord(long index, Decision decision, Event event, List<Effect> effects) {
    public StepRecord {
        effects = effects instanceof EffectList ? effects : List.copyOf(effects);
    }

    /**
     * The state this step left {@code location} in, or {@code null} when it did not change it: its last change of the
     * location, found without making the step's other effects (a barrier's release holds one per invocation).
     */
    public LocationState locationAfter(Location location) {
        if (effects instanceof EffectList packed) {
            return packed.locationAfter(location);
        }
        for (int i = effects.size() - 1; i >= 0; i--) {
            if (effects.get(i) instanceof Effect.LocationChange c && c.location().equals(location)) {
                return c.after();
            }
        }
        return null;
    }
}
