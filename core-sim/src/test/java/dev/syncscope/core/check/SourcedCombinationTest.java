package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The search for a combination of paths in which every read has a write of its value (VK MM: Visible-To: a read
 * takes the value of some write, or the initial value), which refutes a fault's path before its confirmation.
 */
class SourcedCombinationTest {

    /** Six invocations take slots of a four-slot buffer with atomicAdd on count: paths read count = 0..12. */
    private static final Program APPEND = KernelLoader.load("append.comp", """
            // @length kept = 4
            #version 450
            layout(local_size_x = 6) in;
            layout(binding = 1) buffer Count { uint count; };
            layout(binding = 2) buffer Kept { uint kept[]; };
            void main() {
                uint slot = atomicAdd(count, 1u);
                kept[slot] = gl_LocalInvocationIndex + 1;
            }
            """).program();

    /** Every agent's paths, complete or faulting, with T0's replaced by its paths that fault at {@code slot}. */
    private static List<List<Trace>> withT0FaultingAt(int slot) {
        TraceEnumerator te = new TraceEnumerator(APPEND, CheckOptions.DEFAULT, Long.MAX_VALUE);
        List<List<Trace>> lists = new ArrayList<>();
        te.enumerate().forEach(paths -> lists.add(new ArrayList<>(paths)));
        List<Trace> t0 = null;
        for (Map.Entry<String, List<Trace>> f : te.faults().entrySet()) {
            f.getValue().forEach(t -> lists.get(t.agent()).add(t));
            if (f.getKey().startsWith("T0: ") && f.getKey().contains("kept[" + slot + "]")) {
                t0 = f.getValue();
            }
        }
        lists.set(0, t0);
        return lists;
    }

    @Test
    void aReadOfSixFromACounterThatSixAtomicAddsRaiseToAtMostSixNeedsASeventhWriterAndIsRefuted() {
        // T0 reading count = 6 needs an add that read 5, which needs one that read 4, … one per invocation: seven
        assertEquals(SourcedCombination.Answer.NO, SourcedCombination.search(APPEND.launch(), withT0FaultingAt(6),
                AxiomaticChecker.REFUTING_NODES, Long.MAX_VALUE));
    }

    @Test
    void aReadOfFourHasItsSourcesInTheOtherFiveInvocations() {
        assertEquals(SourcedCombination.Answer.YES, SourcedCombination.search(APPEND.launch(), withT0FaultingAt(4),
                AxiomaticChecker.REFUTING_NODES, Long.MAX_VALUE));
    }

    @Test
    void aSearchOverItsNodeBudgetGivesUpAndRefutesNothing() {
        assertEquals(SourcedCombination.Answer.GAVE_UP, SourcedCombination.search(APPEND.launch(),
                withT0FaultingAt(6), 3, Long.MAX_VALUE));
    }
}
