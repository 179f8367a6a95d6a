package dev.syncscope.core.kernel;

import dev.syncscope.core.api.OutcomeAccess;
import dev.syncscope.core.exec.AgentRuntime;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.exec.Engine;
import dev.syncscope.core.exec.EngineOptions;
import dev.syncscope.core.exec.EngineState;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.Scheduler;
import dev.syncscope.core.exec.StopCondition;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ThreadState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Stepping back, seeking and replaying stay exact across collective operations, under random schedules. */
class SubgroupTracePropertiesTest {

    private static final int SEEDS = 40;

    private static final Program PROGRAM = SubgroupOperationsTest.program("""
            // @subgroup-size 4
            // @dispatch 2
            // @length o = 16
            // @length total = 2
            #version 450
            #extension GL_KHR_shader_subgroup_ballot : require
            layout(local_size_x = 8) in;
            layout(binding = 0) buffer O { uint o[]; };
            layout(binding = 1) buffer T { uint total[]; };
            void main() {
                uint i = gl_GlobalInvocationID.x;
                uint lane = gl_SubgroupInvocationID;
                uint m = 0;
                if (lane != 1) {
                    m = subgroupBallot(lane < 3).x;
                }
                for (uint k = 0; k < lane; k++) {
                    m += subgroupBroadcastFirst(k + lane);
                }
                barrier();
                if (subgroupElect()) {
                    atomicAdd(total[gl_WorkGroupID.x], m);
                }
                o[i] = m;
            }
            """);

    private static Engine runToEnd(long seed, int checkpointEvery) {
        Engine e = new Engine(PROGRAM, EngineOptions.DEFAULTS.withCheckpointInterval(checkpointEvery));
        Scheduler s = Scheduler.seededRandom(seed);
        while (e.anyRunnable() && e.position() < 2000) {
            e.step(s.next(e));
        }
        assertTrue(e.diagnostics().isEmpty(), "seed " + seed + ": " + e.diagnostics());
        return e;
    }

    /**
     * {@link EngineState#sameContent} for states computed independently: SPIR-V program states have
     * identity equality, so they are compared by status, registers and next action.
     */
    private static boolean sameContent(EngineState a, EngineState b) {
        for (int i = 0; i < a.agents().size(); i++) {
            AgentRuntime x = a.agents().get(i);
            AgentRuntime y = b.agents().get(i);
            if (!withoutProgram(x).equals(withoutProgram(y)) || x.thread().status() != y.thread().status()
                    || !x.thread().registers().equals(y.thread().registers())
                    || (x.thread().status() == ThreadState.Status.RUNNING && !x.thread().next().equals(y.thread().next()))) {
                return false;
            }
        }
        return a.locations().equals(b.locations()) && a.barriers().equals(b.barriers())
                && a.globals().equals(b.globals());
    }

    private static AgentRuntime withoutProgram(AgentRuntime r) {
        return new AgentRuntime(r.id(), null, r.seq(), r.status(), r.acquired(), r.sswStart(), r.fenceTokens(),
                r.pending(), r.vis(), r.deviceVisSeq(), r.unavailable(), r.barrierWait(), r.spin());
    }

    @Test
    void stepsForwardThenAsManyBackReturnTheInitialState() {
        for (long seed = 0; seed < SEEDS; seed++) {
            Engine e = new Engine(PROGRAM, EngineOptions.DEFAULTS.withCheckpointInterval(3));
            EngineState initial = e.freeze();
            Scheduler s = Scheduler.seededRandom(seed);
            int n = 0;
            while (e.anyRunnable()) {
                e.step(s.next(e));
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
        for (long seed = 0; seed < SEEDS; seed++) {
            Engine e = runToEnd(seed, 4);
            List<Decision> decisions = e.decisions();
            SplittableRandom r = new SplittableRandom(seed * 31);
            for (int k = 0; k < 3; k++) {
                int i = r.nextInt(decisions.size() + 1);
                e.seek(i);
                Engine fresh = new Engine(PROGRAM, EngineOptions.DEFAULTS);
                for (int j = 0; j < i; j++) {
                    fresh.step(decisions.get(j));
                }
                assertTrue(sameContent(fresh.freeze(), e.freeze()), "seed " + seed + " seek " + i);
            }
        }
    }

    @Test
    void replayingTheDecisionsReproducesTheTrace() {
        for (long seed = 0; seed < SEEDS; seed++) {
            Engine e = runToEnd(seed, 1024);
            Engine again = new Engine(PROGRAM, EngineOptions.DEFAULTS);
            again.run(Scheduler.replay(e.decisions()), StopCondition.NEVER, e.decisions().size());
            List<Event> a = new ArrayList<>();
            List<Event> b = new ArrayList<>();
            e.trace().forEach(t -> a.add(t.event()));
            again.trace().forEach(t -> b.add(t.event()));
            assertEquals(a, b, "seed " + seed);
            assertTrue(sameContent(again.freeze(), e.freeze()), "seed " + seed);
        }
    }

    @Test
    void everyScheduleComputesTheTanglesOfTheSpec() {
        // per subgroup: the ballot of lanes {0,2,3} is 0b101; loop iteration k's tangle is the lanes > k and
        // broadcasts lane k+1's value 2k+1; each subgroup's elected lane 0 adds its m = 5 to its workgroup's total
        List<Long> lanes = List.of(5L, 1L, 5L + 1 + 3, 5L + 1 + 3 + 5);
        for (long seed = 0; seed < SEEDS; seed++) {
            Map<String, Long> out = OutcomeAccess.outcome(runToEnd(seed, 64)).values();
            for (int i = 0; i < 16; i++) {
                assertEquals(lanes.get(i % 4), out.get("o[" + i + "]"), "seed " + seed + " o[" + i + "]");
            }
            assertEquals(10L, out.get("total[0]"), "seed " + seed);
            assertEquals(10L, out.get("total[1]"), "seed " + seed);
        }
    }
}
