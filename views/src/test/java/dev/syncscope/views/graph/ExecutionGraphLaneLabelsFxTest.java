package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import javafx.geometry.Rectangle2D;

import org.graphstream.ui.graphicGraph.GraphicNode;
import org.graphstream.ui.graphicGraph.StyleGroup;
import org.graphstream.ui.graphicGraph.stylesheet.StyleConstants;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;

import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The execution graph of a launch of 1,024 invocations (docs/examples/reduction-1024.comp), in a pane as wide as the
 * window gives it at 1280×800, in the window and presenting: every lane drawn has its name and every event drawn its
 * label (after 300 steps the graph drew 7 lanes of anonymous dots, their labels and lane names hidden as colliding),
 * no label runs into another or into a node, and no label's background box runs over another node (after 20 steps
 * the box of the smaller {@code R inputs[14] = 0}, sized by GraphStream in JavaFX's default font, covered T15's node).
 */
class ExecutionGraphLaneLabelsFxTest extends ExecutionGraphStageFxTest {

    @ParameterizedTest(name = "after {0} steps, presenting: {1}")
    @CsvSource(textBlock = """
            20,  false
            300, false
            300, true
            """)
    void everyLaneDrawnHasItsNameAndEveryEventItsLabel(int steps, boolean presenting, FxRobot robot) throws Exception {
        DebugSession s = ShownExecutionGraph.stepped(Path.of("../docs/examples/reduction-1024.comp"), steps);
        ExecutionGraphViewModel model = new ExecutionGraphViewModel();
        robot.interact(() -> {
            pane = ShownExecutionGraph.mount(root, model, presenting);
            ShownExecutionGraph.showTrace(model, s);
        });
        WaitForAsyncUtils.waitForFxEvents();
        GraphPane graph = pane.graphPane();
        List<DrawnGeometry.Drawn> drawn = DrawnGeometry.of(graph);
        Map<String, DrawnGeometry.Drawn> byId = drawn.stream().collect(Collectors.toMap(DrawnGeometry.Drawn::id,
                d -> d));
        List<String> lanes = new ArrayList<>();
        List<String> events = new ArrayList<>();
        for (DrawnGeometry.Drawn d : drawn) {
            (d.id().startsWith("lane:") ? lanes : events).add(d.id());
            assertTrue(d.label() != null, d.id() + " is drawn without its label");
        }
        assertTrue(lanes.size() >= 2 && events.size() >= lanes.size(), lanes + " " + events);
        DrawnGeometry.assertLabelsApart(drawn, 0, graph.getWidth());
        for (Map.Entry<String, Rectangle2D> box : boxes(graph, byId).entrySet()) {
            for (DrawnGeometry.Drawn other : drawn) {
                assertTrue(other.id().equals(box.getKey()) || other.node() == null
                        || !box.getValue().intersects(other.node()), "the box of " + box.getKey() + "'s label "
                        + box.getValue() + " runs over node " + other.id() + " " + other.node());
            }
        }
        // last, as it redraws the graph: the most lanes that keep their labels in full, one lane more would hide or
        // shorten them, unless the pane's width holds no more or every invocation stepped is drawn (a fit that always
        // fell to 2 lanes, or stopped a lane short, fails here)
        int shown = lanes.size();
        int most = WaitForAsyncUtils.asyncFx(pane::mostLanes).get(5, TimeUnit.SECONDS);
        int stepped = WaitForAsyncUtils.asyncFx(model::steppedInvocations).get(5, TimeUnit.SECONDS);
        assertTrue(shown <= most, shown + " lanes drawn, more than the " + most + " the width holds");
        if (shown < Math.min(most, stepped)) {
            assertFalse(WaitForAsyncUtils.asyncFx(() -> pane.labelledInFullAt(shown + 1)).get(5, TimeUnit.SECONDS),
                    shown + " lanes drawn of the " + most + " the width holds, but " + (shown + 1)
                            + " show their labels in full too");
        }
    }

    /**
     * The background boxes GraphStream draws behind the labels shown (gs-ui-javafx 2.0 {@code FxTextBox}): from where
     * the text starts, as wide as the label in JavaFX's default font plus one pixel and the text padding each side.
     */
    private static Map<String, Rectangle2D> boxes(GraphPane graph, Map<String, DrawnGeometry.Drawn> byId)
            throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            LabelSizes sizes = new LabelSizes();
            Map<String, Rectangle2D> out = new java.util.HashMap<>();
            graph.drawnGraph().nodes().forEach(n -> {
                GraphicNode node = (GraphicNode) n;
                StyleGroup style = node.getStyle();
                DrawnGeometry.Drawn d = byId.get(node.getId());
                if (style.getTextBackgroundMode() == StyleConstants.TextBackgroundMode.NONE || d.label() == null
                        || style.getTextMode() == StyleConstants.TextMode.HIDDEN) {
                    return;
                }
                double pad = style.getTextPadding().size() > 0 ? style.getTextPadding().get(0) : 0;
                double placed = sizes.metrics(node.getLabel(), style.getTextFont(), style.getTextStyle(),
                        (int) style.getTextSize().value).placedWidth();
                // the text starts where its ink does, whichever side of its node it is on
                out.put(node.getId(), new Rectangle2D(d.label().getMinX() - pad, d.label().getMinY(),
                        placed + 1 + 2 * pad, d.label().getHeight()));
            });
            return out;
        }).get(5, TimeUnit.SECONDS);
    }
}
