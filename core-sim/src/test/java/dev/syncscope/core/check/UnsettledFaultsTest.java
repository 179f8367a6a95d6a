package dev.syncscope.core.check;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * When the read values did not reach a fixpoint, a path's fault may be one no execution meets: its read values
 * come from earlier rounds, which may hold values nothing writes (audit 52 L8: 312 notes named {@code kept[21]} of a
 * kernel whose invocations reach only {@code kept[4..7]}). Such notes are one per invocation and line, and say so.
 */
class UnsettledFaultsTest {

    private static final List<String> NOTES = List.of(
            "T0: FAULT k.comp:49: out-of-bounds access kept[4] (it has 4 locations) (paths beyond it are not explored)",
            "loops unrolled up to 8 backward jumps",
            "T0: FAULT k.comp:49: out-of-bounds access kept[21] (it has 4 locations) (paths beyond it are not explored)",
            "T2: FAULT k.comp:49: out-of-bounds access kept[5] (it has 4 locations) (paths beyond it are not explored)",
            "T0: FAULT k.comp:49: out-of-bounds access kept[22] (it has 4 locations) (paths beyond it are not explored)");

    @Test
    void faultsOfPathsOfUnsettledReadValuesAreOneNotePerInvocationAndLineAndSaySo() {
        String unsettled = " (on paths whose read values come from rounds that did not reach a fixpoint: no execution"
                + " may take them)";
        assertEquals(List.of(
                "T0: FAULT k.comp:49: out-of-bounds access kept[4] (it has 4 locations), and 2 more faults at this line"
                        + unsettled,
                "loops unrolled up to 8 backward jumps",
                "T2: FAULT k.comp:49: out-of-bounds access kept[5] (it has 4 locations)" + unsettled),
                UnsettledFaults.notes(NOTES, CheckLimit.of(CheckLimit.Kind.FIXPOINT_TANGLES, 16)));
    }

    @Test
    void aCheckStoppedAtTheRoundsLimitWordsItsPathFaultsAsUnsettled() throws java.io.IOException {
        // the audit's kernel, two workgroups: its rounds do not settle within 3
        java.nio.file.Path file = java.nio.file.Path.of("../sample-kernels/kernels/subgroup-elect-aggregated-atomic.comp");
        dev.syncscope.core.suite.FileCheck.Report r = dev.syncscope.core.suite.FileCheck.check(file.toString(),
                java.nio.file.Files.readString(file), null, new int[] {2, 1, 1}, new dev.syncscope.core.suite
                        .FileCheckLimits(java.time.Duration.ofSeconds(120), CheckOptions.DEFAULT.maxCandidates(), 8,
                        1 << 20, 0, CheckOptions.DEFAULT_SPIN_BOUND, CheckOptions.DEFAULT_MAX_ACTIONS,
                        CheckOptions.DEFAULT_MAX_EVENTS, 3, false));
        assertEquals(CheckLimit.Kind.FIXPOINT_TANGLES, r.limit().kind(), r.limitMessage());
        List<String> faults = r.notes().stream().filter(n -> n.contains(": FAULT ")).toList();
        assertEquals(8, faults.size(), "one per invocation that faults at line 49: " + faults);
        faults.forEach(n -> org.junit.jupiter.api.Assertions.assertTrue(n.endsWith("no execution may take them)"), n));
    }

    @Test
    void aCheckStoppedByAnotherLimitOrNoneKeepsEachFaultAsFound() {
        // the paths of a settled round read only values some execution writes
        assertEquals(NOTES, UnsettledFaults.notes(NOTES, null));
        assertEquals(NOTES, UnsettledFaults.notes(NOTES, CheckLimit.of(CheckLimit.Kind.TIME, 60)));
    }
}
