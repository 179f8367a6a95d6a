package dev.syncscope.app;

import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A kernel with several compile errors shows every one: each line is marked in the editor (the first error's line
 * alone was, and one row of Problems held the whole compiler log: 33 KB for 500 errors; that each error is a row of
 * its own is {@code SessionViewModelTest.aLoadFailureListsEveryErrorOfTheInputEachAtItsLine}).
 */
@ExtendWith(ApplicationExtension.class)
class CompileErrorsWindowTest {

    private static final String THREE_ERRORS = """
            #version 450
            layout(local_size_x = 1) in;
            void main() {
                foo = 1;
                bar = 2;
                baz(3);
            }
            """;

    private SyncScopeApp app;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    private static String glyph(FxRobot robot, int line) {
        return TestWindows.onFx(() -> robot.lookup("#gutter-" + line + " .error-glyph").tryQueryAs(Label.class)
                .map(Label::getText).orElse(""));
    }

    private void open(String fileName, String text) throws Exception {
        app = TestWindows.onFx(() -> TestWindows.open(stage, fileName, text));
        app.firstLoad().get(20, TimeUnit.SECONDS);
    }

    @Test
    void everyCompileErrorOfAnOpenedKernelIsMarked(FxRobot robot) throws Exception {
        open("bad.comp", THREE_ERRORS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> "✖".equals(glyph(robot, 6)));
        assertEquals(List.of("", "✖", "✖", "✖", ""), List.of(glyph(robot, 3), glyph(robot, 4), glyph(robot, 5),
                glyph(robot, 6), glyph(robot, 7)));
    }

    @Test
    void everyCompileErrorOfAReloadedEditIsMarked(FxRobot robot) throws Exception {
        open("light.comp", TestWindows.longLoops(1));
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        robot.interact(() -> area.replaceText(THREE_ERRORS));
        TestWindows.onFx(() -> app.editing().reload()).get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> "✖".equals(glyph(robot, 6)));
        assertEquals(List.of("", "✖", "✖", "✖", ""), List.of(glyph(robot, 3), glyph(robot, 4), glyph(robot, 5),
                glyph(robot, 6), glyph(robot, 7)));
    }
}
