package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The execution graph uses a tall pane's height where its width decides the scale: the racy counter's four lanes on a
 * projector (presentation.css) drew their read and write rows 55 px apart in the middle of a pane 360 px high, the
 * races between them nearly flat (the user review of session 66). In a pane twice as high the lanes stay as far apart
 * (the same scale) and the rows move apart (at most {@link GraphFit#MAX_STRETCH} times: GraphFitTest), every label
 * clear of the others and inside the pane.
 */
class RowStretchFxTest extends ExecutionGraphStageFxTest {

    /** The racy counter's drawn nodes by id in a pane {@code height} px high (presenting). */
    private Map<String, DrawnGeometry.Drawn> drawn(FxRobot robot, DebugSession s, double height) throws Exception {
        robot.interact(() -> {
            root.getScene().getWindow().setHeight(600);
            ExecutionGraphViewModel model = new ExecutionGraphViewModel();
            pane = ShownExecutionGraph.mount(root, model, true, height);
            ShownExecutionGraph.showTrace(model, s);
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<DrawnGeometry.Drawn> all = DrawnGeometry.of(pane.graphPane());
        return all.stream().collect(Collectors.toMap(DrawnGeometry.Drawn::id, Function.identity()));
    }

    @Test
    void aTallerPaneDrawsTheRowsFartherApartAtTheSameScale(FxRobot robot) throws Exception {
        DebugSession s = ShownExecutionGraph.stepped(Path.of("../sample-kernels/kernels/counter-lost-update.comp"), 8);
        // s0: T0's read, s4: its write, s1: T1's read (round robin)
        Map<String, DrawnGeometry.Drawn> low = drawn(robot, s, 250);
        double lowRows = low.get("s4").y() - low.get("s0").y();
        double lowLanes = low.get("s1").x() - low.get("s0").x();
        robot.interact(pane::close);
        Map<String, DrawnGeometry.Drawn> high = drawn(robot, s, 500);
        double highRows = high.get("s4").y() - high.get("s0").y();
        double highLanes = high.get("s1").x() - high.get("s0").x();
        assertEquals(lowLanes, highLanes, 1.0, "the width decides the scale in both");
        assertTrue(highRows >= 1.5 * lowRows, "rows " + lowRows + " px apart at 250 px, " + highRows + " at 500");
        List<DrawnGeometry.Drawn> drawn = List.copyOf(high.values());
        assertEquals(12, DrawnGeometry.assertLabelsApart(drawn, 0, 786), "8 events and 4 lanes named, none overlapping");
        double width = WaitForAsyncUtils.asyncFx(pane.graphPane()::getWidth).get();
        double height = WaitForAsyncUtils.asyncFx(pane.graphPane()::getHeight).get();
        DrawnGeometry.assertInside(drawn, width, height);
    }
}
