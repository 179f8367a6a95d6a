package dev.syncscope.views.graph;

import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.theme.Theme;
import dev.syncscope.views.theme.Themes;
import javafx.scene.Scene;
import javafx.stage.Stage;
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
 * The scope graph's labels, as drawn, run into no other label or node (their own included) and stay inside the pane:
 * in normal and presentation mode (1.6 times the text), in Japanese, and for a launch of 256 leaves, where the leaves'
 * show once zoomed in.
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
        pane = new ScopeGraphPane(Messages.forLocale(Locale.ENGLISH));
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

    private List<DrawnGeometry.Drawn> drawn() throws Exception {
        return DrawnGeometry.of(pane);
    }

    private static int assertLabelsApart(List<DrawnGeometry.Drawn> drawn, double left, double right) {
        return DrawnGeometry.assertLabelsApart(drawn, left, right);
    }

    private static void assertInside(List<DrawnGeometry.Drawn> drawn) {
        DrawnGeometry.assertInside(drawn, WIDTH, HEIGHT);
    }

    /** reduction-1024: 4 workgroups of 8 subgroups of 32, 32 labelled leaves in 4 columns. */
    @Test
    void reductionLabelsNeitherOverlapNorLeaveThePaneInPresentationMode(FxRobot robot) throws Exception {
        show(robot, true, launch(1024, 32, 256));
        assertEquals(1.6, pane.textScale(), 1e-9);
        List<DrawnGeometry.Drawn> drawn = drawn();
        assertEquals(32 + 4 + 2, assertLabelsApart(drawn, 0, WIDTH), "every leaf label shown, the workgroups', the device's and the queue family's");
        assertInside(drawn);
        DrawnGeometry.assertNodesApart(drawn);
    }

    @Test
    void reductionLabelsNeitherOverlapNorLeaveThePaneInNormalMode(FxRobot robot) throws Exception {
        show(robot, false, launch(1024, 32, 256));
        List<DrawnGeometry.Drawn> drawn = drawn();
        assertEquals(32 + 4 + 2, assertLabelsApart(drawn, 0, WIDTH), "every leaf label shown, the workgroups', the device's and the queue family's");
        assertInside(drawn);
        DrawnGeometry.assertNodesApart(drawn);
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
        List<DrawnGeometry.Drawn> drawn = drawn();
        assertEquals(32 + 4 + 2, assertLabelsApart(drawn, 0, WIDTH), "every leaf label shown, the workgroups', the device's and the queue family's");
        assertInside(drawn);
        DrawnGeometry.assertNodesApart(drawn);
    }

    /**
     * 256 subgroups of 4 workgroups: the whole graph in the pane leaves a column too little room for a label, so the
     * labels are hidden rather than drawn over each other; zoomed in they show, apart.
     */
    @Test
    void manyColumnsHideTheirLabelsUntilZoomedIn(FxRobot robot) throws Exception {
        show(robot, false, launch(256 * 32, 32, 256 * 8));
        List<DrawnGeometry.Drawn> whole = drawn();
        assertTrue(pane.sideLabelsHidden());
        assertEquals(1, assertLabelsApart(whole, 0, WIDTH), "only the label under the device");
        assertInside(whole);
        robot.interact(() -> pane.zoomAbout(8, 40, HEIGHT / 2));
        assertFalse(pane.sideLabelsHidden(), "zoomed in eightfold");
        assertTrue(assertLabelsApart(drawn(), 0, WIDTH) > 0);
    }
}
