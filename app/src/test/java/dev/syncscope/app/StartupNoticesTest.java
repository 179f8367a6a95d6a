package dev.syncscope.app;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

class StartupNoticesTest {

    @Test
    void javaFxsClassPathWarningIsDroppedAndItsOtherWarningsAreNot() {
        StartupNotices.quietClassPathWarning();
        List<String> published = new ArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord r) {
                if (getFilter() == null || getFilter().isLoggable(r)) {
                    published.add(r.getMessage());
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger javafx = Logger.getLogger("javafx");
        javafx.addHandler(handler);
        try {
            // as JavaFX logs it: through the platform logger named "javafx", which the logging framework backs
            System.Logger platform = System.getLogger("javafx");
            platform.log(System.Logger.Level.WARNING,
                    "Unsupported JavaFX configuration: classes were loaded from 'unnamed module @69eee410'");
            platform.log(System.Logger.Level.WARNING, "Unsupported pixel format");
        } finally {
            javafx.removeHandler(handler);
        }
        assertEquals(List.of("Unsupported pixel format"), published);
    }

    @Test
    void whileTheWindowStartsStandardErrorDropsTheWindowsOwnPulseRateLineOnlyAndIsThenPutBack() {
        PrintStream err = System.err;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        System.setErr(capture);
        try {
            StartupNotices.dropPulseLine(64);
            // as JavaFX's timer prints it while the toolkit starts (AbstractPrimaryTimer's static initializer)
            System.err.println("Setting PULSE_DURATION to 64 hz");
            System.err.println("Setting PULSE_DURATION to 60 hz");
            System.err.println("Prism-ES2 Error");
            StartupNotices.restoreErr();
            assertSame(capture, System.err, "put back as it was");
            System.err.println("Setting PULSE_DURATION to 64 hz");
        } finally {
            System.setErr(err);
        }
        assertEquals(String.join(System.lineSeparator(), "Setting PULSE_DURATION to 60 hz", "Prism-ES2 Error",
                "Setting PULSE_DURATION to 64 hz", ""), bytes.toString(StandardCharsets.UTF_8));
    }
}
