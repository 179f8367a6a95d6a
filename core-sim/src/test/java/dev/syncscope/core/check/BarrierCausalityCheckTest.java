package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A wait's read, whose value decides whether its invocation reaches a control barrier at all, cannot read a write
 * made after another invocation leaves that barrier instance ({@link BarrierCausality}; SPIR-V
 * {@code OpControlBarrier}: "Wait for all active invocations within the specified Scope to reach this point"). The
 * appendix's axioms allow such a read: the flags are buffer memory and {@code barrier()} orders Workgroup memory only,
 * so program order and reads-from may form a cycle (load buffering). A read that decides only a branch or a bounded
 * loop may complete late (a compiler may make the branch a select, or move it below the barrier), as may one whose
 * value is only stored: load buffering across the barrier stays allowed for them.
 */
class BarrierCausalityCheckTest {

    private static final String HEADER = """
            #version 450
            #pragma use_vulkan_memory_model
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 3) in;
            layout(binding = 0) buffer F { uint f1; uint f2; };
            layout(binding = 1) buffer R { uint r[3]; };
            void main() {
                uint t = gl_LocalInvocationIndex;
                uint seen = 0u;
            """;

    private static CheckResult check(String body) {
        Program p = KernelLoader.load("cbar.comp", HEADER + body + "}\n").program();
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(p);
        assertTrue(r.complete(), r.limitMessage());
        return r;
    }

    /**
     * What invocation 1 may have {@code seen} with {@code before} ahead of a barrier after which invocation 0 stores 1
     * to f1.
     */
    private static Set<Long> seenBeforeTheStoreAfterTheBarrier(String before) {
        return seenBy1(check(before + """
                    barrier();
                    if (t == 0u) { atomicStore(f1, 1u, gl_ScopeWorkgroup, 0, 0); }
                    r[t] = seen;
                """));
    }

    private static Set<Long> seenBy1(CheckResult r) {
        return r.allowedOutcomes().stream().map(Outcome::values).map(v -> v.get("r[1]")).collect(Collectors.toSet());
    }

    @Test
    void aWaitBeforeABarrierForAFlagStoredAfterItNeverEnds_SpirvOpControlBarrier() {
        // invocation 1 can leave its wait only by reading the store invocation 0 makes after the barrier, which it
        // leaves only once invocation 1 arrives: every stepper run spins and deadlocks, and no execution ends
        CheckResult r = check("""
                    if (t == 1u) { while (atomicLoad(f1, gl_ScopeWorkgroup, 0, 0) == 0u) { } }
                    barrier();
                    if (t == 0u) { atomicStore(f1, 1u, gl_ScopeWorkgroup, 0, 0); }
                    r[t] = 1u;
                """);
        assertEquals(Set.of(), r.allowedOutcomes(), r.diagnostics().toString());
    }

