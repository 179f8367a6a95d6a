package dev.syncscope.views.graph;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.graphstream.ui.geom.Point3;
import org.graphstream.ui.graphicGraph.GraphicNode;
import org.graphstream.ui.graphicGraph.StyleGroup;
import org.graphstream.ui.graphicGraph.stylesheet.StyleConstants;
import org.graphstream.ui.javafx.util.FontCache;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The scope graph's leaf labels, as drawn, run into no other label or node and stay inside the pane: in normal and
 * presentation mode (1.6 times the text), and for a launch of 256 leaves, where they show once zoomed in.
 */
@ExtendWith(ApplicationExtension.class)
class ScopeGraphLabelsFxTest {

    /** About the scope pane of a 1280×800 window in presentation mode. */
    private static final double WIDTH = 786;
    private static final double HEIGHT = 310;

    private GraphPane pane;
    private Scene scene;

    @Start
    void start(Stage stage) {
        pane = new GraphPane("scopes", GraphStyles.SCOPES, Messages.forLocale(Locale.ENGLISH));
        scene = new Scene(pane, WIDTH, HEIGHT);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(pane::close).get(5, TimeUnit.SECONDS);
    }

    /** {@code n} invocations, {@code perSubgroup} to a subgroup, {@code perWorkgroup} to a workgroup. */
    private static GraphDescription launch(int n, int perSubgroup, int perWorkgroup) {
        List<Agent> agents = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            agents.add(new Agent(i, "T" + i, i / perSubgroup, i / perWorkgroup, 0));
        }
        return ScopeGraphModel.describe(new Launch(agents, List.of(), Map.of(), List.of(), false));
    }

    private void show(FxRobot robot, boolean presentation, GraphDescription g) {
        robot.interact(() -> {
            scene.getStylesheets().setAll(Themes.stylesheets(Theme.LIGHT, presentation));
            pane.applyCss();
            pane.show(g);
            pane.drawNow();
        });
    }

    /** Each shown label on a node's right as drawn, in the pane's pixels, and each node's square. */
    private List<Rectangle2D[]> drawn() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            pane.drawNow();
            List<Rectangle2D[]> out = new ArrayList<>();
            Text text = new Text();
            pane.drawnGraph().nodes().forEach(n -> {
                GraphicNode node = (GraphicNode) n;
                StyleGroup style = node.getStyle();
                Point3 p = pane.camera().transformGuToPx(node.getX(), node.getY(), 0);
                double size = style.getSize().get(0);
                Rectangle2D square = new Rectangle2D(p.x - size / 2, p.y - size / 2, size, size);
                Rectangle2D label = null;
                if (style.getTextAlignment() == StyleConstants.TextAlignment.RIGHT
                        && style.getTextMode() != StyleConstants.TextMode.HIDDEN) {
                    int textSize = (int) style.getTextSize().value;
                    text.setFont(FontCache.getFont(style.getTextFont(), style.getTextStyle(), textSize));
                    text.setText(node.getLabel());
                    double x = p.x + size / 2 + style.getTextOffset().get(0);
                    label = new Rectangle2D(x, p.y - textSize / 2.0, text.getLayoutBounds().getWidth(), textSize);
                }
                out.add(new Rectangle2D[] {square, label});
            });
            return out;
        }).get(5, TimeUnit.SECONDS);
    }

    /** Asserts no shown side label overlaps another label or a node, and returns how many are shown. */
    private static int assertLabelsApart(List<Rectangle2D[]> drawn, double left, double right) {
        int shown = 0;
        for (int i = 0; i < drawn.size(); i++) {
            Rectangle2D label = drawn.get(i)[1];
            if (label == null || label.getMaxX() < left || label.getMinX() > right) {
                continue;
            }
            shown++;
            for (int j = 0; j < drawn.size(); j++) {
                Rectangle2D other = drawn.get(j)[1];
                if (j != i && other != null && label.intersects(other)) {
                    throw new AssertionError("label " + label + " runs into label " + other);
                }
                if (j != i && label.intersects(drawn.get(j)[0])) {
                    throw new AssertionError("label " + label + " runs into node " + drawn.get(j)[0]);
                }
            }
        }
        return shown;
    }

    private static void assertInside(List<Rectangle2D[]> drawn) {
        for (Rectangle2D[] d : drawn) {
            for (Rectangle2D r : d) {
                if (r != null) {
                    assertTrue(r.getMinX() >= 0 && r.getMaxX() <= WIDTH && r.getMinY() >= 0 && r.getMaxY() <= HEIGHT,
                            r + " outside the pane");
                }
            }
        }
    }

    /** reduction-1024: 4 workgroups of 8 subgroups of 32, 32 labelled leaves in 4 columns. */
    @Test
    void reductionLabelsNeitherOverlapNorLeaveThePaneInPresentationMode(FxRobot robot) throws Exception {
        show(robot, true, launch(1024, 32, 256));
        assertEquals(1.6, pane.textScale(), 1e-9);
        List<Rectangle2D[]> drawn = drawn();
        assertEquals(32 + 2, assertLabelsApart(drawn, 0, WIDTH), "every leaf label shown, and the device's and queue family's");
        assertInside(drawn);
    }

    @Test
    void reductionLabelsNeitherOverlapNorLeaveThePaneInNormalMode(FxRobot robot) throws Exception {
        show(robot, false, launch(1024, 32, 256));
        List<Rectangle2D[]> drawn = drawn();
        assertEquals(32 + 2, assertLabelsApart(drawn, 0, WIDTH), "every leaf label shown, and the device's and queue family's");
        assertInside(drawn);
        assertTrue(pane.sideLabelFactor() >= 0.9, "about full size: the pane has room, " + pane.sideLabelFactor());
    }

    /** Japanese labels ("sg 3 · 呼び出し 32 個") in the Japanese font a Japanese window names stand taller: still apart. */
    @Test
    void japaneseLabelsInAJapaneseFontNeitherOverlapNorLeaveThePane(FxRobot robot) throws Exception {
        java.util.Optional<String> family = dev.syncscope.views.theme.UiFonts.familyFor(Locale.JAPANESE,
                javafx.scene.text.Font.getFamilies());
        List<Agent> agents = new ArrayList<>();
        for (int i = 0; i < 1024; i++) {
            agents.add(new Agent(i, "T" + i, i / 32, i / 256, 0));
        }
        GraphDescription g = ScopeGraphModel.describe(new Launch(agents, List.of(), Map.of(), List.of(), false),
                Messages.forLocale(Locale.JAPANESE));
        robot.interact(() -> pane.setTextFamily(family.orElse("")));
        show(robot, false, g);
        List<Rectangle2D[]> drawn = drawn();
        assertEquals(32 + 2, assertLabelsApart(drawn, 0, WIDTH), "every leaf label shown, and the device's and queue family's");
        assertInside(drawn);
    }

    /**
     * 256 subgroups of 4 workgroups: the whole graph in the pane leaves a column too little room for a label, so the
     * labels are hidden rather than drawn over each other; zoomed in they show, apart.
     */
    @Test
    void manyColumnsHideTheirLabelsUntilZoomedIn(FxRobot robot) throws Exception {
        show(robot, false, launch(256 * 32, 32, 256 * 8));
        List<Rectangle2D[]> whole = drawn();
        assertTrue(pane.sideLabelsHidden());
        assertEquals(0, assertLabelsApart(whole, 0, WIDTH));
        assertInside(whole);
        robot.interact(() -> pane.zoomAbout(8, 40, HEIGHT / 2));
        assertFalse(pane.sideLabelsHidden(), "zoomed in eightfold");
        assertTrue(assertLabelsApart(drawn(), 0, WIDTH) > 0);
    }
}
