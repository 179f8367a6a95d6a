package dev.syncscope.core.suite;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.SourceSpan;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Stepper runs beside the exhaustive check ({@link CheckWithWitness}): a kernel the check does not answer within its
 * head start is answered by a run as soon as one answers, and the check is stopped there
 * ({@link CheckLimit.Kind#RUN_ANSWERED}) instead of running on to its time limit. The answers are the ones
 * {@link StepperWitness} argues: a racy run is an execution the model allows (VK MM: Data Race), and a run of a kernel
 * that synchronizes only through control barriers is every execution (VK MM: Location-Ordered). A kernel the check
 * finishes within the head start keeps the check's own answer.
 */
class CheckWithWitnessTest {

    /** The check's own time limit in these tests: far above the head start, so that only a run can stop it early. */
    private static final Duration LIMIT = Duration.ofSeconds(120);

    private static Program kernel(String name, String text) {
        return KernelLoader.load(name, text, 1 << 20).program();
    }

    private static String example(String name) {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("../docs/examples", name));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static CheckWithWitness.Answer check(Program p) {
        AxiomaticChecker checker = new AxiomaticChecker(CheckOptions.DEFAULT.withTimeLimit(LIMIT)
                .withConsistentOnly(true));
        return CheckWithWitness.check(checker, p, System.nanoTime(), LIMIT);
    }

    @Test
    void aRacyRunStopsTheCheckOnceItsHeadStartIsOver_VkMmDataRace() {
        // a scan missing a barrier: the check alone stops at its paths after about 13 s
        CheckWithWitness.Answer a = check(kernel("scan.comp", example("scan-missing-barrier.comp")));
        assertEquals(CheckLimit.Kind.RUN_ANSWERED, a.result().limit().kind(), a.result().limitMessage());
        assertTrue(a.result().limitMessage().startsWith("stopped after "), a.result().limitMessage());
        assertTrue(a.result().limitMessage().endsWith(" ms: a stepper run answered"), a.result().limitMessage());
        assertNotNull(a.witness());
        assertFalse(a.witness().races().isEmpty());
        assertTrue(a.witness().races().stream().allMatch(x -> x.first().location().toString().startsWith("s@wg")),
                a.witness().races().toString());
    }

    @Test
    void aRunOfABarrierOnlyKernelDecidesItBesideTheCheck_VkMmLocationOrdered() {
        // a Hillis-Steele scan of 128 invocations, a barrier before and after every round's writes
        String scan = example("scan-128.comp");
        CheckWithWitness.Answer a = check(kernel("scan.comp", scan));
        assertEquals(CheckLimit.Kind.RUN_ANSWERED, a.result().limit().kind(), a.result().limitMessage());
        assertNotNull(a.witness());
        assertTrue(a.witness().provesRaceFreedom());
        assertEquals(128L, a.witness().session().outcome().values().get("data[127]"),
                a.witness().session().outcome().toString());
    }

    @Test
    void aKernelTheCheckFinishesWithinItsHeadStartKeepsTheChecksAnswer() {
        String racy = """
                #version 450
                layout(local_size_x = 2) in;
                layout(std430, binding = 0) buffer D { uint data[]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    data[0] = i;
                }
                """;
        // a head start longer than the time limit: the check answers alone however slow a loaded machine makes it
        AxiomaticChecker checker = new AxiomaticChecker(CheckOptions.DEFAULT.withTimeLimit(LIMIT)
                .withConsistentOnly(true));
        CheckWithWitness.Answer a = CheckWithWitness.check(checker::check, kernel("two.comp", racy), System.nanoTime(),
                LIMIT, Duration.ofDays(1));
        assertTrue(a.result().complete(), a.result().limitMessage());
        assertNull(a.witness(), "the check answered by itself: its race in every execution it lists");
        assertTrue(RaceFreedom.racy(a.result(), null));
    }

    @Test
    void anInterruptedCallerStopsTheCheckAndKeepsItsInterrupt() throws InterruptedException {
        Program p = kernel("hist.comp", StepperWitnessTest.HISTOGRAM.replace("// BARRIER", "barrier();"));
        AtomicReference<CheckWithWitness.Answer> answer = new AtomicReference<>();
        AtomicReference<Boolean> interrupted = new AtomicReference<>();
        // the window's Cancel interrupts the check's thread; an interrupt already pending when the check starts is
        // the same, and needs no timing to land while it runs
        Thread caller = new Thread(() -> {
            Thread.currentThread().interrupt();
            answer.set(check(p));
            interrupted.set(Thread.currentThread().isInterrupted());
        });
        caller.start();
        caller.join(Duration.ofSeconds(60).toMillis());
        assertFalse(caller.isAlive(), "the check must stop when its caller is interrupted");
        assertEquals(CheckLimit.Kind.CANCELLED, answer.get().result().limit().kind());
        assertNull(answer.get().witness());
        assertTrue(interrupted.get());
    }

    @Test
    void aCheckWhoseTimeLimitIsWithinTheHeadStartRunsAloneSoTheRunsAfterItKeepTheirTime() {
        // the CLI's --time-limit 3 equals the head start: the check stops at its own limit, and the runs then answer
        // as after any check that stopped early; a check noticing its limit 300 ms late must not leave them no time
        Program p = kernel("hist.comp", StepperWitnessTest.HISTOGRAM);
        Duration limit = Duration.ofSeconds(1);
        CheckResult stopped = result(CheckResult.Status.LIMIT_REACHED, List.of(),
                new CheckLimit(CheckLimit.Kind.TIME, List.of(limit.toMillis())));
        // a check that overruns its limit, however late, is only safe if nothing waits for it with a timeout: the
        // check must run alone, on the caller's thread, and the runs after it (no sleeping stand-in: which thread ran
        // the check tells, and without the fix it ran on a thread of its own that the caller waited for until the limit)
        Thread caller = Thread.currentThread();
        List<Thread> ranOn = new java.util.ArrayList<>();
        CheckWithWitness.Checking late = (program, startedAt) -> {
            ranOn.add(Thread.currentThread());
            return stopped;
        };
        CheckWithWitness.Answer a = CheckWithWitness.check(late, p, System.nanoTime(), limit, limit);
        assertEquals(List.of(caller), ranOn, "the check ran once, alone, on the caller's thread");
        assertSame(stopped, a.result());
        assertNotNull(a.witness(), "a run answers after the check, as the time limit gives it");
        assertFalse(a.witness().races().isEmpty());
    }

    /**
     * A race-free run must agree with what the check it stopped had found (StepperWitness.agrees): a stopped check that
     * met a fault the run does not show means one of the two is wrong, so the run claims nothing and the check runs
     * again, alone. No real kernel reaches this branch (a kernel whose run decides it has one execution up to the order
     * of independent steps): the check here is a stand-in that waits for the run and then reports a fault.
     */
    @Test
    void aRaceFreeRunThatDisagreesWithTheStoppedCheckClaimsNothingAndTheCheckRunsAgain() {
        Program scan = kernel("scan.comp", example("scan-128.comp"));
        Finding fault = new Finding(Finding.Kind.FAULT, "fault: T3 stops at scan.comp:9: out-of-bounds access",
                List.of(3), SourceSpan.UNKNOWN);
        CheckResult rerun = result(CheckResult.Status.COMPLETE, List.of(fault), null);
        AtomicInteger calls = new AtomicInteger();
        CheckWithWitness.Answer a = CheckWithWitness.check(waitingCheck(calls, List.of(fault), rerun), scan,
                System.nanoTime(), LIMIT, Duration.ZERO);
        assertSame(rerun, a.result());
        assertNull(a.witness());
        assertEquals(2, calls.get());
        // the same stopped check without the fault agrees with the run, which answers
        AtomicInteger agreeing = new AtomicInteger();
        CheckWithWitness.Answer b = CheckWithWitness.check(waitingCheck(agreeing, List.of(), rerun), scan,
                System.nanoTime(), LIMIT, Duration.ZERO);
        assertEquals(CheckLimit.Kind.RUN_ANSWERED, b.result().limit().kind());
        assertNotNull(b.witness());
        assertTrue(b.witness().provesRaceFreedom());
        assertEquals(1, agreeing.get());
    }

    /**
     * A stand-in for the exhaustive check: its first call waits until the runs beside it interrupt it and then returns
     * a cancelled result with {@code found}; a later call (the check run again) returns {@code again}.
     */
    private static CheckWithWitness.Checking waitingCheck(AtomicInteger calls, List<Finding> found, CheckResult again) {
        return (program, startedAt) -> {
            if (calls.incrementAndGet() > 1) {
                return again;
            }
            try {
                new CountDownLatch(1).await();
                throw new AssertionError("the runs beside the check never stopped it");
            } catch (InterruptedException e) {
                return result(CheckResult.Status.LIMIT_REACHED, found,
                        new CheckLimit(CheckLimit.Kind.CANCELLED, List.of()));
            }
        };
    }

    private static CheckResult result(CheckResult.Status status, List<Finding> findings, CheckLimit limit) {
        return new CheckResult(status, limit == null ? null : limit.english(), List.of(), 0, List.of(), Duration.ZERO,
                List.of(), findings, limit);
    }
}
