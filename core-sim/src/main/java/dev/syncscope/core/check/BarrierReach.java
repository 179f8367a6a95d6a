package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which writes a wait before a control barrier can read, by the barrier's execution rather than the axioms: a read in
 * a loop that may never exit, whose value decides where its invocation goes, takes no value written by another
 * invocation only after it left a barrier instance the reader has not reached. The writer leaves that instance only
 * once every invocation of its execution scope instance arrived (SPIR-V {@code OpControlBarrier}: "wait for all
 * active invocations within the specified Scope to reach this point"), and the reader arrives only after it left the
 * loop, which no compiler may move the barrier above, and which it leaves only once the reads that decide its way
 * returned their values ({@link BarrierCausality}, which rules such candidates out). Used by {@link EndlessSpins}: a
 * wait whose exit values are all written only after such a barrier never exits, and a complete path whose wait read
 * one finishes in no execution. For kernels only: a litmus barrier instance is formed by the
 * threads that execute it, and one that never arrives holds no other back.
 *
 * <p>Notes, per round of the enumeration, every write of its paths with the barriers passed before it. Owned by one
 * {@link EndlessSpins}; not thread-safe.
 */
final class BarrierReach {

    /** The control barriers a path passed, the latest first; shared by the paths with one prefix. */
    record Passed(Action.ControlBarrier barrier, Passed earlier) { }

    /** A write of a path of the round: its invocation and the control barriers its path passed before it. */
    private record Writer(int agent, Passed passed) { }

    /** A dynamic instance of a control barrier as invocations meet at it: its number and name (Action.ControlBarrier). */
    private record Instance(int number, Long id) { }

    private final Launch launch;
    /** Per location and value written there, the round's writes of it. */
    private final Map<Location, Map<Long, Set<Writer>>> writers = new HashMap<>();
    /**
     * The invocations with a path of the round cut at a bound: its unexplored rest may write a value before a barrier
     * that its explored paths wrote only after it, so their writes are never taken for unreachable.
     */
    private final Set<Integer> cut = new HashSet<>();
    /** Per step of the path being explored, the control barriers passed up to it. */
    private Passed[] passed = new Passed[64];

    BarrierReach(Launch launch) {
        this.launch = launch;
    }

    /** Forgets the round's writes (a new round of the enumeration). */
    void clear() {
        writers.clear();
        cut.clear();
    }

    /** Notes that a path of {@code agent} was cut at a bound. */
    void cut(int agent) {
        cut.add(agent);
    }

    /** Notes the last step of {@code agent}'s {@code path}: a barrier passed, or a write after those passed. */
    void added(int agent, List<Trace.Step> path) {
        int i = path.size() - 1;
        Action a = path.get(i).action();
        if (i >= passed.length) {
            passed = Arrays.copyOf(passed, 2 * i + 2);
        }
        Passed before = i == 0 ? null : passed[i - 1];
        passed[i] = BarrierCausality.waitsForAll(a) ? new Passed((Action.ControlBarrier) a, before) : before;
        Long written = path.get(i).written();
        if (written != null && AccessedLocation.of(a) != null) {
            writers.computeIfAbsent(AccessedLocation.of(a), l -> new HashMap<>())
                    .computeIfAbsent(written, v -> new HashSet<>()).add(new Writer(agent, before));
        }
    }

    /** The barriers the path being explored passed up to its step {@code index}. */
    Passed passed(int index) {
        return passed[index];
    }

    /**
     * The values a read of {@code agent}'s that decides where it goes, on a path that {@code passed} those barriers,
     * may take: {@code values} without those only written after a barrier instance the invocation has not reached. The writer leaves that instance only
     * once every invocation of its execution scope instance arrived (SPIR-V {@code OpControlBarrier}: "wait for all
     * active invocations within the specified Scope to reach this point"), and the reader arrives only after its read
     * returned the value that took it there ({@link BarrierCausality}). For kernels only: a litmus barrier instance is
     * formed by the threads that execute it, and one that never arrives holds no other back.
     */
    Map<Location, Set<Long>> decidable(int agent, Passed passed, Map<Location, Set<Long>> values) {
        if (launch.barriersOfExecutingThreads() || writers.isEmpty()) {
            return values;
        }
        Set<Instance> arrived = arrived(passed);
        Map<Location, Set<Long>> out = new HashMap<>(values);
        writers.forEach((loc, byValue) -> {
            Set<Long> held = values.get(loc);
            if (held == null) {
                return;
            }
            Set<Long> kept = new HashSet<>();
            for (long v : held) {
                Set<Writer> ws = byValue.get(v);
                // the initial value and a value no noted write made (as the sets hold it) are kept
                if (ws == null || v == launch.initialValue(loc)
                        || ws.stream().anyMatch(w -> unreached(w, agent, arrived) == null)) {
                    kept.add(v);
                }
            }
            if (kept.size() < held.size()) {
                out.put(loc, kept);
            }
        });
        return out.equals(values) ? values : out;
    }

    /**
     * Whether complete path {@code t} may be an execution's: no read of a wait of it ({@link Trace.Step#waits()})
     * takes a value that only writes made after a barrier instance it had not reached by then wrote ({@link
     * #decidable}; a path reading one finishes in no execution). Always, for litmus tests.
     */
    boolean possible(Trace t) {
        if (launch.barriersOfExecutingThreads()) {
            return true;
        }
        Set<Instance> arrived = new HashSet<>();
        for (Trace.Step step : t.steps()) {
            Action a = step.action();
            if (BarrierCausality.waitsForAll(a)) {
                Action.ControlBarrier b = (Action.ControlBarrier) a;
                arrived.add(new Instance(b.instance(), b.barrierId()));
            }
            Location loc = AccessedLocation.of(a);
            if (step.waits() && step.read() != null && loc != null && step.read() != launch.initialValue(loc)) {
                Set<Writer> ws = writers.getOrDefault(loc, Map.of()).get(step.read());
                if (ws != null && ws.stream().allMatch(w -> unreached(w, t.agent(), arrived) != null)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The earliest barrier that {@code w} was made after and whose instance {@code reader}, which shares its
     * execution scope instance, has not {@code arrived} at; null when there is none, or when a path of the writer's
     * was cut ({@link #cut}). (A write of the reader's own after
     * such a barrier is later in its program order than the read, which cannot take it either: VK MM Location-Ordered,
     * Coherence.)
     */
    private Action.ControlBarrier unreached(Writer w, int reader, Set<Instance> arrived) {
        if (cut.contains(w.agent())) {
            return null;
        }
        var writer = launch.agents().get(w.agent());
        var r = launch.agents().get(reader);
        Action.ControlBarrier out = null;
        for (Passed p = w.passed(); p != null; p = p.earlier()) {
            if (!arrived.contains(new Instance(p.barrier().instance(), p.barrier().barrierId()))
                    && writer.sharesInstance(r, p.barrier().execution())) {
                out = p.barrier();
            }
        }
        return out;
    }

    /**
     * A barrier before which a read of {@code agent}'s, on a path that {@code passed} those barriers, misses a value of
     * {@code values} that {@code decidable} leaves out (for the wording); null when there is none.
     */
    Action.ControlBarrier unreached(int agent, Passed passed, Map<Location, Set<Long>> values,
                                    Map<Location, Set<Long>> decidable) {
        Set<Instance> arrived = arrived(passed);
        for (Map.Entry<Location, Set<Long>> e : values.entrySet()) {
            for (long v : e.getValue()) {
                if (decidable.get(e.getKey()).contains(v)) {
                    continue;
                }
                for (Writer w : writers.get(e.getKey()).get(v)) {
                    Action.ControlBarrier b = unreached(w, agent, arrived);
                    if (b != null) {
                        return b;
                    }
                }
            }
        }
        return null;
    }

    /** The barrier instances a path that {@code passed} those barriers arrived at. */
    private static Set<Instance> arrived(Passed passed) {
        Set<Instance> out = new HashSet<>();
        for (Passed p = passed; p != null; p = p.earlier()) {
            out.add(new Instance(p.barrier().instance(), p.barrier().barrierId()));
        }
        return out;
    }
}
