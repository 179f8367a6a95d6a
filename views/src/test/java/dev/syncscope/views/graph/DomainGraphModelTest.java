package dev.syncscope.views.graph;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.views.HostLitmus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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

    /**
     * The domains are named in the window's language (the English short names were built in the model); the numbered
     * ones by their short Japanese labels, as the full names run into the next level's.
     */
    @Test
    void domainsAreNamedInJapanese() {
        GraphDescription g = DomainGraphModel.describe(HostLitmus.submit().launch(), DomainHighlight.NONE, 1,
                dev.syncscope.views.i18n.Messages.forLocale(java.util.Locale.JAPANESE));
        var launch = HostLitmus.submit().launch();
        Agent device = launch.agents().get(1);
        assertEquals("ホスト", node(g, "host").label());
        assertEquals("デバイス", node(g, "device").label());
        assertEquals("シェーダー", node(g, "shader").label());
        assertEquals("QF " + device.queueFamily(), node(g, "qf:" + device.queueFamily()).label());
        assertEquals("WG " + device.workgroup(), node(g, "wg:" + device.workgroup()).label());
        // by its index in its workgroup, as gl_SubgroupID counts (audit 52 L1), not its instance id
        assertEquals("SG 0", node(g, "sg:" + device.subgroup()).label());
        GraphDescription english = DomainGraphModel.describe(launch, DomainHighlight.NONE, 1);
        assertEquals(List.of("host", "device", "shader", "wg " + device.workgroup()), List.of(node(english, "host").label(),
                node(english, "device").label(), node(english, "shader").label(),
                node(english, "wg:" + device.workgroup()).label()));
    }

    @Test
    void hostThreadsAreLeavesOfTheHostDomainBesideTheDevice() {
        Launch launch = HostLitmus.submit().launch();
        Agent host = launch.agents().get(0);
        GraphDescription g = DomainGraphModel.describe(launch, DomainHighlight.NONE, 0);
        assertEquals(List.of("host>ref:0:x", "host>ref:0:y", "host>device"), g.edges().stream()
                .filter(e -> e.from().equals("host")).map(GraphDescription.Edge::id).toList());
        assertEquals(1, g.edges().stream().filter(e -> e.to().equals("ref:0:x")).count(), "under the host only");
        assertTrue(g.nodes().stream().noneMatch(n -> n.id().equals("wg:" + host.workgroup())
                || n.id().equals("sg:" + host.subgroup()) || n.id().equals("qf:" + host.queueFamily())),
                "the host thread's own instance ids draw no shader domain");
        assertEquals(node(g, "device").x(), node(g, "ref:0:x").x(), 1e-9, "host leaves in the device's column");
        assertTrue(node(g, "host").x() < node(g, "device").x());
        assertTrue(node(g, "ref:0:y").y() > node(g, "device").y(), "host leaves above the device tree");
        assertEquals("P0·x", node(g, "ref:0:x").label());
        assertEquals("ref:0:x", DomainGraphModel.standIn(launch, 1, "ref:0:x"));
    }

    @Test
    void aFocusedHostThreadDrawsTheFirstInvocationsGroupsInALargeLaunch() {
        List<Agent> agents = new ArrayList<>();
        agents.add(new Agent(0, "H0", 1000, 1000, 1000, true));
        for (int i = 1; i <= 256; i++) {
            agents.add(new Agent(i, "T" + i, (i - 1) / 32, (i - 1) / 64, 0));
        }
        Launch launch = new Launch(agents, List.of(new Reference("data", "data", StorageClass.STORAGE_BUFFER, 256)),
                Map.of(), List.of(), false);
        GraphDescription g = DomainGraphModel.describe(launch, DomainHighlight.NONE, 0);
        assertEquals(List.of("ref:0:data", "ref:1:data"), g.nodes().stream().map(GraphDescription.Node::id)
                .filter(id -> id.startsWith("ref:")).toList());
        assertEquals(Set.of("wg:0"), ids(g, "wg:"));
        assertTrue(g.edges().stream().anyMatch(e -> e.id().equals("host>ref:0:data")));
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

    /** 256 invocations in 4 workgroups of 2 subgroups of 32, one reference: 256 leaves in all. */
    private static Launch big() {
        List<Agent> agents = new ArrayList<>();
        for (int i = 0; i < 256; i++) {
            agents.add(new Agent(i, "T" + i, i / 32, i / 64, 0));
        }
        return new Launch(agents, List.of(new Reference("data", "data", StorageClass.STORAGE_BUFFER, 256)),
                Map.of(), List.of(), false);
    }

    @Test
    void largeLaunchesDrawTheFocusedInvocationsLeavesAndSummariseEveryOtherGroupAsOneNode() {
        GraphDescription g = DomainGraphModel.describe(big(), DomainHighlight.NONE, 130);
        // focus T130: workgroup 2, subgroup 4 (32 leaves > 16): T130's leaf and one node for the other 31
        assertEquals(List.of("ref:130:data"), g.nodes().stream().map(GraphDescription.Node::id)
                .filter(id -> id.startsWith("ref:")).toList());
        assertEquals("31 more · 31 invocations", node(g, "rest:sg:4").label());
        assertEquals(Set.of("sg:4", "sg:5"), ids(g, "sg:"), "only the focused workgroup's subgroups; one sibling keeps its id");
        assertEquals(Set.of("wg:2"), ids(g, "wg:"), "the focused workgroup is drawn out");
        assertEquals("wg 0–1, 3 · 192 invocations", node(g, "wgs:0").label(), "the other workgroups are one node");
        assertEquals("group", node(g, "wgs:0").styleClass());
        assertEquals("domain", node(g, "wg:2").styleClass(), "the focused workgroup is drawn out, not summarised");
        assertTrue(g.nodes().size() <= 10, g.nodes().size() + " nodes");
    }

    @Test
    void aSummaryShowsHowManyOfItsInvocationsTheWriteIsVisibleToAndWhoWroteIt() {
        Set<String> visible = new java.util.HashSet<>();
        for (int i = 0; i < 12; i++) {
            visible.add(DomainGraphModel.leafId(i, "data"));
        }
        visible.add(DomainGraphModel.leafId(40, "data"));
        DomainHighlight h = new DomainHighlight(DomainGraphModel.leafId(3, "data"), Set.of("sg:0", "wg:0"), visible);
        GraphDescription g = DomainGraphModel.describe(big(), h, 130);
        assertEquals("wg 0–1, 3 · available in 1 of 3 · visible to 13 of 192 · T3 wrote", node(g, "wgs:0").label());
        assertEquals("groupSomeSeen", node(g, "wgs:0").styleClass());

        GraphDescription inWg0 = DomainGraphModel.describe(big(), h, 40);
        assertEquals("sg 0 · visible to 12 of 32 · T3 wrote", node(inWg0, "sg:0").label());
        assertEquals("groupAvailableSeen", node(inWg0, "sg:0").styleClass());
        assertEquals("visible", node(inWg0, "ref:40:data").styleClass(), "the focused invocation's own leaf");
        assertEquals("rest", node(inWg0, "rest:sg:1").styleClass(), "T40 is drawn; none of the other 31 sees it");
        assertEquals("available", node(inWg0, "wg:0").styleClass());
    }

    /**
     * A summary's compact label, drawn where its label in full crowds the graph ({@link
     * DomainGraphPane#shortensCrowdedLabels}), is its name alone; domains and leaves have none.
     */
    @Test
    void aSummaryIsNamedAloneInItsCompactLabel() {
        DomainHighlight h = new DomainHighlight(DomainGraphModel.leafId(3, "data"), Set.of("sg:0", "wg:0"),
                Set.of(DomainGraphModel.leafId(3, "data"), DomainGraphModel.leafId(40, "data")));
        GraphDescription g = DomainGraphModel.describe(big(), h, 130);
        assertEquals("wg 0–1, 3", node(g, "wgs:0").shortLabel());
        assertEquals("31 more", node(g, "rest:sg:4").shortLabel());
        assertEquals("sg 1", node(g, "sg:5").shortLabel(), "a single sibling subgroup by its index in its workgroup");
        assertEquals(null, node(g, "wg:2").shortLabel());
        assertEquals(null, node(g, "ref:130:data").shortLabel());
        assertEquals("wg 0–1, 3 · available in 1 of 3 · visible to 2 of 192 · T3 wrote", node(g, "wgs:0").label());
        assertEquals("wg 0–1, 3", node(g.shortened(), "wgs:0").label());
    }

    @Test
    void aFocusedSubgroupWithFewLeavesDrawsThemAll() {
        List<Agent> agents = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            agents.add(new Agent(i, "T" + i, i / 8, i / 32, 0));
        }
        Launch l = new Launch(agents, List.of(new Reference("data", "data", StorageClass.STORAGE_BUFFER, 64)),
                Map.of(), List.of(), false);
        GraphDescription g = DomainGraphModel.describe(l, DomainHighlight.NONE, 9);
        assertEquals(8, g.nodes().stream().filter(n -> n.id().startsWith("ref:")).count());
        assertTrue(g.nodes().stream().noneMatch(n -> n.id().startsWith("rest:")));
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            ref:130:data, ref:130:data
            ref:131:data, rest:sg:4
            ref:170:data, sg:5
            ref:3:data,   wgs:0
            wg:1,         wgs:0
            wg:2,         wg:2
            sg:7,         wgs:0
            host,         host
            '',           ''
            """)
    void aHiddenLeafIsShownByItsSummary(String leaf, String shownBy) {
        assertEquals(shownBy, DomainGraphModel.standIn(big(), 130, leaf));
    }

    @Test
    void summaryNodesAreNamedInJapaneseToo() {
        GraphDescription g = DomainGraphModel.describe(big(), DomainHighlight.NONE, 130,
                dev.syncscope.views.i18n.Messages.forLocale(java.util.Locale.JAPANESE));
        assertEquals("WG 0–1, 3 · 呼び出し 192 個", node(g, "wgs:0").label());
    }

    /** 1,024 invocations: 4 workgroups of 8 subgroups of 32; a buffer, a result and each workgroup's shared array. */
    private static Launch huge() {
        List<Agent> agents = new ArrayList<>();
        for (int i = 0; i < 1024; i++) {
            agents.add(new Agent(i, "T" + i, i / 32, i / 256, 0));
        }
        List<Reference> refs = new ArrayList<>(List.of(new Reference("data", "data", StorageClass.STORAGE_BUFFER, 1024),
                new Reference("sums", "sums", StorageClass.STORAGE_BUFFER, 4)));
        for (int wg = 0; wg < 4; wg++) {
            refs.add(new Reference("partial@wg" + wg, "partial@wg" + wg, StorageClass.WORKGROUP, 256));
        }
        return new Launch(agents, refs, Map.of(), List.of(), false);
    }

    @Test
    void aLargeLaunchDrawsLeavesOnlyForTheReferencesTheShownWriteConcerns() {
        DomainHighlight h = new DomainHighlight(DomainGraphModel.leafId(0, "sums"), Set.of("sg:0"),
                Set.of(DomainGraphModel.leafId(0, "sums"), DomainGraphModel.leafId(1, "sums")));
        GraphDescription g = DomainGraphModel.describe(huge(), h, 0);
        assertEquals(List.of("ref:0:sums"), g.nodes().stream().map(GraphDescription.Node::id)
                .filter(id -> id.startsWith("ref:")).toList());
        assertEquals(6, DomainGraphModel.describe(huge(), DomainHighlight.NONE, 0).nodes().stream()
                .filter(n -> n.id().startsWith("ref:")).count(), "with no write shown, every reference");
    }

    @Test
    void siblingSubgroupsAndWorkgroupsAreOneNodeEachLitWhenTheWriteIsAvailableInAllOfThem() {
        DomainHighlight h = new DomainHighlight(DomainGraphModel.leafId(0, "data"),
                Set.of("sg:0", "sg:1", "sg:2", "sg:3", "sg:4", "sg:5", "sg:6", "sg:7", "wg:0", "qf:0"),
                Set.of(DomainGraphModel.leafId(0, "data"), DomainGraphModel.leafId(40, "data"),
                        DomainGraphModel.leafId(300, "data")));
        GraphDescription g = DomainGraphModel.describe(huge(), h, 0);
        assertEquals("sg 1–7 · visible to 1 of 224", node(g, "sgs:0").label());
        assertEquals("groupAvailableSeen", node(g, "sgs:0").styleClass());
        assertEquals("wg 1–3 · visible to 1 of 768", node(g, "wgs:0").label());
        assertEquals("groupSeen", node(g, "wgs:0").styleClass(), "available in none of the other workgroups");
        assertTrue(g.nodes().size() <= 12, g.nodes().size() + " nodes");
        assertEquals("sgs:0", DomainGraphModel.standIn(huge(), 0, DomainGraphModel.leafId(40, "data")));
        assertEquals("sgs:0", DomainGraphModel.shownDomain(huge(), 0, "sg:3"));
        assertEquals("sg:0", DomainGraphModel.shownDomain(huge(), 0, "sg:0"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', textBlock = """
            1,2,3,4,5,6,7;   1–7
            0,1,2,4,5,6,7;   0–2, 4–7
            3;               3
            0,2;             0, 2
            """)
    void summariesNameTheirInstancesAsRuns(String ids, String named) {
        List<Integer> list = java.util.Arrays.stream(ids.split(",")).map(Integer::parseInt).toList();
        assertEquals(named, DomainGraphModel.ranges(list));
    }

    private static Set<String> ids(GraphDescription g, String prefix) {
        return g.nodes().stream().map(GraphDescription.Node::id).filter(id -> id.startsWith(prefix))
                .collect(java.util.stream.Collectors.toSet());
    }

    /** One workgroup of 8 invocations in two subgroups of 4, with 3 buffers (sample-kernels' subgroup election). */
    private static Launch eightByThree() {
        List<Agent> agents = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            agents.add(new Agent(i, "T" + i, i / 4, 0, 0));
        }
        return new Launch(agents, List.of(new Reference("data", "data", StorageClass.STORAGE_BUFFER, 8),
                new Reference("count", "count", StorageClass.STORAGE_BUFFER, 1),
                new Reference("kept", "kept", StorageClass.STORAGE_BUFFER, 4)), Map.of(), List.of(), false);
    }

    @Test
    void aLaunchWithMoreLeavesThanFitDrawsEveryInvocationsLeafOfTheShownWritesReferenceOnly() {
        DomainHighlight h = new DomainHighlight(DomainGraphModel.leafId(2, "count"), Set.of("sg:0"),
                Set.of(DomainGraphModel.leafId(2, "count")));
        GraphDescription g = DomainGraphModel.describe(eightByThree(), h, 0);
        List<String> leaves = g.nodes().stream().map(GraphDescription.Node::id).filter(id -> id.startsWith("ref:")).toList();
        assertEquals(List.of("ref:0:count", "ref:1:count", "ref:2:count", "ref:3:count", "ref:4:count", "ref:5:count",
                "ref:6:count", "ref:7:count"), leaves);
        assertEquals("ref:5:count", DomainGraphModel.standIns(eightByThree(), 0, h).standIn("ref:5:count"),
                "every invocation's leaf is drawn");
    }

    @Test
    void withNoWriteShownTheTwentyFourLeavesAreSummarisedAroundTheFocusedInvocation() {
        GraphDescription g = DomainGraphModel.describe(eightByThree(), DomainHighlight.NONE, 5);
        assertEquals(List.of("ref:5:data", "ref:5:count", "ref:5:kept", "rest:sg:1"), g.nodes().stream()
                .map(GraphDescription.Node::id).filter(id -> id.startsWith("ref:") || id.startsWith("rest:")).toList());
        assertTrue(g.nodes().stream().anyMatch(n -> n.id().equals("sg:0") && n.styleClass().startsWith("group")),
                "the other subgroup is one summary node");
        assertTrue(g.nodes().size() <= DomainGraphModel.MAX_LEAVES + 8, "rows that fit: " + g.nodes().size());
    }
    /**
     * Two invocations and three buffers (reduction-missing-barrier.comp's shape): six leaves, which ran together on a
     * projector (the teacher audit). With a write shown only its reference's leaves are drawn; with none, all six.
     */
    @Test
    void twoInvocationsOfThreeReferencesDrawOnlyTheShownWritesReferenceLeaves() {
        java.util.List<dev.syncscope.core.model.Agent> agents = java.util.List.of(
                new dev.syncscope.core.model.Agent(0, "T0", 0, 0, 0), new dev.syncscope.core.model.Agent(1, "T1", 0, 0, 0));
        java.util.List<dev.syncscope.core.model.Reference> refs = java.util.List.of(
                new dev.syncscope.core.model.Reference("inputs", "inputs",
                        dev.syncscope.core.model.StorageClass.STORAGE_BUFFER, 1),
                new dev.syncscope.core.model.Reference("partial", "partial",
                        dev.syncscope.core.model.StorageClass.STORAGE_BUFFER, 1),
                new dev.syncscope.core.model.Reference("total", "total",
                        dev.syncscope.core.model.StorageClass.STORAGE_BUFFER, 1));
        dev.syncscope.core.model.Launch launch = new dev.syncscope.core.model.Launch(agents, refs,
                java.util.Map.of(), java.util.List.of(), false);
        assertEquals(6, leaves(DomainGraphModel.describe(launch, DomainHighlight.NONE, 0)).size());
        DomainHighlight shown = new DomainHighlight(DomainGraphModel.leafId(1, "partial"), Set.of("sg:0"), Set.of());
        assertEquals(java.util.List.of(DomainGraphModel.leafId(0, "partial"), DomainGraphModel.leafId(1, "partial")),
                leaves(DomainGraphModel.describe(launch, shown, 0)));
    }

    private static java.util.List<String> leaves(GraphDescription g) {
        return g.nodes().stream().map(GraphDescription.Node::id).filter(id -> id.startsWith("ref:")).sorted().toList();
    }
}
