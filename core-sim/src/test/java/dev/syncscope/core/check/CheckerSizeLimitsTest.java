package dev.syncscope.core.check;

import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;

import static dev.syncscope.core.check.Tiny.DEV;
import static dev.syncscope.core.check.Tiny.SC0;
import static dev.syncscope.core.check.Tiny.atom;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Checks too large to finish end at a limit, with its message, instead of running out of memory or stack (found by
 * the CLI audit: {@code check threads-12.test --time-limit=5} ran past 100 s, 14 threads ran out of memory and 200
 * overflowed the stack, all in the modification orders; 8,192 invocations overflowed the stack combining paths).
 * The preemptive timeouts only keep a regression from hanging the build; the assertions are on the answer.
 */
class CheckerSizeLimitsTest {

    /** Far above what each check needs (a second or two), far below what it took without its limit. */
    private static final Duration GUARD = Duration.ofSeconds(60);

    /** {@code threads} threads, each storing 1 to x with a device-scope atomic: all their stores mutually ordered. */
    private static Program storesToOneLocation(int threads) {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        for (int p = 0; p < threads; p++) {
            t.thread(0, 0).st(x, 1, atom(DEV));
        }
        return t.build();
    }

    /** {@code threads} threads, each loading x once: one event each. */
    private static Program loadsOfOneLocation(int threads) {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        for (int p = 0; p < threads; p++) {
            t.thread(0, 0).ld(x, atom(DEV));
        }
        return t.build();
    }

    /** Runs {@code check} on a thread with a 256 KB stack, failing on anything it throws. */
    private static CheckResult onASmallStack(Supplier<CheckResult> check) throws InterruptedException {
        CheckResult[] result = new CheckResult[1];
        Throwable[] thrown = new Throwable[1];
        Thread small = new Thread(null, () -> {
            try {
                result[0] = check.get();
            } catch (Throwable e) {
                thrown[0] = e;
            }
        }, "small-stack", 256 * 1024);
        small.start();
        small.join();
        assertEquals(null, thrown[0], () -> String.valueOf(thrown[0]));
        return result[0];
    }

    @Test
    void aDozenMutuallyOrderedStoresStopAtTheTimeLimitWhileTheirOrdersAreMet() {
        // 12! orders of the stores, each a candidate: all of them were listed before the first was looked at
        CheckResult r = assertTimeoutPreemptively(GUARD, () -> new AxiomaticChecker(CheckOptions.DEFAULT
                .withTimeLimit(Duration.ofSeconds(1))).check(storesToOneLocation(12)));
        assertEquals(CheckResult.Status.LIMIT_REACHED, r.status());
        assertEquals("time limit of 1000 ms reached", r.limitMessage());
        assertTrue(r.candidates() > 0, "the orders are checked as they are met");
    }

    @Test
    void aDozenMutuallyOrderedStoresStopAtTheCandidateLimit() {
        CheckResult r = assertTimeoutPreemptively(GUARD, () -> new AxiomaticChecker(CheckOptions.DEFAULT
                .withTimeLimit(Duration.ofMinutes(10)).withMaxCandidates(1_000)).check(storesToOneLocation(12)));
        assertEquals(CheckResult.Status.LIMIT_REACHED, r.status());
        assertEquals("candidate limit of 1000 reached", r.limitMessage());
        assertEquals(1_000, r.candidates());
    }

