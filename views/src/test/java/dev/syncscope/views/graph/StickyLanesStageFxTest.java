package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.i18n.Messages;
import javafx.scene.layout.Region;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/** For the sticky lane names' FX tests: a kernel stepped and shown in a new execution graph pane, and the strip's parts. */
abstract class StickyLanesStageFxTest extends ExecutionGraphStageFxTest {

    protected final List<String> clicked = new ArrayList<>();

    protected void show(FxRobot robot, String kernel, int steps, String style) throws Exception {
        DebugSession s = DebugSession.open(Path.of(kernel));
        for (int i = 0; i < steps; i++) {
            s.step();
        }
        robot.interact(() -> {
            ExecutionGraphViewModel model = new ExecutionGraphViewModel();
            pane = new ExecutionGraphPane(model, Messages.forLocale(Locale.ENGLISH));
            pane.graphPane().setStyle(style);
            pane.graphPane().setOnNodeClicked(clicked::add);
            root.getChildren().setAll(pane);
            model.showTrace(s.program().launch(), TraceWindow.of(s.program().launch(), s.trace()), s.races());
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    protected static <T> T fx(Callable<T> c) throws Exception {
        return WaitForAsyncUtils.asyncFx(c).get(5, TimeUnit.SECONDS);
    }

    protected StickyLanes sticky(FxRobot robot) {
        return robot.lookup("#stickyLanes").queryAs(StickyLanes.class);
    }

    /** The sticky strip once it shows (it changes in a pulse after the graph is drawn). */
    protected StickyLanes shownSticky(FxRobot robot) throws Exception {
        StickyLanes sticky = sticky(robot);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> fx(sticky::shown));
        return sticky;
    }

    /** The pixel y at which lane {@code lane}'s header node is drawn now. */
    protected double headerY(String lane) throws Exception {
        GraphPane g = pane.graphPane();
        return fx(() -> {
            var n = (org.graphstream.ui.graphicGraph.GraphicNode) g.drawnGraph().getNode(lane);
            return g.camera().transformGuToPx(n.getX(), n.getY(), 0).y;
        });
    }

    /**
     * A kernel in {@code dir} whose {@code lanes} invocations each read x 30 times in a loop and store the sum: a long
     * run (the tests step each invocation 31 times).
     */
    protected static Path loopKernel(Path dir, int lanes) throws java.io.IOException {
        return java.nio.file.Files.writeString(dir.resolve(lanes + "-lanes.comp"), """
                #version 450
                layout(local_size_x = %d) in;
                layout(binding = 0) buffer X { uint x; };
                layout(binding = 1) buffer S { uint sum[%d]; };
                void main() {
                    uint s = 0;
                    for (int i = 0; i < 30; i++) {
                        s += x;
                    }
                    sum[gl_LocalInvocationID.x] = s;
                }
                """.formatted(lanes, lanes));
    }

    /** The strip behind the names. */
    protected static Region strip(StickyLanes sticky) {
        return (Region) sticky.getChildrenUnmodifiable().get(0);
    }
}
