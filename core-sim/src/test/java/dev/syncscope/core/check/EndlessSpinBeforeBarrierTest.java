package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A wait before a control barrier for a value another invocation of the barrier's instance stores only after it
 * never ends (SPIR-V {@code OpControlBarrier}: the writer leaves the barrier only once the waiting invocation arrives,
 * which it does only once its wait read the value): the endless-loop proof leaves that value out of what the wait may
 * read ({@link EndlessSpins}), and the wait's complete paths that read it finish in no execution
 * ({@link BarrierCausality}). Before, the loop was not proved endless (the value is in the sets) and the answer was
 * UNKNOWN, offering a larger spin bound that cannot help. A value stored before the barrier, or after a barrier of
 * another instance (another workgroup), ends the wait as before.
 */
class EndlessSpinBeforeBarrierTest {

    private static final String KERNEL = """
            // @dispatch %d
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = %d) in;
            layout(binding = 0) buffer F { uint flag; };
            layout(binding = 1) buffer R { uint r[4]; };
            void main() {
                uint t = gl_GlobalInvocationID.x;
                if (t == 1u) { while (atomicLoad(flag, gl_ScopeDevice, 0, 0) == 0u) { } }
                %s
                r[t] = 1u;
            }
            """;

    private static CheckResult check(int workgroups, int size, String rest) {
        Program p = KernelLoader.load("wait.comp", KERNEL.formatted(workgroups, size, rest)).program();
        return new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(p);
    }

    private static List<Finding> endless(CheckResult r) {
        return r.findings().stream().filter(f -> f.kind() == Finding.Kind.ENDLESS_SPIN).toList();
    }

    @Test
    void aWaitForAStoreMadeAfterTheBarrierItWaitsBeforeNeverEnds_SpirvOpControlBarrier() {
        CheckResult r = check(1, 2, "barrier(); if (t == 0u) { atomicStore(flag, 1u, gl_ScopeDevice, 0, 0); }");
        assertTrue(r.complete(), r.limitMessage());
        List<Finding> e = endless(r);
        assertEquals(1, e.size(), r.findings() + " " + r.diagnostics());
        assertEquals(List.of(1), e.get(0).agents());
        assertEquals(Finding.ENDLESS_SPIN_BARRIER_KEY, e.get(0).key());
        assertEquals(List.of("T1", "wait.comp:10", "flag", "wait.comp:11"), e.get(0).args());
        assertEquals(0, r.consistentExecutions().size());
    }

    @Test
    void aStoreBeforeTheBarrierInAnotherBranchEndsTheWait() {
        // invocation 2 stores 1 before the barrier: the wait may read it, and every execution ends
        CheckResult r = check(1, 3, "if (t == 2u) { atomicStore(flag, 1u, gl_ScopeDevice, 0, 0); } barrier();"
                + " if (t == 0u) { atomicStore(flag, 1u, gl_ScopeDevice, 0, 0); }");
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(List.of(), endless(r));
        assertTrue(r.consistentExecutions().size() > 0);
    }

    @Test
    void aStoreAfterTheBarrierOfAnotherWorkgroupEndsTheWait() {
        // two workgroups of two: invocation 2's barrier is its own workgroup's, which it leaves without invocation 1
        CheckResult r = check(2, 2, "barrier(); if (t == 2u) { atomicStore(flag, 1u, gl_ScopeDevice, 0, 0); }");
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(List.of(), endless(r));
        assertTrue(r.consistentExecutions().size() > 0);
    }

    @Test
    void aStoreAfterASubgroupBarrierOfAnotherSubgroupEndsTheWait() {
        // subgroups of 1: invocation 0's subgroupBarrier() has no other member, so its store may come at once
        Program p = KernelLoader.load("wait.comp", ("// @subgroup-size 1\n" + KERNEL.formatted(1, 2,
                "subgroupBarrier(); if (t == 0u) { atomicStore(flag, 1u, gl_ScopeDevice, 0, 0); }"))
                .replace("#extension GL_KHR_memory_scope_semantics : require",
                        "#extension GL_KHR_memory_scope_semantics : require\n#extension GL_KHR_shader_subgroup_basic : require"))
                .program();
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(p);
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(List.of(), endless(r));
        assertTrue(r.consistentExecutions().size() > 0);
    }

    @Test
    void aStoreAfterABarrierTheWaitIsPastEndsTheWait() {
        // both passed barrier 0; the store after it may come before invocation 1 reaches barrier 1
        Program p = KernelLoader.load("wait.comp", KERNEL.formatted(1, 2, "barrier();")
                .replace("if (t == 1u) { while", "barrier(); if (t == 0u) { atomicStore(flag, 1u, gl_ScopeDevice, 0, 0); }"
                        + " if (t == 1u) { while")).program();
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(p);
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(List.of(), endless(r));
        assertTrue(r.consistentExecutions().size() > 0);
    }

    @Test
    void aWriterWhosePathWasCutMayStoreBeforeTheBarrier() {
        // invocation 0 stores the flag after the barrier in every path explored, but its poll of go, cut at the spin
        // bound of 32 reads, stores it before the barrier after 40 reads of 0: the rest of a cut path is unexplored,
        // so its writes are never taken for unreachable (with --spin-bound 41 the check finds the execution that ends)
        Program p = KernelLoader.load("wait.comp", KERNEL.formatted(1, 3, """
                if (t == 2u) { atomicStore(go, 1u, gl_ScopeDevice, 0, 0); }
                barrier();
                if (t == 0u) { atomicStore(flag, 1u, gl_ScopeDevice, 0, 0); }""")
                .replace("if (t == 1u) { while", """
                if (t == 0u) { uint k = 0u;
                    while (atomicLoad(go, gl_ScopeDevice, 0, 0) == 0u && k < 40u) { k++; }
                    if (k == 40u) { atomicStore(flag, 1u, gl_ScopeDevice, 0, 0); } }
                if (t == 1u) { while""")
                .replace("buffer F { uint flag; }", "buffer F { uint flag; uint go; }")).program();
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(p);
        assertEquals(List.of(), endless(r), r.diagnostics().toString());
        CheckResult longer = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true).withSpinBound(41))
                .check(p);
        assertTrue(longer.consistentExecutions().size() > 0, longer.diagnostics().toString());
    }
}
