package dev.syncscope.app;

import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run that finished with problems shows the newest problem's line in the source while no read is explained beside
 * it: presenting counter-lost-update.comp after its 8 steps at 1024×768, the source showed the file's header comment
 * beside three problems naming line 25 (the session-86 review).
 */
@ExtendWith(ApplicationExtension.class)
class SourceShowsTheNewestProblemTest {

    private static final Rectangle2D SCREEN = new Rectangle2D(0, 0, 1024, 768);
    private static final int RACING_LINE = 25;

    private SyncScopeApp app;

    @AfterEach
    void stop() throws Exception {
        if (app != null) {
            TestWindows.close(app);
        }
    }

    @Test
    void theRacingLineIsInViewBesideTheProblems(FxRobot robot) throws Exception {
        StartOptions options = new StartOptions(Path.of("../sample-kernels/kernels/counter-lost-update.comp"), null,
                Locale.ENGLISH, 8, List.of("problemsTab", "executionTab"), Recovery.Choice.OFF, true, false);
        FxToolkit.setupStage(stage -> app = TestWindows.open(stage, options, SCREEN));
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        TestWindows.onFx(() -> {
            Bounds view = area.localToScreen(area.getLayoutBounds());
            Bounds line = area.getParagraphBoundsOnScreen(RACING_LINE - 1).orElse(null);
            assertTrue(line != null && line.getMinY() >= view.getMinY() - 0.5 && line.getMaxY() <= view.getMaxY() + 0.5,
                    "line " + RACING_LINE + " " + line + " in the source " + view);
            return null;
        });
    }
}
