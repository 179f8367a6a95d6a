package dev.syncscope.core.suite;

import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.litmus.herd.HerdParser;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
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

    /**
     * The check of {@code text} stopped by its limit of events in one execution, 10, before it explores anything:
     * deterministic on any machine (a time limit short enough to stop it may stop the kernel's launch first).
     */
    private static FileCheck.Report check(String text) {
        return check("hist.comp", text);
    }

    private static FileCheck.Report check(String file, String text) {
        return FileCheck.check(file, text, null, null, limits());
    }

    /**
     * Twelve invocations adding to the histogram: the 12! orders of their additions are beyond the check, which only
     * its time limit stops under {@link #beyondTheCheck} (CliStepperWitnessTest; eight it decides itself, in 42 s here).
     */
    private static final String TWELVE = HISTOGRAM.replace("local_size_x = 8", "local_size_x = 12");

    /** The default limits with {@code timeLimit}, and 64 rounds of the read values, so that the time limit stops it. */
    private static FileCheckLimits beyondTheCheck(Duration timeLimit) {
        return new FileCheckLimits(timeLimit, CheckOptions.DEFAULT.maxCandidates(), HerdParser.DEFAULT_UNROLL,
                1 << 20, 0, CheckOptions.DEFAULT_SPIN_BOUND, CheckOptions.DEFAULT_MAX_ACTIONS,
                CheckOptions.DEFAULT_MAX_EVENTS, 64);
    }

    /** A time limit of 60 s and a limit of 10 events in one execution, the check's head start the default. */
    private static FileCheckLimits limits() {
        return new FileCheckLimits(Duration.ofSeconds(60), 1_000_000, 8, 1 << 20, 0, 32, 10_000, 10);
    }

    /** The stepper run's race, found where the check left race freedom open: the implicit expectation fails. */
    private static SuiteCheck racyRunFails(FileCheck.Report r) {
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
        return implicit;
    }

    /** How the implicit expectation's detail begins when a racy run answers what the check left open. */
    private static final String OPEN = "a stepper run (round-robin) has a data race, where the exhaustive check left it"
            + " open (";

    @Test
    void aRacyStepperRunFailsRaceFreedomTheCheckLeftOpen_VkMmDataRace() {
        // a head start longer than the check's time limit: the runs wait for the check, which stops at its size limit
        FileCheck.Report r = FileCheck.check("hist.comp", HISTOGRAM, null, null,
                limits().withHeadStart(Duration.ofDays(1)));
        assertFalse(r.complete(), "the exhaustive check must stop at its limit for this test to mean anything");
        assertEquals(CheckLimit.Kind.EVENTS, r.limit().kind(), r.limitMessage());
        String detail = racyRunFails(r).detail();
        assertTrue(detail.startsWith(OPEN + "execution size limit of 10 events reached"), detail);
    }

    @Test
    void aRacyStepperRunBesideTheCheckStopsItAndFailsRaceFreedom_VkMmDataRace() {
        // no head start, and twelve invocations, beyond the check: the first run, of milliseconds, answers and stops it
        FileCheck.Report r = FileCheck.check("hist.comp", TWELVE, null, null,
                beyondTheCheck(Duration.ofMinutes(10)).withHeadStart(Duration.ZERO));
        assertFalse(r.complete());
        assertEquals(CheckLimit.Kind.RUN_ANSWERED, r.limit().kind(), r.limitMessage());
        String detail = racyRunFails(r).detail();
        assertTrue(detail.matches(java.util.regex.Pattern.quote(OPEN) + "stopped after \\d+ ms: a stepper run"
                + " answered\\).*"), detail);
    }

    @Test
    void aHeadStartLongerThanTheTimeLimitLeavesTheRunsUntilTheCheckStopped_VkMmDataRace() {
        // twelve invocations, beyond the check: it stops at its 5 s time limit, later than the default head start of
        // 3 s after which a run beside it would have answered; the runs go after it and the first one races
        FileCheck.Report r = FileCheck.check("hist.comp", TWELVE, null, null,
                beyondTheCheck(Duration.ofSeconds(5)).withHeadStart(Duration.ofDays(1)));
        assertFalse(r.complete());
        assertEquals(CheckLimit.Kind.TIME, r.limit().kind(), r.limitMessage());
        String detail = racyRunFails(r).detail();
        assertTrue(detail.startsWith(OPEN + "time limit of 5000 ms reached"), detail);
    }

    @Test
    void theHeadStartIsThreeSecondsUnlessATestChoosesAnother() {
        assertEquals(Duration.ofSeconds(3), FileCheckLimits.DEFAULT.headStart());
        assertEquals(CheckWithWitness.HEAD_START, limits().headStart());
        assertEquals(CheckWithWitness.HEAD_START, FileCheckLimits.DEFAULT.withTimeLimit(Duration.ofSeconds(1))
                .withoutStepperRuns().headStart());
        assertEquals(Duration.ZERO, limits().withHeadStart(Duration.ZERO).withTimeLimit(Duration.ofSeconds(1))
                .headStart());
        assertThrows(dev.syncscope.core.model.InputError.class, () -> limits().withHeadStart(Duration.ofMillis(-1)));
    }

    @Test
    void withTheBarrierNoStepperRunRacesAndTheAnswerStaysOpen() {
        FileCheck.Report r = check(HISTOGRAM.replace("// BARRIER", "barrier();"));
        assertFalse(r.complete());
        assertNull(r.witness());
        assertFalse(r.failed());
        assertFalse(r.ok());
        assertEquals(SuiteCheck.Verdict.UNKNOWN, r.expectations().get(0).verdict());
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

    /** A tree reduction over 16 invocations, a barrier after every round: each read may take many partial sums. */
    static String reduction() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("../docs/examples/tree-reduction-16.comp"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aBarrierOnlyKernelsRaceFreeRunDecidesEveryExecution_VkMmLocationOrdered() {
        // at the default limits the checker meets no execution within 60 s (each read of a partial sum may take many
        // values); here it stops at once, at its limit of events. The run
        // has no atomic or subgroup operation, so every execution is it: race-free, total = 16
        FileCheck.Report r = check("reduce.comp", reduction());
        assertFalse(r.complete(), "the exhaustive check must stop at its limit for this test to mean anything");
        assertNotNull(r.witness());
        assertTrue(r.witness().provesRaceFreedom());
        assertTrue(r.witness().races().isEmpty());
        assertTrue(r.ok(), r::toString);
        assertFalse(r.failed());
        assertNull(r.unknownBecause());
        assertEquals(1, r.outcomes().size());
        assertEquals(16L, r.outcomes().get(0).values().get("total"));
        assertEquals(SuiteCheck.Verdict.PASS, r.expectations().get(0).verdict());
    }

    @Test
    void aKernelWithAnAtomicIsNotDecidedByOneRun_VkMmScopedModificationOrder() {
        // the histogram with its barrier: race-free, but the order of its atomic additions is a choice, so one run
        // decides nothing and the answer stays open
        FileCheck.Report r = check(HISTOGRAM.replace("// BARRIER", "barrier();"));
        assertNull(r.witness());
        assertFalse(r.ok());
    }

    @Test
    void theRunsKeepWithinTheChecksOwnTimeLimitAndALargeLaunchGetsStepsForEachInvocation() {
        dev.syncscope.core.model.Program hist = dev.syncscope.core.load.ProgramLoader.load("hist.comp", HISTOGRAM);
        // a check given no time gives its runs none: not ten more seconds (the session review's 11 s at 1 s)
        assertNull(StepperWitness.find(hist, Duration.ZERO));
        assertNotNull(StepperWitness.find(hist, Duration.ofSeconds(10)));
        assertEquals(StepperWitness.STEPS, StepperWitness.steps(hist));
        // 16,384 invocations of some accesses each must be able to end: 32 steps for each
        dev.syncscope.core.model.Program wide = dev.syncscope.core.exec.EngineBench.reduction(64, 256, 32, 1);
        assertEquals(32L * 16_384, StepperWitness.steps(wide));
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
