package dev.syncscope.app.workspace;

import dev.syncscope.core.model.InputError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WorkspaceFilesTest {

    private final WorkspaceFiles files = new WorkspaceFiles();

    private static Workspace sample() {
        return new Workspace(Workspace.CURRENT_FORMAT, "mp.test", "NEWWG\nst.sc0 x = 1\n", List.of(2, 1, 1),
                32, true, List.of(4, 7), 12);
    }

    @Test
    void writesAndReadsBackTheSameWorkspace(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.syncscope.json");
        files.write(sample(), file);
        assertEquals(sample(), files.read(file));
        try (var listing = Files.list(dir)) {
            assertEquals(1, listing.count(), "no temporary file is left behind");
        }
    }

    @Test
    void corruptedFileIsAPositionedErrorAndIsLeftUntouched(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.syncscope.json");
        String broken = "{\n  \"kernelFile\": \"mp.test\",\n  \"kernelText\": tru";
        Files.writeString(file, broken);
        InputError e = assertThrows(InputError.class, () -> files.read(file));
        assertEquals(3, e.span().line());
        assertTrue(e.getMessage().startsWith("not a valid SyncScope workspace"), e.getMessage());
        assertEquals(broken, Files.readString(file));
    }

    @Test
    void missingFileIsAClearError(@TempDir Path dir) {
        InputError e = assertThrows(InputError.class, () -> files.read(dir.resolve("nope.json")));
        assertTrue(e.getMessage().contains("no workspace file"), e.getMessage());
    }

    @Test
    void workspaceFromANewerVersionIsRefusedWithTheReason(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.json");
        files.write(new Workspace(99, "a.test", "x", List.of(), 0, false, List.of(), 0), file);
        InputError e = assertThrows(InputError.class, () -> files.read(file));
        assertTrue(e.getMessage().contains("newer SyncScope"), e.getMessage());
    }

    @Test
    void autosaveRecoversUnsavedEditsUntilCleared(@TempDir Path dir) throws IOException {
        Autosave autosave = new Autosave(dir.resolve("autosave.json"), files);
        assertTrue(autosave.recover().isEmpty());
        autosave.save(sample());
        assertEquals(sample(), autosave.recover().orElseThrow());
        autosave.clear();
        assertTrue(autosave.recover().isEmpty());
    }
}
