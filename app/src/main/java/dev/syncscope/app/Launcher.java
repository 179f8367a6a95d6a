package dev.syncscope.app;

import dev.syncscope.app.cli.Cli;
import javafx.application.Application;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The {@code main} of {@code syncscope.jar}: runs the headless command line when the first argument
 * is a command ({@link Cli}) or looks like a misspelt one (no option, no file, no extension the window opens: the
 * command line names it unknown), else checks the window's options and the file it opens ({@link StartOptionCheck}: a
 * bad option, or a file that is missing, a folder or unreadable, is named and the exit code is 2) and opens the window,
 * or says plainly why it cannot.
 * A separate class from the {@link javafx.application.Application} so that JavaFX on the classpath
 * works (STACK.md P10). Runs on the main thread only.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        if (Cli.wants(args)) {
            PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
            PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
            System.exit(runCli(args, out, err));
        }
        String badOption = StartOptionCheck.problem(args);
        if (badOption == null) {
            badOption = StartOptionCheck.fileProblem(args);
        }
        if (badOption == null) {
            badOption = StartOptionCheck.shotProblem(args);
        }
        if (badOption != null) {
            System.err.println(badOption);
            System.exit(2);
        }
        String problem = displayProblem();
        if (problem != null) {
            System.err.println(problem);
            System.exit(2);
        }
        try {
            RenderSettings.apply();
            Application.launch(SyncScopeApp.class, args);
            if (WindowShot.failed()) {
                System.exit(2);
            }
        } catch (RuntimeException | UnsatisfiedLinkError e) {
            System.err.println(windowProblem(e));
            System.exit(2);
        }
    }

    /** Runs the headless command line; its {@code --help} ends with the window's options ({@link StartOptions#HELP}). */
    static int runCli(String[] args, PrintWriter out, PrintWriter err) {
        return Cli.run(args, out, err, StartOptions.HELP);
    }

    /** A one-sentence explanation when no display can be reached, else null. */
    static String displayProblem() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        boolean unixDesktop = !os.contains("win") && !os.contains("mac");
        boolean monocle = "Monocle".equalsIgnoreCase(System.getProperty("glass.platform"));
        if (unixDesktop && !monocle && isBlank(System.getenv("DISPLAY")) && isBlank(System.getenv("WAYLAND_DISPLAY"))) {
            return "SyncScope needs a display to open its window, and none was found (DISPLAY is not set);"
                    + " run it on a desktop or under xvfb-run, or use the headless command line"
                    + " (java -jar syncscope.jar --help).";
        }
        return null;
    }

    /**
     * The sentence printed when JavaFX fails to open the window: the cause, and for a missing GTK (the
     * toolkit JavaFX draws with on Linux; a server install lacks it) the package that provides it.
     */
    static String windowProblem(Throwable e) {
        String why = rootMessage(e);
        String s = "SyncScope could not open its window: " + why;
        if (why.contains("GTK") || why.contains("gtk")) {
            s += ". JavaFX draws its windows with GTK 3; install it (Debian/Ubuntu: sudo apt-get install"
                    + " libgtk-3-0) or use the headless command line (java -jar syncscope.jar --help).";
        }
        return s;
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
}
