package dev.syncscope.core.diff;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Kernels {@link SubgroupStepperAgreesWithCheckerPropertyTest} found, shrunk: the check ended with no execution where
 * every stepper run finishes. A path that reached a control barrier the other invocation has not passed counts as
 * absent at the other's subgroup operation ({@code check.CollectiveRound}). The rounds of the check's enumeration now go on while a path stopped for good at a
 * subgroup operation and the tangles changed ({@code check.TraceEnumerator}): the bound on rounds counts the subgroup
 * operations of complete paths only, and an invocation whose paths all stopped in one round may complete them in the
 * next. The one outcome of each follows from the stepper's rule for subgroup operations ({@code exec.Collectives}):
 * when no invocation of the subgroup can run, the pending operation earliest in program order completes with the
 * invocations waiting at it; one completes as soon as every other invocation waits at it or has finished.
 */
class FoundBySubgroupPropertyTest {

    /** The check's one outcome of the kernel, after asserting that the stepper's finished runs agree with it. */
    private static Map<String, Long> onlyOutcome(int invocations, String body) {
        String source = SubgroupStepperAgreesWithCheckerPropertyTest.HEADER.formatted(4, invocations, invocations) + body;
        Program p = KernelLoader.load("rounds.comp", source).program();
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(p);
        assertTrue(r.complete(), r.limitMessage());
        List<Outcome> outcomes = List.copyOf(r.allowedOutcomes());
        assertEquals(1, outcomes.size(), r.allowedOutcomes() + " " + r.diagnostics());
        StepperOracle.Report report = StepperOracle.compare(p, r, 3);
        assertTrue(report.compared() > 0 && report.disagreements().isEmpty(), report.toString());
        return outcomes.get(0).values();
    }

    private static List<Long> results(Map<String, Long> o, int n) {
        return IntStream.range(0, n).mapToObj(i -> o.get("r[" + i + "]")).toList();
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

    @Test
    void anInvocationWaitingAtABarrierIsNoMemberOfASubgroupOperationBeforeIt() {
        // T0 waits at the barrier while T1 is at its add: no invocation can run, so the add completes with T1 alone
        // (1 + 2); T1 sets the flag and arrives, and both leave their waits. The check's T0 had only paths cut in its
        // wait after the barrier (no write of 1 known yet), so T1's path could assume no tangle and stopped for good,
        // round after round: a path that reached a barrier the other has not passed now counts as absent
        Map<String, Long> o = onlyOutcome(2, """
                    if (t == 1u) { acc += subgroupAdd(acc + 1u); atomicStore(flag[1], 1u, gl_ScopeWorkgroup, B, REL); }
                    barrier(); while (atomicLoad(flag[1], gl_ScopeWorkgroup, B, ACQ) == 0u) { }
                    r[t] = acc;
                }
                """);
        assertEquals(List.of(0L, 3L), results(o, 2), o.toString());
        assertEquals(1L, o.get("flag[1]"));
    }
}
