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

    /** The strip behind the names. */
    protected static Region strip(StickyLanes sticky) {
        return (Region) sticky.getChildrenUnmodifiable().get(0);
    }
}
