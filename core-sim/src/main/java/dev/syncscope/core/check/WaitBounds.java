package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Scope;
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

    private final Launch launch;
    /** Per location, the writes to it seen on any path. */
    private final Map<Location, Set<AccessSite>> writeSites = new HashMap<>();
    /** Per location, the reads of it seen on any path. */
    private final Map<Location, Set<AccessSite>> readSites = new HashMap<>();
    /** The values an agent writes back in a wait cut at the spin bound: as often as the wait lasts, no bound. */
    private final Set<Written> endlessWriteBacks = new HashSet<>();
    /** Per agent, location and value, the most writes of that value there on one path. */
    private final Map<Integer, Map<Location, Map<Long, Integer>>> mostWrites = new HashMap<>();

    WaitBounds(Launch launch) {
        this.launch = launch;
    }

    /** Forgets every path. */
    void clear() {
        writeSites.clear();
        readSites.clear();
        endlessWriteBacks.clear();
        mostWrites.clear();
    }

    /** Counts the writes of {@code path} of {@code agent}, and its sites' accesses. */
    void count(int agent, List<Trace.Step> path) {
        Map<Location, Map<Long, Integer>> counts = new HashMap<>();
        for (Trace.Step s : path) {
            if (s.written() != null) {
                Location loc = TraceEnumerator.location(s.action());
                counts.computeIfAbsent(loc, l -> new HashMap<>()).merge(s.written(), 1, Integer::sum);
                writeSites.computeIfAbsent(loc, l -> new HashSet<>()).add(site(agent, s.action()));
            }
            if (s.read() != null && (s.action() instanceof Action.Load || s.action() instanceof Action.ReadModifyWrite)) {
                readSites.computeIfAbsent(TraceEnumerator.location(s.action()), l -> new HashSet<>())
                        .add(site(agent, s.action()));
            }
        }
        Map<Location, Map<Long, Integer>> most = mostWrites.computeIfAbsent(agent, a -> new HashMap<>());
        counts.forEach((loc, byValue) -> byValue.forEach((v, n) ->
                most.computeIfAbsent(loc, l -> new HashMap<>()).merge(v, n, Math::max)));
    }

    /**
     * {@code agent}'s path was cut at the spin bound in a wait whose read {@code last} writes back what it read: its
     * writes of that value there have no bound.
     */
    void endlessWriteBack(int agent, Trace.Step last) {
        endlessWriteBacks.add(new Written(agent, TraceEnumerator.location(last.action()), last.read()));
    }

    /**
     * The most iterations in a row of the wait of one read {@code k} an execution needs, or null when leaving one out
     * could change the races: the read is not atomic, or a write to the location is not an atomic mutually ordered with
     * it, through the same reference and each in the other's scope instance (VK MM: Data Race, between operations that
     * are not mutually-ordered atomics; VK MM: Atomic Operation). For a read that only reads, the most distinct writes
     * it can take: the writes of its value, and the initial value if it is that. For a write-back, see
     * {@link #writeBackBound}.
     */
    Integer bound(SpinRepeats.Key k) {
        if (!k.access().atomic() || !mutuallyOrdered(k, writeSites)) {
            return null;
        }
        if (k.writesBack()) {
            return writeBackBound(k);
        }
        int writes = 0;
        for (Map.Entry<Integer, Map<Location, Map<Long, Integer>>> most : mostWrites.entrySet()) {
            if (endlessWriteBacks.contains(new Written(most.getKey(), k.location(), k.value()))) {
                return null; // a wait that writes the value back as long as it lasts
            }
            writes += most.getValue().getOrDefault(k.location(), Map.of()).getOrDefault(k.value(), 0);
        }
        return writes + (launch.initialValue(k.location()) == k.value() ? 1 : 0);
    }

    /**
     * The bound of a write-back read {@code k} ({@code atomicAdd(flag, 0)}): one more than the other agents' writes of
     * its value, or null. A read-modify-write comes right after the write it reads in scoped modification order (VK MM:
     * Scoped Modification Order Coherence), so no two read the same write, and one that is not the first of its run
     * reads either its predecessor's write-back or another agent's write of the value (its own other writes of the
     * location are before the run or after it, in program order and so in modification order). One that reads its
     * predecessor's write-back can be left out with it: the read-modify-write after it and every read that took it take
     * the predecessor's instead, the same value, and each edge of a cycle of the shorter execution's {@code locord},
     * {@code rf}, {@code fr} and {@code asmo} is one or two of the longer's (VK MM: Acyclicity), so the shorter is
     * consistent. Release sequences lose it alone (VK MM: Release Sequence: read-modify-writes by any agent), and its
     * predecessor is in every one it was in, so every synchronizes-with stays; what it acquires its predecessor
     * acquired (the same release sequences, earlier in program order), and what it releases its predecessor released
     * (the same semantics after the same operations: nothing comes between them in program order; a read that took
     * its write or a later one of its release sequence takes the predecessor's, whose release sequence holds them).
     * Every read and write of the location must be a mutually-ordered atomic with it, so it races with nothing (VK MM:
     * Data Race). An agent's write-backs of the value in a wait cut at the spin bound have no bound.
     */
    private Integer writeBackBound(SpinRepeats.Key k) {
        if (!mutuallyOrdered(k, readSites)) {
            return null;
        }
        int others = 0;
        for (Map.Entry<Integer, Map<Location, Map<Long, Integer>>> most : mostWrites.entrySet()) {
            if (most.getKey() != k.agent()) {
                if (endlessWriteBacks.contains(new Written(most.getKey(), k.location(), k.value()))) {
                    return null;
                }
                others += most.getValue().getOrDefault(k.location(), Map.of()).getOrDefault(k.value(), 0);
            }
        }
        return others + 1;
    }

    /** Whether every access of {@code sites} to {@code k}'s location is an atomic mutually ordered with {@code k}. */
    private boolean mutuallyOrdered(SpinRepeats.Key k, Map<Location, Set<AccessSite>> sites) {
        Agent reader = launch.agents().get(k.agent());
        for (AccessSite w : sites.getOrDefault(k.location(), Set.of())) {
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
