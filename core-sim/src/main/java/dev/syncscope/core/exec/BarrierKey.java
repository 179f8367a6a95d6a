package dev.syncscope.core.exec;

import dev.syncscope.core.model.Scope;

/**
 * Identifies one dynamic instance of a control barrier: the execution scope, the id of the scope
 * instance, the barrier instance number, and for a named barrier (Dat3M) its id. Immutable.
 *
 * @param barrierId the named barrier's id, null for an ordinary barrier
 */
public record BarrierKey(Scope scope, int scopeInstance, int instance, Long barrierId) {

    /** An ordinary barrier instance. */
    public BarrierKey(Scope scope, int scopeInstance, int instance) {
        this(scope, scopeInstance, instance, null);
    }

    /** Whether {@code other} is the same instance number of the same scope instance (any id). */
    boolean sameInstance(BarrierKey other) {
        return scope == other.scope && scopeInstance == other.scopeInstance && instance == other.instance;
    }
}
