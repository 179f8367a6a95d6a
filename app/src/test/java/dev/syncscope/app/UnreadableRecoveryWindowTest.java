package dev.syncscope.app;

import dev.syncscope.app.workspace.Autosave;
import dev.syncscope.app.workspace.FinishedProcess;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A recovery file left by a crash that cannot be read is said so in a dialog that stays until closed (a problem
 * listed at start-up was replaced by the first load's at once, unseen), and is kept under another name, so the user's
 * work in it is not deleted and the next start does not stumble on it again.
 */
@ExtendWith(ApplicationExtension.class)
class UnreadableRecoveryWindowTest {

    private SyncScopeApp app;
    private Path crashedFile;

    @Start
    void start(Stage stage) throws Exception {
        crashedFile = Autosave.fileOf(Autosave.configDir(), FinishedProcess.id());
        Files.createDirectories(crashedFile.getParent());
        Files.writeString(crashedFile, "{ \"formatVersion\": 1, \"kernelFile\": ");
        app = new SyncScopeApp();
        app.start(stage, new StartOptions(TestWindows.kernelFile("relaxed.test", StaleReadTest.RELAXED_FLAG), null,
                Locale.ENGLISH, 0, List.of(), Recovery.Choice.ASK));
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
        Files.deleteIfExists(crashedFile);
        Files.deleteIfExists(setAside());
    }

    private Path setAside() {
        return crashedFile.resolveSibling(crashedFile.getFileName() + ".unreadable");
    }

    @Test
    void anUnreadableRecoveryFileIsExplainedAndKeptAside(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> TestWindows.status(robot).startsWith("Step 0 of 0"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                robot.lookup(".dialog-pane").tryQuery().isPresent()));
        String shown = TestWindows.onFx(() -> {
            DialogPane dialog = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
            String text = dialog.getHeaderText() + " | " + dialog.getContentText();
            dialog.getScene().getWindow().hide();
            return text;
        });
        assertTrue(shown.startsWith("Cannot restore unsaved work | The recovery file " + crashedFile
                + " could not be read: " + crashedFile + ":1:"), shown);
        assertTrue(shown.contains("It was kept as " + setAside() + " and will not be offered again."), shown);
        assertFalse(Files.exists(crashedFile));
        assertEquals("{ \"formatVersion\": 1, \"kernelFile\": ", Files.readString(setAside()));
    }
}
