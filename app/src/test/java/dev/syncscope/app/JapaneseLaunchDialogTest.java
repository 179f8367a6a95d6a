package dev.syncscope.app;

import dev.syncscope.core.api.LaunchOptions.SchedulerKind;
import dev.syncscope.views.i18n.Messages;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The launch dialog of a Japanese window is Japanese throughout: its OK and Cancel were JavaFX's own, worded in the
 * machine's language (Cancel on an English machine), and the scheduler choices showed the engine's enum names.
 */
@ExtendWith(ApplicationExtension.class)
class JapaneseLaunchDialogTest {

    private SyncScopeApp app;

    @Start
    void start(Stage stage) {
        app = TestWindows.japaneseApp();
        app.start(stage, new StartOptions(Path.of("../sample-kernels/kernels/reduction-barrier.comp"), null,
                Locale.JAPANESE, 0, List.of(), Recovery.Choice.OFF));
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    @Test
    void theLaunchDialogNamesItsButtonsAndSchedulersInJapanese(FxRobot robot) throws Exception {
        app.firstLoad().get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                !robot.lookup("#stepButton").queryButton().isDisabled()));
        robot.press(KeyCode.CONTROL).press(KeyCode.L).release(KeyCode.L).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                robot.lookup("#scheduler").tryQuery().isPresent()));
        List<String> buttons = TestWindows.onFx(() -> robot.lookup(".button-bar .button").queryAllAs(Button.class)
                .stream().map(Button::getText).toList());
        assertTrue(buttons.contains("OK") && buttons.contains("キャンセル") && !buttons.contains("Cancel"),
                buttons.toString());
        ChoiceBox<?> scheduler = robot.lookup("#scheduler").queryAs(ChoiceBox.class);
        assertEquals(SchedulerKind.ROUND_ROBIN, scheduler.getValue());
        assertEquals("ラウンドロビン", TestWindows.onFx(() -> robot.from(scheduler).lookup(".label")
                .queryAs(Label.class).getText()));
        robot.clickOn("キャンセル");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                robot.lookup("#scheduler").tryQuery().isEmpty()));
    }

    @Test
    void schedulerNamesAreTheEnumNamesInEnglishAndWordsInJapanese() {
        var english = LaunchDialog.schedulerNames(Messages.forLocale(Locale.ENGLISH));
        var japanese = LaunchDialog.schedulerNames(Messages.forLocale(Locale.JAPANESE));
        for (SchedulerKind kind : SchedulerKind.values()) {
            assertEquals(kind.name(), english.toString(kind));
            assertEquals(kind, japanese.fromString(japanese.toString(kind)));
        }
        assertEquals("ランダム", japanese.toString(SchedulerKind.RANDOM));
        assertEquals("サブグループ単位のロックステップ", japanese.toString(SchedulerKind.LOCK_STEP_SUBGROUPS));
    }
}
