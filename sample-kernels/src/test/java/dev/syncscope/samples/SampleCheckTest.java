package dev.syncscope.samples;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Wrong expectations fail: the checks are not vacuous. */
class SampleCheckTest {

    private static final String RELAXED_MP = """
            // Relaxed message passing
            //
            // @dispatch 2
            %s
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 1) in;
            layout(binding = 0) nonprivate buffer Data { uint data; };
            layout(binding = 1) buffer Flag { uint flag; };
            layout(binding = 2) buffer Result { uint result; };
            void main() {
                if (gl_WorkGroupID.x == 0) {
                    data = 42;
                    atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
                } else if (atomicLoad(flag, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed) == 1) {
                    result = data + 1;
                }
            }
            """;

    private static Map<String, Boolean> verdicts(String... expectations) {
        String header = java.util.Arrays.stream(expectations).map(e -> "// @expect " + e)
                .collect(Collectors.joining("\n"));
        List<Verdict> vs = SampleCheck.check(Sample.parse("mp.comp", RELAXED_MP.formatted(header)));
        return vs.stream().filter(v -> v.span().line() > 0 && !v.expectation().contains("cross-check"))
                .collect(Collectors.toMap(Verdict::expectation, Verdict::pass));
    }

    @Test
    void trueClaimsAboutARacyProgramPass() {
        Map<String, Boolean> v = verdicts("race data", "possible final result = 1", "never final result = 7",
                "stale 22", "no-race result", "no-diagnostic DEADLOCK");
        assertEquals(6, v.size(), v::toString);
        assertTrue(v.values().stream().allMatch(b -> b), v::toString);
    }

    @Test
    void falseClaimsAboutARacyProgramFail() {
        Map<String, Boolean> v = verdicts("no-race", "no-race data", "final result = 43", "never final result = 1",
                "possible final result = 42", "no-stale", "stale 14", "diagnostic SPIN", "stepper race result");
        assertEquals(9, v.size(), v::toString);
        assertTrue(v.values().stream().noneMatch(b -> b), v::toString);
    }

    @Test
    void theDefaultSampleIsCheckedByItsKhronosAnswers() {
        List<Verdict> vs = SampleCheck.check(SampleCatalog.load().defaultSample());
        assertEquals(2, vs.size());
        assertTrue(vs.stream().allMatch(Verdict::pass), vs::toString);
    }
}
