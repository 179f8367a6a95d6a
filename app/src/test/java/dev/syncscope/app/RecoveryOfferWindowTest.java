package dev.syncscope.app;

import dev.syncscope.app.workspace.Autosave;
import dev.syncscope.app.workspace.FinishedProcess;
import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.app.workspace.WorkspaceFiles;
import dev.syncscope.samples.SampleCatalog;
import dev.syncscope.views.i18n.Messages;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
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
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The start-up recovery question, asked (recovery ASK) while {@code java -jar syncscope.jar rec.test} opens: it says
 * when restoring opens the crashed session's file instead of the one named on the command line, and it is not asked
 * about a session that holds no work. The window is started from the test (its question waits in a nested event
 * loop), not in {@code @Start}. Every wait is on its condition (the question shown, the window started, a file
 * written) with a generous bound, {@link #PATIENCE}, so that a loaded machine only makes the test slower.
 */
@ExtendWith(ApplicationExtension.class)
class RecoveryOfferWindowTest {

    /** Seconds to wait for a condition before failing: only a hang takes this long. */
    private static final long PATIENCE = 120;

    private Stage stage;
    private SyncScopeApp app;
    private Path crashedFile;
    private Path recoveredKernel;
    private Path named;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void stop(FxRobot robot) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> robot.lookup(".dialog-pane").queryAll()
                .forEach(d -> d.getScene().getWindow().hide())).get(PATIENCE, TimeUnit.SECONDS);
        if (app != null) {
            WaitForAsyncUtils.asyncFx(app::stop).get(PATIENCE, TimeUnit.SECONDS);
        }
        Files.deleteIfExists(crashedFile);
    }

    /** A crashed session's recovery file on relaxed.test, {@code edited} unsaved (null: none), and rec.test beside. */
    private void crashed(String edited) throws Exception {
        recoveredKernel = TestWindows.kernelFile("relaxed.test", StaleReadTest.RELAXED_FLAG);
        named = Files.writeString(recoveredKernel.resolveSibling("rec.test"), StaleReadTest.RELAXED_FLAG);
        Workspace crashed = new Workspace(Workspace.CURRENT_FORMAT, "relaxed.test", recoveredKernel.toString(), null,
                edited, null, List.of(), null);
        crashedFile = Autosave.fileOf(Autosave.configDir(), FinishedProcess.id());
        new Autosave(crashedFile, new WorkspaceFiles(Messages.forLocale(Locale.ENGLISH)::get)).save(crashed);
    }

    /** Waits until the recovery question is shown. */
    private static void untilAsked(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(PATIENCE, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                robot.lookup(".dialog-pane").tryQuery().isPresent()));
    }

    /** The recovery question's text, read on the FX thread. */
    private static String question(FxRobot robot) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> robot.lookup(".dialog-pane").queryAs(DialogPane.class).getContentText())
                .get(PATIENCE, TimeUnit.SECONDS);
    }

    /** Starts the window on rec.test, asking about recovery; completes once start returns (after any question). */
    private Future<Void> startOnNamedFile() {
        app = new SyncScopeApp();
        return WaitForAsyncUtils.asyncFx(() -> app.start(stage, new StartOptions(named, null, Locale.ENGLISH, 0,
                List.of(), Recovery.Choice.ASK)));
    }

    @Test
    void theQuestionSaysRestoreOpensTheRecoveredFileInsteadOfTheNamedOneAndDiscardOpensIt(FxRobot robot)
            throws Exception {
        crashed(StaleReadTest.RELAXED_FLAG + "ld.sc0 y\n");
        Future<Void> started = startOnNamedFile();
        untilAsked(robot);
        String content = question(robot);
        assertTrue(content.startsWith("Its session on relaxed.test was saved for recovery at "), content);
        assertTrue(content.endsWith("Restore it?\n\nRestore opens " + recoveredKernel + " instead of " + named
                + ", the file named on the command line. Discard deletes the recovered work and opens " + named + "."),
                content);

        WaitForAsyncUtils.asyncFx(() -> {
            DialogPane dialog = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
            ButtonType discard = dialog.getButtonTypes().stream().filter(b -> b.getText().equals("Discard"))
                    .findFirst().orElseThrow();
            ((Button) dialog.lookupButton(discard)).fire();
        }).get(PATIENCE, TimeUnit.SECONDS);
        started.get(PATIENCE, TimeUnit.SECONDS);
        app.firstLoad().get(PATIENCE, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("SyncScope — rec.test", stage.getTitle());
        assertFalse(Files.exists(crashedFile), "discarded");
    }

    @Test
    void theQuestionSaysNothingMoreWhenTheNamedFileIsTheRecoveredOne(FxRobot robot) throws Exception {
        crashed(StaleReadTest.RELAXED_FLAG + "ld.sc0 y\n");
        named = recoveredKernel;
        startOnNamedFile();
        untilAsked(robot);
        String content = question(robot);
        assertTrue(content.endsWith("Restore it?"), content);
    }

    @Test
    void aSessionWithoutEditsOrStepsIsNotOfferedAndItsFileGoes(FxRobot robot) throws Exception {
        crashed(null);
        Future<Void> started = startOnNamedFile();
        WaitForAsyncUtils.waitFor(PATIENCE, TimeUnit.SECONDS,
                () -> TestWindows.onFx(() -> started.isDone() || robot.lookup(".dialog-pane").tryQuery().isPresent()));
        assertFalse(robot.lookup(".dialog-pane").tryQuery().isPresent(), "no question about a session with no work");
        started.get(PATIENCE, TimeUnit.SECONDS);
        app.firstLoad().get(PATIENCE, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("SyncScope — rec.test", stage.getTitle());
        assertFalse(Files.exists(crashedFile), "the empty recovery file is deleted, not offered again");
    }

    @Test
    void anUntouchedDefaultSampleHoldsNoWorkSoItsWindowWritesNoRecoveryFile() throws Exception {
        app = new SyncScopeApp();
        WaitForAsyncUtils.asyncFx(() -> app.start(stage, new StartOptions(null, null, Locale.ENGLISH, 0, List.of(),
                Recovery.Choice.DISCARD))).get(PATIENCE, TimeUnit.SECONDS);
        app.firstLoad().get(PATIENCE, TimeUnit.SECONDS);
        crashedFile = Autosave.defaultFile();
        Workspace session = WaitForAsyncUtils.asyncFx(() -> app.workspaces().capture()).get(PATIENCE, TimeUnit.SECONDS)
                .get(PATIENCE, TimeUnit.SECONDS);
        assertFalse(RecoveryOffer.holdsWork(session, SampleCatalog.load().samples()), session.toString());
        app.recovery().save().get(PATIENCE, TimeUnit.SECONDS);
        assertFalse(Files.exists(crashedFile), "the autosave writes by the offer's test");
    }
}
