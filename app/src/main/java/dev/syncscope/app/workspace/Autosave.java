package dev.syncscope.app.workspace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * The recovery file: the current workspace, including unsaved kernel edits, kept on disk so it can
 * be restored after a crash. {@link #save} is called (debounced) after changes; {@link #clear}
 * after an explicit save and a clean exit; {@link #recover} at start-up. Stateless apart from the
 * file it names; calls that touch the file belong on one thread (the app's autosave thread).
 */
public final class Autosave {

    /** System property naming the directory of the recovery file (tests point it at a temporary directory). */
    public static final String CONFIG_DIR_PROPERTY = "syncscope.configDir";
    /** The recovery file's name in the configuration directory. */
    public static final String FILE_NAME = "recovery" + WorkspaceFiles.SUFFIX;

    private final Path file;
    private final WorkspaceFiles files;

    public Autosave(Path file, WorkspaceFiles files) {
        this.file = file;
        this.files = files;
    }

    /** The recovery file in {@link #configDir()}. */
    public static Path defaultFile() {
        return configDir().resolve(FILE_NAME);
    }

    /**
     * The user's configuration directory for SyncScope: the {@value #CONFIG_DIR_PROPERTY} property
     * when set; else {@code %APPDATA%\SyncScope} on Windows, {@code ~/Library/Application Support/SyncScope}
     * on macOS, {@code $XDG_CONFIG_HOME/syncscope} or {@code ~/.config/syncscope} elsewhere.
     */
    public static Path configDir() {
        String set = System.getProperty(CONFIG_DIR_PROPERTY);
        if (set != null && !set.isBlank()) {
            return Path.of(set);
        }
        String home = System.getProperty("user.home");
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("win") && System.getenv("APPDATA") != null) {
            return Path.of(System.getenv("APPDATA"), "SyncScope");
        }
        if (os.contains("mac")) {
            return Path.of(home, "Library", "Application Support", "SyncScope");
        }
        String xdg = System.getenv("XDG_CONFIG_HOME");
        return xdg != null && !xdg.isBlank() ? Path.of(xdg, "syncscope") : Path.of(home, ".config", "syncscope");
    }

    public Path file() {
        return file;
    }

    /** Writes {@code workspace} (atomically) as the recovery file; its kernel path stays absolute. */
    public void save(Workspace workspace) throws IOException {
        files.writeKeepingPaths(workspace, file);
    }

    public void clear() throws IOException {
        Files.deleteIfExists(file);
    }

    /**
     * The workspace left by a session that did not exit cleanly, if there is a recovery file.
     *
     * @throws dev.syncscope.core.model.InputError when the recovery file exists but cannot be read
     */
    public Optional<Workspace> recover() {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        return Optional.of(files.read(file));
    }
}
