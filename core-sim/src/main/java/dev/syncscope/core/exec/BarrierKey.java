package dev.syncscope.core.exec;

import dev.syncscope.core.model.Scope;

/**
 * Identifies one dynamic instance of a control barrier (the execution scope, the id of the scope
 * instance, and the barrier instance number) or of a collective operation (then {@code collective}
 * is its {@link dev.syncscope.core.model.Action.Collective#instance()} in text and {@code instance} is 0).
 * Immutable.
 */
public record BarrierKey(Scope scope, int scopeInstance, int instance, String collective) {

    /** A control barrier's instance. */
    public BarrierKey(Scope scope, int scopeInstance, int instance) {
        this(scope, scopeInstance, instance, null);
    }

    /** Whether this is a collective operation's instance rather than a control barrier's. */
    public boolean isCollective() {
        return collective != null;
    }
}
