package dev.syncscope.app.workspace;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes files atomically: the bytes go to a temporary file beside the target, are flushed to the
 * disk, and the temporary file is renamed over the target, so a crash mid-write leaves either the
 * old file or the new one, never half of one. A new file gets the permissions any new file gets
 * (on POSIX {@code rw-rw-rw-} less the umask, as an editor's save), a replaced one keeps its own; only
 * {@link #writePrivate} writes a file its owner alone can read (the recovery file, which holds unsaved
 * work). Before, every file was written owner-only ({@code Files.createTempFile} creates its file
 * {@code rw-------}), exports and workspaces included, and a saved kernel lost its permissions.
 * Stateless; safe from any thread.
 */
public final class AtomicFiles {

    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");
    private static final int TEMP_NAME_ATTEMPTS = 100;

    private AtomicFiles() {
    }

    /** Writes {@code text} as UTF-8 to {@code file}, creating its directory if needed. */
    public static void writeString(Path file, String text) throws IOException {
        write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Writes {@code bytes} to {@code file}, creating its directory if needed: a new file with the permissions the
     * umask gives, an existing one with the permissions it had.
     *
     * @throws FileSystemException "Is a directory" when {@code file} is a folder (the rename would replace an empty one)
     */
    public static void write(Path file, byte[] bytes) throws IOException {
        write(file, bytes, false);
    }

    /** Writes {@code bytes} to {@code file} as {@link #write} does, readable and writable by its owner only. */
    public static void writePrivate(Path file, byte[] bytes) throws IOException {
        write(file, bytes, true);
    }

    private static void write(Path file, byte[] bytes, boolean ownerOnly) throws IOException {
        Path target = file.toAbsolutePath();
        if (Files.isDirectory(target)) {
            throw new FileSystemException(target.toString(), null, "Is a directory");
        }
        Path dir = target.getParent();
        Files.createDirectories(dir);
        boolean posix = Files.getFileAttributeView(dir, PosixFileAttributeView.class) != null;
        FileAttribute<?>[] attributes = ownerOnly && posix
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_ONLY)} : new FileAttribute<?>[0];
        Temp temp = create(target, attributes);
        try {
            try (FileChannel out = temp.channel()) {
                if (posix && !ownerOnly && Files.isRegularFile(target)) {
                    Files.setPosixFilePermissions(temp.path(), Files.getPosixFilePermissions(target));
                }
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    out.write(buffer);
                }
                out.force(true);
            }
            try {
                Files.move(temp.path(), target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp.path(), target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp.path());
        }
    }

    /** A temporary file and the channel it is open for writing with. */
    private record Temp(Path path, FileChannel channel) { }

    /**
     * A new, empty temporary file beside {@code target}, {@code .NAME.RANDOM.tmp}, open for writing: created
     * exclusively (never an existing file or a link planted there), with the permissions the umask gives unless
     * {@code attributes} say otherwise.
     */
    private static Temp create(Path target, FileAttribute<?>[] attributes) throws IOException {
        FileAlreadyExistsException taken = null;
        for (int i = 0; i < TEMP_NAME_ATTEMPTS; i++) {
            Path temp = target.resolveSibling("." + target.getFileName() + "."
                    + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
            try {
                return new Temp(temp, FileChannel.open(temp, Set.of(StandardOpenOption.CREATE_NEW,
                        StandardOpenOption.WRITE), attributes));
            } catch (FileAlreadyExistsException e) {
                taken = e;
            }
        }
        throw taken;
    }
}
