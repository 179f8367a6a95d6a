package dev.syncscope.core.check;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;

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
 *       atomic mutually ordered with them (VK MM: Data Race), or a plain store every candidate location-orders before
 *       each atomic access there ({@link StoresFirst#beforeEveryAtomic}: a lock zeroed before a barrier), which is
 *       then before each left-out read too, as it comes after its twin in program order. Only their implicit visibility operations are gone,
 *       which can only take location order away from later reads of those locations: the shorter execution has every
 *       race of the longer, perhaps more, and it is one of the program's own. The path one iteration shorter reaches
 *       the same state and is explored as well.</li>
 *   <li>Counting: read {@code i} of an iteration reads the value {@code v_i}, of which an execution has at most
 *       {@code B_i} writes it can take (the most on one path of each invocation, summed, and 1 for the initial value if
 *       it is {@code v_i}; not the reader's own atomic writes of it after its every read of it on the path, which are
 *       location-ordered after those reads: VK MM: Location-Ordered, Acyclicity). An iteration that cannot be left out has a read that takes a write no earlier iteration's same
 *       read took: the first iteration takes {@code p} such (read, write) pairs, each later one at least one more,
 *       and there are at most {@code B_1 + … + B_p}. So an execution needs runs of at most
 *       {@code B_1 + … + B_p - (p - 1)} iterations; for one read, {@code B}.</li>
 * </ul>
 * The count does not need the writes a read takes to come in their modification order: writes of one location that
 * are each mutually ordered with the reader need not be with each other (a subgroup-scoped write in the reader's
 * subgroup and a device-scoped one from another workgroup), and the reader may then take them alternately. Where
 * they are, VK MM: Scoped Modification Order Coherence makes the twin the iteration right before.
 *
 * <p>A wait of one read-modify-write that writes back the value it read ({@code atomicAdd(flag, 0u)}, HLSL's
 * {@code InterlockedAdd(flag[0], 0, seen)}: SM5 has no atomic load) writes at every iteration, so no iteration is
 * another's twin: each reads a write no other takes (VK MM: Scoped Modification Order Coherence puts it right after
 * the write it reads). A poll after the first can instead be left out when nothing but other invocations' write-backs
 * that head no release sequence came between it and the poll before in that order: it acquires nothing the poll
 * before did not. So a run needs at most one more poll than the other invocations' <em>separators</em> (their writes
 * of the value that are not write-backs, and all of them where a write-back may head a release sequence), if every
 * access to the location is an atomic and all are mutually ordered ({@link WaitBounds#bound}, which gives the
 * argument): a second waiter on the flag adds no poll to the first's bound. Such a wait cut at the spin bound leaves
 * its own write-backs of the value without a bound, so no read that only reads that value is shortened; a wait that
 * reads several places an iteration is shortened only when none of its reads writes.
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

    /**
     * A run's read: which invocation reads which value where, and the access (for mutual order); {@code writesBack}:
     * a read-modify-write that writes back the value it read.
     */
    record Key(int agent, Location location, long value, String reference, Access access, boolean writesBack) { }

    /** The reads of one iteration of a wait, in the order of their sites (one read: a wait of period 1). */
    record Wait(List<Key> keys) {
        int period() {
            return keys.size();
        }
    }

    record Site(SourceSpan source, String name) { }

    private final Launch launch;
    private final java.util.function.BooleanSupplier stop;
    /** The longest iteration whose repeats are counted; 0: none (nothing is left out). */
    private final int maxPeriod;
    /** The writes of the paths explored, and the reads' bounds they make. */
    private final WaitBounds writes;
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
        this(launch, maxPeriod, () -> false);
    }

    /**
     * @param maxPeriod the longest iteration whose repeats are counted, 0 to leave nothing out (for tests)
     * @param stop      says when to stop proving plain stores first ({@link StoresFirst}): none is then
     */
    SpinRepeats(Launch launch, int maxPeriod, java.util.function.BooleanSupplier stop) {
        this.launch = launch;
        this.stop = stop;
        this.writes = new WaitBounds(launch);
        this.maxPeriod = maxPeriod;
        this.repeats = new int[16 * maxPeriod];
    }

    /** Forgets everything: a new round of the enumeration explores every path again. */
    void clear() {
        writes.clear();
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
            // a write-back repeats only in a wait of one read: its iteration writes nothing else
            if ((reads || p == 1 && writesBack(s)) && k >= p && (repeatsByDivisor(k, p)
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

    /**
     * Whether {@code s} does what {@code earlier} did: an only-read, or a write-back as {@code s} is, of the same
     * instruction and location, same value.
     */
    private static boolean repeats(Trace.Step earlier, Trace.Step s) {
        // the cheap tests first, and the location built only for two actions that are not one object: this runs
        // up to MAX_PERIOD times a step of the enumeration (a third of a wait's check was spent here)
        if (!(onlyReads(earlier) || writesBack(earlier) && writesBack(s)) || !earlier.read().equals(s.read())
                || earlier.action().getClass() != s.action().getClass()) {
            return false;
        }
        return earlier.action() == s.action() || source(earlier.action()).equals(source(s.action()))
                && AccessedLocation.same(earlier.action(), s.action());
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
        writes.count(agent, path);
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
                Trace.Step last = path.get(k);
                if (p == 1 && writesBack(last)) {
                    writes.endlessWriteBack(agent, last);
                }
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
    record Reduction(List<List<Trace>> traces, List<String> notes, boolean waitsOnly) {

        /**
         * The notes, after the one that says what the cuts leave open (a wait that never ends) when they are
         * {@link #waitsOnly}, unless every cut is in a loop proved to never exit ({@code neverExits}): then nothing
         * is left open, the loops' finding says what happens ({@link EndlessSpins}).
         */
        List<String> notes(boolean neverExits) {
            if (!waitsOnly || neverExits) {
                return notes;
            }
            List<String> out = new ArrayList<>(List.of(OPEN_WAITS_NOTE));
            out.addAll(notes);
            return out;
        }
    }

    /** {@link Reduction#notes(boolean)}: each cut wait is longer than any execution needs. */
    private static final String OPEN_WAITS_NOTE = "the waits cut at the spin bound are longer than any execution that"
            + " ends needs, so the cuts leave out no execution that ends; what they leave open is an execution in"
            + " which a wait never ends (the memory model promises no time by which a write becomes visible), and a"
            + " claim about every execution stays open however high the spin bound";

    Reduction reduce(List<List<Trace>> traces) {
        if (unbounded || sites.isEmpty()) {
            return new Reduction(traces, List.of(), false);
        }
        for (List<Trace> ofAgent : traces) {
            for (Trace t : ofAgent) {
                writes.count(t.agent(), t.steps());
            }
        }
        // a lock zeroed by a plain store before a barrier: the store comes before every atomic access there
        Set<Location> plain = writes.plainStored(sites.keySet());
        writes.storesFirst(plain.isEmpty() ? Set.of() : StoresFirst.beforeEveryAtomic(launch, traces, plain,
                launch.availabilityVisibilityChains(), stop));
        Map<Key, Integer> keyBounds = new HashMap<>();
        for (Key k : sites.keySet()) {
            Integer b = writes.bound(k);
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
                groups.computeIfAbsent(List.of(k.agent, sites.get(k), k.writesBack), g -> new ArrayList<>()).add(k);
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
        // with waitsOnly, Reduction.notes(boolean) says first what the cuts leave open: worded of the cuts, not of the
        // check: a check stopped after its paths were explored (a limit, a stepper run beside it) did not check every
        // execution that ends, but its cuts left none out
        // the locations whose plain stores were proved first, where a wait was shortened (before their waits' notes)
        Set<Location> firstNoted = new HashSet<>();
        for (Key k : sites.keySet()) {
            if (writes.storedFirst(k.location()) && shortened.stream().anyMatch(w -> w.keys.contains(k))
                    && firstNoted.add(k.location())) {
                notes.add(SpinRepeatNotes.storesFirstNote(sites.get(k)));
            }
        }
        for (List<Key> group : groups.values()) {
            Site site = sites.get(group.get(0));
            // a load's bound left out its own later writes; a write-back's, others' write-backs a barrier covered
            boolean aside = group.stream().anyMatch(k -> k.writesBack() ? writes.barrierCovered(k)
                    : writes.ownLater(k) > 0);
            notes.add(group.size() == 1 ? SpinRepeatNotes.note(launch, group.get(0), site, keyBounds.get(group.get(0)),
                    aside) : SpinRepeatNotes.note(launch, group, site, keyBounds, aside));
        }
        for (List<Wait> group : iterations.values()) {
            notes.add(SpinRepeatNotes.note(launch, group, sites, keyBounds, bounds));
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
    static Integer bound(Wait w, Map<Key, Integer> keyBounds, Map<Wait, Integer> bounds) {
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

    /** The wait whose iteration is the {@code p} steps of the path up to step {@code k}. */
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
            k = new Key(agent, AccessedLocation.of(a), s.read(), l.reference().name(), l.access(), false);
            site = new Site(l.source(), l.reference().locationName(l.index()));
        } else {
            Action.ReadModifyWrite m = (Action.ReadModifyWrite) a;
            k = new Key(agent, AccessedLocation.of(a), s.read(), m.reference().name(), m.access(),
                    writesBack(s));
            site = new Site(m.source(), m.reference().locationName(m.index()));
        }
        sites.putIfAbsent(k, site);
        return k;
    }

    private static SourceSpan source(Action a) {
        return a instanceof Action.Load l ? l.source() : ((Action.ReadModifyWrite) a).source();
    }

    /** A load, or a compare-exchange that failed: a read that writes nothing. */
    static boolean onlyReads(Trace.Step s) {
        return s.action() instanceof Action.Load
                || (s.action() instanceof Action.ReadModifyWrite && s.written() == null && s.read() != null);
    }

    /** A read-modify-write that wrote back the value it read ({@code atomicAdd(flag, 0)}). */
    static boolean writesBack(Trace.Step s) {
        return s.action() instanceof Action.ReadModifyWrite && s.written() != null && s.written().equals(s.read());
    }
}
