package dev.syncscope.app;

import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.text.Text;
import javafx.stage.Stage;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The problems and memory tabs in presentation mode on a 1280×800 and a 1920×1080 projector: across the bottom of the
 * window they had 18 % of the middle, about 65 px under their tabs at 1280×800, two lines of a race's row and no
 * memory value (the teacher audit). The problems now stand under the source, beside the graphs, which keep their
 * height; the memory tab spans the window's width.
 */
@ExtendWith(ApplicationExtension.class)
class PresentingTheDetailsTest {

    private static final Rectangle2D SMALL = new Rectangle2D(0, 0, 1280, 800);
    /** The graph tab's content kept while the problems are shown (PresentationModeTest's least). */
    private static final double GRAPH = 300;
    /** One-line problem rows the problems tab shows at least. */
    private static final int ROWS = 4;

    private SyncScopeApp app;
    private Stage stage;

    @AfterEach
    void stop() throws Exception {
        if (app != null) {
            TestWindows.close(app);
        }
    }

    /** Opens {@code kernel} after {@code steps} steps in presentation mode, the window {@code width}×{@code height}. */
    private void present(String kernel, int steps, String detailTab, double width, double height) throws Exception {
        StartOptions options = new StartOptions(Path.of(kernel), null, Locale.ENGLISH, steps,
                List.of("executionTab", detailTab), Recovery.Choice.OFF, true, false);
        FxToolkit.setupStage(s -> {
            stage = s;
            app = TestWindows.open(s, options, SMALL);
            s.setWidth(width);
            s.setHeight(height);
        });
        app.shownAsAsked().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static double height(FxRobot robot, String id) {
        Node node = robot.lookup(id).query();
        return TestWindows.onFx(() -> node.getLayoutBounds().getHeight());
    }

    /** The height of the graph tab's content (the execution graph and its header). */
    private static double graphHeight(FxRobot robot) {
        TabPane graphs = robot.lookup("#graphTabs").queryAs(TabPane.class);
        return TestWindows.onFx(() -> graphs.getSelectionModel().getSelectedItem().getContent().getLayoutBounds()
                .getHeight());
    }

    /** The height of a one-line row of the problems list: a line of its cells' font and a cell's padding. */
    private static double oneLineRow(ListView<?> problems) {
        return TestWindows.onFx(() -> {
            ListCell<?> cell = (ListCell<?>) problems.lookup(".list-cell");
            Text line = new Text("Data race");
            line.setFont(cell.getFont());
            return line.getLayoutBounds().getHeight() + cell.snappedTopInset() + cell.snappedBottomInset();
        });
    }

    /** How many problems' rows lie whole in the list's view. */
    private static long wholeProblems(ListView<?> problems) {
        return TestWindows.onFx(() -> {
            Bounds view = problems.localToScene(problems.getLayoutBounds());
            return problems.lookupAll(".list-cell").stream()
                    .filter(c -> c instanceof ListCell<?> cell && cell.getItem() != null && cell.isVisible())
                    .map(c -> c.localToScene(c.getLayoutBounds()))
                    .filter(b -> b.getMinY() >= view.getMinY() - 0.5 && b.getMaxY() <= view.getMaxY() + 0.5)
                    .count();
        });
    }

    /** How many lines of the source are shown whole. */
    private static int wholeSourceLines(FxRobot robot) {
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        return TestWindows.onFx(() -> {
            Bounds view = area.localToScreen(area.getLayoutBounds());
            int whole = 0;
            for (int p = 0; p < area.getParagraphs().size(); p++) {
                Bounds b = area.getParagraphBoundsOnScreen(p).orElse(null);
                if (b != null && b.getMinY() >= view.getMinY() - 0.5 && b.getMaxY() <= view.getMaxY() + 0.5) {
                    whole++;
                }
            }
            return whole;
        });
    }

    /**
     * relaxed-flag.test's race, selected: its row takes 13 lines under the source, which keeps
     * {@link PresentationLayout#SOURCE_LINES_LEAST} lines (a longer row scrolls its last lines).
     */
    @Test
    void at1280By800TheRaceIsWholeUnderTheSourceAndTheGraphsKeepTheirHeight(FxRobot robot) throws Exception {
        present("../docs/examples/relaxed-flag.test", 4, "problemsTab", 1280, 800);
        ListView<?> problems = robot.lookup("#problems").queryAs(ListView.class);
        robot.clickOn(robot.lookup("#problems .list-cell").nth(0).queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(height(robot, "#problems") >= ROWS * oneLineRow(problems), "the problems list: "
                + height(robot, "#problems") + " px, " + ROWS + " one-line rows " + ROWS * oneLineRow(problems));
        assertEquals(1, wholeProblems(problems), "the race's row, whole");
        assertTrue(graphHeight(robot) >= GRAPH, "the graph tab's content: " + graphHeight(robot) + " px");
        assertTrue(height(robot, "#dispatchGrid") >= 80, "the dispatch grid: " + height(robot, "#dispatchGrid"));
        assertTrue(wholeSourceLines(robot) >= PresentationLayout.SOURCE_LINES_LEAST,
                wholeSourceLines(robot) + " whole lines of source");
        Node details = robot.lookup("#detailTabs").query();
        Node source = robot.lookup("#sourceTabs").query();
        TestWindows.onFx(() -> {
            Bounds d = details.localToScene(details.getLayoutBounds());
            Bounds s = source.localToScene(source.getLayoutBounds());
            assertTrue(d.getMinY() >= s.getMaxY() && Math.abs(d.getMinX() - s.getMinX()) < 1
                    && Math.abs(d.getWidth() - s.getWidth()) < 1, "the problems " + d + " under the source " + s);
            return null;
        });
    }

    /** reduction-missing-barrier.comp's race, 14 lines in the column: the source keeps its least lines beside it. */
    @Test
    void at1280By800ALongerRaceLeavesTheSourceItsLeastLines(FxRobot robot) throws Exception {
        present("../sample-kernels/kernels/reduction-missing-barrier.comp", 9, "problemsTab", 1280, 800);
        // the list shows the newest rows the steps found (the stale and the undefined read): back up to the race's
        robot.interact(() -> robot.lookup("#problems").queryAs(ListView.class).scrollTo(0));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(robot.lookup("#problems .list-cell").match(n -> n instanceof javafx.scene.control.ListCell<?> c
                && c.getIndex() == 0 && c.isVisible()).queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(wholeSourceLines(robot) >= PresentationLayout.SOURCE_LINES_LEAST,
                wholeSourceLines(robot) + " whole lines of source");
        assertTrue(height(robot, "#problems") >= 10 * oneLineRow(robot.lookup("#problems").queryAs(ListView.class)),
                "the problems list: " + height(robot, "#problems") + " px");
        assertTrue(graphHeight(robot) >= GRAPH, "the graph tab's content: " + graphHeight(robot) + " px");
    }

    @Test
    void at1920By1080EveryProblemIsWholeAndTheGraphsKeepTheirHeight(FxRobot robot) throws Exception {
        present("../sample-kernels/kernels/reduction-missing-barrier.comp", 9, "problemsTab", 1920, 1080);
        ListView<?> problems = robot.lookup("#problems").queryAs(ListView.class);
        robot.interact(() -> problems.getSelectionModel().select(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(3, TestWindows.onFx(() -> problems.getItems().size()));
        assertEquals(3, wholeProblems(problems), "the race, the stale read and the undefined read, each whole");
        assertTrue(graphHeight(robot) >= GRAPH, "the graph tab's content: " + graphHeight(robot) + " px");
    }

    /** The rows of a table that show an item and lie whole inside it. */
    private static long wholeRows(TableView<?> table) {
        return TestWindows.onFx(() -> {
            Bounds shown = table.localToScene(table.getLayoutBounds());
            return table.lookupAll(".table-row-cell").stream()
                    .filter(r -> r instanceof TableRow<?> row && row.getItem() != null && row.isVisible())
                    .map(r -> r.localToScene(r.getLayoutBounds()))
                    .filter(b -> b.getMinY() >= shown.getMinY() - 0.5 && b.getMaxY() <= shown.getMaxY() + 0.5)
                    .count();
        });
    }

    @Test
    void at1280By800TheMemoryTabShowsTheRacedLocationAndItsWrites(FxRobot robot) throws Exception {
        present("../sample-kernels/kernels/reduction-missing-barrier.comp", 9, "memoryTab", 1280, 800);
        TableView<?> partial = robot.lookup("#alloc-partial").queryAs(TableView.class);
        robot.interact(() -> partial.getSelectionModel().select(1));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(2, wholeRows(partial), "partial[0] and partial[1], each whole");
        assertEquals(2, wholeRows(robot.lookup("#writeHistory").queryAs(TableView.class)),
                "partial[1]'s undefined start and T1's write of 7, each whole");
        Node details = robot.lookup("#detailTabs").query();
        assertTrue(TestWindows.onFx(() -> details.getLayoutBounds().getWidth() >= 0.95 * stage.getScene().getWidth()),
                "the memory tab spans the window");
        assertTrue(graphHeight(robot) >= 175, "the graph tab's content: " + graphHeight(robot) + " px");
    }

    /** The divider between the source and the problems, in the source's column. */
    private static Node sourceColumnDivider(FxRobot robot) {
        SplitPane column = robot.lookup("#sourceColumn").queryAs(SplitPane.class);
        return TestWindows.onFx(() -> column.lookupAll(".split-pane-divider").stream()
                .filter(d -> d.getParent() == column).findFirst().orElseThrow());
    }

    @Test
    void theProblemsKeepTheHeightTheTeacherDraggedThemTo(FxRobot robot) throws Exception {
        present("../docs/examples/relaxed-flag.test", 4, "problemsTab", 1280, 800);
        double arranged = height(robot, "#detailTabs");
        robot.drag(sourceColumnDivider(robot), MouseButton.PRIMARY).moveBy(0, 90).drop();
        WaitForAsyncUtils.waitForFxEvents();
        double dragged = height(robot, "#detailTabs");
        assertTrue(dragged < arranged - 60, "dragged from " + arranged + " px to " + dragged);
        robot.clickOn("#explainTab");
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#problemsTab");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(dragged, height(robot, "#detailTabs"), 1.0, "after explaining");
        robot.push(KeyCode.F12);
        WaitForAsyncUtils.waitForFxEvents();
        robot.push(KeyCode.F12);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(dragged, height(robot, "#detailTabs"), 1.0, "after leaving presentation mode and coming back");
    }
}
