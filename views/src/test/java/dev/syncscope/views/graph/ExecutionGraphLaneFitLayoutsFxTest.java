package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;

import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * How many times the execution graph of a launch of 1,024 invocations (docs/examples/reduction-1024.comp, 300 and
 * 2,000 steps, in the window's 786 px and presenting) is laid out on the FX thread to be shown and have its lanes
 * fitted: the lane counts are tried by their labels in full, so the compact labels (up to 5 layouts more per show)
 * are tried once, for the lanes chosen; tried at every show, they laid the graph out 37 to 64 times (a refresh
 * 2 to 3 times as long), in full only 19 to 27. Counted, not timed.
 */
class ExecutionGraphLaneFitLayoutsFxTest extends ExecutionGraphStageFxTest {

    /** Layouts at most for one show and fit of the lanes: 27 seen, 37 to 64 with the compact labels tried at each. */
    private static final int MOST_LAYOUTS = 32;

    @ParameterizedTest(name = "after {0} steps, presenting: {1}")
    @CsvSource(textBlock = """
            300,  false
            300,  true
            2000, false
            2000, true
            """)
    void fittingTheLanesTriesTheCompactLabelsOnceNotAtEveryShow(int steps, boolean presenting, FxRobot robot)
            throws Exception {
        DebugSession s = ShownExecutionGraph.stepped(Path.of("../docs/examples/reduction-1024.comp"), steps);
        ExecutionGraphViewModel model = new ExecutionGraphViewModel();
        int[] before = new int[1];
        robot.interact(() -> pane = ShownExecutionGraph.mount(root, model, presenting));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            before[0] = pane.graphPane().layouts();
            ShownExecutionGraph.showTrace(model, s);
        });
        WaitForAsyncUtils.waitForFxEvents();
        int layouts = WaitForAsyncUtils.asyncFx(() -> pane.graphPane().layouts()).get(5, TimeUnit.SECONDS)
                - before[0];
        assertTrue(layouts <= MOST_LAYOUTS, "laid out " + layouts + " times");
    }
}
