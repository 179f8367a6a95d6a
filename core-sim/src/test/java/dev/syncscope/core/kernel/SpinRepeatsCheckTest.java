package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker leaves out paths whose waits are longer than any execution needs (SpinRepeats): a repeat that reads
 * the write the read before it read adds nothing, and coherent reads take each write at most once in a row
 * (VK MM: Scoped Modification Order Coherence). Outcomes and races stay those of every execution.
 */
class SpinRepeatsCheckTest {

    /**
     * Checked without the default 10 s limit, which a loaded build machine reached (about 5 s of CPU here): what is
     * tested is the answer, not the time it takes (that is the benchmarks' job).
     */
    private static CheckResult check(String name, String text) {
        return new AxiomaticChecker(dev.syncscope.core.check.CheckOptions.DEFAULT.withTimeLimit(
                java.time.Duration.ofMinutes(5))).check(KernelLoader.load(name, text).program());
    }

    private static Set<Long> values(CheckResult r, String name) {
        return r.allowedOutcomes().stream().map(o -> o.values().get(name)).collect(Collectors.toSet());
    }

    private static List<String> shortened(CheckResult r) {
        return r.diagnostics().stream().filter(d -> d.contains(" are checked up to ")).toList();
    }

    /** A compare-exchange spinlock that every invocation releases, with acquire and release semantics. */
    private static String spinlock(int invocations) {
        return """
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = %d) in;
                layout(binding = 0) buffer Lock { uint lock; };
                layout(binding = 1) nonprivate buffer Count { uint count; };
                const int buffers = gl_StorageSemanticsBuffer;
                void main() {
                    while (atomicCompSwap(lock, 0u, 1u, gl_ScopeDevice, buffers, gl_SemanticsAcquire | gl_SemanticsMakeVisible,
                                          buffers, gl_SemanticsRelaxed) != 0u) {
                    }
                    count = count + 1u;
                    atomicStore(lock, 0u, gl_ScopeDevice, buffers, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
                }
                """.formatted(invocations);
    }

    @Test
    void aThreeInvocationSpinlockIsCheckedCompletelyAndCountsThree() {
        // until session 28 its 33 waits per acquisition made about a million combinations: no answer within the time limit
        CheckResult r = check("lock.comp", spinlock(3));
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(Set.of(3L), values(r, "count"));
        assertFalse(r.hasRace());
        // three writes of lock = 1 (one acquisition each), of which a wait can read the other two invocations': its
        // own comes after its waits (VK MM: Location-Ordered, Acyclicity); it reads each at most once in a row
        assertEquals(3, shortened(r).size(), r.diagnostics()::toString);
        assertTrue(shortened(r).get(0).startsWith("T0: waits reading lock = 1 at lock.comp:10 are checked up to 2 reads"
                + " in a row: an execution has at most 2 writes of that value it can read (its own invocation's writes"
                + " of it come after its reads of it, which cannot take them: VK MM: Location-Ordered, Acyclicity)"),
                shortened(r)::toString);
        // the waits cut at the spin bound (33 failed compare-exchanges) are longer than any execution that ends needs
        assertTrue(r.pathsCut());
        assertTrue(foreverOpen(r), r.diagnostics()::toString);
    }

    /** Whether the check says its spin cuts leave open only executions in which a wait never ends. */
    private static boolean foreverOpen(CheckResult r) {
        return r.diagnostics().stream().anyMatch(d -> d.startsWith("the waits cut at the spin bound are longer than any"
                + " execution that ends needs, so the cuts leave out no execution that ends"));
    }

    @Test
    void aRelaxedFlagWaitStillRacesAndReadsBothValues() {
        // waits for flag = 1 without acquire: the payload read races with the write and may read 0 or 1 in any
        // execution, however long the wait (no write of flag = 0: a wait reads the initial value at most once in a row)
        String mp = """
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Data { uint data; };
                layout(binding = 1) buffer Flag { uint flag; };
                layout(binding = 2) buffer Seen { uint seen; };
                void main() {
                    if (gl_LocalInvocationIndex == 0u) {
                        data = 1u;
                        atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                    } else {
                        while (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed) == 0u) {
                        }
                        seen = data;
                    }
                }
                """;
        CheckResult r = check("mp.comp", mp);
        assertEquals(Set.of(0L, 1L), values(r, "seen"));
        assertTrue(r.hasRace());
        // the check answers at spin bound 2 (SpinDeepening), whose paths have no wait to leave out; the bound asked
        // for alone explores longer waits and leaves them out
        CheckResult alone = new AxiomaticChecker().checkAtBound(KernelLoader.load("mp.comp", mp).program(),
                System.nanoTime());
        assertEquals(r.allowedOutcomes(), alone.allowedOutcomes());
        assertEquals(1, shortened(alone).size(), alone.diagnostics()::toString);
        // one read, no write besides the initial value: singular, and no "at most 0 writes" (the audit)
        assertTrue(shortened(alone).get(0).contains("checked up to 1 read in a row: an execution has no write of that"
                + " value besides the initial value, so a longer wait reads that value a second time"),
                shortened(alone)::toString);
    }

    @Test
    void aWaitOnAPlainFlagIsNotShortened() {
        // a non-atomic read need not follow the modification order: nothing is left out
        CheckResult r = check("plain.comp", """
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer Flag { uint flag; };
                void main() {
                    if (gl_LocalInvocationIndex == 0u) {
                        flag = 1u;
                    } else {
                        while (flag == 0u) {
                        }
                    }
                }
                """);
        assertTrue(shortened(r).isEmpty(), r.diagnostics()::toString);
        assertEquals(Set.of(1L), values(r, "flag"));
        // its cut waits may read other writes of the same value in any order: nothing is said of what they leave open
        assertTrue(r.pathsCut());
        assertFalse(foreverOpen(r), r.diagnostics()::toString);
    }

    @Test
    void aCountedLoopRereadingAnUnchangedAtomicIsNotAWait() {
        // x is never written: every read returns the initial 0, but the counter moves on, so no read repeats the one
        // before it from the same state, and the paths (all five reads long) stay
        CheckResult r = check("counted.comp", """
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer X { uint x; };
                layout(binding = 1) buffer Sum { uint sum; };
                void main() {
                    uint s = 7u;
                    for (uint i = 0u; i < 5u; i++) {
                        s += atomicLoad(x, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                    }
                    sum = s;
                }
                """);
        assertTrue(shortened(r).isEmpty(), r.diagnostics()::toString);
        assertEquals(Set.of(7L), values(r, "sum"));
    }
}
