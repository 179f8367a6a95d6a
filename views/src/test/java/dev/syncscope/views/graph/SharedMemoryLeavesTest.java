package dev.syncscope.views.graph;

import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.exec.AgentReference;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The domain graph draws an (invocation, shared array) leaf only where the invocation can reach the array. */
class SharedMemoryLeavesTest {

    private static List<String> leaves(GraphDescription g) {
        return g.nodes().stream().map(GraphDescription.Node::id).filter(id -> id.startsWith("ref:")).toList();
    }

    private static GraphDescription.Node node(GraphDescription g, String id) {
        return g.nodes().stream().filter(n -> n.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void aKernelsSharedArrayHasLeavesOnlyUnderItsOwnWorkgroup() {
        Launch launch = KernelLoader.load("two.comp", """
                // @dispatch 2
                #version 450
                layout(local_size_x = 2) in;
                layout(binding = 0) buffer B { uint data[]; };
                shared uint s[2];
                void main() {
                    s[gl_LocalInvocationID.x] = 1u;
                    data[gl_GlobalInvocationID.x] = s[0];
                }
                """).program().launch();
        GraphDescription g = DomainGraphModel.describe(launch, DomainHighlight.NONE, 0);
        assertEquals(Set.of("ref:0:data", "ref:1:data", "ref:2:data", "ref:3:data",
                "ref:0:s@wg0", "ref:1:s@wg0", "ref:2:s@wg1", "ref:3:s@wg1"), Set.copyOf(leaves(g)));
        assertTrue(g.edges().stream().anyMatch(e -> e.from().equals("sg:1") && e.to().equals("ref:2:s@wg1")));
    }

    /** 256 invocations, 4 workgroups of 2 subgroups of 32; a buffer and one shared array per workgroup. */
    private static Launch reduction() {
        List<Agent> agents = new ArrayList<>();
        for (int i = 0; i < 256; i++) {
            agents.add(new Agent(i, "T" + i, i / 32, i / 64, 0));
        }
        List<Reference> refs = new ArrayList<>(List.of(new Reference("data", "data", StorageClass.STORAGE_BUFFER, 256)));
        for (int wg = 0; wg < 4; wg++) {
            refs.add(new Reference("partial@wg" + wg, "partial@wg" + wg, StorageClass.WORKGROUP, 64, wg));
        }
        return new Launch(agents, refs, Map.of(), List.of(), false);
    }

    @Test
    void withNoWriteShownTheFocusedInvocationHasLeavesOnlyForWhatItCanReach() {
        GraphDescription g = DomainGraphModel.describe(reduction(), DomainHighlight.NONE, 130);
        assertEquals(List.of("ref:130:data", "ref:130:partial@wg2"), leaves(g));
    }

    @Test
    void leavesThatDoNotExistDoNotCountTowardsSummarising() {
        // 4 invocations × 3 references would be 12 leaves, more than MAX_LEAVES (8); only 8 exist, so all are drawn
        List<Agent> agents = List.of(new Agent(0, "T0", 0, 0, 0), new Agent(1, "T1", 0, 0, 0),
                new Agent(2, "T2", 1, 1, 0), new Agent(3, "T3", 1, 1, 0));
        List<Reference> refs = new ArrayList<>(List.of(new Reference("data", "data", StorageClass.STORAGE_BUFFER, 4)));
        for (String name : List.of("s")) {
            for (int wg = 0; wg < 2; wg++) {
                refs.add(new Reference(name + "@wg" + wg, name + "@wg" + wg, StorageClass.WORKGROUP, 2, wg));
            }
        }
        GraphDescription g = DomainGraphModel.describe(new Launch(agents, refs, Map.of(), List.of(), false),
                DomainHighlight.NONE, 0);
        assertEquals(DomainGraphModel.MAX_LEAVES, 8);
        assertEquals(8, leaves(g).size(), leaves(g).toString());
        assertTrue(leaves(g).contains("ref:3:s@wg1"));
    }

    @Test
    void visibilityReportedToAnotherWorkgroupsInvocationIsNeitherDrawnNorCounted() {
        DomainHighlight h = new DomainHighlight("ref:0:partial@wg0", Set.of("sg:0", "wg:0"),
                Set.of("ref:0:partial@wg0", "ref:1:partial@wg0", "ref:200:partial@wg0"));
        assertEquals(Set.of("ref:0:partial@wg0", "ref:1:partial@wg0"),
                DomainHighlights.reachable(h, reduction()).visible());
        GraphDescription g = DomainGraphModel.describe(reduction(), h, 0);
        assertEquals("wg 1–3 · visible to 0 of 192", node(g, "wgs:0").label());
        assertEquals("group", node(g, "wgs:0").styleClass());
    }

    @Test
    void theViewModelNeitherLightsNorAnimatesTowardsLeavesThatDoNotExist() {
        DomainGraphViewModel vm = new DomainGraphViewModel();
        vm.launchProperty().set(reduction());
        List<DomainInstance> in = List.of(new DomainInstance(DomainKind.SUBGROUP, 0),
                new DomainInstance(DomainKind.WORKGROUP, 0));
        WriteView made = new WriteView(1, 0, "T0", "partial@wg0", 5, false, true, false, in,
                List.of(new AgentReference(0, "partial@wg0")), SourceSpan.UNKNOWN);
        vm.writeProperty().set(made);
        vm.writeProperty().set(new WriteView(1, 0, "T0", "partial@wg0", 5, false, true, false, in,
                List.of(new AgentReference(0, "partial@wg0"), new AgentReference(200, "partial@wg0")),
                SourceSpan.UNKNOWN));
        assertEquals(Set.of("ref:0:partial@wg0"), vm.highlightProperty().get().visible());
        assertEquals(0, vm.movesProperty().get().paths().size(), "no journey to workgroup 3's summary");
    }
}
