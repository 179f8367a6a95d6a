package dev.syncscope.core.check;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.ValueKind;

import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * One candidate execution with its verdict: events, the relations the Vulkan memory model defines
 * over them, its data races and its outcomes. Everything a witness view needs. Immutable once its check has
 * returned (the relations it does not hold are derived again when asked, by whichever thread asks, and kept while
 * memory allows; two threads asking at once may both derive them, to equal relations).
 */
public final class Execution {
    private final List<Event> events;
    private final boolean consistent;
    private final Relation po;
    private final Relation ssw;
    private final Relation asmo;
    /** The write each read of its combination reads from, in event order of the reads (-1: the initial value). */
    private final int[] source;
    private final int dataRacePairs;
    private final int releaseSequencePairs;
    private final List<Race> races;
    private final Map<Location, List<Long>> finalValues;
    private final List<Outcome> outcomes;
    private final boolean readsUndefined;
    /** The lines of the faults its invocations stop at ({@link CheckResult#faults()}' form); empty: none. */
    private final List<String> faults;
    /** The barrier divergence of its combination of paths ({@link CheckResult#divergences()}' form), or null. */
    private final String divergence;
    /**
     * Its other relations as the check derived them, reads-from among them, while its combination of paths has few
     * executions; null once {@link #deriveWhenAsked} is told what to derive them from. Cleared by the checking thread
     * before the result is handed on.
     */
    private Map<RelationKind, Relation> held;
    /** What its other relations are derived from once not held: its combination's facts, parts and reads. */
    private StaticFacts s;
    private StaticParts parts;
    private int[] reads;
    /**
     * Its other relations as derived for a caller once not held, kept while memory allows or the caller holds them
     * ({@link #deriveRelations}: the window, for the witness it shows).
     */
    private volatile SoftReference<Map<RelationKind, Relation>> derived;

    /**
     * {@code source}: its reads-from choice, per read of the combination the write it reads or -1
     * ({@link CandidateSearch#readsFrom}), which it keeps; {@code flow}: where its reads of undefined memory go
     * ({@link UndefinedFlow}), null when it has none; {@code faults}: the faults its invocations' paths end in
     * ({@link #faults()}), empty when none does; {@code divergence}: its paths' barrier divergence ({@link
     * #divergence()}), or null. Its outcomes, final values and races are taken from {@code shared} when an execution
     * of the same check has equal ones.
     */
    Execution(Derivation d, int[] source, FinalRegisters registers, UndefinedFlow flow, List<String> faults,
              String divergence, Shared shared) {
        StaticFacts s = d.s;
        this.events = s.events;
        this.consistent = d.consistent;
        this.po = s.po;
        this.ssw = s.ssw;
        this.asmo = d.asmo;
        this.source = source;
        Map<RelationKind, Relation> rels = derivedOf(d);
        this.held = rels;
        this.dataRacePairs = rels.get(RelationKind.RACE).size();
        this.releaseSequencePairs = rels.get(RelationKind.RS).size();
        this.races = shared.races(RaceExplainer.races(d));
        Set<Location> storedUndefined = new HashSet<>();
        this.finalValues = shared.finalValues(finalValues(d, flow, storedUndefined));
        this.outcomes = shared.outcomes(outcomes(s, registers, finalValues, unwritten(s), storedUndefined));
        this.readsUndefined = flow != null && !(flow.reads().isEmpty() && flow.made().isEmpty());
        this.faults = faults;
        this.divergence = divergence;
    }

    /**
     * Lets go of its derived relations (what a check kept of every execution it found, and most of its memory: about
     * 20 KB an execution of some 20 events), to derive them again from its choices when {@link #relation} asks:
     * {@code s}, {@code parts} and {@code reads} are those of the combination it was derived in. Called by the checking
     * thread for the executions of a combination that has many (the facts kept for them are shared).
     */
    void deriveWhenAsked(StaticFacts s, StaticParts parts, int[] reads) {
        this.s = s;
        this.parts = parts;
        this.reads = reads;
        this.held = null;
    }

    /**
     * The outcomes, final values and races of the executions of one check, one object for each that is equal to
     * another's: thousands of executions have a few dozen outcomes between them. Owned by the check's thread.
     */
    static final class Shared {
        private final Map<List<Outcome>, List<Outcome>> outcomes = new HashMap<>();
        private final Map<Map<Location, List<Long>>, Map<Location, List<Long>>> finalValues = new HashMap<>();

