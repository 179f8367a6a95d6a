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
 * The source scrolls to the read "Why this value?" explains when a check's frame comes, with the memory tab in front of
 * it too: atomic-float-sum after its 6 steps and {@code --check-all} shows its atomicAdd at line 30 (the explanation
 * followed twice per frame, once from the property, left the source at the file's header: the session-89
 * screenshots).
 */
@ExtendWith(ApplicationExtension.class)
class SourceFollowsTheExplainedReadTest {

    private SyncScopeApp app;

    @AfterEach
    void stop() throws Exception {
        if (app != null) {
            TestWindows.close(app);
        }
    }

    @Test
    void theSourceShowsTheLineOfTheReadExplained(FxRobot robot) throws Exception {
        StartOptions options = new StartOptions(Path.of("../sample-kernels/kernels/atomic-float-sum.comp"), null,
                Locale.ENGLISH, 6, List.of("memoryTab", "outcomesTab"), Recovery.Choice.OFF, false, true);
        FxToolkit.setupStage(stage -> app = TestWindows.open(stage, options, new Rectangle2D(0, 0, 1280, 800)));
        app.firstLoad().get(60, TimeUnit.SECONDS);
        // the check's frame: its outcomes listed
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> TestWindows.onFx(() -> robot.lookup("#outcomeSummary")
                .queryAs(javafx.scene.control.Label.class).getText().contains("allowed outcomes")));
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        TestWindows.onFx(() -> {
            Bounds view = area.localToScreen(area.getLayoutBounds());
            Bounds line = area.getParagraphBoundsOnScreen(30 - 1).orElse(null);
            assertTrue(line != null && line.getMinY() >= view.getMinY() - 0.5 && line.getMaxY() <= view.getMaxY() + 0.5,
                    "line 30 " + line + " whole in the source " + view);
            return null;
        });
    }
}
