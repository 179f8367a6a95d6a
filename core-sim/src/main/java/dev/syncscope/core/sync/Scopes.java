package dev.syncscope.core.sync;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;

/**
 * Scope-instance rules of the memory model. Stateless.
 */
public final class Scopes {

    /** {@link #narrow}: both scopes leave the other invocation out. */
    public static final int BOTH_NARROW = 0;
    /** {@link #narrow}: only the first scope does. */
    public static final int FIRST_NARROW = 1;
    /** {@link #narrow}: only the second scope does. */
    public static final int SECOND_NARROW = 2;

    private Scopes() {
    }

    /**
     * Whether A is in the instance of B's memory scope and B is in the instance of A's
     * (VK MM: Atomic Operation, "potentially-mutually-ordered"; Synchronizes-With, "A and B are in
     * the instance of each other's memory scopes").
     */
    public static boolean inEachOthersScope(Agent a, Scope scopeA, Agent b, Scope scopeB) {
        return a.sharesInstance(b, scopeB) && b.sharesInstance(a, scopeA);
    }

    /**
     * Which of the two memory scopes leaves the other invocation out of its instance, as the fix must widen it (VK MM:
     * Atomic Operation, Synchronizes-With: "in the instance of each other's memory scopes"): {@link #BOTH_NARROW},
     * {@link #FIRST_NARROW} ({@code scopeA}'s instance leaves {@code b} out, {@code scopeB}'s holds {@code a}),
     * {@link #SECOND_NARROW}, or -1 when they are in each other's scope instance.
     */
    public static int narrow(Agent a, Scope scopeA, Agent b, Scope scopeB) {
        boolean first = !b.sharesInstance(a, scopeA);
        boolean second = !a.sharesInstance(b, scopeB);
        return first && second ? BOTH_NARROW : first ? FIRST_NARROW : second ? SECOND_NARROW : -1;
    }
}
