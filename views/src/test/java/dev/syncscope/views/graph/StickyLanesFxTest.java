package dev.syncscope.views.graph;

import javafx.scene.control.Label;
import javafx.scene.paint.Color;
import org.graphstream.ui.geom.Point3;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A long run's execution graph keeps its lanes' names in view: the counted loop's 41 steps in the window's graph tab
 * (786 × 250 px, labels kept at 11 px as syncscope.css has it) draw the latest rows, the header node "T0" above the
 * view, and a strip over the graph's top names the lane over its events; a short run, its headers in view, has none.
 */
class StickyLanesFxTest extends StickyLanesStageFxTest {

    @Test
    void aLongRunsLaneNameStaysOverItsLaneWhileItsHeaderIsAboveTheViewAndClickingItClicksTheLane(FxRobot robot)
            throws Exception {
        show(robot, "../docs/examples/counted-loop.comp", 41, "-ss-min-text: 11;");
        StickyLanes sticky = shownSticky(robot);
        assertTrue(headerY("lane:0") < 0, "the header T0 is above the view: the rows keep their labels legible");
        assertEquals(List.of("T0"), fx(sticky::shownNames));
        Label name = robot.from(sticky).lookup((Label l) -> l.isVisible() && "T0".equals(l.getText())).query();
        GraphPane g = pane.graphPane();
        double laneX = fx(() -> {
            var n = g.drawnGraph().getNode("lane:0");
            Point3 p = g.camera().transformGuToPx(((org.graphstream.ui.graphicGraph.GraphicNode) n).getX(),
                    ((org.graphstream.ui.graphicGraph.GraphicNode) n).getY(), 0);
            return p.x;
        });
        double centre = fx(() -> name.getBoundsInParent().getCenterX());
        assertEquals(laneX, centre, 1.0, "centred over its lane, as its header");
        assertEquals(Color.web("#fbfbfb"), fx(() -> ((Color) strip(sticky).getBackground().getFills().get(0).getFill())
                .deriveColor(0, 1, 1, 1 / 0.92)), "on the graph's background");
        robot.clickOn(name);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("lane:0"), clicked, "as a click on the lane: its invocation is focused");
    }

    @Test
    void inTheDarkThemeTheStripIsTheDarkGraphsBackgroundAndTheNameItsText(FxRobot robot) throws Exception {
        show(robot, "../docs/examples/counted-loop.comp", 41, "-ss-min-text: 11; -ss-graph-dark: true;");
        StickyLanes sticky = shownSticky(robot);
        Label name = robot.from(sticky).lookup((Label l) -> l.isVisible() && "T0".equals(l.getText())).query();
        assertEquals(Color.web("#eeeeee"), fx(name::getTextFill));
        Color ground = fx(() -> (Color) strip(sticky).getBackground().getFills().get(0).getFill());
        assertEquals(Color.web("#1e1e1e").getRed(), ground.getRed(), 1e-6);
    }

    @Test
    void aShortRunWhoseHeadersAreInViewHasNoStrip(FxRobot robot) throws Exception {
        show(robot, "../sample-kernels/kernels/counter-lost-update.comp", 8, "-ss-min-text: 11;");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> fx(() -> pane.graphPane().framesDrawn() > 0));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(headerY("lane:0") >= 0, "drawn, its header in view");
        assertFalse(fx(sticky(robot)::shown));
        assertEquals(List.of(), fx(sticky(robot)::shownNames));
    }

    @Test
    void aPaneTooShortForTheStripKeepsItsGraphWithoutIt(FxRobot robot) throws Exception {
        show(robot, "../docs/examples/counted-loop.comp", 41, "-ss-min-text: 11;");
        shownSticky(robot);
        robot.interact(() -> {
            pane.setMaxHeight(100);
            root.layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
        StickyLanes sticky = sticky(robot);
        double graph = fx(pane.graphPane()::getHeight);
        assertTrue(graph < 2 * fx(() -> strip(sticky).getHeight()), "a graph " + graph + " px high");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !fx(sticky::shown));
        assertTrue(headerY("lane:0") < 0, "its header still above the view");
        assertEquals(List.of(), fx(sticky::shownNames), "no strip over more than half the graph");
    }

    @Test
    void eachOfSeveralLanesHasItsNameOverItLeftToRight(FxRobot robot, @TempDir Path dir) throws Exception {
        Path kernel = loopKernel(dir, 2);
        show(robot, kernel.toString(), 62, "-ss-min-text: 11;");
        StickyLanes sticky = shownSticky(robot);
        assertEquals(List.of("T0", "T1"), fx(sticky::shownNames));
        for (String lane : List.of("lane:0", "lane:1")) {
            assertTrue(headerY(lane) < 0, lane + " above the view");
        }
    }
}
