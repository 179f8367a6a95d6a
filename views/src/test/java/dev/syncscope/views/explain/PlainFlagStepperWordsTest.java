package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.problems.DiagnosticText;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The stepper's races around a flag stored and loaded plainly between memory barriers ({@code run}, the window's
 * problems and "Why this value?") are worded as {@code check} words them ({@code check.kernel.PLAIN_FLAG}): the fence
 * forms of synchronizes-with need an atomic write and an atomic read of the flag (VK MM: Synchronizes-With), so the fix
 * makes the flag's accesses atomic, keeping the barriers. Before, the flag's own race was told to "synchronize …
 * through an atomic flag", as if another flag were missing beside it.
 */
class PlainFlagStepperWordsTest {

    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/links");

    /** T0 stores the data, passes its barrier and stores the flag; T1's load of the flag reads that store. */
    private static DebugSession flagRead(String file, String source) {
        DebugSession s = DebugSession.load(ProgramLoader.load(file, source));
        StepRecord stored = null;
        for (int i = 0; i < 3; i++) {
            stored = s.step(0);
        }
        s.step(1, stored.event().writeId());
        s.run();
        return s;
    }

    private static List<String> raceWords(DebugSession s, String source, Messages text) {
        List<String> out = new ArrayList<>();
        for (Diagnostic race : s.diagnostics()) {
            if (race.kind() == Diagnostic.Kind.DATA_RACE) {
                ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(),
                        s.races().stream().filter(r -> r.second().step() == race.step()).toList(), source);
                out.add(new DiagnosticText(text).of(race, ctx));
            }
        }
        return out;
    }

    /** "Why this value?" of T1's stale load of the data. */
    private static String whyThisValue(DebugSession s, String source, Messages text) {
        for (int i = s.trace().size() - 1; i >= 0; i--) {
            Event e = s.trace().get(i).event();
            if (e.kind() == Event.Kind.LOAD && e.agent() == 1 && s.explainRead(i).stale()) {
                ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(), s.races(), source);
                return String.join("\n", ExplanationText.paragraphs(s.explainRead(i), ctx, text).stream()
                        .map(Paragraph::text).toList());
            }
        }
        throw new AssertionError("no stale load of T1");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            plain-flag.comp | plain accesses: a barrier synchronizes only through an atomic write | atomicExchange
            plain-flag.hlsl | plain accesses: a barrier synchronizes only through Interlocked      | InterlockedExchange
            """)
    void bothRacesAndTheStaleReadAreWordedAsCheckWordsThem(String file, String why, String fix) throws IOException {
        String source = Files.readString(KERNELS.resolve(file));
        DebugSession s = flagRead(file, source);
        Messages en = Messages.forLocale(Locale.ENGLISH);
        List<String> races = raceWords(s, source, en);
        assertEquals(2, races.size(), races.toString()); // the flag's own race and the data's
        List<String> all = new ArrayList<>(races);
        all.add(whyThisValue(s, source, en));
        for (String words : all) {
            assertTrue(words.contains(why) && words.contains(fix), words);
            assertFalse(words.contains("through an atomic flag"), words);
        }
        for (String words : raceWords(s, source, Messages.forLocale(Locale.JAPANESE))) {
            assertTrue(words.contains("プレーンなアクセス"), words);
        }
    }

    /** Round-robin: T1 loads the flag before T0 stores it; once T1's barrier is stepped, its race is worded so. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"plain-flag.comp", "plain-flag.hlsl"})
    void theFlagsRaceWithTheLoadFirstIsWordedAsCheckWordsIt(String file) throws IOException {
        String source = Files.readString(KERNELS.resolve(file));
        DebugSession s = DebugSession.load(ProgramLoader.load(file, source));
        s.run();
        List<String> races = raceWords(s, source, Messages.forLocale(Locale.ENGLISH));
        assertFalse(races.isEmpty());
        for (String words : races) {
            assertTrue(words.contains("with plain accesses"), words);
        }
    }
}
