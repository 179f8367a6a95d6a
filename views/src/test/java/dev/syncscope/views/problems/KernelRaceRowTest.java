package dev.syncscope.views.problems;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.Walkthrough;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.session.SessionFrame;
import dev.syncscope.views.session.SessionViewModel;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A stepper's data race in a kernel reads, in the problems pane, as "Why this value?" words its missing link: in the
 * kernel's language (barrier() for GLSL, globallycoherent for HLSL, memory operands for SPIR-V assembly), never in
 * litmus notation, and in the window's language (no English sentence in a Japanese row); a litmus test's row keeps the
 * engine's words. Real sessions of the sample kernels throughout, shown as the window shows a frame.
 */
class KernelRaceRowTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("../sample-kernels/kernels");

    /** Litmus notation a kernel's row must not use (Khronos litmus syntax, VK MM appendix). */
    private static final List<String> LITMUS = List.of("sc0", "sc1", "semsc", "av on", "vis on", "nonpriv",
            "avdevice", "visdevice", "scopewg");

    /** Three English words in a row: an English phrase left in a Japanese sentence. */
    private static final Pattern ENGLISH_PHRASE = Pattern.compile("\\b[A-Za-z]{2,} [A-Za-z]{2,} [A-Za-z]{2,}\\b");

    private static void assertNoLitmus(String row) {
        for (String word : LITMUS) {
            assertFalse(row.contains(word), "\"" + word + "\" in: " + row);
        }
    }

    private static void assertJapanese(String row) {
        assertFalse(ENGLISH_PHRASE.matcher(row).find(), row);
        assertTrue(row.contains("データ競合"), row);
    }

    /** The problems rows of {@code s} in {@code text}, shown as the window shows a frame with the steps up to now. */
    private static List<String> rows(DebugSession s, String name, String source, Messages text) {
        SessionViewModel model = new SessionViewModel(text);
        model.showLoaded(name, source, s.program());
        model.showFrame(new SessionFrame(s.snapshot(), s.trace(), null, -1, List.of(), Map.of(), null));
        return model.problems().stream().map(Problem::toString).toList();
    }

    /** The single data race row of {@code rows}. */
    private static String raceRow(List<String> rows) {
        List<String> races = rows.stream().filter(r -> r.contains("data race") || r.contains("データ競合")).toList();
        assertEquals(1, races.size(), String.join("\n", rows));
        return races.get(0);
    }

    private static String source(String kernel) {
        try {
            return Files.readString(KERNELS.resolve(kernel));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static DebugSession run(String kernel) {
        DebugSession s = DebugSession.open(KERNELS.resolve(kernel));
        s.run();
        return s;
    }

    private static DebugSession stepped(String kernel, int... order) {
        DebugSession s = DebugSession.open(KERNELS.resolve(kernel));
        for (int agent : order) {
            s.step(agent);
        }
        return s;
    }

    /**
     * reduction-missing-barrier.comp run: T0 reads partial[1] that T1 wrote with no barrier between (VK MM: Data Race).
     * The row says nothing synchronizes them and to put barrier() between lines 29 and 31, not "a release ... (with
     * sc1 (WorkgroupMemory) in both semantics)"; in Japanese, in Japanese.
     */
    @Test
    void aGlslRaceNamesBarrierInTheWindowsLanguage() {
        String name = "reduction-missing-barrier.comp";
        DebugSession s = run(name);
        String en = raceRow(rows(s, name, source(name), EN));
        assertTrue(en.startsWith("error: data race on partial[1]: write by T1 (reduction-missing-barrier.comp:29) and"
                + " read by T0 (reduction-missing-barrier.comp:31): nothing synchronizes T1 with T0"), en);
        assertTrue(en.contains("Put barrier() between line 29 and line 31"), en);
        assertFalse(en.contains("release after the write"), en);
        assertNoLitmus(en);
        String ja = raceRow(rows(s, name, source(name), JA));
        assertTrue(ja.startsWith("error: partial[1] でデータ競合: T1 の書き込み (reduction-missing-barrier.comp:29) と T0 の"
                + "読み込み (reduction-missing-barrier.comp:31)。T1 と T0 を同期させるものがない"), ja);
        assertTrue(ja.contains("barrier() を置いてください"), ja);
        assertNoLitmus(ja);
        assertJapanese(ja);
    }

    /**
     * uav-not-globallycoherent.hlsl, group 0 to its end, then group 1: the write of the plain UAV is private, and the
     * row names HLSL's globallycoherent (VK MM: Location-Ordered, last bullet), not "nonpriv" or "avdevice".
     */
    @Test
    void anHlslRaceNamesGloballycoherentInTheWindowsLanguage() {
        String name = "uav-not-globallycoherent.hlsl";
        DebugSession s = stepped(name, 0, 0, 0, 1, 1, 1);
        String en = raceRow(rows(s, name, source(name), EN));
        assertTrue(en.contains("and read by T1 (uav-not-globallycoherent.hlsl:34): data (line 18) is not declared"
                + " globallycoherent"), en);
        assertTrue(en.contains("Declare data globallycoherent (line 18)"), en);
        assertNoLitmus(en);
        String ja = raceRow(rows(s, name, source(name), JA));
        assertTrue(ja.contains("data を globallycoherent と宣言してください (18 行目)"), ja);
        assertNoLitmus(ja);
        assertJapanese(ja);
    }

    /**
     * SPIR-V assembly under the Vulkan memory model, T0's plain store (line 38) and T1's plain load (line 45) of a
     * buffer across a control barrier with UniformMemory semantics: both are private, and the row names the missing
     * NonPrivatePointer memory operand.
     */
    @Test
    void aSpirvRaceNamesItsMemoryOperandsInTheWindowsLanguage() {
        String src = spirvModule();
        DebugSession s = DebugSession.load(ProgramLoader.load("private.spvasm", src));
        s.run();
        String en = raceRow(rows(s, "private.spvasm", src, EN));
        assertTrue(en.contains("the access at line 38 or the one at line 45 has no NonPrivatePointer memory operand"),
                en);
        assertNoLitmus(en);
        String ja = raceRow(rows(s, "private.spvasm", src, JA));
        assertTrue(ja.contains("NonPrivatePointer"), ja);
        assertNoLitmus(ja);
        assertJapanese(ja);
    }

    /**
     * barrier-orders-shared-not-buffer.comp shown from its snapshot alone (no steps: the barrier between the accesses
     * is not at hand to the views): the generic sentence lacks the barrier's line, which the engine's detail names, so
     * the row adds it; with the steps, the sentence names the barrier itself.
     */
    @Test
    void aLineTheEngineNamesIsKeptWhenTheSentenceLacksIt() {
        String name = "barrier-orders-shared-not-buffer.comp";
        DebugSession s = run(name);
        SessionViewModel model = new SessionViewModel(EN);
        model.showLoaded(name, source(name), s.program());
        model.showSnapshot(s.snapshot());
        String alone = raceRow(model.problems().stream().map(Problem::toString).toList());
        assertTrue(alone.endsWith(" See also line 31."), alone);
        assertNoLitmus(alone);
        SessionViewModel japanese = new SessionViewModel(JA);
        japanese.showLoaded(name, source(name), s.program());
        japanese.showSnapshot(s.snapshot());
        String aloneJa = raceRow(japanese.problems().stream().map(Problem::toString).toList());
        assertTrue(aloneJa.endsWith("。31 行目も参照してください。"), aloneJa);
        assertJapanese(aloneJa);
        String withSteps = raceRow(rows(s, name, source(name), EN));
        assertTrue(withSteps.contains("T0 and T1 both passed the control barrier at line 31"), withSteps);
        assertFalse(withSteps.contains("See also"), withSteps);
        String ja = raceRow(rows(s, name, source(name), JA));
        assertTrue(ja.contains("31 行目の制御バリア"), ja);
        assertJapanese(ja);
    }

    /** mp.test (WALKTHROUGH example 2, relaxed flag): its race row keeps the engine's words, in English and Japanese. */
    @Test
    void aLitmusTestsRaceRowIsUnchanged() {
        DebugSession s = DebugSession.load(Walkthrough.program("mp", Walkthrough.RELAXED));
        for (int agent : new int[] {0, 0, 1, 1}) {
            s.step(agent);
        }
        Diagnostic race = s.snapshot().diagnostics().stream()
                .filter(d -> d.kind() == Diagnostic.Kind.DATA_RACE).findFirst().orElseThrow();
        assertTrue(race.message().contains("sc0"), race.message());
        assertEquals("error: " + race.message(), raceRow(rows(s, "mp.test", Walkthrough.RELAXED, EN)));
        assertEquals("error: " + JA.get("diagnostic.race", race.args().toArray()),
                raceRow(rows(s, "mp.test", Walkthrough.RELAXED, JA)));
    }

    /** Two invocations of one workgroup: T0 stores data (line 38), a control barrier (line 41), T1 loads it (line 45). */
    private static String spirvModule() {
        return dev.syncscope.views.SpirvModules.barrierModule("");
    }
}
