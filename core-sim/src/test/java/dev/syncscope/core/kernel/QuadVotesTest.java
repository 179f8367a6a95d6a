package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static dev.syncscope.core.kernel.CleanRun.outcome;
import static dev.syncscope.core.kernel.CleanRun.program;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * SPV_KHR_quad_control's votes (GLSL {@code subgroupQuadAll}, {@code subgroupQuadAny}) run in both engines: true when
 * the predicate holds for all (any) active invocations of the quad, the four of a subgroup whose ids differ in their
 * two lowest bits. Until session 81 they were refused at load ("OpGroupNonUniformQuadAllKHR (subgroupQuadAll,
 * SPV_KHR_quad_control) is not supported by the interpreter"), the bundled grammar not naming them.
 */
class QuadVotesTest {

    private static void bothEnginesAgree(Program p, Map<String, Object> stepped) {
        CheckResult r = new AxiomaticChecker().check(p);
        assertEquals(Set.of(stepped), r.allowedOutcomes().stream().map(o -> o.shown(Outcome.UNDEFINED))
                .collect(Collectors.toSet()));
    }

    @Test
    void aQuadVoteCountsItsOwnQuadOnly() {
        // quad 0 (ids 0-3) holds the one false predicate (id 1) and no id 5; quad 1 (4-7) the reverse
        Program p = program("qv.comp", """
                // @subgroup-size 8
                #version 450
                #extension GL_EXT_shader_quad_control : require
                #extension GL_KHR_shader_subgroup_vote : require
                layout(local_size_x = 8) in;
                layout(binding = 0) buffer B { uint all_[8]; uint any_[8]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    all_[i] = subgroupQuadAll(i != 1u) ? 1u : 0u;
                    any_[i] = subgroupQuadAny(i == 5u) ? 1u : 0u;
                }
                """);
        Map<String, Object> shown = outcome(p);
        for (int i = 0; i < 8; i++) {
            long inQuad1 = i >= 4 ? 1L : 0L;
            assertEquals(inQuad1, shown.get("all_[" + i + "]"), shown::toString);
            assertEquals(inQuad1, shown.get("any_[" + i + "]"), shown::toString);
        }
        bothEnginesAgree(p, shown);
    }

    @Test
    void onlyTheActiveInvocationsOfTheQuadVote() {
        // inside the branch id 1 is not active: quad 0's active invocations (0, 2, 3) all hold i != 1, so All is true
        // for them ("for all active invocations in the quad")
        Program p = program("active.comp", """
                // @subgroup-size 4
                #version 450
                #extension GL_EXT_shader_quad_control : require
                #extension GL_KHR_shader_subgroup_vote : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer B { uint all_[4]; };
                void main() {
                    uint i = gl_LocalInvocationID.x;
                    if (i != 1u) { all_[i] = subgroupQuadAll(i != 1u) ? 1u : 0u; }
                }
                """);
        Map<String, Object> shown = outcome(p);
        assertEquals(1L, shown.get("all_[0]"), shown::toString);
        assertEquals(0L, shown.get("all_[1]"), shown::toString);
        assertEquals(1L, shown.get("all_[3]"), shown::toString);
        bothEnginesAgree(p, shown);
    }
}
