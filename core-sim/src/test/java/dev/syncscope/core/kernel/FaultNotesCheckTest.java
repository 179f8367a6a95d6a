package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

    private static List<String> faults(CheckResult r) {
        return r.diagnostics().stream().filter(d -> d.contains("FAULT")).toList();
    }

    @Test
    void aFaultOnlyUnjustifiableReadValuesLeadToIsNotReported() {
        // the RMWs take slots 0..3 in every execution (VK MM: Scoped Modification Order Coherence, an RMW reads
        // the write just before its own); paths reading count = 4..8 exist, and fault at kept[4..8]
        CheckResult r = append(4, 4);
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(24, r.allowedOutcomes().size());
        assertEquals(List.of(), faults(r));
    }

    @Test
    void aFaultOfSomeConsistentExecutionIsReportedEvenWhenItNeedsAnotherInvocationsFaultingPath() {
        // three invocations, one slot: two of them fault in every execution, at kept[1] and kept[2]; reading
        // count = 2 needs another invocation's RMW that read 1, on a path that then faults itself
        CheckResult r = append(3, 1);
        assertTrue(r.complete(), r.limitMessage());
        for (String agent : List.of("T0", "T1", "T2")) {
            for (int slot = 1; slot <= 2; slot++) {
                String note = agent + ": FAULT append.comp:8: out-of-bounds access kept[" + slot + "] (it has 1 location)"
                        + " (paths beyond it are not explored)";
                assertTrue(faults(r).contains(note), note + " in " + faults(r));
            }
        }
        assertEquals(6, faults(r).size(), faults(r).toString());
    }
}
