package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Spin loops cut at the checker's spin bound that no execution can ever leave, so that a larger bound cannot help.
 * Every read takes the value of some write to its location or the initial value (VK MM: Acyclicity, reads-from), and
 * once the enumeration's value sets are closed ({@link TraceEnumerator}: the values every explored path writes, the
 * prefixes of paths cut at the spin bound included, are among those its reads took) and nothing a cut left
 * unexplored can write another, they hold every value a read of the launch can return. A loop is proved endless from
 * the state before the cut read when every state reachable from it, reading any of those values at every load and
 * read-modify-write, is back at one already met ({@link ThreadState#backAt}, the same next action): none finishes,
 * faults, waits at a barrier or subgroup operation, or writes a value outside the sets. An invocation every one of
 * whose paths ends at such a loop spins in every execution: the loop can never exit, whatever the other invocations'
 * cuts are, provided what those cuts left unexplored writes nothing new.
 *
 * <p>That proviso is what makes the sets closed. A path cut in a loop that may exit (another invocation's wait that
 * some value ends) has a rest that was never explored: a counter that kept moving while the cut read repeated can take
 * it where no explored path went, and a write there of a value outside the sets could end the first loop (VK MM:
 * Acyclicity, reads-from: any write's value may be read). So each such cut's rest is explored from its state, reading
 * any value of the sets: every state it reaches must finish, fault, or be back at one met, writing only values its own
 * invocation's explored paths wrote to the location (the values another invocation's read branches over,
 * {@link OwnWrites}), and to no location where paths were left out for their value changes ({@link ValueChanges},
 * which counts the explored writes). A rest that does more, or reaches more than {@link #MAX_CONTINUATION} states,
 * proves nothing, and nor does any cut at another bound.
 *
 * <p>Nothing (neither the memory model appendix, nor SPIR-V or Vulkan) promises a spin ends, so this is all that is
 * claimed. Nothing is proved when a path of the round may have read Workgroup memory before any write defined it (VK
 * MM: Allocation; no initializer, so undefined): that read may take any value, which the sets do not hold, and pass it
 * on to a write the loop reads. Owned by one {@link TraceEnumerator}; not thread-safe.
 */
final class EndlessSpins {

    /** Cut paths whose loops are looked at; beyond it none is proved. */
    static final int MAX_CUTS = 4_096;
    /** States one loop may reach before it is given up. */
    static final int MAX_STATES = 256;
    /** States the rests of one invocation's cuts in loops that may exit may reach before nothing is proved. */
    static final int MAX_CONTINUATION = 1_024;

    /** Whether a write that the unexplored rest of {@code agent}'s paths makes adds nothing the sets do not hold. */
    interface Writes {
        boolean known(int agent, Location loc, long value);
    }

    /**
     * What a round proves: per invocation that spins forever in every execution, its states before its cut reads, one
     * per read (instruction and location), in the order cut (perhaps none); the cuts, as {@link TraceEnumerator#cuts()}
     * lists them, of loops from which the invocation never finishes; and those of them that it may leave, but only
     * for another such loop of its own ({@code onward}: a wait for a flag that, once set, leads to a wait that never
     * ends; the loop itself is not endless, the invocation's spinning is); and per stuck invocation with one cut read,
     * the control barrier before which it never sees a value another invocation writes only after it, when that
     * value would end its loop ({@link #decidable}).
     */
    record Proof(Map<Integer, List<ThreadState>> stuck, Set<CutPath> loops, Set<CutPath> onward,
                 Map<Integer, Action.ControlBarrier> before) { }

    /**
     * A path cut at the spin bound: the invocation, its state before the cut read, the control barriers its path
     * passed, and the cut's line.
     */
    private record Cut(int agent, ThreadState before, BarrierReach.Passed passed, Supplier<CutPath> line) { }

    private final Launch launch;
    private final List<Cut> cuts = new ArrayList<>();
    /** The agents with a path that stops at a subgroup operation for good (it ends there, not at a loop). */
    private final Set<Integer> stopped = new HashSet<>();
    private boolean overflow;
    /** Whether a path of the round read the initial value of memory that has no defined one ({@link #added}). */
    private boolean undefinedRead;
    /** The round's writes with the control barriers passed before them. */
    private final BarrierReach barriers;

    EndlessSpins(Launch launch) {
        this.launch = launch;
        this.barriers = new BarrierReach(launch);
    }

    /** Forgets the round's cuts (a new round of the enumeration). */
    void clear() {
        cuts.clear();
        stopped.clear();
        overflow = false;
        undefinedRead = false;
        barriers.clear();
    }

    /** Notes that a path of {@code agent} stops at a subgroup operation ({@link CollectiveRound}). */
    void stopped(int agent) {
        stopped.add(agent);
    }

    /**
     * Notes the last step of {@code agent}'s path of the round: a load or read-modify-write that took the initial
     * value of a location with no defined one ({@link Launch#initiallyDefined}) stands for a read of any value (VK MM:
     * Allocation); a write is noted with the control barriers passed before it ({@link BarrierReach}).
     */
    void added(int agent, List<Trace.Step> path) {
        Trace.Step step = path.get(path.size() - 1);
        Action a = step.action();
        barriers.added(agent, path);
        Reference ref = a instanceof Action.Load l ? l.reference()
                : a instanceof Action.ReadModifyWrite m ? m.reference() : null;
        if (ref != null && step.read() != null) {
            Location loc = AccessedLocation.of(a);
            undefinedRead |= !launch.initiallyDefined(ref, loc) && step.read() == launch.initialValue(loc);
        }
    }

    /**
     * Notes that {@code agent}'s {@code path} was cut at the spin bound before {@code before}'s next action (the
     * path's last step), in the cut {@code line} gives once the round is explored.
     */
    void cut(int agent, ThreadState before, List<Trace.Step> path, Supplier<CutPath> line) {
        if (cuts.size() >= MAX_CUTS) {
            overflow = true;
        } else {
            cuts.add(new Cut(agent, before, barriers.passed(path.size() - 1), line));
            barriers.cut(agent);
        }
    }

    /**
     * What the round proves; null unless it cut some path, every cut ({@code allCuts}) is at the spin bound, and the
     * rest of every cut in a loop that may exit writes nothing new ({@code writes}).
     *
     * @param values the round's closed value sets (null when they did not close: nothing is proved)
     * @param traces the complete paths per agent; an invocation with one finishes in some path
     * @param faults the paths that end in a fault; an invocation with one may stop there instead
     */
    Proof endless(Map<Location, Set<Long>> values, List<CutPath> allCuts, List<List<Trace>> traces,
                  java.util.Collection<List<Trace>> faults, Writes writes) {
        if (values == null || undefinedRead || overflow || cuts.isEmpty()
                || allCuts.stream().anyMatch(c -> c.kind() != CutKind.SPIN_BOUND)) {
            return null;
        }
        Set<Integer> faulty = new HashSet<>();
        faults.forEach(f -> f.forEach(t -> faulty.add(t.agent())));
        // the invocations that may spin in every execution: cut somewhere, and no path finishes, faults or stops
        Set<Integer> candidates = new HashSet<>();
        cuts.forEach(c -> candidates.add(c.agent()));
        candidates.removeIf(a -> traces.get(a).stream().anyMatch(barriers::possible) || faulty.contains(a)
                || stopped.contains(a));
        Map<CutPath, Boolean> loops = new LinkedHashMap<>();
        Map<Integer, List<ThreadState>> mayExit = new LinkedHashMap<>();
        // per invocation, the barrier before which its loop sees no value that would end it
        Map<Integer, Action.ControlBarrier> beyond = new HashMap<>();
        // per endless cut, the next actions of the states its walk met (a later cut's read among them: onward)
        Map<Cut, Set<Action>> reached = new LinkedHashMap<>();
        // the candidates' loops first: when none of them is endless, the others are looked at only for their wording,
        // which needs every cut to be endless (and stops at the first that is not, as a check with many waits that end
        // has many cuts)
        for (boolean ofCandidates : new boolean[] {true, false}) {
            for (Cut c : cuts) {
                if (candidates.contains(c.agent()) != ofCandidates) {
                    continue;
                }
                Set<Action> met = new HashSet<>();
                Map<Location, Set<Long>> decidable = barriers.decidable(c.agent(), c.passed(), values);
                boolean never = walk(c.agent(), List.of(c.before()), values, decidable, writes, false,
                        MAX_STATES, met);
                if (never && decidable != values && !walk(c.agent(), List.of(c.before()), values, values, writes,
                        false, MAX_STATES, null)) {
                    beyond.putIfAbsent(c.agent(), barriers.unreached(c.agent(), c.passed(), values, decidable));
                }
                loops.merge(c.line().get(), never, Boolean::logicalAnd);
                if (!never) {
                    mayExit.computeIfAbsent(c.agent(), a -> new ArrayList<>()).add(c.before());
                } else {
                    reached.put(c, met);
                }
                if (!never && candidates.stream().allMatch(mayExit::containsKey)) {
                    return null;
                }
            }
        }
        // VK MM: Acyclicity, reads-from: the sets hold every value a read can take only if no unexplored rest of a cut
        // path writes another one
        for (Map.Entry<Integer, List<ThreadState>> e : mayExit.entrySet()) {
            if (!walk(e.getKey(), e.getValue(), values, values, writes, true, MAX_CONTINUATION, null)) {
                return null;
            }
        }
        Map<Integer, List<ThreadState>> out = new LinkedHashMap<>();
        for (Cut c : cuts) {
            if (candidates.contains(c.agent()) && !mayExit.containsKey(c.agent())) {
                List<ThreadState> mine = out.computeIfAbsent(c.agent(), a -> new ArrayList<>());
                if (mine.stream().noneMatch(b -> b.next().equals(c.before().next()))) {
                    mine.add(c.before());
                }
            }
        }
        Set<CutPath> endless = new HashSet<>();
        loops.forEach((line, never) -> {
            if (never) {
                endless.add(line);
            }
        });
        Set<CutPath> onward = onward(reached, endless);
        // one loop (perhaps of several reads) is named by its first cut read, as the loop that can never exit; the
        // loops of an invocation that leaves one for another are all named
        out.forEach((agent, states) -> {
            if (cuts.stream().noneMatch(c -> c.agent() == agent && onward.contains(c.line().get()))) {
                states.subList(1, states.size()).clear();
            }
        });
        beyond.keySet().retainAll(out.keySet());
        out.forEach((agent, states) -> {
            if (states.size() > 1) {
                beyond.remove(agent);
            }
        });
        return new Proof(out, endless, onward, beyond);
    }

    /**
     * The endless cuts whose walk meets another endless cut's read of the same invocation: the loop is left for that
     * one (and perhaps entered again from it, inside an outer loop), so only the invocation's spinning, not the loop,
     * never ends. A loop whose reads alternate ({@code while (a == 0 || b == 0)}) is cut at one of them.
     */
    private static Set<CutPath> onward(Map<Cut, Set<Action>> reached, Set<CutPath> endless) {
        // per invocation: a cut meets only its own invocation's reads
        Map<Integer, List<Cut>> byAgent = new HashMap<>();
        reached.keySet().forEach(c -> byAgent.computeIfAbsent(c.agent(), a -> new ArrayList<>()).add(c));
        Set<CutPath> out = new HashSet<>();
        reached.forEach((c, met) -> {
            Action read = c.before().next();
            for (Cut other : byAgent.get(c.agent())) {
                Action next = other.before().next();
                if (!next.equals(read) && met.contains(next) && endless.contains(c.line().get())
                        && endless.contains(other.line().get())) {
                    out.add(c.line().get());
                    return;
                }
            }
        });
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

    /**
     * Whether every state {@code agent} reaches from {@code starts}, reading any value {@code values} allows (a read
     * that decides where the invocation goes, any value {@code decidable} allows), is back
     * at one met, within {@code most} states, writing only what {@code writes} knows; with {@code mayEnd}, a state may
     * also finish or fault (a cut's rest), else none may (a loop that never exits). The next actions of the states met
     * go into {@code reached} when it is not null.
     */
    private boolean walk(int agent, List<ThreadState> starts, Map<Location, Set<Long>> values,
                         Map<Location, Set<Long>> decidable, Writes writes, boolean mayEnd, int most,
                         Set<Action> reached) {
        Map<Action, List<ThreadState>> met = new HashMap<>();
        ArrayDeque<ThreadState> todo = new ArrayDeque<>();
        int count = 0;
        for (ThreadState s : starts) {
            if (meet(met, s)) {
                count++;
                todo.add(s);
            }
        }
        while (!todo.isEmpty()) {
            ThreadState s = todo.poll();
            List<ThreadState> next = successors(agent, s, values, decidable, writes, mayEnd);
            if (next == null) {
                return false;
            }
            for (ThreadState n : next) {
                boolean ended = n.status() == ThreadState.Status.DONE || n.status() == ThreadState.Status.FAULT;
                if (mayEnd && ended) {
                    continue;
                }
                if (n.status() != ThreadState.Status.RUNNING) {
                    return false;
                }
                if (meet(met, n)) {
                    if (++count > most) {
                        return false;
                    }
                    todo.add(n);
                }
            }
        }
        if (reached != null) {
            reached.addAll(met.keySet());
        }
        return true;
    }

    /** Adds running {@code s} to {@code met} (by next action) unless it is back at one there; whether it was added. */
    private static boolean meet(Map<Action, List<ThreadState>> met, ThreadState s) {
        List<ThreadState> same = met.computeIfAbsent(s.next(), a -> new ArrayList<>());
        if (same.stream().anyMatch(s::backAt)) {
            return false;
        }
        same.add(s);
        return true;
    }

    /**
     * The states after running {@code s}'s next action, one per value a read may take; null when the invocation waits
     * on others in a loop that must never exit (a barrier, the host: {@code mayEnd} false) or at a subgroup operation,
     * reads memory with no defined initial value, or writes a value {@code writes} does not know or the sets do not
     * hold.
     */
    private List<ThreadState> successors(int agent, ThreadState s, Map<Location, Set<Long>> values,
                                         Map<Location, Set<Long>> decidable, Writes writes, boolean mayEnd) {
        Action a = s.next();
        Location loc = AccessedLocation.of(a);
        if (loc == null) {
            boolean fenced = a instanceof Action.MemoryBarrier || a instanceof Action.DeviceAvailability
                    || a instanceof Action.DeviceVisibility;
            // a cut's rest passes a barrier as the enumeration does: what it writes depends on what it reads alone
            return fenced || mayEnd && !(a instanceof Action.Collective) ? List.of(s.advance(0)) : null;
        }
        Set<Long> held = values.getOrDefault(loc, Set.of(launch.initialValue(loc)));
        if (a instanceof Action.Store st) {
            return held.contains(st.value()) && writes.known(agent, loc, st.value()) ? List.of(s.advance(0)) : null;
        }
        Reference ref = a instanceof Action.Load l ? l.reference() : ((Action.ReadModifyWrite) a).reference();
        if (!launch.initiallyDefined(ref, loc)) {
            return null;
        }
        List<ThreadState> out = reads(agent, s, loc, held, held, writes);
        Set<Long> fewer = decidable.getOrDefault(loc, held);
        // VK MM beyond its axioms, SPIR-V OpControlBarrier: a read deciding where the invocation goes takes no value
        // written only after a barrier instance it has not reached (BarrierCausality, #decidable)
        return out != null && fewer.size() < held.size() && BarrierCausality.decides(out.toArray(ThreadState[]::new))
                ? reads(agent, s, loc, fewer, held, writes) : out;
    }

    /**
     * The states after {@code s}'s next action, a load or read-modify-write of {@code loc}, reads each of {@code read};
     * null when a read-modify-write writes a value {@code writes} does not know or {@code held} does not hold.
     */
    private List<ThreadState> reads(int agent, ThreadState s, Location loc, Set<Long> read, Set<Long> held,
                                    Writes writes) {
        Action a = s.next();
        List<ThreadState> out = new ArrayList<>();
        for (long v : read) {
            if (a instanceof Action.ReadModifyWrite m) {
                Long w = m.written(v);
                if (w != null && (!held.contains(w) || !writes.known(agent, loc, w))) {
                    return null;
                }
            }
            out.add(s.advance(v));
        }
        return out;
    }
}
