package dev.syncscope.core.check;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Reference;

import java.util.ArrayList;
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
 * over them, its data races and its outcomes. Everything a witness view needs. Immutable.
 */
public final class Execution {
    private final List<Event> events;
    private final boolean consistent;
    private final Map<RelationKind, Relation> relations;
    private final List<Race> races;
    private final Map<Location, List<Long>> finalValues;
    private final List<Outcome> outcomes;
    private final boolean readsUndefined;

    /** {@code flow}: where its reads of undefined memory go ({@link UndefinedFlow}), null when it has none. */
    Execution(Derivation d, Map<String, Long> registers, UndefinedFlow flow) {
        StaticFacts s = d.s;
        this.events = s.events;
        this.consistent = d.consistent;
        Map<RelationKind, Relation> rels = new EnumMap<>(RelationKind.class);
        rels.put(RelationKind.PO, s.po);
        rels.put(RelationKind.RF, d.rf);
        rels.put(RelationKind.MO, d.asmo);
        rels.put(RelationKind.FR, d.fr);
        rels.put(RelationKind.RS, d.rs);
        rels.put(RelationKind.SSW, s.ssw);
        rels.put(RelationKind.SW, d.sw);
        rels.put(RelationKind.HB, d.hb);
        rels.put(RelationKind.LOCORD, d.locord);
        rels.put(RelationKind.RACE, d.dataRaces());
        this.relations = rels;
        this.races = RaceExplainer.races(d);
        Set<Location> storedUndefined = new HashSet<>();
        this.finalValues = finalValues(d, flow, storedUndefined);
        this.outcomes = outcomes(s, registers, finalValues, unwritten(s), storedUndefined);
        this.readsUndefined = flow != null && !(flow.reads().isEmpty() && flow.made().isEmpty());
    }

    public List<Event> events() {
        return events;
    }

    /** Whether the execution satisfies the model's consistency predicate (VK MM: Acyclicity). */
    public boolean consistent() {
        return consistent;
    }

    public Relation relation(RelationKind kind) {
        return relations.get(kind);
    }

    /** The data races, one entry per unordered pair. */
    public List<Race> races() {
        return races;
    }

    /** Size of the Alloy {@code dr} relation: ordered pairs, i.e. twice the number of races. */
    public int dataRacePairs() {
        return relations.get(RelationKind.RACE).size();
    }

    /** Size of the Alloy {@code rs} relation (each release with itself, plus its RMW successors). */
    public int releaseSequencePairs() {
        return relations.get(RelationKind.RS).size();
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
                if (!written.contains(ref.location(i))) {
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
                if (out.containsKey(loc)) {
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

    private static List<Outcome> outcomes(StaticFacts s, Map<String, Long> registers,
                                          Map<Location, List<Long>> finals, Set<Location> unwritten,
                                          Set<Location> storedUndefined) {
        List<Map<String, Long>> partial = new ArrayList<>();
        partial.add(new LinkedHashMap<>(registers));
        Set<String> undefined = new HashSet<>();
        for (Map.Entry<Location, List<Long>> e : finals.entrySet()) {
            List<String> names = new ArrayList<>(1);
            for (Reference ref : s.launch.references()) {
                if (ref.allocation().equals(e.getKey().allocation()) && e.getKey().index() < ref.length()) {
                    names.add(ref.locationName(e.getKey().index()));
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
        return partial.stream().map(m -> new Outcome(m, undefined)).toList();
    }

    @Override
    public String toString() {
        return (consistent ? "consistent" : "inconsistent") + " execution " + outcomes + ", " + races.size()
                + " race(s)";
    }
}
