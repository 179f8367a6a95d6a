package dev.syncscope.app.workspace;

import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Exports, workspaces and saved kernels get the permissions any new file gets (the umask's), a replaced file keeps
 * its own, and only the recovery file, which holds unsaved work, is its owner's alone. Linux only (POSIX
 * permissions; CI runs on Linux).
 */
@EnabledOnOs(OS.LINUX)
class AtomicFilesTest {

    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

    /** The permissions a file created plainly in {@code dir} gets: {@code rw-rw-rw-} less this process's umask. */
    private static Set<PosixFilePermission> ordinary(Path dir) throws IOException {
        Path plain = Files.createFile(dir.resolve("plain"));
        Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(plain);
        Files.delete(plain);
        return permissions;
    }

    @Test
    void aNewFileGetsTheUmasksPermissionsNotOwnerOnly(@TempDir Path dir) throws IOException {
        Set<PosixFilePermission> expected = ordinary(dir);
        Path export = dir.resolve("graph.dot");
        AtomicFiles.writeString(export, "digraph {}\n");
        assertEquals(PosixFilePermissions.toString(expected),
                PosixFilePermissions.toString(Files.getPosixFilePermissions(export)), "as a plain new file (under umask"
                        + " 0022 rw-r--r--), not the temporary file's rw-------");
        try (var listing = Files.list(dir)) {
            assertEquals(List.of(export), listing.toList(), "no temporary file is left");
        }
    }

    @Test
    void aReplacedFileKeepsItsPermissions(@TempDir Path dir) throws IOException {
        Path kernel = Files.writeString(dir.resolve("k.comp"), "old\n");
        for (String mode : List.of("rw-r-----", "rwxr-xr-x")) {
            Files.setPosixFilePermissions(kernel, PosixFilePermissions.fromString(mode));
            AtomicFiles.writeString(kernel, "new " + mode + "\n");
            assertEquals("new " + mode + "\n", Files.readString(kernel));
            assertEquals(mode, PosixFilePermissions.toString(Files.getPosixFilePermissions(kernel)));
        }
    }

    @Test
    void aSavedWorkspaceIsAnOrdinaryFileAndTheRecoveryFileIsPrivate(@TempDir Path dir) throws IOException {
        Set<PosixFilePermission> expected = ordinary(dir);
        WorkspaceFiles files = new WorkspaceFiles(Messages.forLocale(Locale.ENGLISH)::get);
        Workspace w = new Workspace(Workspace.CURRENT_FORMAT, "k.comp", dir.resolve("k.comp").toString(), null,
                "edited\n", new Workspace.Launch(List.of(), 0, null, LaunchOptions.SchedulerKind.ROUND_ROBIN, 0),
                List.of(), null);
        Path saved = dir.resolve("session" + WorkspaceFiles.SUFFIX);
        files.write(w, saved);
        assertEquals(expected, Files.getPosixFilePermissions(saved));

        Path recovery = dir.resolve("config").resolve(Autosave.FILE_NAME);
        new Autosave(recovery, files).save(w);
        assertEquals(OWNER_ONLY, Files.getPosixFilePermissions(recovery), "unsaved work is the user's alone");
        Files.setPosixFilePermissions(recovery, PosixFilePermissions.fromString("rw-r--r--"));
        new Autosave(recovery, files).save(w);
        assertEquals(OWNER_ONLY, Files.getPosixFilePermissions(recovery), "also when it replaces a readable file");
    }
}
