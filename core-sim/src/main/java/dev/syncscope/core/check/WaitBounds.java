package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.sync.Scopes;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the writes of the explored paths bound for {@link SpinRepeats}: per wait's read, the most iterations in a row
 * an execution needs ({@link #bound}), from each agent's most writes of a value on one path and the sites that read and
 * write each location. Owned by one {@link SpinRepeats}; not thread-safe.
 */
final class WaitBounds {

    /** An access to a location seen on some path: a write's site, or a read's ({@link #bound}). */
    private record AccessSite(int agent, String reference, boolean atomic, Scope scope) { }

    /** Writes of {@code value} to {@code location} by {@code agent} in a write-back wait cut at the spin bound. */
    private record Written(int agent, Location location, long value) { }

    /**
     * A dynamic instance of an ordinary control barrier: its number and execution scope, the same for every agent of
     * one instance of that scope; its memory scope, which every such agent's barrier shares (else no candidate:
     * {@link BarrierInstances}).
     */
    private record Instance(int instance, Scope execution, Scope memory) { }

    /**
     * A release barrier of memory scope {@code releaseScope} before a write-back, followed (or itself taken) by the
     * acquire-release control barrier {@code by}, whose storage classes include the release barrier's: what it releases
     * every agent that passed {@code by} has acquired ({@link #covered}).
     */
    private record Cover(Instance by, Scope releaseScope) { }

    private final Launch launch;
    /** Per location, the writes to it seen on any path. */
    private final Map<Location, Set<AccessSite>> writeSites = new HashMap<>();
    /** Per location, the reads of it seen on any path. */
    private final Map<Location, Set<AccessSite>> readSites = new HashMap<>();
    /** The values an agent writes back in a wait cut at the spin bound: as often as the wait lasts, no bound. */
    private final Set<Written> endlessWriteBacks = new HashSet<>();
    /** Per agent, location and value, the most writes of that value there on one path. */
    private final Map<Integer, Map<Location, Map<Long, Integer>>> mostWrites = new HashMap<>();
    /**
     * The same, of the writes the agent's own waits' reads of that value there may take: plain ones, and atomic ones
     * a read that only reads ({@link SpinRepeats#onlyReads}, as a wait's do) of the value there comes after on the
     * path. An atomic read comes before the atomic writes after it in program order in location order, so it cannot
     * take them (VK MM: Location-Ordered, "X is a read, both X and Y are non-private, and X->Y"; Acyclicity).
     */
    private final Map<Integer, Map<Location, Map<Long, Integer>>> mostOwnReadable = new HashMap<>();
    /** The same, of the writes that are not write-backs ({@link SpinRepeats#writesBack}). */
    private final Map<Integer, Map<Location, Map<Long, Integer>>> mostRoots = new HashMap<>();
    /**
     * Per location, the agents with a write-back there that may head a release sequence: it has release semantics, or
     * a release barrier comes before it on its path with no acquire-release control barrier after it (VK MM:
     * Synchronizes-With, the fence forms; those a control barrier follows are {@link #coveredHeads}).
     */
    private final Map<Location, Set<Integer>> headWriteBacks = new HashMap<>();
    /**
     * Per location and agent, the release barriers before its write-backs there that are not in {@link
     * #headWriteBacks} because an acquire-release control barrier came after each ({@link #covered}).
     */
    private final Map<Location, Map<Integer, Set<Cover>>> coveredHeads = new HashMap<>();
    /**
     * Per agent and location, the acquire-release control barriers it passed before each of its write-backs there,
     * on every path.
     */
    private final Map<Integer, Map<Location, Set<Instance>>> passedBeforeWriteBacks = new HashMap<>();
    /** Per location, whether its accesses are atomics through one reference, all mutually ordered; as last computed. */
    private final Map<Location, Boolean> totallyOrdered = new HashMap<>();
    /**
     * The locations whose plain stores every candidate location-orders before each atomic access there
     * ({@link StoresFirst#beforeEveryAtomic}), as the owner last proved them.
     */
    private Set<Location> storesFirst = Set.of();

    WaitBounds(Launch launch) {
        this.launch = launch;
    }

    /** Forgets every path. */
    void clear() {
        writeSites.clear();
        readSites.clear();
        endlessWriteBacks.clear();
        mostWrites.clear();
        mostRoots.clear();
        mostOwnReadable.clear();
        headWriteBacks.clear();
        coveredHeads.clear();
        passedBeforeWriteBacks.clear();
        totallyOrdered.clear();
        storesFirst = Set.of();
    }

    /**
     * The locations of {@code keys} that only read whose writes are atomics mutually ordered with the read but for
     * some plain stores: those {@link #bound} asks {@link #storesFirst} about.
     */
    Set<Location> plainStored(java.util.Collection<SpinRepeats.Key> keys) {
        Set<Location> out = new HashSet<>();
        for (SpinRepeats.Key k : keys) {
            if (k.writesBack() ? !onlyAtomics(k, false) && onlyAtomics(k, true)
                    : k.access().atomic() && !mutuallyOrdered(k, writeSites, Set.of())
                    && mutuallyOrdered(k, writeSites, Set.of(k.location()))) {
                out.add(k.location());
            }
        }
        return out;
    }

    /** How many of its own writes of {@code k}'s value {@link #bound} left out: they come after its reads of it. */
    int ownLater(SpinRepeats.Key k) {
        return mostWrites.getOrDefault(k.agent(), Map.of()).getOrDefault(k.location(), Map.of())
                .getOrDefault(k.value(), 0) - mostOwnReadable.getOrDefault(k.agent(), Map.of())
                .getOrDefault(k.location(), Map.of()).getOrDefault(k.value(), 0);
    }

    /**
     * Whether {@link #bound} of write-back {@code k} left out of its separators another agent's write-backs after a
     * release barrier, because a control barrier both passed covers it ({@link #covered}).
     */
    boolean barrierCovered(SpinRepeats.Key k) {
        Set<Integer> heads = headWriteBacks.getOrDefault(k.location(), Set.of());
        return coveredHeads.getOrDefault(k.location(), Map.of()).keySet().stream()
                .anyMatch(a -> a != k.agent() && !heads.contains(a) && covered(a, k));
    }

    /** Whether {@link #bound} counted plain stores at {@code location}, proved to come first. */
    boolean storedFirst(Location location) {
        return storesFirst.contains(location);
    }

    /** Plain stores at {@code locations} come before every atomic access there, in every candidate. */
    void storesFirst(Set<Location> locations) {
        storesFirst = Set.copyOf(locations);
    }

    /** Counts the writes of {@code path} of {@code agent}, and its sites' accesses. */
    void count(int agent, List<Trace.Step> path) {
        totallyOrdered.clear();
        Map<Location, Map<Long, Integer>> counts = new HashMap<>();
        Map<Location, Map<Long, Integer>> roots = new HashMap<>();
        // per location and value, the atomic writes no read of the path that only reads has taken the value after
        Map<Location, Map<Long, Integer>> unread = new HashMap<>();
        Barriers barriers = new Barriers();
        for (Trace.Step s : path) {
            barriers.pass(s.action());
            if (s.written() != null) {
                Location loc = AccessedLocation.of(s.action());
                counts.computeIfAbsent(loc, l -> new HashMap<>()).merge(s.written(), 1, Integer::sum);
                AccessSite site = site(agent, s.action());
                writeSites.computeIfAbsent(loc, l -> new HashSet<>()).add(site);
                if (site.atomic) {
                    unread.computeIfAbsent(loc, l -> new HashMap<>()).merge(s.written(), 1, Integer::sum);
                }
                if (!SpinRepeats.writesBack(s)) {
                    roots.computeIfAbsent(loc, l -> new HashMap<>()).merge(s.written(), 1, Integer::sum);
                } else {
                    if (!barriers.uncovered.isEmpty()
                            || ((Action.ReadModifyWrite) s.action()).access().semantics().release()) {
                        headWriteBacks.computeIfAbsent(loc, l -> new HashSet<>()).add(agent);
                    } else if (!barriers.covers.isEmpty()) {
                        coveredHeads.computeIfAbsent(loc, l -> new HashMap<>())
                                .computeIfAbsent(agent, a -> new HashSet<>()).addAll(barriers.covers);
                    }
                    passedBeforeWriteBacks.computeIfAbsent(agent, a -> new HashMap<>())
                            .merge(loc, Set.copyOf(barriers.passed), (a, b) -> {
                                Set<Instance> both = new HashSet<>(a);
                                both.retainAll(b);
                                return both;
                            });
                }
            }
            if (s.read() != null && (s.action() instanceof Action.Load || s.action() instanceof Action.ReadModifyWrite)) {
                readSites.computeIfAbsent(AccessedLocation.of(s.action()), l -> new HashSet<>())
                        .add(site(agent, s.action()));
            }
            if (SpinRepeats.onlyReads(s)) {
                // the atomic writes of the value before this read are ones the agent's waits may take
                Map<Long, Integer> byValue = unread.get(AccessedLocation.of(s.action()));
                if (byValue != null) {
                    byValue.remove(s.read());
                }
            }
        }
        keepMost(mostWrites, agent, counts);
        keepMost(mostRoots, agent, roots);
        // what its own waits may take: every write but the atomic ones no such read follows
        unread.forEach((loc, byValue) -> byValue.forEach((v, n) -> counts.get(loc).merge(v, -n, Integer::sum)));
        keepMost(mostOwnReadable, agent, counts);
    }

    /**
     * The barriers a path has passed so far: the release barriers no acquire-release control barrier came after
     * ({@code uncovered}), those one did ({@code covers}), and the acquire-release control barriers ({@code passed}).
     */
    private static final class Barriers {
        final List<Action> uncovered = new java.util.ArrayList<>();
        final Set<Cover> covers = new HashSet<>();
        final Set<Instance> passed = new HashSet<>();

        void pass(Action a) {
            Semantics semantics = a instanceof Action.MemoryBarrier b ? b.semantics()
                    : a instanceof Action.ControlBarrier c ? c.semantics() : null;
            if (semantics == null || !semantics.release() && !semantics.acquire()) {
                return; // a litmus cbar may have no semantics
            }
            if (semantics.release()) {
                uncovered.add(a);
            }
            if (a instanceof Action.ControlBarrier c && semantics.release() && semantics.acquire()
                    && c.barrierId() == null && c.quorum() == null) {
                Instance by = new Instance(c.instance(), c.execution(), c.memory());
                passed.add(by);
                uncovered.removeIf(r -> {
                    boolean within = semantics.storageClasses().containsAll(semanticsOf(r).storageClasses());
                    if (within) {
                        covers.add(new Cover(by, r instanceof Action.MemoryBarrier b ? b.scope()
                                : ((Action.ControlBarrier) r).memory()));
                    }
                    return within;
                });
            }
        }

        private static Semantics semanticsOf(Action a) {
            return a instanceof Action.MemoryBarrier b ? b.semantics() : ((Action.ControlBarrier) a).semantics();
        }
    }

    private static void keepMost(Map<Integer, Map<Location, Map<Long, Integer>>> into, int agent,
                                 Map<Location, Map<Long, Integer>> counts) {
        Map<Location, Map<Long, Integer>> most = into.computeIfAbsent(agent, a -> new HashMap<>());
        counts.forEach((loc, byValue) -> byValue.forEach((v, n) ->
                most.computeIfAbsent(loc, l -> new HashMap<>()).merge(v, n, Math::max)));
    }

    /**
     * {@code agent}'s path was cut at the spin bound in a wait whose read {@code last} writes back what it read: its
     * writes of that value there have no bound.
     */
    void endlessWriteBack(int agent, Trace.Step last) {
        endlessWriteBacks.add(new Written(agent, AccessedLocation.of(last.action()), last.read()));
    }

    /**
     * The most iterations in a row of the wait of one read {@code k} an execution needs, or null when leaving one out
     * could change the races: the read is not atomic, or a write to the location is not an atomic mutually ordered with
     * it, through the same reference and each in the other's scope instance (VK MM: Data Race, between operations that
     * are not mutually-ordered atomics; VK MM: Atomic Operation), nor a plain store that every candidate
     * location-orders before each atomic access there ({@link #storesFirst}: it races with no read of the wait, the
     * left-out ones included, whose program order keeps them after the first; VK MM: Location-Ordered, Data Race). For
     * a read that only reads, the most distinct writes it can take: the writes of its value (plain stores included;
     * not its own invocation's atomic writes after its every read of that value there, {@link #mostOwnReadable}), and
     * the initial value if it is that. For a write-back, see {@link #writeBackBound}.
     */
    Integer bound(SpinRepeats.Key k) {
        if (k.writesBack()) {
            return writeBackBound(k);
        }
        if (!k.access().atomic() || !mutuallyOrdered(k, writeSites, storesFirst)) {
            return null;
        }
        int writes = 0;
        for (Map.Entry<Integer, Map<Location, Map<Long, Integer>>> most : mostWrites.entrySet()) {
            if (endlessWriteBacks.contains(new Written(most.getKey(), k.location(), k.value()))) {
                return null; // a wait that writes the value back as long as it lasts
            }
            // the reader's own writes after its every read of the value there are none it can take
            writes += (most.getKey() == k.agent() ? mostOwnReadable.getOrDefault(k.agent(), Map.of()) : most.getValue())
                    .getOrDefault(k.location(), Map.of()).getOrDefault(k.value(), 0);
        }
        return writes + (launch.initialValue(k.location()) == k.value() ? 1 : 0);
    }

    /**
     * The bound of a write-back read {@code k} ({@code atomicAdd(flag, 0)}, HLSL's {@code InterlockedAdd(flag[0], 0,
     * seen)}), or null: one more than the other agents' writes of its value that may come between two of its polls
     * and change what the later one acquires, the <em>separators</em>: their writes of the value that are not
     * write-backs, and every write of it by an agent with a write-back there that may head a release sequence.
     *
     * <p>Why. Every access to the location is an atomic through one reference and all are mutually ordered, so its
     * scoped modification order is total, and a read-modify-write comes right after the write it reads (VK MM: Scoped
     * Modification Order Coherence). Take two polls of one run in a row, W before W', with no separator between them in
     * that order: only other agents' write-backs of the value that head nothing lie between, each reading the one
     * before. W' can be left out with its write. The read-modify-write that read W' and every read that took it take
     * W''s predecessor P instead, the same value, and each edge of a cycle of the shorter execution's {@code locord},
     * {@code rf}, {@code fr} and {@code asmo} is one or two of the longer's ({@code rf} from P: P, then W', then the
     * read; VK MM: Acyclicity), so the shorter is consistent. Release sequences lose W' alone (VK MM: Release
     * Sequence: read-modify-writes by any agent), and P is in every one W' was in. What W' acquires, W acquired: the
     * writes between them head nothing, so P is in the release sequences W's predecessor was in, and in W's own
     * (headed by W's release barrier or semantics, which W' shares); what W' releases, W released after the same
     * operations (nothing comes between them in program order), and a read that took W' now takes P, in W's release
     * sequence. So every happens-before of the other operations stays, and the execution keeps its outcome, faults and
     * races; W' races with nothing (VK MM: Data Race, mutually-ordered atomics), and only its implicit visibility
     * operation is gone, which made visible what W's did. The path one poll shorter reaches the same state and is
     * explored as well. A poll after the first that cannot be left out has a separator between it and the poll before,
     * its own (the agent's other writes of the location come before the run or after it, in program order and so in
     * that order), so a run needs at most one more poll than the separators. An agent with a write-back that may head a
     * release sequence and a wait cut at the spin bound, whose write-backs have no bound, leaves none. A write-back
     * whose release barriers an acquire-release control barrier covers ({@link #covered}: {@code k}'s agent passed it
     * before its polls) heads nothing new for {@code k}: what a poll reading it would acquire, k's agent acquired at the
     * barrier before its first poll.
     */
    private Integer writeBackBound(SpinRepeats.Key k) {
        if (!totallyOrdered(k)) {
            return null;
        }
        Set<Integer> heads = headWriteBacks.getOrDefault(k.location(), Set.of());
        int separators = 0;
        for (Map.Entry<Integer, Map<Location, Map<Long, Integer>>> most : mostWrites.entrySet()) {
            int agent = most.getKey();
            if (agent == k.agent()) {
                continue;
            }
            if (heads.contains(agent) || !covered(agent, k)) {
                if (endlessWriteBacks.contains(new Written(agent, k.location(), k.value()))) {
                    return null;
                }
                separators += most.getValue().getOrDefault(k.location(), Map.of()).getOrDefault(k.value(), 0);
            } else {
                separators += mostRoots.getOrDefault(agent, Map.of()).getOrDefault(k.location(), Map.of())
                        .getOrDefault(k.value(), 0);
            }
        }
        return separators + 1;
    }

    /**
     * Whether what {@code agent}'s write-backs at {@code k}'s location may release, {@code k}'s agent acquired before
     * each of its polls there: every release barrier before them is followed by an acquire-release control barrier
     * whose storage classes include its own ({@link #coveredHeads}), and {@code k}'s agent passed each such instance
     * before each of its write-backs there, the release barrier's memory scope and the control barrier's including
     * both agents. The release barrier then synchronizes-with {@code k}'s agent's instance of the control barrier
     * (VK MM: Synchronizes-With, a release barrier, an acquire barrier and a control barrier between them), which is
     * program-ordered before the polls: each happens-before a poll that reads the write-back could add (the fence forms,
     * with the poll or a later acquire barrier as B) is there already, for every storage class it could carry
     * (VK MM: Inter-Thread-Happens-Before, the acquire barrier before an operation).
     */
    private boolean covered(int agent, SpinRepeats.Key k) {
        Set<Cover> covers = coveredHeads.getOrDefault(k.location(), Map.of()).getOrDefault(agent, Set.of());
        if (covers.isEmpty()) {
            return true;
        }
        Set<Instance> passed = passedBeforeWriteBacks.getOrDefault(k.agent(), Map.of()).get(k.location());
        Agent releaser = launch.agents().get(agent);
        Agent poller = launch.agents().get(k.agent());
        for (Cover c : covers) {
            if (passed == null || !passed.contains(c.by()) || !releaser.sharesInstance(poller, c.by().execution())
                    || !Scopes.inEachOthersScope(releaser, c.releaseScope(), poller, c.by().memory())) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether every access to {@code k}'s location is an atomic through {@code k}'s reference, and every two are
     * mutually ordered, each in the other's scope instance (VK MM: Atomic Operation, Scoped Modification Order); but
     * for plain stores proved to come before every atomic access there ({@link #storesFirst}: in location order,
     * before the whole scoped modification order, none lies between two polls).
     */
    private boolean totallyOrdered(SpinRepeats.Key k) {
        return totallyOrdered.computeIfAbsent(k.location(), loc -> onlyAtomics(k, storesFirst.contains(loc)));
    }

    /**
     * As {@link #totallyOrdered}, with plain stores at the location allowed when {@code plainStores}; never cached.
     */
    private boolean onlyAtomics(SpinRepeats.Key k, boolean plainStores) {
        List<AccessSite> all = new java.util.ArrayList<>();
        for (AccessSite w : writeSites.getOrDefault(k.location(), Set.of())) {
            if (w.atomic || !plainStores) {
                all.add(w);
            }
        }
        all.addAll(readSites.getOrDefault(k.location(), Set.of()));
        if (!all.stream().allMatch(a -> a.atomic && a.reference.equals(k.reference()))) {
            return false;
        }
        for (int i = 0; i < all.size(); i++) {
            AccessSite a = all.get(i);
            for (int j = i + 1; j < all.size(); j++) {
                AccessSite b = all.get(j);
                if (!Scopes.inEachOthersScope(launch.agents().get(a.agent), a.scope, launch.agents().get(b.agent),
                        b.scope)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether every access of {@code sites} to {@code k}'s location is an atomic mutually ordered with {@code k}, or a
     * plain one where the location is one of {@code plainFirst}.
     */
    private boolean mutuallyOrdered(SpinRepeats.Key k, Map<Location, Set<AccessSite>> sites, Set<Location> plainFirst) {
        Agent reader = launch.agents().get(k.agent());
        boolean plainAllowed = plainFirst.contains(k.location());
        for (AccessSite w : sites.getOrDefault(k.location(), Set.of())) {
            if (!w.atomic && plainAllowed) {
                continue;
            }
            if (!w.atomic || !w.reference.equals(k.reference())
                    || !Scopes.inEachOthersScope(launch.agents().get(w.agent), w.scope, reader, k.access().scope())) {
                return false;
            }
        }
        return true;
    }

    private static AccessSite site(int agent, Action a) {
        if (a instanceof Action.Store st) {
            return new AccessSite(agent, st.reference().name(), st.access().atomic(), st.access().scope());
        } else if (a instanceof Action.Load l) {
            return new AccessSite(agent, l.reference().name(), l.access().atomic(), l.access().scope());
        }
        Action.ReadModifyWrite m = (Action.ReadModifyWrite) a;
        return new AccessSite(agent, m.reference().name(), m.access().atomic(), m.access().scope());
    }
}
