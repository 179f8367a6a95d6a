package dev.syncscope.core.exec;

import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The per-agent index of trace positions that race and stale-read explanations walk ({@link AgentSteps}): always the
 * positions a scan of the whole trace finds, through steps appended after it was built, steps undone (kept for redo),
 * and a new step that replaces undone ones (the trace truncated).
 */
class AgentStepsTest {

    /** Two workgroups of 8 invocations, the reduction's stores and barriers. */
    private static final Program REDUCTION = EngineBench.reduction(2, 8, 4, 1);

    /** Agent {@code a}'s positions, by a scan of every step of the trace. */
    private static List<Integer> scanned(Engine e, int a) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < e.traceLog().size(); i++) {
            if (e.traceLog().agent(i) == a) {
                out.add(i);
            }
        }
        return out;
    }

    private static List<Integer> indexed(Engine e, int a) {
        AgentSteps steps = e.agentSteps();
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < steps.count(a); k++) {
            out.add(steps.at(a, k));
        }
        return out;
    }

    private static void assertIndexIsTheScan(Engine e, String when) {
        for (int a = 0; a < e.agentCount(); a++) {
            assertEquals(scanned(e, a), indexed(e, a), "agent " + a + " " + when);
        }
    }

    @Test
    void theIndexIsWhatAScanOfTheTraceFindsThroughAppendsUndoAndTruncation() {
        SplittableRandom r = new SplittableRandom(7);
        Engine e = new Engine(REDUCTION, EngineOptions.DEFAULTS);
        for (int round = 0; round < 60 && e.anyRunnable(); round++) {
            int move = r.nextInt(4);
            if (move == 0 && e.position() > 0) {
                e.seek(r.nextInt(e.position()));
            } else {
                List<Integer> runnable = e.runnable();
                for (int k = 0; k < 1 + r.nextInt(6) && e.anyRunnable(); k++) {
                    // after a seek back, a step by another agent replaces the undone steps (the trace is truncated)
                    e.step(Decision.of(runnable.get(r.nextInt(runnable.size()))));
                    runnable = e.runnable();
                }
            }
            assertIndexIsTheScan(e, "after round " + round + " at step " + e.position());
        }
    }

    @Test
    void aPositionLookupFindsTheFirstStepAtOrAfterIt() {
        Engine e = new Engine(REDUCTION, EngineOptions.DEFAULTS);
        e.run(Scheduler.roundRobin(), StopCondition.NEVER, 40);
        AgentSteps steps = e.agentSteps();
        List<Integer> agent3 = scanned(e, 3);
        for (int p = 0; p <= e.traceLog().size(); p++) {
            int k = steps.firstAtOrAfter(3, p);
            int expected = 0;
            while (expected < agent3.size() && agent3.get(expected) < p) {
                expected++;
            }
            assertEquals(expected, k, "position " + p);
        }
    }
}
