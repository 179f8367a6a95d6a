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
        if (stored.isEmpty()) {
            return Set.of();
        }
        List<List<Trace>> shapes = new ArrayList<>();
        long combinations = 1;
        for (List<Trace> paths : traces) {
            Map<List<Object>, Trace> mine = new LinkedHashMap<>();
            for (Trace t : paths) {
                mine.putIfAbsent(shape(t), t);
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
                if (stop.getAsBoolean() || !keep(launch, chosen, chains, out, stop)) {
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
     * not location-ordered before an atomic write; false when the combination is too large to derive.
     */
    private static boolean keep(Launch launch, List<Trace> chosen, boolean chains, Set<Location> out,
                                BooleanSupplier stop) {
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
                    if (s.w.contains(a) && s.atomic.contains(a) && store.location().equals(s.ev(a).location())
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
