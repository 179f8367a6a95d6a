package dev.syncscope.app;

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

import static org.junit.jupiter.api.Assertions.assertTrue;

/** WALKTHROUGH.md example 2 in the real window: the stale read and its explanation. */
@ExtendWith(ApplicationExtension.class)
class StaleReadTest {

    /** Message passing with a relaxed flag: T1 may read the payload's initial value. */
    static final String RELAXED_FLAG = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\nst.atom.scopewg.sc0 y = 1\n"
            + "NEWSG\nNEWTHREAD\nld.atom.scopewg.sc0 y\nld.vis.scopedev.sc0 x\n";

    private SyncScopeApp app;

    @Start
    void start(Stage stage) {
        app = new SyncScopeApp();
        app.start(stage, new StartOptions(TestWindows.kernelFile("relaxed.test", RELAXED_FLAG), null, Locale.ENGLISH, 0, List.of(), Recovery.Choice.OFF));
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(app::stop).get(5, TimeUnit.SECONDS);
    }

    @Test
    void explanationOfTheStaleReadNamesTheMissingHappensBefore(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                !robot.lookup("#stepButton").queryButton().isDisabled()));
        // round-robin: T0 writes x, T1 reads y = 0, T0 writes y, T1 reads x
        for (int i = 0; i < 4; i++) {
            robot.clickOn("#stepButton");
        }
        robot.clickOn("#explainTab");
        VBox body = (VBox) robot.lookup("#explainHeadline").queryAs(Label.class).getParent();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> body.getChildren().size() > 2);
        String text = body.getChildren().stream().map(n -> ((Label) n).getText()).collect(Collectors.joining("\n"));
        assertTrue(text.contains("You read 0, the initial value."), text);
        assertTrue(text.contains("was available in the shader domain"), text);
        assertTrue(text.contains("no happens-before"), text);
    }

    @Test
    void exhaustiveCheckListsEveryAllowedOutcomeOffTheFxThread(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        robot.press(javafx.scene.input.KeyCode.CONTROL).press(javafx.scene.input.KeyCode.E)
                .release(javafx.scene.input.KeyCode.E).release(javafx.scene.input.KeyCode.CONTROL);
        robot.clickOn("#outcomesTab");
        javafx.scene.control.TableView<?> table = robot.lookup("#outcomes").queryTableView();
        // relaxed flag, both loads unconstrained: (y, x) in {0,1} x {0,1} are all allowed
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> table.getItems().size() == 4);
    }
}
