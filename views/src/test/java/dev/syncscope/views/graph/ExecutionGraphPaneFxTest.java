package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.RelationKind;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.controlsfx.control.CheckComboBox;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class ExecutionGraphPaneFxTest {

    private ExecutionGraphViewModel model;
    private ExecutionGraphPane pane;

    @Start
    void start(Stage stage) {
        model = new ExecutionGraphViewModel();
        pane = new ExecutionGraphPane(model, Messages.forLocale(Locale.ENGLISH));
        stage.setScene(new Scene(pane, 600, 400));
        stage.show();
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(pane::close).get(5, TimeUnit.SECONDS);
    }

    @Test
    void uncheckingARelationRemovesItsEdgesFromTheShownGraph(FxRobot robot) throws Exception {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        TraceWindow steps = Walkthrough.window(s);
        robot.interact(() -> model.showTrace(s.program().launch(), steps, s.races()));
        @SuppressWarnings("unchecked")
        CheckComboBox<RelationKind> filter = robot.lookup("#relationFilter").queryAs(CheckComboBox.class);
        assertEquals(TraceGraphModel.TRACE_KINDS, filter.getItems());
        var graph = pane.graphPane().graph();
        assertEquals(1, (int) WaitForAsyncUtils.asyncFx(() -> graph.edges()
                .filter(e -> "race".equals(e.getAttribute("ui.class"))).count()).get(5, TimeUnit.SECONDS).intValue());
        robot.interact(() -> filter.getCheckModel().clearCheck(RelationKind.RACE));
        assertNull(WaitForAsyncUtils.asyncFx(() -> graph.getEdge("race:s0>s3")).get(5, TimeUnit.SECONDS));
        assertEquals(6, (int) WaitForAsyncUtils.asyncFx(graph::getNodeCount).get(5, TimeUnit.SECONDS), "2 lanes, 4 events");
    }

    @Test
    void neighbouringLanesAreSpreadSoTheirEventLabelsDoNotOverlap(FxRobot robot) throws Exception {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        TraceWindow steps = Walkthrough.window(s);
        robot.interact(() -> model.showTrace(s.program().launch(), steps, s.races()));
        var graph = pane.graphPane().graph();
        double[] x = WaitForAsyncUtils.asyncFx(() -> new double[] {
                ((Number) ((Object[]) graph.getNode("s0").getAttribute("xy"))[0]).doubleValue(),
                ((Number) ((Object[]) graph.getNode("s2").getAttribute("xy"))[0]).doubleValue()}).get(5, TimeUnit.SECONDS);
        double described = ExecutionGraphModel.LANE_GAP;
        // spread past the layout's gap, as far as the labels need at the scale the pane's height allows (1.5 times it
        // while the first events sat two rows under the headers, the graph a row taller and its scale smaller)
        assertTrue(x[1] - x[0] > described, "lanes " + (x[1] - x[0]) + " apart, described " + described);
        assertEquals(6, DrawnGeometry.assertLabelsApart(DrawnGeometry.of(pane.graphPane()), 0, 600),
                "the 4 events' labels and the 2 lanes' names shown, none running into another or into a node");
        assertEquals(1.0, WaitForAsyncUtils.asyncFx(pane.graphPane()::sideLabelFactor).get(5, TimeUnit.SECONDS),
                "apart in their full size, not shrunk");
        assertFalse(WaitForAsyncUtils.asyncFx(pane.graphPane()::labelsShortened).get(5, TimeUnit.SECONDS),
                "and in full, not in their compact form");
    }
}
