package dev.syncscope.app.workspace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Keeps the current workspace, including unsaved kernel edits, in one recovery file so it can be
 * restored after a crash. {@link #save} is called after edits; {@link #clear} after a clean exit or
 * an explicit save; {@link #recover} at start-up. Not thread-safe: call from one thread (the app's
 * background executor).
 */
public final class Autosave {

    private final Path file;
    private final WorkspaceFiles files;

    public Autosave(Path file, WorkspaceFiles files) {
        this.file = file;
        this.files = files;
    }

    /** The default recovery file, {@code ~/.syncscope/autosave.syncscope.json}. */
    public static Path defaultFile() {
        return Path.of(System.getProperty("user.home"), ".syncscope", "autosave.syncscope.json");
    }

    public void save(Workspace workspace) throws IOException {
        files.write(workspace, file);
    }

    public void clear() throws IOException {
        Files.deleteIfExists(file);
    }

    /** The workspace left by a session that did not exit cleanly, if any and if readable. */
    public Optional<Workspace> recover() {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        return Optional.of(files.read(file));
    }
}
