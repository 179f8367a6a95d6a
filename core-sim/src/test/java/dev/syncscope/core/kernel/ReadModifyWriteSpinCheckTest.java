package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker's spin bound counts every read after which memory holds what it held: a load, a compare-exchange
 * that fails (VK MM: Atomic Operation: it only reads) and a read-modify-write that writes back what it read.
 * Without it such a loop ran to the 10,000-action bound and the check to its time limit with no execution.
 */
class ReadModifyWriteSpinCheckTest {

    private static CheckResult check(String name, String text) {
        return new AxiomaticChecker().check(KernelLoader.load(name, text).program());
    }

    @Test
    void aCompareExchangeThatKeepsFailingIsCutAtTheSpinBound() {
        // T0 takes the lock and leaves holding it; T1's compare-exchange reads 1 for ever (and T0's, in the
        // executions where T1 took it first)
        CheckResult r = check("lock.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Lock { uint lock; };
                void main() {
                    while (atomicCompSwap(lock, 0u, 1u) != 0u) {
                    }
                }
                """);
        assertTrue(r.complete(), r::limitMessage);
        assertEquals(2, r.cutPaths().size(), r.cutPaths()::toString);
        for (String cut : r.cutPaths()) {
            // cut at spin bound 2, the first checked: T1's wait can read only T0's write of 1 (its own comes after)
            assertTrue(cut.contains(": compare-exchange of lock failed, reading 1 at lock.comp:5 3 times in a row"
                    + " with no other write in between (a spin loop"), cut);
        }
    }

    @Test
    void aPollThatWritesBackWhatItReadIsCutAtTheSpinBound() {
        CheckResult r = check("poll.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer Flag { uint flag; };
                void main() {
                    while (atomicOr(flag, 0u) == 0u) {
                    }
                }
                """);
        assertTrue(r.complete(), r::limitMessage);
        assertEquals(1, r.cutPaths().size(), r.cutPaths()::toString);
        assertTrue(r.cutPaths().get(0).startsWith("T0: read-modify-write of flag read 0 and wrote it back at poll.comp:5"
                + " 3 times in a row"), r.cutPaths()::toString);
    }

    @Test
    void anExchangeSpinLockReachesItsValueFixpoint_VkMmSynchronizesWith() {
        // each iteration of the wait writes 1 over 1: 33 writes on every cut path, which made the rounds' bound on
        // chains of writes longer than the rounds allowed (0 executions, "read values did not reach a fixpoint within
        // 16 rounds", the session-58 audit); a write-back is no link of a chain (Trace.Step.linksAChain)
        CheckResult r = check("xchg-lock.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer L { uint lock; };
                layout(binding = 1) coherent buffer C { uint count; };
                void main() {
                    while (atomicExchange(lock, 1u) != 0u) { }
                    memoryBarrier();
                    count = count + 1u;
                    memoryBarrier();
                    atomicExchange(lock, 0u);
                }
                """);
        assertTrue(r.complete(), r::limitMessage);
        assertTrue(r.consistentExecutions().size() > 0);
        // the lock's acquire and release fences order the two increments (VK MM: Synchronizes-With): count = 2, no race
        assertEquals(java.util.Set.of(2L), r.definedOutcomes().stream().map(o -> o.values().get("count"))
                .collect(java.util.stream.Collectors.toSet()));
        assertTrue(r.consistentExecutions().stream().allMatch(e -> e.dataRacePairs() == 0));
    }
}
