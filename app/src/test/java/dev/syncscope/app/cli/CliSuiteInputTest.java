package dev.syncscope.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code suite} over folders with bad files: each one an ERROR row naming it (and its line where known), the others
 * still checked; a folder without litmus files said to be one.
 */
class CliSuiteInputTest extends CliHarness {


    private static final String GOOD = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n"
            + "st.atom.scopewg.sc0 y = 1\nNEWSG\nNEWTHREAD\nld.atom.scopewg.sc0 y = 1\nld.vis.scopedev.sc0 x = 0\n"
            + "SATISFIABLE consistent[X] && #dr>0\n";
    private static final String MP = """
            Vulkan mp
            { x=0; y=0; }
            P0@sg 0, wg 0, qf 0 | P1@sg 0, wg 1, qf 0 ;
            st.atom.dv.sc0 x, 1 | ld.atom.dv.sc0 r0, y ;
            st.atom.dv.sc0 y, 1 | ld.atom.dv.sc0 r1, x ;
            exists (P1:r0 == 1 /\\ P1:r1 == 0)
            """;

    /** The table's row of {@code file}: verdict, file[:line] and question, and the detail line under it. */
    private static String row(String verdict, String where, String question, String detail) {
        return String.format("%-8s %-52s %-44s %-8s %-8s", verdict, where, question, "true", "-") + "      0.0\n"
                + "         " + detail + "\n";
    }

