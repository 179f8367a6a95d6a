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
 * recovery file left by a session that did not exit cleanly. Immutable.
 */
record StartOptions(Path kernel, Path screenshot, Locale locale, int steps, List<String> tabs, Recovery.Choice recovery) {

    /** The default sample in English, without recovery (what most tests start with). */
    static final StartOptions DEFAULTS = new StartOptions(null, null, Locale.ENGLISH, 0, List.of(), Recovery.Choice.OFF);

    /**
     * From JavaFX application parameters: {@code [FILE] [--screenshot=PNG] [--steps=N] [--tabs=ID,ID] [--lang=ja]
     * [--recover=ask|restore|discard|off]}; the language follows the system by default; a recovery
     * file is asked about, and there is no recovery when taking a screenshot.
     */
    static StartOptions of(List<String> unnamed, Map<String, String> named) {
        Path kernel = unnamed.isEmpty() ? null : Path.of(unnamed.get(0));
        String shot = named.get("screenshot");
        String lang = named.get("lang");
        Locale locale = lang == null ? Locale.getDefault() : Locale.forLanguageTag(lang);
        int steps = Integer.parseInt(named.getOrDefault("steps", "0"));
        List<String> tabs = named.containsKey("tabs") ? List.of(named.get("tabs").split(",")) : List.of();
        Recovery.Choice recovery = named.containsKey("recover")
                ? Recovery.Choice.valueOf(named.get("recover").toUpperCase(Locale.ROOT))
                : shot == null ? Recovery.Choice.ASK : Recovery.Choice.OFF;
        return new StartOptions(kernel, shot == null ? null : Path.of(shot), locale, steps, tabs, recovery);
    }

    /** Whether the file to open is a workspace rather than a kernel. */
    boolean opensWorkspace() {
        return kernel != null && kernel.getFileName().toString().endsWith(WorkspaceFiles.SUFFIX);
    }

    /** The same window in another language (the session is carried over, not opened again). */
    StartOptions withLocale(Locale other) {
        return new StartOptions(null, null, other, 0, List.of(), recovery);
    }
}
