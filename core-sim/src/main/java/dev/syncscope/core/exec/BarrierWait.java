package dev.syncscope.core.exec;

import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;

/**
 * Where an agent waits: a control barrier's dynamic instance in one execution-scope instance, with
 * the barrier's memory scope and semantics (applied when it releases). Immutable.
 *
 * @param key        the barrier instance
 * @param memory     memory scope ({@code null} when the barrier has no memory semantics)
 * @param semantics  memory semantics of the barrier
 * @param source     the barrier in the user's file
 */
public record BarrierWait(BarrierKey key, Scope memory, Semantics semantics, SourceSpan source,
                          java.util.List<Integer> site) {

    /** A wait at a barrier with no kernel site. */
    public BarrierWait(BarrierKey key, Scope memory, Semantics semantics, SourceSpan source) {
        this(key, memory, semantics, source, null);
    }
}
