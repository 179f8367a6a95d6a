package dev.syncscope.app;

import javafx.scene.control.Labeled;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Presentation mode (F12) in the real window at its default size, 1280×800. */
class PresentationModeTest extends DefaultWindowTest {

    /** The font sizes of the menu bar's titles (File, View, …). */
    private static List<Double> menuFontSizes(FxRobot robot) {
        return robot.lookup("#menuBar").queryParent().lookupAll("*").stream()
                .filter(n -> n instanceof Labeled || n instanceof javafx.scene.text.Text)
                .map(n -> n instanceof Labeled l ? l.getFont().getSize() : ((javafx.scene.text.Text) n).getFont().getSize())
                .toList();
    }

    private static void toggle(FxRobot robot) {
        robot.push(KeyCode.F12);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void leavingPresentationModeShrinksTheMenuBarBack(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        List<Double> before = menuFontSizes(robot);
        double statusBefore = robot.lookup("#kernelName").queryLabeled().getFont().getSize();
        toggle(robot);
        List<Double> presenting = menuFontSizes(robot);
        assertTrue(presenting.get(0) > before.get(0) * 1.4, "presenting: " + presenting + " before: " + before);
        toggle(robot);
        assertEquals(before, menuFontSizes(robot), "the menu bar's titles after leaving presentation mode");
        assertEquals(statusBefore, robot.lookup("#kernelName").queryLabeled().getFont().getSize());
    }

    /** The height of the graph tabs' shown content (the domain graph, the execution graph, …). */
    private static double graphHeight(FxRobot robot) {
        TabPane graphs = robot.lookup("#graphTabs").queryAs(TabPane.class);
        return graphs.getSelectionModel().getSelectedItem().getContent().getLayoutBounds().getHeight();
    }

    /**
     * The share of the window's middle the detail tabs had across its bottom while presenting, before the problems
     * moved under the source (PresentationLayout: about 65 px under their tabs at 1280×800, two lines of a row).
     */
    private static final double STRIP = 0.18;

    /** The height of the window's middle: the split pane of the source, grid and graphs above the detail tabs. */
    private static double middleHeight(FxRobot robot) {
        javafx.scene.Node details = robot.lookup("#detailTabs").query();
        return robot.lookup(".split-pane").queryAllAs(SplitPane.class).stream()
                .filter(p -> p.getItems().contains(details)).findFirst().orElseThrow().getHeight();
    }

    /** The dividers of the window's split panes (not those inside a tab, such as the memory inspector's). */
    private static List<Double> dividers(FxRobot robot) {
        return robot.lookup(".split-pane").queryAllAs(SplitPane.class).stream()
                .filter(p -> !"memoryInspector".equals(p.getId()))
                .flatMap(p -> java.util.Arrays.stream(p.getDividerPositions()).boxed()).toList();
    }

    @Test
    void presentingGivesTheGraphsMostOfTheHeightAndLeavingPutsTheDividersBack(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        double before = graphHeight(robot);
        List<Double> dividersBefore = dividers(robot);
        toggle(robot);
        double presenting = graphHeight(robot);
        assertTrue(presenting >= 300, "the graph pane while presenting at 1280×800: " + presenting + " px (before: " + before + ")");
        assertTrue(robot.lookup("#dispatchGrid").query().getLayoutBounds().getHeight() >= 80,
                "the dispatch grid stays on screen");
        assertTrue(robot.lookup("#detailTabs").query().getLayoutBounds().getHeight() >= 80,
                "the detail tabs stay on screen");
        toggle(robot);
        assertEquals(dividersBefore, dividers(robot));
        assertEquals(before, graphHeight(robot), 1.0);
    }

    /**
     * "Why this value?" while presenting: the detail tabs span the window's width again (the problems stand under the
     * source) and get the height its headline, what was read and the missing link need (they had about 110 px: the
     * headline and one line), more than the strip the detail tabs had across the bottom while presenting, the
     * graphs and grid keep a readable share, and leaving presentation mode puts the dividers back.
     */
    @Test
    void presentingTheExplanationGivesTheDetailTabsTheHeightOfItsMissingLink(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        // to the first read, so that there is a missing link to explain: with none explained yet, the tab's one line
        // takes only its height (session 86)
        for (int i = 0; i < 4; i++) {
            robot.clickOn("#stepButton");
            WaitForAsyncUtils.waitForFxEvents();
        }
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.status(robot).startsWith("Finished")
                || TestWindows.status(robot).startsWith("Step 4 "));
        List<Double> dividersBefore = dividers(robot);
        toggle(robot);
        double detailsPresenting = robot.lookup("#detailTabs").query().getLayoutBounds().getHeight();
        double sceneWidth = robot.lookup("#mainWindow").query().getLayoutBounds().getWidth();
        assertTrue(robot.lookup("#detailTabs").query().getLayoutBounds().getWidth() < 0.5 * sceneWidth,
                "the problems under the source");
        robot.clickOn("#explainTab");
        WaitForAsyncUtils.waitForFxEvents();
        double explaining = robot.lookup("#detailTabs").query().getLayoutBounds().getHeight();
        // more than the strip the problems had across the bottom, and the whole explanation: its headline, what was
        // read and whether a newer write was hidden (it had 40 % of the middle whatever its length until session 91)
        double strip = STRIP * middleHeight(robot);
        javafx.scene.control.ScrollPane text = robot.lookup("#explanation")
                .queryAs(javafx.scene.control.ScrollPane.class);
        double[] shown = TestWindows.onFx(() -> new double[] {
                text.getContent().prefHeight(text.getViewportBounds().getWidth()),
                text.getViewportBounds().getHeight()});
        assertTrue(explaining > strip + 40 && shown[0] <= shown[1] + 0.5, "the detail tabs explaining: " + explaining
                + " px (the strip presenting had: " + strip + "), the text " + shown[0] + " px in " + shown[1]);
        assertTrue(robot.lookup("#detailTabs").query().getLayoutBounds().getWidth() >= 0.95 * sceneWidth,
                "the explanation spans the window");
        assertTrue(graphHeight(robot) >= 160, "the graph while explaining: " + graphHeight(robot));
        assertTrue(robot.lookup("#dispatchGrid").query().getLayoutBounds().getHeight() >= 80);
        robot.clickOn("#problemsTab");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(detailsPresenting, robot.lookup("#detailTabs").query().getLayoutBounds().getHeight(), 1.0);
        toggle(robot);
        assertEquals(dividersBefore, dividers(robot));
    }
}
