package dev.syncscope.app;

import java.io.PrintStream;
import java.nio.charset.Charset;
import java.util.logging.Filter;
import java.util.logging.Logger;

/**
 * Leaves out of the terminal the two lines JavaFX printed at every start of the window, which a user can do nothing
 * about and which read like faults (the user review of session 66): {@code WARNING: Unsupported JavaFX configuration:
 * classes were loaded from 'unnamed module …'} (JavaFX runs from the class path of the one jar, STACK.md P10, as the
 * README's command does) and {@code Setting PULSE_DURATION to 64 hz} (the pulse rate the window asks for itself,
 * {@link RenderSettings}). Every other line JavaFX prints, warnings included, is printed as before. Main thread,
 * before the toolkit starts, but {@link #restoreErr} (the window's start, on the FX thread).
 */
final class StartupNotices {

    /** JavaFX's logger; held so that its filter stays (the logging framework keeps loggers weakly). */
    private static final Logger JAVAFX = Logger.getLogger("javafx");

    /** The start of JavaFX's warning about its classes loaded from the class path (PlatformImpl). */
    static final String CLASS_PATH_WARNING = "Unsupported JavaFX configuration";

    /** Standard error as it was before {@link #dropPulseLine}, while the window starts; null otherwise. */
    private static PrintStream original;

    private StartupNotices() {
    }

    /** Drops JavaFX's class-path warning, whatever other filter its logger had deciding the rest. */
    static void quietClassPathWarning() {
        Filter before = JAVAFX.getFilter();
        JAVAFX.setFilter(r -> (r.getMessage() == null || !r.getMessage().startsWith(CLASS_PATH_WARNING))
                && (before == null || before.isLoggable(r)));
    }

    /**
     * Has standard error drop the line JavaFX prints for the pulse rate {@code hz} set as a property, until {@link
     * #restoreErr} (the window's start: JavaFX prints it while its toolkit starts, when its timer class loads, and
     * loading that class earlier would start the toolkit early). Only that exact line is dropped; every other line,
     * and everything printed otherwise, goes through unchanged. Call only when the window set the rate itself (a rate
     * the user set on the command line keeps JavaFX's line). Main thread, before the toolkit starts.
     */
    static void dropPulseLine(int hz) {
        String line = "Setting PULSE_DURATION to " + hz + " hz";
        PrintStream err = System.err;
        original = err;
        String encoding = System.getProperty("sun.stderr.encoding");
        Charset charset = encoding == null ? Charset.defaultCharset() : Charset.forName(encoding);
        System.setErr(new PrintStream(err, true, charset) {
            @Override
            public void println(String x) {
                if (!line.equals(x)) {
                    super.println(x);
                }
            }
        });
    }

    /** Puts standard error back as it was before {@link #dropPulseLine}, if it set it aside. */
    static void restoreErr() {
        if (original != null) {
            System.setErr(original);
            original = null;
        }
    }
}
