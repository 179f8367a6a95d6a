package dev.syncscope.app;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * A TestFX test of the real window as {@code java -jar syncscope.jar} opens it (the default kernel, default
 * options), headless under Monocle: each test gets a fresh window in {@link #app}, stopped after it.
 */
@ExtendWith(ApplicationExtension.class)
abstract class DefaultWindowTest {

    /** The window under test. */
    SyncScopeApp app;

    /**
     * Opens the window on the primary stage that {@link ApplicationExtension} registered before this runs (its
     * {@code @Start} methods must be declared by the test class itself, so a superclass cannot use one).
     */
    @BeforeEach
    void start() throws Exception {
        FxToolkit.setupStage(stage -> app = TestWindows.openDefault(stage));
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.close(app);
    }
}
