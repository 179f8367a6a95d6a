package dev.syncscope.app;

import javafx.stage.Stage;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/** Opens and closes the real window on a kernel written to a temporary file, for the TestFX tests. */
final class TestWindows {

    private TestWindows() {
    }

    /** {@code text} written as {@code fileName} in a new temporary directory. */
    static Path kernelFile(String fileName, String text) {
        try {
            return Files.writeString(Files.createTempDirectory("syncscope-test").resolve(fileName), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The window on {@code stage}, in English, with recovery off, showing {@code fileName}. */
    static SyncScopeApp open(Stage stage, String fileName, String text) throws Exception {
        SyncScopeApp app = new SyncScopeApp();
        app.start(stage, new StartOptions(kernelFile(fileName, text), null, Locale.ENGLISH, 0, List.of(),
                Recovery.Choice.OFF));
        return app;
    }

    static void close(SyncScopeApp app) throws Exception {
        WaitForAsyncUtils.asyncFx(app::stop).get(5, TimeUnit.SECONDS);
    }
}
