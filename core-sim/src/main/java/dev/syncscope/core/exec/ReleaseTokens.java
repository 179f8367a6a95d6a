package dev.syncscope.core.exec;

import dev.syncscope.core.model.Scope;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.ReleaseToken;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The release tokens a control barrier hands its acquirers: joined per storage class, scope and
 * subgroup, and the arrivals in order. Stateless.
 */
final class ReleaseTokens {

    private ReleaseTokens() {
    }

    /** Joins the tokens of one storage class, scope and subgroup into one (their scope tests agree). */
    static List<ReleaseToken> aggregate(List<ReleaseToken> tokens, Scope execution) {
        int n = tokens.size();
        if (n <= 1) {
            return tokens;
        }
        // groups in order of first appearance, by (storage class, scope, where)
        long[] groupKeys = new long[4];
        int[] groupSizes = new int[4];
        int[] groupOf = new int[n];
        int groups = 0;
        Map<Long, Integer> index = null;
        for (int i = 0; i < n; i++) {
            ReleaseToken t = tokens.get(i);
            // VK MM: Synchronizes-With (release barrier A, acquire barrier B, control barrier C): "A and B
            // are in the instance of each other's memory scopes" and "A and B are in the instance of C's
            // execution scope". All arrivals share C's execution-scope instance, so a release at that
            // scope or wider has every arrival in its instance alike; a narrower one only those of its
            // own instance
            int whereKind = t.scope().includes(execution) ? 0 : t.scope() == Scope.INVOCATION ? 1 : 2;
            int whereId = whereKind == 0 ? 0 : whereKind == 1 ? t.source().id() : t.source().subgroup();
            long key = ((long) ((t.classSet() * 16 + t.scope().ordinal()) * 4 + whereKind) << 32)
                    | (whereId & 0xffffffffL);
            int g = -1;
            if (index != null) {
                Integer at = index.get(key);
                g = at == null ? -1 : at;
            } else {
                for (int j = 0; j < groups; j++) {
                    if (groupKeys[j] == key) {
                        g = j;
                        break;
                    }
                }
            }
            if (g < 0) {
                if (groups == groupKeys.length) {
                    groupKeys = java.util.Arrays.copyOf(groupKeys, groups * 2);
                    groupSizes = java.util.Arrays.copyOf(groupSizes, groups * 2);
                }
                g = groups++;
                groupKeys[g] = key;
                if (index == null && groups > 16) {
                    index = new java.util.HashMap<>();
                    for (int j = 0; j < groups; j++) {
                        index.put(groupKeys[j], j);
                    }
                } else if (index != null) {
                    index.put(key, g);
                }
            }
            groupOf[i] = g;
            groupSizes[g]++;
        }
        if (groups == n) {
            return tokens;
        }
        List<ReleaseToken> out = new ArrayList<>(groups);
        for (int g = 0; g < groups; g++) {
            int size = groupSizes[g];
            int[] agents = new int[size];
            int[] seqs = new int[size];
            Clock[] bases = new Clock[size];
            int distinct = 0;
            ReleaseToken first = null;
            int m = 0;
            for (int i = 0; i < n && m < size; i++) {
                if (groupOf[i] != g) {
                    continue;
                }
                ReleaseToken t = tokens.get(i);
                if (first == null) {
                    first = t;
                }
                agents[m] = t.source().id();
                seqs[m++] = t.sourceSeq();
                Clock base = t.base();
                boolean seen = false;
                for (int j = distinct - 1; j >= 0 && !seen; j--) {
                    seen = bases[j] == base;
                }
                if (!seen) {
                    bases[distinct++] = base;
                }
            }
            if (size == 1) {
                out.add(first);
                continue;
            }
            Clock joined = Clock.EMPTY;
            for (int j = 0; j < distinct; j++) {
                joined = joined.join(bases[j]);
            }
            joined = joined.withAll(agents, seqs);
            out.add(new ReleaseToken(first.source(), 0, first.scope(), first.classSet(), joined, true));
        }
        return out;
    }
}