    @Test
    void theStoreThatEndsTheWaitMayComeThroughAnotherWorkgroupsWait_SpirvOpControlBarrier() {
        // invocation 2, in the other workgroup (another barrier instance), stores f2 only once its wait read
        // invocation 0's store of f1, made after workgroup 0's barrier, and invocation 1 waits for f2 before that
        // barrier: a cycle through invocation 2's wait, not through its barrier
        Program p = KernelLoader.load("cbar2.comp", "// @dispatch 2\n" + HEADER.replace("local_size_x = 3",
                "local_size_x = 2").replace("gl_LocalInvocationIndex", "gl_GlobalInvocationID.x").replace("r[3]", "r[4]")
                + """
                    if (t == 1u) { while (atomicLoad(f2, gl_ScopeDevice, 0, 0) == 0u) { } }
                    if (t == 2u) { while (atomicLoad(f1, gl_ScopeDevice, 0, 0) == 0u) { }
                        atomicStore(f2, 1u, gl_ScopeDevice, 0, 0); }
                    barrier();
                    if (t == 0u) { atomicStore(f1, 1u, gl_ScopeDevice, 0, 0); }
                    r[t] = 1u;
                }
                """).program();
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true)).check(p);
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(Set.of(), r.allowedOutcomes(), r.diagnostics().toString());
    }

    @Test
    void loadBufferingAcrossABarrierWithoutADependencyStaysAllowed_VkMmAcyclicity() {
        // the value read decides nothing before the barrier: it is only stored after it, so the read may take the
        // store made after the barrier (no axiom orders them: barrier() names Workgroup memory, the flag is a buffer)
        assertEquals(Set.of(0L, 1L), seenBeforeTheStoreAfterTheBarrier("""
                    if (t == 1u) { seen = atomicLoad(f1, gl_ScopeWorkgroup, 0, 0); }
                """));
    }

    @Test
    void aBranchOnAReadBeforeTheBarrierMayTakeTheStoreAfterIt_VkMmAcyclicity() {
        // the branch decides whether invocation 1 stores f2 before the barrier, not whether it gets there: a compiler
        // may move the branch below the barrier, whose semantics leave the buffer out, and the read completes late
        // (load buffering, as the axioms allow)
        assertEquals(Set.of(0L, 100L), seenBeforeTheStoreAfterTheBarrier("""
                    if (t == 1u) { if (atomicLoad(f1, gl_ScopeWorkgroup, 0, 0) == 1u) {
                        seen = 100u; atomicStore(f2, 1u, gl_ScopeWorkgroup, 0, 0); } }
                """));
    }

    @Test
    void aBoundedPollBeforeTheBarrierMayTakeTheStoreAfterIt_VkMmAcyclicity() {
        // two reads at most, each deciding whether a store of f2 comes next: no wait, the loop always ends, and may be
        // moved below the barrier as a branch may
        assertEquals(Set.of(0L, 1L), seenBeforeTheStoreAfterTheBarrier("""
                    if (t == 1u) { for (uint i = 0u; i < 2u; i++) {
                        if (atomicLoad(f1, gl_ScopeWorkgroup, 0, 0) == 1u) { seen = 1u; break; }
                        atomicStore(f2, i + 1u, gl_ScopeWorkgroup, 0, 0); } }
                """));
    }

    @Test
    void aWaitForAFlagStoredBeforeTheBarrierEnds() {
        CheckResult r = check("""
                    if (t == 1u) { while (atomicLoad(f1, gl_ScopeWorkgroup, 0, 0) == 0u) { } }
                    if (t == 0u) { atomicStore(f1, 1u, gl_ScopeWorkgroup, 0, 0); }
                    barrier();
                    r[t] = 1u;
                """);
        assertEquals(Set.of(1L), seenBy1(r), r.allowedOutcomes().toString());
    }

    /** P0 waits for x before barrier 0; P1 stores x after it (herd syntax; {@code Q}: a quorum, or none). */
    private static final String QUORUM_WAIT = """
            Vulkan quorum-wait
            {
            x=0;
            }
             P0@sg 0, wg 0, qf 0             | P1@sg 1, wg 0, qf 0              ;
             LC00:                           | cbar.acq_rel.wg.semsc0 0Q        ;
             ld.atom.wg.sc0 r0, x            | st.atom.wg.sc0 x, 1              ;
             bne r0, 1, LC00                 |                                  ;
             cbar.acq_rel.wg.semsc0 0Q       |                                  ;
            exists (P0:r0 == 1)
            """;

    private static Set<Outcome> quorumWait(String quorum) {
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true))
                .check(HerdParser.parse("q.litmus", QUORUM_WAIT.replace("Q", quorum), 3).program());
        assertTrue(r.complete(), r.limitMessage());
        return Set.copyOf(r.allowedOutcomes());
    }

    @Test
    void aLitmusWaitBeforeABarrierForAStoreAfterItNeverEnds_SpirvOpControlBarrier() {
        assertEquals(Set.of(), quorumWait(""));
    }

    @Test
    void aQuorumBarrierThatTheWriterPassesAloneLetsTheWaitEnd_Dat3mNamedBarrier() {
        // a quorum of 1: P1 completes the instance alone and stores at once (Dat3M's NamedBarrier), so P0's wait
        // may read it before arriving
        assertEquals(1, quorumWait(", 0, 1").size());
    }
}
