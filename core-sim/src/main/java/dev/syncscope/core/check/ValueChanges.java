package dev.syncscope.core.check;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.sync.Scopes;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Paths whose atomic reads of one location change value more often than the other invocations can write it: the
 * enumeration leaves them out as it goes, so a wait that alternates values ({@code nowServing} = 0, 2, 0 … in a
 * ticket lock) ends instead of growing the paths exponentially.
 *
 * <p>Why it is sound. When every write to a location is an atomic, all through one reference and mutually ordered
 * with each other, its scoped modification order is total, the initial value first; an invocation's atomic reads of
 * it through that reference take writes in that order (VK MM: Scoped Modification Order Coherence, Acyclicity: a
 * read that took an earlier write than the read before it closes a locord ; fr ; rf cycle), and no read takes a write
 * its own invocation makes later (the same cycle through asmo). So reads that change value {@code c} times took
 * {@code c + 1} distinct writes, of which at most {@code o} are the invocation's own earlier writes and one the
 * initial value: the other invocations wrote the location at least {@code c - o} times before the last of them. A
 * path with {@code c - o} above the others' most writes on one path is in no execution.
 *
 * <p>The others' most writes are only known once the round is explored, and a pruned path's own writes are those of
 * its explored prefix. So the round explores with an assumed bound per invocation and location
 * ({@link #startRound}), and {@link #validate} checks it afterwards against the most writes of every explored prefix
 * (complete or not): if some pruning relied on less, the bound grows and the round is explored again. Among the paths
 * of an execution pruned at one location, the one whose pruning read took the earliest write needs writes of the
 * others that come earlier still; another pruned path makes those before its own pruning read (a write after a read
 * of the same invocation is later in the order), so within its explored prefix. That argument needs the prunings of
 * a round at one location: when a round prunes at several, the first keeps pruning and the others stop, for the
 * rest of the check. A location whose writes turn out not to be totally ordered stops pruning the same way.
 * Owned by one {@link TraceEnumerator}; not thread-safe.
 */
final class ValueChanges {

    private record ReadSite(int agent, String reference, Scope scope) { }

    private record WriteSite(int agent, String reference, boolean atomic, Scope scope) { }

    private final Launch launch;
    private final boolean enabled;
    /** Locations that prune no more (writes not totally ordered, or another location pruned in the same round). */
    private final Set<Location> excluded = new HashSet<>();
    /**
     * Assumed most writes per location and agent on one explored prefix (agents that write it only: an array per
     * location of every agent filled the heap at a million invocations, each writing its own location), and their
     * sum per location.
     */
    private final Map<Location, Map<Integer, Integer>> assumed = new HashMap<>();
    private final Map<Location, Integer> assumedTotal = new HashMap<>();
    /** This round: most writes per location and agent on one explored prefix. */
    private final Map<Location, Map<Integer, Integer>> most = new HashMap<>();
    private final Map<Location, Set<WriteSite>> writeSites = new HashMap<>();
    /**
     * This round, per location, the atomic reads of it: every one must be mutually ordered with the writes, not only
     * those that pruned (a read through an aliasing binding is not: VK MM: Atomic Operation, "the same reference").
     */
    private final Map<Location, Set<ReadSite>> readSites = new HashMap<>();
    /** This round: the locations pruned at, in the order first pruned, and per agent with pruned paths (in agent
     * order) the least (changes - own writes) among them. */
    private final Set<Location> prunedAt = new LinkedHashSet<>();
    private final Map<Location, TreeMap<Integer, Integer>> leastSlack = new HashMap<>();
    private final Map<Location, String> names = new HashMap<>();
    /** Per depth of the current path: the step's location (null: none), the index of the previous step at it
     * (-1: none), and at it, cumulatively: value changes of atomic reads, own writes, the last atomic read's value. */
    private Location[] loc = new Location[16];
    private int[] previous = new int[16];
    private int[] changes = new int[16];
    private int[] own = new int[16];
    private long[] lastRead = new long[16];
    private boolean[] hasRead = new boolean[16];
    private final Map<Location, Integer> lastIndex = new HashMap<>();

    /** @param enabled false: nothing is left out (a check that keeps inconsistent candidates too) */
    ValueChanges(Launch launch, boolean enabled) {
        this.launch = launch;
        this.enabled = enabled;
    }

    /** A new exploration of every path (a value round, or the same round again after {@link #validate}). */
    void startRound() {
        most.clear();
        writeSites.clear();
        readSites.clear();
        prunedAt.clear();
        leastSlack.clear();
        lastIndex.clear();
    }

    /**
     * Whether the round explored last left out paths for their value changes at {@code l}: that relied on the most
     * writes to it the explored prefixes make, which a path's unexplored rest may exceed ({@link EndlessSpins}).
     */
    boolean prunedAt(Location l) {
        return prunedAt.contains(l);
    }

    /** The paths of another agent are explored next, from an empty path. */
    void startAgent() {
        lastIndex.clear();
    }

    /** The current path was cut back to {@code depth} steps (its later steps are about to be removed). */
    void truncate(int size, int depth) {
        for (int k = size - 1; k >= depth; k--) {
            if (loc[k] != null) {
                if (previous[k] < 0) {
                    lastIndex.remove(loc[k]);
                } else {
                    lastIndex.put(loc[k], previous[k]);
                }
            }
        }
    }

    /**
     * The path's last step was added for {@code agent}; true when its reads have changed value more often than the
     * assumed writes of the others allow, so the path is to be left out.
     */
    boolean added(int agent, List<Trace.Step> path) {
        int k = path.size() - 1;
        grow(k + 1);
        Trace.Step s = path.get(k);
        Location l = AccessedLocation.of(s.action());
        loc[k] = l;
        if (l == null) {
            return false;
        }
        Integer p = lastIndex.put(l, k);
        previous[k] = p == null ? -1 : p;
        changes[k] = p == null ? 0 : changes[p];
        own[k] = p == null ? 0 : own[p];
        hasRead[k] = p != null && hasRead[p];
        lastRead[k] = p == null ? 0 : lastRead[p];
        boolean pruned = false;
        Access access = s.action().access();
        if (s.read() != null && access.atomic()) {
            readSites.computeIfAbsent(l, x -> new LinkedHashSet<>()).add(new ReadSite(agent, reference(s.action()),
                    access.scope()));
            if (hasRead[k] && lastRead[k] != s.read()) {
                changes[k]++;
                pruned = prunes(agent, l, s.action(), changes[k] - own[k]);
            }
            hasRead[k] = true;
            lastRead[k] = s.read();
        }
        if (s.written() != null) {
            own[k]++;
            most.computeIfAbsent(l, x -> new HashMap<>()).merge(agent, own[k], Math::max);
            writeSites.computeIfAbsent(l, x -> new LinkedHashSet<>()).add(new WriteSite(agent, reference(s.action()),
                    access.atomic(), access.scope()));
        }
        return pruned;
    }

    private boolean prunes(int agent, Location l, Action a, int slack) {
        if (!enabled || excluded.contains(l)) {
            return false;
        }
        Map<Integer, Integer> as = assumed.get(l);
        int others = as == null ? 0 : assumedTotal.get(l) - as.getOrDefault(agent, 0);
        if (slack <= others) {
            return false;
        }
        prunedAt.add(l);
        leastSlack.computeIfAbsent(l, x -> new TreeMap<>()).merge(agent, slack, Math::min);
        names.putIfAbsent(l, a instanceof Action.Load ld ? ld.reference().locationName(ld.index())
                : ((Action.ReadModifyWrite) a).reference().locationName(((Action.ReadModifyWrite) a).index()));
        return true;
    }

    /**
     * After a round: true when every pruning of it holds. Else the assumed bounds grow to the writes found, or a
     * location stops pruning, and the round must be explored again.
     */
    boolean validate() {
        boolean valid = true;
        List<Location> pruned = new ArrayList<>(prunedAt);
        for (int i = 1; i < pruned.size(); i++) {
            excluded.add(pruned.get(i));
            valid = false;
        }
        if (!pruned.isEmpty() && !totallyOrdered(pruned.get(0))) {
            excluded.add(pruned.get(0));
            valid = false;
        }
        if (valid && !pruned.isEmpty()) {
            Location l = pruned.get(0);
            Map<Integer, Integer> m = most.getOrDefault(l, Map.of());
            int total = sum(m);
            for (Map.Entry<Integer, Integer> least : leastSlack.get(l).entrySet()) {
                valid &= least.getValue() > total - m.getOrDefault(least.getKey(), 0);
            }
        }
        // the next exploration (of this round or the next) assumes at least what this one found
        most.forEach((l, m) -> {
            Map<Integer, Integer> as = assumed.computeIfAbsent(l, x -> new HashMap<>());
            m.forEach((a, w) -> as.merge(a, w, Math::max));
            assumedTotal.put(l, sum(as));
        });
        return valid;
    }

    /**
     * Every write to {@code l} and every atomic read of it: atomic, one reference, each pair in the other's scope, so
     * every pair is mutually ordered (VK MM: Atomic Operation, potentially-mutually-ordered: "They use the same
     * reference", each "is in the instance of" the other's memory scope) and the scoped modification order is total.
     * Kinds and references first: a plain write has no scope to compare.
     */
    private boolean totallyOrdered(Location l) {
        Set<WriteSite> writes = writeSites.getOrDefault(l, Set.of());
        Set<ReadSite> reads = readSites.get(l);
        String reference = reads.iterator().next().reference();
        for (WriteSite w : writes) {
            if (!w.atomic() || !w.reference().equals(reference)) {
                return false;
            }
        }
        for (ReadSite r : reads) {
            if (!r.reference().equals(reference)) {
                return false;
            }
        }
        List<Agent> all = launch.agents();
        for (WriteSite w : writes) {
            for (WriteSite v : writes) {
                if (!Scopes.inEachOthersScope(all.get(w.agent()), w.scope(), all.get(v.agent()), v.scope())) {
                    return false;
                }
            }
            for (ReadSite r : reads) {
                if (!Scopes.inEachOthersScope(all.get(w.agent()), w.scope(), all.get(r.agent()), r.scope())) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Notes for the round just validated: which waits were bounded, and why. */
    List<String> notes() {
        List<String> notes = new ArrayList<>();
        prunedAt.forEach(l -> {
            Map<Integer, Integer> m = most.getOrDefault(l, Map.of());
            int total = sum(m);
            for (int a : leastSlack.get(l).keySet()) {
                int others = total - m.getOrDefault(a, 0);
                String changes = others == 0 ? "change value at all" : others == 1 ? "change value more than once"
                        : "change value more than " + others + " times";
                String writes = others == 0 ? "never write it" : others == 1 ? "write it at most once"
                        : "write it at most " + others + " times";
                notes.add(launch.agents().get(a).name() + ": paths whose atomic reads of " + names.get(l) + " "
                        + changes + ", besides changes to its own writes, are left out: the other invocations "
                        + writes + " in an execution, and atomic reads take its writes in modification order"
                        + " (VK MM: Scoped Modification Order Coherence)");
            }
        });
        return notes;
    }

    private static int sum(Map<Integer, Integer> perAgent) {
        return perAgent.values().stream().mapToInt(Integer::intValue).sum();
    }

    private void grow(int size) {
        if (loc.length < size) {
            int n = 2 * size;
            loc = Arrays.copyOf(loc, n);
            previous = Arrays.copyOf(previous, n);
            changes = Arrays.copyOf(changes, n);
            own = Arrays.copyOf(own, n);
            lastRead = Arrays.copyOf(lastRead, n);
            hasRead = Arrays.copyOf(hasRead, n);
        }
    }

    private static String reference(Action a) {
        if (a instanceof Action.Load l) {
            return l.reference().name();
        } else if (a instanceof Action.Store s) {
            return s.reference().name();
        }
        return ((Action.ReadModifyWrite) a).reference().name();
    }
}
