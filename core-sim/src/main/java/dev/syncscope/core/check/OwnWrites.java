package dev.syncscope.core.check;

import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which values a read may take on a path, given the agent's own writes to the location (VK MM: Location-Ordered, its
 * single-thread case "A_X == A_Y and R_X == R_Y and X happens-before Y"; Visible-To; Acyclicity). On a location that
 * only one reference reaches, an agent's read after its own write W reads W or another agent's write: an own earlier
 * write, or the initial value, is shadowed by W (location-ordered before W, which is location-ordered before the read),
 * and an own later write would close a cycle of location order and reads-from. Before its own first write the read takes
 * the initial value or another agent's write, for the same reason. So the values a read branches over on a path are the
 * own last write's (or the initial value) and those the other agents' paths write, not every value any write produces:
 * a four-invocation tree reduction whose loop re-reads its own partial sum had over 100,000 paths per agent, every one
 * but a few inconsistent, and the check stopped at its path limit (the session-36 audit's {@code reduce-loop4.comp}).
 * The values the other agents write are the previous round's ({@link TraceEnumerator}'s fixpoint); a location reached
 * through more than one reference (aliases) keeps every value, and so does a check that keeps inconsistent executions.
 * So does a location where another agent's path writes back what it read (an add of 0, an exchange of the value there):
 * such a write passes on whatever it read, this agent's own earlier writes and the initial value too, one round after
 * that agent read it; no chain of writes counts it ({@link Trace.Step#linksAChain}), so the rounds may end before it
 * reached this agent's reads (a subgroup-scope add of 1, then two adds of 0, beside two invocations of other workgroups
 * adding 0: the first invocation's last add read back its own 1 through another's add of 0, an execution the check
 * left out; VK MM: Acyclicity, nothing orders atomics whose scopes do not include each other). A write-back first met
 * in a later round (a compare-exchange of 1 for 1 reached after reading another value) restarts the count of rounds
 * the chains of writes need ({@link #relaysStable}).
 * Owned by the checking thread.
 */
final class OwnWrites {

    private final Launch launch;
    /** False when the check keeps inconsistent executions too ({@link CheckOptions#consistentOnly()}): no pruning. */
    private final boolean prune;
    /** Per location and agent, the values its paths wrote in the round that gives this round's values; null at first. */
    private Map<Location, Map<Integer, Set<Long>>> used;
    /** The same, gathered in this round. */
    private Map<Location, Map<Integer, Set<Long>>> gathered = new HashMap<>();
    /** Per location, the agents whose paths wrote back what they read there, in the round before and in this one. */
    private Map<Location, Set<Integer>> relaysUsed = Map.of();
    private Map<Location, Set<Integer>> relaysGathered = new HashMap<>();
    /** Per allocation, whether one reference alone reaches it. */
    private final Map<String, Boolean> single = new HashMap<>();

    OwnWrites(Launch launch, boolean prune) {
        this.launch = launch;
        this.prune = prune;
    }

    /** Starts a round that reads the values the last round gathered (none in the first round). */
    void startRound(boolean first) {
        used = first ? null : gathered;
        gathered = new HashMap<>();
        relaysUsed = first ? Map.of() : relaysGathered;
        relaysGathered = new HashMap<>();
    }

    /** Explores a round again (a pruning of value changes relied on too few writes): what it gathered is dropped. */
    void restartRound() {
        gathered = new HashMap<>();
        relaysGathered = new HashMap<>();
    }

    /** Whether this round wrote exactly what the values it read came from (with the value sets, a fixpoint). */
    boolean stable() {
        return gathered.equals(used) && relaysStable();
    }

    /**
     * Whether this round's paths wrote back what they read at the same locations and by the same agents as the round
     * before's, whose writing back this round's reads were branched by (always, without the pruning): where not, the
     * values a newly met write-back passes on reach pruned reads only from the next round, and the chains of writes
     * that bound the rounds are counted again from there ({@link TraceEnumerator}).
     */
    boolean relaysStable() {
        return !prune || relaysGathered.equals(relaysUsed);
    }

    /** {@code agent}'s path wrote {@code value} to {@code loc}, writing back what it read there if {@code relay}. */
    void wrote(int agent, Location loc, long value, boolean relay) {
        gathered.computeIfAbsent(loc, l -> new HashMap<>()).computeIfAbsent(agent, a -> new TreeSet<>()).add(value);
        if (relay && prune) {
            relaysGathered.computeIfAbsent(loc, l -> new TreeSet<>()).add(agent);
        }
    }

    /**
     * Whether {@code agent}'s paths of this round wrote {@code value} to {@code loc}: the values another agent's read
     * branches over ({@link #values}) are those of the round before, the same once the rounds are stable.
     */
    boolean written(int agent, Location loc, long value) {
        Set<Long> v = gathered.getOrDefault(loc, Map.of()).get(agent);
        return v != null && v.contains(value);
    }

    /**
     * The values {@code agent}'s read of {@code loc} at the end of {@code path} may take, of {@code all} (every value a
     * write produces, and the initial one): all of them in the first round, and on a location aliases reach.
     */
    long[] values(int agent, Location loc, List<Trace.Step> path, Set<Long> all) {
        Set<Integer> relays = relaysUsed.get(loc);
        if (!prune || used == null || !singleReference(loc)
                || relays != null && (relays.size() > 1 || !relays.contains(agent))) {
            return all.stream().mapToLong(Long::longValue).toArray();
        }
        Long own = null;
        for (int i = path.size() - 1; i >= 0 && own == null; i--) {
            Trace.Step s = path.get(i);
            if (s.written() != null && loc.equals(AccessedLocation.of(s.action()))) {
                own = s.written();
            }
        }
        TreeSet<Long> out = new TreeSet<>();
        out.add(own != null ? own : launch.initialValue(loc));
        Map<Integer, Set<Long>> byAgent = used.get(loc);
        if (byAgent != null) {
            byAgent.forEach((writer, values) -> {
                if (writer != agent) {
                    out.addAll(values);
                }
            });
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    private boolean singleReference(Location loc) {
        return single.computeIfAbsent(loc.allocation(), alloc -> {
            int n = 0;
            for (Reference r : launch.references()) {
                n += r.allocation().equals(alloc) ? 1 : 0;
            }
            return n == 1;
        });
    }
}
