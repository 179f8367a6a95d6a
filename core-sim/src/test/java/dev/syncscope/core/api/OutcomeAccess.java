package dev.syncscope.core.api;

import dev.syncscope.core.exec.Engine;
import dev.syncscope.core.model.Outcome;

/** Test access to the outcome of an engine, as {@link DebugSession#outcome()} computes it. */
public final class OutcomeAccess {
    private OutcomeAccess() {
    }

    public static Outcome outcome(Engine e) {
        return SnapshotBuilder.outcome(e);
    }
}
