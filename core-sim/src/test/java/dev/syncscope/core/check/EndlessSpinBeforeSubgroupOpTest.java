package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lock-step spin deadlock ({@code docs/examples/diagnostics/spin-before-subgroup-op.comp}): T0 waits for a flag
 * that T1 sets only after a subgroup operation, which waits for T0 to reach one or finish (the stepper's rule,
 * {@code exec.Collectives}). In the check's first round T1's path is pending at the operation, in the second it stops
 * there for good; the values repeat but the tangles do not, and the check used to end there with its sets not
 * closed, so the loop was not proved endless and the answer was UNKNOWN, where the same wait before a barrier is
 * FAILED. One more round finds the tangles repeated and the sets closed (VK MM: Acyclicity, reads-from: every read
 * takes the initial value or a write's, and no write of another value is ever reached).
 */
class EndlessSpinBeforeSubgroupOpTest {

    private static final String KERNEL = """
            // @subgroup-size 2
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_shader_subgroup_arithmetic : require
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer R { uint r[2]; };
            layout(binding = 1) buffer F { uint flag; };
            void main() {
                uint t = gl_LocalInvocationIndex;
                if (t == 0u) {
                    while (atomicLoad(flag, gl_ScopeWorkgroup, 0, 0) == 0u) { }
                    r[0] = subgroupAdd(1u);
                } else {
                    %s
                }
            }
            """;

    private static CheckResult check(String other) {
        Program p = KernelLoader.load("lockstep.comp", KERNEL.formatted(other)).program();
        return new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(p);
    }

    private static List<Finding> endless(CheckResult r) {
        return r.findings().stream().filter(f -> f.kind() == Finding.Kind.ENDLESS_SPIN).toList();
    }

    @Test
    void aWaitForAFlagSetOnlyAfterASubgroupOperationNeverExits_VkMmAcyclicityReadsFrom() {
        CheckResult r = check("r[1] = subgroupAdd(1u); atomicStore(flag, 1u, gl_ScopeWorkgroup, 0, 0);");
        assertTrue(r.complete(), r.limitMessage());
        List<Finding> e = endless(r);
        assertEquals(1, e.size(), r.findings() + " " + r.diagnostics());
        assertEquals(List.of(0), e.get(0).agents());
        assertEquals("lockstep.comp:12", e.get(0).where().toString());
        assertEquals(0, r.consistentExecutions().size());
        assertFalse(r.cuts().isEmpty());
        for (CutPath c : r.cuts()) {
            assertEquals(CutKind.ENDLESS_WAIT, c.kind());
            assertTrue(c.key().endsWith(CutPath.ENDLESS), c.key());
        }
    }

    @Test
    void noteSaysNothingIsLeftOpenWhenEveryCutNeverExits() {
        // the cut wait is also longer than any execution that ends needs (no write ends it); the note that what the
        // cuts leave open is a wait that never ends would contradict the finding, which says it never ends
        CheckResult r = check("r[1] = subgroupAdd(1u); atomicStore(flag, 1u, gl_ScopeWorkgroup, 0, 0);");
        assertEquals(1, endless(r).size(), r.diagnostics().toString());
        assertTrue(r.diagnostics().stream().noneMatch(d -> d.startsWith("the waits cut at the spin bound")),
                r.diagnostics().toString());
    }

    @Test
    void theFlagSetBeforeTheSubgroupOperationEndsTheWaitAndBothOperationsComplete() {
        // T1 stores first: T0's wait may read 1 and exit. T0 and T1 then wait at different subgroup operations (the
        // two branches), and the earlier in program order completes alone, then the other (exec.Collectives), as a
        // stepper run does. The check's first round cut every path of T0 (its reads had no value but the initial one
        // yet), so T1's path stopped for good at its operation; the rounds then took turns completing one
        // invocation's paths only (T0's with T1 stopped, T1's with T0 complete) and the check ended with no
        // execution, saying none ends. A stopped path, like a pending one, never reaches an earlier operation.
        CheckResult r = check("atomicStore(flag, 1u, gl_ScopeWorkgroup, 0, 0); r[1] = subgroupAdd(1u);");
        assertEquals(List.of(), endless(r), r.diagnostics().toString());
        assertFalse(r.consistentExecutions().isEmpty(), r.diagnostics() + " " + r.limitMessage());
        Set<List<Long>> results = r.allowedOutcomes().stream()
                .map(o -> List.of(o.values().get("flag"), o.values().get("r[0]"), o.values().get("r[1]")))
                .collect(Collectors.toSet());
        // each subgroupAdd(1u) of a tangle of one is 1
        assertEquals(Set.of(List.of(1L, 1L, 1L)), results, r.allowedOutcomes().toString());
        // what the cut waits leave open is a wait that never ends: no loop here is proved endless
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.startsWith("the waits cut at the spin bound")),
                r.diagnostics().toString());
    }
}
