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
 * <p>A barrier with a quorum (Dat3M's named barriers) stays here once the quorum has arrived, {@code open}:
 * later arrivals pass at once and acquire from {@code tokens}, which are then only those of the quorum.
 *
 * @param key      the barrier instance
 * @param arrivals agent ids that arrived, newest first
 * @param tokens   release tokens of the arrivals (of an open barrier: of the quorum), newest first
 * @param quorum   arrivals that complete the instance, null for all invocations of the scope instance
 * @param open     whether the quorum has arrived
 */
public record BarrierState(BarrierKey key, PList<Integer> arrivals, PList<ReleaseToken> tokens, Long quorum,
                           boolean open) {

    /** Arrivals at an ordinary barrier, which completes when all invocations of its scope instance arrive. */
    public BarrierState(BarrierKey key, PList<Integer> arrivals, PList<ReleaseToken> tokens) {
        this(key, arrivals, tokens, null, false);
    }

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
