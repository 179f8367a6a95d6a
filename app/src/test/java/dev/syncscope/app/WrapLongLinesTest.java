package dev.syncscope.app;

import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.MenuBar;
import javafx.scene.input.KeyCode;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * View ▸ Wrap long lines (Ctrl+Shift+W) wraps the source's lines longer than its view outside presentation mode too: at
 * 1280×800 the source column cut the default kernel's longer lines (the user review of session 66).
 */
class WrapLongLinesTest extends DefaultWindowTest {

    private static CheckMenuItem wrapItem(FxRobot robot) {
        MenuBar bar = robot.lookup("#menuBar").queryAs(MenuBar.class);
        return bar.getMenus().stream().flatMap(m -> m.getItems().stream())
                .filter(i -> "wrapLinesMenuItem".equals(i.getId())).map(CheckMenuItem.class::cast).findFirst()
                .orElseThrow();
    }

    private static void wrapKeys(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.W).release(KeyCode.W, KeyCode.SHIFT, KeyCode.CONTROL);
    }

    private static boolean wraps(FxRobot robot) throws Exception {
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        return WaitForAsyncUtils.asyncFx(area::isWrapText).get(5, TimeUnit.SECONDS);
    }

    @Test
    void ctrlShiftWWrapsTheSourcesLongLinesAndAgainUnwrapsThem(FxRobot robot) throws Exception {
        CheckMenuItem item = wrapItem(robot);
        assertFalse(wraps(robot), "normal mode keeps lines whole, as an editor does");
        assertEquals("Wrap long lines", item.getText());
        wrapKeys(robot);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(wraps(robot));
        assertTrue(item.isSelected(), "the menu shows it checked");
        wrapKeys(robot);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(wraps(robot));
        assertFalse(item.isSelected());
    }

    @Test
    void presentationModeWrapsThemWhateverTheMenuSaysAndLeavingItKeepsTheChoice(FxRobot robot) throws Exception {
        robot.press(KeyCode.F12).release(KeyCode.F12);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(wraps(robot));
        wrapKeys(robot);
        robot.press(KeyCode.F12).release(KeyCode.F12);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(wraps(robot), "wrapping chosen while presenting stays after it");
    }
}