    @Test
    void twoHundredMutuallyOrderedStoresNeedNoDeepStackAndStopAtTheTimeLimit() throws Exception {
        // 19,900 pairs to orient: a recursion per pair overflowed the stack
        Program p = storesToOneLocation(200);
        CheckResult r = assertTimeoutPreemptively(GUARD, () -> onASmallStack(() -> new AxiomaticChecker(
                CheckOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(1))).check(p)));
        assertEquals(CheckResult.Status.LIMIT_REACHED, r.status());
        assertEquals("time limit of 1000 ms reached", r.limitMessage());
    }

    @Test
    void thousandsOfInvocationsAreCombinedWithoutOverflowingTheStack() throws Exception {
        // invocations that touch no memory: one empty path each, 20,000 agents deep, one candidate of no events
        Tiny t = new Tiny();
        for (int p = 0; p < 20_000; p++) {
            t.thread(0, 0);
        }
        Program p = t.build();
        CheckResult r = assertTimeoutPreemptively(GUARD, () -> onASmallStack(() -> Tiny.check(p)));
        assertTrue(r.complete(), r::limitMessage);
        assertEquals(1, r.candidates());
    }

    /**
     * A time limit that runs out inside the one candidate of 6,000 atomic loads (about half a second to derive) ends
     * the check with LIMIT_REACHED, never with the derivation's stop escaping as an exception. The limits tried land
     * before, inside and after the candidate's relations, whatever the machine's speed.
     */
    @Test
    void aTimeLimitRunningOutInsideOneCandidateEndsTheCheckWithLimitReached() {
        Program p = loadsOfOneLocation(6000);
        for (int millis = 100; millis <= 700; millis += 100) {
            CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxEvents(10_000)
                    .withTimeLimit(Duration.ofMillis(millis))).check(p);
            if (r.complete()) {
                assertEquals(1, r.candidates());
                break;
            }
            assertEquals(CheckResult.Status.LIMIT_REACHED, r.status(), millis + " ms");
            assertTrue(r.limitMessage().startsWith("time limit of " + millis + " ms reached"), r.limitMessage());
            // 0 when it stopped before the candidate or within it (not counted); 1 when after it
            assertTrue(r.candidates() <= 1, "candidates " + r.candidates());
        }
    }

    /** {@code threads} threads, each loading x twice: two events each. */
    private static Program twoLoadsOfOneLocation(int threads) {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        for (int p = 0; p < threads; p++) {
            t.thread(0, 0).ld(x, atom(DEV)).ld(x, atom(DEV));
        }
        return t.build();
    }

    @Test
    void anExecutionOfMoreEventsThanTheLimitStopsTheCheckNamingItsSize() {
        // 15 threads fit the limit of 29 events, their combination of 30 does not
        CheckResult over = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxEvents(29))
                .check(twoLoadsOfOneLocation(15));
        assertEquals(CheckResult.Status.LIMIT_REACHED, over.status());
        assertEquals("execution size limit of 29 events reached: a combination of the invocations' paths has 30"
                + " (a smaller dispatch, or fewer memory actions per invocation, fits)", over.limitMessage());
        assertEquals(0, over.candidates());
        CheckResult at = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxEvents(30)).check(twoLoadsOfOneLocation(15));
        assertTrue(at.complete(), at::limitMessage);
        assertEquals(1, at.candidates());
    }

    @Test
    void aLaunchWhoseInvocationsAloneExceedTheLimitIsRefusedBeforeAnyPathIsExplored() {
        // audit 40, D14: 30 invocations each take an event on every path, so no execution fits 29 events
        CheckResult over = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxEvents(29)).check(loadsOfOneLocation(30));
        assertEquals(CheckResult.Status.LIMIT_REACHED, over.status());
        assertEquals("execution size limit of 29 events reached: 30 invocations take a memory action on every path, so"
                + " every combination of the invocations' paths has at least 30 (a smaller dispatch, or fewer memory"
                + " actions per invocation, fits)", over.limitMessage());
        assertTrue(over.limitMessage().startsWith(AxiomaticChecker.EVENT_LIMIT_REASON));
        assertEquals(0, over.candidates());
        assertEquals(List.of(), over.diagnostics());
        CheckResult at = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxEvents(30)).check(loadsOfOneLocation(30));
        assertTrue(at.complete(), at::limitMessage);
        assertEquals(1, at.candidates());
    }

    @Test
    void tenThousandEventsStopAtTheDefaultSizeLimitOnASmallStack() throws Exception {
        // 10,000 events: its relations would take 12 MB each and their closures minutes; the stack overflowed first
        // (5,000 threads of two loads: 10,000 threads of one are refused before their paths are explored)
        Program p = twoLoadsOfOneLocation(5_000);
        CheckResult r = assertTimeoutPreemptively(GUARD, () -> onASmallStack(() -> Tiny.check(p)));
        assertEquals(CheckResult.Status.LIMIT_REACHED, r.status());
        assertTrue(r.limitMessage().startsWith("execution size limit of 8192 events reached: a combination of the"
                + " invocations' paths has 10000 "), r::limitMessage);
    }
}
