package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.CutKind;
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
 * Write-back polls ({@code atomicAdd(flag, 0u)}; HLSL's {@code InterlockedAdd(flag, 0, seen)}) after a control barrier,
 * the common way a group zeroes its flag, syncs and waits ({@link WaitBounds}). A release barrier before a waiter's
 * write-backs makes each the head of a release sequence, so another waiter's poll that reads one may acquire more than
 * its poll before, and such write-backs had no bound: two waiters after {@code barrier()} were never shortened. When
 * every release barrier before them is followed by an acquire-release control barrier that the other waiter passed too
 * before its polls, that waiter acquired what they release at the barrier already (VK MM: Synchronizes-With, the
 * control barrier form), and they are no separators. And a flag zeroed by a plain store proved to come before every
 * atomic access is allowed, as it is for loads ({@link StoresFirst#beforeEveryAtomic}). Where a wait is shortened the
 * test compares the check with the one that leaves nothing out ({@code new AxiomaticChecker(options, 0)}).
 */
class BarrierCoveredPollsCheckTest {

    private static final CheckOptions OPTIONS = CheckOptions.DEFAULT.withTimeLimit(Duration.ofMinutes(2));

    private static final String BARRIER = "controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, B,"
            + " gl_SemanticsAcquireRelease | gl_SemanticsMakeAvailable | gl_SemanticsMakeVisible)";

    /**
     * Invocation 0 zeroes the flag ({@code zero}), all do {@code pre} and meet {@code barrier}, then 0 writes data
     * and raises the flag and the others poll with write-backs, each doing {@code before} first; {@code waiters} of
     * them, in one workgroup or (not {@code oneGroup}) one per workgroup.
     */
    private static Program kernel(boolean oneGroup, int waiters, String zero, String pre, String barrier,
                                  String before) {
        return kernel(oneGroup, waiters, zero, pre, barrier, before, 32);
    }

    /** As above, with subgroups of {@code subgroupSize} invocations. */
    private static Program kernel(boolean oneGroup, int waiters, String zero, String pre, String barrier,
                                  String before, int subgroupSize) {
        int n = waiters + 1;
        return KernelLoader.load("covered.comp", "// @dispatch " + (oneGroup ? 1 : n) + "\n// @subgroup-size "
                + subgroupSize + "\n" + """
                #version 450
                #pragma use_vulkan_memory_model
                #extension GL_KHR_memory_scope_semantics : require
                layout(local_size_x = %d) in;
                layout(binding = 0) nonprivate buffer Data { uint data; };
                layout(binding = 1) nonprivate buffer Flag { uint flag; };
                layout(binding = 2) buffer Result { uint result[%d]; };
                const int B = gl_StorageSemanticsBuffer;
                const int ACQ = gl_SemanticsAcquire | gl_SemanticsMakeVisible;
                const int REL = gl_SemanticsRelease | gl_SemanticsMakeAvailable;
                void main() {
                    uint i = gl_LocalInvocationID.x + gl_WorkGroupID.x;
                    if (i == 0u) { %s; }
                    %s
                    %s;
                    if (i == 0u) {
                        data = 42u;
                        atomicStore(flag, 1u, gl_ScopeDevice, B, REL);
                    } else {
                        %s
                        while (atomicAdd(flag, 0u, gl_ScopeDevice, B, ACQ) == 0u) { }
                        result[i] = data + 1u;
                    }
                }
                """.formatted(oneGroup ? n : 1, n, zero, pre, barrier, before)).program();
    }

    private static List<String> writeBackNotes(CheckResult r) {
        return r.diagnostics().stream().filter(d -> d.contains(": waits writing back ")).toList();
    }

    private static Set<Long> results(CheckResult r, int i) {
        return r.allowedOutcomes().stream().map(o -> o.values().get("result[" + i + "]")).collect(Collectors.toSet());
    }

    /** The check, after asserting its outcomes and races are those of the one that leaves no wait out. */
    private static CheckResult sameAsUnreduced(Program p, CheckOptions options) {
        CheckResult reduced = new AxiomaticChecker(options).check(p);
        CheckResult everything = new AxiomaticChecker(options, 0).check(p);
        assertTrue(reduced.complete(), reduced::limitMessage);
        assertTrue(everything.complete(), everything::limitMessage);
        assertEquals(everything.allowedOutcomes(), reduced.allowedOutcomes());
        assertEquals(WriteBackWaitAgreesPropertyTest.races(everything), WriteBackWaitAgreesPropertyTest.races(reduced));
        return reduced;
    }

    /** The check of {@code p} at spin bound 3, after asserting it left the waits whole: no note, every cut there. */
    private static CheckResult whole(Program p) {
        CheckResult r = new AxiomaticChecker(OPTIONS.withSpinBound(3)).check(p);
        assertTrue(r.complete(), r::limitMessage);
        assertTrue(writeBackNotes(r).isEmpty(), r.diagnostics()::toString);
        assertFalse(r.cuts().isEmpty());
        assertTrue(r.cuts().stream().allMatch(c -> c.kind() == CutKind.SPIN_BOUND), r.cutPaths()::toString);
        return r;
    }

    @Test
    void twoWaitersAfterABarrierBothPassedAreShortened_VkMmSynchronizesWithControlBarrierForm() {
        Program p = kernel(true, 2, "atomicStore(flag, 0u, gl_ScopeDevice, B, gl_SemanticsRelaxed)", "", BARRIER, "");
        CheckResult r = sameAsUnreduced(p, OPTIONS.withSpinBound(4));
        assertFalse(r.hasRace());
        assertEquals(Set.of(43L), results(r, 1));
        assertEquals(Set.of(43L), results(r, 2));
        assertEquals(2, writeBackNotes(r).size(), r.diagnostics()::toString);
        for (String note : writeBackNotes(r)) {
            // invocation 0 writes 0 once (its zeroing store): a run needs up to 2 polls
            assertTrue(note.contains(" are checked up to 2 read-modify-writes in a row: other invocations write that"
                    + " value at most 1 time in an execution (besides other waits' write-backs, which pass on what"
                    + " came before them: what a release barrier before them releases, this invocation acquired at"
                    + " the acquire-release control barrier that both passed before polling; VK MM: Synchronizes-With,"
                    + " the control barrier form)"), note);
        }
        // at the default spin bound the waits end the check: every cut is a wait no bound changes
        CheckResult deep = new AxiomaticChecker(OPTIONS).check(p);
        assertTrue(deep.complete(), deep::limitMessage);
        assertTrue(deep.cuts().stream().allMatch(c -> c.kind() == CutKind.ENDLESS_WAIT), deep.cutPaths()::toString);
    }

    @Test
    void theHlslGroupsharedFlagIdiomIsDecidedForEveryExecutionThatEnds() {
        // the sample (docs/limits.md, README), read from the repository: the 60 s time limit at spin bound 8 until
        // session 62
        String text;
        try {
            text = java.nio.file.Files.readString(java.nio.file.Path.of("../sample-kernels/kernels",
                    "hlsl-groupshared-flag.hlsl"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        CheckResult r = new AxiomaticChecker(OPTIONS).check(KernelLoader.load("hlsl-groupshared-flag.hlsl", text)
                .program());
        assertTrue(r.complete(), r::limitMessage);
        assertTrue(r.cuts().stream().allMatch(c -> c.kind() == CutKind.ENDLESS_WAIT), r.cutPaths()::toString);
        assertFalse(r.hasRace());
        assertEquals(Set.of(43L), results(r, 1));
        assertEquals(Set.of(43L), results(r, 2));
        assertEquals(2, writeBackNotes(r).size(), r.diagnostics()::toString);
        assertTrue(writeBackNotes(r).stream().allMatch(n -> n.contains("control barrier that both passed")));
    }

    @Test
    void waitersInDifferentWorkgroupsShareNoBarrierInstance_VkMmControlBarrierExecutionScope() {
        // each workgroup's barrier is its own instance, even one of Device memory scope: the other waiter's release
        // reaches this one only through the write-backs it reads, so they stay separators with no bound and neither
        // wait is shortened
        for (String barrier : List.of(BARRIER, BARRIER.replace("gl_ScopeWorkgroup, gl_ScopeWorkgroup",
                "gl_ScopeWorkgroup, gl_ScopeDevice"))) {
            whole(kernel(false, 2, "atomicStore(flag, 0u, gl_ScopeDevice, B, gl_SemanticsRelaxed)", "", barrier, ""));
        }
    }

    @Test
    void aBarrierOfSubgroupMemoryScopeDoesNotCoverWaitersOfOtherSubgroups_VkMmSynchronizesWithMemoryScopes() {
        // one workgroup, subgroups of one invocation: the barrier's Subgroup memory scope holds neither waiter in the
        // other's instance, so it does not synchronize them (VK MM: "A and B are in the instance of each other's memory
        // scopes") and the other's write-backs stay separators with no bound
        whole(kernel(true, 2,
                "atomicStore(flag, 0u, gl_ScopeDevice, B, gl_SemanticsRelaxed)", "", BARRIER.replace(
                        "gl_ScopeWorkgroup, gl_ScopeWorkgroup", "gl_ScopeWorkgroup, gl_ScopeSubgroup"), "", 1));
    }

    @Test
    void twoWaitersOfAFlagZeroedPlainlyAreShortened_VkMmLocationOrdered() {
        // the HLSL idiom (flag = 0 by one invocation; GroupMemoryBarrierWithGroupSync(); InterlockedAdd polls): both
        // conditions at once; at spin bound 8 the waiters' paths combine to 81 shapes, one once the repeated polls are
        // left out of them (StoresFirst.collapsed), which the proof that the store comes first needs (at most 64)
        Program p = kernel(true, 2, "flag = 0u", "", BARRIER, "");
        CheckResult small = sameAsUnreduced(p, OPTIONS.withSpinBound(3));
        assertFalse(small.hasRace());
        CheckResult r = new AxiomaticChecker(OPTIONS.withSpinBound(8)).check(p);
        assertTrue(r.complete(), r::limitMessage);
        assertEquals(2, writeBackNotes(r).size(), r.diagnostics()::toString);
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.startsWith("the plain stores to flag come before")),
                r.diagnostics()::toString);
        assertFalse(r.hasRace());
        assertEquals(Set.of(43L), results(r, 2));
    }

    @Test
    void aReleaseFenceAfterTheBarrierIsNotCovered_VkMmSynchronizesWithFenceForms() {
        // what the fence releases (data = 7 before it) the other waiter acquires only by reading these write-backs
        whole(kernel(true, 2,
                "atomicStore(flag, 0u, gl_ScopeDevice, B, gl_SemanticsRelaxed)", "", BARRIER,
                "atomicStore(data, 7u, gl_ScopeDevice, B, gl_SemanticsRelaxed); memoryBarrier(gl_ScopeDevice, B,"
                        + " gl_SemanticsRelease | gl_SemanticsMakeAvailable);"));
    }

    @Test
    void aReleaseFenceOfAStorageClassTheBarrierDoesNotNameIsNotCovered_VkMmInterThreadHappensBefore() {
        // the barrier orders buffer memory only: a fence on image memory too before it is not covered by it
        whole(kernel(true, 2,
                "atomicStore(flag, 0u, gl_ScopeDevice, B, gl_SemanticsRelaxed)", "memoryBarrier(gl_ScopeDevice,"
                        + " B | gl_StorageSemanticsImage, gl_SemanticsRelease);", BARRIER, ""));
    }

    @Test
    void aWaitOnAFlagZeroedByAPlainStoreBeforeTheBarrierIsShortened_VkMmLocationOrdered() {
        // the plain store comes before every atomic access to the flag (the barrier makes it available and visible),
        // so no poll's read races with it and it lies between no two polls
        Program p = kernel(true, 1, "flag = 0u", "", BARRIER, "");
        CheckResult r = sameAsUnreduced(p, OPTIONS.withSpinBound(4));
        assertFalse(r.hasRace());
        assertEquals(Set.of(43L), results(r, 1));
        assertEquals(1, writeBackNotes(r).size(), r.diagnostics()::toString);
        assertTrue(r.diagnostics().contains("the plain stores to flag come before every atomic access to it in every"
                + " execution (VK MM: Location-Ordered: a barrier or other synchronization makes them available and"
                + " visible first), so they race with none of the waits' reads below and count as writes of their"
                + " values"), r.diagnostics()::toString);
    }

    @Test
    void aFlagZeroedPlainlyWithNoBarrierKeepsItsWaitsWhole_VkMmDataRace() {
        // nothing orders the store before the polls: it races with them, and the waits are left as they were
        assertTrue(whole(kernel(true, 1, "flag = 0u", "", "memoryBarrier(gl_ScopeDevice, B, gl_SemanticsRelease)", ""))
                .hasRace());
    }
}
