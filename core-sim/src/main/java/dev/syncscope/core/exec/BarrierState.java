package dev.syncscope.core.exec;

import dev.syncscope.core.sync.ReleaseToken;

import java.util.List;

/**
 * Arrivals at one dynamic instance of a control barrier in one execution-scope instance: which
 * invocations arrived (ascending ids) and the release barriers they executed before arriving
 * (for fence–control-barrier–fence synchronizes-with). Immutable.
 *
 * @param key      the barrier instance
 * @param arrived  agent ids that arrived, ascending
 * @param tokens   release tokens of the arrivals
 * @param released whether every invocation of the instance arrived (or exited) and it released
 */
public record BarrierState(BarrierKey key, List<Integer> arrived, List<ReleaseToken> tokens, boolean released) {
    public BarrierState {
        arrived = List.copyOf(arrived);
        tokens = List.copyOf(tokens);
    }
}
