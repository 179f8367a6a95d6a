package dev.syncscope.core.api;

import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;

import java.util.List;

/**
 * A control barrier instance with waiters: "waiting at barrier N with k/n arrived". Immutable.
 *
 * @param scope         execution scope
 * @param scopeInstance id of the scope instance
 * @param instance      barrier instance number
 * @param arrived       ids of the invocations that arrived
 * @param expected      number of invocations of the scope instance
 * @param source        the barrier in the user's file
 * @param operation     for a collective operation (e.g. {@code OpGroupNonUniformElect}) waiting for its
 *                      tangle, its name; {@code null} for a control barrier
 */
public record BarrierView(Scope scope, int scopeInstance, int instance, List<Integer> arrived, int expected,
                          SourceSpan source, String operation) {
    public BarrierView {
        arrived = List.copyOf(arrived);
    }
}
