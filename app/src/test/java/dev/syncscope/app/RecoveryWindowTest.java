package dev.syncscope.app;

import dev.syncscope.app.workspace.Autosave;
import dev.syncscope.app.workspace.FinishedProcess;
import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.app.workspace.WorkspaceFiles;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.views.i18n.Messages;
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
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A recovery file left by a crashed session is restored at start-up (auto-accepted here) and deleted on a clean exit. */
@ExtendWith(ApplicationExtension.class)
class RecoveryWindowTest {

    private static final String EDITED = StaleReadTest.RELAXED_FLAG + "ld.sc0 y\n";

    private SyncScopeApp app;
    private Stage stage;
    private Path crashedFile;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        try {
            Path dir = Files.createTempDirectory("syncscope-recovery");
            Path kernel = Files.writeString(dir.resolve("relaxed.test"), StaleReadTest.RELAXED_FLAG);
            Workspace crashed = new Workspace(Workspace.CURRENT_FORMAT, "relaxed.test", kernel.toString(), null, EDITED,
                    null, List.of(4), Workspace.History.of(List.of(Decision.of(1), Decision.of(0)), 1));
            crashedFile = Autosave.fileOf(Autosave.configDir(), FinishedProcess.id());
            new Autosave(crashedFile, new WorkspaceFiles(Messages.forLocale(Locale.ENGLISH)::get)).save(crashed);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        app = new SyncScopeApp();
        app.start(stage, new StartOptions(null, null, Locale.ENGLISH, 0, List.of(), Recovery.Choice.RESTORE));
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(app::stop).get(5, TimeUnit.SECONDS);
    }

    @Test
    void unsavedEditsAndTheStepComeBackAfterACrash(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> TestWindows.status(robot).startsWith("Step 1 of 2"));
        assertEquals(EDITED, robot.lookup("#sourceArea").queryAs(CodeArea.class).getText());
        assertEquals("SyncScope — *relaxed.test", stage.getTitle());
        assertTrue(app.recovery() != null && Autosave.configDir().endsWith("test-config"),
                "autosave goes on, in the build's test configuration directory");

        WaitForAsyncUtils.asyncFx(app::stop).get(5, TimeUnit.SECONDS);
        assertFalse(Files.exists(Autosave.defaultFile()), "a clean exit deletes the recovery file");
        assertFalse(Files.exists(crashedFile), "the crashed window's file was taken over, not left to be offered again");
    }
}
