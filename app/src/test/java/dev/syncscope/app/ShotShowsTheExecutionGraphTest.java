package dev.syncscope.app;

import dev.syncscope.views.graph.ExecutionGraphPane;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --screenshot} of the execution graph ({@code --steps=9 --tabs=executionTab,problemsTab --presentation}):
 * the graph was blank in 2 of 6 shots (the teacher audit). Its steps come with the frame built once its tab is on
 * screen, after the load; the shot was taken a fixed 800 ms after the load, and that frame came 106 to 736 ms into
 * them (measured at 1280×800 under Xvfb). The shot now waits for the window to show what was asked
 * ({@link SyncScopeApp#shownAsAsked()}): the frame that brings the graph its steps.
 */
@ExtendWith(ApplicationExtension.class)
class ShotShowsTheExecutionGraphTest {

    private static final Rectangle2D SCREEN = new Rectangle2D(0, 0, 1280, 800);
    /** Room left of the fit button in the graph's top right corner, its only ink while the graph is empty. */
    private static final double FIT_BUTTON = 100;

    private SyncScopeApp app;

    @AfterEach
    void stop() throws Exception {
        if (app != null) {
            TestWindows.close(app);
        }
    }

    /** Pixels darker than the graph's light background and grey lines in {@code area} of {@code image}. */
    private static int ink(WritableImage image, Bounds area) {
        PixelReader pixels = image.getPixelReader();
        int ink = 0;
        for (int y = (int) Math.ceil(area.getMinY()); y < (int) area.getMaxY(); y++) {
            for (int x = (int) Math.ceil(area.getMinX()); x < (int) (area.getMaxX() - FIT_BUTTON); x++) {
                int argb = pixels.getArgb(x, y);
                int sum = ((argb >> 16) & 0xff) + ((argb >> 8) & 0xff) + (argb & 0xff);
                if (sum < 3 * 180) {
                    ink++;
                }
            }
        }
        return ink;
    }

    @Test
    void theShotIsTakenWhenTheExecutionGraphShowsTheSteps() throws Exception {
        StartOptions options = new StartOptions(Path.of("../sample-kernels/kernels/reduction-missing-barrier.comp"),
                null, Locale.ENGLISH, 9, List.of("executionTab", "problemsTab"), Recovery.Choice.OFF, true, false);
        CompletableFuture<int[]> shot = new CompletableFuture<>();
        FxToolkit.setupStage(stage -> {
            app = TestWindows.open(stage, options, SCREEN);
            // as the shot is taken: on the FX thread, as the window is ready (registered before it can be)
            app.shownAsAsked().thenRun(() -> {
                ExecutionGraphPane graph = (ExecutionGraphPane) stage.getScene().lookup("#executionGraph");
                Bounds area = graph.graphPane().localToScene(graph.graphPane().getLayoutBounds());
                shot.complete(new int[] {graph.graphPane().graph().getNodeCount(),
                        ink(stage.getScene().snapshot(null), area)});
            });
        });
        int[] seen = shot.get(60, TimeUnit.SECONDS);
        assertTrue(seen[0] > 0, "the execution graph's events when the shot is taken: " + seen[0]);
        assertTrue(seen[1] > 500, "the execution graph's ink in the shot: " + seen[1] + " px");
    }
}
