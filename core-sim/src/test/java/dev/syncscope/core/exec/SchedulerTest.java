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
}
