package dev.syncscope.app;

import javafx.application.Application;

import java.io.PrintStream;
import java.util.Locale;

/**
 * The {@code main} of {@code syncscope.jar}. Opens the window, or says plainly why it cannot.
 * A separate class from the {@link javafx.application.Application} so that JavaFX on the classpath
 * works (STACK.md P10). Runs on the main thread only.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        String problem = displayProblem();
        if (problem != null) {
            System.err.println(problem);
            System.exit(2);
        }
        try {
            Application.launch(SyncScopeApp.class, args);
        } catch (RuntimeException | UnsatisfiedLinkError e) {
            System.err.println("SyncScope could not open its window: " + rootMessage(e));
            System.exit(2);
        }
    }

    /** A one-sentence explanation when no display can be reached, else null. */
    static String displayProblem() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        boolean unixDesktop = !os.contains("win") && !os.contains("mac");
        boolean monocle = "Monocle".equalsIgnoreCase(System.getProperty("glass.platform"));
        if (unixDesktop && !monocle && isBlank(System.getenv("DISPLAY")) && isBlank(System.getenv("WAYLAND_DISPLAY"))) {
            return "SyncScope needs a display to open its window, and none was found (DISPLAY is not set);"
                    + " run it on a desktop, or under xvfb-run.";
        }
        return null;
    }

    private static boolean isBlank(String s) {
        return s == null || s.isBlank();
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }

    static void printUsage(PrintStream out) {
        out.println("usage: java -jar syncscope.jar [KERNEL_FILE]");
    }
}
