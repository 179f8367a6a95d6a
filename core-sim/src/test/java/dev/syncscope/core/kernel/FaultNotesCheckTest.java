package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exhaustive check reports a path's FAULT only when some consistent execution contains that path: a path
 * reads every value some write can produce, and most of those belong to no execution.
 */
class FaultNotesCheckTest {

    /** N invocations each take a slot with atomicAdd on count and store to it; kept has {@code slots} words. */
    private static CheckResult append(int invocations, int slots) {
        return new AxiomaticChecker().check(KernelLoader.load("append.comp", """
                // @length kept = %d
                #version 450
                layout(local_size_x = %d) in;
                layout(binding = 1) buffer Count { uint count; };
                layout(binding = 2) buffer Kept { uint kept[]; };
                void main() {
                    uint slot = atomicAdd(count, 1u);
                    kept[slot] = gl_LocalInvocationIndex + 1;
                }
                """.formatted(slots, invocations)).program());
    }

    private static List<String> faultNotes(CheckResult r) {
        return r.diagnostics().stream().filter(d -> d.contains("FAULT")).toList();
    }

    @Test
    void aFaultOnlyUnjustifiableReadValuesLeadToIsNotReported() {
        // the RMWs take slots 0..3 in every execution (VK MM: Scoped Modification Order Coherence, an RMW reads
        // the write just before its own); paths reading count = 4..8 exist, and fault at kept[4..8]
        CheckResult r = append(4, 4);
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(24, r.allowedOutcomes().size());
        assertEquals(List.of(), r.faults());
        assertEquals(List.of(), r.unconfirmedFaults());
        assertEquals(List.of(), faultNotes(r), "no note of a fault no execution has");
    }

    @Test
    void aFaultOfSomeConsistentExecutionIsReportedEvenWhenItNeedsAnotherInvocationsFaultingPath() {
        // three invocations, one slot: two of them fault in every execution, at kept[1] and kept[2]; reading
        // count = 2 needs another invocation's RMW that read 1, on a path that then faults itself
        CheckResult r = append(3, 1);
        assertTrue(r.complete(), r.limitMessage());
        for (String agent : List.of("T0", "T1", "T2")) {
            for (int slot = 1; slot <= 2; slot++) {
                String fault = "fault: " + agent + " stops at append.comp:8: out-of-bounds access kept[" + slot
                        + "] (it has 1 location)";
                assertTrue(r.faults().contains(fault), fault + " in " + r.faults());
            }
        }
        assertEquals(6, r.faults().size(), r.faults().toString());
        assertEquals(List.of(), r.unconfirmedFaults());
        assertEquals(List.of(), faultNotes(r), "a confirmed fault is a finding, not a note");
        assertTrue(r.allowedOutcomes().isEmpty(), "every execution faults: none has a final state");
    }

    @Test
    void impossibleFaultsOfALargerAppendAreRefutedByTheirReadsSourcesNotLeftUnconfirmed() {
        // six invocations, four slots: kept[4] and kept[5] fault in every execution (12 findings); paths also read
        // count = 6..12 and fault at kept[6..12], but count = k needs k atomic adds that read 0..k-1, one per
        // invocation, so a seventh writer would be needed (VK MM: Visible-To, a read takes some write's value).
        // Their confirmations used to give up (42 "unconfirmed" notes); the search by read sources refutes them.
        CheckResult r = append(6, 4);
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(12, r.faults().size(), r.faults().toString());
        for (String agent : List.of("T0", "T1", "T2", "T3", "T4", "T5")) {
            for (int slot = 4; slot <= 5; slot++) {
                String fault = "fault: " + agent + " stops at append.comp:8: out-of-bounds access kept[" + slot
                        + "] (it has 4 locations)";
                assertTrue(r.faults().contains(fault), fault + " in " + r.faults());
            }
        }
        assertEquals(List.of(), r.unconfirmedFaults());
        assertEquals(List.of(), faultNotes(r), "no note of a fault no execution has");
    }

    @Test
    void aFaultTheCheckStoppedBeforeConfirmingIsUnconfirmedNotAFinding() {
        // the candidate limit stops the check before its faults are confirmed: whether one is the kernel's is not known
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxCandidates(1)).check(KernelLoader.load(
                "pick.comp", PICK).program());
        assertFalse(r.complete());
        assertEquals(List.of(), r.faults());
        assertEquals(List.of("fault: T0 stops at pick.comp:14: out-of-bounds access kept[1] (it has 1 location)"),
                r.unconfirmedFaults());
    }

    @Test
    void aFaultFoundBeforeThePathLimitStoppedTheEnumerationIsUnconfirmedToo() {
        // T0 first reads kept[0] (three values: three paths), then faults on one of them; one path per invocation
        // stops the enumeration after the fault was found and before any combination was formed
        String readFirst = PICK.replace("        uint i = atomicLoad(index,", "        uint seen = atomicLoad(kept[0],"
                + " gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);\n        uint i = atomicLoad(index,");
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxTracesPerAgent(1)).check(KernelLoader.load(
                "pick.comp", readFirst).program());
        assertFalse(r.complete());
        assertTrue(r.limitMessage().contains("has more than 1 paths"), r.limitMessage());
        assertEquals(List.of(), r.faults());
        assertEquals(List.of("fault: T0 stops at pick.comp:15: out-of-bounds access kept[1] (it has 1 location)"),
                r.unconfirmedFaults());
    }

    /**
     * T0 stores to kept[index]; T1 sets index to 1, out of kept's one slot, so executions fault or not by T0's read
     * (line 14); T1 also stores to kept[0], so an execution without the fault has two modification orders (two
     * candidates). The example the docs and the window's problem tests share.
     */
    static final String PICK = read(Path.of("../docs/examples/fault-in-some-executions.comp"));

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aFaultOfSomeExecutionsOnlyIsAFindingBesideTheOutcomesOfTheOthers() {
        CheckResult r = new AxiomaticChecker().check(KernelLoader.load("pick.comp", PICK).program());
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(List.of("fault: T0 stops at pick.comp:14: out-of-bounds access kept[1] (it has 1 location)"),
                r.faults());
        assertEquals(2, r.allowedOutcomes().size(), "T0 reads 0 and stores kept[0] = 7, before or after T1's 9: "
                + r.allowedOutcomes());
        assertTrue(r.consistentExecutions().stream().allMatch(e -> e.races().isEmpty()));
    }
}
