package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.HostLitmus;
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
    void aReadThatMadeAWriteVisibleAnimatesItsDescentWhicheverWriteWasShownBefore() {
        DebugSession s = Walkthrough.stepped(Walkthrough.MP, 0, 0, 1);
        Launch launch = s.program().launch();
        DomainGraphViewModel vm = new DomainGraphViewModel();
        vm.launchProperty().set(launch);
        vm.writeProperty().set(s.snapshot().location("y").writes().get(1));
        s.step(1);
        vm.showRead(wx(s), DomainGraphModel.leafId(1, "x"), true);
        List<String> down = new java.util.ArrayList<>(up(launch.agents().get(1)));
        java.util.Collections.reverse(down);
        assertEquals(List.of(down), vm.movesProperty().get().paths(), "step 4 after Wy was shown: Wx descends to (P1, x)");
        long serial = vm.movesProperty().get().serial();
        vm.writeProperty().set(s.snapshot().location("y").writes().get(1));
        vm.showRead(wx(s), DomainGraphModel.leafId(1, "x"), false);
        assertEquals(serial, vm.movesProperty().get().serial(), "a read of a write already visible to it moves nothing");
        assertEquals(wx(s), vm.writeProperty().get());
    }

    @Test
    void aHostWriteTravelsFromItsLeafToTheHostThenToTheDeviceThenDownToTheInvocations() {
        DebugSession s = DebugSession.load(HostLitmus.submit());
        DomainGraphViewModel vm = new DomainGraphViewModel();
        vm.launchProperty().set(s.program().launch());
        s.step(0);
        vm.writeProperty().set(wx(s));
        s.step(0);
        vm.writeProperty().set(wx(s));
        assertEquals(List.of(List.of("ref:0:x", "host")), vm.movesProperty().get().paths(), "flush");
        s.step(0);
        vm.writeProperty().set(wx(s));
        assertEquals(List.of(List.of("ref:0:x", "host", "device")), vm.movesProperty().get().paths(), "dom.h2d");
        s.step(0);
        vm.writeProperty().set(wx(s));
        Launch launch = s.program().launch();
        List<List<String>> down = new java.util.ArrayList<>();
        for (Agent a : launch.agents().subList(1, 3)) {
            List<String> path = new java.util.ArrayList<>(up(a));
            path.add("device");
            java.util.Collections.reverse(path);
            down.add(path);
        }
        assertEquals(java.util.Set.copyOf(down), java.util.Set.copyOf(vm.movesProperty().get().paths()), "visdevice: from the device, not the host, to each invocation");
    }

    @Test
    void aDeviceWriteRisesToTheDeviceThenCrossesToTheHost() {
        DebugSession s = DebugSession.load(HostLitmus.submit());
        for (int i = 0; i < 4; i++) {
            s.step(0);
        }
        s.step(1);
        s.step(1);
        DomainGraphViewModel vm = new DomainGraphViewModel();
        vm.launchProperty().set(s.program().launch());
        vm.writeProperty().set(s.snapshot().location("y").writes().get(1));
        s.step(1);
        vm.writeProperty().set(s.snapshot().location("y").writes().get(1));
        Agent p1 = s.program().launch().agents().get(1);
        List<String> rise = new java.util.ArrayList<>(up(p1));
        rise.set(0, DomainGraphModel.leafId(1, "y"));
        rise.add("device");
        assertEquals(List.of(rise), vm.movesProperty().get().paths(), "avdevice");
        s.step(1);
        vm.writeProperty().set(s.snapshot().location("y").writes().get(1));
        rise.add("host");
        assertEquals(List.of(rise), vm.movesProperty().get().paths(), "dom.d2h");
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
