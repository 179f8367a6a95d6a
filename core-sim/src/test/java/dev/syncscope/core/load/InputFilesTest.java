package dev.syncscope.core.load;

import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Reading the user's files: what is refused before reading (folders, pipes, devices, files above the size limit),
 * what is not UTF-8 text (at its line and column), a byte-order mark dropped, and the reason a read failed.
 */
class InputFilesTest {

    private static final String MP = "NEWWG\nNEWSG\nNEWTHREAD\nst.sc0 x = 1\nNEWSG\nNEWTHREAD\nld.sc0 x\n";

    private static String message(Runnable read) {
        return assertThrows(InputError.class, read::run).toString();
    }

    @Test
    void aFileAboveTheSizeLimitIsRefusedBeforeItIsRead(@TempDir Path dir) throws IOException {
        // sparse: 3 GB on paper, nothing on disk; reading it used to end in an OutOfMemoryError
        Path big = dir.resolve("big.test");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(3L * 1024 * 1024 * 1024);
        }
        assertEquals(big + ": the file has 3,221,225,472 bytes, more than SyncScope reads (64 MB, 67,108,864 bytes)",
                message(() -> InputFiles.readText(big)));
        assertEquals(big + ": the file has 3,221,225,472 bytes, more than SyncScope reads (64 MB, 67,108,864 bytes)",
                message(() -> ProgramLoader.load(big)));
    }

    @Test
    void aFileExactlyAtTheSizeLimitIsRead(@TempDir Path dir) throws IOException {
        Path edge = dir.resolve("edge.spv");
        try (RandomAccessFile f = new RandomAccessFile(edge.toFile(), "rw")) {
            f.setLength(InputFiles.MAX_BYTES);
        }
        assertEquals(InputFiles.MAX_BYTES, InputFiles.readBytes(edge).length);
    }

    @Test
    void aDeviceAndANamedPipeAreRefusedWithoutReadingOrBlocking(@TempDir Path dir) throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/zero")), "a Unix system");
        Path zero = Files.createSymbolicLink(dir.resolve("zero.test"), Path.of("/dev/zero"));
        assertEquals(zero + ": cannot read the file: it is not a regular file (a named pipe, device or socket);"
                + " SyncScope reads regular files only", message(() -> ProgramLoader.load(zero)));
        Path fifo = dir.resolve("fifo.test");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo");
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertEquals(fifo + ": cannot read the file: it is not"
                + " a regular file (a named pipe, device or socket); SyncScope reads regular files only",
                message(() -> InputFiles.readText(fifo))));
    }

    @Test
    void aFolderAMissingFileAndAnUnreadableOneSayWhy(@TempDir Path dir) throws IOException {
        assertEquals(dir + ": cannot read the file: it is a folder", message(() -> InputFiles.readText(dir)));
        Path gone = dir.resolve("gone.test");
        assertEquals(gone + ": cannot read the file: no such file", message(() -> ProgramLoader.load(gone)));
        Path secret = unreadable(Files.writeString(dir.resolve("secret.test"), MP));
        assertEquals(secret + ": cannot read the file: permission denied", message(() -> ProgramLoader.load(secret)));
    }

    @Test
    void textThatIsNotUtf8IsRefusedAtTheLineAndColumnOfItsFirstBadByte(@TempDir Path dir) throws IOException {
        // Latin-1 é (0xE9) on line 3, after "ab" and a two-byte UTF-8 ü (one column)
        Path latin1 = Files.write(dir.resolve("latin1.test"), new byte[] {'x', '\n', '\n', 'a', 'b', (byte) 0xC3,
                (byte) 0xBC, (byte) 0xE9, '\n'});
        assertEquals(latin1 + ":3:4: not UTF-8 text: byte 0xE9; save the file as UTF-8",
                message(() -> ProgramLoader.load(latin1)));
        Path utf16 = Files.write(dir.resolve("k.comp"), "// x\n".getBytes(StandardCharsets.UTF_16LE));
        Files.write(utf16, concat(new byte[] {(byte) 0xFF, (byte) 0xFE}, Files.readAllBytes(utf16)));
        assertEquals(utf16 + ":1:1: not UTF-8 text: UTF-16 (it starts with the byte-order mark FF FE); save the file"
                + " as UTF-8", message(() -> ProgramLoader.load(utf16)));
        Path nul = Files.write(dir.resolve("nul.test"), new byte[] {'N', 'E', 'W', 'W', 'G', '\n', 's', 0, 't'});
        assertEquals(nul + ":2:2: not text: a NUL byte (0x00; UTF-16 text?); save the file as UTF-8",
                message(() -> InputFiles.readText(nul)));
    }

    @Test
    void aLeadingByteOrderMarkIsDroppedSoEveryFileTypeReadsAsWithoutIt(@TempDir Path dir) throws IOException {
        Path bom = Files.write(dir.resolve("mp.test"), concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                MP.getBytes(StandardCharsets.UTF_8)));
        assertEquals(MP, InputFiles.readText(bom));
        Program p = ProgramLoader.load(bom);
        assertEquals(2, p.invocationCount());
        // only the leading one: a BOM inside the text is the character U+FEFF
        assertEquals("a\uFEFF", InputFiles.text("t", "\uFEFFa\uFEFF".getBytes(StandardCharsets.UTF_8)));
        // a bad byte after the mark is counted from the first character the user sees (the review: 1:4 for 1:3)
        InputError e = org.junit.jupiter.api.Assertions.assertThrows(InputError.class, () -> InputFiles.text("t",
                new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'a', 'b', (byte) 0xE9}));
        assertEquals("t:1:3", e.span().toString());
    }

    @Test
    void aSpirvBinaryIsReadAsBytes(@TempDir Path dir) throws IOException {
        byte[] bytes = {3, 2, 0x23, 7, (byte) 0xE9};
        Path spv = Files.write(dir.resolve("k.spv"), bytes);
        assertArrayEquals(bytes, InputFiles.readBytes(spv));
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = new byte[a.length + b.length];
        System.arraycopy(a, 0, c, 0, a.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    /** A write-only kernel attribute: opening it for reading is refused to every user, root too (CI runs as root). */
    static final Path WRITE_ONLY = Path.of("/sys/bus/pci/rescan");

    /**
     * {@code file}, made unreadable to this process: mode 000, or, as root (who reads any file whatever its mode), a
     * link to {@link #WRITE_ONLY} in its place.
     */
    static Path unreadable(Path file) throws IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
        if (readable(file)) {
            Files.delete(file);
            Files.createSymbolicLink(file, WRITE_ONLY);
        }
        assumeTrue(!readable(file), "neither a file of mode 000 nor " + WRITE_ONLY + " refuses reads here");
        return file;
    }

    private static boolean readable(Path file) {
        try (var in = Files.newInputStream(file)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
