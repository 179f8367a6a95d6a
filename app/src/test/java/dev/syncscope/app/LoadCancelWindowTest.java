package dev.syncscope.app;

import dev.syncscope.app.workspace.Autosave;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.controlsfx.control.StatusBar;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Long loads in the real window, headless: the status bar shows their progress and a Cancel button, Cancel
 * or Esc stops them and the session, document and unsaved edits shown before stay, and a newer open replaces
 * a running load instead of queueing behind it. The heavy kernel takes over a minute to load; every wait
 * here is 20 s at most, so a load that was not stopped fails the test.
 */
@ExtendWith(ApplicationExtension.class)
class LoadCancelWindowTest {

    private static final String LIGHT = TestWindows.longLoops(1);
    private static final String HEAVY = TestWindows.longLoops(1024);

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

    private void open(String fileName, String text) {
        app = TestWindows.onFx(() -> TestWindows.open(stage, fileName, text));
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition);
    }

    private static boolean cancelShown(FxRobot robot) {
        return TestWindows.onFx(() -> robot.lookup("#cancelLoad").queryAs(Button.class).isVisible());
    }

    private static double progress(FxRobot robot) {
        return TestWindows.onFx(() -> robot.lookup("#statusBar").queryAs(StatusBar.class).getProgress());
    }

    private static String kernelName(FxRobot robot) {
        return TestWindows.onFx(() -> robot.lookup("#kernelName").queryAs(Label.class).getText());
    }

    private static String sourceText(FxRobot robot) {
        return TestWindows.onFx(() -> robot.lookup("#sourceArea").queryAs(CodeArea.class).getText());
    }

    @Test
    void aLongLoadShowsItsProgressAndANewerOpenReplacesItAtOnce(FxRobot robot) throws Exception {
        open("heavy.comp", HEAVY);
        waitUntil(() -> TestWindows.status(robot).startsWith("Loading heavy.comp: "));
        String loading = TestWindows.status(robot);
        assertTrue(loading.endsWith(" of 65,536 invocations launched…"), loading);
        assertTrue(cancelShown(robot), "Cancel is offered while it loads");
        assertTrue(progress(robot) != 0, "the status bar's progress bar shows");

        Path light = TestWindows.kernelFile("light.comp", LIGHT);
        CompletableFuture<Void> second = TestWindows.onFx(() -> app.opener().open(light));
        // on the one loading thread, this completes only once the heavy load stopped (built, it takes a minute)
        second.get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals("light.comp", kernelName(robot));
        waitUntil(() -> TestWindows.status(robot).equals("Step 0 of 0")); // a session on light.comp, no word of the other
        assertEquals("SyncScope — light.comp", TestWindows.onFx(stage::getTitle));
        assertEquals(LIGHT, sourceText(robot));
        assertFalse(cancelShown(robot));
        assertEquals(0, progress(robot), "the progress bar is gone");
        ExecutionException dropped = assertThrows(ExecutionException.class,
                () -> app.firstLoad().get(20, TimeUnit.SECONDS), "the heavy kernel's load was dropped");
        assertInstanceOf(CancellationException.class, dropped.getCause());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("light.comp", kernelName(robot), "and is never shown");
    }

    /**
     * The window's first kernel, of a minute's launch, shows its text while it loads (the source pane used to stay
     * empty), read-only since the load may still replace it; cancelled, the text goes with it.
     */
    @Test
    void aLongFirstLoadShowsItsTextReadOnlyAndCancellingItTakesTheTextAway(FxRobot robot) throws Exception {
        open("heavy.comp", HEAVY);
        waitUntil(() -> cancelShown(robot) && HEAVY.equals(sourceText(robot)));
        assertEquals("heavy.comp", kernelName(robot));
        assertFalse(TestWindows.onFx(() -> robot.lookup("#sourceArea").queryAs(CodeArea.class).isEditable()),
                "read-only while it loads");
        assertEquals("SyncScope", TestWindows.onFx(stage::getTitle), "no document is open yet, so none unsaved");
        robot.type(KeyCode.ESCAPE);
        waitUntil(() -> !cancelShown(robot));
        assertEquals("", sourceText(robot));
        assertEquals("", kernelName(robot));
    }

    /**
     * The text of a load shown while it runs is not the user's work: it is reported to the autosave neither when
     * shown nor when its cancel takes it away (a crash would otherwise offer to restore a kernel that never opened).
     */
    @Test
    void aLoadsTextShownWhileItRunsWritesNoRecoveryFile(FxRobot robot) throws Exception {
        Files.deleteIfExists(Autosave.defaultFile());
        Path heavy = TestWindows.kernelFile("heavy.comp", HEAVY);
        app = TestWindows.onFx(() -> {
            SyncScopeApp a = new SyncScopeApp();
            a.start(stage, new StartOptions(heavy, null, java.util.Locale.ENGLISH, 0, java.util.List.of(),
                    Recovery.Choice.DISCARD));
            return a;
        });
        waitUntil(() -> cancelShown(robot) && HEAVY.equals(sourceText(robot)));
        // the shown text is no change to recover: nothing is reported to the autosave (it would save 3 s later)
        assertFalse(TestWindows.onFx(() -> app.recovery().changedSinceLastSave()), "no save scheduled while it loads");
        robot.type(KeyCode.ESCAPE);
        waitUntil(() -> !cancelShown(robot) && sourceText(robot).isEmpty());
        assertFalse(TestWindows.onFx(() -> app.recovery().changedSinceLastSave()), "nor by its cancel");
        assertFalse(Files.exists(Autosave.defaultFile()));
    }

    @Test
    void cancellingAnAppliedEditKeepsTheSessionAndTheUnsavedEdits(FxRobot robot) throws Exception {
        open("light.comp", LIGHT);
        app.firstLoad().get(20, TimeUnit.SECONDS);
        waitUntil(() -> TestWindows.onFx(() -> !robot.lookup("#stepButton").queryAs(Button.class).isDisabled()));
        robot.type(KeyCode.F10);
        waitUntil(() -> TestWindows.status(robot).startsWith("Step 1 of 1"));
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        robot.interact(() -> area.replaceText(HEAVY));
        String cancelled = "Loading light.comp was cancelled; the previous kernel is still open.";

        robot.push(new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN));
        waitUntil(() -> cancelShown(robot));
        assertTrue(TestWindows.status(robot).startsWith("Loading light.comp: "), TestWindows.status(robot));
        robot.type(KeyCode.ESCAPE);
        waitUntil(() -> cancelled.equals(TestWindows.status(robot)));

        robot.push(new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN));
        waitUntil(() -> cancelShown(robot));
        robot.clickOn("#cancelLoad");
        waitUntil(() -> cancelled.equals(TestWindows.status(robot)));
        assertFalse(cancelShown(robot));
        assertEquals(0, progress(robot));

        assertEquals(HEAVY, sourceText(robot), "the edits stay in the editor");
        assertEquals("SyncScope — *light.comp", TestWindows.onFx(stage::getTitle), "unsaved");
        assertEquals("light.comp", TestWindows.onFx(() -> app.editing().file().getFileName().toString()));
        assertTrue(TestWindows.onFx(() -> robot.lookup("#reloadButton").queryAs(Button.class).isVisible()),
                "and not applied");
        robot.type(KeyCode.F10);
        waitUntil(() -> TestWindows.status(robot).startsWith("Step 2 of 2"));

        // both loads stopped; saving runs on a thread of its own anyway (the next test)
        Path saved = Files.createTempDirectory("syncscope-cancel").resolve("saved.comp");
        CompletableFuture<Boolean> save = TestWindows.onFx(() -> app.editing().saveTo(saved));
        assertTrue(save.get(20, TimeUnit.SECONDS));
        assertEquals(HEAVY, Files.readString(saved));
    }

    /**
     * A save never waits behind a load: the user's files are written on a thread of their own, so saving the edits
     * while a kernel of a minute's launch loads completes while it still loads (on the loading thread it waited for
     * the whole load, and the unsaved-edits dialog's Save blocked the window for 30 s and then failed).
     */
    @Test
    void saveCompletesWhileALongLoadRuns(FxRobot robot) throws Exception {
        open("light.comp", LIGHT);
        app.firstLoad().get(20, TimeUnit.SECONDS);
        CodeArea area = robot.lookup("#sourceArea").queryAs(CodeArea.class);
        robot.interact(() -> area.replaceText(HEAVY));
        robot.push(new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN));
        waitUntil(() -> cancelShown(robot));

        Path saved = Files.createTempDirectory("syncscope-save").resolve("saved.comp");
        CompletableFuture<Boolean> save = TestWindows.onFx(() -> app.editing().saveTo(saved));
        assertTrue(save.get(20, TimeUnit.SECONDS));
        assertEquals(HEAVY, Files.readString(saved));
        assertTrue(cancelShown(robot), "the load still runs: the save did not wait for it");
        robot.clickOn("#cancelLoad");
    }
}
