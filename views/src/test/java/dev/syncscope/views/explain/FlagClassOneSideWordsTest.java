package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.views.problems.RaceLinkText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A flag's release barrier before its store, or acquire barrier after its load, that leaves the flag's storage class
 * out (VK MM: Synchronizes-With, fence forms: "X's storage class is in A's semantics", "Y's storage class is in B's
 * semantics") where the flag's class is the data's, which the stepper gives no flag-class case of its own: {@code run}
 * and "Why this value?" name the barrier the kernel has and the side it lacks, as {@code check} does, not "the release
 * after the write and the acquire before the read" of a kernel with one of the two (review47b's G6); and the classes the
 * side missing must name are the flag's and the data's, as check names them. In English and Japanese. Each kernel's
 * header gives the clause it breaks.
 */
class FlagClassOneSideWordsTest {

    private static final Path KERNELS = Path.of("../core-sim/src/test/resources/kernels/one-sided-flag");

    /**
     * A barrier that leaves out the class of a flag in the data's memory, and no release (acquire) on the other side at
     * all: run and "Why this value?" say check's sentence, which names the barrier and the side missing, in both
     * languages (review47b's G6 was told to put the class in "the release after the write", which it did not have).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            acquire-fence-flag-class-no-release.comp | ACQUIRE_FENCE_FLAG_CLASS | T1's acquire barrier at line 18 does not have gl_StorageSemanticsBuffer (the memory of the flag `flag`, loaded at line 17) | T0's atomicStore of the flag at line 15 is not a release either, and no release barrier that names the flag's memory and gl_StorageSemanticsBuffer at a scope that includes T1 comes before it | 18 行目の T1 のアクワイアバリアのストレージセマンティクスに gl_StorageSemanticsBuffer | 15 行目の T0 のフラグの atomicStore もリリースではなく
            release-fence-flag-class-no-acquire.comp | RELEASE_FENCE_FLAG_CLASS | T0's release barrier at line 15 does not have gl_StorageSemanticsBuffer (the memory of the flag `flag`, stored at line 16)  | T1's atomicLoad of the flag at line 18 is not an acquire either, and no acquire barrier that names the flag's memory and gl_StorageSemanticsBuffer at a scope that includes T0 follows it   | 15 行目の T0 のリリースバリアのストレージセマンティクスに gl_StorageSemanticsBuffer | 18 行目の T1 のフラグの atomicLoad もアクワイアではなく
            """)
    void runNamesTheBarrierTheKernelHasAndTheSideItLacks(String file, LinkSentence sentence, String barrier,
                                                         String otherSide, String japaneseBarrier,
                                                         String japaneseOtherSide) throws IOException {
        List<String> said = SameWords.of(KERNELS, file, sentence, true);
        String en = said.get(0);
        assertTrue(en.contains(barrier) && en.contains(otherSide), en);
        assertFalse(en.contains("the release after the write and of the acquire before the read"), en);
        assertFalse(en.startsWith("a release or acquire"), en);
        assertTrue(said.get(1).contains(japaneseBarrier) && said.get(1).contains(japaneseOtherSide), said.get(1));
    }

    /**
     * A litmus test whose data's class (sc1) is not the flag's (sc0), the flag's release barrier naming sc1 alone and no
     * acquire: "Why this value?" says the acquire missing too must name both classes, as check's row does (VK MM:
     * Synchronizes-With, fence forms; Inter-Thread-Happens-Before), not the flag's alone under "the storage classes of
     * the flag and of the data".
     */
    @Test
    void whyThisValueNamesBothClassesTheOtherSideMustName() throws IOException {
        String file = "data-class-differs-no-acquire.test";
        String text = Files.readString(KERNELS.resolve(file));
        String both = "whose semantics name sc0 (UniformMemory) and sc1 (WorkgroupMemory) (the storage classes of "
                + "the flag and of the data)";
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        RaceLink link = report.races().stream().flatMap(p -> p.links().stream())
                .map(dev.syncscope.core.check.Race::link)
                .filter(l -> l.sentence() == LinkSentence.RELEASE_FENCE_FLAG_CLASS).findFirst().orElseThrow();
        String checked = RaceLinkText.of(link, SameWords.EN);
        assertTrue(checked.contains(both), checked);
        DebugSession session = DebugSession.open(KERNELS.resolve(file));
        session.run();
        ExplanationContext context = new ExplanationContext(session.program().launch(), session.trace(),
                session.races(), text);
        String why = ExplanationText.render(SameWords.lastReadOf(session, "x"), context, SameWords.EN);
        assertTrue(why.contains(both), why);
        // in Japanese the two classes are joined in Japanese words, not with the core's English " and "
        String bothJa = "sc0 (UniformMemory) と sc1 (WorkgroupMemory)";
        for (String ja : List.of(RaceLinkText.of(link, SameWords.JA),
                ExplanationText.render(SameWords.lastReadOf(session, "x"), context, SameWords.JA))) {
            assertTrue(ja.contains(bothJa) && !ja.contains(" and "), ja);
        }
    }
}
