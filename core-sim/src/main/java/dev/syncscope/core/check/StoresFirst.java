package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * The locations of mutually ordered atomic writes whose plain stores come first: in every candidate of every
 * combination of paths, each plain store to the location is location-ordered before each atomic write to it (VK MM:
 * Location-Ordered), as when every invocation stores an initial value, passes a control barrier, then adds atomically.
 * Every candidate's location order contains the one derived with no reads-from and no scoped modification order
 * (every relation of a {@link Derivation} grows with them: {@link FixedLocationOrder}), so that order proves it for
 * a combination. It depends only on the combination's actions, not on the values read or written, so the paths of an
 * agent that differ only in values are one shape and each combination of shapes is derived once. A combination
 * whose barriers are ill-formed has no candidate and asks nothing. The answer is conservative: a location is left out
 * (its RMWs are combined as if it had no order, as before) when some combination does not show the order, when the
 * shapes combine to more than {@link #MAX_COMBINATIONS} or a combination has more than {@link #MAX_EVENTS} events.
 *
 * <p>A spin loop's reads repeat: a path that read a flag 1, 2 or 32 times before it went on is one shape per count.
 * A read that only reads (a load, a failed compare-exchange) or writes back what it read ({@code atomicAdd(flag, 0)})
 * and repeats an earlier read of the same block of such reads (same instruction, same value) is left out of a shape
 * ({@link #collapsed}), so those paths are one shape. That loses nothing: without reads-from, the reads left out add
 * to the order only through their own operations (visibility; a write-back's availability, and the release sequences
 * it may head, which synchronize with nothing without reads-from), so the order of the shorter combination is part of
 * the longer one's; and a read left out comes after its kept twin in program order, an atomic through the same
 * reference, so a store location-ordered before the twin is before it too (VK MM: Location-Ordered: each form ends in
 * happens-before or {@code ->rcpo} to the later access).
 * Stateless.
 */
final class StoresFirst {

    /** Most combinations of shapes derived (one derivation each). */
    static final int MAX_COMBINATIONS = 64;

    /** Most events of one combination (its relations are closed in cubic time). */
    static final int MAX_EVENTS = 1_024;

    private StoresFirst() {
    }

    /** As {@link #ordered(Launch, List, Set, boolean, BooleanSupplier)}, never told to stop. */
    static Set<Location> ordered(Launch launch, List<List<Trace>> traces, Set<Location> stored, boolean chains) {
        return ordered(launch, traces, stored, chains, () -> false);
    }

    /**
     * The locations of {@code stored} at which every candidate orders the plain stores before the atomic writes; none
     * when {@code stop} (asked between the derivations and within each) says to stop first.
     */
    static Set<Location> ordered(Launch launch, List<List<Trace>> traces, Set<Location> stored, boolean chains,
                                 BooleanSupplier stop) {
        return ordered(launch, traces, stored, chains, stop, false);
    }

    /**
     * The locations of {@code stored} at which every candidate orders each plain store before each atomic access, read
     * or write (VK MM: Location-Ordered): the store then races with none of them (VK MM: Data Race) and comes before
     * every value they take, as an initial value would ({@link WaitBounds}: a lock zeroed before a barrier, then
     * taken with compare-exchanges). None when {@code stop} says to stop first.
     */
    static Set<Location> beforeEveryAtomic(Launch launch, List<List<Trace>> traces, Set<Location> stored,
                                           boolean chains, BooleanSupplier stop) {
        return ordered(launch, traces, stored, chains, stop, true);
    }

    private static Set<Location> ordered(Launch launch, List<List<Trace>> traces, Set<Location> stored, boolean chains,
                                         BooleanSupplier stop, boolean andReads) {
        if (stored.isEmpty()) {
            return Set.of();
        }
        List<List<Trace>> shapes = new ArrayList<>();
        long combinations = 1;
        for (List<Trace> paths : traces) {
            Map<List<Object>, Trace> mine = new LinkedHashMap<>();
            for (Trace t : paths) {
                Trace c = collapsed(t);
                mine.putIfAbsent(shape(c), c);
            }
            shapes.add(new ArrayList<>(mine.values()));
            combinations *= mine.size();
            if (combinations > MAX_COMBINATIONS) {
                return Set.of();
            }
        }
        if (combinations == 0) {
            return Set.of();
        }
        Set<Location> out = new HashSet<>(stored);
        int[] at = new int[shapes.size()];
        while (!out.isEmpty()) {
            List<Trace> chosen = new ArrayList<>();
            for (int a = 0; a < at.length; a++) {
                chosen.add(shapes.get(a).get(at[a]));
            }
            try {
                if (stop.getAsBoolean() || !keep(launch, chosen, chains, out, stop, andReads)) {
                    return Set.of();
                }
            } catch (Derivation.Stopped e) {
                return Set.of();
            }
            int a = at.length - 1;
            while (a >= 0 && ++at[a] == shapes.get(a).size()) {
                at[a--] = 0;
            }
            if (a < 0) {
                break;
            }
        }
        return out;
    }

    /**
     * Removes from {@code out} the locations where the combination's order without reads-from leaves a plain store
     * not location-ordered before an atomic write ({@code andReads}: or an atomic read); false when the combination is
     * too large to derive.
     */
    private static boolean keep(Launch launch, List<Trace> chosen, boolean chains, Set<Location> out,
                                BooleanSupplier stop, boolean andReads) {
        long events = chosen.stream().mapToLong(t -> t.steps().stream()
                .filter(s -> !(s.action() instanceof Action.Collective)).count()).sum();
        if (events > MAX_EVENTS) {
            return false;
        }
        StaticFacts s = new StaticFacts(launch, chosen, chains);
        if (BarrierInstances.problem(s) != null) {
            return true; // no candidate (AxiomaticChecker.candidatesOf): nothing to order
        }
        Relation none = Relation.empty(s.n);
        for (Relation partners : QuorumBarriers.partnerChoices(s, chosen)) {
            Relation locord = new Derivation(s, new StaticParts(s, partners), none, none,
                    EventSet.of(s.n, e -> false), stop).locord;
            for (int p = 0; p < s.n; p++) {
                Event store = s.ev(p);
                if (!s.w.contains(p) || s.atomic.contains(p) || !out.contains(store.location())) {
                    continue;
                }
                for (int a = 0; a < s.n; a++) {
                    if ((s.w.contains(a) || andReads && s.r.contains(a)) && s.atomic.contains(a)
                            && store.location().equals(s.ev(a).location())
                            && !locord.contains(p, a)) {
                        out.remove(store.location());
                        break;
                    }
                }
            }
        }
        return true;
    }

    /**
     * {@code t} without the reads that repeat an earlier one of their block: steps that only read ({@link
     * SpinRepeats#onlyReads}) or write back what they read ({@link SpinRepeats#writesBack}) in a row, one left out when an earlier step of the block is the same instruction and
     * read the same value (see the class comment for why the order loses nothing). {@code t} itself when none does.
     */
    static Trace collapsed(Trace t) {
        List<Trace.Step> kept = null;
        List<Trace.Step> steps = t.steps();
        int block = 0;
        for (int i = 0; i < steps.size(); i++) {
            Trace.Step s = steps.get(i);
            boolean repeat = false;
            if (!SpinRepeats.onlyReads(s) && !SpinRepeats.writesBack(s)) {
                block = i + 1;
            } else {
                for (int j = block; j < i && !repeat; j++) {
                    repeat = steps.get(j).action().equals(s.action()) && steps.get(j).read().equals(s.read());
                }
            }
            if (repeat && kept == null) {
                kept = new ArrayList<>(steps.subList(0, i));
            } else if (!repeat && kept != null) {
                kept.add(s);
            }
        }
        return kept == null ? t : new Trace(t.agent(), kept, t.end(), t.blockedAt());
    }

    /**
     * A path's agent and actions without their values: what its events, their static relations and the location order
     * without reads-from depend on ({@link StaticFacts}, {@link QuorumBarriers}).
     */
    static List<Object> shape(Trace t) {
        List<Object> out = new ArrayList<>(t.steps().size() + 2);
        out.add(t.agent());
        for (Trace.Step s : t.steps()) {
            Action a = s.action();
            if (a instanceof Action.Store st) {
                a = new Action.Store(st.reference(), st.index(), 0, st.access(), st.source());
            } else if (a instanceof Action.ReadModifyWrite m) {
                a = new Action.ReadModifyWrite(m.reference(), m.index(), m.op(), 0, m.compare() == null ? null : 0L,
                        m.access(), m.source(), m.format(), m.unequalAccess());
            }
            out.add(List.of(a, s.read() != null, s.written() != null));
        }
        out.add(t.blockedAt() == null ? List.of() : List.of(t.blockedAt()));
        return out;
    }
}
