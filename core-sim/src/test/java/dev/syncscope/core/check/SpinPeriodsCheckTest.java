package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Waits whose iteration reads several places ({@code while (atomicLoad(a) == 0 || atomicLoad(b) == 0)}): the
 * checker leaves out runs of repeated iterations longer than any execution needs ({@link SpinRepeats}, periods of up
 * to 8 reads). Where the answer is small enough to find without leaving anything out, the test compares the two
 * ({@code new AxiomaticChecker(options, 0)} leaves nothing out; {@code 1} is the single-read reduction alone).
 */
class SpinPeriodsCheckTest {

    private static final String HEADER = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            const int B = gl_StorageSemanticsBuffer;
            const int ACQ = gl_SemanticsAcquire | gl_SemanticsMakeVisible;
            const int REL = gl_SemanticsRelease | gl_SemanticsMakeAvailable;
            """;

    /**
     * Workgroup 0 writes {@code data} and raises flags a and b with release stores ({@code flagB} the store of b);
     * the others wait with {@code wait} and copy {@code data} to {@code seen[i]}.
     */
    private static Program producerAndWaiters(int waiters, String flagB, String wait) {
        return KernelLoader.load("flags.comp", "// @dispatch " + (waiters + 1) + "\n" + HEADER + """
                layout(binding = 0) nonprivate buffer Data { uint data; };
                layout(binding = 1) buffer Flags { uint a; uint b; };
                layout(binding = 2) nonprivate buffer Seen { uint seen[]; };
                void main() {
                    uint i = gl_WorkGroupID.x;
                    if (i == 0u) {
                        data = 42u;
                        atomicStore(a, 1u, gl_ScopeDevice, B, REL);
                        %s;
                    } else {
                        %s
                        seen[i] = data;
                    }
                }
                """.formatted(flagB, wait)).program();
    }

    private static final String STORE_B = "atomicStore(b, 1u, gl_ScopeDevice, B, REL)";
    private static final String TWO_FLAGS = """
            while (atomicLoad(a, gl_ScopeDevice, B, ACQ) == 0u || atomicLoad(b, gl_ScopeDevice, B, ACQ) == 0u) {
            }""";

    private static List<String> iterationNotes(CheckResult r) {
        return r.diagnostics().stream().filter(d -> d.contains(" reads, no write) are checked up to ")).toList();
    }

    private static Set<Long> seen(CheckResult r, int i) {
        return r.allowedOutcomes().stream().map(o -> o.values().get("seen[" + i + "]")).collect(Collectors.toSet());
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void waitersOnTwoFlagsSeeTheProducersDataWithinTheCommandLinesLimits(int waiters) {
        // until this change every waiter had 2,112 paths (runs of a = 1, b = 0 up to the spin bound) and the check of
        // two or three waiters ran into its time limit with no answer; now 18 each, the rest left out.
        // By hand: a waiter leaves the loop only after an acquire load of b reads 1, which only the producer's release
        // store writes, so that store synchronizes with it and data = 42, written before it, is visible to the read
        // after the loop (VK MM: Synchronizes-With, Location-Ordered): seen[i] = 42 in every execution, no race.
        // the command line's limits (a 60 s time limit): about 3 s here alone, more on a loaded machine; without the
        // reduction the 2,112 paths a waiter combine for far longer than that
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withTimeLimit(java.time.Duration.ofSeconds(60)))
                .check(producerAndWaiters(waiters, STORE_B, TWO_FLAGS));
        assertTrue(r.complete(), r.limitMessage());
        for (int i = 1; i <= waiters; i++) {
            assertEquals(Set.of(42L), seen(r, i), r.allowedOutcomes()::toString);
        }
        assertFalse(r.hasRace());
        assertEquals(waiters, iterationNotes(r).size(), r.diagnostics()::toString);
        assertTrue(iterationNotes(r).get(0).startsWith("T1: waits whose every iteration reads a at flags.comp:19, b at"
                + " flags.comp:19 (2 reads, no write) are checked up to so many iterations in a row of the same values:"
                + " up to 1 for a = 1 (1 write), b = 0 (the initial value only)."), iterationNotes(r)::toString);
        // the waits cut at the spin bound (33 reads of a = 1 and b = 0) are longer than any execution that ends needs
        assertTrue(r.pathsCut());
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.startsWith("the waits cut at the spin bound are longer")),
                r.diagnostics()::toString);
    }

    /** The check with every reduction, after asserting its outcomes and races are those of one that leaves no wait out. */
    private static CheckResult sameAsUnreduced(Program program) {
        CheckResult reduced = new AxiomaticChecker().check(program);
        CheckResult everything = new AxiomaticChecker(CheckOptions.DEFAULT, 0).check(program);
        assertTrue(reduced.complete(), reduced.limitMessage());
        assertTrue(everything.complete(), everything.limitMessage());
        Set<Outcome> missing = new java.util.LinkedHashSet<>(everything.allowedOutcomes());
        missing.removeAll(reduced.allowedOutcomes());
        assertTrue(missing.isEmpty(), () -> missing.size() + " outcomes missing, e.g. " + missing.iterator().next());
        assertEquals(everything.allowedOutcomes(), reduced.allowedOutcomes());
        assertEquals(everything.hasRace(), reduced.hasRace());
        return reduced;
    }

    @Test
    void aWaitForEitherOfTwoFlagsWithRelaxedDataHasTheOutcomesOfEveryExecution() {
        // two producers, each with its own data and flag; the waiter leaves when either flag is 1 and reads both data
        // with relaxed atomics: which data it must see depends on which flag ended its wait
        CheckResult r = sameAsUnreduced(KernelLoader.load("either.comp", "// @dispatch 3\n" + HEADER + """
                layout(binding = 0) buffer Data { uint d0; uint d1; };
                layout(binding = 1) buffer Flags { uint a; uint b; };
                layout(binding = 2) buffer Seen { uint s0; uint s1; };
                void main() {
                    uint i = gl_WorkGroupID.x;
                    if (i == 0u) {
                        atomicStore(d0, 1u, gl_ScopeDevice, B, gl_SemanticsRelaxed);
                        atomicStore(a, 1u, gl_ScopeDevice, B, REL);
                    } else if (i == 1u) {
                        atomicStore(d1, 1u, gl_ScopeDevice, B, gl_SemanticsRelaxed);
                        atomicStore(b, 1u, gl_ScopeDevice, B, REL);
                    } else {
                        while (atomicLoad(a, gl_ScopeDevice, B, ACQ) == 0u && atomicLoad(b, gl_ScopeDevice, B, ACQ) == 0u) {
                        }
                        s0 = atomicLoad(d0, gl_ScopeDevice, B, gl_SemanticsRelaxed);
                        s1 = atomicLoad(d1, gl_ScopeDevice, B, gl_SemanticsRelaxed);
                    }
                }
                """).program());
        // it never sees neither: the flag that ended the wait carries its data
        Set<String> pairs = r.allowedOutcomes().stream().map(o -> "" + o.values().get("s0") + o.values().get("s1"))
                .collect(Collectors.toSet());
        assertEquals(Set.of("01", "10", "11"), pairs);
        assertFalse(iterationNotes(r).isEmpty(), r.diagnostics()::toString);
    }

    @Test
    void aWaitOnAFlagThatHoldsItsValueBeforeItIsWrittenIsCheckedUpToTwoIterations() {
        // a holds 1 from the start and the producer writes 1 again, after its data: reads of a = 1 may take the
        // initial value and the write, so 1 + 2 - (2 - 1) = 2 iterations of a = 1, b = 0; the waiter sees the data
        // only if some iteration took the write (its acquire fence then synchronizes with the release store)
        CheckResult r = sameAsUnreduced(KernelLoader.load("once.comp", "// @dispatch 3\n// @buffer Flags = 1, 0\n"
                + HEADER + """
                layout(binding = 0) buffer Data { uint d0; };
                layout(binding = 1) buffer Flags { uint a; uint b; };
                layout(binding = 2) buffer Seen { uint s0; };
                void main() {
                    uint i = gl_WorkGroupID.x;
                    if (i == 0u) {
                        atomicStore(d0, 1u, gl_ScopeDevice, B, gl_SemanticsRelaxed);
                        atomicStore(a, 1u, gl_ScopeDevice, B, REL);
                    } else if (i == 1u) {
                        atomicStore(b, 1u, gl_ScopeDevice, B, REL);
                    } else {
                        while (atomicLoad(b, gl_ScopeDevice, B, ACQ) == 0u && atomicLoad(a, gl_ScopeDevice, B, ACQ) != 7u) {
                        }
                        memoryBarrier(gl_ScopeDevice, B, ACQ);
                        s0 = atomicLoad(d0, gl_ScopeDevice, B, gl_SemanticsRelaxed);
                    }
                }
                """).program());
        assertEquals(Set.of(0L, 1L), r.allowedOutcomes().stream().map(o -> o.values().get("s0"))
                .collect(Collectors.toSet()));
        assertTrue(iterationNotes(r).stream().anyMatch(n -> n.contains("up to 2 for a = 1 (1 write and the initial"
                + " value), b = 0 (the initial value only)")), r.diagnostics()::toString);
    }

    @Test
    void aCountedLoopOfTwoReadsOfUnchangedAtomicsIsNotAWait() {
        // x and y are never written: every iteration reads 0 and 0, but the counter moves on, so no iteration starts
        // from the state the one before it started from, and every path (three iterations long) stays
        CheckResult r = sameAsUnreduced(KernelLoader.load("counted.comp", HEADER + """
                layout(binding = 0) buffer X { uint x; uint y; };
                layout(binding = 1) buffer Sum { uint sum; };
                void main() {
                    uint s = 7u;
                    for (uint i = 0u; i < 3u; i++) {
                        s += atomicLoad(x, gl_ScopeDevice, B, gl_SemanticsRelaxed)
                                + atomicLoad(y, gl_ScopeDevice, B, gl_SemanticsRelaxed);
                    }
                    sum = s;
                }
                """).program());
        assertTrue(iterationNotes(r).isEmpty(), r.diagnostics()::toString);
        assertEquals(Set.of(7L), r.allowedOutcomes().stream().map(o -> o.values().get("sum")).collect(Collectors.toSet()));
    }

    /**
     * The check of one waiter, after asserting it answers as the single-read reduction alone does. (Its notes may
     * differ: the single-read waits of a = 0 are now shortened too, as the cuts at the spin bound of the two-read
     * iterations are repeats, which leave the writes bounded.)
     */
    private static CheckResult notShortened(Program program) {
        CheckResult r = new AxiomaticChecker().check(program);
        CheckResult before = new AxiomaticChecker(CheckOptions.DEFAULT, 1).check(program);
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(before.allowedOutcomes(), r.allowedOutcomes());
        assertEquals(before.hasRace(), r.hasRace());
        assertTrue(iterationNotes(r).isEmpty(), r.diagnostics()::toString);
        return r;
    }

    @Test
    void aWaitWithAPlainReadOfAFlagIsNotShortened() {
        // b read without an atomic: leaving a read of it out could leave out its race (VK MM: Data Race)
        CheckResult r = notShortened(producerAndWaiters(1, STORE_B,
                "while (atomicLoad(a, gl_ScopeDevice, B, ACQ) == 0u || b == 0u) {\n}"));
        assertTrue(r.hasRace());
    }

    @Test
    void aWaitOnAFlagStoredWithANarrowerScopeIsNotShortened() {
        // the producer's workgroup-scoped store of b is not mutually ordered with the waiter's device-scoped loads
        // in another workgroup: they race (VK MM: Atomic Operation, Data Race), and nothing is left out
        CheckResult r = notShortened(producerAndWaiters(1, "atomicStore(b, 1u, gl_ScopeWorkgroup, B, REL)", TWO_FLAGS));
        assertTrue(r.hasRace());
    }
}
