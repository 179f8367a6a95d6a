package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;

import org.graphstream.ui.graphicGraph.GraphicNode;
import org.graphstream.ui.graphicGraph.StyleGroup;
import org.graphstream.ui.graphicGraph.stylesheet.StyleConstants;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;

import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The execution graph on a projector (presentation.css, {@code -ss-min-text: 16}) as high as the window gives it at
 * 1280×800: a trace whose rows are too close for its events' labels no longer draws them smaller than 16 px (down
 * to 70 % before): the rows get the room, the view showing the latest steps, and no label runs into another.
 */
class ExecutionGraphPresentationFxTest extends ExecutionGraphStageFxTest {

    private static final double MIN_TEXT = 16;

    /**
     * {@code shown}: whether the labels are shown at the fitted view; lookback-scan's three lanes are too close side by
     * side for its long labels (status words) at 16 px, which no row's room mends: they are hidden until zoomed in,
     * as labels that do not fit are, rather than drawn smaller.
     */
    @ParameterizedTest(name = "{0} after {1} steps in a pane {2} px high")
    @CsvSource(textBlock = """
            reduction-missing-barrier.comp, 9,  250, true
            ticket-lock.comp,               13, 250, true
            ticket-lock.comp,               13, 160, true
            lookback-scan.comp,             20, 250, false
            """)
    void eventLabelsStayAtLeastTheLeastTextSize(String kernel, int steps, double height, boolean shown, FxRobot robot)
            throws Exception {
        DebugSession s = ShownExecutionGraph.stepped(Path.of("../sample-kernels/kernels", kernel), steps);
        robot.interact(() -> {
            ExecutionGraphViewModel model = new ExecutionGraphViewModel();
            pane = ShownExecutionGraph.mount(root, model, true, height);
            ShownExecutionGraph.showTrace(model, s);
        });
        WaitForAsyncUtils.waitForFxEvents();
        GraphPane graph = pane.graphPane();
        List<DrawnGeometry.Drawn> drawn = DrawnGeometry.of(graph);
        List<double[]> sizes = WaitForAsyncUtils.asyncFx(() -> graph.drawnGraph().nodes().map(n -> {
            GraphicNode g = (GraphicNode) n;
            StyleGroup style = g.getStyle();
            boolean visible = style.getTextMode() != StyleConstants.TextMode.HIDDEN && g.getLabel() != null
                    && !g.getLabel().isEmpty();
            return new double[] {visible ? 1 : 0, style.getTextSize().value};
        }).toList()).get(5, TimeUnit.SECONDS);
        for (double[] size : sizes) {
            assertTrue(size[0] == 0 || size[1] >= MIN_TEXT, kernel + ": a label drawn at " + size[1] + " px");
        }
        assertEquals(shown, !graph.sideLabelsHidden(), kernel + ": the events' labels shown");
        DrawnGeometry.assertLabelsApart(drawn, 0, graph.getWidth());
        // the latest step is in view (a graph taller than the pane shows its last rows)
        String last = "s" + s.trace().get(s.trace().size() - 1).index();
        DrawnGeometry.Drawn latest = drawn.stream().filter(d -> d.id().equals(last)).findFirst().orElseThrow();
        assertTrue(latest.y() > 0 && latest.y() < graph.getHeight(), kernel + ": the latest step at " + latest.y()
                + " in a pane " + graph.getHeight() + " high");
    }
    /**
     * A launch stepping more invocations than fit: presenting, the graph asks for as many lanes as fit at 1.6 times
     * the text (5 at this width; 8, the window's number, hid every event label and lane header as colliding), and
     * their labels are shown at 16 px or more.
     */
    @org.junit.jupiter.api.Test
    void aWideLaunchGetsAsManyLanesAsFitWhilePresentingWithTheirLabelsShown(FxRobot robot) throws Exception {
        DebugSession s = DebugSession.load(dev.syncscope.core.exec.EngineBench.reduction(1, 64, 32, 1));
        s.runUntil(dev.syncscope.core.exec.StopCondition.NEVER, 100);
        ExecutionGraphViewModel model = new ExecutionGraphViewModel();
        robot.interact(() -> {
            pane = ShownExecutionGraph.mount(root, model, true);
            ShownExecutionGraph.showTrace(model, s);
        });
        WaitForAsyncUtils.waitForFxEvents();
        GraphPane graph = pane.graphPane();
        int lanes = WaitForAsyncUtils.asyncFx(model::maxLanes).get(5, TimeUnit.SECONDS);
        assertTrue(lanes >= 2 && lanes < TraceGraphModel.MAX_LANES, "lanes while presenting: " + lanes);
        assertEquals((int) (graph.getWidth() / (ExecutionGraphPane.LANE_PX * graph.textScale())), lanes);
        assertTrue(!graph.sideLabelsHidden(), "the events' labels shown");
        DrawnGeometry.assertLabelsApart(DrawnGeometry.of(graph), 0, graph.getWidth());
    }
}
