package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.WriteView;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.views.Walkthrough;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** "Why this value?" in the graphs: the chain of the explained read, and the missing link of a stale one. */
class ExplanationMarksTest {

    private static ExecutionGraphViewModel shown(DebugSession s) {
        ExecutionGraphViewModel vm = new ExecutionGraphViewModel();
        vm.showTrace(s.program().launch(), Walkthrough.window(s), s.races());
        return vm;
    }

    private static String classOf(ExecutionGraphViewModel vm, String id) {
        return ExecutionGraphSelectionTest.classOf(vm, id);
    }

    @Test
    void aStaleReadMarksTheReadTheUnseenWriteAndTheMissingLinkBetweenThem() {
        // RELAXED 0, 0, 1, 1: s0 st x = 1, s1 st y, s2 ld y, s3 ld x reads the initial 0 (stale)
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        ReadExplanation ex = s.explainRead(3);
        assertTrue(ex.stale());
        ExecutionGraphViewModel vm = shown(s);
        vm.markExplanation(ex);
        assertEquals("event,read,chain,racy,stale", classOf(vm, "s3"), "the mark decides the outline");
        assertEquals("event,write,unseen,racy,labelLeft", classOf(vm, "s0"), "P0's lane, the first, labelled on the left");
        assertTrue(vm.descriptionProperty().get().edges().stream()
                .anyMatch(e -> e.styleClass().equals("missing") && e.from().equals("s0") && e.to().equals("s3")));
        vm.markExplanation(null);
        assertTrue(vm.descriptionProperty().get().edges().stream().noneMatch(e -> e.styleClass().equals("missing")));
        assertEquals("event,write,racy,labelLeft", classOf(vm, "s0"));
    }

    @Test
    void aReadOfAWriteMarksBothAndTheirReadsFromEdge() {
        // RELAXED 0, 0, 1: s2 ld y reads s1's y = 1
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1);
        ExecutionGraphViewModel vm = shown(s);
        vm.markExplanation(s.explainRead(2));
        assertEquals("event,write,chain,labelLeft", classOf(vm, "s1"));
        assertEquals("event,read,chain", classOf(vm, "s2"));
        assertTrue(vm.descriptionProperty().get().edges().stream()
                .anyMatch(e -> e.styleClass().equals("chain,rf") && e.from().equals("s1") && e.to().equals("s2")));
        assertTrue(!classOf(vm, "s0").contains("unseen"));
    }

    @Test
    void theDomainGraphMarksTheReaderTheUnseenWriteIsNotVisibleTo() {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        ReadExplanation ex = s.explainRead(3);
        DomainGraphViewModel vm = new DomainGraphViewModel();
        vm.launchProperty().set(s.program().launch());
        WriteView unseen = s.snapshot().locations().stream().flatMap(l -> l.writes().stream())
                .filter(w -> w.id() == ex.unseen().get(0).writeId()).findFirst().orElseThrow();
        vm.writeProperty().set(unseen);
        String leaf = DomainGraphModel.leafId(ex.reader(), ex.reference());
        vm.readerProperty().set(leaf);
        GraphDescription.Node reader = vm.descriptionProperty().get().nodes().stream()
                .filter(n -> n.id().equals(leaf)).findFirst().orElseThrow();
        assertEquals("leaf,reader", reader.styleClass(), "not visible to the reader, and marked");
        vm.readerProperty().set(null);
        assertTrue(vm.descriptionProperty().get().nodes().stream().noneMatch(n -> n.styleClass().contains("reader")));
    }

    static List<String> ids(GraphDescription d) {
        return d.nodes().stream().map(GraphDescription.Node::id).toList();
    }
}
