package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
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
 * (the same scale) and the rows move apart (at most {@link RowStretch#MAX} times: RowStretchTest), every label
 * clear of the others, of the fit button and inside the pane; a view the user zoomed keeps its rows where they are.
 */
class RowStretchFxTest extends ExecutionGraphStageFxTest {

    private static final Path COUNTER = Path.of("../sample-kernels/kernels/counter-lost-update.comp");

    /** The racy counter's drawn nodes by id in a new pane {@code height} px high (presenting). */
    private Map<String, DrawnGeometry.Drawn> drawn(FxRobot robot, DebugSession s, double height) throws Exception {
        robot.interact(() -> {
            ExecutionGraphViewModel model = new ExecutionGraphViewModel();
            pane = ShownExecutionGraph.mount(root, model, true, height);
            ShownExecutionGraph.showTrace(model, s);
        });
        WaitForAsyncUtils.waitForFxEvents();
        return byId(DrawnGeometry.of(pane.graphPane()));
    }

    @Override
    protected double sceneHeight() {
        return 600;
    }

    private static Map<String, DrawnGeometry.Drawn> byId(List<DrawnGeometry.Drawn> all) {
        return all.stream().collect(Collectors.toMap(DrawnGeometry.Drawn::id, Function.identity()));
    }

    @Test
    void aTallerPaneDrawsTheRowsFartherApartAtTheSameScaleClearOfTheFitButton(FxRobot robot) throws Exception {
        DebugSession s = ShownExecutionGraph.stepped(COUNTER, 8);
        // s0: T0's read, s4: its write, s1: T1's read (round robin)
        Map<String, DrawnGeometry.Drawn> low = drawn(robot, s, 250);
        double lowRows = low.get("s4").y() - low.get("s0").y();
        double lowLanes = low.get("s1").x() - low.get("s0").x();
        robot.interact(pane::close);
        Map<String, DrawnGeometry.Drawn> high = drawn(robot, s, 500);
        double highRows = high.get("s4").y() - high.get("s0").y();
        double highLanes = high.get("s1").x() - high.get("s0").x();
        assertEquals(lowLanes, highLanes, 1.0, "the lanes as far apart: the same scale");
        assertTrue(highRows >= 1.5 * lowRows, "rows " + lowRows + " px apart at 250 px, " + highRows + " at 500");
        double[] laid = WaitForAsyncUtils.asyncFx(() -> layoutY(pane.graphPane(), "s0", "s4")).get();
        assertTrue(laid[0] - laid[1] > 1.5 * ExecutionGraphModel.ROW_GAP, "stretched: " + (laid[0] - laid[1]) + " units");
        assertTrue(laid[0] - laid[1] <= RowStretch.MAX * ExecutionGraphModel.ROW_GAP + 1e-9,
                "stretched at most twice: " + (laid[0] - laid[1]) + " units");
        List<DrawnGeometry.Drawn> drawn = List.copyOf(high.values());
        assertEquals(12, DrawnGeometry.assertLabelsApart(drawn, 0, 786), "8 events and 4 lanes named, none overlapping");
        double width = WaitForAsyncUtils.asyncFx(pane.graphPane()::getWidth).get();
        double height = WaitForAsyncUtils.asyncFx(pane.graphPane()::getHeight).get();
        DrawnGeometry.assertInside(drawn, width, height);
        Rectangle2D button = WaitForAsyncUtils.asyncFx(() -> {
            Node fit = robot.lookup("#fitGraphButton").query();
            Bounds b = pane.graphPane().sceneToLocal(fit.localToScene(fit.getLayoutBounds()));
            return new Rectangle2D(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight());
        }).get();
        for (DrawnGeometry.Drawn d : drawn) {
            for (Rectangle2D r : new Rectangle2D[] {d.node(), d.label()}) {
                assertTrue(r == null || !r.intersects(button), d.id() + " " + r + " under the fit button " + button);
            }
        }
    }

    @Test
    void aZoomedViewKeepsItsRowsWhereTheyAreWhenThePaneGrows(FxRobot robot) throws Exception {
        DebugSession s = ShownExecutionGraph.stepped(COUNTER, 8);
        drawn(robot, s, 250);
        robot.interact(() -> pane.graphPane().zoomAbout(2, 200, 100));
        double[] before = WaitForAsyncUtils.asyncFx(() -> layoutY(pane.graphPane(), "s0", "s4")).get();
        robot.interact(() -> {
            pane.setMaxHeight(500);
            root.layout();
        });
        assertEquals(500, WaitForAsyncUtils.asyncFx(pane::getHeight).get(), 1e-9, "the pane grew");
        double[] after = WaitForAsyncUtils.asyncFx(() -> layoutY(pane.graphPane(), "s0", "s4")).get();
        assertEquals(before[0], after[0], 1e-9, "the zoomed rows stay");
        assertEquals(before[1], after[1], 1e-9);
        robot.interact(() -> pane.graphPane().zoomToFit());
        WaitForAsyncUtils.waitForFxEvents();
        double[] fitted = WaitForAsyncUtils.asyncFx(() -> layoutY(pane.graphPane(), "s0", "s4")).get();
        assertTrue(fitted[0] - fitted[1] > 1.5 * (before[0] - before[1]),
                "fitted again, the taller pane's rows are stretched: " + List.of(before[0] - before[1],
                        fitted[0] - fitted[1]));
    }

    /** The graph units' y of nodes {@code ids} as laid out in {@code pane}'s graph. */
    private static double[] layoutY(GraphPane pane, String... ids) {
        double[] y = new double[ids.length];
        for (int i = 0; i < ids.length; i++) {
            y[i] = ((Object[]) pane.graph().getNode(ids[i]).getAttribute("xy"))[1] instanceof Number n
                    ? n.doubleValue() : Double.NaN;
        }
        return y;
    }
}
