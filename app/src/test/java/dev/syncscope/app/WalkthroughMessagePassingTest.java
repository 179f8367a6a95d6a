package dev.syncscope.app;

import dev.syncscope.views.graph.DomainGraphModel;
import dev.syncscope.views.graph.GraphPane;
import javafx.stage.Stage;
import org.graphstream.graph.Graph;
import org.graphstream.graph.Node;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * WALKTHROUGH.md example 1 in the real window, on the Khronos file itself (litmus/khronos/mp.test, CRLF):
 * opened three steps in, the domain graph shows Wy made visible to (T1, y) by the acquire; one step more,
 * Wx made visible to (T1, x); the execution graph draws the release's synchronizes-with.
 */
@ExtendWith(ApplicationExtension.class)
class WalkthroughMessagePassingTest {

    private static final Path MP = Path.of("../core-sim/src/test/resources/litmus/khronos/mp.test");

    private SyncScopeApp app;

    @Start
    void start(Stage stage) {
        app = new SyncScopeApp();
        app.start(stage, new StartOptions(MP, null, Locale.ENGLISH, 3, List.of("domainsTab"), Recovery.Choice.OFF));
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    private static Graph domains(FxRobot robot) {
        return robot.lookup("#domainGraph").queryAs(GraphPane.class).graph();
    }

    /** Whether the domain graph shows T0's write through {@code reference} visible to T1 through it. */
    private static boolean shownVisibleToT1(FxRobot robot, String reference) {
        return TestWindows.onFx(() -> {
            Node writer = domains(robot).getNode(DomainGraphModel.leafId(0, reference));
            Node reader = domains(robot).getNode(DomainGraphModel.leafId(1, reference));
            return writer != null && reader != null && "writer".equals(writer.getAttribute("ui.class"))
                    && "visible".equals(reader.getAttribute("ui.class"));
        });
    }

    @Test
    void theAcquireShowsWyVisibleToT1AndTheVisibilityLoadShowsWxVisibleToT1(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> shownVisibleToT1(robot, "y"));
        robot.clickOn("#stepButton");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> shownVisibleToT1(robot, "x"));
    }

    @Test
    void theExecutionGraphDrawsSynchronizesWithFromTheReleaseToTheAcquire(FxRobot robot)
            throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        robot.clickOn("#executionTab");
        GraphPane execution = robot.lookup("#executionGraph")
                .queryAs(dev.syncscope.views.graph.ExecutionGraphPane.class).graphPane();
        // drawn from the start (as po, rf and races; happens-before is offered in the relations menu)
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> TestWindows.onFx(() -> execution.graph().getEdge("sw:s1>s2") != null));
        assertTrue(TestWindows.onFx(() -> execution.graph().getEdge("rf:s1>s2") != null), "Wy read by step 3");
    }
}
