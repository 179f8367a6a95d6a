package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A broadcast whose Id is not dynamically uniform is undefined behaviour (SPIR-V OpGroupNonUniformBroadcast: "Before
 * version 1.5, Id must come from a constant instruction. Starting with version 1.5, this restriction is lifted.
 * However, behavior is undefined when Id is not dynamically uniform"); dynamically uniform means the same value in
 * every invocation executing the dynamic instance (SPIR-V 2.2, "Dynamically Uniform"), so the tangle, not the whole
 * subgroup or launch. Both engines fault every member of such a tangle at the broadcast, naming another member's Id.
 * Before, each member read the lane its own Id named, as a shuffle does, and the kernel passed.
 */
class NonUniformBroadcastIdTest {

    private static List<Long> r(Map<String, Long> values) {
        return List.of(values.get("r[0]"), values.get("r[1]"), values.get("r[2]"), values.get("r[3]"));
    }

    private static String kernel(String body) {
        return """
                // @subgroup-size 4
                #version 450
                #extension GL_KHR_shader_subgroup_ballot : require
                layout(local_size_x = 4) in;
                layout(binding = 0) buffer R { uint r[]; };
                layout(binding = 1) readonly buffer In { uint base; };
                void main() {
                    uint i = gl_SubgroupInvocationID;
                """ + body + "}\n";
    }

    @Test
    void anIdThatDiffersBetweenTheMembersFaultsEveryMemberInBothEngines() {
        String text = kernel("    r[i] = subgroupBroadcast(i * 10u, i & 1u);\n");
        FileCheck.Report c = KernelRuns.check("bc.comp", text);
        assertTrue(c.failed(), c.toString());
        assertEquals(4, c.faults().size(), c.toString());
        assertTrue(c.faults().get(0).contains("T0 stops at bc.comp:9: OpGroupNonUniformBroadcast with an Id that is not"
                + " dynamically uniform: 0 here, 1 in subgroup invocation 1"), c.faults().toString());
        DebugSession s = KernelRuns.run("bc.comp", text);
        List<Diagnostic> faults = s.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.FAULT).toList();
        assertEquals(4, faults.size(), s.diagnostics().toString());
        assertTrue(faults.get(1).message().contains("OpGroupNonUniformBroadcast with an Id that is not dynamically"
                + " uniform: 1 here, 0 in subgroup invocation 0 (undefined behaviour; to read a lane chosen per"
                + " invocation, use a shuffle: subgroupShuffle, WaveReadLaneAt)"), faults.get(1).message());
        // its reason as data, for the window to word in its language (diagnostic.fault, fault.nonUniformBroadcastId)
        assertEquals("diagnostic.fault", faults.get(1).key());
        assertEquals("fault.nonUniformBroadcastId", faults.get(1).args().get(2));
    }

    @Test
    void theStepperNamesTheLaneEachMemberAsksForBesideItsValue() {
        // the Id travels last in the contribution (to compare the members'); the description keeps it apart
        DebugSession s = DebugSession.load(dev.syncscope.core.load.ProgramLoader.load("bc.comp",
                kernel("    r[i] = subgroupBroadcast(i * 10u, i & 1u);\n")));
        assertEquals("OpGroupNonUniformBroadcast.sg 10 from lane 1", s.snapshot().agents().get(1).next());
    }

    @Test
    void anIdUniformInTheTangleButNotInTheSubgroupIsDefined() {
        // only T2 and T3 execute the broadcast, both with Id 2: uniform in its tangle, so T2 and T3 read 2 * 10
        String text = kernel("""
                    uint x = 9u;
                    if (i >= 2u) {
                        x = subgroupBroadcast(i * 10u, i & ~1u);
                    }
                    r[i] = x;
                """);
        FileCheck.Report c = KernelRuns.check("tangle.comp", text);
        assertEquals(List.of(), c.faults(), c.toString());
        assertTrue(c.ok(), c.toString());
        assertEquals(List.of(9L, 9L, 20L, 20L), r(c.outcomes().get(0).values()));
        DebugSession s = KernelRuns.run("tangle.comp", text);
        assertEquals(List.of(), s.diagnostics(), s.diagnostics().toString());
        assertEquals(List.of(9L, 9L, 20L, 20L), r(s.outcome().values()));
    }

    @Test
    void anIdReadFromMemoryThatEveryMemberSharesIsDefined() {
        // a value read from memory, the same for all (base starts at 0): dynamically uniform though no constant
        String text = kernel("""
                    r[i] = subgroupBroadcast(i * 10u, base + 1u);
                """);
        DebugSession s = KernelRuns.run("mem.comp", text);
        assertEquals(List.of(), s.diagnostics(), s.diagnostics().toString());
        assertEquals(List.of(10L, 10L, 10L, 10L), r(s.outcome().values()));
    }
}
