package dev.syncscope.app;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StartupNoticesTest {

    @Test
    void javaFxsClassPathWarningIsDroppedAndItsOtherWarningsAreNot() {
        StartupNotices.quietClassPathWarning();
        Logger javafx = Logger.getLogger("javafx");
        assertFalse(javafx.getFilter().isLoggable(new LogRecord(Level.WARNING,
                "Unsupported JavaFX configuration: classes were loaded from 'unnamed module @69eee410'")));
        assertTrue(javafx.getFilter().isLoggable(new LogRecord(Level.WARNING, "Unsupported pixel format")));
    }

    /** Standard error while {@code r} runs. */
    private static String stderrOf(Runnable r) {
        PrintStream err = System.err;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setErr(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            r.run();
        } finally {
            System.setErr(err);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** A loader of its own over JavaFX's graphics and base jars: the pulse timer's static initializer runs again in it. */
    private static URLClassLoader freshJavaFx() throws Exception {
        ClassLoader app = StartupNoticesTest.class.getClassLoader();
        URL graphics = Class.forName(StartupNotices.PULSE_TIMER, false, app).getProtectionDomain().getCodeSource()
                .getLocation();
        URL base = javafx.beans.property.ReadOnlyDoubleProperty.class.getProtectionDomain().getCodeSource()
                .getLocation();
        return new URLClassLoader(new URL[] {graphics, base}, ClassLoader.getPlatformClassLoader());
    }

    @Test
    void thePulseTimerLoadsWithoutPrintingTheRateTheWindowAskedFor() throws Exception {
        String before = System.getProperty(RenderSettings.PULSE);
        System.setProperty(RenderSettings.PULSE, "64");
        try (URLClassLoader loud = freshJavaFx(); URLClassLoader quiet = freshJavaFx()) {
            assertEquals("Setting PULSE_DURATION to 64 hz", stderrOf(() -> {
                try {
                    Class.forName(StartupNotices.PULSE_TIMER, true, loud);
                } catch (ClassNotFoundException e) {
                    throw new AssertionError(e);
                }
            }).strip(), "JavaFX prints the rate as its timer loads");
            assertEquals("", stderrOf(() -> StartupNotices.loadQuietly(StartupNotices.PULSE_TIMER, quiet)));
            assertTrue(stderrOf(() -> System.err.println("after")).contains("after"), "standard error is back");
        } finally {
            if (before == null) {
                System.clearProperty(RenderSettings.PULSE);
            } else {
                System.setProperty(RenderSettings.PULSE, before);
            }
        }
    }
}
