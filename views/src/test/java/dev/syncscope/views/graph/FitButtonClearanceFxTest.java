package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The fit button in a graph pane's top right corner covers no node and no label: in presentation mode (larger
 * labels, a larger button) at the sizes the window gives the panes at 1280×800, the memory-domain graph's top leaf
 * "P0·x" (relaxed flag, after P0's store) ran under it while "Why this value?" was presented; the graph is fitted
 * below or left of it instead.
 */
@ExtendWith(ApplicationExtension.class)
class FitButtonClearanceFxTest {

    private static final Messages TEXT = Messages.forLocale(Locale.ENGLISH);

    private StackPane root;
    private Node shown;
    private GraphPane graph;

    @Start
    void start(Stage stage) {
        root = new StackPane();
        stage.setScene(new Scene(root, 786, 310));
        stage.show();
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> {
            if (shown instanceof DomainGraphPane d) {
                d.close();
            } else if (shown instanceof ExecutionGraphPane e) {
                e.close();
            } else {
                graph.close();
            }
        }).get(5, TimeUnit.SECONDS);
    }

    private void present(FxRobot robot, Node pane, double height, Runnable show) {
        robot.interact(() -> {
            shown = pane;
            ((javafx.scene.layout.Region) pane).setMaxHeight(height);
            root.getScene().getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, true));
            root.getChildren().setAll(pane);
            root.applyCss();
            root.layout();
            show.run();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Asserts that no node or shown label of {@link #graph} lies under its fit button. */
    private void assertClearOfTheButton(String what, int least) throws Exception {
        List<DrawnGeometry.Drawn> drawn = DrawnGeometry.of(graph);
        Rectangle2D button = WaitForAsyncUtils.asyncFx(() -> {
            Bounds b = graph.lookup("#fitGraphButton").getBoundsInParent();
            return new Rectangle2D(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight());
        }).get(5, TimeUnit.SECONDS);
        assertTrue(button.getWidth() > 0, "the button is laid out");
        int labels = 0;
        for (DrawnGeometry.Drawn d : drawn) {
            for (Rectangle2D r : new Rectangle2D[] {d.node(), d.label()}) {
                assertTrue(r == null || !r.intersects(button), what + ": " + d.id() + " " + r + " under the button "
                        + button);
            }
            labels += d.label() == null ? 0 : 1;
        }
        assertTrue(labels >= least, what + ": labels shown: " + labels);
    }

    @ParameterizedTest(name = "memory domains {0} px high")
    @CsvSource({"125", "180", "310"})
    void theDomainGraphsTopLeafIsClearOfTheButton(double height, FxRobot robot) throws Exception {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0);
        DomainGraphViewModel model = new DomainGraphViewModel(TEXT);
        DomainGraphPane pane = new DomainGraphPane(model, TEXT);
        graph = pane;
        present(robot, pane, height, () -> {
            model.launchProperty().set(s.program().launch());
            model.showWithoutMoves(s.snapshot().location("x").writes().get(1));
        });
        assertClearOfTheButton("domains at " + height, 8);
    }

    @ParameterizedTest(name = "execution graph {0} px high")
    @CsvSource({"160", "250"})
    void theExecutionGraphsLastLaneIsClearOfTheButton(double height, FxRobot robot) throws Exception {
        DebugSession s = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        ExecutionGraphViewModel model = new ExecutionGraphViewModel();
        ExecutionGraphPane pane = new ExecutionGraphPane(model, TEXT);
        graph = pane.graphPane();
        present(robot, pane, height, () -> model.showTrace(s.program().launch(), Walkthrough.window(s), s.races()));
        assertClearOfTheButton("execution graph at " + height, 6);
    }

    /** A graph whose top right node carries its label right where the button is. */
    @Test
    void aLabelInTheTopRightCornerIsFittedClearOfTheButton(FxRobot robot) throws Exception {
        graph = new GraphPane("corner", GraphStyles.SCOPES, TEXT);
        GraphDescription corner = new GraphDescription(List.of(
                new GraphDescription.Node("a", "left", "invocation", 0, 0),
                new GraphDescription.Node("b", "bottom", "invocation", 6, -1),
                new GraphDescription.Node("c", "top right", "invocation", 6, 1)), List.of());
        present(robot, graph, 200, () -> graph.show(corner));
        assertClearOfTheButton("a corner label", 3);
    }
}
