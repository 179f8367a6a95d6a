package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.views.i18n.Messages;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A flag only one side of which synchronizes, or whose reader's acquire barrier comes after the read (VK MM:
 * Synchronizes-With, atomic and fence forms: a release barrier before a relaxed store releases, an acquire barrier after
 * a relaxed load acquires; Inter-Thread-Happens-Before: that barrier "is program-ordered before" the access): {@code
 * check}, {@code run} and "Why this value?" say one sentence, which advises the missing side alone, in GLSL with and
 * without the Vulkan memory model and in HLSL, in English and Japanese. The memory-model audit's F10 (memoryBarrier()
 * before a relaxed store, a relaxed load) was advised "after the write, an atomicStore with gl_SemanticsRelease", which
 * its barrier already was. Each kernel's header gives the clause it breaks.
 */
class OneSidedFlagWordsTest {

    private static final Messages EN = SameWords.EN;
    private static final Messages JA = SameWords.JA;
    private static final Path KERNELS = Path.of("../core-sim/src/test/resources/kernels/one-sided-flag");

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            fence-no-acquire.comp          | FLAG_NO_ACQUIRE          | Only T1's side is missing: make the atomicLoad of flag at line 17 an acquire (at a scope that includes T0 and T1, with gl_SemanticsAcquire and gl_StorageSemanticsBuffer (the memory of data) in its storage semantics), or put memoryBarrier() between the atomicLoad of the flag at line 17 and the read at line 18 | 欠けているのは T1 の側だけです
            release-no-acquire.comp        | FLAG_NO_ACQUIRE          | Only T1's side is missing: make the atomicLoad of flag at line 16 an acquire                             | 16 行目の flag の atomicLoad をアクワイアにするか
            acquire-no-release.comp        | FLAG_NO_RELEASE          | Only T0's side is missing: make the atomicStore of flag at line 14 a release (at a scope that includes T0 and T1, with gl_SemanticsRelease | 欠けているのは T0 の側だけです
            fence-after-read.comp          | ACQUIRE_FENCE_AFTER_READ | T1's acquire barrier at line 19 comes after its read at line 18                                          | バリアを 18 行目より上
            legacy-fence-no-acquire.comp   | FLAG_NO_ACQUIRE          | Only T1's side is missing: put memoryBarrier() between the atomicAdd of the flag at line 15 and the read of data at line 16 | 15 行目のフラグの atomicAdd と 16 行目の data の読み込みの間に memoryBarrier()
            legacy-acquire-no-release.comp | FLAG_NO_RELEASE          | Only T0's side is missing: put memoryBarrier() between the write of data at line 11 and the atomicExchange of the flag at line 12 | 欠けているのは T0 の側だけです
            legacy-fence-after-read.comp   | ACQUIRE_FENCE_AFTER_READ | Move the barrier above line 16, between the atomic read of the flag at line 15 and the read.             | バリアを 16 行目より上
            fence-no-acquire.hlsl          | FLAG_NO_ACQUIRE          | Only T1's side is missing: put DeviceMemoryBarrier() between the InterlockedOr of the flag at line 16 and the read of d[0] at line 17 | DeviceMemoryBarrier() を置いてください
            acquire-no-release.hlsl        | FLAG_NO_RELEASE          | Only T0's side is missing: put DeviceMemoryBarrier() between the write of d[0] at line 10 and the InterlockedExchange of the flag at line 12 | 欠けているのは T0 の側だけです
            fence-after-read.hlsl          | ACQUIRE_FENCE_AFTER_READ | Move the barrier above line 17, between the Interlocked read of the flag at line 16 and the read of d[0]. | バリアを 17 行目より上
            """)
    void checkRunAndWhyThisValueSayTheMissingSideAlone(String file, LinkSentence sentence, String english,
                                                        String japanese) throws IOException {
        List<String> said = SameWords.of(KERNELS, file, sentence, true);
        String en = said.get(0);
        assertTrue(en.contains(english), en);
        assertTrue(said.get(1).contains(japanese), said.get(1));
        // the side that is there is not advised again
        assertFalse(sentence != LinkSentence.FLAG_NO_RELEASE && en.contains("gl_SemanticsRelease"), en);
        assertFalse(sentence == LinkSentence.FLAG_NO_RELEASE && en.contains("gl_SemanticsAcquire"), en);
        assertFalse(en.contains("Synchronize T0 with T1 through"), en);
    }

    /**
     * The audit's F10 as the brief gives it (no spin: the reader reads data only when it saw the flag): {@code check}'s
     * advice is the reader's acquire alone, and a run that reads f = 1 says the same, in both languages.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            English  | en | T0 releases at line 13, before its store of the flag `flag`, but T1's atomicLoad of the flag at line 16 is not an acquire
            Japanese | ja | T0 は 13 行目でフラグ `flag` のストアの前にリリースしていますが
            """)
    void theAuditsF10IsAdvisedTheAcquireAlone(String name, String language, String start) throws IOException {
        Messages words = Messages.forLocale(Locale.forLanguageTag(language));
        Path file = KERNELS.resolve("F10.comp");
        String text = Files.readString(file);
        FileCheck.Report report = FileCheck.check("F10.comp", text, null, Duration.ofSeconds(60));
        List<String> said = report.races().stream().flatMap(p -> p.links().stream())
                .map(r -> CheckRaceWhy.of(r, CheckRaceWhy.accesses(report.races()), text, words)).distinct().toList();
        assertEquals(1, said.size(), said.toString());
        assertTrue(said.get(0).startsWith(start), said.get(0));
        assertFalse(said.get(0).contains("gl_SemanticsRelease"), said.get(0));
        // a run whose reader saw the flag: the round-robin schedule with the writer first
        DebugSession session = DebugSession.open(file);
        for (int i = 0; i < 3 && !session.finished(); i++) {
            session.step(0);
        }
        session.run();
        Race race = session.races().stream().filter(r -> String.valueOf(r.second().location()).equals("data"))
                .findFirst().orElseThrow(() -> new AssertionError("no race on data: " + session.races()));
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races(), text);
        assertEquals(said.get(0), RaceWhy.of(race, context, words));
        assertTrue(ExplanationText.render(SameWords.lastReadOf(session, "data"), context, words).contains(said.get(0)));
    }

    /**
     * A run whose read of data takes T0's write (the race lets it: undefined behaviour) has no unseen write: "Why this
     * value?" names the race, with the same sentence, not "nothing synchronizes T0 with T1" and a release it has.
     */
    @org.junit.jupiter.api.Test
    void whyThisValueOfARacyReadOfTheNewValueNamesTheMissingSideToo() throws IOException {
        Path file = KERNELS.resolve("F10.comp");
        String text = Files.readString(file);
        DebugSession session = DebugSession.open(file);
        for (int i = 0; i < 3; i++) {
            session.step(0);
        }
        while (!session.finished()) {
            java.util.Optional<dev.syncscope.core.exec.ReadChoice> one = session.choices(1).stream()
                    .filter(c -> c.value() == 1).findFirst();
            if (one.isPresent()) {
                session.step(1, one.get().writeId());
            } else {
                session.step(1);
            }
        }
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races(), text);
        ReadExplanation read = SameWords.lastReadOf(session, "data");
        assertEquals(1, read.value(), read.summary());
        for (Messages words : List.of(EN, JA)) {
            String why = ExplanationText.render(read, context, words);
            Race race = session.races().stream().filter(r -> String.valueOf(r.second().location()).equals("data"))
                    .findFirst().orElseThrow();
            assertTrue(why.contains(RaceWhy.of(race, context, words)), why);
        }
        assertFalse(ExplanationText.render(read, context, EN).contains("gl_SemanticsRelease"));
    }
}
