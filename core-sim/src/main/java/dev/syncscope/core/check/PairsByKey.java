package dev.syncscope.core.check;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Relations of {@link StaticFacts} built from the pairs that can be in them, events sharing a key, rather than by
 * testing all n² pairs: a 1,024-invocation kernel has thousands of events. Stateless.
 */
final class PairsByKey {

    private PairsByKey() {
    }

    /** The pairs of events whose keys are equal and not null. */
    static Relation sameKey(int n, IntFunction<Object> key) {
        Map<Object, long[]> members = new HashMap<>();
        Object[] keys = new Object[n];
        for (int e = 0; e < n; e++) {
            keys[e] = key.apply(e);
            if (keys[e] != null) {
                members.computeIfAbsent(keys[e], k -> new long[(n + 63) >>> 6])[e >>> 6] |= 1L << e;
            }
        }
        Relation.Builder b = new Relation.Builder(n);
        for (int e = 0; e < n; e++) {
            if (keys[e] != null) {
                b.addRow(e, members.get(keys[e]));
            }
        }
        return b.build();
    }

    /**
     * The pairs of {@code scoped} events of {@code s} in the instance of each other's memory scope (VK MM: Scope). A
     * pair is in scope when both agents are in one instance of the narrower of the two scopes, so the events of scope
     * {@code sc} whose agents are in instance {@code i} of a scope {@code level} no wider than {@code sc} are gathered
     * once, and the row of an event of scope {@code sa} is the union, over the scopes {@code sc}, of the set for level
     * min(sa, sc) and its agent's instance of it: a handful of row unions per (agent, scope) group, where deciding the
     * pairs of groups took G² unions (8,000 invocations with one atomic each: 36 s for one candidate, which the time
     * limit does not interrupt).
     */
    static Relation inScope(StaticFacts s, EventSet scoped) {
        int n = s.n;
        Scope[] scope = s.scope;
        int words = (n + 63) >>> 6;
        Scope[] scopes = Scope.values();
        // bySet[sc][level]: instance of level -> the events of scope sc whose agents are in it
        @SuppressWarnings("unchecked")
        Map<Integer, long[]>[][] bySet = new Map[scopes.length][scopes.length];
        Map<List<Object>, Integer> groups = new java.util.LinkedHashMap<>();
        for (int e = scoped.next(0); e >= 0; e = scoped.next(e + 1)) {
            int sc = scope[e].ordinal();
            Agent x = s.agent(e);
            for (int level = 0; level <= sc; level++) {
                if (bySet[sc][level] == null) {
                    bySet[sc][level] = new HashMap<>();
                }
                bySet[sc][level].computeIfAbsent(x.instanceOf(scopes[level]), k -> new long[words])[e >>> 6] |= 1L << e;
            }
            groups.putIfAbsent(List.of(s.ev(e).agent(), scope[e]), e);
        }
        Map<List<Object>, long[]> rows = new HashMap<>();
        for (Map.Entry<List<Object>, Integer> g : groups.entrySet()) {
            int a = g.getValue();
            int sa = scope[a].ordinal();
            Agent x = s.agent(a);
            long[] row = new long[words];
            for (int sc = 0; sc < scopes.length; sc++) {
                int level = Math.min(sa, sc);
                long[] members = bySet[sc][level] == null ? null : bySet[sc][level].get(x.instanceOf(scopes[level]));
                if (members != null) {
                    for (int w = 0; w < words; w++) {
                        row[w] |= members[w];
                    }
                }
            }
            rows.put(g.getKey(), row);
        }
        Relation.Builder b = new Relation.Builder(n);
        for (int e = scoped.next(0); e >= 0; e = scoped.next(e + 1)) {
            b.addRow(e, rows.get(List.of(s.ev(e).agent(), scope[e])));
        }
        return b.build();
    }
}
