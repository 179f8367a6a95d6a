package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Spin loops cut at the checker's spin bound that no execution can ever leave, so that a larger bound cannot help.
 * Every read takes the value of some write to its location or the initial value (VK MM: Acyclicity, reads-from), and
 * once the enumeration's value sets are closed ({@link TraceEnumerator}: the values every explored path writes are
 * among those its reads took) with no path cut anywhere but at such a loop, they hold every value a read of the
 * launch can return. A loop is proved endless from the state before the cut read when every state reachable from it,
 * reading any of those values at every load and read-modify-write, is back at one already met
 * ({@link ThreadState#backAt}, the same next action): none finishes, faults, waits at a barrier or subgroup operation,
 * or writes a value outside the sets. An invocation every one of whose paths ends at such a loop spins in every
 * execution: the loop can never exit. Nothing (neither the memory model appendix, nor SPIR-V or Vulkan) promises a
 * spin ends, so this is all that is claimed. Nothing is proved when a path of the round may have read Workgroup memory
 * before any write defined it (VK MM: Allocation; no initializer, so undefined): that read may take any value, which
 * the sets do not hold, and pass it on to a write the loop reads. Owned by one {@link TraceEnumerator}; not
 * thread-safe.
 */
final class EndlessSpins {

    /** Cut paths whose loops are looked at; beyond it none is proved. */
    static final int MAX_CUTS = 4_096;
    /** States one loop may reach before it is given up. */
    static final int MAX_STATES = 256;

    /** A path cut at the spin bound: the invocation and its state before the cut read. */
    private record Cut(int agent, ThreadState before) { }

    private final Launch launch;
    private final List<Cut> cuts = new ArrayList<>();
    /** The agents with a path that stops at a subgroup operation for good (it ends there, not at a loop). */
    private final Set<Integer> stopped = new HashSet<>();
    private boolean overflow;
    /** Whether a path of the round read the initial value of memory that has no defined one ({@link #added}). */
    private boolean undefinedRead;

    EndlessSpins(Launch launch) {
        this.launch = launch;
    }

    /** Forgets the round's cuts (a new round of the enumeration). */
    void clear() {
        cuts.clear();
        stopped.clear();
        overflow = false;
        undefinedRead = false;
    }

    /** Notes that a path of {@code agent} stops at a subgroup operation ({@link CollectiveRound}). */
    void stopped(int agent) {
        stopped.add(agent);
    }

    /**
     * Notes a step of a path of the round: a load or read-modify-write that took the initial value of a location with
     * no defined one ({@link Launch#initiallyDefined}) stands for a read of any value (VK MM: Allocation).
     */
    void added(Trace.Step step) {
        Action a = step.action();
        Reference ref = a instanceof Action.Load l ? l.reference()
                : a instanceof Action.ReadModifyWrite m ? m.reference() : null;
        if (ref != null && step.read() != null) {
            Location loc = TraceEnumerator.location(a);
            undefinedRead |= !launch.initiallyDefined(ref, loc) && step.read() == launch.initialValue(loc);
        }
    }

    /** Notes that {@code agent}'s path was cut at the spin bound before {@code before}'s next action. */
    void cut(int agent, ThreadState before) {
        if (cuts.size() >= MAX_CUTS) {
            overflow = true;
        } else {
            cuts.add(new Cut(agent, before));
        }
    }

    /**
     * The invocations whose every path ends at a loop that can never exit, each with its state before its first cut
     * read, in agent order (perhaps none); null unless the round cut some path and every cut of it ({@code allCuts}) is
     * at the spin bound, in a loop proved endless.
     *
     * @param values the round's closed value sets (null when they did not close: nothing is proved)
     * @param traces the complete paths per agent; an invocation with one finishes in some path
     * @param faults the paths that end in a fault; an invocation with one may stop there instead
     */
    Map<Integer, ThreadState> endless(Map<Location, Set<Long>> values, List<CutPath> allCuts, List<List<Trace>> traces,
                                      java.util.Collection<List<Trace>> faults) {
        Set<Integer> faulty = new HashSet<>();
        faults.forEach(f -> f.forEach(t -> faulty.add(t.agent())));
        if (values == null || undefinedRead || overflow || cuts.isEmpty()
                || allCuts.stream().anyMatch(c -> c.kind() != CutKind.SPIN_BOUND)) {
            return null;
        }
        Map<Integer, ThreadState> out = new LinkedHashMap<>();
        for (Cut c : cuts) {
            if (!neverExits(c.before(), values)) {
                return null;
            }
            if (traces.get(c.agent()).isEmpty() && !faulty.contains(c.agent()) && !stopped.contains(c.agent())) {
                out.putIfAbsent(c.agent(), c.before());
            }
        }
        return out;
    }

    /**
     * Whether the first round's sets {@code written} (per location its initial value, and every value its paths
     * wrote there) hold the initial values alone: that round's reads took only the initial value (VK MM: Allocation,
     * the initializer is no memory operation; Acyclicity, a read takes a write's value or the initial one), so with no
     * path writing another value no read of any execution can take another, and the sets are closed even though no
     * round repeated them (a launch with no complete path that writes ends the enumeration at its first round).
     */
    boolean initialOnly(Map<Location, Set<Long>> written) {
        return written.entrySet().stream().allMatch(e -> e.getValue().equals(Set.of(launch.initialValue(e.getKey()))));
    }

    /** Whether every state reachable from {@code start} over the values {@code values} allows is back at one met. */
    private boolean neverExits(ThreadState start, Map<Location, Set<Long>> values) {
        List<ThreadState> met = new ArrayList<>(List.of(start));
        ArrayDeque<ThreadState> todo = new ArrayDeque<>(met);
        while (!todo.isEmpty()) {
            ThreadState s = todo.poll();
            List<ThreadState> next = successors(s, values);
            if (next == null) {
                return false;
            }
            for (ThreadState n : next) {
                if (met.stream().noneMatch(m -> same(n, m))) {
                    if (met.size() >= MAX_STATES) {
                        return false;
                    }
                    met.add(n);
                    todo.add(n);
                }
            }
        }
        return true;
    }

    /** Both running, about to do the same action, and back at each other. */
    private static boolean same(ThreadState a, ThreadState b) {
        return a.status() == ThreadState.Status.RUNNING && b.status() == ThreadState.Status.RUNNING
                && a.next().equals(b.next()) && a.backAt(b);
    }

    /**
     * The states after {@code s}'s next action, one per value a read may take; null when the loop may leave (the
     * invocation finishes, faults or is cut), waits on others (a barrier, a subgroup operation, the host), reads
     * memory with no defined initial value, or writes a value the sets do not hold.
     */
    private List<ThreadState> successors(ThreadState s, Map<Location, Set<Long>> values) {
        if (s.status() != ThreadState.Status.RUNNING) {
            return null;
        }
        Action a = s.next();
        if (a instanceof Action.MemoryBarrier || a instanceof Action.DeviceAvailability
                || a instanceof Action.DeviceVisibility) {
            return List.of(s.advance(0));
        }
        Location loc = TraceEnumerator.location(a);
        if (loc == null) {
            return null;
        }
        Set<Long> held = values.getOrDefault(loc, Set.of(launch.initialValue(loc)));
        if (a instanceof Action.Store st) {
            return held.contains(st.value()) ? List.of(s.advance(0)) : null;
        }
        Reference ref = a instanceof Action.Load l ? l.reference() : ((Action.ReadModifyWrite) a).reference();
        if (!launch.initiallyDefined(ref, loc)) {
            return null;
        }
        List<ThreadState> out = new ArrayList<>();
        for (long v : held) {
            if (a instanceof Action.ReadModifyWrite m) {
                Long w = m.written(v);
                if (w != null && !held.contains(w)) {
                    return null;
                }
            }
            out.add(s.advance(v));
        }
        return out;
    }
}