        List<Outcome> outcomes(List<Outcome> o) {
            // shared by every execution with equal outcomes: read-only, so no caller changes another's
            return outcomes.computeIfAbsent(o, Collections::unmodifiableList);
        }

        Map<Location, List<Long>> finalValues(Map<Location, List<Long>> f) {
            return finalValues.computeIfAbsent(f, Collections::unmodifiableMap);
        }

        List<Race> races(List<Race> r) {
            return r.isEmpty() ? List.of() : r;
        }
    }

    public List<Event> events() {
        return events;
    }

    /** Whether the execution satisfies the model's consistency predicate (VK MM: Acyclicity). */
    public boolean consistent() {
        return consistent;
    }

    /**
     * The relation {@code kind} of this execution. Program order, system-synchronizes-with and the scoped modification
     * order are kept; the others, when not held, are derived again from those and its reads-from choice, exactly as
     * the check derived them ({@link Derivation}).
     */
    public Relation relation(RelationKind kind) {
        switch (kind) {
            case PO:
                return po;
            case SSW:
                return ssw;
            case MO:
                return asmo;
            default:
                Map<RelationKind, Relation> h = derivedRelations();
                return (h != null ? h : deriveRelations(() -> false)).get(kind);
        }
    }

    /**
     * Its derived relations (rf, fr, rs, sw, hb, locord, dr) when at hand: held since the check, or derived again and
     * not yet collected; else null, and {@link #relation} would derive them again, which takes up to seconds for an
     * execution of thousands of events (the window does it on a worker, not the FX thread).
     */
    public Map<RelationKind, Relation> derivedRelations() {
        Map<RelationKind, Relation> h = held;
        if (h != null) {
            return h;
        }
        SoftReference<Map<RelationKind, Relation>> ref = derived;
        return ref == null ? null : ref.get();
    }

    /**
     * Its derived relations, derived again when not at hand ({@link #derivedRelations}), as the check derived them
     * ({@link Derivation}); null when {@code stop}, asked between two of them, said to give up. The execution keeps
     * them while the caller holds the map returned, else while memory allows.
     */
    public Map<RelationKind, Relation> deriveRelations(java.util.function.BooleanSupplier stop) {
        Map<RelationKind, Relation> rels = derivedRelations();
        if (rels == null) {
            try {
                rels = derivedOf(new Derivation(s, parts, CandidateSearch.readsFrom(s.n, reads, source), asmo,
                        CandidateSearch.initialReads(s.n, reads, source), stop));
            } catch (Derivation.Stopped e) {
                return null;
            }
            derived = new SoftReference<>(rels);
        }
        return rels;
    }

    private static Map<RelationKind, Relation> derivedOf(Derivation d) {
        Map<RelationKind, Relation> rels = new EnumMap<>(RelationKind.class);
        rels.put(RelationKind.RF, d.rf);
        rels.put(RelationKind.FR, d.fr);
        rels.put(RelationKind.RS, d.rs);
        rels.put(RelationKind.SW, d.sw);
        rels.put(RelationKind.HB, d.hb);
        rels.put(RelationKind.LOCORD, d.locord);
        rels.put(RelationKind.RACE, d.dataRaces());
        return Collections.unmodifiableMap(rels);
    }

    /** Whether its derived relations are at hand ({@link #derivedRelations}). */
    boolean relationsHeld() {
        return derivedRelations() != null;
    }

    /** The data races, one entry per unordered pair. */
    public List<Race> races() {
        return races;
    }

    /** Size of the Alloy {@code dr} relation: ordered pairs, i.e. twice the number of races. */
    public int dataRacePairs() {
        return dataRacePairs;
    }

    /** Size of the Alloy {@code rs} relation (each release with itself, plus its RMW successors). */
    public int releaseSequencePairs() {
        return releaseSequencePairs;
    }

    /**
     * Per location, the values it may hold at the end: the values of the writes that no other write
     * of the location follows in {@code locord ∪ rf ∪ fr ∪ asmo}; the initial value when unwritten.
     */
    public Map<Location, List<Long>> finalValues() {
        return finalValues;
    }

