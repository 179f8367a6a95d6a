package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Leaves out the paths with a read of a value no execution can produce at its location in time: the path
 * enumeration reads every value some write can produce, round after round ({@link TraceEnumerator}), so
 * two atomic adds per invocation read values up to twice the number of adds in the launch. A read's value is
 * the initial value or a write's (VK MM: Visible-To, the reads-from of the candidates); an RMW's written
 * value comes from the value it read, which was written by another write, and so on back to the initial
 * value or a store. That chain of sources has no RMW twice (reads-from is in the coherence graph, VK MM:
 * Acyclicity) and does not contain the RMW that reads its end, so it has at most {@code N} RMWs for a plain
 * read and {@code N - 1} for an RMW's read, {@code N} the most RMWs that write the location in one execution
 * (per agent, the most on one of its paths, summed). A value that no chain of as many (read → written) steps
 * of the paths' RMWs leads to from the initial value or a stored value is read in no consistent execution.
 * Such paths have no candidate at all (every reads-from choice closes an rf cycle or leaves a read without a
 * write of its value), so leaving them out changes no result, only the time. Repeated to a fixpoint with
 * {@link ReadSources#filter}, since fewer paths mean fewer RMWs and fewer steps. Stateless.
 */
final class ValueReach {

    private ValueReach() {
    }

    /** The paths of {@code traces} (per agent) whose every read is of a value some short enough chain produces. */
    static List<List<Trace>> filter(Launch launch, List<List<Trace>> traces) {
        List<List<Trace>> current = traces;
        while (true) {
            List<List<Trace>> next = ReadSources.filter(launch, keep(launch, current));
            if (sizes(next).equals(sizes(current))) {
                return next;
            }
            current = next;
        }
    }

    private static List<Integer> sizes(List<List<Trace>> traces) {
        return traces.stream().map(List::size).toList();
    }

    /** One pass: the paths whose reads are all within reach. */
    private static List<List<Trace>> keep(Launch launch, List<List<Trace>> traces) {
        Map<Location, Long> rmwsPerExecution = new HashMap<>();
        Map<Location, Set<Long>> starts = new HashMap<>();
        Map<Location, Map<Long, Set<Long>>> steps = new HashMap<>();
        for (List<Trace> agentTraces : traces) {
            Map<Location, Long> most = new HashMap<>();
            for (Trace t : agentTraces) {
                Map<Location, Long> rmws = new HashMap<>();
                for (Trace.Step s : t.steps()) {
                    if (s.written() == null) {
                        continue;
                    }
                    Location loc = AccessedLocation.of(s.action());
                    if (s.action() instanceof Action.ReadModifyWrite && s.read() != null) {
                        rmws.merge(loc, 1L, Long::sum);
                        steps.computeIfAbsent(loc, l -> new HashMap<>())
                                .computeIfAbsent(s.read(), v -> new HashSet<>()).add(s.written());
                    } else {
                        starts.computeIfAbsent(loc, l -> new HashSet<>()).add(s.written());
                    }
                }
                rmws.forEach((loc, k) -> most.merge(loc, k, Math::max));
            }
            most.forEach((loc, k) -> rmwsPerExecution.merge(loc, k, Long::sum));
        }
        // per location, each value's fewest RMW steps from the initial value or a stored value (breadth first)
        Map<Location, Map<Long, Long>> distance = new HashMap<>();
        List<List<Trace>> out = new ArrayList<>();
        for (List<Trace> agentTraces : traces) {
            List<Trace> kept = new ArrayList<>();
            for (Trace t : agentTraces) {
                if (withinReach(launch, t, distance, starts, steps, rmwsPerExecution)) {
                    kept.add(t);
                }
            }
            out.add(kept);
        }
        return out;
    }

    private static boolean withinReach(Launch launch, Trace t, Map<Location, Map<Long, Long>> distance,
                                       Map<Location, Set<Long>> starts, Map<Location, Map<Long, Set<Long>>> steps,
                                       Map<Location, Long> rmwsPerExecution) {
        for (Trace.Step s : t.steps()) {
            if (s.read() == null) {
                continue;
            }
            Location loc = AccessedLocation.of(s.action());
            Map<Long, Long> d = distance.computeIfAbsent(loc, l -> distances(launch.initialValue(l),
                    starts.getOrDefault(l, Set.of()), steps.getOrDefault(l, Map.of())));
            Long k = d.get(s.read());
            long most = rmwsPerExecution.getOrDefault(loc, 0L) - (s.written() != null ? 1 : 0);
            if (k == null || k > most) {
                return false;
            }
        }
        return true;
    }

    /** Per value, its fewest RMW steps ({@code steps}: read → written) from {@code initial} or a stored value. */
    static Map<Long, Long> distances(long initial, Set<Long> stored, Map<Long, Set<Long>> steps) {
        Map<Long, Long> d = new HashMap<>();
        ArrayDeque<Long> queue = new ArrayDeque<>();
        d.put(initial, 0L);
        queue.add(initial);
        for (long v : stored) {
            if (d.putIfAbsent(v, 0L) == null) {
                queue.add(v);
            }
        }
        while (!queue.isEmpty()) {
            long v = queue.poll();
            for (long w : steps.getOrDefault(v, Set.of())) {
                if (d.putIfAbsent(w, d.get(v) + 1) == null) {
                    queue.add(w);
                }
            }
        }
        return d;
    }
}
