package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.syncscope.core.check.Tiny.DEV;
import static dev.syncscope.core.check.Tiny.SC0;
import static dev.syncscope.core.check.Tiny.atom;
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

    @Test
    void aChainOfSourcesThousandsOfInvocationsLongGivesUpInsteadOfOverflowingTheStack() throws Exception {
        // P0 reads l0 = 1, which only P1 writes; P1 reads l1 = 1, which only P2 writes; … one level per invocation
        int n = 5_000;
        Tiny t = new Tiny();
        List<Reference> l = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            l.add(t.var("l" + k, SC0));
        }
        for (int k = 0; k < n; k++) {
            t.thread(0, 0);
            if (k > 0) {
                t.st(l.get(k - 1), 1, atom(DEV));
            }
            if (k < n - 1) {
                t.ld(l.get(k), atom(DEV));
            }
        }
        Program program = t.build();
        List<List<Trace>> reading1 = new ArrayList<>();
        for (List<Trace> paths : new TraceEnumerator(program, CheckOptions.DEFAULT, Long.MAX_VALUE).enumerate()) {
            reading1.add(paths.stream().filter(p -> p.steps().stream().noneMatch(s -> Long.valueOf(0).equals(s.read())))
                    .toList());
        }
        SourcedCombination.Answer[] answer = new SourcedCombination.Answer[1];
        Throwable[] thrown = new Throwable[1];
        // the stack a Java thread gets by default
        Thread search = new Thread(null, () -> {
            try {
                answer[0] = SourcedCombination.search(program.launch(), reading1, Long.MAX_VALUE, Long.MAX_VALUE);
            } catch (Throwable e) {
                thrown[0] = e;
            }
        }, "one-megabyte-stack", 1 << 20);
        search.start();
        search.join();
        assertEquals(null, thrown[0], () -> String.valueOf(thrown[0]));
        assertEquals(SourcedCombination.Answer.GAVE_UP, answer[0]);
    }
}
