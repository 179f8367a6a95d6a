package dev.syncscope.app;

import dev.syncscope.samples.SampleCatalog;
import dev.syncscope.views.lesson.LessonEntry;
import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
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

/** The lessons tab of a Japanese window lists and shows the lessons in Japanese, and its filter takes English too. */
@ExtendWith(ApplicationExtension.class)
class JapaneseLessonsWindowTest {

    private static final String DEFAULT_LESSON = SampleCatalog.load().defaultSample().lessonText(Locale.JAPANESE).lesson();

    private SyncScopeApp app;

    @Start
    void start(Stage stage) {
        app = TestWindows.japaneseApp();
        app.start(stage, new StartOptions(null, null, Locale.JAPANESE, 0, List.of("lessonsTab"), Recovery.Choice.OFF));
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    /** The kernel loaded and --tabs=lessonsTab brought the lessons to the front. */
    private static void lessonsShown(SyncScopeApp app, FxRobot robot) throws Exception {
        app.firstLoad().get(60, TimeUnit.SECONDS);
        TabPane tabs = robot.lookup("#sourceTabs").queryAs(TabPane.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> "lessonsTab".equals(TestWindows.onFx(() -> tabs.getSelectionModel().getSelectedItem().getId())));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theLessonsTabShowsTheJapaneseTitleAndLesson(FxRobot robot) throws Exception {
        lessonsShown(app, robot);
        ListView<?> list = robot.lookup("#lessonList").queryAs(ListView.class);
        List<ListCell<?>> cells = TestWindows.onFx(() ->
                robot.from(list).lookup(".list-cell").queryAllAs(ListCell.class)
                .stream().filter(c -> c.getText() != null && !c.getText().isEmpty()).<ListCell<?>>map(c -> c).toList());
        assertEquals("2 つのワークグループ間のメッセージパッシング", cells.get(0).getText(), "the default sample, first");
        // a long title makes its cell wider than the list: its centre may lie beside the list
        robot.clickOn(robot.point(cells.get(0)).atPosition(Pos.CENTER_LEFT).atOffset(new Point2D(20, 0)));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(DEFAULT_LESSON, robot.lookup("#lessonText").queryAs(Label.class).getText());
    }

    @Test
    void theFilterFindsJapaneseLessonsByJapaneseAndByEnglishWords(FxRobot robot) throws Exception {
        lessonsShown(app, robot);
        ListView<?> list = robot.lookup("#lessonList").queryAs(ListView.class);
        robot.clickOn("#lessonFilter").write("stale");
        WaitForAsyncUtils.waitForFxEvents();
        List<String> byEnglish = TestWindows.onFx(() -> list.getItems().stream()
                .map(o -> ((LessonEntry) o).title()).toList());
        assertFalse(byEnglish.isEmpty());
        assertTrue(byEnglish.contains("relaxed なフラグによるメッセージパッシング: 古い値の読み込みとデータ競合 (GLSL)"),
                byEnglish.toString());
        robot.interact(() -> robot.lookup("#lessonFilter").queryTextInputControl().setText("バリアダイバージェンス"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("barrier-divergent.comp", "barrier-in-both-branches.comp"), TestWindows.onFx(() ->
                list.getItems().stream().map(o -> ((LessonEntry) o).fileName()).toList()));
    }
}
