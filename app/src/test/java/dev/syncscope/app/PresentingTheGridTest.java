package dev.syncscope.app;

import dev.syncscope.views.threads.DispatchGridView;
import javafx.geometry.Rectangle2D;
import javafx.scene.input.KeyCode;
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
 * Presentation mode draws the dispatch grid's names larger than normal mode, never smaller, at 1280×800: P0 and P1
 * of relaxed-flag.test shrank from 13 px to about 8 px (the 1.6 times font squeezed into a grid given less height),
 * and the 64 cells of a one-workgroup reduction lost their names.
 */
@ExtendWith(ApplicationExtension.class)
class PresentingTheGridTest {

    private static final Rectangle2D SCREEN = new Rectangle2D(0, 0, 1280, 800);
    /** One workgroup of 64 invocations in two subgroups of 32 (normal mode names its cells at 13 px). */
    private static final String REDUCTION_64 = """
            // @dispatch 1
            // @subgroup-size 32
            // @length inputs = 64
            // @length sums = 1
            #version 450
            layout(local_size_x = 64) in;
            layout(binding = 0) buffer In { uint inputs[]; };
            layout(binding = 1) buffer Out { uint sums[]; };
            shared uint partial[64];
            void main() {
                uint i = gl_LocalInvocationID.x;
                partial[i] = inputs[gl_GlobalInvocationID.x] + 1;
                barrier();
                if (i == 0) {
                    sums[gl_WorkGroupID.x] = partial[0] + partial[1];
                }
            }
            """;

    private SyncScopeApp app;

    @AfterEach
    void stop() throws Exception {
        if (app != null) {
            TestWindows.close(app);
        }
    }

    private void open(Path kernel, int steps, String detailTab) throws Exception {
        StartOptions options = new StartOptions(kernel, null, Locale.ENGLISH, steps, List.of(detailTab),
                Recovery.Choice.OFF);
        FxToolkit.setupStage(stage -> app = TestWindows.open(stage, options, SCREEN));
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The grid's cell and row names' sizes in px, as drawn now. */
    private static double[] nameSizes(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        DispatchGridView grid = robot.lookup("#dispatchGrid").queryAs(DispatchGridView.class);
        return TestWindows.onFx(() -> new double[] {grid.cellNameSize(), grid.rowNameSize()});
    }

    private static void noSmallerWhilePresenting(FxRobot robot, String what) {
        double[] normal = nameSizes(robot);
        assertTrue(normal[0] > 0 && normal[1] > 0, what + ": normal mode names cells and rows");
        robot.push(KeyCode.F12);
        WaitForAsyncUtils.waitForFxEvents();
        double[] presenting = nameSizes(robot);
        assertTrue(presenting[0] >= normal[0], what + ": cell names presenting " + presenting[0] + " px, normally "
                + normal[0]);
        assertTrue(presenting[1] >= normal[1], what + ": subgroup names presenting " + presenting[1] + " px, normally "
                + normal[1]);
        robot.clickOn("#problemsTab");
        double[] problems = nameSizes(robot);
        assertTrue(problems[0] >= normal[0] && problems[1] >= normal[1],
                what + ", the problems shown: " + problems[0] + " / " + problems[1] + " px");
    }

    @Test
    void presentingTheRelaxedFlagsExplanationDrawsP0AndP1NoSmaller(FxRobot robot) throws Exception {
        open(Path.of("../docs/examples/relaxed-flag.test"), 4, "explainTab");
        noSmallerWhilePresenting(robot, "relaxed-flag.test explained");
    }

    @Test
    void presentingSixtyFourInvocationsKeepsTheirNames(FxRobot robot) throws Exception {
        open(TestWindows.kernelFile("reduction-64.comp", REDUCTION_64), 3, "problemsTab");
        noSmallerWhilePresenting(robot, "64 invocations");
    }

    /**
     * A dispatch too large for names keeps {@link PresentationLayout#UNNAMED_CELLS} of cells below its title and its
     * barrier lines, beside the memory tab: with a barrier's line, 1,024 invocations were drawn as the first
     * workgroup's title alone (the session-86 review). And with no read explained yet, its one line takes no share of
     * the middle from the grid and the graphs.
     */
    @Test
    void aLargeDispatchKeepsItsCellsUnderItsBarrierLineWhilePresenting(FxRobot robot) throws Exception {
        open(Path.of("../docs/examples/reduction-1024.comp"), 3000, "memoryTab");
        robot.push(KeyCode.F12);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        DispatchGridView grid = robot.lookup("#dispatchGrid").queryAs(DispatchGridView.class);
        double[] heights = TestWindows.onFx(() -> new double[] {grid.getHeight(), grid.linesHeight(grid.getWidth())});
        assertTrue(heights[1] > 0, "a barrier's line is shown");
        assertTrue(heights[0] >= heights[1] + PresentationLayout.UNNAMED_CELLS - 1,
                "the grid " + heights[0] + " px, its lines " + heights[1] + " px");
        robot.clickOn("#explainTab");
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Node tabs = robot.lookup("#detailTabs").query();
        double middle = TestWindows.onFx(() -> tabs.getScene().getHeight());
        double details = TestWindows.onFx(() -> tabs.getLayoutBounds().getHeight());
        assertTrue(details < PresentationLayout.DETAILS_EXPLAINING * middle,
                "no read explained: the detail tabs " + details + " px of a " + middle + " px window");
    }
}
