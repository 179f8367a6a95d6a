package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.graphstream.ui.graphicGraph.GraphicNode;
import org.graphstream.ui.graphicGraph.StyleGroup;
import org.graphstream.ui.graphicGraph.stylesheet.StyleConstants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The atomic counter's execution graph in the pane the 1280×800 window gives it (786 px wide): presenting, its four
 * lanes hold none of its labels in full at 16 px ({@code RMW count 0 -> 1}), and they were all hidden, four unlabelled
 * dots on the projector; they are drawn in their compact form ({@code count 0→1}) at 16 px or more, apart from
 * each other and every node, each in full in its node's tooltip. In normal mode they stay in full.
 */
@ExtendWith(ApplicationExtension.class)
class ExecutionGraphShortLabelsFxTest {

    private static final double MIN_TEXT = 16;

    private StackPane root;
    private ExecutionGraphPane pane;

    @Start
    void start(Stage stage) {
        root = new StackPane();
        stage.setScene(new Scene(root, 786, 300));
        stage.show();
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(pane::close).get(5, TimeUnit.SECONDS);
    }

    @Test
    void presentingTheAtomicCounterDrawsEachEventsCompactLabelAtPresentationSizeApartFromTheOthers(FxRobot robot)
            throws Exception {
        GraphPane graph = show(robot, true);
        assertFalse(graph.sideLabelsHidden(), "the events' labels shown");
        assertTrue(graph.labelsShortened(), "in their compact form");
        Map<String, Double> drawn = eventLabels(graph);
        assertEquals(List.of("count 0→1", "count 1→2", "count 2→3", "count 3→4"),
                List.copyOf(drawn.keySet()), "the compact labels drawn");
        drawn.forEach((label, px) -> assertTrue(px >= MIN_TEXT, label + " drawn at " + px + " px"));
        int shown = DrawnGeometry.assertLabelsApart(DrawnGeometry.of(graph), 0, graph.getWidth());
        assertEquals(8, shown, "the four lane headers and the four events' labels shown");
        String first = WaitForAsyncUtils.asyncFx(() -> graph.drawnGraph().nodes().filter(n -> "count 0→1".equals(
                ((GraphicNode) n).getLabel())).findFirst().orElseThrow().getId()).get(5, TimeUnit.SECONDS);
        assertEquals("RMW count 0 -> 1", WaitForAsyncUtils.asyncFx(() -> graph.tipOf(first))
                .get(5, TimeUnit.SECONDS),
                "the full label in the node's tooltip");
    }

    @Test
    void inNormalModeTheAtomicCountersLabelsStayInFull(FxRobot robot) throws Exception {
        GraphPane graph = show(robot, false);
        assertFalse(graph.sideLabelsHidden(), "the events' labels shown");
        assertFalse(graph.labelsShortened(), "in full");
        assertEquals(List.of("RMW count 0 -> 1", "RMW count 1 -> 2", "RMW count 2 -> 3", "RMW count 3 -> 4"),
                List.copyOf(eventLabels(graph).keySet()));
        DrawnGeometry.assertLabelsApart(DrawnGeometry.of(graph), 0, graph.getWidth());
        assertNull(WaitForAsyncUtils.asyncFx(() -> graph.tipOf("s0")).get(5, TimeUnit.SECONDS),
                "no tooltip for a label in full");
    }

    private GraphPane show(FxRobot robot, boolean presenting) {
        DebugSession s = ShownExecutionGraph.stepped(Path.of("../sample-kernels/kernels", "counter-atomic-add.comp"), 8);
        robot.interact(() -> {
            ExecutionGraphViewModel model = new ExecutionGraphViewModel();
            pane = ShownExecutionGraph.mount(root, model, presenting);
            ShownExecutionGraph.showTrace(model, s);
        });
        WaitForAsyncUtils.waitForFxEvents();
        return pane.graphPane();
    }

    /** Each event's label shown, in its lane's order, with the text size it is drawn at. */
    private static Map<String, Double> eventLabels(GraphPane graph) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            Map<String, Double> out = new TreeMap<>();
            graph.drawnGraph().nodes().forEach(n -> {
                GraphicNode g = (GraphicNode) n;
                StyleGroup style = g.getStyle();
                if (g.getId().startsWith("s") && style.getTextMode() != StyleConstants.TextMode.HIDDEN
                        && g.getLabel() != null) {
                    out.put(g.getLabel(), style.getTextSize().value);
                }
            });
            return out;
        }).get(5, TimeUnit.SECONDS);
    }
}
