package dev.syncscope.app;

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
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Exports and saves to a place that cannot take the file say why in a dialog, in words ("it is a folder"), not as an
 * internal error or a temporary file's name, and change nothing there; over an existing file they replace it.
 */
@ExtendWith(ApplicationExtension.class)
class ExportWindowTest {

    private SyncScopeApp app;
    private Path dir;

    @Start
    void start(Stage stage) throws Exception {
        app = TestWindows.open(stage, "relaxed.test", StaleReadTest.RELAXED_FLAG);
        dir = Files.createTempDirectory("syncscope-export");
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    /** The error dialog's text, once it shows; the dialog is closed. */
    private static String dialogText(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.onFx(() ->
                robot.lookup(".dialog-pane").tryQuery().isPresent()));
        return TestWindows.onFx(() -> {
            DialogPane dialog = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
            String text = dialog.getHeaderText() + " | " + dialog.getContentText();
            dialog.getScene().getWindow().hide();
            return text;
        });
    }

    @Test
    void aTraceExportedOntoAFolderSaysItIsAFolderAndLeavesIt(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        Path empty = Files.createDirectory(dir.resolve("empty.json"));
        Path full = Files.createDirectory(dir.resolve("full.json"));
        Files.writeString(full.resolve("keep.txt"), "kept");

        WaitForAsyncUtils.asyncFx(() -> app.export().exportTrace(full)).get().get(10, TimeUnit.SECONDS);
        assertEquals("Cannot export | " + full + ": it is a folder", dialogText(robot));
        WaitForAsyncUtils.asyncFx(() -> app.export().exportTrace(empty)).get().get(10, TimeUnit.SECONDS);
        assertEquals("Cannot export | " + empty + ": it is a folder", dialogText(robot));
        assertTrue(Files.isDirectory(empty), "an empty folder was replaced by the export");
        assertEquals("kept", Files.readString(full.resolve("keep.txt")));
        try (var left = Files.list(dir)) {
            assertEquals(2, left.count(), "no temporary file is left behind");
        }
    }

    @Test
    void aTraceExportedOverAFileReplacesIt(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        Path trace = Files.writeString(dir.resolve("trace.json"), "old");
        WaitForAsyncUtils.asyncFx(() -> app.export().exportTrace(trace)).get().get(10, TimeUnit.SECONDS);
        assertTrue(Files.readString(trace).contains("\"decisions\""), Files.readString(trace));
    }

    @Test
    void aGraphWithNothingToExportIsSaidSoNotReportedAsAnInternalError(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        Path svg = dir.resolve("domains.svg");
        WaitForAsyncUtils.asyncFx(() -> app.export().exportGraph("domains", new javafx.scene.layout.Pane(), null, svg))
                .get().get(10, TimeUnit.SECONDS);
        assertEquals("Cannot export | " + svg + ": the graph is empty: there is nothing to export yet",
                dialogText(robot));
    }

    @Test
    void aKernelSavedOntoAFolderSaysItIsAFolder(FxRobot robot) throws Exception {
        app.firstLoad().get(20, TimeUnit.SECONDS);
        Path folder = Files.createDirectory(dir.resolve("k.test"));
        WaitForAsyncUtils.asyncFx(() -> app.editing().saveTo(folder)).get().get(10, TimeUnit.SECONDS);
        assertEquals("Cannot save | " + folder + ": it is a folder", dialogText(robot));
        assertTrue(Files.isDirectory(folder));
    }
}
