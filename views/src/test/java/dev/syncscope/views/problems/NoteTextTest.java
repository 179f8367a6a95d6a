package dev.syncscope.views.problems;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.kernel.PragmaParser;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ProgramNote;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionViewModel;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The front ends' notes on a program (the D3D11 UAV note, Device scope without its capability) in the window's
 * language: the acceptance audit found the UAV note in English in the Japanese window.
 */
class NoteTextTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);

    /** Words of the English note that its Japanese sentence must not contain (its argument and quoted names aside). */
    private static final Pattern ENGLISH = Pattern.compile("(?i)\\b(the|is|not|gives|this|fence|scope|for|which|"
            + "orders|its|writes|within|group|but|runs|so|they|are|private|and|no|barrier|between|invocations|declare|"
            + "module|memory|model|that|does|capability|reject|it|as|written|add|without|switches|to|read|here|in|"
            + "comment|launch|pragmas|only|from|lines|top|file|before|first|line|code|move|up|write|there)\\b");

    private static Program uavLesson() throws IOException {
        Path file = Path.of("../sample-kernels/kernels/uav-not-globallycoherent.hlsl");
        return KernelLoader.load(file.getFileName().toString(), Files.readString(file)).program();
    }

    private static Program deviceScopeWithoutCapability() {
        return KernelLoader.load("k.comp", "#version 450\n#extension GL_KHR_memory_scope_semantics : require\n"
                + "layout(local_size_x = 1) in;\nlayout(binding = 0) buffer F { uint flag; };\nvoid main() {\n"
                + "    atomicStore(flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease"
                + " | gl_SemanticsMakeAvailable);\n}\n").program();
    }

    private static Program wavePrefixSum() {
        return KernelLoader.load("k.hlsl", "RWStructuredBuffer<uint> outbuf : register(u0);\n[numthreads(4, 1, 1)]\n"
                + "void main(uint gi : SV_GroupIndex) {\n    outbuf[gi] = WavePrefixSum(gi + 1);\n}\n").program();
    }

    @Test
    void theUavNoteIsWordedInEachLanguageFromItsKeyTheEnglishPatternGivingTheEnginesSentenceBack() throws IOException {
        List<ProgramNote> notes = uavLesson().notes();
        assertEquals(1, notes.size(), notes.toString());
        ProgramNote note = notes.get(0);
        assertEquals("note.hlslUav", note.key());
        assertEquals(List.of("data", "sync_uglobal"), note.args());
        assertEquals(note.message(), new DiagnosticText(EN).of(note));
        String ja = new DiagnosticText(JA).of(note);
        assertEquals("UAV data は globallycoherent ではありません。D3D11 はこのフェンス (sync_uglobal) にこの UAV について"
                + "スレッドグループのスコープを与え、グループ内ではその書き込みを順序付けますが、Vulkan ドライバが実行する"
                + " SPIR-V はそのアクセスに Coherent を付けないため、アクセスはプライベートで、呼び出しの間ではどのバリアも"
                + "順序を付けません (VK MM: Location-Ordered)。SyncScope は SPIR-V を実行します。フェンスで順序付けるには"
                + " globallycoherent と宣言してください。", ja);
    }

    @Test
    void everyKeyedNoteIsJapaneseInTheJapaneseWindowsProblems() throws IOException {
        for (Program p : List.of(uavLesson(), deviceScopeWithoutCapability(), wavePrefixSum(), KernelLoader.load("k.comp",
                "#version 450\n// @dispatch 64\nlayout(local_size_x = 1) in;\nvoid main() { }\n").program())) {
            SessionViewModel ja = new SessionViewModel(JA);
            ja.showLoaded(p.name(), "", p);
            assertEquals(p.notes().size(), ja.problems().size(), ja.problems().toString());
            for (int i = 0; i < p.notes().size(); i++) {
                ProgramNote note = p.notes().get(i);
                assertTrue(note.key() != null && JA.has(note.key()), note.toString());
                Problem row = ja.problems().get(i);
                assertEquals(Problem.Severity.WARNING, row.severity());
                assertEquals(note.where(), row.where(), "the row still leads to the note's line");
                String rest = row.message();
                for (Object arg : note.args()) {
                    if (arg instanceof String shown && !shown.isEmpty()) {
                        assertTrue(rest.contains(shown), shown + " in " + rest);
                        rest = rest.replace(shown, " ");
                    }
                }
                java.util.regex.Matcher english = ENGLISH.matcher(rest);
                assertFalse(english.find(), () -> "\"" + english.group() + "\" in " + row.message());
                SessionViewModel en = new SessionViewModel(EN);
                en.showLoaded(p.name(), "", p);
                assertEquals(note.message(), en.problems().get(i).message(), "the English window shows it as before");
            }
        }
    }

    /** A misplaced pragma's note in each of its forms: in a line or a block comment, the first code line quoted or not. */
    @Test
    void aMisplacedPragmasNoteIsWordedInEachLanguageInEveryForm() {
        DiagnosticText en = new DiagnosticText(EN);
        DiagnosticText ja = new DiagnosticText(JA);
        List<ProgramNote> notes = new java.util.ArrayList<>();
        for (String source : List.of("#version 450\n// @dispatch 64\n", "/* @dispatch 64 */\n#version 450\n",
                "#version 450 /* @budget 5 */\n", "#version 450\n/*\n @spec 0 = 1 */\n")) {
            notes.addAll(PragmaParser.parse("k.comp", source, "//").notes());
        }
        assertEquals(4, notes.size(), notes.toString());
        for (ProgramNote note : notes) {
            assertEquals("note.misplacedPragma", note.key());
            assertEquals(note.message(), en.of(note), "the English pattern gives the engine's sentence back");
            String rest = ja.of(note);
            for (Object arg : note.args()) {
                rest = arg instanceof String a && !a.isEmpty() ? rest.replace(a, " ") : rest;
            }
            java.util.regex.Matcher english = ENGLISH.matcher(rest);
            assertFalse(english.find(), () -> "\"" + english.group() + "\" in " + ja.of(note));
        }
        assertEquals("@dispatch は/* */ コメントの中では読まれません。起動プラグマは、ファイル先頭の最初のコード行より前にある //"
                + " コメント行からだけ読まれます。そこに // コメントとして書いてください", ja.of(notes.get(1)));
        assertEquals("@dispatch はここでは読まれません。起動プラグマは、ファイル先頭の最初のコード行 (行 1: #version 450)より前に"
                + "ある // コメント行からだけ読まれます。上へ移してください", ja.of(notes.get(0)));
    }
    /**
     * A load's value that no store to its variable writes constrains nothing (as in the Khronos litmus.cpp), which the
     * memory-model audit found silent: {@code ld x = 1} beside a store of 1 through the SLOC alias z. Now a note, in
     * each language; a value some store writes gets none.
     */
    @Test
    void aLoadValueThatConstrainsNothingIsANoteNamingTheAliasRule() {
        String text = "NEWWG\nNEWSG\nNEWTHREAD\nst.sc0 z = 1\nNEWSG\nNEWTHREAD\nld.sc0 x = 1\nld.sc0 z = 1\nSLOC x z\n";
        Program p = dev.syncscope.core.load.ProgramLoader.load("t18.test", text);
        assertEquals(1, p.notes().size(), p.notes().toString());
        ProgramNote note = p.notes().get(0);
        assertEquals(7, note.where().line());
        assertEquals("note.loadUnconstrained", note.key());
        assertEquals("the load's value x = 1 constrains nothing: no store to x writes 1 (as in the Khronos litmus.cpp, a"
                + " load's value names a store to the same variable; a store through an SLOC alias does not count), so"
                + " the answers cover every value it reads", note.message());
        assertEquals(note.message(), new DiagnosticText(EN).of(note));
        String ja = new DiagnosticText(JA).of(note);
        assertTrue(ja.startsWith("このロードの値 x = 1 は何も制約しません") && ja.contains("SLOC の別名"), ja);
        assertFalse(ENGLISH.matcher(ja.replace("litmus.cpp", "").replace("SLOC", "")).find(), ja);
        assertTrue(dev.syncscope.core.load.ProgramLoader.load("ok.test",
                "NEWWG\nNEWSG\nNEWTHREAD\nst.sc0 x = 1\nNEWSG\nNEWTHREAD\nld.sc0 x = 1\nld.sc0 x = 0\n").notes().isEmpty());
    }
    /** In SPIR-V assembly the missing capability's note names the capability, not GLSL's pragma (the GPU audit). */
    @Test
    void theDeviceScopeCapabilityNoteOfAnAssemblyModuleNamesTheCapabilityNotGlsl() throws IOException {
        String text = new String(NoteTextTest.class.getResourceAsStream("device-scope-no-capability.spvasm")
                .readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        Program p = KernelLoader.load("mp.spvasm", text).program();
        ProgramNote note = p.notes().stream().filter(n -> n.key() != null && n.key().startsWith(
                "note.deviceScopeCapability")).findFirst().orElseThrow(() -> new AssertionError(p.notes().toString()));
        assertEquals("note.deviceScopeCapability.module", note.key());
        assertTrue(note.message().endsWith("Declare OpCapability VulkanMemoryModelDeviceScope.")
                && !note.message().contains("GLSL"), note.message());
        assertEquals(note.message(), new DiagnosticText(EN).of(note));
        assertTrue(new DiagnosticText(JA).of(note).contains("OpCapability VulkanMemoryModelDeviceScope"));
    }
}
