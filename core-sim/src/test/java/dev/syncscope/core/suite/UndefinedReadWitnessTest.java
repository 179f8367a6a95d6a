package dev.syncscope.core.suite;

import dev.syncscope.core.check.Finding;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.model.UndefinedUse;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A kernel that waits on Workgroup memory no write defines (VK MM: Allocation; SPIR-V: Workgroup variables have no
 * initializer): the exhaustive check cuts every path at the spin loop, so it meets no execution and, before, listed no
 * undefined read and left the kernel open ({@code UNKNOWN}), where {@code run} reports UNDEFINED_READ at its first
 * step. A stepper run is an execution the memory model allows, so its read of undefined memory whose value decides the
 * loop makes the kernel wrong ({@link StepperWitness#undefinedReads}).
 */
class UndefinedReadWitnessTest {

    /** T1 waits on a shared flag nobody writes; T0 finishes. */
    static final String WAIT = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            layout(binding = 0) buffer Out { uint got[2]; };
            shared uint flag;
            void main() {
                uint t = gl_LocalInvocationIndex;
                if (t == 1u) {
                    while (atomicLoad(flag, gl_ScopeWorkgroup, 0, 0) == 0u) { }
                }
                got[t] = 1u;
            }
            """;

    /** As {@link #WAIT}, and T1 first copies a shared variable T0 writes with no barrier between: a race too. */
    static final String RACE_AND_WAIT = WAIT.replace("shared uint flag;", "shared uint flag;\nshared uint x;")
            .replace("if (t == 1u) {", "if (t == 0u) { x = 5u; } else { got[0] = x; }\n    if (t == 1u) {");

    private static FileCheckLimits limits(boolean stepperRuns) {
        return new FileCheckLimits(Duration.ofSeconds(60), CheckOptions.DEFAULT.maxCandidates(),
                HerdParser.DEFAULT_UNROLL, 1 << 20, 0, CheckOptions.DEFAULT_SPIN_BOUND, CheckOptions.DEFAULT_MAX_ACTIONS,
                CheckOptions.DEFAULT_MAX_EVENTS, CheckOptions.DEFAULT_MAX_VALUE_ROUNDS, stepperRuns);
    }

    @Test
    void aStepperRunThatReadsUndefinedWorkgroupMemoryFailsAKernelTheCheckLeftOpen_VkMmAllocation() {
        FileCheck.Report r = FileCheck.check("wait.comp", WAIT, null, null, limits(true));
        assertFalse(r.cuts().isEmpty(), "the check must cut the wait for this test to mean anything");
        assertEquals(0, r.consistentExecutions());
        StepperWitness w = r.witness();
        assertNotNull(w);
        assertFalse(w.racy());
        assertFalse(w.provesRaceFreedom(), "a run that reads undefined memory proves nothing race-free");
        assertEquals(1, w.undefinedReads().size(), w.undefinedReads().toString());
        assertEquals(List.of("undefined read: T1 reads flag at wait.comp:10, workgroup memory with no write visible to"
                + " it; its value decides a branch condition at wait.comp:10"), r.undefinedReads());
        // worded as the check's own finding: the window words it from its key and arguments
        Finding f = r.undefinedReadFindings().get(0);
        assertEquals(Finding.UNDEFINED_READ_KEY, f.key());
        assertEquals(List.of("T1", "flag", "wait.comp:10", 2 + UndefinedUse.Kind.BRANCH.ordinal(), "", "",
                "wait.comp:10"), f.args());
        assertTrue(r.wrong());
        assertTrue(r.failed());
        assertNull(r.unknownBecause());
        // race freedom itself stays open: the run has no race, and the executions it leaves out may
        SuiteCheck implicit = r.expectations().get(0);
        assertEquals(RaceFreedom.QUESTION, implicit.question());
        assertNull(implicit.actual(), implicit.toString());
    }

    @Test
    void withoutStepperRunsTheCheckAloneLeavesTheWaitOnUndefinedMemoryOpen() {
        FileCheck.Report r = FileCheck.check("wait.comp", WAIT, null, null, limits(false));
        assertNull(r.witness());
        assertTrue(r.undefinedReads().isEmpty(), r.undefinedReads().toString());
        assertFalse(r.failed());
        assertNotNull(r.unknownBecause());
    }

    @Test
    void aRunThatRacesIsTheWitnessAndKeepsItsUndefinedReads_VkMmDataRace() {
        FileCheck.Report r = FileCheck.check("race.comp", RACE_AND_WAIT, null, null, limits(true));
        StepperWitness w = r.witness();
        assertNotNull(w);
        assertTrue(w.racy(), "a racy run is preferred: it fails race freedom too");
        assertFalse(w.undefinedReads().isEmpty());
        assertTrue(r.failed());
        assertEquals(SuiteCheck.Verdict.FAIL, r.expectations().get(0).verdict());
        assertTrue(r.undefinedReads().stream().anyMatch(u -> u.startsWith("undefined read: T1 reads flag at")),
                r.undefinedReads().toString());
    }

    @Test
    void aReadTheCheckListsAlreadyIsNotListedTwice() {
        FileCheck.Report r = FileCheck.check("wait.comp", WAIT, null, null, limits(true));
        StepperWitness w = r.witness();
        // the run's reads added to a result that already lists them add nothing
        var once = w.withUndefinedReads(new dev.syncscope.core.check.CheckResult(
                dev.syncscope.core.check.CheckResult.Status.COMPLETE, "", List.of(), 0, List.of(), Duration.ZERO,
                List.of(), List.of()));
        assertEquals(1, once.undefinedReads().size());
        assertEquals(once, w.withUndefinedReads(once));
    }
}
