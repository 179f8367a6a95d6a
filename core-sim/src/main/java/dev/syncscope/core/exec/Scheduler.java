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
            List<Integer> runnable = engine.runnable();
            return Decision.of(runnable.get(r.nextInt(runnable.size())));
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

    /** Replays a recorded list of decisions, then stops choosing (callers bound the run by its size). */
    static Scheduler replay(List<Decision> decisions) {
        return engine -> decisions.get(engine.position());
    }
}
