package dev.syncscope.app;

import dev.syncscope.app.workspace.Autosave;
import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.app.workspace.WorkspaceFiles;
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
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * What the window writes to its recovery file: nothing while the session holds no work (its kernel as it is on disk,
 * no step), the session from its first edit or step on, and nothing again once the edits are undone or saved.
 */
@ExtendWith(ApplicationExtension.class)
class RecoveryWritesWindowTest {

    private static final String EDITED = StaleReadTest.RELAXED_FLAG + "ld.sc0 y\n";

    private SyncScopeApp app;
    private Path file;

    @Start
    void start(Stage stage) {
        file = Autosave.defaultFile();
        try {
            // another window of this test run may have left this process's file
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        app = new SyncScopeApp();
        app.start(stage, new StartOptions(TestWindows.kernelFile("relaxed.test", StaleReadTest.RELAXED_FLAG), null,
                Locale.ENGLISH, 0, List.of(), Recovery.Choice.DISCARD));
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition);
    }

    /** The recovery file's workspace, or null when there is none. */
    private Workspace written() {
        return Files.exists(file) ? new WorkspaceFiles(Messages.forLocale(Locale.ENGLISH)::get).read(file) : null;
    }

    private void edit(FxRobot robot, String text) {
        robot.interact(() -> robot.lookup("#sourceArea").queryAs(CodeArea.class).replaceText(text));
    }

    /** Edits the kernel and waits for the recovery file to hold the edit. */
    private void editAndWaitForTheRecoveryFile(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        edit(robot, EDITED);
        waitUntil(() -> Files.exists(file) && EDITED.equals(written().editedText()));
    }

    @Test
    void anUntouchedKernelWritesNoRecoveryFileAndItsFirstStepDoes() throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        app.recovery().save().get(10, TimeUnit.SECONDS);
        assertFalse(Files.exists(file), "nothing to recover: no file");

        app.simulation().stepTimes(1).get(20, TimeUnit.SECONDS);
        waitUntil(() -> Files.exists(file) && written().history().steps().size() == 1);
    }

    @Test
    void theFirstEditIsWrittenAndUndoingItDeletesTheRecoveryFile(FxRobot robot) throws Exception {
        editAndWaitForTheRecoveryFile(robot);
        edit(robot, StaleReadTest.RELAXED_FLAG);
        waitUntil(() -> !Files.exists(file));
    }

    @Test
    void savingTheKernelDeletesItsRecoveryFileUntilTheNextChange(FxRobot robot) throws Exception {
        editAndWaitForTheRecoveryFile(robot);
        assertEquals(true, TestWindows.onFx(() -> app.editing().save()).get(20, TimeUnit.SECONDS));
        waitUntil(() -> !Files.exists(file));
        app.recovery().save().get(10, TimeUnit.SECONDS);
        assertFalse(Files.exists(file), "nothing changed since the save");

        edit(robot, EDITED + "ld.sc0 x\n");
        waitUntil(() -> Files.exists(file) && (EDITED + "ld.sc0 x\n").equals(written().editedText()));
    }

    @Test
    void savingTheWorkspaceDeletesTheRecoveryFile(FxRobot robot) throws Exception {
        editAndWaitForTheRecoveryFile(robot);
        Path workspace = TestWindows.kernelFile("relaxed" + WorkspaceFiles.SUFFIX, "");
        assertEquals(true, TestWindows.onFx(() -> app.workspaces().saveTo(workspace)).get(20, TimeUnit.SECONDS));
        waitUntil(() -> !Files.exists(file));
        app.recovery().save().get(10, TimeUnit.SECONDS);
        assertFalse(Files.exists(file), "nothing changed since the save");
    }
}
