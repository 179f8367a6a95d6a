package dev.syncscope.core.exec;

import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Properties of the trace over random programs, schedules and read choices. */
class TracePropertiesTest {

    static final int PROGRAMS = 300;

    private static Engine runToEnd(Program p, long seed, int checkpointEvery) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS.withCheckpointInterval(checkpointEvery));
        SplittableRandom r = new SplittableRandom(seed);
        while (e.anyRunnable() && e.position() < 500) {
            e.step(RandomPrograms.decide(e, r));
        }
        return e;
    }

    @Test
    void stepsForwardThenAsManyBackReturnTheInitialState() {
        for (long seed = 0; seed < PROGRAMS; seed++) {
            Program p = RandomPrograms.generate(seed);
            Engine e = new Engine(p, EngineOptions.DEFAULTS.withCheckpointInterval(3));
            EngineState initial = e.freeze();
            SplittableRandom r = new SplittableRandom(seed);
            int n = 0;
            while (e.anyRunnable() && n < 500) {
                e.step(RandomPrograms.decide(e, r));
                n++;
            }
            for (int i = 0; i < n; i++) {
                assertTrue(e.stepBack());
            }
            assertTrue(initial.sameContent(e.freeze()), "seed " + seed + " after " + n + " steps back");
        }
    }

    @Test
    void seekingToIEqualsSteppingITimes() {
        for (long seed = 0; seed < PROGRAMS; seed++) {
            Program p = RandomPrograms.generate(seed);
            Engine e = runToEnd(p, seed, 4);
            List<Decision> decisions = e.decisions();
            SplittableRandom r = new SplittableRandom(seed * 31);
            for (int k = 0; k < 3 && !decisions.isEmpty(); k++) {
                int i = r.nextInt(decisions.size() + 1);
                e.seek(i);
                Engine fresh = new Engine(p, EngineOptions.DEFAULTS);
                for (int j = 0; j < i; j++) {
                    fresh.step(decisions.get(j));
                }
                assertTrue(fresh.freeze().sameContent(e.freeze()), "seed " + seed + " seek " + i);
            }
        }
    }

    @Test
    void replayingTheDecisionsReproducesTheTrace() {
        for (long seed = 0; seed < PROGRAMS; seed++) {
            Program p = RandomPrograms.generate(seed);
            Engine e = runToEnd(p, seed, 1024);
            Engine again = new Engine(p, EngineOptions.DEFAULTS);
            again.run(Scheduler.replay(e.decisions()), StopCondition.NEVER, e.decisions().size());
            List<Event> a = new ArrayList<>();
            List<Event> b = new ArrayList<>();
            e.trace().forEach(t -> a.add(t.event()));
            again.trace().forEach(t -> b.add(t.event()));
            assertEquals(a, b, "seed " + seed);
            assertTrue(again.freeze().sameContent(e.freeze()), "seed " + seed);
        }
    }

    @Test
    void redoAfterStepBackAppliesTheSameAfters() {
        for (long seed = 0; seed < 50; seed++) {
            Engine e = runToEnd(RandomPrograms.generate(seed), seed, 1024);
            EngineState end = e.freeze();
            e.seek(0);
            while (e.redo()) {
                assertTrue(e.position() <= e.traceSize());
            }
            assertTrue(end.sameContent(e.freeze()), "seed " + seed);
        }
    }
}
