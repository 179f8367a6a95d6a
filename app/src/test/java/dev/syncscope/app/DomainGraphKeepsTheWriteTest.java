package dev.syncscope.app;

import dev.syncscope.views.graph.DomainGraphModel;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * The memory-domain graph keeps showing the latest write after a step that wrote nothing: docs/examples/barrier.test
 * opened at step 2 (P0 stored x = 1 at step 1, P1 then arrived at the barrier) showed no write and the hint "No write
 * shown yet. Step until a store runs" (the teacher audit), though the store had run.
 */
@ExtendWith(ApplicationExtension.class)
class DomainGraphKeepsTheWriteTest {

    private SyncScopeApp app;

    @AfterEach
    void stop() throws Exception {
        if (app != null) {
            TestWindows.close(app);
        }
    }

    @Test
    void aStepThatWritesNothingKeepsTheStoreOfTheStepBefore(FxRobot robot) throws Exception {
        StartOptions options = new StartOptions(Path.of("../docs/examples/barrier.test"), null, Locale.ENGLISH, 2,
                List.of("domainsTab", "problemsTab"), Recovery.Choice.OFF, false, false);
        FxToolkit.setupStage(stage -> app = TestWindows.open(stage, options, new Rectangle2D(0, 0, 1280, 800)));
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.status(robot).contains("Step 2 of 2"));
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("writer", TestWindows.domainNodeClass(robot, DomainGraphModel.leafId(0, "x")),
                "P0's store of x is shown");
        Node hint = robot.lookup("#domainHint").query();
        assertFalse(TestWindows.onFx(hint::isVisible), "no hint that no store ran");
    }
}
