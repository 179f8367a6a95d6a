package dev.syncscope.app;

import dev.syncscope.app.workspace.WorkspaceFiles;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the window was asked to do at start-up: which kernel or workspace to open (null: the
 * default sample), where to write a screenshot (null: none), the UI language, how many steps to
 * take first, which tabs to bring to the front (for scripted screenshots) and what to do with a
 * recovery file left by a session that did not exit cleanly, whether to start in presentation
 * mode, whether to check all executions once the kernel is shown (Check ▸ All executions; a
 * screenshot waits for the check), and when to take the screenshot (0: once the kernel is shown;
 * else that many milliseconds after the window opened, whatever it shows then, such as a long load's
 * progress). Immutable.
 */
record StartOptions(Path kernel, Path screenshot, Locale locale, int steps, List<String> tabs, Recovery.Choice recovery,
                    boolean presentation, boolean checkAll, int screenshotAfterMillis) {

    /** The default sample in English, without recovery (what most tests start with). */
    static final StartOptions DEFAULTS = new StartOptions(null, null, Locale.ENGLISH, 0, List.of(), Recovery.Choice.OFF);

    /**
     * The window's options as {@code --help} lists them (after the commands): the names
     * {@link #of} reads, each with what it does.
     */
    static final List<String> HELP = List.of(
            "Without a command, syncscope.jar opens the window:",
            "  java -jar syncscope.jar [FILE] [--steps=N] [--tabs=ID,ID] [--lang=en|ja]",
            "      [--presentation] [--check-all] [--recover=ask|restore|discard|off]",
            "      [--screenshot=PNG [--screenshot-after=MS]]",
            "  FILE              a kernel (.comp .glsl .hlsl .spvasm .spv), a litmus test",
            "                    (.test .litmus) or a workspace (" + WorkspaceFiles.SUFFIX + ");",
            "                    default: the built-in sample",
            "  --steps=N         take N steps after opening",
            "  --tabs=ID,ID      bring these tabs to the front: domainsTab, executionTab,",
            "                    scopesTab, outcomesTab, sourceTab, lessonsTab, problemsTab,",
            "                    explainTab, memoryTab",
            "  --lang=en|ja      the UI language (default: the system's)",
            "  --presentation    start in presentation mode (large fonts, the graphs given",
            "                    the height; F12 toggles it)",
            "  --check-all       check all executions once the kernel is shown (the Outcomes",
            "                    tab, as Check > All executions); a screenshot waits for it",
            "  --recover=CHOICE  a recovery file left by a crashed session: ask (default),",
            "                    restore, discard, or off (neither read nor written)",
            "  --screenshot=PNG  write a PNG of the window once the kernel is shown, then",
            "                    quit (recovery is off unless --recover is given)",
            "  --screenshot-after=MS",
            "                    write it MS milliseconds after the window opens instead,",
            "                    whatever the window shows then (a long load's progress)");

    /** Without presentation mode or a check (the options before {@code --presentation}). */
    StartOptions(Path kernel, Path screenshot, Locale locale, int steps, List<String> tabs, Recovery.Choice recovery) {
        this(kernel, screenshot, locale, steps, tabs, recovery, false, false);
    }

    /** A screenshot (if any) once the kernel is shown (the options before {@code --screenshot-after}). */
    StartOptions(Path kernel, Path screenshot, Locale locale, int steps, List<String> tabs, Recovery.Choice recovery,
                 boolean presentation, boolean checkAll) {
        this(kernel, screenshot, locale, steps, tabs, recovery, presentation, checkAll, 0);
    }

    /**
     * From JavaFX application parameters: {@code [FILE] [--screenshot=PNG] [--screenshot-after=MS] [--steps=N]
     * [--tabs=ID,ID] [--lang=ja] [--recover=ask|restore|discard|off] [--presentation] [--check-all]}
     * ({@link #HELP}); the language follows the system by default; a recovery file is asked about, and there is
     * no recovery when taking a screenshot.
     */
    static StartOptions of(List<String> unnamed, Map<String, String> named) {
        String shot = named.get("screenshot");
        String lang = named.get("lang");
        Locale locale = lang == null ? Locale.getDefault() : Locale.forLanguageTag(lang);
        int steps = Integer.parseInt(named.getOrDefault("steps", "0"));
        int shotAfter = Integer.parseInt(named.getOrDefault("screenshot-after", "0"));
        List<String> tabs = named.containsKey("tabs") ? List.of(named.get("tabs").split(",")) : List.of();
        Recovery.Choice recovery = named.containsKey("recover")
                ? Recovery.Choice.valueOf(named.get("recover").toUpperCase(Locale.ROOT))
                : shot == null ? Recovery.Choice.ASK : Recovery.Choice.OFF;
        // flags take no value: --presentation=no is refused before the window opens, and is not "on" here
        boolean presentation = unnamed.contains("--presentation");
        boolean checkAll = unnamed.contains("--check-all");
        List<String> files = unnamed.stream().filter(a -> !a.equals("--presentation") && !a.equals("--check-all"))
                .toList();
        return new StartOptions(files.isEmpty() ? null : Path.of(files.get(0)), shot == null ? null : Path.of(shot),
                locale, steps, tabs, recovery, presentation, checkAll, shotAfter);
    }

    /** Whether the file to open is a workspace rather than a kernel. */
    boolean opensWorkspace() {
        return kernel != null && kernel.getFileName().toString().endsWith(WorkspaceFiles.SUFFIX);
    }

    /** The same window in another language (the session is carried over, not opened again). */
    StartOptions withLocale(Locale other) {
        return new StartOptions(null, null, other, 0, List.of(), recovery, presentation, false);
    }

    /**
     * Every option as asked but the language: a first window whose language no installed font draws opens in
     * {@code other} with the file, steps, tabs, check and screenshot asked for (it opened the default sample and
     * never wrote the screenshot, so a scripted run hung: the session-86 review).
     */
    StartOptions inLocale(Locale other) {
        return new StartOptions(kernel, screenshot, other, steps, tabs, recovery, presentation, checkAll,
                screenshotAfterMillis);
    }
}
