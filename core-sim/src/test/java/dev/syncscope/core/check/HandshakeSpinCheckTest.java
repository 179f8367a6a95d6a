package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two invocations hand a flag to each other: T0 raises flag[1], then waits for flag[0]; T1 waits for flag[1], then
 * raises flag[0]. In round 0 of the value sets (initial values only) both waits are cut at the spin bound, so no path
 * completes; the enumeration stopped there, with 0 executions, saying every execution that ends was checked. An
 * execution that ends exists (VK MM: Synchronizes-With: T1's acquire reads T0's release, T0's reads T1's): a path cut
 * at the spin bound writes what a completed path with its prefix writes, so its writes count towards the rounds the
 * value sets need (TraceEnumerator).
 */
class HandshakeSpinCheckTest {

    private static final String HANDSHAKE = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 2) in;
            const int B = gl_StorageSemanticsBuffer;
            layout(binding = 0) buffer Flags { uint flag[2]; };
            void main() {
                if (gl_LocalInvocationID.x == 0u) {
                    atomicStore(flag[1], 1u, gl_ScopeDevice, B, gl_SemanticsRelease);
                    while (atomicLoad(flag[0], gl_ScopeDevice, B, gl_SemanticsAcquire) == 0u) { }
                } else {
                    while (atomicLoad(flag[1], gl_ScopeDevice, B, gl_SemanticsAcquire) == 0u) { }
                    atomicStore(flag[0], 1u, gl_ScopeDevice, B, gl_SemanticsRelease);
                }
            }
            """;

    @Test
    void twoInvocationsHandingAFlagToEachOtherHaveTheirExecutionThatEnds() {
        Program p = KernelLoader.load("handshake.comp", HANDSHAKE).program();
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(p);
        assertFalse(r.consistentExecutions().isEmpty(), "an execution that ends: " + r);
        assertTrue(r.consistentExecutions().stream().allMatch(e -> e.races().isEmpty()), "race-free");
        assertTrue(r.consistentExecutions().stream().flatMap(e -> e.outcomes().stream())
                .allMatch(o -> o.values().get("flag[0]") == 1L && o.values().get("flag[1]") == 1L),
                r.consistentExecutions().toString());
        assertEquals(0, r.findings().stream().filter(f -> f.kind() == Finding.Kind.ENDLESS_SPIN).count());
    }
}