    /** {@code --failures-only} leaves the passing checks out of the JSON too (it listed every check; totals stay whole). */
    @Test
    void failuresOnlyLeavesPassingChecksOutOfTheJson(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("good.test"), GOOD);
        Files.writeString(dir.resolve("bad.test"), GOOD.replace("#dr>0", "#dr=0"));
        run("suite", "--json", "--failures-only", dir.toString());
        String json = out.toString();
        assertFalse(json.contains("\"verdict\" : \"PASS\""), json);
        assertTrue(json.contains("\"verdict\" : \"FAIL\""), json);
        assertTrue(json.contains("\"pass\" : 1"), json);
    }

    @Test
    void filesThatAreNotUtf8AreErrorsAtTheirLineAndTheOthersAreStillChecked(@TempDir Path dir) throws IOException {
        // were: syncscope: java.nio.charset.MalformedInputException: Input length = 1 (a .test, a CSV), exit 2;
        // an ERROR at t.litmus:0 (a .litmus)
        Files.writeString(dir.resolve("good.test"), GOOD);
        Files.write(dir.resolve("latin1.test"), "NEWWG\nNEWSG\nNEWTHREAD\nst.sc0 x = 1\u00ff\n"
                .getBytes(StandardCharsets.ISO_8859_1));
        Path herd = Files.createDirectories(dir.resolve("herd"));
        Files.write(herd.resolve("t.litmus"), ("Vulkan t\n{ x=\u00e9; }\n").getBytes(StandardCharsets.ISO_8859_1));
        Path expected = Files.createDirectories(herd.resolve("expected"));
        Files.writeString(expected.resolve("VULKAN-expected.csv"), "t.litmus,1\n");
        Path other = Files.createDirectories(dir.resolve("other"));
        Files.writeString(other.resolve("mp.litmus"), MP);
        Path csv = Files.createDirectories(other.resolve("expected")).resolve("VULKAN-expected.csv");
        Files.write(csv, "mp.litmus,1\n\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(Cli.FAILED, run("suite", dir.toString()), err.toString());
        String text = out.toString();
        assertTrue(text.contains(row("ERROR", "latin1.test:4", "read", "latin1.test:4:13: not UTF-8 text: byte 0xFF;"
                + " save the file as UTF-8")), text);
        assertTrue(text.contains(row("ERROR", "herd/t.litmus:2", "condition holds", "t.litmus:2:5: not UTF-8 text: byte"
                + " 0xE9; save the file as UTF-8")), text);
        assertTrue(text.contains(row("ERROR", "other/expected/VULKAN-expected.csv:2", "expected answers", csv
                + ":2:1: not UTF-8 text: byte 0xE9; save the file as UTF-8")), text);
        assertTrue(text.contains("PASS     good.test:10 ") && text.contains(
                "1 passed, 0 failed, 0 unknown, 3 errors; 1 file without expected answers;"), text);
        assertTrue(text.contains("no expected answer for other/mp.litmus"), "its CSV could not be read: " + text);
    }

    @Test
    void aHerdFileThatDoesNotParseIsAnErrorAtItsPlaceEvenWithNoRowAskingAboutIt(@TempDir Path dir) throws IOException {
        // was: "no expected answer for syntaxerr.litmus … 0 errors", exit 0 (a .test that does not parse is an ERROR)
        Files.writeString(dir.resolve("good.test"), GOOD);
        Files.writeString(dir.resolve("syntaxerr.litmus"), MP.replace("ld.atom.dv.sc0 r0, y", "ld.atom.dv.sc0 r0 y"));
        Files.writeString(dir.resolve("mp.litmus"), MP);
        assertEquals(Cli.FAILED, run("suite", dir.toString()), err.toString());
        String text = out.toString();
        assertTrue(text.contains(row("ERROR", "syntaxerr.litmus:4", "parse", "syntaxerr.litmus:4:41: syntax error:"
                + " no viable alternative at input 'ld.atom.dv.sc0r0y'")), text);
        assertFalse(text.contains("no expected answer for syntaxerr.litmus"), text);
        assertTrue(text.contains("no expected answer for mp.litmus\n"), text);
        assertTrue(text.contains("1 passed, 0 failed, 0 unknown, 1 error; 1 file without expected answers;"), text);
    }

    @Test
    void anUnreadableFileOrFolderIsAnErrorNamingItAndTheOthersAreStillChecked(@TempDir Path dir) throws IOException {
        // was: syncscope: java.nio.file.AccessDeniedException: <path>, exit 2, nothing checked
        Files.writeString(dir.resolve("good.test"), GOOD);
        // a link that leads nowhere readable (root reads every file, but not this one)
        Files.createSymbolicLink(dir.resolve("a"), dir.resolve("loop.test"));
        Files.createSymbolicLink(dir.resolve("loop.test"), dir.resolve("a"));
        Files.writeString(dir.resolve("secret.test"), GOOD);
        Path secret = dir.resolve("secret.test");
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("---------"));
        Path sub = Files.createDirectories(dir.resolve("sub"));
        Files.writeString(sub.resolve("hidden.test"), GOOD);
        Files.setPosixFilePermissions(sub, PosixFilePermissions.fromString("---------"));
        // root reads any file and folder whatever its mode (CI runs as root): then the unreadable file is a link to a
        // write-only kernel attribute, which refuses reads to root too, and the folder one the kernel keeps from root
        boolean root = readable(secret);
        if (root) {
            Files.delete(secret);
            Files.createSymbolicLink(secret, WRITE_ONLY);
            Files.setPosixFilePermissions(sub, PosixFilePermissions.fromString("rwx------"));
            Files.delete(sub.resolve("hidden.test"));
            Files.delete(sub);
            Files.createSymbolicLink(sub, HIDDEN_FOLDER);
        }
        assertFalse(readable(secret), secret + " refuses reads here");
        Path asked = root ? HIDDEN_FOLDER : sub;
        try {
            assertEquals(Cli.FAILED, run("suite", dir.toString()), err.toString());
            // the folder asked for, unreadable: nothing to check
            assertEquals(Cli.BAD_INPUT, run("suite", asked.toString()));
            assertEquals(asked + ": cannot read the folder: permission denied\n", err.toString());
        } finally {
            if (!root) {
                Files.setPosixFilePermissions(sub, PosixFilePermissions.fromString("rwx------"));
            }
        }
        String text = out.toString();
        assertTrue(text.contains(String.format("%-8s %-52s %-44s", "ERROR", "loop.test", "read"))
                && text.contains("\n         loop.test: cannot read the file: too many levels of symbolic links"), text);
        assertTrue(text.contains("PASS     good.test:10 "), text);
        assertTrue(text.contains(row("ERROR", "secret.test", "read", "secret.test: cannot read the file: permission"
                + " denied")), text);
        // a folder inside the tree that root cannot read cannot be made (a link to one is not followed), so as root
        // the walk's refusal of a folder is the one asked for above
        if (!root) {
            assertTrue(text.contains(row("ERROR", "sub", "read", "sub: cannot read the folder: permission denied")),
                    text);
        }
        assertTrue(text.contains("1 passed, 0 failed, 0 unknown, " + (root ? 2 : 3) + " errors;"), text);
    }

    /** A write-only kernel attribute: opening it for reading is refused to every user, root too. */
    private static final Path WRITE_ONLY = Path.of("/sys/bus/pci/rescan");
    /** A folder the kernel keeps from root too (another process's mapped files). */
    private static final Path HIDDEN_FOLDER = Path.of("/proc/1/map_files");

    private static boolean readable(Path file) {
        try (var in = Files.newInputStream(file)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Test
    void aNamedPipeInTheFolderIsAnErrorNotAHang(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("good.test"), GOOD);
        Path fifo = dir.resolve("fifo.test");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo");
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertEquals(Cli.FAILED, run("suite", dir.toString())));
        assertTrue(out.toString().contains(row("ERROR", "fifo.test", "read", "fifo.test: cannot read the file: it is not"
                + " a regular file (a named pipe, device or socket); SyncScope reads regular files only")), out.toString());
        assertTrue(out.toString().contains("1 passed, 0 failed, 0 unknown, 1 error;"), out.toString());
    }

    @Test
    void aFolderWithoutLitmusFilesSaysSo(@TempDir Path dir) throws IOException {
        // was: the table's header and "0 passed, 0 failed, …", exit 0
        String message = dir + ": no litmus files found (suite checks .test files, and .litmus files against the rows"
                + " of an expected/*.csv beside them)\n";
        assertEquals(Cli.BAD_INPUT, run("suite", dir.toString()));
        assertEquals(message, err.toString());
        assertEquals("", out.toString());
        Files.writeString(dir.resolve("notes.txt"), "not a test");
        err.getBuffer().setLength(0);
        assertEquals(Cli.BAD_INPUT, run("suite", "--json", dir.toString()));
        // with --json, the JSON error check --json prints, on the output (the session-45 audit)
        assertEquals("", err.toString());
        assertTrue(out.toString().contains("\"message\" : \"" + message.substring(dir.toString().length() + 2).strip()
                + "\""), out.toString());
    }
}
