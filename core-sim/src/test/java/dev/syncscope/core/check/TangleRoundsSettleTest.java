package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The rounds of the check's enumeration go on while a path stopped for good at a subgroup operation and the tangles
 * changed ({@link TraceEnumerator}): the bound on rounds counts the subgroup operations of complete paths only, and an
 * invocation whose paths all stopped in one round may complete them in the next. Both kernels were found by
 * {@code SubgroupStepperAgreesWithCheckerPropertyTest}: the check ended with no execution where every stepper run
 * finishes. Their one outcome follows from the stepper's rule for subgroup operations ({@code exec.Collectives}):
 * when no invocation of the subgroup can run, the pending operation earliest in program order completes with the
 * invocations waiting at it; one completes as soon as every other invocation waits at it or has finished.
 */
class TangleRoundsSettleTest {

    private static final String HEADER = """
            // @subgroup-size 4
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_shader_subgroup_basic : require
            #extension GL_KHR_shader_subgroup_arithmetic : require
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = %d) in;
            layout(binding = 0) buffer F { uint flag[2]; };
            layout(binding = 1) buffer R { uint r[%d]; };
            const int B = gl_StorageSemanticsBuffer;
            const int ACQ = gl_SemanticsAcquire | gl_SemanticsMakeVisible;
            const int REL = gl_SemanticsRelease | gl_SemanticsMakeAvailable;
            void main() {
                uint t = gl_LocalInvocationIndex;
                uint acc = t;
            """;

    private static Map<String, Long> onlyOutcome(int invocations, String body) {
        Program p = KernelLoader.load("rounds.comp", HEADER.formatted(invocations, invocations) + body).program();
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(p);
        assertTrue(r.complete(), r.limitMessage());
        List<Outcome> outcomes = List.copyOf(r.allowedOutcomes());
        assertEquals(1, outcomes.size(), r.allowedOutcomes() + " " + r.diagnostics());
        return outcomes.get(0).values();
    }

    private static List<Long> results(Map<String, Long> o, int n) {
        return java.util.stream.IntStream.range(0, n).mapToObj(i -> o.get("r[" + i + "]")).toList();
    }

    @Test
    void threeInvocationsMeetAtAnElectAfterTheirBranchesOneOfWhichWaitsForItsOwnFlag() {
        // T2 reads its own store (VK MM: Location-Ordered, program order), leaves its wait and waits at the elect;
        // then T0's add completes alone (earliest), acc 0 + 1; T1's alone, acc 1 + 2; the elect with all three: T0
        Map<String, Long> o = onlyOutcome(3, """
                    if (t == 0u) { acc += subgroupAdd(acc + 1u); }
                    else if (t == 1u) { acc += subgroupAdd(acc + 1u); }
                    else { atomicStore(flag[0], 1u, gl_ScopeWorkgroup, B, REL);
                           while (atomicLoad(flag[0], gl_ScopeWorkgroup, B, ACQ) == 0u) { } }
                    acc += subgroupElect() ? 10u : 0u;
                    r[t] = acc;
                }
                """);
        assertEquals(List.of(11L, 3L, 2L), results(o, 3), o.toString());
        assertEquals(1L, o.get("flag[0]"));
    }

    @Test
    void fourInvocationsMeetAtAnElectAfterNestedBranches() {
        // T1's elect alone (1 + 10), T2's add(1) alone (2 + 1), T3's add(2) alone (3 + 2), in program order; then the
        // elect of all four elects T0 (0 + 10)
        Map<String, Long> o = onlyOutcome(4, """
                    if (t == 0u) { atomicStore(flag[1], 1u, gl_ScopeWorkgroup, B, REL);
                                   while (atomicLoad(flag[1], gl_ScopeWorkgroup, B, ACQ) == 0u) { } }
                    else if (t == 1u) { acc += subgroupElect() ? 10u : 0u; }
                    else { if (acc % 2u == 0u) { acc += subgroupAdd(1u); } else { acc += subgroupAdd(2u); } }
                    acc += subgroupElect() ? 10u : 0u;
                    r[t] = acc;
                }
                """);
        assertEquals(List.of(10L, 11L, 3L, 5L), results(o, 4), o.toString());
    }
}
