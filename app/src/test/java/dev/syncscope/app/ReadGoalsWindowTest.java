package dev.syncscope.app;

import dev.syncscope.views.problems.Problem;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The default kernel (message passing between two workgroups, a .test whose flag load asks for 1): Run
 * shows the execution the test asks about, and with the launch dialog's read goals off, the round-robin
 * run that reads the flag too early, marked as outside the test's question.
 */
class ReadGoalsWindowTest extends DefaultWindowTest {

    private static String status(FxRobot robot) {
        return TestWindows.status(robot);
    }

    @SuppressWarnings("unchecked")
    private static List<Problem> problems(FxRobot robot) {
        return TestWindows.onFx(() -> List.copyOf(robot.lookup("#problems").queryAs(ListView.class).getItems()));
    }

    @Test
    void runFollowsTheTestsLoadValuesUnlessTheLaunchDialogTurnsThemOff(FxRobot robot) throws Exception {
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                !robot.lookup("#runButton").queryButton().isDisabled()));
        robot.clickOn("#runButton");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status(robot).startsWith("Finished"));
        assertEquals(List.of(), problems(robot), "the execution the test asks about has no race");

        robot.press(KeyCode.CONTROL).press(KeyCode.L).release(KeyCode.L).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                robot.lookup("#readGoals").tryQuery().isPresent()));
        CheckBox goals = robot.lookup("#readGoals").queryAs(CheckBox.class);
        assertTrue(goals.isSelected());
        robot.interact(() -> goals.setSelected(false));
        robot.clickOn("OK");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                !robot.lookup("#runButton").queryButton().isDisabled()));
        robot.clickOn("#runButton");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status(robot).startsWith("Finished"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !problems(robot).isEmpty());
        Problem first = problems(robot).get(0);
        assertEquals(Problem.Severity.INFO, first.severity());
        assertTrue(first.message().startsWith("P1 reads y = 0, but the test asks about the executions where this load"
                + " reads 1"), first.message());
        assertTrue(problems(robot).stream().anyMatch(p -> p.message().startsWith("data race on x")),
                problems(robot).toString());
    }
}
