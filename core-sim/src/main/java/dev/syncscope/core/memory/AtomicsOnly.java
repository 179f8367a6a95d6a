package dev.syncscope.core.memory;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;

/**
 * What every access in a location's history has in common while all of them are atomics through one reference (a
 * counter, a histogram's bin): the narrowest memory scope among them, and the narrowest scope from which on all their
 * invocations share one instance (that scope's and every wider one's). While no access's scope is narrower than that
 * shared scope, every two of them are in each other's scope instance, so every two are mutually ordered (VK MM: Scoped
 * Modification Order; Data Race: "potentially-mutually-ordered"), and so is a further such atomic
 * ({@link #orders}): a race check of it can find nothing in the history. Immutable.
 *
 * <p>A location's summary only narrows as its history grows ({@link #after}): once {@link #MIXED}, always.
 *
 * @param reference      the name of the reference every access went through
 * @param narrowestScope the narrowest memory scope of the accesses
 * @param sharedScope    the narrowest scope from which on the accesses' invocations share their instances
 * @param agent          one of the invocations (the first), which the others are compared with
 */
public record AtomicsOnly(String reference, Scope narrowestScope, Scope sharedScope, int agent) {

    /** A history with an access that is not such an atomic, or whose atomics are not all mutually ordered. */
    public static final AtomicsOnly MIXED = new AtomicsOnly(null, null, null, -1);

    private static final Scope[] SCOPES = Scope.values();

    /**
     * The summary of a history {@code before} summed up ({@code null}: an empty one) after an access of
     * {@code agents[agent]} through {@code reference}, atomic or not, at {@code scope} (an atomic's).
     */
    public static AtomicsOnly after(AtomicsOnly before, boolean atomic, String reference, Scope scope, int agent,
                                    Agent[] agents) {
        if (before == MIXED || !atomic || scope == null) {
            return MIXED;
        }
        if (before == null) {
            return new AtomicsOnly(reference, scope, Scope.INVOCATION, agent);
        }
        if (!before.reference.equals(reference)) {
            return MIXED;
        }
        Scope narrowest = scope.compareTo(before.narrowestScope) < 0 ? scope : before.narrowestScope;
        Scope shared = sharedFrom(agents[before.agent], agents[agent]);
        if (shared == null) {
            return MIXED;
        }
        shared = shared.compareTo(before.sharedScope) > 0 ? shared : before.sharedScope;
        if (narrowest.compareTo(shared) < 0) {
            // never mutually ordered again: the shared scope only widens, the narrowest only narrows
            return MIXED;
        }
        return narrowest == before.narrowestScope && shared == before.sharedScope ? before
                : new AtomicsOnly(before.reference, narrowest, shared, before.agent);
    }

    /**
     * Whether an atomic of {@code agents[agent]} through {@code reference} at {@code scope} is mutually ordered with
     * every access of a history this summarises ({@code summary}; {@code null}, an empty history, has none).
     */
    public static boolean orders(AtomicsOnly summary, boolean atomic, String reference, Scope scope, int agent,
                                 Agent[] agents) {
        return summary != null && summary != MIXED && after(summary, atomic, reference, scope, agent, agents) != MIXED;
    }

    /**
     * The narrowest scope from which on {@code a} and {@code b} share their instances (that scope's and every wider
     * one's), or {@code null} when they do not share even the widest.
     */
    static Scope sharedFrom(Agent a, Agent b) {
        Scope shared = null;
        for (int i = SCOPES.length - 1; i >= 0 && a.sharesInstance(b, SCOPES[i]); i--) {
            shared = SCOPES[i];
        }
        return shared;
    }
}
