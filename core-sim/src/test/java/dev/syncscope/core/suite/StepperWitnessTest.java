package dev.syncscope.core.suite;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A kernel judged by race freedom whose exhaustive check stops at a limit is answered by a racy stepper run
 * ({@link StepperWitness}): a stepper run is an execution the model allows and its race is a data race of that
 * execution (VK MM: Data Race), so race freedom fails definitely. Eight invocations adding to one shared counter have
 * 8! orders of their additions: the check met no consistent execution within its time limit and answered UNKNOWN
 * (session 43's audit), while the stepper's first run shows the read of the counter racing with the additions.
 */
class StepperWitnessTest {

    /** A shared histogram read back with no barrier after the atomic additions. */
    static final String HISTOGRAM = """
            #version 450
            layout(local_size_x = 8) in;
            layout(std430, binding = 0) buffer In { uint data[]; };
            layout(std430, binding = 1) buffer Out { uint hist[]; };
            shared uint bins[4];
            void main() {
                uint i = gl_LocalInvocationID.x;
                if (i < 4) bins[i] = 0;
                barrier();
                atomicAdd(bins[data[gl_GlobalInvocationID.x] & 3u], 1u);
                // BARRIER
                if (i < 4) atomicAdd(hist[i], bins[i]);
            }
            """;

    private static FileCheck.Report check(String text) {
        // far below what the 8! orders need, so the check stops at it on any machine
        return FileCheck.check("hist.comp", text, null, Duration.ofSeconds(1));
    }

    @Test
    void aRacyStepperRunFailsRaceFreedomTheCheckLeftOpen_VkMmDataRace() {
        FileCheck.Report r = check(HISTOGRAM);
        assertFalse(r.complete(), "the exhaustive check must stop at its limit for this test to mean anything");
        assertTrue(r.races().isEmpty());
        assertNotNull(r.witness());
        assertEquals("round-robin", r.witness().scheduleWords());
        assertEquals("", r.witness().schedule());
        assertTrue(r.witness().races().stream().allMatch(x -> x.first().location().toString().equals("bins[0]")),
                r.witness().races().toString());
        assertTrue(r.failed());
        assertNull(r.unknownBecause());
        SuiteCheck implicit = r.expectations().get(0);
        assertEquals(RaceFreedom.QUESTION, implicit.question());
        assertEquals(SuiteCheck.Verdict.FAIL, implicit.verdict());
        assertEquals("a stepper run (round-robin) has a data race, where the exhaustive check left it open (time"
                + " limit of 1000 ms reached)", implicit.detail());
    }

    @Test
    void withTheBarrierNoStepperRunRacesAndTheAnswerStaysOpen() {
        FileCheck.Report r = check(HISTOGRAM.replace("// BARRIER", "barrier();"));
        assertFalse(r.complete());
        assertNull(r.witness());
        assertFalse(r.failed());
        assertEquals(SuiteCheck.Verdict.TIMEOUT, r.expectations().get(0).verdict());
        assertNotNull(r.unknownBecause());
    }

    @Test
    void aCompleteCheckIsAnsweredByTheCheckerAlone() {
        // two invocations: the check completes and finds the race itself; no stepper run is needed
        FileCheck.Report r = FileCheck.check("hist.comp", HISTOGRAM.replace("local_size_x = 8", "local_size_x = 2"),
                null, Duration.ofSeconds(60));
        assertTrue(r.complete());
        assertFalse(r.races().isEmpty());
        assertNull(r.witness());
        assertTrue(r.failed());
    }

    @Test
    void theSchedulesAreRunsOptionsInOrder() {
        assertEquals("", StepperWitness.SCHEDULES.get(0));
        assertEquals(dev.syncscope.core.api.LaunchOptions.SchedulerKind.LOCK_STEP_SUBGROUPS,
                StepperWitness.options("--scheduler lock-step").scheduler());
        assertEquals(3, StepperWitness.options("--scheduler random --seed 3").seed());
        assertEquals(dev.syncscope.core.api.LaunchOptions.SchedulerKind.RANDOM,
                StepperWitness.options("--scheduler random --seed 3").scheduler());
        assertEquals(StepperWitness.STEPS, StepperWitness.options("").stepLimit());
    }
}
