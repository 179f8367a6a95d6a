package dev.syncscope.app;

import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Why this value?" in presentation mode at 1280×800, on relaxed-flag.test after its 4 steps (P1's stale, racy read
 * of x on line 10): the source shows at least 8 lines with line 10, the read explained, among them (it was half cut
 * in English, hidden in Japanese, and then the Japanese explanation left it two lines), and the graphs a usable
 * height; the English explanation is on screen down to its fix, the longer Japanese one scrolls.
 */
@ExtendWith(ApplicationExtension.class)
class PresentingTheExplanationTest {

    private static final Rectangle2D SCREEN = new Rectangle2D(0, 0, 1280, 800);
    private static final int READ_LINE = 10;

    private SyncScopeApp app;

    @AfterEach
    void stop() throws Exception {
        if (app != null) {
            TestWindows.close(app);
        }
    }

    private void present(Locale locale) throws Exception {
        present(locale, "domainsTab");
    }

    /** relaxed-flag.test after 4 steps, presented, with "Why this value?" and the graph tab {@code graphTab} in front. */
    private void present(Locale locale, String graphTab) throws Exception {
        StartOptions options = new StartOptions(Path.of("../docs/examples/relaxed-flag.test"), null, locale, 4,
                List.of("explainTab", graphTab), Recovery.Choice.OFF, true, false);
        FxToolkit.setupStage(stage -> app = TestWindows.open(stage, options, SCREEN));
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static Bounds onScreen(Node node) {
        return node.localToScreen(node.getLayoutBounds());
    }

    private static void theWholeExplanationIsShown(FxRobot robot, String language) {
        ScrollPane explanation = robot.lookup("#explanation").queryAs(ScrollPane.class);
        TestWindows.onFx(() -> {
            double text = explanation.getContent().getLayoutBounds().getHeight();
            assertTrue(text <= explanation.getViewportBounds().getHeight() + 0.5,
                    language + ": the explanation's " + text + " px in " + explanation.getViewportBounds().getHeight());
            return null;
        });
        theFixIsShown(robot, language);
    }

    /** The explanation's fix, pinned below its scrolled text, is whole on screen within the detail tabs. */
    private static void theFixIsShown(FxRobot robot, String language) {
        Node pinned = robot.lookup("#explainFixes").query();
        List<Node> fixes = TestWindows.onFx(() -> List.copyOf(pinned.lookupAll(".explain-fix")));
        assertFalse(fixes.isEmpty(), "the explanation has its fix (" + language + ")");
        Node tabs = robot.lookup("#detailTabs").query();
        TestWindows.onFx(() -> {
            Bounds shown = onScreen(tabs);
            for (Node fix : fixes) {
                Bounds b = onScreen(fix);
                assertTrue(b.getHeight() > 0 && b.getMinY() >= shown.getMinY() - 0.5
                        && b.getMaxY() <= shown.getMaxY() + 0.5, language + ": the fix " + b + " in the tabs " + shown);
            }
            return null;
        });
    }

    private static void theSourceShowsTheReadsLine(FxRobot robot, String language) {
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        TestWindows.onFx(() -> {
            Bounds view = onScreen(area);
            int whole = 0;
            for (int p = 0; p < area.getParagraphs().size(); p++) {
                Bounds b = area.getParagraphBoundsOnScreen(p).orElse(null);
                if (b != null && b.getMinY() >= view.getMinY() - 0.5 && b.getMaxY() <= view.getMaxY() + 0.5) {
                    whole++;
                }
            }
            assertTrue(whole >= PresentationLayout.SOURCE_LINES_EXPLAINING, language + ": " + whole
                    + " whole lines of source shown");
            Bounds line = area.getParagraphBoundsOnScreen(READ_LINE - 1).orElse(null);
            assertTrue(line != null, language + ": line " + READ_LINE + " is among the lines shown");
            assertTrue(line.getMinY() >= view.getMinY() - 0.5 && line.getMaxY() <= view.getMaxY() + 0.5,
                    language + ": line " + READ_LINE + " " + line + " whole in the source " + view);
            return null;
        });
    }

    /** The memory-domain graph (the graph tab shown) is at least {@link #GRAPH_HEIGHT} px high. */
    private static void theGraphsHaveAUsableHeight(FxRobot robot, String language) {
        Node graph = robot.lookup("#graphTabs").queryAs(javafx.scene.control.TabPane.class).getSelectionModel()
                .getSelectedItem().getContent();
        double height = TestWindows.onFx(() -> graph.getLayoutBounds().getHeight());
        assertTrue(height >= GRAPH_HEIGHT, language + ": the graph " + height + " px high");
    }

    /**
     * Room for the memory-domain graph's rows and labels: in Japanese the explanation left the graphs about 40 px, and
     * a longer English explanation about 50 ({@link PresentationLayout#GRAPHS_EXPLAINING}).
     */
    private static final double GRAPH_HEIGHT = 120;

    /**
     * Room for the lanes' headers and rows of events at presentation size, readable on a projector: the lanes had
     * about 120 px at 1280×800 (the session-57 audit), now {@link PresentationLayout#EXECUTION_LANES_EXPLAINING} less
     * what the Fit button's strip takes.
     */
    private static final double LANES_HEIGHT = 180;

    /**
     * The Japanese picker and legend are taller and take that room within {@link
     * PresentationLayout#EXECUTION_EXPLAINING_MAX}: two rows of events with their headers, as before.
     */
    private static final double LANES_HEIGHT_JAPANESE = 96;

    @Test
    void inEnglishTheWholeExplanationAndTheReadsLineAreShown(FxRobot robot) throws Exception {
        present(Locale.ENGLISH);
        theWholeExplanationIsShown(robot, "English");
        theSourceShowsTheReadsLine(robot, "English");
        theGraphsHaveAUsableHeight(robot, "English");
    }

    /**
     * With the execution graph in front, its lanes (below its relation picker and legend, about 100 px at presentation
     * size, more in Japanese) keep {@link PresentationLayout#EXECUTION_LANES_EXPLAINING} where the middle has room, and
     * here at least {@link #LANES_HEIGHT}: they had 45 px, their labels 12 px and no lane headers, and in Japanese the
     * Fit button covered the labels (the session-51 audit), then 120 px (session 57); the explanation scrolls.
     */
    @Test
    void withTheExecutionGraphInFrontItsLanesKeepARowsHeightAndTheReadsLineIsShown(FxRobot robot) throws Exception {
        for (Locale locale : List.of(Locale.ENGLISH, Locale.JAPANESE)) {
            present(locale, "executionTab");
            Node lanes = robot.lookup("#executionGraph").queryAs(javafx.scene.layout.BorderPane.class).getCenter();
            double height = TestWindows.onFx(() -> lanes.getLayoutBounds().getHeight());
            double least = locale == Locale.JAPANESE ? LANES_HEIGHT_JAPANESE : LANES_HEIGHT;
            assertTrue(height >= least, locale + ": the lanes " + height + " px high");
            theSourceShowsTheReadsLine(robot, locale.toString());
            // the explanation scrolls beside the lanes, its fix pinned in view (the session-86 review: it was below)
            theFixIsShown(robot, locale.toString());
            TestWindows.close(app);
            app = null;
        }
    }

    /** The Japanese explanation wraps to more lines: it scrolls rather than take the source's and graphs' room. */
    @Test
    void inJapaneseTheSourceKeepsEightLinesAndTheReadsLineAndTheExplanationScrolls(FxRobot robot) throws Exception {
        present(Locale.JAPANESE);
        theSourceShowsTheReadsLine(robot, "Japanese");
        theGraphsHaveAUsableHeight(robot, "Japanese");
        ScrollPane explanation = robot.lookup("#explanation").queryAs(ScrollPane.class);
        assertTrue(TestWindows.onFx(() -> explanation.getViewportBounds().getHeight()) >= 150,
                "the explanation keeps several lines");
    }

    /**
     * Presenting, the memory-domain graph's legend is shown beside the problems and the memory tab (a class reads the
     * colours off it), whole within the graph, and left out again beside "Why this value?".
     */
    @org.junit.jupiter.api.Test
    void presentingTheDomainGraphsLegendIsShownBesideTheOtherTabs(FxRobot robot) throws Exception {
        present(Locale.ENGLISH);
        Node legend = robot.lookup("#domainLegend").query();
        javafx.scene.control.TabPane details = robot.lookup("#detailTabs").queryAs(javafx.scene.control.TabPane.class);
        select(details, "problemsTab");
        assertTrue(TestWindows.onFx(legend::isVisible), "presenting beside the problems: the legend");
        Node graph = robot.lookup("#domainGraph").query();
        TestWindows.onFx(() -> {
            Bounds shown = onScreen(legend);
            Bounds pane = onScreen(graph);
            assertTrue(shown.getHeight() > 0 && pane.contains(shown), shown + " within " + pane);
            return null;
        });
        select(details, "memoryTab"); // the details move below the grid, as for the explanation
        assertTrue(TestWindows.onFx(legend::isVisible), "presenting beside the memory tab: the legend");
        select(details, PresentationLayout.EXPLAIN_TAB);
        assertFalse(TestWindows.onFx(legend::isVisible), "beside the explanation: no legend");
    }

    private static void select(javafx.scene.control.TabPane tabs, String id) {
        TestWindows.onFx(() -> {
            tabs.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().ifPresent(t ->
                    tabs.getSelectionModel().select(t));
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * The memory-domain graph's legend is left out while presenting "Why this value?" (its two lines at presentation
     * size cut the explanation above its fix) and shown again after (F12 twice).
     */
    @org.junit.jupiter.api.Test
    void theDomainGraphsLegendIsLeftOutWhilePresentingAndBackAfter(FxRobot robot) throws Exception {
        present(Locale.ENGLISH);
        Node legend = robot.lookup("#domainLegend").query();
        assertFalse(TestWindows.onFx(legend::isVisible), "presenting: no legend");
        robot.push(javafx.scene.input.KeyCode.F12);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(TestWindows.onFx(legend::isVisible), "a write is shown, not presenting: the legend");
        robot.push(javafx.scene.input.KeyCode.F12);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(TestWindows.onFx(legend::isVisible), "presenting again");
    }
}
