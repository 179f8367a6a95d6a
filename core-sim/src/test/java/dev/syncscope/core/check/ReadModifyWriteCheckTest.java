package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Kernels of read-modify-writes decided by the checker with its default limits, each answer argued from the
 * appendix. The values an RMW reads are fixed by the location's scoped modification order (VK MM: Scoped
 * Modification Order Coherence, last bullet: an RMW comes immediately after the write it reads), which the
 * search builds first ({@link OrderFirst}); before, the read values of each path were combined freely and four
 * invocations of two adds ran out of time.
 */
class ReadModifyWriteCheckTest {

    private static Program kernel(String text) {
        return KernelLoader.load("rmw.comp", text).program();
    }

    @Test
    void fourInvocationsOfTwoAddsEndWithTheCounterAtEight() {
        Program p = kernel("""
                #version 450
                layout(local_size_x = 4) in;
                layout(std430, binding = 0) buffer B { uint counter; uint data[]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    atomicAdd(counter, 1u);
                    atomicAdd(counter, 1u);
                }
                """);
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT).check(p);
        assertTrue(r.complete(), r::limitMessage);
        assertEquals(CheckResult.Status.COMPLETE, r.status());
        // the eight adds are device-scope atomics through one reference, so mutually ordered (VK MM: Atomic
        // Operation): their scoped modification order is one total order, each invocation's two adds in program
        // order (po-loc is location-ordered; VK MM: Acyclicity), and each add reads the add just before it. So the
        // executions are the interleavings of four pairs, 8! / 2!^4 = 2,520, and in each the counter ends at 8
        assertEquals(2_520, r.consistentExecutions().size());
        assertTrue(r.candidates() <= CheckOptions.DEFAULT.maxCandidates());
        assertEquals(Set.of(8L), values(r, "counter"));
        assertEquals(1, r.allowedOutcomes().size());
        // atomics that are mutually ordered do not race (VK MM: Data Race)
        assertFalse(r.hasRace());
    }

    /**
     * Two invocations each exchange their own value into x, then load x atomically. The two exchanges E0 (writes 1)
     * and E1 (writes 2) are mutually ordered, so one comes first in the scoped modification order, and the other,
     * an RMW, reads it (VK MM: Scoped Modification Order Coherence, last bullet); the first reads the initial 0.
     * A load after its own exchange E takes its value from E or a write after E in E's order (third bullet).
     * <ul>
     *   <li>E0 first: old0 = 0, old1 = 1, x = 2; T0's load reads 1 or 2, T1's only 2.</li>
     *   <li>E1 first: old1 = 0, old0 = 2, x = 1; T1's load reads 2 or 1, T0's only 1.</li>
     * </ul>
     * Forbidden: both exchanges reading 0 (each from-reads before the other: a cycle, VK MM: Acyclicity), each
     * reading the other's value (reads-from both ways), a load reading 0 after its own exchange (from-reads the
     * exchange it follows in program order), or T0 loading 2 when E1 came first (a write before E0 in its order).
     */
    @Test
    void twoExchangesThenLoadsHaveFourOutcomes() {
        Program p = kernel("""
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 2) in;
                layout(std430, binding = 0) buffer B { uint x; uint old[2]; uint seen[2]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    old[i] = atomicExchange(x, i + 1u);
                    seen[i] = atomicLoad(x, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                }
                """);
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT).check(p);
        assertTrue(r.complete(), r::limitMessage);
        Set<List<Long>> outcomes = new TreeSet<>(java.util.Comparator.comparing(Object::toString));
        for (Outcome o : r.allowedOutcomes()) {
            outcomes.add(List.of(o.values().get("old[0]"), o.values().get("old[1]"), o.values().get("seen[0]"),
                    o.values().get("seen[1]"), o.values().get("x")));
        }
        Set<List<Long>> expected = new TreeSet<>(java.util.Comparator.comparing(Object::toString));
        expected.addAll(List.of(
                List.of(0L, 1L, 1L, 2L, 2L), List.of(0L, 1L, 2L, 2L, 2L),   // E0 first
                List.of(2L, 0L, 1L, 2L, 1L), List.of(2L, 0L, 1L, 1L, 1L))); // E1 first
        assertEquals(expected, outcomes);
        assertFalse(r.hasRace());
    }

    /**
     * Two invocations each try to take a lock with a compare-exchange from 0 to 1. Exactly one wins: both winning
     * would be two RMWs reading the initial value, each from-read before the other (VK MM: Acyclicity); both
     * losing would be two failed compares reading 1, a value only a winner writes (a read takes the value of a
     * write or the initial value, VK MM: Visible-To).
     */
    @Test
    void exactlyOneOfTwoCompareExchangesWins() {
        Program p = kernel("""
                #version 450
                layout(local_size_x = 2) in;
                layout(std430, binding = 0) buffer B { uint lock; uint won[2]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (atomicCompSwap(lock, 0u, 1u) == 0u) {
                        won[i] = 1u;
                    }
                }
                """);
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT).check(p);
        assertTrue(r.complete(), r::limitMessage);
        Set<String> outcomes = new TreeSet<>();
        for (Outcome o : r.allowedOutcomes()) {
            outcomes.add(o.values().get("won[0]") + "," + o.values().get("won[1]") + " lock=" + o.values().get("lock"));
        }
        assertEquals(Set.of("1,0 lock=1", "0,1 lock=1"), outcomes);
    }

    /**
     * Four invocations add i + 1 to a shared counter, then load it plainly. The adds are mutually ordered
     * (workgroup-scope atomics of one workgroup), so their scoped modification order is one of 4! = 24, each add
     * reading the one before it (VK MM: Scoped Modification Order Coherence, last bullet). Each load follows its own
     * add in program order through one reference (VK MM: Location-Ordered), so it reads that add or one placed after
     * it (third bullet), never one before: the k-th add's load has 5 - k writes to read, 4 × 3 × 2 × 1 = 24 choices
     * an order, 576 executions. Before the order search kept only loads of values its order writes
     * ({@code OrderFirst.loadsHaveWrites}) it met 1.6 million combinations (each order with every value each load
     * might read), gave up, and the plain enumeration took 211 s.
     */
    @Test
    void fourAddsThenPlainLoadsOfTheCounterAreDecidedByTheAddsOrder() {
        Program p = kernel("""
                #version 450
                layout(local_size_x = 4) in;
                layout(std430, binding = 0) buffer B { uint seen[4]; };
                shared uint acc;
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i == 0u) {
                        acc = 0u;
                    }
                    barrier();
                    atomicAdd(acc, i + 1u);
                    seen[i] = acc;
                }
                """);
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT).check(p);
        assertTrue(r.complete(), r::limitMessage);
        assertEquals(576, r.consistentExecutions().size());
        assertEquals(Set.of(10L), values(r, "acc"));
        // each load races with the other three invocations' adds: nothing orders them (VK MM: Data Race)
        assertTrue(r.hasRace());
    }

    private static Set<Long> values(CheckResult r, String name) {
        Set<Long> out = new TreeSet<>();
        for (Outcome o : r.allowedOutcomes()) {
            out.add(o.values().get(name));
        }
        return out;
    }
}
