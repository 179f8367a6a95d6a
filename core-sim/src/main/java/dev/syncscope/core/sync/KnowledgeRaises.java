package dev.syncscope.core.sync;

import java.util.Arrays;

/**
 * Clocks to join into a knowledge, gathered per class set and joined at once, one merge per set: joining them one by
 * one copies the growing clock each time, and an acquire barrier after a relaxed read of a long release sequence
 * takes hundreds of releases (VK MM: Synchronizes-With, atomic–fence: every release whose sequence the read saw).
 * The result is the pointwise maximum either way. Mutable; for one call on one thread.
 */
public final class KnowledgeRaises {

    private final int[][] agents = new int[ClassSets.COUNT][];
    private final int[][] seqs = new int[ClassSets.COUNT][];
    private final int[] counts = new int[ClassSets.COUNT];

    /** Gathers {@code clock} for set {@code set}, and {@code agent} at {@code seq} with it (a release's own event). */
    public void add(int set, Clock clock, int agent, int seq) {
        int n = counts[set];
        int need = n + clock.size() + 1;
        if (agents[set] == null || agents[set].length < need) {
            int size = Math.max(need, agents[set] == null ? 16 : 2 * agents[set].length);
            agents[set] = agents[set] == null ? new int[size] : Arrays.copyOf(agents[set], size);
            seqs[set] = seqs[set] == null ? new int[size] : Arrays.copyOf(seqs[set], size);
        }
        for (int i = 0; i < clock.size(); i++) {
            agents[set][n] = clock.agentAt(i);
            seqs[set][n++] = clock.seqAt(i);
        }
        agents[set][n] = agent;
        seqs[set][n++] = seq;
        counts[set] = n;
    }

    /** {@code k} with everything gathered joined in. */
    public Knowledge into(Knowledge k) {
        for (int set = 0; set < counts.length; set++) {
            if (counts[set] > 0) {
                k = k.replace(set, k.get(set).withAll(agents[set], seqs[set], counts[set]));
            }
        }
        return k;
    }
}
