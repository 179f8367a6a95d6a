package dev.syncscope.app;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.logging.Filter;
import java.util.logging.Logger;

/**
 * Leaves out of the terminal the two lines JavaFX printed at every start of the window, which a user can do nothing
 * about and which read like faults (the user review of session 66): {@code WARNING: Unsupported JavaFX configuration:
 * classes were loaded from 'unnamed module …'} (JavaFX runs from the class path of the one jar, STACK.md P10, as the
 * README's command does) and {@code Setting PULSE_DURATION to 64 hz} (the pulse rate the window asks for itself,
 * {@link RenderSettings}). Every other line JavaFX prints, warnings included, is printed as before. Main thread,
 * before the toolkit starts.
 */
final class StartupNotices {

    /** JavaFX's logger; held so that its filter stays (the logging framework keeps loggers weakly). */
    private static final Logger JAVAFX = Logger.getLogger("javafx");

    /** The start of JavaFX's warning about its classes loaded from the class path (PlatformImpl). */
    static final String CLASS_PATH_WARNING = "Unsupported JavaFX configuration";

    /** The class whose static initializer prints the pulse rate when {@link RenderSettings#PULSE} is set. */
    static final String PULSE_TIMER = "com.sun.scenario.animation.AbstractPrimaryTimer";

    private StartupNotices() {
    }

    /** Drops JavaFX's class-path warning, whatever other filter its logger had deciding the rest. */
    static void quietClassPathWarning() {
        Filter before = JAVAFX.getFilter();
        JAVAFX.setFilter(r -> (r.getMessage() == null || !r.getMessage().startsWith(CLASS_PATH_WARNING))
                && (before == null || before.isLoggable(r)));
    }

    /**
     * Loads JavaFX's pulse timer with standard error set aside for that moment only, so that the line its loading
     * prints for a pulse rate set as a property does not reach the terminal; call after setting the rate, only when
     * the window set it (a rate the user set on the command line keeps JavaFX's line). Where the class is not there
     * (another JavaFX), nothing happens and the line, if any, is printed.
     */
    static void loadPulseTimerQuietly() {
        loadQuietly(PULSE_TIMER, StartupNotices.class.getClassLoader());
    }

    /** Loads and initializes class {@code name} of {@code loader} with standard error set aside meanwhile. */
    static void loadQuietly(String name, ClassLoader loader) {
        PrintStream err = System.err;
        System.setErr(new PrintStream(OutputStream.nullOutputStream()));
        try {
            Class.forName(name, true, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            // another JavaFX: its own timer class prints what it prints
        } finally {
            System.setErr(err);
        }
    }
}
