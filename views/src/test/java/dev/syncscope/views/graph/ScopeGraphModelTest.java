package dev.syncscope.views.graph;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.HostLitmus;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScopeGraphModelTest {

    /** Two workgroups; the first has two subgroups of two invocations, the second one of one. */
    private static Launch launch() {
        List<Agent> agents = List.of(
                new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 0, 0, 0),
                new Agent(2, "T2", 1, 0, 0), new Agent(3, "T3", 1, 0, 0),
                new Agent(4, "T4", 2, 1, 0));
        return new Launch(agents, List.of(), Map.of(), List.of(), false);
    }

    @Test
    void hasOneNodePerScopeInstanceAndInvocation() {
        GraphDescription g = ScopeGraphModel.describe(launch());
        // device + 1 queue family + 2 workgroups + 3 subgroups + 5 invocations
        assertEquals(12, g.nodes().size());
        assertEquals(11, g.edges().size(), "a tree: one edge into every node but the device");
    }

    @Test
    void everyInvocationHangsBelowItsOwnSubgroup() {
        GraphDescription g = ScopeGraphModel.describe(launch());
        assertTrue(g.edges().stream().anyMatch(e -> e.from().equals("sg:2") && e.to().equals("inv:4")));
        assertTrue(g.edges().stream().anyMatch(e -> e.from().equals("wg:0") && e.to().equals("sg:1")));
        assertTrue(g.edges().stream().anyMatch(e -> e.from().equals("qf:0") && e.to().equals("wg:1")));
        assertTrue(g.edges().stream().anyMatch(e -> e.from().equals("device") && e.to().equals("qf:0")));
    }

    @Test
    void parentsAreCentredBesideTheirChildren() {
        GraphDescription g = ScopeGraphModel.describe(launch());
        GraphDescription.Node sg0 = g.nodes().stream().filter(n -> n.id().equals("sg:0")).findFirst().orElseThrow();
        GraphDescription.Node inv0 = g.nodes().stream().filter(n -> n.id().equals("inv:0")).findFirst().orElseThrow();
        GraphDescription.Node inv1 = g.nodes().stream().filter(n -> n.id().equals("inv:1")).findFirst().orElseThrow();
        assertEquals((inv0.y() + inv1.y()) / 2, sg0.y(), 1e-9);
        assertTrue(inv0.x() > sg0.x(), "the hierarchy grows to the right");
    }

    @Test
    void aHostThreadIsInNoScopeInstance() {
        Launch launch = HostLitmus.submit().launch();
        Agent host = launch.agents().get(0);
        GraphDescription g = ScopeGraphModel.describe(launch);
        GraphDescription.Node h = g.nodes().stream().filter(n -> n.id().equals("inv:0")).findFirst().orElseThrow();
        assertEquals("hostThread", h.styleClass());
        assertEquals("P0 · host", h.label());
        assertTrue(g.edges().stream().noneMatch(e -> e.to().equals("inv:0")), "no instance contains it");
        assertTrue(g.nodes().stream().noneMatch(n -> n.id().equals("sg:" + host.subgroup())
                || n.id().equals("wg:" + host.workgroup())), "its own ids draw no instance");
        GraphDescription.Node p1 = g.nodes().stream().filter(n -> n.id().equals("inv:1")).findFirst().orElseThrow();
        assertEquals(p1.x(), h.x(), 1e-9);
        assertTrue(h.y() > p1.y(), "above the invocations");
    }

    @Test
    void sameLaunchGivesTheSameDescription() {
        assertEquals(ScopeGraphModel.describe(launch()), ScopeGraphModel.describe(launch()));
    }

    /** {@code n} invocations in subgroups of {@code perSubgroup} and workgroups of {@code perWorkgroup}. */
    private static Launch large(int n, int perSubgroup, int perWorkgroup) {
        List<Agent> agents = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            agents.add(new Agent(i, "T" + i, i / perSubgroup, i / perWorkgroup, 0));
        }
        return new Launch(agents, List.of(), Map.of(), List.of(), false);
    }

    private static GraphDescription.Node node(GraphDescription g, String id) {
        return g.nodes().stream().filter(n -> n.id().equals(id)).findFirst().orElseThrow(() -> new AssertionError(id));
    }

    @Test
    void aLaunchOfMoreInvocationsThanTheLeafLimitDrawsItsSubgroupsAsLeavesWithTheirCounts() {
        // 512 invocations, 16 subgroups of 32, 2 workgroups
        GraphDescription g = ScopeGraphModel.describe(large(512, 32, 256));
        assertTrue(g.nodes().stream().noneMatch(n -> n.id().startsWith("inv:")), "no node per invocation");
        assertEquals(1 + 1 + 2 + 16, g.nodes().size());
        assertEquals(g.nodes().size() - 1, g.edges().size(), "still a tree");
        assertEquals("sg 3 · 32 invocations", node(g, "sg:3").label());
    }

    /**
     * 70,000 workgroups of one invocation: the first 256 drawn, the rest one node (a node each took GraphStream
     * minutes on the FX thread: the window hung).
     */
    @Test
    void aLaunchOfMoreSubgroupsThanTheLeafLimitDrawsTheFirstWorkgroupsAndTheRestAsOneNode() {
        GraphDescription g = ScopeGraphModel.describe(large(70_000, 1, 1));
        // device, queue family, the leaves and the rest, drawn in columns (ScopeColumns)
        assertEquals(1 + 1 + ScopeGraphModel.LEAF_LIMIT + 1, g.nodes().size());
        assertEquals(g.nodes().size() - 1, g.edges().size(), "still a tree");
        assertEquals("wg 0 · 1 invocation", node(g, "wg:0").label());
        assertEquals("… 69,744 more workgroups · 69,744 invocations", node(g, "more:qf:0").label());
    }

    /** A Japanese window counts invocations and the workgroups left out in Japanese, and says ホスト for a host thread. */
    @Test
    void japaneseLabelsCountInJapanese() {
        Messages ja = Messages.forLocale(Locale.JAPANESE);
        GraphDescription big = ScopeGraphModel.describe(large(512, 32, 256), ja);
        assertEquals("SG 3 · 呼び出し 32 個", node(big, "sg:3").label());
        // the scope instances are named as the memory domains are (EngineText.domainLabel); they said wg, qf, device
        assertEquals("WG 1", node(big, "wg:1").label());
        assertEquals("QF 0", node(big, "qf:0").label());
        assertEquals("デバイス", node(big, "device").label());
        GraphDescription g = ScopeGraphModel.describe(large(70_000, 1, 1), ja);
        assertEquals("WG 0 · 呼び出し 1 個", node(g, "wg:0").label());
        assertEquals("… ほかのワークグループ 69,744 個 · 呼び出し 69,744 個", node(g, "more:qf:0").label());
        Launch hosts = HostLitmus.submit().launch();
        assertEquals("P0 · ホスト", node(ScopeGraphModel.describe(hosts, ja), "inv:" + hosts.agents().get(0).id()).label());
    }

    /**
     * 1,024 invocations in 4 workgroups of 8 subgroups (docs/examples/reduction-1024.comp): 32 leaves in one column put
     * their labels on top of each other in a pane a few hundred pixels high. They stand in columns, one per workgroup,
     * under it, top-down, each label on its leaf's right, and the tree above is centred over them.
     */
    @Test
    void manyLeavesStandInAColumnPerParentUnderIt() {
        GraphDescription g = ScopeGraphModel.describe(large(1024, 32, 256));
        for (int wg = 0; wg < 4; wg++) {
            GraphDescription.Node parent = node(g, "wg:" + wg);
            double lastY = parent.y();
            for (int sg = wg * 8; sg < wg * 8 + 8; sg++) {
                GraphDescription.Node leaf = node(g, "sg:" + sg);
                assertEquals(parent.x(), leaf.x(), 1e-9, "sg " + sg + " in the column of wg " + wg);
                assertTrue(leaf.y() < lastY, "sg " + sg + " below the one before");
                assertEquals("subgroupLeaf", leaf.styleClass());
                lastY = leaf.y();
            }
            if (wg > 0) {
                assertTrue(parent.x() > node(g, "wg:" + (wg - 1)).x(), "the workgroups side by side");
            }
        }
        GraphDescription.Node device = node(g, "device");
        GraphDescription.Node family = node(g, "qf:0");
        assertEquals((node(g, "wg:0").x() + node(g, "wg:3").x()) / 2, family.x(), 1e-9, "the queue family over them");
        assertEquals(family.y(), device.y(), 1e-9, "the device beside its only queue family, not on top of it");
        assertTrue(device.x() < family.x() && device.x() < node(g, "wg:0").x(), "left of its queue family and of the first column");
        assertTrue(family.y() > node(g, "wg:0").y(), "top-down");
        assertEquals(g.nodes().size() - 1, g.edges().size(), "a tree, without hidden nodes");
    }

    /**
     * A column holds at most ScopeColumns.rows leaves (from MIN_ROWS to ROWS, filling about COLUMNS columns); a parent
     * with more gets more columns.
     */
    @Test
    void aParentWithMoreLeavesThanAColumnHoldsGetsMoreColumns() {
        // 1 workgroup of 40 subgroups of 8 invocations: 40 leaves under wg 0
        GraphDescription g = ScopeGraphModel.describe(large(320, 8, 320));
        java.util.Set<Double> columns = new java.util.TreeSet<>();
        for (int sg = 0; sg < 40; sg++) {
            columns.add(node(g, "sg:" + sg).x());
        }
        int rows = ScopeColumns.rows(1, 40);
        assertTrue(rows >= ScopeColumns.MIN_ROWS && rows <= ScopeColumns.ROWS, rows + " rows");
        assertEquals((40 + rows - 1) / rows, columns.size());
        assertEquals(node(g, "sg:0").y(), node(g, "sg:" + rows).y(), 1e-9, "each column starts at the top");
    }

    /**
     * 64 invocations in one workgroup at subgroup size 4 (audit 52 F7): 16 subgroup leaves stand in 4 columns of 4
     * under the workgroup, where columns of 12 rows were too close for their labels in a 1280×800 window's pane.
     */
    @Test
    void sixteenSubgroupsOfOneWorkgroupStandInFourColumnsOfFour() {
        GraphDescription g = ScopeGraphModel.describe(large(64, 4, 64));
        java.util.Set<Double> columns = new java.util.TreeSet<>();
        java.util.Set<Double> rows = new java.util.TreeSet<>();
        for (int sg = 0; sg < 16; sg++) {
            columns.add(node(g, "sg:" + sg).x());
            rows.add(node(g, "sg:" + sg).y());
            assertEquals("subgroupLeaf", node(g, "sg:" + sg).styleClass());
        }
        assertEquals(4, columns.size());
        assertEquals(4, rows.size());
        assertEquals("sg 15 · T60–T63", node(g, "sg:15").label());
    }

    /**
     * More invocations than ScopeGraphModel.INVOCATION_LEAVES (16 in 2 workgroups at subgroup size 4, the audit's
     * classroom launch, audit 52 F7): each subgroup is a leaf naming its invocations, its label on its right, no node
     * per invocation; a launch of at most that many keeps a node per invocation.
     */
    @Test
    void aClassroomLaunchDrawsEachSubgroupAsALeafNamingItsInvocations() {
        GraphDescription g = ScopeGraphModel.describe(large(16, 4, 8));
        assertTrue(g.nodes().stream().noneMatch(n -> n.id().startsWith("inv:")), "no node per invocation");
        assertEquals("sg 0 · T8–T11", node(g, "sg:2").label(), "T8's subgroup: gl_SubgroupID 0 of workgroup 1");
        assertEquals("subgroup," + ScopeColumns.LABEL_RIGHT, node(g, "sg:2").styleClass());
        assertEquals(g.nodes().size() - 1, g.edges().size(), "still a tree");
        assertEquals("invocation", node(ScopeGraphModel.describe(launch()), "inv:0").styleClass(),
                "a small launch keeps its left-to-right tree of invocations");
        assertEquals(ScopeGraphModel.INVOCATION_LEAVES, ScopeGraphModel.describe(large(8, 4, 8)).nodes().stream()
                .filter(n -> n.id().startsWith("inv:")).count(), "8 invocations, a node each");
    }

    /**
     * Each launch's subgroups are named by its own numbering (gl_SubgroupID, the index within its workgroup), which the
     * scope graph shares with the domain graph ({@link LaunchGroups}, kept for the latest launch): a new launch is never
     * named by the numbering of the launch before it, in English or Japanese.
     */
    @Test
    void aNewLaunchsSubgroupsAreNumberedByItsOwnWorkgroups() {
        Launch before = large(16, 4, 8); // workgroup 0: subgroups 0, 1; workgroup 1: 2, 3
        List<Agent> agents = new java.util.ArrayList<>();
        for (int i = 0; i < 16; i++) {
            agents.add(new Agent(i, "T" + i, i / 4, i < 4 ? 0 : 1, 0)); // workgroup 0: subgroup 0; 1: 1, 2, 3
        }
        Launch after = new Launch(agents, List.of(), Map.of(), List.of(), false);
        for (Locale language : List.of(Locale.ENGLISH, Locale.JAPANESE)) {
            Messages text = Messages.forLocale(language);
            String sg = language == Locale.ENGLISH ? "sg" : "SG";
            assertEquals(sg + " 1 · T4–T7", node(ScopeGraphModel.describe(before, text), "sg:1").label());
            GraphDescription next = ScopeGraphModel.describe(after, text);
            assertEquals(sg + " 0 · T4–T7", node(next, "sg:1").label(), "the first subgroup of workgroup 1 now");
            assertEquals(sg + " 1 · T8–T11", node(next, "sg:2").label());
            assertEquals(sg + " 0 · T8–T11", node(ScopeGraphModel.describe(before, text), "sg:2").label(),
                    "the first launch's numbering when it comes back");
        }
    }
}
