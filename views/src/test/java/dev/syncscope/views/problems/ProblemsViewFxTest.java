package dev.syncscope.views.problems;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionViewModel;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The problems pane at the window's width of 1,280 px: a long message reads whole; in Japanese, in Japanese. */
@ExtendWith(ApplicationExtension.class)
class ProblemsViewFxTest {

    private static final String HEAP = "not enough memory to record more steps: the 200,704 steps recorded fill 223 "
            + "of 256 MB of heap; step back or seek (a new step there discards the later ones), lower the step limit, "
            + "or start Java with a larger heap (-Xmx)";

    private final ObservableList<Problem> problems = FXCollections.observableArrayList();
    private ProblemsView view;

    @Start
    void start(Stage stage) {
        view = new ProblemsView(problems, Messages.forLocale(Locale.ENGLISH));
        stage.setScene(new Scene(view, 1280, 200));
        stage.show();
    }

    private ListCell<?> row(FxRobot robot, int index) {
        return robot.lookup(".list-cell").queryAllAs(ListCell.class).stream()
                .filter(c -> c.getIndex() == index && c.isVisible()).findFirst().orElseThrow();
    }

    /** The text each visible row of {@code list} shows, by index. */
    private static List<String> rows(ListView<Problem> list) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> list.lookupAll(".list-cell").stream()
                .map(n -> (ListCell<?>) n).filter(c -> c.isVisible() && c.getItem() != null)
                .sorted(java.util.Comparator.comparingInt(ListCell::getIndex)).map(ListCell::getText).toList())
                .get(2, TimeUnit.SECONDS);
    }

    @Test
    void aJapaneseWindowListsARaceAndAStaleReadInJapanese(FxRobot robot) throws Exception {
        // message passing with a relaxed flag, stepped 0, 0, 1, 1: the last load races and reads a stale x
        DebugSession session = Walkthrough.stepped(Walkthrough.RELAXED, 0, 0, 1, 1);
        Messages ja = Messages.forLocale(Locale.JAPANESE);
        List<ProblemsView> made = new java.util.ArrayList<>();
        robot.interact(() -> {
            SessionViewModel model = new SessionViewModel(ja);
            model.showSnapshot(session.snapshot());
            ProblemsView jaView = new ProblemsView(model.problems(), ja);
            Stage window = new Stage();
            window.setScene(new Scene(jaView, 1280, 200));
            window.show();
            made.add(jaView);
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> shown = rows(made.get(0));
        assertEquals(2, shown.size(), shown.toString());
        assertTrue(shown.get(0).startsWith("エラー: x でデータ競合: P0 の書き込み (walkthrough.test:4:1) と P1 の読み込み "
                + "(walkthrough.test:9:1)。原因: "), shown.get(0));
        assertTrue(shown.get(1).startsWith("警告: P1 は x の初期値 0 を読みましたが、P0 が walkthrough.test:4:1 で書いた"),
                shown.get(1));
        for (String row : shown) {
            assertFalse(row.matches("(?s).*\\b(error|warning|race|reads|write|visible)\\b.*"), row);
        }
        robot.interact(() -> made.get(0).getScene().getWindow().hide());
    }

    @Test
    void aLongMessageWrapsWithinTheListWidthAndReadsToItsEnd(FxRobot robot) throws Exception {
        robot.interact(() -> problems.setAll(new Problem(Problem.Severity.ERROR, HEAP, null),
                new Problem(Problem.Severity.WARNING, "short", null)));
        WaitForAsyncUtils.waitForFxEvents();
        ListCell<?> longRow = row(robot, 0);
        ListCell<?> shortRow = row(robot, 1);
        double listWidth = view.getWidth();
        assertTrue(longRow.getWidth() <= listWidth, "the row (" + longRow.getWidth() + " px) fits the list ("
                + listWidth + " px)");
        assertTrue(longRow.getHeight() > 1.5 * shortRow.getHeight(), "the long row wraps onto a second line");
        String shown = WaitForAsyncUtils.asyncFx(() -> ((Text) longRow.lookup(".text")).getText())
                .get(2, TimeUnit.SECONDS);
        assertEquals("error: " + HEAP, shown.replace('\n', ' '), "the message is shown to its end, not clipped");
        List<Node> horizontal = view.lookupAll(".scroll-bar").stream()
                .filter(n -> n instanceof ScrollBar b && b.getOrientation() == Orientation.HORIZONTAL && b.isVisible())
                .toList();
        assertEquals(List.of(), horizontal, "no horizontal scrolling");
    }

    /**
     * Each row shows its severity as a coloured stripe at its left edge, as the source gutter does (the session-84
     * audit), without narrowing its text (a border made rows wrap taller: PresentingTheDetailsTest at 1920×1080).
     */
    @Test
    void eachRowShowsItsSeverityAsAColouredEdge(FxRobot robot) {
        robot.interact(() -> {
            view.getScene().getStylesheets().add(getClass().getResource(
                    dev.syncscope.views.theme.Themes.BASE).toExternalForm());
            problems.setAll(new Problem(Problem.Severity.ERROR, "a race", null),
                    new Problem(Problem.Severity.WARNING, "a stale read", null),
                    new Problem(Problem.Severity.INFO, "an answer", null));
        });
        WaitForAsyncUtils.waitForFxEvents();
        java.util.Set<javafx.scene.paint.Paint> edges = new java.util.HashSet<>();
        for (int i = 0; i < 3; i++) {
            ListCell<?> cell = row(robot, i);
            javafx.scene.layout.Background background = cell.getBackground();
            assertTrue(background != null && background.getFills().size() == 2, "row " + i);
            // the stripe: the first fill, showing 4 px left of the second
            assertEquals(4, background.getFills().get(1).getInsets().getLeft(), 0.01, "row " + i);
            edges.add(background.getFills().get(0).getFill());
            // a stripe in the background takes no room from the text: no border, no padding added
            assertTrue(cell.getBorder() == null || cell.getBorder().getStrokes().isEmpty(), "row " + i);
        }
        assertEquals(3, edges.size(), "three severities, three colours: " + edges);
    }
}
