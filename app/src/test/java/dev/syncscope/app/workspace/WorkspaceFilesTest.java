package dev.syncscope.app.workspace;

import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.model.InputError;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WorkspaceFilesTest {

    private final WorkspaceFiles files = new WorkspaceFiles(Messages.forLocale(Locale.ENGLISH)::get);
    private static final WorkspaceFiles JAPANESE = new WorkspaceFiles(Messages.forLocale(Locale.JAPANESE)::get);

    private static Workspace sample(Path kernel) {
        return new Workspace(Workspace.CURRENT_FORMAT, "mp.comp", kernel == null ? null : kernel.toString(),
                "#version 450\nvoid main() {}\n", "#version 450\nvoid main() { }\n",
                new Workspace.Launch(List.of(2, 1, 1), 16, true, LaunchOptions.SchedulerKind.RANDOM, 42),
                List.of(4, 7), Workspace.History.of(List.of(Decision.of(1), new Decision(0, 3), Decision.of(1)), 2));
    }

    @Test
    void writesAndReadsBackTheSameWorkspaceWithItsHistory(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.syncscope.json");
        Workspace saved = sample(dir.resolve("mp.comp"));
        files.write(saved, file);
        Workspace read = files.read(file);
        assertEquals(saved, read);
        assertEquals(List.of(Decision.of(1), new Decision(0, 3), Decision.of(1)), read.history().decisions());
        assertEquals(2, read.history().position());
        try (var listing = Files.list(dir)) {
            assertEquals(1, listing.count(), "no temporary file is left behind");
        }
    }

    @Test
    void kernelPathIsStoredRelativeToTheWorkspaceAndFollowsItWhenMoved(@TempDir Path dir) throws IOException {
        Path project = dir.resolve("project");
        Path file = project.resolve("sessions/w.syncscope.json");
        files.write(sample(project.resolve("kernels/mp.comp")), file);
        assertTrue(Files.readString(file).contains("\"kernelPath\" : \"../kernels/mp.comp\""), Files.readString(file));

        Path moved = dir.resolve("moved");
        Files.move(project, moved);
        assertEquals(moved.resolve("kernels/mp.comp").toString(),
                files.read(moved.resolve("sessions/w.syncscope.json")).kernelPath());
    }

    @Test
    void aSampleWithoutAFileKeepsItsTextAndNoPath(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.syncscope.json");
        files.write(sample(null), file);
        assertFalse(Files.readString(file).contains("kernelPath"));
        assertEquals(sample(null), files.read(file));
    }

    @Test
    void launchLimitsAreSavedAndAFileWithoutThemReadsWithTheDefaults(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.syncscope.json");
        Workspace limited = new Workspace(Workspace.CURRENT_FORMAT, "mp.comp", null, "void main() {}", null,
                new Workspace.Launch(List.of(), 0, null, LaunchOptions.SchedulerKind.ROUND_ROBIN, 0, 500, 64, 1000,
                        null, 5000), List.of(), Workspace.History.EMPTY);
        files.write(limited, file);
        Workspace read = files.read(file);
        assertEquals(limited, read);
        LaunchOptions applied = read.launch().applyTo(LaunchOptions.DEFAULTS);
        assertEquals(500, applied.stepLimit());
        assertEquals(64, applied.maxInvocations());
        assertEquals(5000, applied.maxActions());

        Path old = dir.resolve("old.syncscope.json");
        Files.writeString(old, """
                { "formatVersion" : 1, "kernelFile" : "mp.test", "kernelText" : "x",
                  "launch" : { "dispatch" : [ ], "subgroupSize" : 0, "scheduler" : "RANDOM", "seed" : 7 } }
                """);
        Workspace.Launch launch = files.read(old).launch();
        assertEquals(new Workspace.Launch(List.of(), 0, null, LaunchOptions.SchedulerKind.RANDOM, 7), launch);
        LaunchOptions fromOld = launch.applyTo(LaunchOptions.DEFAULTS.withStepLimit(3).withMaxInvocations(2));
        assertEquals(LaunchOptions.DEFAULTS.stepLimit(), fromOld.stepLimit());
        assertEquals(LaunchOptions.DEFAULT_MAX_INVOCATIONS, fromOld.maxInvocations());
        assertEquals(LaunchOptions.DEFAULT_MAX_ACTIONS, launch.applyTo(LaunchOptions.DEFAULTS.withMaxActions(9))
                .maxActions(), "a file from before the setting runs with the default bound of actions");
        assertEquals(0, launch.budget(), "the kernel's own budget");
        assertTrue(fromOld.followReadGoals(), "a file from before the setting follows read goals");
    }

    @Test
    void readGoalsOffIsSavedAndOnIsTheDefaultLeftUnwritten(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.syncscope.json");
        Workspace.Launch off = new Workspace.Launch(List.of(), 0, null, LaunchOptions.SchedulerKind.ROUND_ROBIN, 0, 0, 0,
                0, false);
        Workspace w = new Workspace(Workspace.CURRENT_FORMAT, "mp.test", null, "x", null, off, List.of(),
                Workspace.History.EMPTY);
        files.write(w, file);
        assertEquals(w, files.read(file));
        assertFalse(files.read(file).launch().applyTo(LaunchOptions.DEFAULTS).followReadGoals());
        assertEquals(Workspace.Launch.DEFAULTS, new Workspace.Launch(List.of(), 0, null,
                LaunchOptions.SchedulerKind.ROUND_ROBIN, 0, 0, 0, 0, true), "on is the default");
    }

    @Test
    void corruptedFileIsAPositionedErrorAndIsLeftByteIdentical(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.syncscope.json");
        String broken = "{\n  \"kernelFile\": \"mp.test\",\n  \"kernelText\": tru";
        Files.writeString(file, broken);
        byte[] before = Files.readAllBytes(file);
        InputError e = assertThrows(InputError.class, () -> files.read(file));
        assertEquals(file.toString(), e.span().file());
        assertEquals(3, e.span().line());
        assertEquals(20, e.span().column());
        assertTrue(e.getMessage().startsWith("not a valid SyncScope workspace"), e.getMessage());
        assertTrue(e.toString().contains("w.syncscope.json:3:20"), e.toString());
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void wrongTypeIsReportedWhereItStands(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.syncscope.json");
        Files.writeString(file, "{\n  \"kernelFile\": \"mp.test\",\n  \"kernelText\": \"x\",\n"
                + "  \"history\": { \"position\": \"far\" }\n}\n");
        InputError e = assertThrows(InputError.class, () -> files.read(file));
        assertEquals(4, e.span().line());
    }

    /**
     * A value of the wrong kind or not among those a field takes is said in the file's terms, the field and what it
     * takes, not as the Java type it maps to (the session-85 audit: "Cannot deserialize value of type
     * `dev.syncscope.core.api.LaunchOptions$SchedulerKind` …").
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            { "kernelFile": "k.test", "kernelText": "x", "launch": { "scheduler": "BOGUS" } } | "launch.scheduler": "BOGUS" is not a value it takes (one of ROUND_ROBIN, RANDOM, LOCK_STEP_SUBGROUPS)
            [1, 2, 3]                                                                       | the file holds another kind of value than an object
            { "kernelFile": "k.test", "kernelText": "x", "breakpoints": 7 }                   | "breakpoints" holds another kind of value than a list
            """)
    void aValueOfTheWrongKindNamesItsFieldAndWhatItTakes(String json, String message, @TempDir Path dir)
            throws IOException {
        Path file = Files.writeString(dir.resolve("w.syncscope.json"), json);
        InputError e = assertThrows(InputError.class, () -> files.read(file));
        assertEquals("not a valid SyncScope workspace: " + message, e.getMessage());
        assertFalse(e.getMessage().contains("dev.syncscope"), e.getMessage());
    }

    @Test
    void workspaceWithoutKernelIsAClearError(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.syncscope.json");
        Files.writeString(file, "{ \"kernelFile\": \"mp.test\" }");
        InputError e = assertThrows(InputError.class, () -> files.read(file));
        assertTrue(e.getMessage().contains("the kernel is missing"), e.getMessage());
    }

    @Test
    void historyPositionBeyondItsStepsIsRefused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.syncscope.json");
        Files.writeString(file, "{ \"kernelFile\": \"mp.test\", \"kernelText\": \"x\","
                + " \"history\": { \"steps\": [ { \"agent\": 0 } ], \"position\": 2 } }");
        InputError e = assertThrows(InputError.class, () -> files.read(file));
        assertTrue(e.getMessage().contains("history position 2"), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            "dispatch": [-1, 1, 1]   | the launch's dispatch must be three whole numbers of at least 1, not [-1, 1, 1]
            "dispatch": [0, 1, 1]    | the launch's dispatch must be three whole numbers of at least 1, not [0, 1, 1]
            "dispatch": [2, 1]       | the launch's dispatch must be three whole numbers of at least 1, not [2, 1]
            "subgroupSize": -4       | the launch's subgroup size must be a power of two from 1 to 128 (0: the kernel's own), not -4
            "subgroupSize": 3        | the launch's subgroup size must be a power of two from 1 to 128 (0: the kernel's own), not 3
            "subgroupSize": 256      | the launch's subgroup size must be a power of two from 1 to 128 (0: the kernel's own), not 256
            """)
    void aLaunchNoKernelCanHaveIsRefusedNotReadAsAnother(String launch, String message, @TempDir Path dir)
            throws IOException {
        // [-1, 1, 1] was refused as a dispatch of "more than 2^63 invocations" at the kernel's @dispatch pragma,
        // [0, 1, 1] ran no invocation at all, [2, 1] and -4 were the kernel's own without a word
        Path file = Files.writeString(dir.resolve("w.syncscope.json"), "{ \"kernelFile\": \"k.comp\","
                + " \"kernelText\": \"x\", \"launch\": { " + launch + " } }");
        InputError e = assertThrows(InputError.class, () -> files.read(file));
        assertEquals(file + ":1:1: not a valid SyncScope workspace: " + message, e.span() + ": " + e.getMessage());
    }

    @Test
    void aKernelPathThatIsNoPathIsAWorkspaceErrorNotAnInternalOne(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("w.syncscope.json"),
                "{ \"kernelFile\": \"k.test\", \"kernelPath\": \"k\\u0000.test\" }");
        InputError e = assertThrows(InputError.class, () -> files.read(file));
        assertTrue(e.getMessage().startsWith("not a valid SyncScope workspace: the kernel path is not a path"),
                e.getMessage());
    }

    /**
     * Every refusal in a Japanese window's words (they were English sentences built here). The kernel path, format and
     * position are in each file's text; Jackson's own reason for a corrupted file stays as Jackson says it.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            { "kernelFile": "k.test" }                                                         | 有効な SyncScope ワークスペースではありません: カーネルがありません
            { "formatVersion": 99, "kernelFile": "k.test", "kernelText": "x" }                 | このワークスペースは新しい SyncScope で書かれています (形式 99。このバージョンが読めるのは形式 1 まで)
            { "kernelFile": "k.test", "kernelText": "x", "history": { "position": 3 } }        | 有効な SyncScope ワークスペースではありません: 履歴の位置 3 が 0 ステップの範囲外です
            { "kernelFile": "k.test", "kernelPath": "k\\u0000.test" }                         | 有効な SyncScope ワークスペースではありません: カーネルのパスがパスになっていません (Nul character not allowed)
            { "kernelFile": "k.test", "kernelText": "x", "launch": { "dispatch": [0, 1, 1] } } | 有効な SyncScope ワークスペースではありません: ローンチのディスパッチは 1 以上の整数 3 つでなければなりません ([0, 1, 1] になっています)
            { "kernelFile": "k.test", "kernelText": "x", "launch": { "subgroupSize": -4 } }    | 有効な SyncScope ワークスペースではありません: ローンチのサブグループサイズは 1 から 128 までの 2 のべき乗でなければなりません (-4 になっています。0 はカーネル自身の値)
            { "kernelFile": "k.test", "kernelText": "x", "launch": { "scheduler": "BOGUS" } } | 有効な SyncScope ワークスペースではありません: "launch.scheduler": "BOGUS" はこの項目がとる値ではありません (ROUND_ROBIN, RANDOM, LOCK_STEP_SUBGROUPS のいずれか)
            { "kernelFile": "k.test", "kernelText": "x", "breakpoints": 7 }                   | 有効な SyncScope ワークスペースではありません: "breakpoints" の値の種類が違います (リストのはずです)
            { "kernelFile": "k.test", "kernelText": tru                                        | 有効な SyncScope ワークスペースではありません: Unrecognized token 'tru'
            """)
    void aJapaneseWindowRefusesAWorkspaceInJapanese(String json, String message, @TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("w.syncscope.json"), json);
        InputError e = assertThrows(InputError.class, () -> JAPANESE.read(file));
        assertTrue(e.getMessage().startsWith(message), e.getMessage());
        assertEquals(file.toString(), e.span().file());
    }

    @Test
    void aJapaneseWindowSaysThereIsNoWorkspaceFileInJapanese(@TempDir Path dir) {
        InputError e = assertThrows(InputError.class, () -> JAPANESE.read(dir.resolve("nope.json")));
        assertEquals("ここにワークスペースファイルはありません", e.getMessage());
        e = assertThrows(InputError.class, () -> JAPANESE.read(dir));
        assertEquals("ここにワークスペースファイルはありません", e.getMessage(), "a folder is no workspace file either");
    }

    @Test
    void missingFileIsAClearError(@TempDir Path dir) {
        InputError e = assertThrows(InputError.class, () -> files.read(dir.resolve("nope.json")));
        assertTrue(e.getMessage().contains("no workspace file"), e.getMessage());
    }

    @Test
    void workspaceFromANewerVersionIsRefusedWithTheReason(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.json");
        files.write(new Workspace(99, "a.test", null, "x", null, null, List.of(), null), file);
        InputError e = assertThrows(InputError.class, () -> files.read(file));
        assertTrue(e.getMessage().contains("newer SyncScope"), e.getMessage());
    }

    @Test
    void autosaveRecoversUnsavedEditsWithAnAbsoluteKernelPathUntilCleared(@TempDir Path dir) throws IOException {
        Autosave autosave = new Autosave(dir.resolve("config/" + Autosave.FILE_NAME), files);
        assertTrue(autosave.recover().isEmpty());
        Workspace state = sample(dir.resolve("kernels/mp.comp"));
        autosave.save(state);
        assertTrue(Files.readString(autosave.file()).contains(dir.resolve("kernels/mp.comp").toString()));
        assertEquals(state, autosave.recover().orElseThrow());
        autosave.clear();
        assertTrue(autosave.recover().isEmpty());
    }

    @Test
    void onlyTheRecoveryFileOfAProcessThatIsGoneIsOfferedAndAdoptingItMovesIt(@TempDir Path dir) throws Exception {
        Path running = Autosave.fileOf(dir, ProcessHandle.current().parent().orElseThrow().pid());
        Path mine = Autosave.fileOf(dir, ProcessHandle.current().pid());
        files.write(sample(dir.resolve("a.comp")), running);
        files.write(sample(dir.resolve("b.comp")), mine);
        assertTrue(Autosave.orphan(dir).isEmpty(), "another open window's file and this one's are not orphans");

        Path crashed = Autosave.fileOf(dir, FinishedProcess.id());
        Workspace lost = sample(dir.resolve("c.comp"));
        files.write(lost, crashed);
        assertEquals(crashed, Autosave.orphan(dir).orElseThrow());

        Autosave autosave = new Autosave(mine, files);
        autosave.adopt(crashed);
        assertFalse(Files.exists(crashed));
        assertEquals(lost, autosave.recover().orElseThrow());
        assertTrue(Autosave.orphan(dir).isEmpty(), "once taken over it is not offered again");
        assertTrue(Files.exists(running), "the other window's file is left alone");
    }

    @Test
    void aRecoveryFileFromBeforePerProcessFilesIsAnOrphan(@TempDir Path dir) throws IOException {
        files.write(sample(dir.resolve("a.comp")), dir.resolve(Autosave.FILE_NAME));
        assertEquals(dir.resolve(Autosave.FILE_NAME), Autosave.orphan(dir).orElseThrow());
    }

    @Test
    void configDirectoryFollowsTheSystemProperty(@TempDir Path dir) {
        String old = System.getProperty(Autosave.CONFIG_DIR_PROPERTY);
        System.setProperty(Autosave.CONFIG_DIR_PROPERTY, dir.toString());
        try {
            assertEquals(dir.resolve("recovery-" + ProcessHandle.current().pid() + ".syncscope.json"), Autosave.defaultFile());
        } finally {
            if (old == null) {
                System.clearProperty(Autosave.CONFIG_DIR_PROPERTY);
            } else {
                System.setProperty(Autosave.CONFIG_DIR_PROPERTY, old);
            }
        }
    }

    @Test
    void atomicWriteReplacesTheWholeFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("k.comp");
        Files.writeString(file, "a much longer old text than the new one\n");
        AtomicFiles.writeString(file, "new\n");
        assertEquals("new\n", Files.readString(file));
        try (var listing = Files.list(dir)) {
            assertEquals(1, listing.count());
        }
    }

    /** A file cut short is placed where it ends, in words without the JSON parser's own notation (the QA audit). */
    @Test
    void aWorkspaceCutShortIsAnErrorInPlainWordsAtItsPlace(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("w.syncscope.json"), "{\"garbage\": [1,2");
        InputError e = assertThrows(InputError.class, () -> files.read(file));
        assertTrue(e.getMessage().startsWith("not a valid SyncScope workspace: Unexpected end-of-input"),
                e.getMessage());
        assertFalse(e.getMessage().contains("Source:") || e.getMessage().contains("StreamReadFeature"),
                e.getMessage());
        assertEquals(1, e.span().line());
    }
}
