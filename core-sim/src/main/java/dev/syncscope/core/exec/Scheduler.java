package dev.syncscope.core.exec;

import java.util.List;
import java.util.SplittableRandom;

/**
 * A scheduling strategy: picks the next decision from the engine's current state. Implementations
 * are stateless (they derive everything from the engine and its trace), so a scheduler can be
 * swapped at any step and a run is reproduced by its decisions alone. Immutable.
 */
public interface Scheduler {

    /** The next decision; only called when some agent is runnable. */
    Decision next(Engine engine);

    /** Round-robin: the next runnable agent after the last one stepped. */
    static Scheduler roundRobin() {
        return engine -> {
            int last = engine.lastAgent();
            int id = engine.nextRunnable(last + 1);
            if (id < 0) {
                throw new IllegalStateException("no runnable invocation");
            }
            return engine.defaultDecision(id);
        };
    }

    /** Seeded random: a uniformly random runnable agent, a pure function of (seed, position, state). */
    static Scheduler seededRandom(long seed) {
        return engine -> {
            SplittableRandom r = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + engine.position());
            int n = engine.agentCount();
            for (int tries = 0; tries < 32; tries++) {
                int id = r.nextInt(n);
                if (engine.isRunnable(id)) {
                    return engine.defaultDecision(id);
                }
            }
            // few runnable: a uniform pick by rank in id order (no list of them per step)
            return engine.defaultDecision(engine.nthRunnable(r.nextInt(engine.runnableCount())));
        };
    }

    /**
     * Lock-step subgroups: every runnable invocation of one subgroup steps once, in id order, then
     * the next subgroup (as SIMD hardware issues a subgroup's instruction together).
     */
    static Scheduler lockStepSubgroups() {
        return engine -> {
            int n = engine.agentCount();
            int last = engine.lastAgent();
            if (last >= 0) {
                int sg = engine.agentInfo(last).subgroup();
                for (int id = last + 1; id < n && engine.agentInfo(id).subgroup() == sg; id++) {
                    if (engine.isRunnable(id)) {
                        return engine.defaultDecision(id);
                    }
                }
            }
            int id = engine.nextRunnable(last + 1);
            if (id < 0) {
                throw new IllegalStateException("no runnable invocation");
            }
            // the first runnable invocation of the next subgroup that has one
            int sg = engine.agentInfo(id).subgroup();
            int first = id;
            for (int j = id - 1; j >= 0 && engine.agentInfo(j).subgroup() == sg; j--) {
                if (engine.isRunnable(j)) {
                    first = j;
                }
            }
            return engine.defaultDecision(first);
        };
    }

    /**
     * {@code inner}, steered towards the values the program's file asks loads to return
     * ({@link Engine#readGoal}). When the invocation {@code inner} picks is about to read and a write
     * the model allows it there has the value asked for, it reads that write (the model's default when
     * that is one). When none has, the next runnable invocation (in id order, wrapping around) whose
     * step meets the goals goes instead, so the reader waits for a write to bring its value. Only when
     * no runnable invocation can meet them does {@code inner}'s pick go ahead, and the engine says the
     * run has left the test's question ({@link Diagnostic.Kind#OUTSIDE_TEST}). Stateless like every
     * scheduler; the read choices are in the decisions, so a replay needs no goals.
     */
    static Scheduler followingReadGoals(Scheduler inner) {
        return engine -> {
            Decision d = inner.next(engine);
            if (!engine.hasReadGoals()) {
                return d;
            }
            Decision g = towardGoal(engine, d);
            if (g != null) {
                return g;
            }
            int n = engine.agentCount();
            for (int k = 1; k < n; k++) {
                int id = (d.agent() + k) % n;
                if (engine.isRunnable(id)) {
                    g = towardGoal(engine, engine.defaultDecision(id));
                    if (g != null) {
                        return g;
                    }
                }
            }
            return d;
        };
    }

    /**
     * {@code d} when its step asks for no value, else the same invocation reading the asked value from a
     * write the model allows there: the model's default when it is one, else one allowed without a race,
     * else one allowed only because the read races ({@link ReadChoice#raceOnly()}: the Khronos answers'
     * {@code consistent[X]} includes racy executions, as in {@code noncohmpfail.test}); null when none is.
     */
    private static Decision towardGoal(Engine engine, Decision d) {
        Long goal = engine.readGoal(d.agent());
        if (goal == null) {
            return d;
        }
        ReadChoice consistent = null;
        ReadChoice racy = null;
        for (ReadChoice c : engine.choices(d.agent())) {
            if (c.value() != goal) {
                continue;
            }
            if (c.isDefault()) {
                return engine.defaultDecision(d.agent());
            }
            if (c.consistent() && consistent == null) {
                consistent = c;
            } else if (c.raceOnly() && racy == null) {
                racy = c;
            }
        }
        ReadChoice pick = consistent != null ? consistent : racy;
        return pick == null ? null : new Decision(d.agent(), pick.writeId());
    }

    /** Replays a recorded list of decisions, then stops choosing (callers bound the run by its size). */
    static Scheduler replay(List<Decision> decisions) {
        return engine -> decisions.get(engine.position());
    }
}
