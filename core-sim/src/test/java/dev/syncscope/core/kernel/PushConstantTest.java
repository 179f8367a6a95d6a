package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.syncscope.core.kernel.CleanRun.outcome;
import static dev.syncscope.core.kernel.CleanRun.program;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A push-constant block (GLSL {@code layout(push_constant) uniform}, HLSL {@code [[vk::push_constant]]}) is read-only
 * memory the host fills before the dispatch (SPIR-V PushConstant: "Variables in this storage class are read-only";
 * Vulkan vkCmdPushConstants): its {@code @buffer} values, else zeros, in both engines. Until session 81 a kernel
 * using one was refused at load ("variable pc in storage class PushConstant is not supported"), though most real
 * compute kernels pass their sizes that way.
 */
class PushConstantTest {

    @Test
    void aPushConstantBlockHoldsItsPragmaValuesAndIsReadLikeAUniformBlock() {
        Program p = KernelLoader.load("pc.comp", """
                // @buffer pc = 5, 2.5
                #version 450
                layout(local_size_x = 2) in;
                layout(push_constant) uniform PC { uint n; float s; } pc;
                layout(binding = 1) buffer B { float d[]; };
                void main() { if (gl_LocalInvocationID.x < pc.n) { d[gl_LocalInvocationID.x] = float(pc.n) * pc.s; } }
                """).program();
        Map<String, Object> shown = outcome(p);
        assertEquals("12.5", shown.get("d[0]"), shown::toString);
        assertEquals("12.5", shown.get("d[1]"), shown::toString);
        assertEquals("2.5", shown.get("pc.s"), shown::toString);
        CheckResult r = new AxiomaticChecker().check(p);
        assertEquals(1, r.allowedOutcomes().size(), r.allowedOutcomes().toString());
        assertEquals(shown, r.allowedOutcomes().iterator().next().shown(Outcome.UNDEFINED));
        assertTrue(r.consistentExecutions().stream().allMatch(e -> e.races().isEmpty()));
    }

    @Test
    void anUnnamedBlockIsNamedByItsMemberAndStartsAtZero() {
        Map<String, Object> shown = outcome(KernelLoader.load("pc0.comp", """
                #version 450
                layout(local_size_x = 1) in;
                layout(push_constant) uniform Consts { uint k; };
                layout(binding = 1) buffer B { uint d; };
                void main() { d = k + 1u; }
                """).program());
        assertEquals(1L, shown.get("d"), shown::toString);
        assertEquals(0L, shown.get("k"), shown::toString);
    }

    @Test
    void anHlslPushConstantRunsToo() {
        Map<String, Object> shown = outcome(KernelLoader.load("pc.hlsl", """
                // @buffer p = 7
                struct P { uint n; };
                [[vk::push_constant]] P p;
                RWStructuredBuffer<uint> o : register(u0);
                [numthreads(1, 1, 1)]
                void main() { o[0] = p.n * 2; }
                """).program());
        assertEquals(14L, shown.get("o"), shown::toString);
    }
}
