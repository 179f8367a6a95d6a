package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import javafx.geometry.Rectangle2D;

import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;

import javafx.scene.paint.Color;

import org.graphstream.ui.geom.Point3;
import org.graphstream.ui.graphicGraph.GraphicSprite;

import org.junit.jupiter.api.Test;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;

import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every event label of the execution graph is drawn on a box of its own font's size, in the window's text size and in
 * presentation mode's (1.6 times), in full or in its compact form ({@link SideLabels}): the box holds the label's ink,
 * lies clear of every other node, and hides the edges under it, so no edge runs through the text. GraphStream's own
 * box, measured in JavaFX's default font, covered two thirds of a presentation-size label, and the 12 px labels had
 * none: the racy counter's race edges and the atomic counter's reads-from chain ran through them.
 */
class ExecutionGraphLabelBoxesFxTest extends ExecutionGraphStageFxTest {

    @ParameterizedTest(name = "{0} after {1} steps, presenting: {2}")
    @CsvSource(textBlock = """
            counter-lost-update.comp, 8,  false
            counter-lost-update.comp, 8,  true
            counter-atomic-add.comp,  8,  false
            counter-atomic-add.comp,  8,  true
            ticket-lock.comp,         13, true
            """)
    void eachEventLabelLiesOnABoxOfItsFontThatHidesTheEdgesUnderIt(String kernel, int steps, boolean presenting,
                                                                    FxRobot robot) throws Exception {
        show(robot, kernel, steps, presenting);
        assertBoxed(kernel);
    }

    /** A sprite on a node is placed in graph units: zoomed in, each box is placed again around its label. */
    @Test
    void theBoxesFollowTheZoom(FxRobot robot) throws Exception {
        show(robot, "counter-lost-update.comp", 8, false);
        GraphPane graph = pane.graphPane();
        robot.interact(() -> graph.zoomAbout(1.5, graph.getWidth() / 2, graph.getHeight() / 2));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(graph.viewPercent() < 1, "zoomed in");
        assertBoxed("counter-lost-update.comp zoomed in");
    }

    /**
     * Labels hidden until zoomed in leave no empty boxes: presenting, lookback-scan's three lanes are too close for its
     * labels at 16 px in this pane, in full or compact. (The atomic counter's labels, hidden here before, are now drawn
     * compact and boxed: the presenting row of the test above.)
     */
    @Test
    void hiddenLabelsHaveNoBoxes(FxRobot robot) throws Exception {
        show(robot, "lookback-scan.comp", 20, true);
        GraphPane graph = pane.graphPane();
        assertTrue(graph.sideLabelsHidden(), "the labels hidden");
        assertTrue(boxes(graph, DrawnGeometry.of(graph)).isEmpty(), "no boxes");
    }

    private void show(FxRobot robot, String kernel, int steps, boolean presenting) {
        DebugSession s = ShownExecutionGraph.stepped(Path.of("../sample-kernels/kernels", kernel), steps);
        robot.interact(() -> {
            ExecutionGraphViewModel model = new ExecutionGraphViewModel();
            pane = ShownExecutionGraph.mount(root, model, presenting);
            ShownExecutionGraph.showTrace(model, s);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * Asserts that each event label shown (at least 4) lies on its box, which is clear of every other node, and that no
     * pixel of its text has an edge's colour.
     */
    private void assertBoxed(String what) throws Exception {
        GraphPane graph = pane.graphPane();
        List<DrawnGeometry.Drawn> drawn = DrawnGeometry.of(graph);
        Map<String, Rectangle2D> boxes = boxes(graph, drawn);
        WritableImage image = WaitForAsyncUtils.asyncFx(() -> graph.snapshot(null, null)).get(5, TimeUnit.SECONDS);
        int labelled = 0;
        for (DrawnGeometry.Drawn d : drawn) {
            if (d.label() == null || !d.id().startsWith("s") || !d.label().intersects(0, 0, graph.getWidth(),
                    graph.getHeight())) {
                continue;
            }
            labelled++;
            Rectangle2D ink = d.label();
            Rectangle2D box = boxes.get(d.id());
            String where = what + " " + d.id() + ": ink " + ink + ", box " + box;
            assertTrue(box != null && box.getMinX() <= ink.getMinX() - 1 && box.getMaxX() >= ink.getMaxX() + 1
                    && box.getMinY() <= ink.getMinY() - 1 && box.getMaxY() >= ink.getMaxY() + 1,
                    "the label's box holds its ink, " + where);
            for (DrawnGeometry.Drawn other : drawn) {
                assertTrue(other == d || other.node() == null || !box.intersects(other.node()),
                        "the box of " + d.id() + " " + box + " clear of node " + other.id());
            }
            int edgePixels = saturated(image, ink);
            assertTrue(edgePixels == 0, edgePixels + " pixels of an edge's colour in the text, " + where);
        }
        assertTrue(labelled >= 4, what + ": labels shown: " + labelled);
    }

    /** Each boxed node's box in the pane's pixels, from its sprite as GraphStream draws it. */
    private static Map<String, Rectangle2D> boxes(GraphPane graph, List<DrawnGeometry.Drawn> drawn) throws Exception {
        Map<String, DrawnGeometry.Drawn> byId = new HashMap<>();
        drawn.forEach(d -> byId.put(d.id(), d));
        return WaitForAsyncUtils.asyncFx(() -> {
            Map<String, Rectangle2D> out = new HashMap<>();
            double pxPerUnit = graph.camera().getMetrics().ratioPx2Gu;
            graph.drawnGraph().sprites().forEach(sprite -> {
                GraphicSprite s = (GraphicSprite) sprite;
                if (s.getNodeAttachment() == null || !s.hasAttribute("ui.class")
                        || !LabelBoxes.STYLE_CLASS.equals(s.getAttribute("ui.class"))) {
                    return;
                }
                DrawnGeometry.Drawn node = byId.get(s.getNodeAttachment().getId());
                Point3 at = graph.camera().transformGuToPx(s.getNodeAttachment().getX() + s.getX(),
                        s.getNodeAttachment().getY() + s.getY(), 0);
                double w = s.getStyle().getSize().get(0);
                double h = s.getStyle().getSize().get(1);
                assertTrue(Math.abs(node.x() + s.getX() * pxPerUnit - at.x) < 0.5, "one scale along x and y");
                out.put(node.id(), new Rectangle2D(at.x - w / 2, at.y - h / 2, w, h));
            });
            return out;
        }).get(5, TimeUnit.SECONDS);
    }

    /** How many pixels of {@code area} have an edge's colour (the race's, reads-from's, synchronizes-with's). */
    private static int saturated(WritableImage image, Rectangle2D area) {
        PixelReader r = image.getPixelReader();
        int n = 0;
        for (int y = (int) Math.ceil(area.getMinY()); y < Math.min(image.getHeight(), area.getMaxY()); y++) {
            for (int x = (int) Math.ceil(area.getMinX()); x < Math.min(image.getWidth(), area.getMaxX()); x++) {
                Color c = r.getColor(x, y);
                if (c.getSaturation() > 0.35 && c.getBrightness() > 0.3) {
                    n++;
                }
            }
        }
        return n;
    }
}
