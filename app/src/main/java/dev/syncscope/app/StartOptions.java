package dev.syncscope.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What the window was asked to do at start-up: which kernel to open (null: the default sample) and
 * where to write a screenshot (null: none). Immutable.
 */
record StartOptions(Path kernel, Path screenshot) {

    static final StartOptions DEFAULTS = new StartOptions(null, null);

    /** From JavaFX application parameters: {@code [FILE] [--screenshot=PNG]}. */
    static StartOptions of(List<String> unnamed, Map<String, String> named) {
        Path kernel = unnamed.isEmpty() ? null : Path.of(unnamed.get(0));
        String shot = named.get("screenshot");
        return new StartOptions(kernel, shot == null ? null : Path.of(shot));
    }
}
