package dev.syncscope.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The window's start options are checked before it opens, and a bad one is named with the values it takes. */
class StartOptionCheckTest {

    /** The arguments (separated by spaces) and what the one line says. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--steps=abc                    | syncscope: --steps takes a number of steps, 0 or more, not 'abc'",
            "k.test --steps=-3              | syncscope: --steps takes a number of steps, 0 or more, not '-3'",
            "--screenshot=s.png --screenshot-after=abc"
                    + " | syncscope: --screenshot-after takes a number of milliseconds, 0 or more, not 'abc'",
            "--tabs=explainTab,nosuchTab    | syncscope: --tabs takes tab ids separated by commas (domainsTab,"
                    + " executionTab, scopesTab, outcomesTab, sourceTab, lessonsTab, problemsTab, explainTab,"
                    + " memoryTab), not 'nosuchTab'",
            "--lang=xx                      | syncscope: --lang takes en or ja, not 'xx'",
            "--recover=maybe                | syncscope: --recover takes ask, restore, discard or off, not 'maybe'",
            "--steps                        | syncscope: --steps needs a value: --steps=N",
            "--screenshot=                  | syncscope: --screenshot takes the PNG file to write: --screenshot=PNG",
            "a.test b.test                  | syncscope: the window opens one file, not 2: a.test b.test",
            "--presentation=no              | syncscope: --presentation takes no value",
            "k.test --check-all=no          | syncscope: --check-all takes no value",
            "--presentation=                | syncscope: --presentation takes no value",
            "--steps=99999999999999         | syncscope: --steps takes at most 2147483647 steps, not '99999999999999'",
            "--steps=2147483648             | syncscope: --steps takes at most 2147483647 steps, not '2147483648'",
            "--screenshot=s.png --screenshot-after=99999999999"
                    + " | syncscope: --screenshot-after takes at most 2147483647 milliseconds, not '99999999999'",
            "k.test --screenshot-after=3000 | syncscope: --screenshot-after needs --screenshot"})
    void aBadValueIsNamedWithTheValuesItsOptionTakes(String args, String message) {
        assertEquals(message.strip(), StartOptionCheck.problem(args.strip().split(" ")));
    }

    @Test
    void anUnknownOptionIsNamedWithTheWindowsOptions() {
        for (String bogus : new String[] {"--bogus", "--bogus=1", "-x"}) {
            String s = StartOptionCheck.problem(new String[] {"k.test", bogus});
            assertTrue(s.startsWith("syncscope: unknown option '" + bogus + "' (the window's options: --steps=N,"), s);
            assertTrue(s.contains("--screenshot-after=MS") && s.contains("--help"), s);
        }
    }

    @Test
    void everyDocumentedOptionIsTaken() {
        assertNull(StartOptionCheck.problem(new String[0]));
        assertNull(StartOptionCheck.problem(("docs/examples/relaxed-flag.test --steps=4 --tabs=explainTab,domainsTab"
                + " --presentation --check-all --lang=ja --recover=discard --screenshot=out.png"
                + " --screenshot-after=3000").split(" ")));
        assertNull(StartOptionCheck.problem("--steps=0 --lang=en --recover=off --tabs=memoryTab k.syncscope.json"
                .split(" ")));
        assertNull(StartOptionCheck.problem("--steps=2147483647 --screenshot-after=2147483647 --screenshot=s.png"
                .split(" ")));
        for (String tab : StartOptionCheck.TABS) {
            assertNull(StartOptionCheck.problem(new String[] {"--tabs=" + tab}), tab);
        }
    }

    @Test
    void aMissingFileOrAFolderIsRefusedNamingIt(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("nonexist.test");
        assertEquals("syncscope: " + missing + ": no such file",
                StartOptionCheck.fileProblem(new String[] {missing.toString(), "--steps=2"}));
        assertEquals("syncscope: " + dir + ": it is a folder",
                StartOptionCheck.fileProblem(new String[] {"--presentation", dir.toString()}));
    }

    @Test
    void aFileOfAKindSyncScopeDoesNotOpenIsRefusedNamingWhatItOpens(@TempDir Path dir) throws IOException {
        // it opened an empty window saying so in Problems (the session-35 audit, README.md)
        Path readme = Files.writeString(dir.resolve("README.md"), "# x\n");
        String problem = StartOptionCheck.fileProblem(new String[] {readme.toString()});
        assertEquals("syncscope: " + readme + ": SyncScope cannot open this kind of file; it opens", problem.substring(0,
                problem.indexOf(" it opens") + " it opens".length()));
        assertTrue(problem.endsWith("and workspaces (.syncscope.json)"), problem);
    }

    @Test
    void aKernelLitmusTestOrWorkspaceThatIsThereIsTaken(@TempDir Path dir) throws IOException {
        assertNull(StartOptionCheck.fileProblem(new String[] {"--check-all", "--lang=ja"}), "no file: the sample");
        // a kernel or test is read by the window, which marks its errors; a workspace is read here (it was "x" too)
        Files.writeString(dir.resolve("k.comp"), "x\n");
        Files.writeString(dir.resolve("session.syncscope.json"), WORKSPACE.formatted(1, "k.comp"));
        for (String name : new String[] {"k.comp", "k.test", "session.syncscope.json"}) {
            Path file = dir.resolve(name);
            if (!Files.exists(file)) {
                Files.writeString(file, "x\n");
            }
            assertNull(StartOptionCheck.fileProblem(new String[] {"--presentation", file.toString(), "--steps=1"}));
        }
    }

    /** A workspace of format %d whose kernel is the file %s beside it. */
    private static final String WORKSPACE = "{\n  \"formatVersion\" : %d,\n  \"kernelFile\" : \"k.comp\",\n"
            + "  \"kernelPath\" : \"%s\"\n}\n";

