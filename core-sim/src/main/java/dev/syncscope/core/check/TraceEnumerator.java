package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Explores every agent's {@link ThreadState} over all read values a location can hold: its initial
 * value and every value some write to it can produce. Since written values may depend on read values
 * (register stores, RMW arithmetic), the set of values is grown to a fixpoint. Paths that end in
 * BOUND_EXCEEDED or FAULT are dropped and reported. Owned by the checking thread.
 */
final class TraceEnumerator {
    /** Safety net against a ThreadState that never reports an end. */
    private static final int MAX_STEPS = 10_000;

    private final Program program;
    private final CheckOptions options;
    private final long deadline;
    private final List<String> diagnostics = new ArrayList<>();
    private final List<String> cutPaths = new ArrayList<>();
    private String limit;

    /** @param deadline {@link System#nanoTime()} after which exploration stops with a limit */
    TraceEnumerator(Program program, CheckOptions options, long deadline) {
        this.program = program;
        this.options = options;
        this.deadline = deadline;
    }

    /**
     * Complete traces per agent, or null when a limit stopped the exploration (see {@link #limit()}).
     * Round {@code k} reads the values that chains of at most {@code k} writes can produce, so once
     * {@code k} reaches the most writes one execution can perform, every value an execution can
     * justify is covered even if the value sets still grow (e.g. increments).
     */
    List<List<Trace>> enumerate() {
        Map<Location, Set<Long>> values = new HashMap<>();
        for (int round = 0; round <= options.maxValueRounds(); round++) {
            diagnostics.clear();
            cutPaths.clear();
            Map<Location, Set<Long>> written = new HashMap<>();
            List<List<Trace>> all = new ArrayList<>();
            int writesPerExecution = 0;
            for (int a = 0; a < program.invocationCount(); a++) {
                List<Trace> traces = new ArrayList<>();
                explore(a, program.initial().get(a), new ArrayList<>(), values, written, traces);
                if (limit != null) {
                    return null;
                }
                all.add(traces);
                writesPerExecution += traces.stream().mapToInt(TraceEnumerator::writes).max().orElse(0);
            }
            if (written.equals(values) || round >= writesPerExecution) {
                return all;
            }
            values = written;
        }
        limit = "read values did not reach a fixpoint within " + options.maxValueRounds() + " rounds";
        return null;
    }

    private static int writes(Trace t) {
        return (int) t.steps().stream().filter(s -> s.written() != null).count();
    }

    String limit() {
        return limit;
    }

    List<String> diagnostics() {
        return List.copyOf(diagnostics);
    }

    /** One line per agent and place where paths were cut at a bound (BOUND_EXCEEDED, or the action safety net). */
    List<String> cutPaths() {
        return List.copyOf(cutPaths);
    }

    private Set<Long> valuesAt(Map<Location, Set<Long>> values, Location l) {
        Set<Long> v = values.get(l);
        return v != null ? v : Set.of(program.launch().initialValue(l));
    }

    private void explore(int agent, ThreadState s, List<Trace.Step> path, Map<Location, Set<Long>> values,
                         Map<Location, Set<Long>> written, List<Trace> out) {
        if (limit != null) {
            return;
        }
        if (System.nanoTime() > deadline) {
            limit = "time limit of " + options.timeLimit().toMillis() + " ms reached while exploring "
                    + program.launch().agents().get(agent).name();
            return;
        }
        if (Thread.currentThread().isInterrupted()) {
            limit = "cancelled";
            return;
        }
        if (s.status() != ThreadState.Status.RUNNING) {
            if (s.status() == ThreadState.Status.DONE) {
                if (out.size() >= options.maxTracesPerAgent()) {
                    limit = "agent " + program.launch().agents().get(agent).name() + " has more than "
                            + options.maxTracesPerAgent() + " paths";
                    return;
                }
                out.add(new Trace(agent, path, s));
            } else {
                String d = program.launch().agents().get(agent).name() + ": " + s.status() + " " + s.diagnostic()
                        + " (paths beyond it are not explored)";
                if (!diagnostics.contains(d)) {
                    diagnostics.add(d);
                }
                if (s.status() == ThreadState.Status.BOUND_EXCEEDED) {
                    String cut = program.launch().agents().get(agent).name() + ": " + s.diagnostic();
                    if (!cutPaths.contains(cut)) {
                        cutPaths.add(cut);
                    }
                }
            }
            return;
        }
        if (path.size() >= MAX_STEPS) {
            String d = program.launch().agents().get(agent).name() + ": more than " + MAX_STEPS + " actions";
            if (!diagnostics.contains(d)) {
                diagnostics.add(d);
                cutPaths.add(d + " on one path (the checker's own bound, which no option raises)");
            }
            return;
        }
        Action a = s.next();
        if (a instanceof Action.Collective c) {
            // each participant's result depends on the other participants' operands and on which
            // invocations form the tangle, which per-agent traces cannot know
            throw new InputError(c.source(), "the exhaustive check does not support subgroup operations ("
                    + c.operation() + " in " + program.launch().agents().get(agent).name()
                    + "); step through the kernel with the stepper instead");
        }
        // VK MM: Agent, Availability, Visibility, and Domain Operations — what host and device agents perform
        HostActions.check(program.launch().agents().get(agent), a);
        if (a instanceof Action.ControlBarrier cb && cb.quorum() != null) {
            // the quorum may never arrive: the agent may also stay here for good (checked per combination)
            if (out.size() >= options.maxTracesPerAgent()) {
                limit = "agent " + program.launch().agents().get(agent).name() + " has more than "
                        + options.maxTracesPerAgent() + " paths";
                return;
            }
            out.add(new Trace(agent, path, s, cb));
        }
        Location loc = location(a);
        if (a instanceof Action.Load) {
            for (long v : new TreeSet<>(valuesAt(values, loc))) {
                record(written, loc, null);
                step(agent, s, path, new Trace.Step(a, v, null), v, values, written, out);
            }
        } else if (a instanceof Action.ReadModifyWrite rmw) {
            for (long v : new TreeSet<>(valuesAt(values, loc))) {
                Long w = rmw.written(v);
                record(written, loc, w);
                step(agent, s, path, new Trace.Step(a, v, w), v, values, written, out);
            }
        } else if (a instanceof Action.Store st) {
            record(written, loc, st.value());
            step(agent, s, path, new Trace.Step(a, null, st.value()), 0, values, written, out);
        } else {
            step(agent, s, path, new Trace.Step(a, null, null), 0, values, written, out);
        }
    }

    private void record(Map<Location, Set<Long>> written, Location loc, Long value) {
        Set<Long> set = written.computeIfAbsent(loc, l -> new TreeSet<>(Set.of(program.launch().initialValue(l))));
        if (value != null) {
            set.add(value);
        }
    }

    private void step(int agent, ThreadState s, List<Trace.Step> path, Trace.Step step, long read,
                      Map<Location, Set<Long>> values, Map<Location, Set<Long>> written, List<Trace> out) {
        path.add(step);
        explore(agent, s.advance(read), path, values, written, out);
        path.remove(path.size() - 1);
    }

    static Location location(Action a) {
        if (a instanceof Action.Load l) {
            return l.reference().location(l.index());
        } else if (a instanceof Action.Store s) {
            return s.reference().location(s.index());
        } else if (a instanceof Action.ReadModifyWrite r) {
            return r.reference().location(r.index());
        }
        return null;
    }
}
