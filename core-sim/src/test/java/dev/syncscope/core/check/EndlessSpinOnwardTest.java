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
 * An invocation that waits for a flag another sets, and then for one nobody sets, never finishes in any execution
 * ({@link EndlessSpins}: every read takes a write's value or the initial value, VK MM: Acyclicity, reads-from), but its
 * first loop does exit. The finding named only the first loop and said it could never exit, because no value of the
 * first flag lets the invocation finish (docs/examples/spin-relay.comp: "T3 spins at :31 reading ready … the loop can
 * never exit" where T2 sets ready = 1). The finding now names every loop the invocation spins in, and the first loop's
 * cut says that its every exit leads to a spin that can never end. Two reads of one loop are still one loop.
 */
class EndlessSpinOnwardTest {

    private static final String HEADER = """
            // @dispatch 2
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            const int B = gl_StorageSemanticsBuffer;
            const int ACQ = gl_SemanticsAcquire | gl_SemanticsMakeVisible;
            const int REL = gl_SemanticsRelease | gl_SemanticsMakeAvailable;
            layout(binding = 0) buffer Flags { uint flag[2]; };
            layout(binding = 1) buffer Out { uint result; };
            void main() {
                if (gl_WorkGroupID.x == 0u) {
                    atomicStore(flag[0], 1u, gl_ScopeDevice, B, REL);
                } else {
            """;

    private static String source(String waits) {
        return HEADER + waits + """
                        result = 1u;
                    }
                }
                """;
    }

    private static Program kernel(String waits) {
        return KernelLoader.load("onward.comp", source(waits)).program();
    }

    private static CheckResult check(Program p) {
        return new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(p);
    }

    private static List<Finding> endless(CheckResult r) {
        return r.findings().stream().filter(f -> f.kind() == Finding.Kind.ENDLESS_SPIN).toList();
    }

    @Test
    void aWaitThatEndsOnlyForOneThatNeverDoesIsNamedWithItAndNotCalledALoopThatCannotExit() {
        CheckResult r = check(kernel("""
                        while (atomicLoad(flag[0], gl_ScopeDevice, B, ACQ) == 0u) { }
                        while (atomicLoad(flag[1], gl_ScopeDevice, B, ACQ) == 0u) { }
                """));
        List<Finding> e = endless(r);
        assertEquals(1, e.size(), r.findings() + " " + r.diagnostics());
        assertEquals(List.of(1), e.get(0).agents());
        assertEquals(Finding.ENDLESS_SPINS_KEY, e.get(0).key());
        assertEquals(List.of("T1", "onward.comp:15 (flag[0]), onward.comp:16 (flag[1])"), e.get(0).args());
        assertEquals("endless spin: T1 never finishes in any execution: it spins for ever in the loops at onward.comp:15"
                + " (flag[0]), onward.comp:16 (flag[1]); no value any write can store there lets it finish",
                e.get(0).text());
        assertEquals(15, e.get(0).where().line());
        // the first wait exits when T0's store is read: its cut says where that leads, the second's that it never exits
        CutPath first = r.cuts().stream().filter(c -> c.text().contains("onward.comp:15")).findFirst().orElseThrow();
        CutPath second = r.cuts().stream().filter(c -> c.text().contains("onward.comp:16")).findFirst().orElseThrow();
        assertTrue(first.key().endsWith(CutPath.ENDLESS_ONWARD), first.key());
        assertTrue(first.text().endsWith("(a spin loop whose every exit leads to a spin that can never end, cut at the"
                + " checker's spin bound of 2)"), first.text());
        assertTrue(second.key().endsWith(CutPath.ENDLESS), second.key());
        assertEquals(CutKind.ENDLESS_WAIT, first.kind());
        assertEquals(CutKind.ENDLESS_WAIT, second.kind());
    }

    @Test
    void twoReadsOfOneLoopAreOneLoopThatCannotExit() {
        // flag[0] may be 1, flag[1] is always 0: the loop reads both and never exits, whichever it reads first
        CheckResult r = check(kernel("""
                        while (atomicLoad(flag[0], gl_ScopeDevice, B, ACQ) == 0u
                                || atomicLoad(flag[1], gl_ScopeDevice, B, ACQ) == 0u) { }
                """));
        List<Finding> e = endless(r);
        assertEquals(1, e.size(), r.findings() + " " + r.diagnostics());
        assertEquals(Finding.ENDLESS_SPIN_KEY, e.get(0).key());
        assertTrue(e.get(0).text().endsWith("in every execution, and the loop can never exit: the initial value and"
                + " every value any write can store there keep it looping"), e.get(0).text());
        assertFalse(r.cuts().isEmpty());
        r.cuts().forEach(c -> assertFalse(c.key().endsWith(CutPath.ENDLESS_ONWARD), c.text()));
    }

    @Test
    void waitsInsideAnOuterLoopThatNeverEndsAreEachLeftButTheSpinningIsNot() {
        // T0 sets flag[0] and flag[1] (the review's outer.comp), never flag[2]: each inner wait exits, the outer loop
        // never does; the finding said the first wait could never exit
        CheckResult r = check(KernelLoader.load("onward.comp", source("""
                        while (true) {
                            while (atomicLoad(flag[0], gl_ScopeDevice, B, ACQ) == 0u) { }
                            while (atomicLoad(flag[1], gl_ScopeDevice, B, ACQ) == 0u) { }
                            if (atomicLoad(flag[2], gl_ScopeDevice, B, ACQ) == 1u) { break; }
                        }
                """).replace("atomicStore(flag[0], 1u, gl_ScopeDevice, B, REL);",
                "atomicStore(flag[0], 1u, gl_ScopeDevice, B, REL); atomicStore(flag[1], 1u, gl_ScopeDevice, B, REL);")
                .replace("uint flag[2]", "uint flag[3]")).program());
        List<Finding> e = endless(r);
        assertEquals(1, e.size(), r.findings() + " " + r.diagnostics());
        assertEquals(Finding.ENDLESS_SPINS_KEY, e.get(0).key(), e.get(0).text());
        assertTrue(e.get(0).text().contains("onward.comp:16 (flag[0])"), e.get(0).text());
        for (CutPath c : r.cuts()) {
            assertFalse(c.text().contains("a spin loop that can never exit"), c.text());
        }
    }
}
