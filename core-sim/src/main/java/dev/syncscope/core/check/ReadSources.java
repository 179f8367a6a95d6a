package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Necessary conditions for traces to take part in a consistent execution, checked before any
 * relation is built: every read needs a write it may read from. Within one invocation and one
 * reference, program order is location-ordered (VK MM: Location-Ordered), so by Acyclicity a read
 * cannot read a write of its own invocation through its own reference that comes later in program
 * order (rf against locord), nor one that a later such write overwrote before the read (fr against
 * locord), nor the initial value after such a write (an initial read from-reads every write).
 * Combinations failing this would reach no consistent candidate in the search, only cost time.
 * Stateless.
 */
final class ReadSources {

    private ReadSources() {
    }

    /**
     * Drops each agent's traces with a read no write can justify: neither its own invocation's
     * writes as above nor any write of another agent in any of that agent's traces.
     */
    static List<List<Trace>> filter(Launch launch, List<List<Trace>> traces) {
        List<Map<Location, Set<Long>>> writtenBy = new ArrayList<>();
        for (List<Trace> agentTraces : traces) {
            Map<Location, Set<Long>> w = new HashMap<>();
            for (Trace t : agentTraces) {
                for (Trace.Step s : t.steps()) {
                    if (s.written() != null) {
                        w.computeIfAbsent(AccessedLocation.of(s.action()), l -> new HashSet<>()).add(s.written());
                    }
                }
            }
            writtenBy.add(w);
        }
        List<List<Trace>> out = new ArrayList<>();
        for (int a = 0; a < traces.size(); a++) {
            int self = a;
            List<Trace> kept = new ArrayList<>();
            for (Trace t : traces.get(a)) {
                if (justified(launch, List.of(t), 0, (loc, v) -> {
                    for (int b = 0; b < writtenBy.size(); b++) {
                        if (b != self && writtenBy.get(b).getOrDefault(loc, Set.of()).contains(v)) {
                            return true;
                        }
                    }
                    return false;
                })) {
                    kept.add(t);
                }
            }
            out.add(kept);
        }
        return out;
    }

    /** A value at a location: what a read needs from another agent, or what a write supplies. */
    record Sourced(Location location, long value) {
    }

    /**
     * Of one path: the reads its own invocation cannot give a source (as {@link #justified} decides), which another
     * agent's write must; and the values it writes.
     */
    record Needs(Sourced[] needs, Set<Sourced> supplies) {
    }

    /** {@link Needs} of path {@code t}. */
    static Needs needs(Launch launch, Trace t) {
        List<Sourced> need = new ArrayList<>();
        justified(launch, List.of(t), 0, (loc, v) -> need.add(new Sourced(loc, v)));
        Set<Sourced> supply = new HashSet<>();
        for (Trace.Step s : t.steps()) {
            if (s.written() != null) {
                supply.add(new Sourced(AccessedLocation.of(s.action()), s.written()));
            }
        }
        return new Needs(need.toArray(new Sourced[0]), supply);
    }

    /** Whether every read of the combination {@code paths} (their {@link Needs}) has a write it may read. */
    static boolean justified(List<Needs> paths) {
        for (int a = 0; a < paths.size(); a++) {
            for (Sourced need : paths.get(a).needs()) {
                boolean found = false;
                for (int b = 0; b < paths.size() && !found; b++) {
                    found = b != a && paths.get(b).supplies().contains(need);
                }
                if (!found) {
                    return false;
                }
            }
        }
        return true;
    }

    /** What other agents may supply: whether some write of another agent writes {@code value} to {@code location}. */
    interface Others {
        boolean write(Location location, long value);
    }

    /**
     * One pass over the trace: a read is justified by the invocation's last earlier write to the location
     * through the same reference (else the initial value), by any of its writes through another
     * reference, or by {@code others}. Linear in the trace, which a spin loop makes thousands of steps long.
     */
    static boolean justified(Launch launch, List<Trace> traces, int agent, Others others) {
        List<Trace.Step> steps = traces.get(agent).steps();
        Map<Location, Map<Reference, Set<Long>>> writtenThrough = new HashMap<>();
        for (Trace.Step w : steps) {
            if (w.written() != null) {
                writtenThrough.computeIfAbsent(AccessedLocation.of(w.action()), l -> new HashMap<>())
                        .computeIfAbsent(reference(w.action()), r -> new HashSet<>()).add(w.written());
            }
        }
        Map<LocationThrough, Long> lastOwn = new HashMap<>();
        for (Trace.Step r : steps) {
            if (r.read() == null && r.written() == null) {
                continue;
            }
            Location loc = AccessedLocation.of(r.action());
            Reference ref = reference(r.action());
            LocationThrough key = new LocationThrough(loc, ref);
            if (r.read() != null) {
                long v = r.read();
                boolean ok = false;
                for (Map.Entry<Reference, Set<Long>> e : writtenThrough.getOrDefault(loc, Map.of()).entrySet()) {
                    ok |= !e.getKey().equals(ref) && e.getValue().contains(v);
                }
                Long own = lastOwn.get(key);
                ok |= own != null ? own == v : launch.initialValue(loc) == v;
                if (!ok && !others.write(loc, v)) {
                    return false;
                }
            }
            if (r.written() != null) {
                lastOwn.put(key, r.written());
            }
        }
        return true;
    }

    private record LocationThrough(Location location, Reference reference) {
    }

    static Reference reference(Action a) {
        if (a instanceof Action.Load l) {
            return l.reference();
        } else if (a instanceof Action.Store s) {
            return s.reference();
        } else if (a instanceof Action.ReadModifyWrite m) {
            return m.reference();
        }
        return null;
    }
}
