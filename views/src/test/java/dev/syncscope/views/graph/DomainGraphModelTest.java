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
import static org.junit.jupiter.api.Assertions.assertTrue;

class DomainGraphModelTest {

    private static Launch mp() {
        return new Launch(List.of(new Agent(0, "P0", 0, 0, 0), new Agent(1, "P1", 1, 1, 0)),
                List.of(new Reference("x", "x", StorageClass.STORAGE_BUFFER, 1),
                        new Reference("y", "y", StorageClass.STORAGE_BUFFER, 1)),
                Map.of(), List.of(), false);
    }

    private static GraphDescription.Node node(GraphDescription g, String id) {
        return g.nodes().stream().filter(n -> n.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void domainsNestHostDeviceShaderQueueFamilyWorkgroupSubgroupLeaf() {
        GraphDescription g = DomainGraphModel.describe(mp(), DomainHighlight.NONE, 0);
        // host, device, shader, qf 0, wg 0, wg 1, sg 0, sg 1, and 2 agents x 2 references
        assertEquals(12, g.nodes().size());
        for (String[] e : new String[][] {{"host", "device"}, {"device", "shader"}, {"shader", "qf:0"},
                {"qf:0", "wg:1"}, {"wg:1", "sg:1"}, {"sg:1", "ref:1:x"}}) {
            assertTrue(g.edges().stream().anyMatch(x -> x.from().equals(e[0]) && x.to().equals(e[1])), e[0] + ">" + e[1]);
        }
    }

    @Test
    void highlightMarksAvailableDomainsAndVisibleLeavesWithoutMovingNodes() {
        GraphDescription plain = DomainGraphModel.describe(mp(), DomainHighlight.NONE, 0);
        DomainHighlight h = new DomainHighlight("ref:0:x", Set.of("sg:0", "wg:0", "qf:0", "shader"), Set.of("ref:1:x"));
        GraphDescription lit = DomainGraphModel.describe(mp(), h, 0);
        assertEquals("available", node(lit, "shader").styleClass());
        assertEquals("domain", node(lit, "wg:1").styleClass());
        assertEquals("writer", node(lit, "ref:0:x").styleClass());
        assertEquals("visible", node(lit, "ref:1:x").styleClass());
        for (GraphDescription.Node n : plain.nodes()) {
            assertEquals(n.x(), node(lit, n.id()).x(), 1e-9);
            assertEquals(n.y(), node(lit, n.id()).y(), 1e-9);
        }
    }

    @Test
    void largeLaunchesDrawLeavesOfTheFocusedWorkgroupOnly() {
        List<Agent> agents = new ArrayList<>();
        for (int i = 0; i < 256; i++) {
            agents.add(new Agent(i, "T" + i, i / 32, i / 64, 0));
        }
        Launch big = new Launch(agents, List.of(new Reference("data", "data", StorageClass.STORAGE_BUFFER, 256)),
                Map.of(), List.of(), false);
        GraphDescription g = DomainGraphModel.describe(big, DomainHighlight.NONE, 2);
        long leaves = g.nodes().stream().filter(n -> n.id().startsWith("ref:")).count();
        assertEquals(64, leaves);
        assertEquals(8, g.nodes().stream().filter(n -> n.id().startsWith("sg:")).count(), "every subgroup still shown");
    }
}
