package dev.syncscope.core.exec;

import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.exec.Mini.plain;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** Schedulers as strategies: their decisions, as data. */
class SchedulerTest {

    /** Four invocations, two per subgroup, two stores each. */
    private static Engine four() {
        Mini m = new Mini();
        for (int i = 0; i < 4; i++) {
            m.thread(i / 2, 0, 0).st("x", i, plain()).st("x", 10 + i, plain());
        }
        return m.engine();
    }

    private static List<Integer> agents(Engine e) {
        return e.decisions().stream().map(Decision::agent).toList();
    }

    @Test
    void roundRobinCyclesThroughRunnableInvocations() {
        Engine e = four();
        e.run(Scheduler.roundRobin(), StopCondition.NEVER, 100);
        assertEquals(List.of(0, 1, 2, 3, 0, 1, 2, 3), agents(e));
    }

    @Test
    void lockStepSubgroupsStepsEachSubgroupTogether() {
        Engine e = four();
        e.run(Scheduler.lockStepSubgroups(), StopCondition.NEVER, 100);
        assertEquals(List.of(0, 1, 2, 3, 0, 1, 2, 3), agents(e));
        Engine f = four();
        f.step(Decision.of(2));
        f.run(Scheduler.lockStepSubgroups(), StopCondition.NEVER, 100);
        assertEquals(List.of(2, 3, 0, 1, 2, 3, 0, 1), agents(f));
    }

    @Test
    void seededRandomIsAFunctionOfTheSeed() {
        Engine a = four();
        a.run(Scheduler.seededRandom(42), StopCondition.NEVER, 100);
        Engine b = four();
        b.run(Scheduler.seededRandom(42), StopCondition.NEVER, 100);
        assertEquals(agents(a), agents(b));
        boolean differs = false;
        for (long s = 0; s < 20 && !differs; s++) {
            Engine c = four();
            c.run(Scheduler.seededRandom(s), StopCondition.NEVER, 100);
            differs = !agents(c).equals(agents(a));
        }
        assertNotEquals(false, differs, "some seed gives another interleaving");
    }

    /**
     * The seeded random pick as defined: up to 32 uniform draws over all invocations, the first runnable
     * one taken; else a uniform draw over the runnable ones in ascending id order (the list a scheduler
     * sees in {@link Engine#runnable()}).
     */
    private static int pickAsDefined(Engine e, long seed, int[] fallbacks) {
        java.util.SplittableRandom r = new java.util.SplittableRandom(seed * 0x9E3779B97F4A7C15L + e.position());
        for (int tries = 0; tries < 32; tries++) {
            int id = r.nextInt(e.agentCount());
            if (e.isRunnable(id)) {
                return id;
            }
        }
        fallbacks[0]++;
        List<Integer> runnable = e.runnable();
        return runnable.get(r.nextInt(runnable.size()));
    }

    @Test
    void seededRandomPicksByRankAmongFewRunnableInvocations() {
        // 4 workgroups of 256 with a workgroup barrier: late in each phase few invocations can step, so
        // the 32 draws often miss and the pick is by rank in id order
        dev.syncscope.core.model.Program p = EngineBench.reduction(4, 256, 32, 1);
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Scheduler s = Scheduler.seededRandom(7);
        int[] fallbacks = new int[1];
        while (e.anyRunnable()) {
            int expected = pickAsDefined(e, 7, fallbacks);
            Decision d = s.next(e);
            assertEquals(expected, d.agent(), "step " + e.position());
            e.step(d);
        }
        org.junit.jupiter.api.Assertions.assertTrue(fallbacks[0] > 100, "the rank pick was taken " + fallbacks[0]
                + " times");
    }

    @Test
    void runnableIdsAscendAndRanksIndexThem() {
        Engine e = four();
        e.step(Decision.of(2));
        e.step(Decision.of(2));
        assertEquals(List.of(0, 1, 3), e.runnable());
        assertEquals(3, e.nthRunnable(2));
        org.junit.jupiter.api.Assertions.assertThrows(IndexOutOfBoundsException.class, () -> e.nthRunnable(3));
    }
}
