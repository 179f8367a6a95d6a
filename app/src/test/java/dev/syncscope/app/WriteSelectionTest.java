package dev.syncscope.app;

import dev.syncscope.views.graph.DomainGraphModel;
import dev.syncscope.views.graph.GraphPane;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.control.Button;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.graphstream.graph.Node;
import org.graphstream.ui.fx_viewer.FxViewPanel;
import org.graphstream.ui.geom.Point3;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Issue #6 in the real window: a write selected from the source or from the execution graph lights up in the domain graph. */
@ExtendWith(ApplicationExtension.class)
class WriteSelectionTest {

    private SyncScopeApp app;

    @Start
    void start(Stage stage) throws Exception {
        app = TestWindows.open(stage, "relaxed.test", StaleReadTest.RELAXED_FLAG);
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    /** Round-robin: step 0 T0 writes x (line 4), step 1 T1 reads y, step 2 T0 writes y (line 5). */
    private void stepThree(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                !robot.lookup("#stepButton").queryButton().isDisabled()));
        for (int i = 0; i < 3; i++) {
            robot.clickOn("#stepButton");
        }
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> TestWindows.onFx(() ->
                        !robot.lookup("#stepButton").queryAs(Button.class).isDisabled() && writerLeafIs(robot, "y")));
    }

    /** Whether the domain graph shows a write of T0 through {@code reference} (its leaf has class {@code writer}). */
    private static boolean writerLeafIs(FxRobot robot, String reference) {
        GraphPane pane = robot.lookup("#domainGraph").queryAs(GraphPane.class);
        Node leaf = pane.graph().getNode(DomainGraphModel.leafId(0, reference));
        return leaf != null && "writer".equals(leaf.getAttribute("ui.class"));
    }

    @Test
    void ctrlClickOnAStoreLineShowsItsWriteInTheDomainGraph(FxRobot robot) throws Exception {
        stepThree(robot);
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        Bounds line = WaitForAsyncUtils.asyncFx(() -> {
            int lineFourStart = area.getAbsolutePosition(3, 0);
            return area.getCharacterBoundsOnScreen(lineFourStart, lineFourStart + 4).orElseThrow();
        }).get(5, TimeUnit.SECONDS);
        robot.press(KeyCode.CONTROL).clickOn(new Point2D(line.getMinX() + 2, line.getCenterY())).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> writerLeafIs(robot, "x"));
        TabPane graphs = robot.lookup("#graphTabs").queryAs(TabPane.class);
        assertEquals("domainsTab", graphs.getSelectionModel().getSelectedItem().getId());
    }

    @Test
    void clickOnAStoreInTheExecutionGraphShowsItsWriteInTheDomainGraph(FxRobot robot) throws Exception {
        stepThree(robot);
        robot.clickOn("#executionTab");
        GraphPane execution = robot.lookup("#executionGraph").queryAs(dev.syncscope.views.graph.ExecutionGraphPane.class)
                .graphPane();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> execution.graph().getNode("s0") != null);
        WaitForAsyncUtils.waitForFxEvents();
        Point2D s0 = WaitForAsyncUtils.asyncFx(() -> onScreen(execution, "s0")).get(5, TimeUnit.SECONDS);
        robot.clickOn(s0);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> writerLeafIs(robot, "x"));
        assertEquals("event,write,selected,labelLeft", execution.graph().getNode("s0").getAttribute("ui.class"),
                "the first lane's events are labelled on their left");
    }

    /** Where node {@code id} of {@code pane} is drawn on screen. */
    static Point2D onScreen(GraphPane pane, String id) {
        FxViewPanel panel = (FxViewPanel) pane.getChildren().get(0);
        Object[] xy = (Object[]) pane.graph().getNode(id).getAttribute("xy");
        Point3 px = panel.getCamera().transformGuToPx(((Number) xy[0]).doubleValue(), ((Number) xy[1]).doubleValue(), 0);
        return panel.localToScreen(px.x, px.y);
    }
}
