package dev.syncscope.app.workspace;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Reads and writes workspace files ({@code .syncscope.json}). Writes are atomic: a temporary file
 * beside the target, then a rename, so a crash mid-write never leaves a half-written workspace.
 * A corrupted or unreadable file is reported as an {@link InputError} with its position and is
 * never modified. Immutable (stateless); safe from any thread.
 */
public final class WorkspaceFiles {

    private final ObjectMapper json = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    public void write(Workspace workspace, Path file) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path temp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
        try {
            json.writeValue(temp.toFile(), workspace);
            try {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * @throws InputError when the file is missing, unreadable, not a workspace, or of a newer format
     */
    public Workspace read(Path file) {
        String name = file.toString();
        if (!Files.isRegularFile(file)) {
            throw new InputError(new SourceSpan(name, 0, 0), "no workspace file here");
        }
        Workspace w;
        try {
            w = json.readValue(file.toFile(), Workspace.class);
        } catch (JacksonException e) {
            var loc = e.getLocation();
            int line = loc == null ? 0 : Math.max(loc.getLineNr(), 0);
            int column = loc == null ? 0 : Math.max(loc.getColumnNr(), 0);
            throw new InputError(new SourceSpan(name, line, column),
                    "not a valid SyncScope workspace: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new InputError(new SourceSpan(name, 0, 0), "cannot read the workspace: " + e.getMessage(), e);
        }
        if (w == null || w.kernelFile() == null || w.kernelText() == null) {
            throw new InputError(new SourceSpan(name, 1, 1), "not a valid SyncScope workspace: the kernel is missing");
        }
        if (w.formatVersion() > Workspace.CURRENT_FORMAT) {
            throw new InputError(new SourceSpan(name, 1, 1), "this workspace was written by a newer SyncScope (format "
                    + w.formatVersion() + "; this version reads up to " + Workspace.CURRENT_FORMAT + ")");
        }
        return w;
    }
}
