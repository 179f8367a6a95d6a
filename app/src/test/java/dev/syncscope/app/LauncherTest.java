package dev.syncscope.app;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What {@code java -jar syncscope.jar} prints when JavaFX cannot open the window. */
class LauncherTest {

    @Test
    void aMissingGtkNamesThePackageThatProvidesIt() {
        // the message JavaFX's glass gives on a Linux machine without GTK 3 (a server install)
        String s = Launcher.windowProblem(new RuntimeException(new UnsupportedOperationException(
                "Unable to load glass GTK library.")));
        assertTrue(s.startsWith("SyncScope could not open its window: Unable to load glass GTK library."), s);
        assertTrue(s.contains("sudo apt-get install libgtk-3-0"), s);
        assertTrue(s.contains("java -jar syncscope.jar --help"), s);
    }

    @Test
    void anyOtherFailureIsNamedAsItIs() {
        assertEquals("SyncScope could not open its window: no screens",
                Launcher.windowProblem(new IllegalStateException("no screens")));
    }
}
