package dev.syncscope.app;

import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.views.threads.DispatchGridView;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Drives the real window headless: step, step back, barrier waits. */
@ExtendWith(ApplicationExtension.class)
class SteppingTest {

    /** Two invocations of one workgroup meet at workgroup barrier 1. */
    private static final String BARRIER = "NEWWG\nNEWSG\nNEWTHREAD\ncbar.scopewg 1\nNEWSG\nNEWTHREAD\ncbar.scopewg 1\n";

    private SyncScopeApp app;

    @Start
    void start(Stage stage) {
        app = new SyncScopeApp();
        app.start(stage, new StartOptions(TestWindows.kernelFile("barrier.test", BARRIER), null, Locale.ENGLISH, 0, java.util.List.of(), Recovery.Choice.OFF));
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(app::stop).get(5, TimeUnit.SECONDS);
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
    }

    private static String status(FxRobot robot) {
        return TestWindows.status(robot);
    }

    @Test
    void stepShowsTheBarrierWaitAndStepBackUndoesIt(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        waitUntil(() -> TestWindows.onFx(() -> !robot.lookup("#stepButton").queryAs(Button.class).isDisabled()));
        assertTrue(robot.lookup("#stepBackButton").queryAs(Button.class).isDisabled(), "nothing to undo yet");

        robot.clickOn("#stepButton");
        waitUntil(() -> status(robot).startsWith("Step 1 "));
        VBox barriers = robot.lookup("#barriers").queryAs(VBox.class);
        waitUntil(() -> barriers.getChildren().size() == 1);
        String line = ((Label) barriers.getChildren().get(0)).getText();
        assertTrue(line.contains("1/2 arrived"), line);
        DispatchGridView grid = robot.lookup("#dispatchGrid").queryAs(DispatchGridView.class);
        assertTrue(grid.viewModel().statusOf(0) == AgentStatus.WAITING_BARRIER, grid.viewModel().tipText(0));
        waitUntil(() -> grid.drawnAs(0, AgentStatus.WAITING_BARRIER));
        assertTrue(grid.drawnAs(1, AgentStatus.RUNNING), "the other invocation is drawn running");

        robot.type(KeyCode.F10);
        waitUntil(() -> status(robot).startsWith("Finished"));
        assertTrue(barriers.getChildren().isEmpty(), "the barrier released both invocations");

        robot.press(KeyCode.SHIFT).press(KeyCode.F10).release(KeyCode.F10).release(KeyCode.SHIFT);
        waitUntil(() -> status(robot).startsWith("Step 1 "));
        waitUntil(() -> barriers.getChildren().size() == 1);
        assertFalse(robot.lookup("#stepButton").queryAs(Button.class).isDisabled(), "can step again after going back");
    }
}
