package dev.syncscope.core.check;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.sync.Scopes;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Spin loops the check can leave short without losing an answer. A <em>repeat</em> is a read that only reads (a
 * load, or a compare-exchange that fails) and comes right after a read of the same instruction and location that
 * returned the same value, from the same invocation state ({@link ThreadState#backAt}): nothing happens in between,
 * and what follows is what followed the first.
 *
 * <p>Two facts make long runs of repeats redundant:
 * <ul>
 *   <li>A repeat that reads the same write as the read before it can be left out: it writes nothing, releases
 *       nothing, what happens-before it happens-before its twin and what it happens-before its twin does too, so
 *       the execution without it has the same outcome, the same races (its twin's) and the same faults; and the
 *       path one repeat shorter is explored as well.</li>
 *   <li>When the reads are atomic and every write to the location is an atomic mutually ordered with them, the
 *       writes a run reads follow the location's scoped modification order, the initial value first
 *       (VK MM: Scoped Modification Order Coherence, Acyclicity). A run whose consecutive reads read different
 *       writes is then at most (writes of its value in one execution) + (1 if the initial value is it) long.</li>
 * </ul>
 * So a path with a longer run adds no outcome, race or fault, and is left out before the paths are combined. The
 * writes of one execution are bounded by each invocation's most writes on one path: a run longer than the spin bound
 * only repeats, so a path cut there goes on as a shorter one does. Any other cut (a loop bound, the action bound, a
 * spin whose state moves on) leaves the writes unbounded, and then nothing is left out. A path cut at the spin bound
 * stays a cut (and the answer open): a wait that never ends is an execution with no end, which no path stands for.
 * Owned by one
 * {@link TraceEnumerator}; not thread-safe.
 */
final class SpinRepeats {

    /** A run's read: which invocation reads which value where, and the access (for mutual order). */
    record Key(int agent, Location location, long value, String reference, Access access) { }

    private record WriteSite(int agent, String reference, boolean atomic, Scope scope) { }

    private record Site(SourceSpan source, String name) { }

    private final Launch launch;
    /** Per location, the writes to it seen on any path. */
    private final Map<Location, Set<WriteSite>> writeSites = new HashMap<>();
    /** Per agent, location and value, the most writes of that value there on one path. */
    private final Map<Integer, Map<Location, Map<Long, Integer>>> mostWrites = new HashMap<>();
    /** Per complete path, its longest run per read. */
    private final Map<Trace, Map<Key, Integer>> runsOf = new IdentityHashMap<>();
    private final Map<Key, Site> sites = new LinkedHashMap<>();
    private boolean unbounded;
    /** Per read cut at the spin bound at a repeat (a wait that may last for ever), the shortest run cut. */
    private final Map<Key, Integer> repeatCuts = new HashMap<>();
    private int[] runs = new int[16];
    private ThreadState[] befores = new ThreadState[16];

    SpinRepeats(Launch launch) {
        this.launch = launch;
    }

    /** Forgets everything: a new round of the enumeration explores every path again. */
    void clear() {
        writeSites.clear();
        mostWrites.clear();
        runsOf.clear();
        sites.clear();
        unbounded = false;
        repeatCuts.clear();
    }

    /** The path's last step was taken from {@code before}. */
    void added(List<Trace.Step> path, ThreadState before) {
        int k = path.size() - 1;
        if (runs.length <= k) {
            runs = Arrays.copyOf(runs, 2 * (k + 1));
            befores = Arrays.copyOf(befores, 2 * (k + 1));
        }
        befores[k] = before;
        Trace.Step s = path.get(k);
        if (!onlyReads(s)) {
            runs[k] = 0;
            return;
        }
        Trace.Step previous = k > 0 ? path.get(k - 1) : null;
        boolean repeat = previous != null && runs[k - 1] > 0 && previous.action().getClass() == s.action().getClass()
                && source(previous.action()).equals(source(s.action()))
                && TraceEnumerator.location(previous.action()).equals(TraceEnumerator.location(s.action()))
                && previous.read().equals(s.read()) && before.backAt(befores[k - 1]);
        runs[k] = repeat ? runs[k - 1] + 1 : 1;
    }

    /** The length of the run of repeats that ends at the path's last step (1: no repeat; 0: not a read). */
    int runAtEnd(List<Trace.Step> path) {
        return runs[path.size() - 1];
    }

    /**
     * A path of {@code agent} stops here without completing (a fault, a cut); {@code continues}: what would follow is
     * unknown. Complete paths are counted in {@link #reduce}, and only when some path has a run.
     */
    void ended(int agent, List<Trace.Step> path, boolean continues) {
        unbounded |= continues;
        countWrites(agent, path);
    }

    private void countWrites(int agent, List<Trace.Step> path) {
        Map<Location, Map<Long, Integer>> counts = new HashMap<>();
        for (Trace.Step s : path) {
            if (s.written() != null) {
                Location loc = TraceEnumerator.location(s.action());
                counts.computeIfAbsent(loc, l -> new HashMap<>()).merge(s.written(), 1, Integer::sum);
                writeSites.computeIfAbsent(loc, l -> new HashSet<>()).add(site(agent, s.action()));
            }
        }
        Map<Location, Map<Long, Integer>> most = mostWrites.computeIfAbsent(agent, a -> new HashMap<>());
        counts.forEach((loc, byValue) -> byValue.forEach((v, n) ->
                most.computeIfAbsent(loc, l -> new HashMap<>()).merge(v, n, Math::max)));
    }

    /** {@code trace} completes the path. */
    void completed(Trace trace, List<Trace.Step> path) {
        Map<Key, Integer> longest = null;
        for (int k = 0; k < path.size(); k++) {
            if (runs[k] >= 2) {
                if (longest == null) {
                    longest = new HashMap<>();
                }
                longest.merge(key(trace.agent(), path.get(k)), runs[k], Math::max);
            }
        }
        if (longest != null) {
            runsOf.put(trace, longest);
        }
    }

    /**
     * The path was cut at the spin bound. When its last read is a repeat, what would follow is what follows the read
     * before it, explored on the path one read shorter, so its writes are bounded as the others are; else not.
     */
    void cutAtSpinBound(int agent, List<Trace.Step> path) {
        if (runAtEnd(path) >= 2) {
            repeatCuts.merge(key(agent, path.get(path.size() - 1)), runAtEnd(path), Math::min);
        }
        ended(agent, path, runAtEnd(path) < 2);
    }

    /** What can be left out: paths per agent, and a note per read whose waits were shortened. */
    record Reduction(List<List<Trace>> traces, List<String> notes) { }

    Reduction reduce(List<List<Trace>> traces) {
        if (unbounded || sites.isEmpty()) {
            return new Reduction(traces, List.of());
        }
        for (List<Trace> ofAgent : traces) {
            for (Trace t : ofAgent) {
                countWrites(t.agent(), t.steps());
            }
        }
        Map<Key, Integer> bounds = new HashMap<>();
        for (Key k : sites.keySet()) {
            Integer b = bound(k);
            if (b != null) {
                bounds.put(k, b);
            }
        }
        Set<Key> shortened = new HashSet<>();
        List<List<Trace>> kept = new ArrayList<>();
        for (List<Trace> ofAgent : traces) {
            List<Trace> k = new ArrayList<>(ofAgent.size());
            for (Trace t : ofAgent) {
                Key over = longerThanBound(runsOf.get(t), bounds);
                if (over == null) {
                    k.add(t);
                } else {
                    shortened.add(over);
                }
            }
            kept.add(k);
        }
        // one note per agent and read site, its values in the order first seen
        Map<List<Object>, List<Key>> groups = new LinkedHashMap<>();
        for (Key k : sites.keySet()) {
            if (shortened.contains(k)) {
                groups.computeIfAbsent(List.of(k.agent, sites.get(k)), g -> new ArrayList<>()).add(k);
            }
        }
        List<String> notes = new ArrayList<>();
        if (!repeatCuts.isEmpty() && repeatCuts.entrySet().stream()
                .allMatch(c -> bounds.get(c.getKey()) != null && bounds.get(c.getKey()) < c.getValue())) {
            // each cut wait is longer than any execution needs: what it leaves open is a wait that never ends
            notes.add("the waits cut at the spin bound are longer than any execution that ends needs, so every"
                    + " execution that ends is checked; what the cuts leave open is an execution in which a wait never"
                    + " ends (the memory model promises no time by which a write becomes visible), and a claim about"
                    + " every execution stays open however high the spin bound");
        }
        for (List<Key> group : groups.values()) {
            notes.add(group.size() == 1 ? note(group.get(0), bounds.get(group.get(0))) : note(group, bounds));
        }
        return new Reduction(kept, notes);
    }

    private static Key longerThanBound(Map<Key, Integer> runs, Map<Key, Integer> bounds) {
        if (runs == null) {
            return null;
        }
        for (Map.Entry<Key, Integer> r : runs.entrySet()) {
            Integer b = bounds.get(r.getKey());
            if (b != null && r.getValue() > b) {
                return r.getKey();
            }
        }
        return null;
    }

    /**
     * The longest run of {@code k} an execution needs, or null when its reads need not follow one order: the read is
     * not atomic, or a write to the location is not an atomic mutually ordered with it (VK MM: Scoped Modification
     * Order Coherence holds between mutually-ordered atomics only).
     */
    private Integer bound(Key k) {
        if (!k.access.atomic()) {
            return null;
        }
        Agent reader = launch.agents().get(k.agent);
        for (WriteSite w : writeSites.getOrDefault(k.location, Set.of())) {
            if (!w.atomic || !w.reference.equals(k.reference)
                    || !Scopes.inEachOthersScope(launch.agents().get(w.agent), w.scope, reader, k.access.scope())) {
                return null;
            }
        }
        int writes = 0;
        for (Map<Location, Map<Long, Integer>> most : mostWrites.values()) {
            writes += most.getOrDefault(k.location, Map.of()).getOrDefault(k.value, 0);
        }
        return writes + (launch.initialValue(k.location) == k.value ? 1 : 0);
    }

    private String note(Key k, int bound) {
        Site site = sites.get(k);
        return launch.agents().get(k.agent).name() + ": waits reading " + site.name + " = " + k.value + " at "
                + site.source + " are checked up to " + bound + " reads in a row: an execution has at most "
                + (bound - (launch.initialValue(k.location) == k.value ? 1 : 0)) + " writes of that value"
                + (launch.initialValue(k.location) == k.value ? " besides the initial value" : "")
                + ", so a longer wait reads one of them twice in a row, and leaving the second read out changes no"
                + " outcome, race or fault (VK MM: Scoped Modification Order Coherence)";
    }

    /** The note for several values read at one site: bounds by value, the initial value's counted as a write. */
    private String note(List<Key> group, Map<Key, Integer> bounds) {
        Key first = group.get(0);
        Site site = sites.get(first);
        Map<Integer, List<Long>> byBound = new java.util.TreeMap<>(java.util.Comparator.reverseOrder());
        for (Key k : group) {
            byBound.computeIfAbsent(bounds.get(k), b -> new ArrayList<>()).add(k.value);
        }
        List<String> parts = new ArrayList<>();
        byBound.forEach((bound, values) -> parts.add("up to " + bound + " for " + (values.size() == 1 ? "the value "
                : "each of the values ") + values.stream().sorted().map(String::valueOf)
                .collect(java.util.stream.Collectors.joining(", "))));
        return launch.agents().get(first.agent).name() + ": waits reading " + site.name + " at " + site.source
                + " are checked up to so many reads in a row of one value: " + String.join("; ", parts)
                + ". An execution has at most that many writes of the value (the initial value counting as one), so a"
                + " longer wait reads one of them twice in a row, and leaving the second read out changes no outcome,"
                + " race or fault (VK MM: Scoped Modification Order Coherence)";
    }

    private Key key(int agent, Trace.Step s) {
        Action a = s.action();
        Key k;
        Site site;
        if (a instanceof Action.Load l) {
            k = new Key(agent, TraceEnumerator.location(a), s.read(), l.reference().name(), l.access());
            site = new Site(l.source(), l.reference().locationName(l.index()));
        } else {
            Action.ReadModifyWrite m = (Action.ReadModifyWrite) a;
            k = new Key(agent, TraceEnumerator.location(a), s.read(), m.reference().name(), m.access());
            site = new Site(m.source(), m.reference().locationName(m.index()));
        }
        sites.putIfAbsent(k, site);
        return k;
    }

    private static WriteSite site(int agent, Action a) {
        Access acc = a instanceof Action.Store st ? st.access() : ((Action.ReadModifyWrite) a).access();
        String ref = a instanceof Action.Store st ? st.reference().name() : ((Action.ReadModifyWrite) a).reference().name();
        return new WriteSite(agent, ref, acc.atomic(), acc.scope());
    }

    private static SourceSpan source(Action a) {
        return a instanceof Action.Load l ? l.source() : ((Action.ReadModifyWrite) a).source();
    }

    /** A load, or a compare-exchange that failed: a read that writes nothing. */
    static boolean onlyReads(Trace.Step s) {
        return s.action() instanceof Action.Load
                || (s.action() instanceof Action.ReadModifyWrite && s.written() == null && s.read() != null);
    }
}
