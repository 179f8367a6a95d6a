package dev.syncscope.core.exec;

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
}
