package dev.syncscope.core.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A subgroup is numbered within its workgroup, as gl_SubgroupID counts (SPIR-V SubgroupId: 0 to NumSubgroups − 1 in
 * its workgroup), by its rank among the subgroup instances of its workgroup, whatever the ids across the launch.
 */
class SubgroupNumberingTest {

    @Test
    void aSubgroupIsItsRankAmongItsWorkgroupsSubgroups() {
        // two workgroups of two subgroups of two, as a kernel numbers them across the launch: 0 1 | 2 3
        List<Agent> agents = List.of(new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 0, 0, 0),
                new Agent(2, "T2", 1, 0, 0), new Agent(3, "T3", 1, 0, 0), new Agent(4, "T4", 2, 1, 0),
                new Agent(5, "T5", 2, 1, 0), new Agent(6, "T6", 3, 1, 0), new Agent(7, "T7", 3, 1, 0));
        SubgroupNumbering n = SubgroupNumbering.ofAgents(agents);
        assertEquals(1, n.workgroup(3));
        assertEquals(1, n.index(3));
        assertEquals(0, n.index(2));
        assertEquals("subgroup 1 of workgroup 1", n.words(3));
        assertEquals("wg1·sg0", n.compact(2));
        // the workgroup's invocations alone number its subgroups the same way
        assertEquals(1, SubgroupNumbering.ofAgents(agents.subList(4, 8)).index(3));
    }

    @Test
    void idsThatInterleaveAcrossWorkgroupsAreRankedWithinEach() {
        // a litmus test's ids as it declares them: workgroup 0 holds instances 0 and 5, workgroup 1 instance 3
        List<Agent> agents = List.of(new Agent(0, "P0", 5, 0, 0), new Agent(1, "P1", 3, 1, 0),
                new Agent(2, "P2", 0, 0, 0), new Agent(3, "P3", 9, 2, 0, true));
        SubgroupNumbering n = SubgroupNumbering.ofAgents(agents);
        assertEquals(1, n.index(5));
        assertEquals(0, n.index(0));
        assertEquals("wg1·sg0", n.compact(3));
        // a host thread is in no subgroup: its id names none
        assertEquals(-1, n.workgroup(9));
        assertEquals("subgroup 9", n.words(9));
    }
}
