package dev.syncscope.views.graph;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

/** The grouping of a launch's invocations by memory domain, kept across the domain graph's refreshes. */
class LaunchGroupsTest {

    /** Two queue families of two workgroups (ids 0 and 1 in each) of two subgroups of two, and a host thread. */
    private static Launch twoQueueFamilies() {
        List<Agent> agents = new ArrayList<>();
        int id = 0;
        for (int qf = 0; qf < 2; qf++) {
            for (int wg = 0; wg < 2; wg++) {
                for (int i = 0; i < 4; i++) {
                    agents.add(new Agent(id, "T" + id, 2 * (2 * qf + wg) + i / 2, wg, qf));
                    id++;
                }
            }
        }
        agents.add(new Agent(id, "H", 100, 100, 100, true));
        return new Launch(agents, List.of(new Reference("buf", "buf", StorageClass.STORAGE_BUFFER, 1),
                new Reference("s0", "s0", StorageClass.WORKGROUP, 1, 0)), Map.of(), List.of(), false);
    }

    @Test
    void theGroupingOfALaunchIsKeptForItsNextRefresh() {
        Launch l = twoQueueFamilies();
        assertSame(LaunchGroups.of(l), LaunchGroups.of(l));
        Launch other = twoQueueFamilies();
        assertNotSame(LaunchGroups.of(l), LaunchGroups.of(other), "another launch, even an equal one, is grouped anew");
        assertSame(other, LaunchGroups.of(other).launch);
    }

    /** The graphs number a launch's subgroups by the numbering the memory tab and the explanations read: one walk. */
    @Test
    void theGraphsShareTheLaunchsOneNumbering() {
        Launch l = twoQueueFamilies();
        assertSame(dev.syncscope.views.i18n.SubgroupNames.of(l), LaunchGroups.of(l).subgroups);
    }

    /** VK MM: memory domains nest as the scope instances do: queue family, workgroup, subgroup; host threads apart. */
    @Test
    void invocationsAreGroupedByQueueFamilyWorkgroupAndSubgroupAndHostThreadsApart() {
        LaunchGroups g = LaunchGroups.of(twoQueueFamilies());
        assertEquals(List.of(0, 1), List.copyOf(g.groups.keySet()));
        assertEquals(List.of(0, 1), List.copyOf(g.groups.get(1).keySet()));
        assertEquals(List.of(6, 7), List.copyOf(g.groups.get(1).get(1).keySet()));
        assertEquals(List.of("T14", "T15"), g.groups.get(1).get(1).get(7).stream().map(Agent::name).toList());
        assertEquals(List.of("H"), g.hosts.stream().map(Agent::name).toList());
        assertEquals(8, g.workgroupSize(0), "workgroup id 0 of both queue families");
        assertEquals(1, g.workgroupSize(100), "the host thread by its own id");
    }

    /** Reference#reachableBy: a storage buffer by every agent, a workgroup array by its workgroup's (any queue family). */
    @Test
    void leavesCountEveryAgentOfAStorageBufferAndTheWorkgroupsOfAWorkgroupArray() {
        LaunchGroups g = LaunchGroups.of(twoQueueFamilies());
        assertEquals(17 + 8, g.leafCount(g.launch.references()));
    }

    /** The other workgroups' summary counts its own queue family's invocations only, though workgroup ids repeat. */
    @Test
    void aWorkgroupSummaryHasOnlyItsQueueFamilysInvocations() {
        Launch l = twoQueueFamilies();
        Members m = Members.ofWorkgroups(0, List.of(1), LaunchGroups.of(l));
        assertEquals(4, m.size());
        assertEquals(Set.of(4, 5, 6, 7), Set.copyOf(l.agents().stream().filter(m::has).map(Agent::id).toList()));
    }

    /**
     * The other workgroups' summary counts the invocations the write is visible to by (queue family, workgroup), once
     * per refresh: T5 (queue family 0, workgroup 1) and T13 (queue family 1, workgroup 1) see it; only T5 is among
     * queue family 0's workgroup 1.
     */
    @Test
    void aWorkgroupSummaryCountsTheVisibleInvocationsOfItsOwnQueueFamilyOnly() {
        Launch l = twoQueueFamilies();
        DomainHighlight h = new DomainHighlight(DomainGraphModel.leafId(0, "buf"), Set.of(),
                Set.of(DomainGraphModel.leafId(5, "buf"), DomainGraphModel.leafId(13, "buf")));
        DomainSummary summary = new DomainSummary(l, h, dev.syncscope.views.i18n.Messages.forLocale(
                java.util.Locale.ENGLISH));
        assertEquals(1, summary.visibleIn(Members.ofWorkgroups(0, List.of(1), LaunchGroups.of(l))));
        assertEquals(1, summary.visibleIn(Members.ofWorkgroups(1, List.of(0, 1), LaunchGroups.of(l))));
        assertEquals(1, summary.visibleIn(Members.of(l.agents().subList(12, 16))));
    }
}
