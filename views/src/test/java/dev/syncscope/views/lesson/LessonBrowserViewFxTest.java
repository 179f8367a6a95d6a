package dev.syncscope.views.lesson;

import dev.syncscope.views.i18n.Messages;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class LessonBrowserViewFxTest {

    private final List<String> opened = new ArrayList<>();

    @Start
    void start(Stage stage) {
        LessonBrowserViewModel model = new LessonBrowserViewModel(List.of(
                new LessonEntry("mp.test", "Message passing", "Release then acquire."),
                new LessonEntry("bar.comp", "Barrier", "Everyone waits.")), opened::add);
        stage.setScene(new Scene(new LessonBrowserView(model, Messages.forLocale(Locale.ENGLISH)), 700, 400));
        stage.show();
    }

    @Test
    void typingAFilterAndPressingEnterSelectsTheMatchWhichOpenOpens(FxRobot robot) {
        Button open = robot.lookup("#openLesson").queryAs(Button.class);
        assertTrue(open.isDisabled());
        robot.clickOn("#lessonFilter").write("wait").type(javafx.scene.input.KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Everyone waits.", robot.lookup("#lessonText").queryAs(Label.class).getText());
        robot.clickOn(open);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("bar.comp"), opened);
    }
    /**
     * The lesson's title and text get most of the browser's height, the list above less: in presentation mode the
     * title alone filled the 55 % the text had and the lesson showed about one line (the teacher audit).
     */
    @Test
    void theLessonsTextGetsMostOfTheHeight(FxRobot robot) {
        javafx.scene.control.SplitPane split = robot.lookup("#lessonSplit").queryAs(javafx.scene.control.SplitPane.class);
        double[] heights = {split.getItems().get(0).getLayoutBounds().getHeight(),
                split.getItems().get(1).getLayoutBounds().getHeight()};
        // 55 % against 45 % before (1.2 times); 70 % against 30 % now, less the divider and the panes' least heights
        assertTrue(heights[1] > 1.6 * heights[0], "list " + heights[0] + " px, lesson " + heights[1] + " px");
    }
}
