package dev.syncscope.app;

import dev.syncscope.views.threads.DispatchGridView;
import javafx.scene.control.Button;
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

import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * WALKTHROUGH.md example 2 in the real window: "the user may also pick the other value the model allows at this racy
 * read (1)". Focusing P1 at its read of x shows both values under the toolbar; its button for 1 steps P1 reading
 * 1 (allowed only because the read races, VK MM: Data Race), which "Why this value?" then explains; Step back offers
 * the values again.
 */
@ExtendWith(ApplicationExtension.class)
class ReadChoiceWindowTest {

    private SyncScopeApp app;

    @Start
    void start(Stage stage) {
        app = new SyncScopeApp();
        app.start(stage, new StartOptions(TestWindows.kernelFile("relaxed.test", ReadChoiceControllerTest.RELAXED), null,
                Locale.ENGLISH, 0, List.of(), Recovery.Choice.OFF));
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(app::stop).get(5, TimeUnit.SECONDS);
    }

    private static String explanation(FxRobot robot) {
        VBox body = (VBox) robot.lookup("#explainHeadline").queryAs(Label.class).getParent();
        return body.getChildren().stream().filter(n -> n instanceof Label).map(n -> ((Label) n).getText())
                .collect(Collectors.joining("\n"));
    }

    @Test
    void pickingTheRacyOneAtPOnesReadOfXReadsOne(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                !robot.lookup("#stepButton").queryButton().isDisabled()));
        // the flag load asks for 1: P0 stores x and y, P1 reads y = 1
        for (int i = 0; i < 3; i++) {
            robot.clickOn("#stepButton");
        }
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> TestWindows.onFx(() ->
                        robot.lookup("#statusBar").queryAs(org.controlsfx.control.StatusBar.class).getText()
                        .equals("Step 3 of 3")));
        assertTrue(!robot.lookup("#readChoices").query().isVisible(), "P0 is focused and has finished");
        DispatchGridView grid = robot.lookup("#dispatchGrid").queryAs(DispatchGridView.class);
        robot.clickOn(grid.cellOnScreen(1).orElseThrow());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                robot.lookup("#readChoices").query().isVisible()));
        assertEquals("P1's next read (line 9) may return:",
                robot.lookup("#readChoiceTitle").queryAs(Label.class).getText());
        assertEquals("0: the initial value · default", robot.lookup("#readChoice0").queryButton().getText());
        Button one = robot.lookup("#readChoice1").queryButton();
        assertEquals("1: written by P0 (line 4) · only because the read races", one.getText());
        assertTrue(one.getStyleClass().contains("race-only"));

        robot.clickOn(one);
        robot.clickOn("#explainTab");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> TestWindows.onFx(() ->
                        robot.lookup("#explainHeadline").queryAs(Label.class).getText().equals("P1 read 1 from x (line 9)")));
        String text = explanation(robot);
        assertTrue(text.contains("You read 1, written by P0 (line 4)."), text);
        assertTrue(text.contains("This read races with the write of x by P0 (line 4)"), text);
        assertTrue(!robot.lookup("#readChoices").query().isVisible(), "P1 has finished");

        robot.clickOn("#stepBackButton");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                robot.lookup("#readChoices").query().isVisible()));
        assertEquals(1, app.simulation().history().get(10, TimeUnit.SECONDS).decisions().get(3).agent());
    }
}
