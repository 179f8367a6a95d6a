package dev.syncscope.app;

import javafx.geometry.Rectangle2D;
import javafx.scene.input.KeyCode;
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

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The window on a 1024×768 projector: it is no larger than the screen (it was 1280×800 whatever the screen, File,
 * View and the status bar cut off), and its menus, toolbar buttons, panes and status bar are all on it, also in
 * presentation mode.
 */
@ExtendWith(ApplicationExtension.class)
class SmallScreenWindowTest {

    private static final Rectangle2D PROJECTOR = new Rectangle2D(0, 0, 1024, 768);
    /** What must be on screen: the menus, every toolbar control, the timeline, the panes and the status bar. */
    private static final List<String> CONTROLS = List.of("#menuBar", "#stepButton", "#stepBackButton", "#runButton",
            "#runToBarrierButton", "#pauseButton", "#resetButton", "#speedSlider", "#timeline", "#sourceTabs",
            "#dispatchGrid", "#graphTabs", "#detailTabs", "#statusBar", "#kernelName");

    private SyncScopeApp app;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        app = TestWindows.open(stage, new StartOptions(Path.of("../docs/examples/relaxed-flag.test"), null,
                Locale.ENGLISH, 4, List.of("explainTab"), Recovery.Choice.OFF), PROJECTOR);
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    private void allOnScreen(FxRobot robot, String mode) {
        for (String id : CONTROLS) {
            assertTrue(TestWindows.wholeInScene(robot.lookup(id).query()), id + " on a 1024×768 screen, " + mode);
        }
    }

    @Test
    void onA1024By768ScreenTheWindowAndEveryControlFitTheScreen(FxRobot robot) throws Exception {
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(stage.getWidth() <= 1024 && stage.getHeight() <= 768,
                "the window " + stage.getWidth() + "×" + stage.getHeight());
        assertTrue(stage.getScene().getWidth() <= 1024 && stage.getScene().getHeight() <= 768,
                "the scene " + stage.getScene().getWidth() + "×" + stage.getScene().getHeight());
        assertTrue(stage.getX() >= 0 && stage.getY() >= 0, "the window's corner " + stage.getX() + "," + stage.getY());
        allOnScreen(robot, "normal mode");
        robot.push(KeyCode.F12);
        WaitForAsyncUtils.waitForFxEvents();
        allOnScreen(robot, "presentation mode");
    }
}
