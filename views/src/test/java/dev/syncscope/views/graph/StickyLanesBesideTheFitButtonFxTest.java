package dev.syncscope.views.graph;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sticky lane names stay clear of the fit button in the graph's top right corner: a narrow pane draws the last
 * two of four lanes, and where the last one's name would be under the button it is drawn below it, the strip reaching
 * there (the graph fitted below the strip); a wider pane has it clear of the button at the top.
 */
class StickyLanesBesideTheFitButtonFxTest extends StickyLanesStageFxTest {

    @Override
    protected double sceneHeight() {
        return 500;
    }

    @ParameterizedTest(name = "a pane {0} px wide: names below the button: {1}")
    @CsvSource(textBlock = """
            300, true
            420, false
            """)
    void noNameIsDrawnUnderTheFitButton(int width, boolean below, FxRobot robot, @TempDir Path dir) throws Exception {
        Path kernel = loopKernel(dir, 4);
        show(robot, kernel.toString(), 124, "-ss-min-text: 11;");
        robot.interact(() -> {
            pane.setMaxWidth(width);
            root.layout();
        });
        StickyLanes sticky = shownSticky(robot);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("T2", "T3"), fx(sticky::shownNames), "a narrow pane draws the latest two lanes");
        Node fit = robot.lookup("#fitGraphButton").query();
        Bounds button = fx(() -> fit.localToScene(fit.getLayoutBounds()));
        for (Node n : fx(sticky::getChildrenUnmodifiable)) {
            if (n instanceof Label l && fx(l::isVisible)) {
                Bounds b = fx(() -> l.localToScene(l.getLayoutBounds()));
                assertFalse(b.intersects(button), l.getText() + " " + b + " under the fit button " + button);
                assertEquals(below, b.getMinY() >= button.getMaxY(), l.getText() + " " + b + " below the button");
            }
        }
        double stripBottom = fx(() -> strip(sticky).localToScene(strip(sticky).getLayoutBounds()).getMaxY());
        double paneTop = fx(() -> pane.graphPane().localToScene(0, 0).getY());
        for (String lane : List.of("lane:2", "lane:3")) {
            assertTrue(paneTop + headerY(lane) < stripBottom, lane + "'s header hidden above the strip's bottom");
        }
    }
}
