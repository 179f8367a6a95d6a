package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import org.junit.jupiter.api.Test;

import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A shared flag that has no initializer is set with a plain store before {@code barrier()} and then polled with a
 * write-back read-modify-write ({@code atomicOr(flag, 0u)}). The barrier orders the store before every poll
 * (VK MM: Location-Ordered), so a poll that read the store would be from-read before the first poll, which comes
 * before it (VK MM: Acyclicity): each poll reads the one before it (VK MM: Scoped Modification Order Coherence,
 * last bullet), one execution per number of polls. The search offered each poll the store too, and derived 2^(k+3)
 * candidates for k polls: the check reached its time limit with no execution and hid the race of the second kernel.
 * Since session 62 the check also shortens the wait (the store proved first, {@code WaitBounds}); the search's own
 * figures are asserted on the check that leaves no wait out.
 */
class WriteBackPollAfterPlainStoreCheckTest {

    /** Message passing through the shared flag; {@code %s} is the fence on both sides. */
    private static final String WAIT = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) coherent buffer D { uint data; };
            layout(binding = 1) buffer R { uint result; };
            shared uint flag;
            void main() {
                if (gl_LocalInvocationID.x == 0) { flag = 0; }
                barrier();
                if (gl_LocalInvocationID.x == 0) {
                    data = 1;
                    %1$s;
                    atomicExchange(flag, 1u);
                } else {
                    while (atomicOr(flag, 0u) != 1u) { }
                    %1$s;
                    result = data + 10;
                }
            }
            """;

    private static CheckResult check(String fence, CheckOptions options) {
        return new AxiomaticChecker(options).check(KernelLoader.load("wait.comp", WAIT.formatted(fence)).program());
    }

    /** The check that leaves no wait out: what the search itself finds, one execution per number of polls. */
    private static CheckResult checkWhole(String fence, CheckOptions options) {
        return new AxiomaticChecker(options, 0).check(KernelLoader.load("wait.comp", WAIT.formatted(fence))
                .program());
    }

    private static Set<Long> results(CheckResult r) {
        return r.allowedOutcomes().stream().map(o -> o.values().get("result")).collect(Collectors.toSet());
    }

    @Test
    void aWriteBackPollAfterAPlainStoreAndABarrierHasOneExecutionPerNumberOfPolls() {
        CheckResult r = checkWhole("memoryBarrier()", CheckOptions.DEFAULT);
        assertTrue(r.complete(), r::limitMessage);
        // 0 to 32 polls reading 0 (the 33rd is the spin bound's cut), then the one reading 1
        assertEquals(33, r.consistentExecutions().size());
        // VK MM: Synchronizes-With (fence-fence through the flag): the data is visible, no race
        assertEquals(Set.of(11L), results(r));
        assertFalse(r.hasRace());
        assertEquals(1, r.cutPaths().size(), r.cutPaths()::toString);
        // linear in the polls: it was 2^(k+3) candidates for k polls
        assertTrue(r.candidates() <= 2L * r.consistentExecutions().size(), () -> r.candidates() + " candidates");
    }

    @Test
    void atASmallSpinBoundTheCandidatesNoLongerDoublePerPoll() {
        CheckResult r = checkWhole("memoryBarrier()", CheckOptions.DEFAULT.withSpinBound(8));
        assertTrue(r.complete(), r::limitMessage);
        assertEquals(9, r.consistentExecutions().size());
        assertEquals(Set.of(11L), results(r));
        // 2,042 before
        assertTrue(r.candidates() <= 18, () -> r.candidates() + " candidates");
    }

    @Test
    void theWaitIsShortenedOnceTheStoreIsProvedToComeFirst_VkMmLocationOrdered() {
        // session 62: the plain store is location-ordered before every atomic access to the flag, so it lies between
        // no two polls, and a run needs at most 2 polls that read 0 (the store is the one other write of 0): the
        // check stops at spin bound 2, whose cut is a wait no bound changes, with the answers of the whole check
        CheckResult whole = checkWhole("memoryBarrier()", CheckOptions.DEFAULT.withSpinBound(8));
        CheckResult r = check("memoryBarrier()", CheckOptions.DEFAULT);
        assertTrue(r.complete(), r::limitMessage);
        assertEquals(whole.allowedOutcomes(), r.allowedOutcomes());
        assertFalse(r.hasRace());
        assertTrue(r.cuts().stream().allMatch(c -> c.kind() == dev.syncscope.core.model.CutKind.ENDLESS_WAIT),
                r.cutPaths()::toString);
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.startsWith("the plain stores to flag come before")),
                r.diagnostics()::toString);
        assertTrue(r.consistentExecutions().size() < whole.consistentExecutions().size());
    }

    @Test
    void aWaitWhoseFencesCoverOnlySharedMemoryRacesOnTheBufferData() {
        // VK MM: Data Race: memoryBarrierShared() and barrier() have only WorkgroupMemory semantics, so nothing makes
        // the write of data happen before its read (inter-thread-happens-before is per storage class)
        CheckResult r = check("memoryBarrierShared()", CheckOptions.DEFAULT);
        assertTrue(r.complete(), r::limitMessage);
        assertTrue(r.hasRace());
        assertTrue(r.consistentExecutions().stream().flatMap(e -> e.races().stream())
                .allMatch(x -> x.first().location().allocation().equals("data")
                        && x.second().location().allocation().equals("data")), () -> r.consistentExecutions().stream()
                .flatMap(e -> e.races().stream()).toList().toString());
        assertEquals(Set.of(10L, 11L), results(r));
    }
}
