package dev.syncscope.app;

import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.app.workspace.WorkspaceFiles;
import dev.syncscope.samples.Sample;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

/**
 * What a recovery file left by a crashed session is worth offering ({@link RecoveryDialog}): whether it holds any
 * work, and whether restoring it opens something other than the file named on the command line. {@link #holdsWork} is
 * also the autosave's test of what to write ({@link Recovery}): a session without work has no recovery file, so the
 * two cannot disagree. A file without work (written before that, when every window wrote one once a kernel was shown)
 * is deleted at start-up without a question; and restoring no longer replaces the command line's file without a word.
 * Pure functions. Stateless.
 */
final class RecoveryOffer {

    private RecoveryOffer() {
    }

    /**
     * Whether {@code found} holds work that opening its kernel again would lose: unsaved or applied edits, recorded
     * steps or breakpoints. A session that ran a kernel file's own text, or a shipped sample's ({@code samples}), and
     * took no step holds none. The autosave writes a recovery file only for a session that holds work, and the
     * start-up offer asks only about one.
     */
    static boolean holdsWork(Workspace found, List<Sample> samples) {
        if (found.editedText() != null || !found.history().steps().isEmpty() || !found.breakpoints().isEmpty()) {
            return true;
        }
        if (found.kernelText() == null) {
            return false;
        }
        return found.kernelPath() != null || samples.stream().noneMatch(s -> s.fileName().equals(found.kernelFile())
                && s.text().equals(found.kernelText()));
    }

    /**
     * Whether restoring {@code found} opens something other than {@code named}, the file named on the command line
     * (null: none, the default sample): a workspace, another kernel file, or a kernel that was never saved.
     */
    static boolean replaces(Path named, Workspace found) {
        if (named == null) {
            return false;
        }
        if (named.getFileName().toString().endsWith(WorkspaceFiles.SUFFIX) || found.kernelPath() == null) {
            return true;
        }
        try {
            Path recovered = Path.of(found.kernelPath());
            if (Files.exists(named) && Files.exists(recovered)) {
                return !Files.isSameFile(named, recovered);
            }
            return !named.toAbsolutePath().normalize().equals(recovered.toAbsolutePath().normalize());
        } catch (IOException | InvalidPathException e) {
            return true;
        }
    }

    /** How the dialog names {@code found}'s kernel: its file's path, or its name for a kernel never saved. */
    static String kernelOf(Workspace found) {
        return found.kernelPath() != null ? found.kernelPath() : found.kernelFile();
    }
}
