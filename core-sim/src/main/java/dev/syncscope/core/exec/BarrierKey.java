package dev.syncscope.core.exec;

import dev.syncscope.core.model.Scope;

/**
 * Identifies one dynamic instance of a control barrier: the execution scope, the id of the scope
 * instance, and the barrier instance number. Immutable.
 */
public record BarrierKey(Scope scope, int scopeInstance, int instance) {
}