    /**
     * The outcomes: final registers ({@code P1:r0}) with each combination of final memory values; Workgroup memory that
     * no write of the execution defines is undefined ({@link Outcome#undefined()}), not the 0 it starts as here.
     */
    public List<Outcome> outcomes() {
        return outcomes;
    }

    /**
     * Whether some read takes the initial value of memory that has none (a kernel's Workgroup variable: VK MM
     * Allocation, no initializer) and its value matters ({@link UndefinedFlow}: it is stored to memory, or decides
     * control flow or an address), the checker's undefined read: the outcome is then not defined. An undefined value
     * nobody uses (an exchange's old value, a struct member copied along) is no undefined read here. An undefined
     * value an invocation made itself (OpUndef, a local variable read before any store) whose value matters counts
     * the same.
     */
    public boolean readsUndefined() {
        return readsUndefined;
    }

    /**
     * Whether an invocation stops at a fault in this execution (an out-of-bounds access, …): its events are those
     * before the fault, as in the stepper, and none after it. Its data races are the program's (VK MM: Data Race: two
     * memory operations that are executed), but it has no final state: its {@link #outcomes()} and
     * {@link #finalValues()} are where memory and registers stood when every invocation had stopped, no allowed
     * outcome ({@link CheckResult#allowedOutcomes()} leaves them out), and its fault is a finding.
     */
    public boolean faulted() {
        return !faults.isEmpty();
    }

    /**
     * The faults its invocations stop at, one line each in the form of {@link CheckResult#faults()} ({@code fault: T1
     * stops at append.comp:8: …}); empty when none does ({@link #faulted()}).
     */
    public List<String> faults() {
        return faults;
    }

    /**
     * Its barrier divergence, one line in the form of {@link CheckResult#divergences()} ({@code barrier divergence: T1
     * finishes …}), or null when its invocations meet their control barriers as SPIR-V OpControlBarrier requires, and
     * also, whatever its barriers, when one of its paths ends in a fault (the fault is the finding: the invocation never
     * met what follows it) or when its launch pairs the barriers of the threads that execute them ({@code
     * Launch.barriersOfExecutingThreads}, litmus tests): so a claim about every execution errs towards "some".
     */
    public String divergence() {
        return divergence;
    }

    /** The locations no write of the execution writes. */
    private static Set<Location> unwritten(StaticFacts s) {
        Set<Location> written = new HashSet<>();
        for (Event w : s.events) {
            if (w.isWrite()) {
                written.add(w.location());
            }
        }
        Set<Location> out = new HashSet<>();
        for (Reference ref : s.launch.references()) {
            for (int i = 0; i < ref.length(); i++) {
                if (!written.contains(ref.location(i)) && !ref.highWord(i)) {
                    out.add(ref.location(i));
                }
            }
        }
        return out;
    }

    /**
     * As described at {@link #finalValues()}; adds to {@code storedUndefined} the locations a last write of which
     * stores an undefined value ({@code flow}, when non-null).
     */
    private static Map<Location, List<Long>> finalValues(Derivation d, UndefinedFlow flow,
                                                       Set<Location> storedUndefined) {
        StaticFacts s = d.s;
        // the writes of each location, looked up per location instead of scanning every event for each
        Map<Location, List<Event>> writesTo = new HashMap<>();
        boolean overwritten = false;
        for (Event w : s.events) {
            if (w.isWrite()) {
                List<Event> ws = writesTo.computeIfAbsent(w.location(), l -> new ArrayList<>());
                ws.add(w);
                overwritten |= ws.size() > 1;
            }
        }
        // the order is needed only where a location has two writes or more. It is acyclic in a consistent execution
        // (VK MM: Acyclicity), where a write is the last of its location when no path leads from it to another
        // write of the location: one backward walk per such location, not the closure of all n events
        Relation union = overwritten ? d.locord.union(d.rf).union(d.fr).union(d.asmo) : null;
        Relation order = overwritten && !d.consistent ? union.closure() : null;
        Relation back = overwritten && d.consistent ? union.inverse() : null;
        Map<Location, List<Long>> out = new LinkedHashMap<>();
        for (Reference ref : s.launch.references()) {
            for (int i = 0; i < ref.length(); i++) {
                Location loc = ref.location(i);
                if (out.containsKey(loc) || ref.highWord(i)) {
                    continue;
                }
                TreeSet<Long> values = new TreeSet<>();
                List<Event> ws = writesTo.getOrDefault(loc, List.of());
                EventSet beforeAnother = ws.size() < 2 || order != null ? null : back.reachableFrom(idsOf(s.n, ws));
                for (Event w : ws) {
                    if (beforeAnother != null ? !beforeAnother.contains(w.id()) : isLast(order, w, ws)) {
                        values.add(w.writtenValue());
                        if (flow != null && flow.undefinedWrite(w.id())) {
                            storedUndefined.add(loc);
                        }
                    }
                }
                if (values.isEmpty()) {
                    values.add(s.launch.initialValue(loc));
                }
                out.put(loc, List.copyOf(values));
            }
        }
        return out;
    }

