package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A lock in shared memory, which has no initializer, zeroed by a plain store before a {@code barrier()} and then taken
 * with a compare-exchange spin: the store is location-ordered before every atomic access to the lock in every
 * candidate (VK MM: Location-Ordered, through the barrier that makes it available in the workgroup), so it races with
 * none of the waits' reads and the waits are shortened as they are after an atomic store ({@link StoresFirst#
 * beforeEveryAtomic}, {@link WaitBounds#bound}). Until session 61 any plain store to the lock kept every wait whole: a
 * three-invocation lock reached the 60 s time limit at spin bound 32 (the same lock zeroed with {@code atomicStore}:
 * about 20 s). Where nothing orders the store, the waits stay whole and the race is found.
 */
class PlainStoreFirstWaitCheckTest {

    private static final CheckOptions OPTIONS = CheckOptions.DEFAULT.withTimeLimit(Duration.ofMinutes(2))
            .withSpinBound(6);

    /** Two invocations of one workgroup; invocation 0 zeroes the lock with {@code init}, then {@code meet}. */
    private static Program lock(String init, String meet) {
        return KernelLoader.load("lock.comp", """
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = 2) in;
                shared uint lock;
                shared uint count;
                layout(binding = 0) buffer Out { uint result; };
                const int WG = gl_StorageSemanticsShared;
                const int ACQ = gl_SemanticsAcquire | gl_SemanticsMakeVisible;
                const int REL = gl_SemanticsRelease | gl_SemanticsMakeAvailable;
                void main() {
                    if (gl_LocalInvocationID.x == 0u) {
                        %s
                        count = 0u;
                    }
                    %s
                    while (atomicCompSwap(lock, 0u, 1u, gl_ScopeWorkgroup, WG, ACQ, gl_StorageSemanticsNone,
                            gl_SemanticsRelaxed) != 0u) { }
                    count = count + 1u;
                    atomicStore(lock, 0u, gl_ScopeWorkgroup, WG, REL);
                    barrier();
                    if (gl_LocalInvocationID.x == 0u) {
                        result = count;
                    }
                }
                """.formatted(init, meet)).program();
    }

    private static List<String> waitNotes(CheckResult r) {
        return r.diagnostics().stream().filter(d -> d.contains(": waits reading lock = 1 ")).toList();
    }

    private static Set<Long> results(CheckResult r) {
        return r.allowedOutcomes().stream().map(o -> o.values().get("result")).collect(Collectors.toSet());
    }

    @Test
    void aLockZeroedByAPlainStoreBeforeABarrierIsShortenedAsAnAtomicZeroIs_VkMmLocationOrdered() {
        // at the spin bound asked for alone (the deepened check answers at spin bound 2, which cuts no longer wait)
        CheckResult plain = new AxiomaticChecker(OPTIONS).checkAtBound(lock("lock = 0u;", "barrier();"),
                System.nanoTime());
        assertTrue(plain.complete(), plain::limitMessage);
        // every cut is a wait longer than any execution that ends needs: no spin bound changes the answer
        assertFalse(plain.cuts().isEmpty());
        plain.cuts().forEach(c -> assertEquals(CutKind.ENDLESS_WAIT, c.kind(), c::text));
        assertEquals(2, waitNotes(plain).size(), plain.diagnostics()::toString);
        // and says why the plain store does not keep them whole
        assertEquals(1, plain.diagnostics().stream().filter(d -> d.startsWith("the plain stores to lock come before"
                + " every atomic access to it in every execution (VK MM: Location-Ordered")).count(),
                plain.diagnostics()::toString);
        // the other invocation's write of 1 (its own comes after its waits)
        assertTrue(waitNotes(plain).get(0).contains("checked up to 1 read in a row"), waitNotes(plain)::toString);
        assertFalse(plain.hasRace());
        assertEquals(Set.of(2L), results(plain));
        // the same answer as the lock zeroed atomically, and as the check that leaves no wait out
        CheckResult atomic = new AxiomaticChecker(OPTIONS).checkAtBound(lock(
                "atomicStore(lock, 0u, gl_ScopeWorkgroup, WG, gl_SemanticsRelaxed);", "barrier();"), System.nanoTime());
        assertEquals(atomic.allowedOutcomes().stream().map(Outcome::values).toList(),
                plain.allowedOutcomes().stream().map(Outcome::values).toList());
        assertEquals(atomic.cuts().stream().map(CutPath::kind).toList(),
                plain.cuts().stream().map(CutPath::kind).toList());
        CheckResult everything = new AxiomaticChecker(OPTIONS, 0).checkAtBound(lock("lock = 0u;", "barrier();"),
                System.nanoTime());
        assertTrue(everything.complete(), everything::limitMessage);
        assertEquals(everything.allowedOutcomes(), plain.allowedOutcomes());
        assertEquals(everything.hasRace(), plain.hasRace());
    }

    @Test
    void aLockZeroedWithNothingOrderingItBeforeTheWaitsKeepsThemWhole_VkMmDataRace() {
        // no barrier: invocation 1's compare-exchanges may come before the store or after it, unordered (a race)
        CheckResult r = new AxiomaticChecker(OPTIONS).checkAtBound(lock("lock = 0u;", ""), System.nanoTime());
        assertTrue(r.complete(), r::limitMessage);
        assertTrue(r.hasRace());
        assertEquals(List.of(), waitNotes(r));
        assertTrue(r.diagnostics().stream().noneMatch(d -> d.startsWith("the plain stores to lock")));
        assertTrue(r.cuts().stream().anyMatch(c -> c.kind() == CutKind.SPIN_BOUND), r.cuts()::toString);
    }
}
