package dev.syncscope.core.exec;

import dev.syncscope.core.model.Scope;

import java.util.Objects;

/**
 * Identifies one dynamic instance of a control barrier (the execution scope, the id of the scope
 * instance, the barrier instance number, and for a named barrier (Dat3M) its id) or of a collective
 * operation (then {@code collective} is its {@link dev.syncscope.core.model.Action.Collective#instance()}
 * in text and {@code instance} is 0). Immutable.
 *
 * @param barrierId  the named barrier's id, null for an ordinary barrier
 * @param collective the collective operation's dynamic instance, null for a control barrier
 */
public record BarrierKey(Scope scope, int scopeInstance, int instance, Long barrierId, String collective) {

    /** An ordinary barrier instance. */
    public BarrierKey(Scope scope, int scopeInstance, int instance) {
        this(scope, scopeInstance, instance, null, null);
    }

    /** A (possibly named) barrier instance. */
    public BarrierKey(Scope scope, int scopeInstance, int instance, Long barrierId) {
        this(scope, scopeInstance, instance, barrierId, null);
    }

    /** The dynamic instance {@code collective} of a collective operation in one scope instance. */
    public static BarrierKey collective(Scope scope, int scopeInstance, String collective) {
        return new BarrierKey(scope, scopeInstance, 0, null, Objects.requireNonNull(collective));
    }

    /** Whether this is a collective operation's instance rather than a control barrier's. */
    public boolean isCollective() {
        return collective != null;
    }

    /** Field by field, without the record's reflective equality: barrier maps are probed at every arrival. */
    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof BarrierKey k && scope == k.scope && scopeInstance == k.scopeInstance
                && instance == k.instance && Objects.equals(barrierId, k.barrierId)
                && Objects.equals(collective, k.collective));
    }

    @Override
    public int hashCode() {
        int h = ((scope == null ? 0 : scope.ordinal() + 1) * 31 + scopeInstance) * 0x9E3779B1 + instance;
        return (h * 31 + Objects.hashCode(barrierId)) * 31 + Objects.hashCode(collective);
    }

    /** Whether {@code other} is the same barrier instance number of the same scope instance (any id). */
    boolean sameInstance(BarrierKey other) {
        return scope == other.scope && scopeInstance == other.scopeInstance && instance == other.instance
                && Objects.equals(collective, other.collective);
    }
}
