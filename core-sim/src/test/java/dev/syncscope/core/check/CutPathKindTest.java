package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.suite.FileCheck;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each bound that cuts the checker's paths names itself in the cut ({@link CutPath#kind()}), set where the cut is
 * made: a thread state's bound (a herd loop's unroll bound, a litmus thread's local instructions, a kernel's
 * instruction budget) or the checker's own (the spin bound, the actions a path), with the key and arguments of its
 * sentence. The lines stay as they were.
 */
class CutPathKindTest {

    /** P0 spins until it reads x = 1, which P1 writes once (shared with the other cut-kind test). */
    private static final String SPIN = dev.syncscope.core.TestResources.text("cut-kinds/spin-until-written.litmus");

    /** P0 counts in a register for ever, with no memory instruction. */
    private static final String LOCAL_LOOP = """
            Vulkan local
            { x=0; }
             P0@sg 0, wg 0, qf 0 ;
             LC00:               ;
             add r0, r0, 1       ;
             bne r0, 0, LC00     ;
            exists (P0:r0 == 1)
            """;

    /** P0 stores 1 to x for ever (r0 stays 0, so it always jumps back). */
    private static final String STORE_LOOP = """
            Vulkan stores
            { x=0; }
             P0@sg 0, wg 0, qf 0  ;
             LC00:                ;
             st.atom.dv.sc0 x, 1  ;
             beq r0, 0, LC00      ;
            exists (x == 1)
            """;

    private static Program herd(String name, String text, int unroll) {
        return HerdParser.parse(name, text, unroll).program();
    }

    /** Every cut of {@code r} is of {@code kind}, the first one's line starts with {@code line}. */
    private static void assertCutAt(CutKind kind, String line, CheckResult r) {
        assertTrue(r.complete(), r::limitMessage);
        assertFalse(r.cuts().isEmpty(), "a path was cut: " + r.diagnostics());
        for (CutPath cut : r.cuts()) {
            assertEquals(kind, cut.kind(), cut::text);
            // and the sentence as data, for a window in another language: a key, the invocation first
            assertNotNull(cut.key(), cut::text);
            assertEquals(cut.text().substring(0, cut.text().indexOf(':')), cut.args().get(0), cut::text);
        }
        assertTrue(r.cuts().get(0).text().startsWith(line), r.cutPaths()::toString);
        assertEquals(r.cuts().stream().map(CutPath::text).toList(), r.cutPaths(), "the lines, as before");
    }

    @Test
    void aHerdLoopPastItsUnrollBoundIsCutAtTheUnrollBound() {
        // an unroll bound below the smallest spin bound checked (2, SpinDeepening), which a wait of 2 reads would pass
        assertCutAt(CutKind.UNROLL_BOUND, "P0: loop bound of 1 backward jumps exceeded at spin.litmus:6:2",
                new AxiomaticChecker().check(herd("spin.litmus", SPIN, 1)));
    }

    @Test
    void aLitmusLoopWithoutMemoryInstructionsIsCutAtTheLitmusThreadsLocalBudget() {
        // an unroll bound it never reaches: the 100,000 local instructions cut it
        assertCutAt(CutKind.LITMUS_LOCAL_BUDGET, "P0: executed 100000 instructions without a memory action",
                new AxiomaticChecker().check(herd("local.litmus", LOCAL_LOOP, Integer.MAX_VALUE)));
    }

    @Test
    void aKernelLoopWithoutMemoryActionsIsCutAtTheKernelsBudgetAndTheFileReportSaysSo() {
        String text = """
                // @budget 100
                #version 450
                layout(local_size_x = 1) in;
                layout(binding = 0) buffer B { uint data[]; };
                void main() {
                    uint i = 0;
                    while (true) { i = i + 1; }
                }
                """;
        assertCutAt(CutKind.KERNEL_BUDGET, "T0: inf.comp:7: executed 100 instructions without a memory action",
                new AxiomaticChecker().check(KernelLoader.load("inf.comp", text).program()));
        FileCheck.Report report = FileCheck.check("inf.comp", text, null, Duration.ofSeconds(60));
        assertEquals(List.of(CutKind.KERNEL_BUDGET), report.cuts().stream().map(CutPath::kind).toList(),
                report.cutPaths()::toString);
    }

    @Test
    void aReadThatKeepsSeeingTheSameValueIsCutAtTheSpinBound() {
        // an unroll bound the loop never reaches: the 33rd read of 0 in a row is cut (no wait left out: spinPeriods 0)
        assertCutAt(CutKind.SPIN_BOUND, "P0: read x = 0 at spin.litmus:5:2 33 times in a row",
                new AxiomaticChecker(CheckOptions.DEFAULT, 0).check(herd("spin.litmus", SPIN, 1_000_000)));
    }

    @Test
    void aWaitLongerThanAnyExecutionThatEndsNeedsIsCutAsAnEndlessWait() {
        // x = 0 is only the initial value: an execution that ends reads it at most once in a row (SpinRepeats), so a
        // larger spin bound adds nothing and what the cut leaves open is a wait that never ends (not SPIN_BOUND, whose
        // hint is to raise --spin-bound); the smallest spin bound checked, 2, answers so (SpinDeepening)
        assertCutAt(CutKind.ENDLESS_WAIT, "P0: read x = 0 at spin.litmus:5:2 3 times in a row",
                new AxiomaticChecker().check(herd("spin.litmus", SPIN, 1_000_000)));
    }

    @Test
    void aPathOfMoreActionsThanTheCheckersBoundIsCutAtTheActionsBound() {
        // stores change nothing a spin could see again: only the actions a path end the loop
        assertCutAt(CutKind.ACTIONS_BOUND, "P0: more than 50 actions (at stores.litmus:5:2) on one path",
                new AxiomaticChecker(CheckOptions.DEFAULT.withMaxActions(50))
                        .check(herd("stores.litmus", STORE_LOOP, 1_000_000)));
    }
}
