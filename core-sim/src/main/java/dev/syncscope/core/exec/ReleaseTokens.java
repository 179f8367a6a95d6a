package dev.syncscope.core.exec;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.sync.ClassSets;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.FenceRelease;
import dev.syncscope.core.sync.Knowledge;
import dev.syncscope.core.sync.ReleaseToken;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
    /** The storage classes of the latest release barrier read, and their sets ({@link #setsOf}). */
    private Set<StorageClass> lastClasses;
    private int lastSets;
    /**
     * Running joins of released instances, for instances to come (their arrays grown already): an instance
     * is made soon after one is released, so a few suffice.
     */
    private final Running[] spare = new Running[8];
    private int spareCount;

    ReleaseTokens(ClassMasks classMasks) {
        this.classMasks = classMasks;
    }

    /**
     * The aggregated tokens of the releases of {@code bs} ({@link #aggregate(Object[], int, Scope)}), from its
     * running join ({@link #fold}) when every release is a release barrier of one memory scope that includes the
     * execution scope and of one set of storage classes (one group per set, all arrivals in each).
     */
    List<ReleaseToken> aggregate(BarrierInstance bs) {
        Scope execution = bs.key.scope();
        int count = bs.releaseCount();
        if (count <= 1) {
            return aggregate(bs.releasesArray(), count, execution);
        }
        fold(bs);
        Running r = bs.running;
        if (r.general) {
            return aggregate(bs.releasesArray(), count, execution);
        }
        List<ReleaseToken> out = new ArrayList<>(Integer.bitCount(r.sets));
        for (int s = r.sets; s != 0; s &= s - 1) {
            int set = Integer.numberOfTrailingZeros(s);
            Clock joined = r.bases[set].withAll(r.agents, r.seqs, r.n);
            out.add(new ReleaseToken(r.first, 0, r.scope, set, joined, true, r.scope,
                    new ReleaseToken.Group(execution, bs.releasesArray(), count, -1)));
        }
        return out;
    }

    /**
     * Folds the releases of {@code bs} not folded yet into its running join (at each arrival, while the release
     * is in cache; a release reads them all only when some arrival breaks the shape, see
     * {@link #aggregate(BarrierInstance)}).
     */
    void fold(BarrierInstance bs) {
        Object[] releases = bs.releasesArray();
        int count = bs.releaseCount();
        Running r = bs.running;
        if (r == null || !r.holdsPrefixOf(releases, count)) {
            r = spareCount > 0 ? spare[--spareCount] : new Running();
            spare[spareCount] = null;
            r.n = 0;
            r.general = false;
            bs.running = r;
        }
        Scope execution = bs.key.scope();
        for (int i = r.n; i < count && !r.general; i++) {
            if (releases[i] instanceof FenceRelease f) {
                r.add(i, f, setsOf(f.classes()), execution);
            } else {
                r.general = true;
            }
        }
        r.array = releases;
        r.n = count;
    }

    /** {@code bs} is released: its running join is dropped (an undo bringing the instance back folds anew) and kept. */
    void released(BarrierInstance bs) {
        if (bs.running != null && spareCount < spare.length) {
            bs.running.array = null;
            bs.running.first = null;
            bs.running.scope = null;
            Arrays.fill(bs.running.bases, null);
            spare[spareCount++] = bs.running;
        }
        bs.running = null;
    }

    /**
     * A barrier instance's releases folded as they arrive: for each set of storage classes the join of the
     * releasers' knowledge, and the releasers with their positions. Valid for the releases it was folded from
     * (an array's slots are never written twice, see {@link BarrierInstance}). Mutable, owned by the engine's thread.
     */
    static final class Running {
        /** The releases folded, {@code array[0..n)}. */
        private Object[] array;
        private int n;
        /** Some release is not of the shape of the first (or not a release barrier): nothing more is folded. */
        private boolean general;
        private Agent first;
        private Scope scope;
        private int sets;
        /** Per set index, the join of the bases folded so far. */
        private final Clock[] bases = new Clock[ClassSets.COUNT];
        private int[] agents = new int[8];
        private int[] seqs = new int[8];

        /** Whether the releases folded are the first {@link #n} of {@code releases} (the first {@code count} valid). */
        private boolean holdsPrefixOf(Object[] releases, int count) {
            if (n > count) {
                return false;
            }
            if (array == releases) {
                return true;
            }
            // an array copied when it grew or when arrivals after an undone one replace it
            for (int i = 0; i < n; i++) {
                if (array[i] != releases[i]) {
                    return false;
                }
            }
            return true;
        }

        /** Folds release {@code i}, a release barrier whose sets of storage classes are {@code fenceSets}. */
        private void add(int i, FenceRelease f, int fenceSets, Scope execution) {
            if (i == 0) {
                first = f.agent();
                scope = f.scope();
                sets = fenceSets;
                // a release narrower than the execution scope joins only with those of its own instance
                general = !scope.includes(execution);
                Arrays.fill(bases, Clock.EMPTY);
            } else if (f.scope() != scope || fenceSets != sets) {
                general = true;
            }
            if (general) {
                return;
            }
            Knowledge k = f.knowledge();
            for (int s = sets; s != 0; s &= s - 1) {
                int set = Integer.numberOfTrailingZeros(s);
                Clock base = k.get(set);
                if (!bases[set].dominates(base)) {
                    bases[set] = bases[set].join(base);
                }
            }
            if (i == agents.length) {
                agents = Arrays.copyOf(agents, i * 2);
                seqs = Arrays.copyOf(seqs, i * 2);
            }
            agents[i] = f.agent().id();
            seqs[i] = f.seq();
        }
    }

    /**
     * The tokens of the first {@code count} releases of a barrier instance ({@link BarrierInstance#releasesArray()}:
     * a {@link FenceRelease} stands for its tokens in {@link FenceRelease#tokens()} order), those of one storage
     * class, scope and subgroup joined into one (their scope tests agree), without making the tokens it joins.
     */
    List<ReleaseToken> aggregate(Object[] releases, int count, Scope execution) {
        n = 0;
        for (int i = 0; i < count; i++) {
            if (releases[i] instanceof FenceRelease f) {
                Knowledge k = f.knowledge();
                for (int s = setsOf(f.classes()); s != 0; s &= s - 1) {
                    int set = Integer.numberOfTrailingZeros(s);
                    add(f.agent(), f.seq(), f.scope(), set, k.get(set), null);
                }
            } else {
                ReleaseToken t = (ReleaseToken) releases[i];
                add(t.source(), t.sourceSeq(), t.scope(), t.classSet(), t.base(), t);
            }
        }
        List<ReleaseToken> out = n <= 1 ? null : joined(execution, releases, count);
        // the columns keep no clocks or tokens alive after the release
        Arrays.fill(bases, 0, n, null);
        Arrays.fill(made, 0, n, null);
        Arrays.fill(distinctBases, 0, n, null);
        return out == null ? BarrierInstance.expand(releases, count) : out;
    }

    /**
     * The sets of storage classes of a release barrier's tokens (as {@link FenceRelease#tokens()}), a bit mask
     * over set indices; the arrivals at one barrier share their semantics' set, so the last one is remembered.
     */
    private int setsOf(Set<StorageClass> classes) {
        if (classes != lastClasses) {
            lastClasses = classes;
            lastSets = ClassSets.within(classMasks.mask(classes));
        }
        return lastSets;
    }

    private void add(Agent source, int seq, Scope scope, int set, Clock base, ReleaseToken token) {
        if (n == sources.length) {
            int cap = Math.max(16, n * 2);
            sources = Arrays.copyOf(sources, cap);
            seqs = Arrays.copyOf(seqs, cap);
            scopes = Arrays.copyOf(scopes, cap);
            sets = Arrays.copyOf(sets, cap);
            bases = Arrays.copyOf(bases, cap);
            made = Arrays.copyOf(made, cap);
            groupOf = new int[cap];
            agents = new int[cap];
            agentSeqs = new int[cap];
            distinctBases = new Clock[cap];
        }
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
    private List<ReleaseToken> joined(Scope execution, Object[] releases, int count) {
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
            // the group's members, for an acquire after the barrier whose scope is narrower than the group's instance
            Scope scope = scopes[first];
            ReleaseToken.Group members = scope.includes(execution) ? new ReleaseToken.Group(execution, releases, count,
                    -1) : scope == Scope.INVOCATION ? null : new ReleaseToken.Group(Scope.SUBGROUP, releases, count,
                    sources[first].subgroup());
            out.add(new ReleaseToken(sources[first], 0, scope, sets[first], joined, true, scope, members));
        }
        return out;
    }
}
