package dev.syncscope.app;

import dev.syncscope.views.graph.DomainGraphModel;
import dev.syncscope.views.graph.ExecutionGraphPane;
import dev.syncscope.views.graph.GraphPane;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/** Issue #6 in the real window: "why this value?" of a stale read marks the chain and the missing link in both graphs. */
@ExtendWith(ApplicationExtension.class)
class ExplanationChainTest {

    private SyncScopeApp app;

    @Start
    void start(Stage stage) throws Exception {
        app = TestWindows.open(stage, "relaxed.test", StaleReadTest.RELAXED_FLAG);
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    private static Object classOf(GraphPane pane, String node) {
        return pane.graph().getNode(node) == null ? null : pane.graph().getNode(node).getAttribute("ui.class");
    }

    @Test
    void staleReadMarksTheUnseenWriteTheReadAndTheReaderInBothGraphs(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                !robot.lookup("#stepButton").queryButton().isDisabled()));
        // round-robin: T0 writes x (step 0), T1 reads y, T0 writes y, T1 reads x = 0 (step 3): stale
        for (int i = 0; i < 4; i++) {
            robot.clickOn("#stepButton");
        }
        robot.clickOn("#explainTab");
        VBox body = (VBox) robot.lookup("#explainHeadline").queryAs(Label.class).getParent();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> body.getChildren().size() > 2);

        GraphPane domains = robot.lookup("#domainGraph").queryAs(GraphPane.class);
        String reader = DomainGraphModel.leafId(1, "x");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "leaf,reader".equals(classOf(domains, reader)));
        assertEquals("writer", classOf(domains, DomainGraphModel.leafId(0, "x")), "the unseen write is x = 1 by T0");

        robot.clickOn("#executionTab");
        GraphPane execution = robot.lookup("#executionGraph").queryAs(ExecutionGraphPane.class).graphPane();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> "event,write,unseen,racy,labelLeft".equals(classOf(execution, "s0")));
        assertEquals("event,read,chain,racy,stale", classOf(execution, "s3"));
        assertNotNull(execution.graph().getEdge("missing:s0>s3"), "the missing link from the unseen write to the read");
    }
}
