package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rotations (SPIR-V OpGroupNonUniformRotateKHR, SPV_KHR_subgroup_rotate; GLSL {@code subgroupRotate},
 * {@code subgroupClusteredRotate}) in both engines, refused at load until session 78: "Invocation ID = ( (LocalId +
 * Delta) &amp; (RotationGroupSize - 1) ) + (LocalId &amp; ~(RotationGroupSize - 1))", RotationGroupSize the
 * ClusterSize when present, else the subgroup's size; "If the selected lane is inactive, the resulting value is
 * undefined"; "Delta must be dynamically uniform within Execution"; "If ClusterSize is greater than the size of the
 * group, executing this instruction results in undefined behavior". Expected values are worked out by hand.
 */
class RotateOperationsTest {

    private static String kernel(String body) {
        return """
                // @subgroup-size 8
                // @length o = 16
                #version 450
                #extension GL_KHR_shader_subgroup_basic : require
                #extension GL_KHR_shader_subgroup_rotate : require
                layout(local_size_x = 8) in;
                layout(binding = 0) buffer O { uint o[]; };
                void main() {
                    uint lane = gl_SubgroupInvocationID;
                """ + body + "}\n";
    }


    @Test
    void aRotationReadsTheLaneDeltaAboveWithinTheSubgroupOrItsCluster() {
        // by 3 over 8 lanes: lane i reads (i + 3) mod 8; by 1 in clusters of 4: (i + 1) mod 4 within i's cluster
        String text = kernel("""
                    o[lane] = subgroupRotate(lane * 10u, 3u);
                    o[8u + lane] = subgroupClusteredRotate(lane * 10u, 1u, 4u);
                """);
        List<Long> expected = List.of(30L, 40L, 50L, 60L, 70L, 0L, 10L, 20L, 10L, 20L, 30L, 0L, 50L, 60L, 70L, 40L);
        FileCheck.Report c = KernelRuns.check("rot.comp", text);
        assertTrue(c.ok(), c.toString());
        assertEquals(1, c.outcomes().size(), c.toString());
        assertEquals(expected, KernelRuns.elements(c.outcomes().get(0).values(), "o", 16));
        for (DebugSession s : KernelRuns.runUnderEveryScheduler("rot.comp", text)) {
            assertEquals(List.of(), s.diagnostics(), String.valueOf(s.options().scheduler()));
            assertEquals(expected, KernelRuns.elements(s.outcome().values(), "o", 16),
                    String.valueOf(s.options().scheduler()));
        }
    }

    @Test
    void aRotationFromAnInactiveLaneIsAnUndefinedValue() {
        String text = kernel("""
                    if (lane != 2u) {
                        o[lane] = subgroupRotate(lane * 10u, 1u);
                    }
                """);
        DebugSession s = KernelRuns.run("inactive.comp", text);
        assertEquals(List.of("T1 uses the undefined value of OpGroupNonUniformRotateKHR from subgroup invocation 2 (not"
                + " in the tangle) at inactive.comp:11; T1 stores its value to o[1]"), KernelRuns.undefinedReads(s));
        // the others read lane + 1 mod 8: T0 lane 1's 10, T3 lane 4's 40, T7 lane 0's 0
        List<Long> out = KernelRuns.elements(s.outcome().values(), "o", 8);
        assertEquals(List.of(10L, 40L, 0L), List.of(out.get(0), out.get(3), out.get(7)));
        FileCheck.Report c = KernelRuns.check("inactive.comp", text);
        assertEquals(1, c.undefinedReads().size(), c.toString());
    }

    @Test
    void aDeltaThatDiffersBetweenTheMembersFaults() {
        String text = kernel("    o[lane] = subgroupRotate(lane * 10u, lane & 1u);\n");
        DebugSession s = KernelRuns.run("delta.comp", text);
        List<Diagnostic> faults = s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.FAULT).toList();
        assertEquals(8, faults.size(), s.diagnostics().toString());
        assertTrue(faults.get(0).message().contains("OpGroupNonUniformRotateKHR with a Delta that is not dynamically"
                + " uniform: 0 here, 1 in subgroup invocation 1"), faults.get(0).message());
        assertEquals("fault.nonUniformRotateDelta", faults.get(0).args().get(2));
        assertEquals(8, KernelRuns.check("delta.comp", text).faults().size());
    }

    @Test
    void aClusterLargerThanTheSubgroupFaults() {
        DebugSession s = KernelRuns.run("cluster.comp",
                kernel("    o[lane] = subgroupClusteredRotate(lane, 1u, 16u);\n"));
        List<Diagnostic> faults = s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.FAULT).toList();
        assertEquals(8, faults.size(), s.diagnostics().toString());
        assertTrue(faults.get(0).message().contains("OpGroupNonUniformRotateKHR with ClusterSize 16 in a subgroup of 8"
                + " invocations: undefined behaviour"), faults.get(0).message());
        assertEquals("fault.badClusterSize", faults.get(0).args().get(2));
    }

    @Test
    void aClusteredReductionOverALargerClusterThanTheSubgroupFaultsToo() {
        // the same sentence of SPIR-V for OpGroupNonUniformIAdd's ClusteredReduce: it gave the subgroup's sum before
        String text = kernel("    o[lane] = subgroupClusteredAdd(lane, 16u);\n").replace(
                "#extension GL_KHR_shader_subgroup_rotate : require",
                "#extension GL_KHR_shader_subgroup_clustered : require");
        List<Diagnostic> faults = KernelRuns.run("add.comp", text).diagnostics().stream()
                .filter(d -> d.kind() == Diagnostic.Kind.FAULT).toList();
        assertEquals(8, faults.size(), faults.toString());
        assertTrue(faults.get(0).message().contains("OpGroupNonUniformIAdd with ClusterSize 16 in a subgroup of 8"),
                faults.get(0).message());
        assertEquals(8, KernelRuns.check("add.comp", text).faults().size());
    }

    @Test
    void theStepperNamesTheDeltaEachMemberRotatesBy() {
        DebugSession s = DebugSession.load(ProgramLoader.load("rot.comp",
                kernel("    o[lane] = subgroupRotate(lane * 10u, 3u);\n")));
        for (int i = 0; i < 100 && !s.snapshot().agents().get(1).next().startsWith("OpGroupNonUniformRotateKHR"); i++) {
            s.step();
        }
        assertEquals("OpGroupNonUniformRotateKHR.sg 10 rotated by 3", s.snapshot().agents().get(1).next());
    }
}
