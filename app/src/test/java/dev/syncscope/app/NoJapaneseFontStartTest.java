package dev.syncscope.app;

import dev.syncscope.core.exec.HeapGuard;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A first window asked in Japanese on a machine with no Japanese font opens in English, with everything else asked
 * for: the file, the steps and the tabs (the session-86 review: it opened the default sample at step 0 and, asked for
 * a screenshot, never wrote it and never quit).
 */
@ExtendWith(ApplicationExtension.class)
class NoJapaneseFontStartTest {

    private static final Path RELAXED = Path.of("../docs/examples/relaxed-flag.test");

    private SyncScopeApp app;
    private Stage stage;

    /** An app whose installed fonts draw no Japanese. */
    private static final class WithoutJapanese extends SyncScopeApp {
        WithoutJapanese() {
            super(HeapGuard::jvm);
        }

        @Override
        List<String> fontFamilies() {
            return List.of("DejaVu Sans", "DejaVu Sans Mono");
        }
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }

    @Test
    void theFileStepsAndTabsAskedForAreKeptInTheEnglishWindow(FxRobot robot) throws Exception {
        app = TestWindows.onFx(() -> {
            SyncScopeApp a = new WithoutJapanese();
            a.start(stage, new StartOptions(RELAXED, null, Locale.JAPANESE, 2, List.of("explainTab"),
                    Recovery.Choice.OFF));
            return a;
        });
        app.firstLoad().get(30, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindows.status(robot).startsWith("Step 2 "));
        String title = TestWindows.onFx(stage::getTitle);
        assertTrue(title.contains("relaxed-flag.test"), title);
        assertTrue(TestWindows.status(robot).startsWith("Step 2 "), "in English: " + TestWindows.status(robot));
    }
}
