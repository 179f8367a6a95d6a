package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.Walkthrough;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Selecting a write from the execution graph: which write a node stands for, and the mark it gets. */
class ExecutionGraphSelectionTest {

    /** RELAXED stepped 0, 0, 1, 1: s0 st x, s1 st y, s2 ld y, s3 ld x. */
    private final DebugSession session = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);

    private ExecutionGraphViewModel shown() {
        ExecutionGraphViewModel vm = new ExecutionGraphViewModel();
        vm.showTrace(session.program().launch(), Walkthrough.window(session), session.races());
        return vm;
    }

    @Test
    void aStoreNodeStandsForTheWriteItsStepMade() {
        ExecutionGraphViewModel vm = shown();
        assertEquals(session.trace().get(0).event().writeId(), vm.writeAt("s0").orElseThrow());
        assertEquals(session.trace().get(1).event().writeId(), vm.writeAt("s1").orElseThrow());
    }

    @Test
    void loadsLaneHeadersAndUnknownNodesStandForNoWrite() {
        ExecutionGraphViewModel vm = shown();
        assertTrue(vm.writeAt("s2").isEmpty());
        assertTrue(vm.writeAt("lane:0").isEmpty());
        assertTrue(vm.writeAt("s99").isEmpty());
        assertEquals(1, vm.invocationAt("s3").orElseThrow());
        assertEquals(0, vm.invocationAt("lane:0").orElseThrow());
    }

    @Test
    void theSelectedNodeIsMarkedAndStaysMarkedAsTheGraphGrows() {
        ExecutionGraphViewModel vm = new ExecutionGraphViewModel();
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0);
        vm.showTrace(s.program().launch(), Walkthrough.window(s), s.races());
        vm.select("s0");
        s.step(0);
        vm.showTrace(s.program().launch(), Walkthrough.window(s), s.races());
        assertEquals("event,write,selected", classOf(vm, "s0"));
        assertTrue(!classOf(vm, "s1").contains("selected"));
        vm.select(null);
        assertTrue(!classOf(vm, "s0").contains("selected"));
    }

    static String classOf(ExecutionGraphViewModel vm, String id) {
        return vm.descriptionProperty().get().nodes().stream().filter(n -> n.id().equals(id)).findFirst()
                .orElseThrow().styleClass();
    }
}
