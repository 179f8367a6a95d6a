package dev.syncscope.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the window was asked to do at start-up: which kernel to open (null: the default sample),
 * where to write a screenshot (null: none), the UI language, how many steps to take first and which
 * tabs to bring to the front (for scripted screenshots). Immutable.
 */
record StartOptions(Path kernel, Path screenshot, Locale locale, int steps, List<String> tabs) {

    static final StartOptions DEFAULTS = new StartOptions(null, null, Locale.ENGLISH, 0, List.of());

    /** From JavaFX application parameters: {@code [FILE] [--screenshot=PNG] [--steps=N] [--tabs=ID,ID] [--lang=ja]}; the language follows the system by default. */
    static StartOptions of(List<String> unnamed, Map<String, String> named) {
        Path kernel = unnamed.isEmpty() ? null : Path.of(unnamed.get(0));
        String shot = named.get("screenshot");
        String lang = named.get("lang");
        Locale locale = lang == null ? Locale.getDefault() : Locale.forLanguageTag(lang);
        int steps = Integer.parseInt(named.getOrDefault("steps", "0"));
        List<String> tabs = named.containsKey("tabs") ? List.of(named.get("tabs").split(",")) : List.of();
        return new StartOptions(kernel, shot == null ? null : Path.of(shot), locale, steps, tabs);
    }
}
