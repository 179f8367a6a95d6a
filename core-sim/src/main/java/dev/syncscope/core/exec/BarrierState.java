package dev.syncscope.core.exec;

import dev.syncscope.core.memory.PList;
import dev.syncscope.core.sync.ReleaseToken;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Arrivals at one dynamic instance of a control barrier in one execution-scope instance: which
 * invocations arrived and the release barriers they executed before arriving (for
 * fence–control-barrier–fence synchronizes-with). Persistent lists, so an arrival costs O(1).
 * Immutable.
 *
 * @param key      the barrier instance
 * @param arrivals agent ids that arrived, newest first
 * @param tokens   release tokens of the arrivals, newest first
 */
public record BarrierState(BarrierKey key, PList<Integer> arrivals, PList<ReleaseToken> tokens) {

    /** The arrived agent ids, ascending. */
    public List<Integer> arrived() {
        List<Integer> out = new ArrayList<>(arrivals.size());
        for (int a : arrivals) {
            out.add(a);
        }
        Collections.sort(out);
        return out;
    }

    /** How many arrived. */
    public int count() {
        return arrivals.size();
    }
}
