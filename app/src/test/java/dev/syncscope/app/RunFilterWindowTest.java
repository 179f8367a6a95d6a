package dev.syncscope.app;

import javafx.scene.control.Label;
import javafx.stage.Stage;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * A herd test whose filter the stepper is not steered towards (docs/examples/mp-or-filter.litmus, a disjunction):
 * the round-robin run reads the flag before it is stored, so its outcome fails the filter, which no load announces.
 * Once the run has ended the outcomes pane says the run is outside the executions the test asks about, as
 * {@code run} notes; a step back (the outcome no longer final) takes the notice away.
 */
@ExtendWith(ApplicationExtension.class)
class RunFilterWindowTest {

    private SyncScopeApp app;

    @Start
    void start(Stage stage) {
        app = new SyncScopeApp();
        app.start(stage, new StartOptions(Path.of("../docs/examples/mp-or-filter.litmus"), null, Locale.ENGLISH, 0,
                List.of(), Recovery.Choice.OFF));
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(app::stop).get(5, TimeUnit.SECONDS);
    }

    @Test
    void theOutcomesPaneSaysWhenTheEndedRunFailsTheTestsFilter(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                !robot.lookup("#runButton").queryButton().isDisabled()));
        robot.clickOn("#outcomesTab");
        WaitForAsyncUtils.waitForFxEvents();
        Label notice = robot.lookup("#runFilterNotice").queryAs(Label.class);
        assertFalse(notice.isVisible(), "nothing ran yet");
        robot.clickOn("#runButton");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.status(robot).startsWith("Finished"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, notice::isVisible);
        assertEquals("The stepped execution ended with an outcome that fails the test's filter P1:r0 == 1 \\/ y == 2"
                + " (line 12): it is outside the executions the test asks about.", notice.getText());

        // the run's last frame (status and notice) comes before the run's end enables Step back: a click before
        // that does nothing
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> TestWindows.onFx(() -> !robot.lookup("#stepBackButton").queryButton().isDisabled()));
        robot.clickOn("#stepBackButton");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !notice.isVisible());
    }
}
