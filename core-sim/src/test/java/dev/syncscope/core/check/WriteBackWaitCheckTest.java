package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Waits whose read-modify-write writes back the value it read ({@code atomicAdd(flag, 0u)}; HLSL's
 * {@code InterlockedAdd(flag[0], 0, seen)}, SM5 having no atomic load): the checker leaves out runs longer than one more
 * than the other invocations' separators, their writes of the value that are not write-backs heading nothing
 * ({@link SpinRepeats}, {@link WaitBounds}), so such a wait is decided
 * for every execution that ends, as a wait of loads is. Until session 60 every such wait was cut at the spin bound with
 * "a limit was reached … --spin-bound N raises", which no bound could change. Where the answer is small enough to find
 * without leaving anything out, the test compares the two ({@code new AxiomaticChecker(options, 0)} leaves nothing
 * out).
 */
class WriteBackWaitCheckTest {

    private static final CheckOptions OPTIONS = CheckOptions.DEFAULT.withTimeLimit(Duration.ofMinutes(2));

    private static final String HEADER = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            layout(binding = 0) nonprivate buffer Data { uint data; };
            layout(binding = 1) buffer Flag { uint flag; };
            layout(binding = 2) buffer Result { uint result; };
            const int B = gl_StorageSemanticsBuffer;
            const int ACQ = gl_SemanticsAcquire | gl_SemanticsMakeVisible;
            const int REL = gl_SemanticsRelease | gl_SemanticsMakeAvailable;
            """;

    /** Workgroup 0 writes data and raises the flag with a release store; workgroup 1 polls with {@code poll}. */
    private static Program handshake(String poll) {
        return KernelLoader.load("poll.comp", "// @dispatch 2\n" + HEADER + """
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        data = 42u;
                        atomicStore(flag, 1u, gl_ScopeDevice, B, REL);
                    } else {
                        while (%s == 0u) { }
                        result = data + 1u;
                    }
                }
                """.formatted(poll)).program();
    }

    private static String example(String name) {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("../docs/examples", name));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static CheckResult check(Program p) {
        return new AxiomaticChecker(OPTIONS).check(p);
    }

    /** The check with every reduction, after asserting its outcomes and races are those of one that leaves no wait out. */
    private static CheckResult sameAsUnreduced(Program program) {
        return sameAsUnreduced(program, OPTIONS);
    }

    /** As {@link #sameAsUnreduced(Program)} at the options' spin bound. */
    private static CheckResult sameAsUnreduced(Program program, CheckOptions options) {
        CheckResult reduced = new AxiomaticChecker(options).check(program);
        CheckResult everything = new AxiomaticChecker(options, 0).check(program);
        assertTrue(reduced.complete(), reduced.limitMessage());
        assertTrue(everything.complete(), everything.limitMessage());
        Set<Outcome> missing = new LinkedHashSet<>(everything.allowedOutcomes());
        missing.removeAll(reduced.allowedOutcomes());
        assertTrue(missing.isEmpty(), () -> missing.size() + " outcomes missing, e.g. " + missing.iterator().next());
        assertEquals(everything.allowedOutcomes(), reduced.allowedOutcomes());
        assertEquals(everything.hasRace(), reduced.hasRace());
        return reduced;
    }

    private static Set<Long> values(CheckResult r, String name) {
        return r.allowedOutcomes().stream().map(o -> o.values().get(name)).collect(Collectors.toSet());
    }

    private static List<String> writeBackNotes(CheckResult r) {
        return r.diagnostics().stream().filter(d -> d.contains(": waits writing back ")).toList();
    }

    /** Every cut of {@code r} is a wait no larger spin bound changes: the answer holds for every execution that ends. */
    private static void assertOnlyEndlessWaits(CheckResult r) {
        assertTrue(r.complete(), r::limitMessage);
        assertFalse(r.cuts().isEmpty(), r.diagnostics()::toString);
        for (CutPath cut : r.cuts()) {
            assertEquals(CutKind.ENDLESS_WAIT, cut.kind(), cut::text);
            assertTrue(cut.text().endsWith("; a longer wait adds nothing to an execution that ends)"), cut::text);
        }
    }

    @Test
    void anAcquireWriteBackPollIsDecidedForEveryExecutionThatEnds_VkMmScopedModificationOrderCoherence() {
        // every poll after the first that reads 0 reads the write-back before it (no other invocation writes 0)
        CheckResult r = sameAsUnreduced(handshake("atomicAdd(flag, 0u, gl_ScopeDevice, B, ACQ)"));
        assertOnlyEndlessWaits(r);
        assertFalse(r.hasRace());
        assertEquals(Set.of(43L), values(r, "result"));
        assertTrue(r.cuts().get(0).text().startsWith("T1: read-modify-write of flag read 0 and wrote it back at"
                + " poll.comp:"), r.cutPaths()::toString);
    }

    @Test
    void aWriteBackPollAnswersAsAnAtomicLoadPollDoes() {
        CheckResult writeBack = check(handshake("atomicAdd(flag, 0u, gl_ScopeDevice, B, ACQ)"));
        CheckResult load = check(handshake("atomicLoad(flag, gl_ScopeDevice, B, ACQ)"));
        assertEquals(load.allowedOutcomes().stream().map(o -> o.values().get("result")).toList(),
                writeBack.allowedOutcomes().stream().map(o -> o.values().get("result")).toList());
        assertEquals(load.hasRace(), writeBack.hasRace());
        assertEquals(load.cuts().stream().map(CutPath::kind).toList(),
                writeBack.cuts().stream().map(CutPath::kind).toList());
    }

    @Test
    void anHlslInterlockedAddWaitIsDecidedForEveryExecutionThatEnds_VkMmScopedModificationOrderCoherence() {
        // HLSL SM5 has no atomic load: every spin wait is a write-back poll
        // the example the docs show (docs/limits.md), read from the repository
        Program p = KernelLoader.load("hlsl-interlocked-poll.hlsl", example("hlsl-interlocked-poll.hlsl")).program();
        CheckResult r = sameAsUnreduced(p);
        assertOnlyEndlessWaits(r);
        assertFalse(r.hasRace());
        assertEquals(Set.of(43L), r.allowedOutcomes().stream().map(o -> o.values().get("result[0]"))
                .collect(Collectors.toSet()));
    }

    @Test
    void aPollOfAValueOthersWriteTwiceIsCheckedUpToThreeWriteBacksInARow() {
        // workgroup 1 stores 0 twice, so a poll after the first may read one of them instead of its own write-back:
        // a run needs up to 1 + 2 polls that read 0
        Program p = KernelLoader.load("twice.comp", "// @dispatch 3\n" + HEADER + """
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        data = 42u;
                        atomicStore(flag, 1u, gl_ScopeDevice, B, REL);
                    } else if (gl_WorkGroupID.x == 1u) {
                        atomicStore(flag, 0u, gl_ScopeDevice, B, gl_SemanticsRelaxed);
                        atomicStore(flag, 0u, gl_ScopeDevice, B, gl_SemanticsRelaxed);
                    } else {
                        while (atomicAdd(flag, 0u, gl_ScopeDevice, B, ACQ) == 0u) { }
                        result = data + 1u;
                    }
                }
                """).program();
        // at spin bound 8, which the check without the reduction completes (its reads of 0 may each take one of three)
        CheckResult r = sameAsUnreduced(p, OPTIONS.withSpinBound(8));
        assertFalse(r.hasRace());
        assertEquals(Set.of(43L), values(r, "result"));
        assertEquals(1, writeBackNotes(r).size(), r.diagnostics()::toString);
        assertTrue(writeBackNotes(r).get(0).startsWith("T2: waits writing back flag = 0 at twice.comp:"), writeBackNotes(r)
                .get(0));
        assertTrue(writeBackNotes(r).get(0).contains(" are checked up to 3 read-modify-writes in a row: other"
                + " invocations write that value at most 2 times in an execution (besides other waits' write-backs,"
                + " which pass on what came before them), so a longer wait has a read-modify-write with none of those"
                + " writes between it and the one before it"), writeBackNotes(r).get(0));
    }

    @Test
    void anAcquireReleasePollIsDecidedForEveryExecutionThatEnds_VkMmReleaseSequence() {
        // what a left-out poll releases, the poll before it released: the same operations come before both
        CheckResult r = sameAsUnreduced(handshake("atomicAdd(flag, 0u, gl_ScopeDevice, B, gl_SemanticsAcquireRelease"
                + " | gl_SemanticsMakeAvailable | gl_SemanticsMakeVisible)"));
        assertOnlyEndlessWaits(r);
        assertFalse(r.hasRace());
        assertEquals(Set.of(43L), values(r, "result"));
    }

    /** Workgroup 0 raises the flag; workgroups 1 and 2 poll it by write-backs, {@code fence} before their waits. */
    private static Program twoWaiters(String fence) {
        return KernelLoader.load("two.comp", "// @dispatch 3\n" + HEADER + """
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        data = 42u;
                        atomicStore(flag, 1u, gl_ScopeDevice, B, REL);
                    } else {
                        %s
                        while (atomicAdd(flag, 0u, gl_ScopeDevice, B, ACQ) == 0u) { }
                    }
                }
                """.formatted(fence)).program();
    }

    @Test
    void twoInvocationsPollingOneFlagByWriteBacksAreDecidedForEveryExecutionThatEnds_VkMmReleaseSequence() {
        // each may read the other's write-backs for as long as both wait, but those pass on only what came before them
        CheckResult r = sameAsUnreduced(twoWaiters(""), OPTIONS.withSpinBound(4));
        assertOnlyEndlessWaits(r);
        assertFalse(r.hasRace());
    }

    @Test
    void waitersThatFenceBeforeTheirPollsAreNotShortened_VkMmSynchronizesWithFenceForms() {
        // a release barrier before the polls makes each a head of a release sequence: the other waiter's poll that
        // reads it acquires what came before the barrier, so its write-backs have no bound and neither wait is short
        CheckResult r = new AxiomaticChecker(OPTIONS.withSpinBound(4)).check(twoWaiters(
                "atomicStore(data, 7u, gl_ScopeDevice, B, gl_SemanticsRelaxed);"
                        + " memoryBarrier(gl_ScopeDevice, B, gl_SemanticsRelease | gl_SemanticsMakeAvailable);"));
        assertTrue(r.complete(), r::limitMessage);
        assertTrue(writeBackNotes(r).isEmpty(), r.diagnostics()::toString);
        assertFalse(r.cuts().isEmpty());
        assertTrue(r.cuts().stream().allMatch(c -> c.kind() == CutKind.SPIN_BOUND), r.cutPaths()::toString);
    }

    @Test
    void aPollOfAFlagAnotherInvocationReadsPlainlyIsNotShortened_VkMmDataRace() {
        // a plain read of the flag races with every write-back it may read; the argument for leaving a poll out needs
        // every access to the flag to be a mutually-ordered atomic, so this wait is left as it was
        Program p = KernelLoader.load("plain.comp", "// @dispatch 3\n" + HEADER + """
                void main() {
                    if (gl_WorkGroupID.x == 0u) {
                        atomicStore(flag, 1u, gl_ScopeDevice, B, REL);
                    } else if (gl_WorkGroupID.x == 1u) {
                        result = flag;
                    } else {
                        while (atomicAdd(flag, 0u, gl_ScopeDevice, B, ACQ) == 0u) { }
                    }
                }
                """).program();
        CheckResult r = new AxiomaticChecker(OPTIONS.withSpinBound(4)).check(p);
        assertTrue(r.complete(), r::limitMessage);
        assertTrue(r.hasRace());
        assertTrue(writeBackNotes(r).isEmpty(), r.diagnostics()::toString);
        assertTrue(r.cuts().stream().allMatch(c -> c.kind() == CutKind.SPIN_BOUND), r.cutPaths()::toString);
    }
}
