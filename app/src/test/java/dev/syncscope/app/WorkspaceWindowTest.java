package dev.syncscope.app;

import dev.syncscope.app.workspace.WorkspaceFiles;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Drives the real window headless: edit the kernel, apply and save it, save a workspace, reopen it at the same step. */
@ExtendWith(ApplicationExtension.class)
class WorkspaceWindowTest {

    private static final String ADDED = "ld.sc0 y\n";
    private static final String MORE = "ld.sc0 x\n";

    private SyncScopeApp app;
    private Stage stage;
    private Path dir;
    private Path kernel;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        try {
            dir = Files.createTempDirectory("syncscope-workspace");
            kernel = Files.writeString(dir.resolve("relaxed.test"), StaleReadTest.RELAXED_FLAG);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        app = new SyncScopeApp();
        app.start(stage, new StartOptions(kernel, null, Locale.ENGLISH, 0, List.of(), Recovery.Choice.OFF));
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(app::stop).get(5, TimeUnit.SECONDS);
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition);
    }

    private static String status(FxRobot robot) {
        return TestWindows.status(robot);
    }

    private void typeAtEnd(FxRobot robot, String text) {
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        robot.interact(() -> {
            area.requestFocus();
            area.moveTo(area.getLength());
        });
        robot.write(text);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String sourceText(FxRobot robot) {
        return robot.lookup("#sourceArea").queryAs(CodeArea.class).getText();
    }

    private static String sourceTabTitle(FxRobot robot) {
        return robot.lookup("#sourceTabs").queryAs(TabPane.class).getTabs().get(0).getText();
    }

    @Test
    void editedKernelSavedAsAWorkspaceReopensAtTheSameStep(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        waitUntil(() -> TestWindows.onFx(() -> !robot.lookup("#stepButton").queryAs(Button.class).isDisabled()));
        assertEquals("SyncScope — relaxed.test", stage.getTitle());

        typeAtEnd(robot, ADDED);
        assertEquals("SyncScope — *relaxed.test", stage.getTitle());
        assertEquals("Source *", sourceTabTitle(robot));
        Button reload = robot.lookup("#reloadButton").queryAs(Button.class);
        assertTrue(reload.isVisible(), "the edits are not applied yet");

        robot.push(new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN));
        waitUntil(() -> !reload.isVisible() && status(robot).startsWith("Step 0 of 0"));
        robot.clickOn("#gutter-2");
        for (int i = 0; i < 3; i++) {
            robot.type(KeyCode.F10);
            int step = i + 1;
            waitUntil(() -> status(robot).startsWith("Step " + step + " of " + step));
        }
        robot.press(KeyCode.SHIFT).press(KeyCode.F10).release(KeyCode.F10).release(KeyCode.SHIFT);
        waitUntil(() -> status(robot).startsWith("Step 2 of 3"));

        robot.push(new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN));
        waitUntil(() -> "SyncScope — relaxed.test".equals(stage.getTitle()));
        assertEquals(StaleReadTest.RELAXED_FLAG + ADDED, Files.readString(kernel), "Ctrl+S saved the edits");

        typeAtEnd(robot, MORE);
        Path workspace = dir.resolve("session" + WorkspaceFiles.SUFFIX);
        assertTrue(app.workspaces().saveTo(workspace).get(20, TimeUnit.SECONDS));
        assertTrue(Files.readString(workspace).contains("\"kernelPath\" : \"relaxed.test\""), Files.readString(workspace));

        robot.push(new KeyCodeCombination(KeyCode.F5, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN));
        waitUntil(() -> status(robot).startsWith("Step 0 of 3"));
        robot.clickOn("#gutter-2");
        robot.interact(() -> robot.lookup("#sourceArea").queryAs(CodeArea.class).replaceText("NEWWG\n"));

        app.workspaces().open(workspace).get(20, TimeUnit.SECONDS);
        waitUntil(() -> status(robot).startsWith("Step 2 of 3"));
        assertEquals(StaleReadTest.RELAXED_FLAG + ADDED + MORE, sourceText(robot), "the unsaved edit came back");
        assertEquals("SyncScope — *relaxed.test", stage.getTitle());
        assertTrue(reload.isVisible(), "and it is still not applied");
        // the gutter cell of line 2 is created when the code area lays out the reopened text
        waitUntil(() -> TestWindows.onFx(() -> robot.lookup("#gutter-2 .breakpoint").tryQueryAs(Label.class)
                .map(dot -> "●".equals(dot.getText())).orElse(false)));
        assertEquals(kernel, app.editing().file());
    }

    @Test
    void anEditThatDoesNotCompileKeepsTheSessionAndIsMarkedInTheSource(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        waitUntil(() -> TestWindows.onFx(() -> !robot.lookup("#stepButton").queryAs(Button.class).isDisabled()));
        robot.type(KeyCode.F10);
        waitUntil(() -> status(robot).startsWith("Step 1 of 1"));

        typeAtEnd(robot, "bogus.instruction x\n");
        TestWindows.onFx(() -> app.editing().reload()).get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(status(robot).startsWith("Step 1 of 1"), "the previous session goes on: " + status(robot));
        assertEquals("✖", robot.lookup("#gutter-10 .error-glyph").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#reloadButton").queryAs(Button.class).isVisible());
    }

    @Test
    void aWorkspaceWhoseKernelIsMissingIsRefusedAndTheSessionStays(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        waitUntil(() -> TestWindows.onFx(() -> !robot.lookup("#stepButton").queryAs(Button.class).isDisabled()));
        robot.type(KeyCode.F10);
        waitUntil(() -> status(robot).startsWith("Step 1 of 1"));
        Path workspace = Files.writeString(dir.resolve("gone" + WorkspaceFiles.SUFFIX),
                "{ \"formatVersion\": 1, \"kernelFile\": \"gone.test\", \"kernelPath\": \"gone.test\" }");

        app.workspaces().open(workspace).get(20, TimeUnit.SECONDS);
        waitUntil(() -> TestWindows.onFx(() -> robot.lookup(".dialog-pane").tryQuery().isPresent()));
        DialogPane dialog = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertTrue(dialog.getContentText().contains("gone.test is missing"), dialog.getContentText());
        robot.interact(() -> dialog.getScene().getWindow().hide());
        assertTrue(status(robot).startsWith("Step 1 of 1"), status(robot));
        assertEquals("relaxed.test", robot.lookup("#kernelName").queryAs(Label.class).getText());
        assertFalse(stage.getTitle().contains("gone"));
    }

    @Test
    void aWorkspaceWhoseKernelCannotBeReadSaysWhyNotThatItIsMissing(FxRobot robot) throws Exception {
        // the review: a kernel that is there but not UTF-8 (or over 64 MB) was reported as missing
        app.firstLoad().get(20, TimeUnit.SECONDS);
        waitUntil(() -> TestWindows.onFx(() -> !robot.lookup("#stepButton").queryAs(Button.class).isDisabled()));
        Files.write(dir.resolve("latin1.test"), new byte[] {'N', 'E', 'W', 'T', 'H', 'R', 'E', 'A', 'D', '\n',
                '/', '/', (byte) 0xE9, '\n'});
        Path workspace = Files.writeString(dir.resolve("latin1" + WorkspaceFiles.SUFFIX),
                "{ \"formatVersion\": 1, \"kernelFile\": \"latin1.test\", \"kernelPath\": \""
                        + dir.resolve("latin1.test") + "\" }");

        app.workspaces().open(workspace).get(20, TimeUnit.SECONDS);
        waitUntil(() -> TestWindows.onFx(() -> robot.lookup(".dialog-pane").tryQuery().isPresent()));
        DialogPane dialog = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertTrue(dialog.getContentText().contains("latin1.test:2:3: not UTF-8 text: byte 0xE9"),
                dialog.getContentText());
        robot.interact(() -> dialog.getScene().getWindow().hide());
        assertEquals("relaxed.test", robot.lookup("#kernelName").queryAs(Label.class).getText());

        // the UI audit: a kernel path that is a folder was reported as missing too
        Files.createDirectory(dir.resolve("folder.test"));
        Path folder = Files.writeString(dir.resolve("folder" + WorkspaceFiles.SUFFIX),
                "{ \"formatVersion\": 1, \"kernelFile\": \"folder.test\", \"kernelPath\": \""
                        + dir.resolve("folder.test") + "\" }");
        app.workspaces().open(folder).get(20, TimeUnit.SECONDS);
        waitUntil(() -> TestWindows.onFx(() -> robot.lookup(".dialog-pane").tryQuery().isPresent()));
        DialogPane second = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertFalse(second.getContentText().contains("missing"), second.getContentText());
        assertTrue(second.getContentText().contains("folder"), second.getContentText());
        robot.interact(() -> second.getScene().getWindow().hide());
        assertEquals("relaxed.test", robot.lookup("#kernelName").queryAs(Label.class).getText());
    }
}