    @Test
    void aWorkspaceThatCannotBeOpenedIsRefusedWithItsPlaceOrItsMissingKernel(@TempDir Path dir) throws IOException {
        // the window opened the built-in sample behind a dialog, and --screenshot wrote it and exited with 0
        Path corrupt = Files.writeString(dir.resolve("corrupt.syncscope.json"), "{\n  \"formatVersion\" : 1,\n"
                + "  \"kernelFile\" : ");
        String problem = StartOptionCheck.fileProblem(new String[] {corrupt.toString(), "--screenshot=x.png"});
        assertTrue(problem.startsWith("syncscope: " + corrupt + ":3:18: not a valid SyncScope workspace: "), problem);
        Path newer = Files.writeString(dir.resolve("newer.syncscope.json"), WORKSPACE.formatted(9, "k.comp"));
        assertEquals("syncscope: " + newer + ":1:1: this workspace was written by a newer SyncScope (format 9; this"
                + " version reads up to 1)", StartOptionCheck.fileProblem(new String[] {newer.toString()}));
        Path orphan = Files.writeString(dir.resolve("orphan.syncscope.json"), WORKSPACE.formatted(1, "gone.comp"));
        assertEquals("syncscope: " + orphan + ": the workspace's kernel " + dir.resolve("gone.comp") + " is missing",
                StartOptionCheck.fileProblem(new String[] {orphan.toString()}));
    }

    @Test
    void aScreenshotThatCannotBeWrittenIsRefusedNamingWhy(@TempDir Path dir) throws IOException {
        Path inMissing = dir.resolve("nonexistent").resolve("x.png");
        assertEquals("syncscope: --screenshot cannot write " + inMissing + ": the folder " + inMissing.getParent()
                + " does not exist", StartOptionCheck.shotProblem(new String[] {"--screenshot=" + inMissing}));
        assertEquals("syncscope: --screenshot cannot write " + dir + ": it is a folder",
                StartOptionCheck.shotProblem(new String[] {"k.test", "--screenshot=" + dir}));
        Path file = Files.writeString(dir.resolve("f"), "");
        assertEquals("syncscope: --screenshot cannot write " + file.resolve("x.png") + ": " + file
                + " is not a folder", StartOptionCheck.shotProblem(new String[] {"--screenshot=" + file.resolve("x.png")}));
        assertNull(StartOptionCheck.shotProblem(new String[] {"--screenshot=" + dir.resolve("x.png")}));
        assertNull(StartOptionCheck.shotProblem(new String[] {"k.test"}), "no screenshot");
    }

    @Test
    void theJarExitsWithTwoBeforeOpeningAWindow(@TempDir Path dir) throws IOException, InterruptedException {
        assertEquals("syncscope: --steps takes a number of steps, 0 or more, not 'abc'", launch("--steps=abc"));
        Path missing = dir.resolve("nonexist.test");
        assertEquals("syncscope: " + missing + ": no such file", launch(missing.toString()));
        Path shot = dir.resolve("nonexistent").resolve("x.png");
        assertEquals("syncscope: --screenshot cannot write " + shot + ": the folder " + shot.getParent()
                + " does not exist", launch("--screenshot=" + shot));
        Path corrupt = Files.writeString(dir.resolve("corrupt.syncscope.json"), "{ \"formatVersion\" : ");
        String err = launch(corrupt.toString(), "--screenshot=" + dir.resolve("x.png"));
        assertTrue(err.startsWith("syncscope: " + corrupt + ":1:"), err);
        assertTrue(err.contains(": not a valid SyncScope workspace: ") && !err.contains("\n"), err);
        assertTrue(!Files.exists(dir.resolve("x.png")), "no shot");
    }

    /** What {@code java -jar syncscope.jar args} prints on its error stream, after checking it exited with 2. */
    private static String launch(String... args) throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                Launcher.class.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(2, p.exitValue(), err);
        return err.strip();
    }
}
