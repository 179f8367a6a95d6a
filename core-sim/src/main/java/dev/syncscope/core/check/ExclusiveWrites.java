package dev.syncscope.core.check;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What read-modify-writes ask of a combination of paths at a location whose writes are all mutually ordered
 * (an <em>exclusive</em> location: on every path of every agent, each write to it is atomic, through one
 * reference, and each two are in each other's scope instance; VK MM: Atomic Operation, "mutually-ordered").
 * There the scoped modification order of the location's writes is one total order (each two writes are
 * ordered, and their union is acyclic), and an RMW comes immediately after the write it reads (VK MM: Scoped
 * Modification Order Coherence, last bullet: "If A is a write and B is a read-modify-write and B reads the
 * value written by A, then B comes immediately after A in A's scoped modification order"), or first when it
 * reads the initial value (it is from-read before every other write). Po-loc through one reference is
 * location-ordered, so the order keeps each invocation's program order. Hence {@link #orderable}: the
 * combination's writes there can be put in one order that keeps program order and gives each RMW the value of
 * the write just before it (the initial value when it comes first). A combination without such an order has no
 * candidate the search could keep: each of its (asmo, rf) choices closes a cycle of po-loc, asmo, rf and fr,
 * which the candidate search refuses ({@link CoherencePrefix}); leaving it out changes no result and no count,
 * only the time. {@link OrderFirst} builds combinations from the order of one such location.
 *
 * <p>Plain stores through the same reference may be there too, when every candidate location-orders each of them
 * before each atomic write ({@link StoresFirst}: an initialising store before a control barrier); then the order
 * puts them first. In a candidate, take its atomic writes in scoped modification order. An RMW B with a write C just
 * before it reads C: it cannot read a plain store P (P is location-ordered before C, so B is from-read before C,
 * and C comes before B: the checker's from-reads has the write-to-write location-order term, {@link Derivation}),
 * nor the initial value (a read of it is from-read before every write, C too), nor another atomic write (VK MM:
 * Scoped Modification Order Coherence, last bullet). The first RMW, with stores in the combination, reads one of
 * them (the initial value is from-read before the stores, which are location-ordered before it), one after which
 * its own invocation stores nothing more there (one reference: that store is location-ordered after, VK MM:
 * Location-Ordered, first bullet); so the stores can be put in program order with that one last. Each cycle named is
 * one of location order, from-reads and scoped modification order (VK MM: Acyclicity). A combination in which a
 * store is not ordered before an atomic write (a race) leaves the location out altogether, so its RMWs are combined
 * as before and the race is found. Immutable after construction.
 */
final class ExclusiveWrites {

    /** Search nodes one {@link #orderable} call may visit before it answers yes (no pruning). */
    static final int ORDER_NODES = 100_000;

    /** Writes of one location beyond which {@link #orderable} answers yes unsearched (its recursion is per write). */
    static final int ORDER_WRITES = 1_000;

    /** The exclusive locations with RMWs, in a fixed order, and their index. */
    private final Map<Location, Integer> exclusive = new LinkedHashMap<>();
    private final long[] initial;
    private final int locations;
    /** The exclusive location with the most RMWs that write in one execution (at least 2), or null. */
    private final Location main;

    ExclusiveWrites(Launch launch, List<List<Trace>> traces) {
        this(launch, traces, launch.availabilityVisibilityChains(), () -> false);
    }

    /**
     * The exclusive locations of {@code traces}; one with plain stores too only when every candidate orders them
     * before its atomic writes ({@link StoresFirst}, derived with or without availability and visibility
     * {@code chains} as the check's candidates are; none such when {@code stop} says to stop first).
     */
    ExclusiveWrites(Launch launch, List<List<Trace>> traces, boolean chains, java.util.function.BooleanSupplier stop) {
        Set<Location> stored = new HashSet<>();
        Set<Location> found = exclusiveLocations(launch, traces, stored);
        Map<Location, Long> rmws = new HashMap<>();
        for (List<Trace> agentTraces : traces) {
            Map<Location, Long> most = new HashMap<>();
            for (Trace t : agentTraces) {
                Map<Location, Long> mine = new HashMap<>();
                for (Trace.Step s : t.steps()) {
                    if (s.written() != null && s.read() != null) {
                        mine.merge(AccessedLocation.of(s.action()), 1L, Long::sum);
                    }
                }
                mine.forEach((loc, k) -> most.merge(loc, k, Math::max));
            }
            most.forEach((loc, k) -> rmws.merge(loc, k, Long::sum));
        }
        // a location without RMWs needs no look; one whose plain stores may come after an atomic write is no longer
        // known to be one order (its RMWs may read a store that is not the write before them)
        stored.retainAll(found);
        stored.retainAll(rmws.keySet());
        Set<Location> first = StoresFirst.ordered(launch, traces, stored, chains, stop);
        stored.removeAll(first);
        found.removeAll(stored);
        // in the launch's order of locations met, so the choice of main is the same every time; a location without
        // RMWs needs no look (its stores fit any order)
        Location best = null;
        for (List<Trace> agentTraces : traces) {
            for (Trace t : agentTraces) {
                for (Trace.Step s : t.steps()) {
                    Location loc = s.written() == null ? null : AccessedLocation.of(s.action());
                    if (loc != null && found.contains(loc) && rmws.containsKey(loc) && !exclusive.containsKey(loc)) {
                        exclusive.put(loc, exclusive.size());
                        long k = rmws.getOrDefault(loc, 0L);
                        if (k >= 2 && (best == null || k > rmws.get(best))) {
                            best = loc;
                        }
                    }
                }
            }
        }
        main = best;
        locations = exclusive.size();
        initial = new long[locations];
        exclusive.forEach((loc, i) -> initial[i] = launch.initialValue(loc));
    }

    /**
     * The exclusive location whose modification order the combinations are best built from
     * ({@link OrderFirst}): the one with the most RMWs that write in one execution, if at least two; else null.
     */
    Location main() {
        return main;
    }

    /**
     * Whether, at each exclusive location, the combination's writes can be put in one order that keeps each
     * invocation's program order and in which each RMW reads the value of the write just before it, or the initial
     * value when it comes first; {@code skip} (null: none) is not looked at (its order was built already). A
     * search over which invocation's next write comes next, remembering the states that fail; it answers true (no
     * pruning) past {@link #ORDER_NODES} nodes or {@link #ORDER_WRITES} writes.
     */
    boolean orderable(List<Trace> chosen, Location skip) {
        if (exclusive.isEmpty()) {
            return true;
        }
        List<List<List<Trace.Step>>> perLocation = new ArrayList<>();
        for (int l = 0; l < locations; l++) {
            perLocation.add(new ArrayList<>());
        }
        for (Trace t : chosen) {
            List<List<Trace.Step>> mine = new ArrayList<>();
            for (int l = 0; l < locations; l++) {
                mine.add(new ArrayList<>());
            }
            for (Trace.Step s : t.steps()) {
                Integer l = s.written() == null ? null : exclusive.get(AccessedLocation.of(s.action()));
                if (l != null) {
                    mine.get(l).add(s);
                }
            }
            for (int l = 0; l < locations; l++) {
                if (!mine.get(l).isEmpty()) {
                    perLocation.get(l).add(mine.get(l));
                }
            }
        }
        for (Map.Entry<Location, Integer> e : exclusive.entrySet()) {
            int l = e.getValue();
            if (!e.getKey().equals(skip) && !new Order(perLocation.get(l), initial[l]).exists()) {
                return false;
            }
        }
        return true;
    }

    /** The search of {@link #orderable} at one location: its writes per invocation, in program order. */
    private static final class Order {
        private final List<List<Trace.Step>> writes;
        private final long initial;
        private final int total;
        private final int[] pos;
        private final Set<List<Integer>> failed = new HashSet<>();
        private int nodes;

        Order(List<List<Trace.Step>> writes, long initial) {
            this.writes = writes;
            this.initial = initial;
            this.total = writes.stream().mapToInt(List::size).sum();
            this.pos = new int[writes.size()];
        }

        boolean exists() {
            if (total > ORDER_WRITES) {
                return true;
            }
            try {
                return place(0, -1, initial);
            } catch (GaveUp e) {
                return true;
            }
        }

        /** Places the rest after {@code placed} writes; the last was by {@code last} (-1: none) and wrote {@code value}. */
        private boolean place(int placed, int last, long value) {
            if (placed == total) {
                return true;
            }
            if (++nodes > ORDER_NODES) {
                throw new GaveUp();
            }
            List<Integer> state = new ArrayList<>(pos.length + 1);
            for (int p : pos) {
                state.add(p);
            }
            state.add(last);
            if (failed.contains(state)) {
                return false;
            }
            // the last write placed decides the phase: plain stores all come before the first atomic write
            boolean atomics = last >= 0 && atomicWrite(writes.get(last).get(pos[last] - 1));
            for (int a = 0; a < writes.size(); a++) {
                if (pos[a] == writes.get(a).size()) {
                    continue;
                }
                Trace.Step s = writes.get(a).get(pos[a]);
                // a store may come anywhere in its phase; an RMW only right after the write whose value it read
                if (s.read() != null && s.read() != value || atomics && !atomicWrite(s)) {
                    continue;
                }
                pos[a]++;
                boolean ok = place(placed + 1, a, s.written());
                pos[a]--;
                if (ok) {
                    return true;
                }
            }
            failed.add(state);
            return false;
        }
    }

    /** Unwinds {@link Order} when it runs out of nodes. */
    private static final class GaveUp extends RuntimeException {
        GaveUp() {
            super(null, null, false, false);
        }
    }

    /**
     * The locations whose writes, on every path of every agent, are through one reference and, the atomic ones, each
     * two in each other's scope instance (VK MM: Scope, the instance of the narrower scope), so that any two atomic
     * writes in a combination are mutually ordered; those with plain (non-atomic) stores too are added to
     * {@code stored}, which the caller must prove come first ({@link StoresFirst}).
     */
    static Set<Location> exclusiveLocations(Launch launch, List<List<Trace>> traces, Set<Location> stored) {
        Map<Location, Reference> reference = new HashMap<>();
        Map<Location, Map<Scope, Set<Integer>>> writers = new HashMap<>();
        Set<Location> not = new HashSet<>();
        for (List<Trace> agentTraces : traces) {
            for (Trace t : agentTraces) {
                for (Trace.Step s : t.steps()) {
                    if (s.written() == null) {
                        continue;
                    }
                    Location loc = AccessedLocation.of(s.action());
                    Access acc = s.action().access();
                    Reference ref = ReadSources.reference(s.action());
                    if (!ref.equals(reference.computeIfAbsent(loc, l -> ref))) {
                        not.add(loc);
                        continue;
                    }
                    if (!atomicWrite(s)) {
                        stored.add(loc);
                        continue;
                    }
                    if (acc.scope() == null) {
                        not.add(loc);
                        continue;
                    }
                    writers.computeIfAbsent(loc, l -> new EnumMap<>(Scope.class))
                            .computeIfAbsent(acc.scope(), sc -> new HashSet<>()).add(t.agent());
                }
            }
        }
        Set<Location> out = new HashSet<>();
        writers.forEach((loc, byScope) -> {
            if (!not.contains(loc) && inScope(launch, byScope)) {
                out.add(loc);
            }
        });
        return out;
    }

    /** Whether a write is atomic (an RMW or an atomic store), not a plain store. */
    static boolean atomicWrite(Trace.Step s) {
        return s.action() instanceof Action.ReadModifyWrite || s.action().access().atomic();
    }

    /** Whether every two writers (agent, scope) share an instance of the narrower of their two scopes. */
    private static boolean inScope(Launch launch, Map<Scope, Set<Integer>> byScope) {
        List<Scope> scopes = new ArrayList<>(byScope.keySet());
        for (int i = 0; i < scopes.size(); i++) {
            for (int j = i; j < scopes.size(); j++) {
                Scope narrower = scopes.get(i).compareTo(scopes.get(j)) <= 0 ? scopes.get(i) : scopes.get(j);
                Set<Integer> instances = new HashSet<>();
                for (int x : byScope.get(scopes.get(i))) {
                    instances.add(agent(launch, x).instanceOf(narrower));
                }
                for (int x : byScope.get(scopes.get(j))) {
                    instances.add(agent(launch, x).instanceOf(narrower));
                }
                if (instances.size() > 1) {
                    return false;
                }
            }
        }
        return true;
    }

    private static Agent agent(Launch launch, int id) {
        return launch.agents().get(id);
    }
}