    private static EventSet idsOf(int n, List<Event> events) {
        long[] words = new long[(n + 63) >>> 6];
        for (Event e : events) {
            words[e.id() >>> 6] |= 1L << e.id();
        }
        return new EventSet(n, words);
    }

    /** Whether no other write of the location ({@code writes}, {@code w} among them) follows {@code w} in {@code order}. */
    private static boolean isLast(Relation order, Event w, List<Event> writes) {
        for (Event o : writes) {
            if (o != w && order.contains(w.id(), o.id()) && !order.contains(o.id(), w.id())) {
                return false;
            }
        }
        return true;
    }

    private static List<Outcome> outcomes(StaticFacts s, FinalRegisters registers,
                                          Map<Location, List<Long>> finals, Set<Location> unwritten,
                                          Set<Location> storedUndefined) {
        List<Map<String, Long>> partial = new ArrayList<>();
        partial.add(new LinkedHashMap<>(registers.values()));
        // a register holding an undefined value the invocation made (a shuffle from outside the tangle, …)
        Set<String> undefined = new HashSet<>(registers.undefined());
        // how each name's value is shown (a float location's as a float), as the reference naming it declares it
        Map<String, ValueKind> kinds = new HashMap<>(registers.kinds());
        // and how a value written for it is compared (an 8- or 16-bit integer's)
        Map<String, Integer> widths = new HashMap<>();
        for (Map.Entry<Location, List<Long>> e : finals.entrySet()) {
            List<String> names = new ArrayList<>(1);
            for (Reference ref : s.launch.references()) {
                if (ref.allocation().equals(e.getKey().allocation()) && e.getKey().index() < ref.length()) {
                    names.add(ref.locationName(e.getKey().index()));
                    ValueKind kind = ref.valueKind(e.getKey().index());
                    if (kind != ValueKind.INTEGER) {
                        kinds.put(ref.locationName(e.getKey().index()), kind);
                    } else if (ref.bits(e.getKey().index()) < 32) {
                        widths.put(ref.locationName(e.getKey().index()), ref.bits(e.getKey().index()));
                    }
                    // SPIR-V: a Workgroup variable has no initializer; unwritten, it holds no defined value
                    // and a location whose last write stored an undefined value holds one
                    if (unwritten.contains(e.getKey()) && !s.launch.initiallyDefined(ref, e.getKey())
                            || storedUndefined.contains(e.getKey())) {
                        undefined.add(ref.locationName(e.getKey().index()));
                    }
                }
            }
            if (e.getValue().size() == 1) {
                // one final value (the usual case): set in place; copying every outcome at every location made a
                // workgroup array of 65,536 elements take hours (the GPU audit's D5)
                long v = e.getValue().get(0);
                for (Map<String, Long> m : partial) {
                    names.forEach(n -> m.put(n, v));
                }
                continue;
            }
            List<Map<String, Long>> next = new ArrayList<>();
            for (Map<String, Long> m : partial) {
                for (long v : e.getValue()) {
                    Map<String, Long> copy = new LinkedHashMap<>(m);
                    names.forEach(n -> copy.put(n, v));
                    next.add(copy);
                }
            }
            partial = next;
        }
        Map<String, ValueKind> shared = Map.copyOf(kinds);
        Map<String, Integer> sharedWidths = Map.copyOf(widths);
        return partial.stream().map(m -> new Outcome(m, undefined, shared, sharedWidths)).toList();
    }

    @Override
    public String toString() {
        return (consistent ? "consistent" : "inconsistent") + " execution " + outcomes + ", " + races.size()
                + " race(s)";
    }
}
