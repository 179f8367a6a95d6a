package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.Walkthrough;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DomainMovesTest {

    private static WriteView wx(DebugSession s) {
        return s.snapshot().location("x").writes().get(1);
    }

    private static List<String> up(Agent a) {
        return List.of(DomainGraphModel.leafId(a.id(), "x"), "sg:" + a.subgroup(), "wg:" + a.workgroup(),
                "qf:" + a.queueFamily(), "shader");
    }

    @Test
    void highlightNamesDomainInstancesAndLeavesByNodeId() {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0);
        Agent p0 = s.program().launch().agents().get(0);
        DomainHighlight h = DomainHighlights.of(wx(s));
        assertEquals(DomainGraphModel.leafId(0, "x"), h.writerLeaf());
        assertEquals(java.util.Set.copyOf(up(p0).subList(1, 5)), h.available());
        assertEquals(java.util.Set.of(DomainGraphModel.leafId(0, "x")), h.visible());
    }

    @Test
    void availabilityRisesFromTheWriterToTheWidestNewDomainAndVisibilityDescendsToTheReader() {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP);
        Launch launch = s.program().launch();
        DomainGraphViewModel vm = new DomainGraphViewModel();
        vm.launchProperty().set(launch);
        s.step(0);
        vm.writeProperty().set(wx(s));
        assertEquals(0, vm.movesProperty().get().paths().size(), "selecting a write does not animate");
        s.step(0);
        s.step(1);
        s.step(1);
        vm.writeProperty().set(wx(s));
        Agent p1 = launch.agents().get(1);
        List<String> down = new java.util.ArrayList<>(up(p1));
        java.util.Collections.reverse(down);
        assertEquals(List.of(down), vm.movesProperty().get().paths(), "step 4: Wx descends from shader to (P1, x)");
        assertTrue(vm.descriptionProperty().get().nodes().stream()
                .anyMatch(n -> n.id().equals(DomainGraphModel.leafId(1, "x")) && n.styleClass().equals("visible")));
    }

    @Test
    void theStoreItselfRisesWhenTheWriteFirstAppearsAvailable() {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0);
        Launch launch = s.program().launch();
        GraphDescription g = DomainGraphModel.describe(launch, DomainHighlight.NONE, 0);
        DomainHighlight before = new DomainHighlight(DomainGraphModel.leafId(0, "x"), java.util.Set.of(),
                java.util.Set.of(DomainGraphModel.leafId(0, "x")));
        assertEquals(List.of(up(launch.agents().get(0))), DomainMoves.between(before, DomainHighlights.of(wx(s)), g));
    }

    @Test
    void aNewWriteFromTheLastStepRisesFromItsWriter() {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0);
        DomainGraphViewModel vm = new DomainGraphViewModel();
        vm.launchProperty().set(s.program().launch());
        vm.showNewWrite(wx(s));
        assertEquals(List.of(up(s.program().launch().agents().get(0))), vm.movesProperty().get().paths());
    }

    @Test
    void spriteRouteRunsAgainstEdgesGoingUpAndAlongThemGoingDown() {
        GraphDescription g = new GraphDescription(List.of(), List.of(
                new GraphDescription.Edge("a>b", "a", "b", "domain-edge"),
                new GraphDescription.Edge("b>c", "b", "c", "domain-edge")));
        SpriteRoute up = SpriteRoute.through(List.of("c", "b", "a"), g);
        assertEquals(List.of(new SpriteRoute.Leg("b>c", 1, 0), new SpriteRoute.Leg("a>b", 1, 0)), up.legs());
        assertEquals(new SpriteRoute.Point("b>c", 1.0), up.at(0));
        assertEquals(new SpriteRoute.Point("b>c", 0.5), up.at(0.25));
        assertEquals(new SpriteRoute.Point("a>b", 0.0), up.at(1));
        SpriteRoute down = SpriteRoute.through(List.of("a", "b", "c"), g);
        assertEquals(new SpriteRoute.Point("b>c", 0.5), down.at(0.75));
    }
}
