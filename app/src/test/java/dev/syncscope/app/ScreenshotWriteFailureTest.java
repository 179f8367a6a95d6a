package dev.syncscope.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A screenshot that passes the check before the window opens but cannot be written when it is taken (here a link
 * into a folder that does not exist) ends {@code java -jar syncscope.jar} with one line and exit code 2: it printed
 * ImageIO's stack trace and exited 0 (the session-39 audit). The real launcher in a fresh JVM on Monocle's headless
 * screen.
 */
class ScreenshotWriteFailureTest {

    @Test
    void aShotThatCannotBeWrittenIsOneLineAndExitCodeTwo(@TempDir Path dir) throws IOException, InterruptedException {
        Path shot = Files.createSymbolicLink(dir.resolve("x.png"), dir.resolve("gone").resolve("y.png"));
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = List.of(java, "-cp", System.getProperty("java.class.path"),
                "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless", "-Dprism.order=sw",
                Launcher.class.getName(), "../docs/examples/relaxed-flag.test", "--screenshot=" + shot);
        Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), err);
        assertEquals(2, p.exitValue(), err);
        assertTrue(err.contains("syncscope: could not write the screenshot " + shot + ": no such file\n"), err);
        assertFalse(err.contains("\tat ") || err.contains("Exception"), err);
        assertFalse(Files.exists(shot), "no PNG");
    }
}
