package dev.syncscope.views.graph;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.RelationKind;
import dev.syncscope.views.i18n.Messages;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;

import javafx.scene.control.Label;

import javafx.scene.paint.Color;
import javafx.scene.shape.Line;

import org.controlsfx.control.CheckComboBox;

import org.junit.jupiter.api.Test;

import org.testfx.api.FxRobot;

import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The execution graph reads without guessing: a legend names each relation drawn in the window's language with its
 * edge's colour, the header does not repeat the tab's title, and on sample-kernels' reduction-missing-barrier after
 * 9 steps (a race from T1's write to T0's read) no edge runs under the label of an event it does not join, and no
 * label runs into another or into a node.
 */
class ExecutionGraphLegibilityFxTest extends ExecutionGraphStageFxTest {

    private ExecutionGraphViewModel model;

    private void show(FxRobot robot, Locale locale) throws Exception {
        DebugSession s = DebugSession.open(Path.of("../sample-kernels/kernels/reduction-missing-barrier.comp"));
        for (int i = 0; i < 9; i++) {
            s.step();
        }
        robot.interact(() -> {
            model = new ExecutionGraphViewModel();
            pane = new ExecutionGraphPane(model, Messages.forLocale(locale));
            root.getChildren().setAll(pane);
            model.showTrace(s.program().launch(), TraceWindow.of(s.program().launch(), s.trace()), s.races());
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The legend's entries: relation → (text, line). */
    private Map<RelationKind, Label> legend(FxRobot robot) {
        return robot.lookup(".legend-entry").queryAllAs(Label.class).stream()
                .collect(Collectors.toMap(l -> (RelationKind) l.getUserData(), l -> l));
    }

    @Test
    void aLegendNamesEachRelationDrawnInItsEdgesColourAndTheHeaderDoesNotRepeatTheTitle(FxRobot robot)
            throws Exception {
        show(robot, Locale.ENGLISH);
        Map<RelationKind, Label> legend = legend(robot);
        assertEquals(model.shown(), legend.keySet(), "an entry for each relation drawn");
        assertTrue(legend.keySet().containsAll(List.of(RelationKind.PO, RelationKind.RF, RelationKind.SW,
                RelationKind.RACE)));
        assertEquals("program order (po)", legend.get(RelationKind.PO).getText());
        assertEquals("data race", legend.get(RelationKind.RACE).getText());
        for (Map.Entry<RelationKind, Label> e : legend.entrySet()) {
            String cls = e.getKey().name().toLowerCase(Locale.ROOT);
            assertEquals(Color.web(ExecutionLegend.property(GraphStyles.EXECUTION, cls, "fill-color", "")),
                    ((Line) e.getValue().getGraphic()).getStroke(), cls + " drawn in its edge's colour");
        }
        Node header = robot.lookup("#executionHeader").query();
        assertTrue(robot.from(header).lookup((Label l) -> l.getText().equals("Execution graph")).queryAll().isEmpty(),
                "the tab says it is the execution graph");
        @SuppressWarnings("unchecked")
        CheckComboBox<RelationKind> filter = robot.lookup("#relationFilter").queryAs(CheckComboBox.class);
        robot.interact(() -> filter.getCheckModel().clearCheck(RelationKind.RACE));
        assertTrue(!legend(robot).containsKey(RelationKind.RACE), "an unchecked relation leaves the legend");
        robot.interact(() -> filter.getCheckModel().check(RelationKind.HB));
        assertEquals("happens-before (hb)", legend(robot).get(RelationKind.HB).getText());
    }

    @Test
    void theLegendIsInJapaneseInAJapaneseWindow(FxRobot robot) throws Exception {
        show(robot, Locale.JAPANESE);
        Messages ja = Messages.forLocale(Locale.JAPANESE);
        Map<RelationKind, Label> legend = legend(robot);
        assertEquals("プログラム順序 (po)", legend.get(RelationKind.PO).getText());
        assertEquals("データ競合", legend.get(RelationKind.RACE).getText());
        for (Map.Entry<RelationKind, Label> e : legend.entrySet()) {
            assertEquals(ja.get("relation." + e.getKey().name().toLowerCase(Locale.ROOT)), e.getValue().getText());
        }
    }

    @Test
    void noEdgeRunsUnderTheLabelOfAnEventItDoesNotJoin(FxRobot robot) throws Exception {
        show(robot, Locale.ENGLISH);
        GraphPane graph = pane.graphPane();
        List<DrawnGeometry.Drawn> drawn = DrawnGeometry.of(graph);
        DrawnGeometry.assertLabelsApart(drawn, 0, graph.getWidth());
        Map<String, DrawnGeometry.Drawn> byId = drawn.stream().collect(Collectors.toMap(DrawnGeometry.Drawn::id,
                d -> d));
        List<String[]> edges = WaitForAsyncUtils.asyncFx(() -> graph.graph().edges().map(e -> new String[] {
                e.getId(), e.getSourceNode().getId(), e.getTargetNode().getId()}).toList()).get(5, TimeUnit.SECONDS);
        assertTrue(edges.stream().anyMatch(e -> e[0].startsWith("race:")), "the race is drawn");
        for (String[] e : edges) {
            Point2D from = new Point2D(byId.get(e[1]).x(), byId.get(e[1]).y());
            Point2D to = new Point2D(byId.get(e[2]).x(), byId.get(e[2]).y());
            for (DrawnGeometry.Drawn d : drawn) {
                if (d.label() == null || d.id().equals(e[1]) || d.id().equals(e[2])) {
                    continue;
                }
                assertTrue(!crosses(from, to, d.label()), e[0] + " runs under the label of " + d.id());
            }
        }
    }

    private static boolean crosses(Point2D from, Point2D to, Rectangle2D r) {
        for (int i = 0; i <= 200; i++) {
            Point2D p = from.interpolate(to, i / 200.0);
            if (r.contains(p)) {
                return true;
            }
        }
        return false;
    }
}
