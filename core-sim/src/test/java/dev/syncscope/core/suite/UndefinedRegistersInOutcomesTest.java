package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.model.Outcome;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A register whose value is undefined (a shuffle's value from outside the tangle: SPIR-V OpGroupNonUniformShuffleUp,
 * "the resulting value is undefined if Delta is greater than the current invocation's id"; a value computed from it) is
 * marked {@code undefined} in the outcome, by both engines alike, as Workgroup memory no write defined is. Before, it
 * showed the bits the simulator computed with ({@code T0:x=0}), a value the kernel never had. Values never stored or
 * used are no finding: the outcome only says what is known.
 */
class UndefinedRegistersInOutcomesTest {

    private static final String KERNEL = """
            // @subgroup-size 4
            #version 450
            #extension GL_KHR_shader_subgroup_shuffle_relative : require
            layout(local_size_x = 4) in;
            layout(binding = 0) buffer R { uint r[]; };
            void main() {
                uint i = gl_SubgroupInvocationID;
                uint x = subgroupShuffleUp(i + 1u, 1u);
                uint y = x * 2u;
                r[i] = i;
            }
            """;

    @Test
    void aShuffledValueFromBelowLaneZeroAndWhatIsComputedFromItAreUndefinedInBothEnginesOutcomes() {
        DebugSession s = KernelRuns.run("up.comp", KERNEL);
        assertEquals(java.util.List.of(), s.diagnostics(), s.diagnostics().toString());
        Outcome run = s.outcome();
        assertEquals(Set.of("T0:x", "T0:y"), run.undefined(), run.toString());
        assertEquals(1L, run.values().get("T1:x"));
        assertEquals(6L, run.values().get("T3:y"));
        FileCheck.Report c = KernelRuns.check("up.comp", KERNEL);
        assertTrue(c.ok(), c.toString());
        assertEquals(1, c.outcomes().size(), c.outcomes().toString());
        assertEquals(run, c.outcomes().get(0), "the stepper's outcome is the checker's, undefined registers alike");
    }
}
