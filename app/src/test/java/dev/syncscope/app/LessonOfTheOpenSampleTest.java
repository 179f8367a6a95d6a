package dev.syncscope.app;

import dev.syncscope.samples.SampleCatalog;
import dev.syncscope.views.lesson.LessonEntry;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.text.Text;
import org.controlsfx.control.textfield.CustomTextField;
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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lessons tab at the window's default size, 1280×800, with a shipped sample open from its file
 * (sample-kernels/kernels/mp-relaxed.comp): its lesson is selected and shown (the pane said "Select a lesson to
 * read it."), the titles are whole (they read "Message passing wit…" in a column about 150 px wide) and the
 * filter's placeholder fits ("Filter lesson"); in English, and in Japanese in presentation mode.
 */
@ExtendWith(ApplicationExtension.class)
class LessonOfTheOpenSampleTest {

    private static final String SAMPLE = "mp-relaxed.comp";
    private static final Rectangle2D SCREEN = new Rectangle2D(0, 0, 1280, 800);

    private SyncScopeApp app;

    @AfterEach
    void stop() throws Exception {
        if (app != null) {
            TestWindows.close(app);
        }
    }

    private void open(FxRobot robot, Locale locale, boolean presentation) throws Exception {
        StartOptions options = new StartOptions(Path.of("../sample-kernels/kernels/" + SAMPLE), null, locale, 0,
                List.of("lessonsTab"), Recovery.Choice.OFF, presentation, false);
        FxToolkit.setupStage(stage -> app = TestWindows.open(stage, options, SCREEN));
        app.firstLoad().get(60, TimeUnit.SECONDS);
        TabPane tabs = robot.lookup("#sourceTabs").queryAs(TabPane.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> "lessonsTab".equals(TestWindows.onFx(() -> tabs.getSelectionModel().getSelectedItem().getId())));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @SuppressWarnings("unchecked")
    private static void theOpenSamplesLessonIsSelectedAndReadable(FxRobot robot, Locale locale) {
        ListView<LessonEntry> list = robot.lookup("#lessonList").queryAs(ListView.class);
        String lesson = SampleCatalog.load().get(SAMPLE).lessonText(locale).lesson();
        TestWindows.onFx(() -> {
            LessonEntry selected = list.getSelectionModel().getSelectedItem();
            assertTrue(selected != null && SAMPLE.equals(selected.fileName()), "selected: " + selected);
            assertEquals(lesson, ((Label) list.getScene().lookup("#lessonText")).getText());
            Bounds listBounds = list.localToScene(list.getLayoutBounds());
            List<ListCell<?>> cells = list.lookupAll(".list-cell").stream().<ListCell<?>>map(n -> (ListCell<?>) n)
                    .filter(c -> c.isVisible() && c.getText() != null && !c.getText().isEmpty()).toList();
            assertFalse(cells.isEmpty(), "titles are shown");
            for (ListCell<?> cell : cells) {
                Text shown = (Text) cell.lookup(".text");
                assertEquals(cell.getText(), shown.getText(), "the title as drawn, not elided");
                Bounds b = cell.localToScene(cell.getLayoutBounds());
                assertTrue(b.getMaxX() <= listBounds.getMaxX() + 0.5, cell.getText() + " within the list: " + b);
            }
            for (Node bar : list.lookupAll(".scroll-bar")) {
                if (bar instanceof ScrollBar s && s.getOrientation() == javafx.geometry.Orientation.HORIZONTAL) {
                    assertFalse(s.isVisible(), "no horizontal scroll bar: the titles wrap");
                }
            }
            return null;
        });
    }

    private static void theFiltersPlaceholderFits(FxRobot robot) {
        TextField filter = robot.lookup("#lessonFilter").queryAs(TextField.class);
        TestWindows.onFx(() -> {
            Text prompt = new Text(filter.getPromptText());
            prompt.setFont(filter.getFont());
            double right = filter instanceof CustomTextField c && c.getRight() != null
                    ? c.getRight().getLayoutBounds().getWidth() : 0;
            double room = filter.getWidth() - filter.snappedLeftInset() - filter.snappedRightInset() - right;
            assertTrue(prompt.getLayoutBounds().getWidth() <= room,
                    "\"" + filter.getPromptText() + "\" (" + prompt.getLayoutBounds().getWidth() + " px) in " + room);
            return null;
        });
    }

    @Test
    void inEnglishTheOpenSamplesLessonIsSelectedAndTheTitlesAreWhole(FxRobot robot) throws Exception {
        open(robot, Locale.ENGLISH, false);
        theOpenSamplesLessonIsSelectedAndReadable(robot, Locale.ENGLISH);
        theFiltersPlaceholderFits(robot);
    }

    @Test
    void inJapanesePresentingTheOpenSamplesLessonIsSelectedAndTheTitlesAreWhole(FxRobot robot) throws Exception {
        open(robot, Locale.JAPANESE, true);
        theOpenSamplesLessonIsSelectedAndReadable(robot, Locale.JAPANESE);
        theFiltersPlaceholderFits(robot);
    }

    /**
     * Presenting the lesson of a kernel with no problems yet, "No problems." below it keeps its one line and the lesson
     * the rest of the column ({@link PresentationLayout#NO_PROBLEMS}): it took 30 % of the column, and the lesson list
     * showed a title and a half at 1024×768 (the session-86 review).
     */
    @Test
    void presentingALessonWithNoProblemsTheProblemsKeepOneLine(FxRobot robot) throws Exception {
        open(robot, Locale.ENGLISH, true);
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Node details = robot.lookup("#detailTabs").query();
        double height = TestWindows.onFx(() -> details.getLayoutBounds().getHeight());
        assertTrue(height <= PresentationLayout.NO_PROBLEMS + 1, "the problems " + height + " px under the lesson");
    }
}
