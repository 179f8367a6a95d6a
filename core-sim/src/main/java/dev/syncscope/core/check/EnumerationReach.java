package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@link ValueReach}'s bound applied while the paths are explored, not after: a read does not branch over a value whose
 * shortest chain of RMW steps (read → written) from the initial value or a stored value is longer than the RMWs one
 * execution can make. The enumeration reads every value some write of the round before produced, and an RMW path
 * chains its own writes, so two invocations adding 1 to a counter four times each read values up to 4 more every
 * round: 17 values and 83,521 paths for each by the fifth round, and the check stopped at its limit of 100,000 paths
 * per invocation ({@code agent T0 has more than 100000 paths}, session 58), where no execution holds more than 8.
 *
 * <p>The bound is an assumption made at a round's start from what the exploration saw so far (the RMW steps and stored
 * values of every path prefix, and per invocation the most RMWs on one prefix), and checked at its end
 * ({@link #validate}): the round is explored again when a value it left out is within the bound of what the round
 * itself saw. Why a value left out by a round that passes is read in no consistent execution: take one that reads it,
 * and, in an order of its events that extends program order and reads-from (no value out of thin air, as the rounds
 * themselves assume: {@link TraceEnumerator}), its first read R of a left-out value v. Every read before R took a
 * value the round offered, so the prefixes of the execution's paths before R were explored. The chain of RMWs that
 * produced v from a stored or initial value (reads-from, VK MM: Acyclicity; no RMW twice, and not R) lies before R, so
 * the round saw each of its steps and its start, and its length m is at most the RMWs of those prefixes, at most the
 * sum over invocations of the most RMWs on one explored prefix. So v's shortest chain is at most m, within the bound,
 * and the check would have failed. That a read before R took an offered value needs the last round's value sets closed
 * (every value its paths write is among those its reads take, so the write R reads is in the sets): an enumeration that
 * would end at the rounds' bound on chains of writes with the sets still growing starts again from its first round
 * with nothing left out ({@link #restart}). Only values with a known chain are left out (one with none may yet get
 * one), and nothing is left out once a path is cut at a bound (an execution that never ends may make more RMWs than any
 * path explored): the round is then explored again without it. Mutable, one per enumeration.
 */
final class EnumerationReach {

    private final Launch launch;
    private boolean on;
    /** Seen so far, over every round: per location, the stored values, and the RMW steps from a read value. */
    private final Map<Location, Set<Long>> starts = new HashMap<>();
    private final Map<Location, Map<Long, Set<Long>>> steps = new HashMap<>();
    /** Per invocation, the most RMWs (to any location) on one explored prefix. */
    private final Map<Integer, Integer> most = new HashMap<>();
    /** The RMWs on the current path up to each of its steps (index: the path's length after the step). */
    private int[] rmwsUpTo = new int[16];
    /** The assumption of the round being explored: per location, each value's fewest RMW steps; and the bound. */
    private final Map<Location, Map<Long, Long>> distance = new HashMap<>();
    private long bound;
    /** What the round left out: per location, the values; and whether any round left out any. */
    private final Map<Location, Set<Long>> leftOut = new HashMap<>();
    private boolean everLeftOut;
    /** Whether the enumeration started again with nothing left out ({@link #restart}). */
    private boolean restarted;

    /** @param on whether values may be left out (the RMW pruning, with inconsistent candidates left out as met) */
    EnumerationReach(Launch launch, boolean on) {
        this.launch = launch;
        this.on = on;
    }

    /** A round (or its exploration again) starts: its assumption is what was seen so far. */
    void startRound() {
        distance.clear();
        leftOut.clear();
        bound = most.values().stream().mapToLong(Integer::longValue).sum();
    }

    /**
     * The path of {@code agent} grew by its last step: notes its RMW step or stored value, and its RMWs so far; nothing
     * once values may no longer be left out (the pruning off, or turned off by a cut), as nothing reads them then.
     */
    void added(int agent, java.util.List<Trace.Step> path) {
        if (!on) {
            return;
        }
        int n = path.size();
        Trace.Step s = path.get(n - 1);
        if (rmwsUpTo.length <= n) {
            rmwsUpTo = Arrays.copyOf(rmwsUpTo, 2 * n + 1);
        }
        boolean rmw = s.action() instanceof Action.ReadModifyWrite && s.read() != null && s.written() != null;
        rmwsUpTo[n] = (n == 1 ? 0 : rmwsUpTo[n - 1]) + (rmw ? 1 : 0);
        if (s.written() == null) {
            return;
        }
        Location loc = AccessedLocation.of(s.action());
        if (rmw) {
            steps.computeIfAbsent(loc, l -> new HashMap<>()).computeIfAbsent(s.read(), v -> new HashSet<>())
                    .add(s.written());
            most.merge(agent, rmwsUpTo[n], Math::max);
        } else if (loc != null) {
            starts.computeIfAbsent(loc, l -> new HashSet<>()).add(s.written());
        }
    }

    /** {@code values}, the values a read of {@code loc} may take, less those beyond the round's bound (noted). */
    long[] keep(Location loc, long[] values) {
        if (!on) {
            return values;
        }
        Map<Long, Long> d = distance.computeIfAbsent(loc, this::distances);
        long[] kept = values;
        int n = 0;
        for (int i = 0; i < values.length; i++) {
            Long k = d.get(values[i]);
            if (k != null && k > bound) {
                if (kept == values) {
                    kept = Arrays.copyOf(values, values.length);
                    n = i;
                }
                leftOut.computeIfAbsent(loc, l -> new TreeSet<>()).add(values[i]);
                everLeftOut = true;
            } else if (kept != values) {
                kept[n++] = values[i];
            }
        }
        // every value beyond reach: the path ends here, in no consistent execution
        return kept == values ? values : Arrays.copyOf(kept, n);
    }

    /**
     * Whether the enumeration is to start again from its first round with nothing left out: it would end at the rounds'
     * bound on chains of writes without closed value sets, and values were left out in some round (the argument of
     * the class comment needs the values the last round reads to be every value its paths write), also when a cut
     * has since turned the leaving out off. Once only.
     */
    boolean restart() {
        if (!everLeftOut || restarted) {
            return false;
        }
        restarted = true;
        on = false;
        return true;
    }

    /**
     * Whether the round's assumption held: nothing was left out, or no path was cut ({@code cut} false) and every value
     * left out is still beyond the bound of what was seen, this round included; else the round is to be explored again
     * (with pruning off for good after a cut).
     */
    boolean validate(boolean cut) {
        if (leftOut.isEmpty()) {
            return true;
        }
        if (cut) {
            on = false;
            return false;
        }
        long now = most.values().stream().mapToLong(Integer::longValue).sum();
        for (Map.Entry<Location, Set<Long>> e : leftOut.entrySet()) {
            Map<Long, Long> d = distances(e.getKey());
            for (long v : e.getValue()) {
                Long k = d.get(v);
                if (k == null || k <= now) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Per value of {@code loc}, its fewest RMW steps from the initial value or a stored value, as seen so far. */
    private Map<Long, Long> distances(Location loc) {
        return ValueReach.distances(launch.initialValue(loc), starts.getOrDefault(loc, Set.of()),
                steps.getOrDefault(loc, Map.of()));
    }
}
