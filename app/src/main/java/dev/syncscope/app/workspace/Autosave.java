package dev.syncscope.app.workspace;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The recovery file: the current workspace, including unsaved kernel edits, kept on disk so it can
 * be restored after a crash. {@link #save} is called (debounced) after changes; {@link #clear}
 * after an explicit save and a clean exit. Each running SyncScope writes its own file,
 * {@code recovery-<pid>.syncscope}, so two windows open at once never overwrite or delete each
 * other's; at start-up {@link #orphan} finds the file of a process that is no longer running (a
 * crash) and {@link #adopt} takes it over when the user restores it. Stateless apart from the
 * file it names; calls that touch the file belong on one thread (the app's autosave thread).
 */
public final class Autosave {

    /** System property naming the directory of the recovery file (tests point it at a temporary directory). */
    public static final String CONFIG_DIR_PROPERTY = "syncscope.configDir";
    /** The recovery file's name before it was per process; a file by this name is always an orphan. */
    public static final String FILE_NAME = "recovery" + WorkspaceFiles.SUFFIX;
    private static final Pattern NAME = Pattern.compile("recovery(?:-(\\d+))?" + Pattern.quote(WorkspaceFiles.SUFFIX));

    private final Path file;
    private final WorkspaceFiles files;

    public Autosave(Path file, WorkspaceFiles files) {
        this.file = file;
        this.files = files;
    }

    /** This process's recovery file in {@link #configDir()}. */
    public static Path defaultFile() {
        return fileOf(configDir(), ProcessHandle.current().pid());
    }

    /** The recovery file that process {@code pid} writes in {@code dir}. */
    public static Path fileOf(Path dir, long pid) {
        return dir.resolve("recovery-" + pid + WorkspaceFiles.SUFFIX);
    }

    /**
     * The newest recovery file in {@code dir} whose process is no longer running (left by a crash),
     * if any; files of running processes (other open windows, and this one) are not offered.
     */
    public static Optional<Path> orphan(Path dir) {
        if (!Files.isDirectory(dir)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(Autosave::isOrphan).max(Comparator.comparing(Autosave::modified));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean isOrphan(Path file) {
        Matcher m = NAME.matcher(file.getFileName().toString());
        if (!m.matches() || !Files.isRegularFile(file)) {
            return false;
        }
        if (m.group(1) == null) {
            return true;
        }
        long pid;
        try {
            pid = Long.parseLong(m.group(1));
        } catch (NumberFormatException e) {
            return true;
        }
        return pid != ProcessHandle.current().pid() && !ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    private static long modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            return 0;
        }
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
     * Makes {@code orphan} (another process's recovery file, being restored) this one's file, so
     * it stays on disk until this window saves or exits cleanly and cannot be offered twice.
     */
    public void adopt(Path orphan) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.move(orphan, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * The workspace in this object's recovery file, if there is one.
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
