package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An invocation that spins forever in every execution is a finding even when another invocation's wait, cut at the
 * spin bound too, can end ({@link EndlessSpins}, per invocation). Every read takes the initial value or a write's (VK
 * MM: Acyclicity, reads-from; Allocation: the initializer is no memory operation), so once the value sets are closed
 * over every path, the unexplored rest of each cut path included, a loop no value of them lets exit never exits. It
 * answered UNKNOWN ("no bound decides the answer") because the other invocation's cut was no such loop. The rest of
 * that cut must write nothing new: a wait that counts its iterations and writes after as many as the spin bound cuts
 * may release the first loop in some execution, and then nothing is claimed.
 */
class EndlessSpinBesideEndingWaitTest {

    private static final String HEADER = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            const int B = gl_StorageSemanticsBuffer;
            const int ACQ = gl_SemanticsAcquire | gl_SemanticsMakeVisible;
            const int REL = gl_SemanticsRelease | gl_SemanticsMakeAvailable;
            layout(binding = 0) buffer Flags { uint flag[3]; };
            layout(binding = 1) buffer Out { uint result; };
            """;

    /** A load of flag[i] with acquire semantics. */
    private static String load(int i) {
        return "atomicLoad(flag[" + i + "], gl_ScopeDevice, B, ACQ)";
    }

    /** A store of 1 to flag[i] with release semantics. */
    private static String raise(int i) {
        return "atomicStore(flag[" + i + "], 1u, gl_ScopeDevice, B, REL);";
    }

    /** Workgroup w runs {@code bodies[w]}; lines: the first body is on line 13, each further one on the next. */
    private static Program kernel(String... bodies) {
        StringBuilder main = new StringBuilder("void main() {\n    uint w = gl_WorkGroupID.x;\n");
        for (int w = 0; w < bodies.length; w++) {
            main.append("    if (w == ").append(w).append("u) { ").append(bodies[w]).append(" }\n");
        }
        return KernelLoader.load("spin.comp", "// @dispatch " + bodies.length + "\n" + HEADER + main + "}\n")
                .program();
    }

    private static CheckResult check(Program p) {
        return new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(p);
    }

    private static List<Integer> spinning(CheckResult r) {
        return r.findings().stream().filter(f -> f.kind() == Finding.Kind.ENDLESS_SPIN)
                .flatMap(f -> f.agents().stream()).toList();
    }

    @Test
    void aWaitOnAFlagNobodyWritesSpinsForeverBesideAWaitThatEnds() {
        // T0 raises flag[0] and waits for flag[1], which nothing writes; T1 waits for flag[0] and ends. flag[1] only
        // ever holds its initial 0, so T0 spins in every execution, whatever T1's cut (it was UNKNOWN)
        CheckResult r = check(kernel(raise(0) + " while (" + load(1) + " == 0u) { }",
                "while (" + load(0) + " == 0u) { } result = 1u;"));
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(List.of(0), spinning(r), r.findings() + " " + r.diagnostics());
        Finding f = r.findings().stream().filter(x -> x.kind() == Finding.Kind.ENDLESS_SPIN).findFirst().orElseThrow();
        assertEquals(13, f.where().line(), f.text());
        assertEquals(List.of("T0", f.where().toString(), "flag[1]"), f.args());
        // T0's cut is an endless loop; T1's is a wait that some value ends, and is not called endless
        List<CutPath> t0 = r.cuts().stream().filter(c -> c.args().get(0).equals("T0")).toList();
        List<CutPath> t1 = r.cuts().stream().filter(c -> c.args().get(0).equals("T1")).toList();
        assertEquals(1, t0.size(), r.cuts().toString());
        assertTrue(t0.get(0).key().endsWith(CutPath.ENDLESS), t0.get(0).key());
        assertEquals(CutKind.ENDLESS_WAIT, t0.get(0).kind());
        assertFalse(t1.isEmpty(), r.cuts().toString());
        t1.forEach(c -> assertFalse(c.key().endsWith(CutPath.ENDLESS), c.text()));
    }

    @Test
    void aWaitOnAFlagWrittenOnlyAfterAnotherEndlessWaitSpinsForeverToo() {
        // T1 raises flag[0], then waits for flag[2], which nothing writes, and only then would raise flag[1]; T0 waits
        // for flag[1]: the write it waits for is never made (T1 never gets there); T2 waits for flag[0] and ends
        CheckResult r = check(kernel("while (" + load(1) + " == 0u) { }",
                raise(0) + " while (" + load(2) + " == 0u) { } " + raise(1),
                "while (" + load(0) + " == 0u) { } result = 1u;"));
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(List.of(0, 1), spinning(r), r.findings() + " " + r.diagnostics());
    }

    @Test
    void aWaitThatAnotherWaitsEndReleasesIsNoEndlessSpin() {
        // as the first, but T1 raises flag[1] once its wait ends: T0's wait ends in some execution
        CheckResult r = check(kernel(raise(0) + " while (" + load(1) + " == 0u) { }",
                "while (" + load(0) + " == 0u) { } " + raise(1)));
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(List.of(), spinning(r), r.findings().toString());
        assertFalse(r.consistentExecutions().isEmpty());
    }

    /**
     * Workgroup 2's wait for flag[0], counting its reads up to 40, that raises flag[1] after 40 or more: a path cut at
     * the spin bound of 32 has a rest no explored path has, and its states repeat once the count stays at 40.
     */
    private static final String COUNTED_WAIT = "uint k = 0u; while (" + load(0) + " == 0u) { k = min(k + 1u, 40u); }"
            + " if (k >= 40u) { " + raise(1) + " }";

    @Test
    void aWaitThatWritesAfterMoreIterationsThanTheSpinBoundLeavesTheOtherWaitOpen() {
        // T2 counts its reads of flag[0] = 0 and raises flag[1] only after 40 of them: its path is cut at the spin
        // bound of 32, and no explored path writes flag[1] = 1, but an execution in which T2 reads 0 forty times (the
        // memory model promises no time by which T0's write is visible) ends T1's wait (VK MM: Acyclicity,
        // reads-from). The cut's rest writes a value the sets lack, so nothing is claimed; nor when the count never
        // repeats (the rest is too large to explore)
        CheckResult r = check(kernel(raise(0),
                "while (" + load(1) + " == 0u) { }",
                COUNTED_WAIT));
        assertTrue(r.pathsCut(), r.diagnostics().toString());
        assertEquals(List.of(), spinning(r), r.findings() + " " + r.diagnostics());
        CheckResult unbounded = check(kernel(raise(0), "while (" + load(1) + " == 0u) { }",
                COUNTED_WAIT.replace("min(k + 1u, 40u)", "k + 1u")));
        assertEquals(List.of(), spinning(unbounded), unbounded.findings() + " " + unbounded.diagnostics());
    }

    @Test
    void aValueTheCutsRestWritesThatOnlyTheReaderWroteBeforeLeavesTheReaderOpen() {
        // T1 stores 1 and then 2 to flag[1] and rereads it: after its own 2 it reads 2 or another invocation's write
        // (VK MM: Location-Ordered, Acyclicity; OwnWrites), and no explored path of another writes flag[1], so every
        // explored path of T1 goes on to wait for flag[2], which nothing writes. But T2's cut rest stores 1 to flag[1]
        // after 40 reads of flag[0] = 0: T1 may read that 1 and finish. 1 is among the values flag[1] holds (T1's own),
        // which is not enough: the rest may write only what its own invocation's explored paths wrote there
        CheckResult r = check(kernel(raise(0),
                "atomicStore(flag[1], 1u, gl_ScopeDevice, B, REL); atomicStore(flag[1], 2u, gl_ScopeDevice, B, REL);"
                        + " if (" + load(1) + " != 1u) { while (" + load(2) + " == 0u) { } }",
                COUNTED_WAIT));
        assertTrue(r.pathsCut(), r.diagnostics().toString());
        assertEquals(List.of(), spinning(r), r.findings() + " " + r.diagnostics());
    }
}
