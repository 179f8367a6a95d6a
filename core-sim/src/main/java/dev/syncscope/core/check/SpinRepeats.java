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
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Spin loops the check can leave short without losing an answer. A <em>repeat</em> is a step of a run of reads that
 * only read (loads, compare-exchanges that fail: no write, fence, barrier or subgroup operation among them) and comes
 * {@code p} steps (1 &le; p &le; {@link #MAX_PERIOD}) after a read of the same instruction and location that returned
 * the same value, from the same invocation state ({@link ThreadState#backAt}). Being deterministic, the invocation
 * then does again what it did from the step {@code p} before: {@code p} repeats in a row are one more
 * <em>iteration</em> of a loop that reads {@code p} times (a wait for one flag: p = 1; for two, reading a, b, a, b:
 * p = 2), and a run of {@code n} iterations is the first and {@code n - 1} that repeat it, read by read.
 *
 * <p>Two facts make long runs redundant:
 * <ul>
 *   <li>An iteration each of whose reads takes a write that the same read took in an earlier iteration of the run
 *       (its <em>twin</em>) can be left out. It writes nothing and releases nothing; what happens-before one of its
 *       reads happens-before its twin (the same write with the same semantics: VK MM: Synchronizes-With), or is a
 *       read of the run between them, which is program-ordered before whatever the left-out read happens-before; and
 *       what the read happens-before, its twin, earlier in program order and acquiring what it acquires, does too.
 *       So the other operations keep every happens-before relation (and the execution its consistency, outcome and
 *       faults), and the left-out reads race with nothing: they are atomic and every write to their locations is an
 *       atomic mutually ordered with them (VK MM: Data Race). Only their implicit visibility operations are gone,
 *       which can only take location order away from later reads of those locations: the shorter execution has every
 *       race of the longer, perhaps more, and it is one of the program's own. The path one iteration shorter reaches
 *       the same state and is explored as well.</li>
 *   <li>Counting: read {@code i} of an iteration reads the value {@code v_i}, of which an execution has at most
 *       {@code B_i} writes (the most on one path of each invocation, summed, and 1 for the initial value if it is
 *       {@code v_i}). An iteration that cannot be left out has a read that takes a write no earlier iteration's same
 *       read took: the first iteration takes {@code p} such (read, write) pairs, each later one at least one more,
 *       and there are at most {@code B_1 + … + B_p}. So an execution needs runs of at most
 *       {@code B_1 + … + B_p - (p - 1)} iterations; for one read, {@code B}.</li>
 * </ul>
 * The count does not need the writes a read takes to come in their modification order: writes of one location that
 * are each mutually ordered with the reader need not be with each other (a subgroup-scoped write in the reader's
 * subgroup and a device-scoped one from another workgroup), and the reader may then take them alternately. Where
 * they are, VK MM: Scoped Modification Order Coherence makes the twin the iteration right before.
 *
 * <p>So a path with a longer run adds no outcome, race or fault of an execution that ends, and is left out before the
 * paths are combined. The writes of one execution are bounded by each invocation's most writes on one path: a run
 * longer than the spin bound only repeats, so a path cut there at a repeat of a whole iteration goes on as the path one
 * iteration shorter does. Any other cut (a loop bound, the action bound, a spin whose state moves on or whose last
 * iteration is not a repeat) leaves the writes unbounded, and then nothing is left out. A path cut at the spin bound
 * stays a cut (and the answer open): a wait that never ends is an execution with no end, which no path stands for, and
 * it may race where no execution that ends does (the waiter's accesses before the wait against another invocation's
 * that only a write it never sees would have ordered). Owned by one {@link TraceEnumerator}; not thread-safe.
 */
final class SpinRepeats {

    /** The most reads of one iteration whose repeats are counted (as the stepper's spin rule: a wait on 8 flags). */
    static final int MAX_PERIOD = 8;

    /** A run's read: which invocation reads which value where, and the access (for mutual order). */
    record Key(int agent, Location location, long value, String reference, Access access) { }

    /** The reads of one iteration of a wait, in the order of their sites (one read: a wait of period 1). */
    private record Wait(List<Key> keys) {
        int period() {
            return keys.size();
        }
    }

    private record WriteSite(int agent, String reference, boolean atomic, Scope scope) { }

    private record Site(SourceSpan source, String name) { }

    private final Launch launch;
    /** The longest iteration whose repeats are counted; 0: none (nothing is left out). */
    private final int maxPeriod;
    /** Per location, the writes to it seen on any path. */
    private final Map<Location, Set<WriteSite>> writeSites = new HashMap<>();
    /** Per agent, location and value, the most writes of that value there on one path. */
    private final Map<Integer, Map<Location, Map<Long, Integer>>> mostWrites = new HashMap<>();
    /** Per complete path, its longest run per wait, in iterations (the shortest period's waits first). */
    private final Map<Trace, Map<Wait, Integer>> runsOf = new IdentityHashMap<>();
    private final Map<Key, Site> sites = new LinkedHashMap<>();
    /** The waits of more than one read, in the order first seen. */
    private final Set<Wait> waits = new LinkedHashSet<>();
    private boolean unbounded;
    /** Per wait cut at the spin bound at a repeat of a whole iteration (one that may last for ever), the shortest
     * run cut, in iterations. */
    private final Map<Wait, Integer> repeatCuts = new HashMap<>();
    /** Per depth k and period p, at {@code k * maxPeriod + p - 1}: the repeats in a row that end at step k. */
    private int[] repeats;
    private ThreadState[] befores = new ThreadState[16];

    SpinRepeats(Launch launch) {
        this(launch, MAX_PERIOD);
    }

    /** @param maxPeriod the longest iteration whose repeats are counted, 0 to leave nothing out (for tests) */
    SpinRepeats(Launch launch, int maxPeriod) {
        this.launch = launch;
        this.maxPeriod = maxPeriod;
        this.repeats = new int[16 * maxPeriod];
    }

    /** Forgets everything: a new round of the enumeration explores every path again. */
    void clear() {
        writeSites.clear();
        mostWrites.clear();
        runsOf.clear();
        sites.clear();
        waits.clear();
        unbounded = false;
        repeatCuts.clear();
    }

    /** The path's last step was taken from {@code before}. */
    void added(List<Trace.Step> path, ThreadState before) {
        int k = path.size() - 1;
        if (befores.length <= k) {
            befores = Arrays.copyOf(befores, 2 * (k + 1));
            repeats = Arrays.copyOf(repeats, befores.length * maxPeriod);
        }
        befores[k] = before;
        Trace.Step s = path.get(k);
        boolean reads = onlyReads(s);
        for (int p = 1; p <= maxPeriod; p++) {
            int n = 0;
            if (reads && k >= p && (repeatsByDivisor(k, p)
                    || repeats(path.get(k - p), s) && before.backAt(befores[k - p]))) {
                n = repeats[(k - 1) * maxPeriod + p - 1] + 1;
            }
            repeats[k * maxPeriod + p - 1] = n;
        }
    }

    /**
     * Whether step {@code k} repeats step {@code k - p} because a shorter period {@code q} dividing {@code p} repeats
     * at each of the steps k, k - q, …, k - p + q: each is then the step q before it, from the same state.
     */
    private boolean repeatsByDivisor(int k, int p) {
        for (int q = 1; q < p; q++) {
            if (p % q == 0 && repeatsAt(k, q) >= p - q + 1) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code s} does what {@code earlier} did: an only-read of the same instruction and location, same value. */
    private static boolean repeats(Trace.Step earlier, Trace.Step s) {
        return onlyReads(earlier) && earlier.action().getClass() == s.action().getClass()
                && source(earlier.action()).equals(source(s.action()))
                && TraceEnumerator.location(earlier.action()).equals(TraceEnumerator.location(s.action()))
                && earlier.read().equals(s.read());
    }

    /**
     * Whether the run of {@code n} repeats of period {@code p} that ends at step {@code k} lies within a run of a
     * period dividing {@code p}, whose bound is the lower: the same run of a wait for one flag is one of two reads too.
     */
    private boolean withinShorter(int k, int p, int n) {
        for (int q = 1; q < p; q++) {
            if (p % q == 0 && repeatsAt(k, q) >= n + p - q) {
                return true;
            }
        }
        return false;
    }

    /** The repeats of period {@code p} in a row that end at step {@code k}. */
    private int repeatsAt(int k, int p) {
        return repeats[k * maxPeriod + p - 1];
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
        Map<Wait, Integer> longest = null;
        for (int p = 1; p <= maxPeriod; p++) {
            for (int k = 0; k < path.size(); k++) {
                int n = repeatsAt(k, p);
                // at the end of a run with at least one whole iteration repeated
                if (n >= p && (k + 1 == path.size() || repeatsAt(k + 1, p) == 0) && !withinShorter(k, p, n)) {
                    if (longest == null) {
                        longest = new LinkedHashMap<>();
                    }
                    longest.merge(wait(trace.agent(), path, k, p), n / p + 1, Math::max);
                }
            }
        }
        if (longest != null) {
            runsOf.put(trace, longest);
        }
    }

    /**
     * The path was cut at the spin bound. When its last {@code p} reads repeat the {@code p} before them (a whole
     * iteration), what would follow is what follows the iteration before, explored on the path one iteration shorter,
     * so its writes are bounded as the others are; else not.
     */
    void cutAtSpinBound(int agent, List<Trace.Step> path) {
        int k = path.size() - 1;
        for (int p = 1; p <= maxPeriod; p++) {
            int n = repeatsAt(k, p);
            if (n >= p) {
                repeatCuts.merge(wait(agent, path, k, p), n / p + 1, Math::min);
                ended(agent, path, false);
                return;
            }
        }
        ended(agent, path, true);
    }

    /**
     * What can be left out: paths per agent, and a note per read whose waits were shortened; {@code waitsOnly}: every
     * path cut in the check is cut in a wait longer than any execution that ends needs, so no spin bound changes what
     * the executions that end show, and what the cuts leave open is an execution in which a wait never ends.
     */
    record Reduction(List<List<Trace>> traces, List<String> notes, boolean waitsOnly) { }

    Reduction reduce(List<List<Trace>> traces) {
        if (unbounded || sites.isEmpty()) {
            return new Reduction(traces, List.of(), false);
        }
        for (List<Trace> ofAgent : traces) {
            for (Trace t : ofAgent) {
                countWrites(t.agent(), t.steps());
            }
        }
        Map<Key, Integer> keyBounds = new HashMap<>();
        for (Key k : sites.keySet()) {
            Integer b = bound(k);
            if (b != null) {
                keyBounds.put(k, b);
            }
        }
        Map<Wait, Integer> bounds = new HashMap<>();
        Set<Wait> shortened = new HashSet<>();
        List<List<Trace>> kept = new ArrayList<>();
        for (List<Trace> ofAgent : traces) {
            List<Trace> k = new ArrayList<>(ofAgent.size());
            for (Trace t : ofAgent) {
                Wait over = longerThanBound(runsOf.get(t), keyBounds, bounds);
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
            if (shortened.contains(new Wait(List.of(k)))) {
                groups.computeIfAbsent(List.of(k.agent, sites.get(k)), g -> new ArrayList<>()).add(k);
            }
        }
        // and one per agent and the read sites of a longer iteration, its values in the order first seen
        Map<List<Object>, List<Wait>> iterations = new LinkedHashMap<>();
        for (Wait w : waits) {
            if (shortened.contains(w)) {
                List<Object> at = new ArrayList<>(List.of(w.keys.get(0).agent));
                w.keys.forEach(k -> at.add(sites.get(k)));
                iterations.computeIfAbsent(at, g -> new ArrayList<>()).add(w);
            }
        }
        List<String> notes = new ArrayList<>();
        boolean waitsOnly = !repeatCuts.isEmpty() && repeatCuts.entrySet().stream().allMatch(c ->
                bound(c.getKey(), keyBounds, bounds) != null && bound(c.getKey(), keyBounds, bounds) < c.getValue());
        if (waitsOnly) {
            // each cut wait is longer than any execution needs: what it leaves open is a wait that never ends
            // worded of the cuts, not of the check: a check stopped after its paths were explored (a limit, a stepper
            // run beside it) did not check every execution that ends, but its cuts left none out
            notes.add("the waits cut at the spin bound are longer than any execution that ends needs, so the cuts"
                    + " leave out no execution that ends; what they leave open is an execution in which a wait never"
                    + " ends (the memory model promises no time by which a write becomes visible), and a claim about"
                    + " every execution stays open however high the spin bound");
        }
        for (List<Key> group : groups.values()) {
            notes.add(group.size() == 1 ? note(group.get(0), keyBounds.get(group.get(0))) : note(group, keyBounds));
        }
        for (List<Wait> group : iterations.values()) {
            notes.add(note(group, keyBounds, bounds));
        }
        return new Reduction(kept, notes, waitsOnly);
    }

    /** The first of {@code runs} (the shortest iterations first) longer than its wait's bound, or null. */
    private static Wait longerThanBound(Map<Wait, Integer> runs, Map<Key, Integer> keyBounds,
                                        Map<Wait, Integer> bounds) {
        if (runs == null) {
            return null;
        }
        for (Map.Entry<Wait, Integer> r : runs.entrySet()) {
            Integer b = bound(r.getKey(), keyBounds, bounds);
            if (b != null && r.getValue() > b) {
                return r.getKey();
            }
        }
        return null;
    }

    /**
     * The most iterations in a row of {@code w} an execution needs, or null when a read of it has no bound: each read
     * takes at most {@code B_i} writes, the first iteration {@code p} of them and each that cannot be left out one
     * more, so {@code B_1 + … + B_p - (p - 1)}.
     */
    private static Integer bound(Wait w, Map<Key, Integer> keyBounds, Map<Wait, Integer> bounds) {
        Integer known = bounds.get(w);
        if (known != null || bounds.containsKey(w)) {
            return known;
        }
        Integer sum = 0;
        for (Key k : w.keys) {
            Integer b = keyBounds.get(k);
            if (b == null) {
                sum = null;
                break;
            }
            sum += b;
        }
        Integer b = sum == null ? null : sum - (w.period() - 1);
        bounds.put(w, b);
        return b;
    }

    /**
     * The most distinct writes read {@code k} can take in one execution, or null when leaving it out could change the
     * races: the read is not atomic, or a write to the location is not an atomic mutually ordered with it, through the
     * same reference and each in the other's scope instance (VK MM: Data Race, between operations that are not
     * mutually-ordered atomics; VK MM: Atomic Operation).
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
        int writes = bound - (launch.initialValue(k.location) == k.value ? 1 : 0);
        return launch.agents().get(k.agent).name() + ": waits reading " + site.name + " = " + k.value + " at "
                + site.source + " are checked up to " + bound + (bound == 1 ? " read" : " reads") + " in a row: an"
                + " execution has " + (writes == 0 ? "no write" : "at most " + writes + (writes == 1 ? " write"
                : " writes")) + " of that value"
                + (launch.initialValue(k.location) == k.value ? " besides the initial value" : "")
                + ", so a longer wait reads " + (writes == 0 ? "that value" : "one of them") + " a second time, and"
                + " leaving that read out loses no"
                + " outcome, race or fault of an execution that ends (VK MM: Synchronizes-With, Data Race)";
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
                + " longer wait reads one of them a second time, and leaving that read out loses no outcome,"
                + " race or fault of an execution that ends (VK MM: Synchronizes-With, Data Race)";
    }

    /** The wait whose iteration is the {@code p} steps of the path up to step {@code k}. */
    /** The note for the waits of longer iterations at one set of read sites: per values read, the bound. */
    private String note(List<Wait> group, Map<Key, Integer> keyBounds, Map<Wait, Integer> bounds) {
        Wait first = group.get(0);
        List<String> reads = new ArrayList<>();
        for (Key k : first.keys) {
            reads.add(sites.get(k).name + " at " + sites.get(k).source);
        }
        List<String> parts = new ArrayList<>();
        for (Wait w : group) {
            List<String> values = new ArrayList<>();
            for (Key k : w.keys) {
                int b = keyBounds.get(k);
                boolean initial = launch.initialValue(k.location) == k.value;
                int writes = b - (initial ? 1 : 0);
                values.add(sites.get(k).name + " = " + k.value + " (" + (writes == 0 ? "the initial value only"
                        : writes + " write" + (writes == 1 ? "" : "s") + (initial ? " and the initial value" : ""))
                        + ")");
            }
            parts.add("up to " + bound(w, keyBounds, bounds) + " for " + String.join(", ", values));
        }
        return launch.agents().get(first.keys.get(0).agent).name() + ": waits whose every iteration reads "
                + String.join(", ", reads) + " (" + first.period() + " reads, no write) are checked up to so many"
                + " iterations in a row of the same values: " + String.join("; ", parts) + ". Each read can take at"
                + " most that many writes of its value in an execution, so a longer wait has an iteration each of whose"
                + " reads takes a write it took in an earlier iteration, and leaving that iteration out changes no"
                + " outcome, race or fault of an execution that ends (VK MM: Synchronizes-With, Data Race)";
    }

    private Wait wait(int agent, List<Trace.Step> path, int k, int p) {
        if (p == 1) {
            return new Wait(List.of(key(agent, path.get(k))));
        }
        List<Key> keys = new ArrayList<>(p);
        for (int j = k - p + 1; j <= k; j++) {
            keys.add(key(agent, path.get(j)));
        }
        // the same reads whichever of them the run happens to end at
        keys.sort(Comparator.comparing((Key key) -> sites.get(key).source.line())
                .thenComparing(key -> sites.get(key).source.column()).thenComparing(key -> sites.get(key).name)
                .thenComparing(Key::value).thenComparing(Key::reference));
        Wait w = new Wait(List.copyOf(keys));
        waits.add(w);
        return w;
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
