package dev.syncscope.app;

import dev.syncscope.views.graph.ExecutionGraphPane;
import dev.syncscope.views.graph.GraphPane;
import dev.syncscope.views.problems.Problem;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
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
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue #6 in the real window: a problem clicked in the problems pane reveals its sites. */
@ExtendWith(ApplicationExtension.class)
class ProblemSitesTest {

    private SyncScopeApp app;

    @Start
    void start(Stage stage) throws Exception {
        app = TestWindows.open(stage, "relaxed.test", StaleReadTest.RELAXED_FLAG);
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    @Test
    void clickingARaceRevealsItsLineFocusesItsInvocationAndMarksBothAccesses(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                !robot.lookup("#stepButton").queryButton().isDisabled()));
        // round-robin: T0 writes x (step 0), T1 reads y, T0 writes y, T1 reads x (step 3, line 9): a race with step 0
        for (int i = 0; i < 4; i++) {
            robot.clickOn("#stepButton");
        }
        @SuppressWarnings("unchecked")
        ListView<Problem> problems = robot.lookup("#problems").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> problems.getItems().stream().anyMatch(p -> p.message().toLowerCase(Locale.ROOT).contains("race")));
        int row = problems.getItems().indexOf(problems.getItems().stream()
                .filter(p -> p.message().toLowerCase(Locale.ROOT).contains("race")).findFirst().orElseThrow());
        Problem race = problems.getItems().get(row);
        robot.clickOn("#problemsTab");
        robot.clickOn(robot.lookup("#problems .list-cell").nth(row).queryAs(javafx.scene.Node.class));

        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> area.getCurrentParagraph() + 1 == race.where().line());
        TabPane graphs = robot.lookup("#graphTabs").queryAs(TabPane.class);
        assertEquals("executionTab", graphs.getSelectionModel().getSelectedItem().getId());
        GraphPane execution = robot.lookup("#executionGraph").queryAs(ExecutionGraphPane.class).graphPane();
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> execution.graph().getNode("s0") != null
                && "event,write,problem,racy,labelLeft".equals(execution.graph().getNode("s0").getAttribute("ui.class")));
        assertEquals("event,read,problem,racy,stale", execution.graph().getNode("s3").getAttribute("ui.class"));
        assertTrue(!String.valueOf(execution.graph().getNode("s1").getAttribute("ui.class")).contains("problem"));
    }
}
