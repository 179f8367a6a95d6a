package dev.syncscope.core.exec;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.sync.ClassSets;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.FenceRelease;
import dev.syncscope.core.sync.ReleaseToken;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The release tokens a control barrier hands its acquirers: joined per storage class, scope and
 * subgroup, and the arrivals in order. Mutable scratch columns reused by every release, owned by the
 * engine's thread ({@link Barriers}).
 */
final class ReleaseTokens {

    private Agent[] sources = new Agent[0];
    private int[] seqs = new int[0];
    private Scope[] scopes = new Scope[0];
    private int[] sets = new int[0];
    private Clock[] bases = new Clock[0];
    /** The token as it was given, or null for one of a release barrier (made only if it stays alone in its group). */
    private ReleaseToken[] made = new ReleaseToken[0];
    private int[] groupOf = new int[0];
    private int[] agents = new int[0];
    private int[] agentSeqs = new int[0];
    private Clock[] distinctBases = new Clock[0];
    private int n;
    private final ClassMasks classMasks;

    ReleaseTokens(ClassMasks classMasks) {
        this.classMasks = classMasks;
    }

    /**
     * The tokens of the first {@code count} releases of a barrier instance ({@link BarrierInstance#releasesArray()}:
     * a {@link FenceRelease} stands for its tokens in {@link FenceRelease#tokens()} order), those of one storage
     * class, scope and subgroup joined into one (their scope tests agree), without making the tokens it joins.
     */
    List<ReleaseToken> aggregate(Object[] releases, int count, Scope execution) {
        int total = 0;
        for (int i = 0; i < count; i++) {
            total += releases[i] instanceof FenceRelease f ? Integer.bitCount(ClassSets.within(classMask(f))) : 1;
        }
        if (total <= 1) {
            return BarrierInstance.expand(releases, count);
        }
        if (sources.length < total) {
            int cap = Math.max(total, sources.length * 2);
            sources = new Agent[cap];
            seqs = new int[cap];
            scopes = new Scope[cap];
            sets = new int[cap];
            bases = new Clock[cap];
            made = new ReleaseToken[cap];
            groupOf = new int[cap];
            agents = new int[cap];
            agentSeqs = new int[cap];
            distinctBases = new Clock[cap];
        }
        n = 0;
        for (int i = 0; i < count; i++) {
            if (releases[i] instanceof FenceRelease f) {
                for (int s = ClassSets.within(classMask(f)); s != 0; s &= s - 1) {
                    int set = Integer.numberOfTrailingZeros(s);
                    add(f.agent(), f.seq(), f.scope(), set, f.knowledge().get(set), null);
                }
            } else {
                ReleaseToken t = (ReleaseToken) releases[i];
                add(t.source(), t.sourceSeq(), t.scope(), t.classSet(), t.base(), t);
            }
        }
        List<ReleaseToken> out = joined(execution);
        // the columns keep no clocks or tokens alive after the release
        Arrays.fill(bases, 0, n, null);
        Arrays.fill(made, 0, n, null);
        Arrays.fill(distinctBases, 0, n, null);
        return out == null ? BarrierInstance.expand(releases, count) : out;
    }

    /** The storage classes of a release barrier as a bit mask by ordinal (as {@link FenceRelease#tokens()}). */
    private int classMask(FenceRelease f) {
        return classMasks.mask(f.classes());
    }

    private void add(Agent source, int seq, Scope scope, int set, Clock base, ReleaseToken token) {
        sources[n] = source;
        seqs[n] = seq;
        scopes[n] = scope;
        sets[n] = set;
        bases[n] = base;
        made[n] = token;
        n++;
    }

    private ReleaseToken token(int i) {
        ReleaseToken t = made[i];
        return t != null ? t : new ReleaseToken(sources[i], seqs[i], scopes[i], sets[i], bases[i], true);
    }

    /** The joined tokens, or null when every token is alone in its group (the tokens as they are). */
    private List<ReleaseToken> joined(Scope execution) {
        // groups in order of first appearance, by (storage class, scope, where)
        long[] groupKeys = new long[4];
        int[] groupSizes = new int[4];
        int groups = 0;
        Map<Long, Integer> index = null;
        for (int i = 0; i < n; i++) {
            Scope scope = scopes[i];
            // VK MM: Synchronizes-With (release barrier A, acquire barrier B, control barrier C): "A and B
            // are in the instance of each other's memory scopes" and "A and B are in the instance of C's
            // execution scope". All arrivals share C's execution-scope instance, so a release at that
            // scope or wider has every arrival in its instance alike; a narrower one only those of its
            // own instance
            int whereKind = scope.includes(execution) ? 0 : scope == Scope.INVOCATION ? 1 : 2;
            int whereId = whereKind == 0 ? 0 : whereKind == 1 ? sources[i].id() : sources[i].subgroup();
            long key = ((long) ((sets[i] * 16 + scope.ordinal()) * 4 + whereKind) << 32) | (whereId & 0xffffffffL);
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
                    groupKeys = Arrays.copyOf(groupKeys, groups * 2);
                    groupSizes = Arrays.copyOf(groupSizes, groups * 2);
                }
                g = groups++;
                groupKeys[g] = key;
                if (index == null && groups > 16) {
                    index = new HashMap<>();
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
            return null;
        }
        List<ReleaseToken> out = new ArrayList<>(groups);
        for (int g = 0; g < groups; g++) {
            int size = groupSizes[g];
            int distinct = 0;
            int first = -1;
            int m = 0;
            for (int i = 0; i < n && m < size; i++) {
                if (groupOf[i] != g) {
                    continue;
                }
                if (first < 0) {
                    first = i;
                }
                agents[m] = sources[i].id();
                agentSeqs[m++] = seqs[i];
                Clock base = bases[i];
                boolean seen = false;
                for (int j = distinct - 1; j >= 0 && !seen; j--) {
                    seen = distinctBases[j] == base;
                }
                if (!seen) {
                    distinctBases[distinct++] = base;
                }
            }
            if (size == 1) {
                out.add(token(first));
                continue;
            }
            Clock joined = Clock.EMPTY;
            for (int j = 0; j < distinct; j++) {
                joined = joined.join(distinctBases[j]);
            }
            joined = joined.withAll(agents, agentSeqs, size);
            out.add(new ReleaseToken(sources[first], 0, scopes[first], sets[first], joined, true));
        }
        return out;
    }
}
