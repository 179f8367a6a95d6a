package dev.syncscope.core.sync;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;

/**
 * Scope-instance rules of the memory model. Stateless.
 */
public final class Scopes {

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
}
