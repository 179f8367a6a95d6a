package dev.syncscope.views.explain;

import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two invocations' private stores to one location with nothing ordering them (VK MM: Data Race; Location-Ordered, a
 * write before a write: X ->rcpo AVC -> Y): the fix speaks of the two stores, in the module's words, English and
 * Japanese ({@code explain.fix.PRIVATE_ACCESS.unsynced.writes.spirv}; GLSL's and HLSL's are covered with their
 * kernels'). A litmus test's races keep the engine's words ({@link RaceWhy#of} is null for it), so the generic key
 * has no litmus race to test.
 */
class UnsyncedWritesFixWordingTest {

    private static final Messages EN = Messages.forLocale(Locale.ENGLISH);
    private static final Messages JA = Messages.forLocale(Locale.JAPANESE);
    private static final Path KERNELS = Path.of("src/test/resources/dev/syncscope/views/explain/wording");

    /**
     * The stepper's races of a run, in {@code words}: the checker words races of high-level kernels only
     * ({@link CheckRaceWhy}), SPIR-V and litmus in the engine's own sentences.
     */
    private static List<String> stepperSentences(String file, String text, Messages words) {
        dev.syncscope.core.api.DebugSession s = dev.syncscope.core.api.DebugSession.load(
                dev.syncscope.core.load.ProgramLoader.load(file, text));
        s.run();
        ExplanationContext ctx = new ExplanationContext(s.program().launch(), s.trace(), s.races(), text);
        return s.races().stream().map(r -> RaceWhy.of(r, ctx, words)).toList();
    }

    @Test
    void twoUnorderedSpirvStoresAreToldOpAtomicStoreAtBothLines() throws IOException {
        String file = "x2-waw-unsynced.spvasm";
        String text = Files.readString(KERNELS.resolve(file));
        assertTrue(text.lines().toList().get(44).contains("OpStore %30 %uint_1"));
        assertTrue(text.lines().toList().get(48).contains("OpStore %31 %uint_2"));
        for (Messages words : List.of(EN, JA)) {
            List<String> sentences = stepperSentences(file, text, words);
            assertFalse(sentences.isEmpty());
            for (String s : sentences) {
                assertTrue(s.contains(words == EN ? "(OpAtomicStore at line 45 and at line 49) at a scope that"
                        + " includes T0 and T1. NonPrivatePointer with MakePointerAvailable alone makes them"
                        + " non-private but does not order them." : "T0 と T1 を含むスコープのアトミックにしてください (45 行目と"
                        + " 49 行目を OpAtomicStore に)。NonPrivatePointer と MakePointerAvailable だけでは、ストアは"
                        + "非プライベートになりますが順序付けられません。"), s);
                assertFalse(s.contains(words == EN ? "read" : "読み込み"), s);
            }
        }
    }
}
