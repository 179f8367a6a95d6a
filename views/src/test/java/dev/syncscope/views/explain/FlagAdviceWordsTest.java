package dev.syncscope.views.explain;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.suite.FileCheck;
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
 * The advice on a message-passing flag names what the kernel has (the review of session 46): a release store is itself
 * the release, not a release "before its store" at its own line; a flag read by a read-modify-write is made an acquire
 * by that call (atomicCompSwap, InterlockedCompareExchange), not "the load"; an acquire barrier too narrow for the writer
 * is worded by {@code run} and "Why this value?" as {@code check} words it (VK MM: Synchronizes-With, "in the instance
 * of each other's memory scopes"), with the writer's missing release besides; a barrier placed on the wrong side of the
 * flag is advised with the other side when that is missing too; and an HLSL barrier is chosen by the data's and the
 * flag's memory (groupshared data, a UAV flag: AllMemoryBarrier(); VK MM: Synchronizes-With, fence forms, and
 * Inter-Thread-Happens-Before). In English and Japanese. Each kernel's header gives the clause it breaks.
 */
class FlagAdviceWordsTest {

    private static final Path KERNELS = Path.of("../core-sim/src/test/resources/kernels/one-sided-flag");

    /** check, run and "Why this value?" say one sentence, with these words and without those ({@code absent}). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            release-no-acquire.comp         | FLAG_NO_ACQUIRE     | the store of the flag `flag` by T0 at line 14 is itself a release, but T1's atomicLoad of the flag at line 16 | releases at line 14             | 14 行目の T0 のフラグ `flag` のストアはそれ自体がリリースです
            acquire-no-release.comp         | FLAG_NO_RELEASE     | the load of the flag `flag` by T1 at line 16 is itself an acquire, but T0's atomicStore of the flag at line 14 | acquires at line 16             | 16 行目の T1 のフラグ `flag` のロードはそれ自体がアクワイアです
            compare-exchange-no-acquire.comp | FLAG_NO_ACQUIRE    | make the atomicCompSwap of flag at line 18 an acquire (at a scope that includes T0 and T1, with gl_SemanticsAcquire and gl_StorageSemanticsBuffer (the memory of data) in its storage semantics, for the equal and the unequal case both), or put memoryBarrier() between the atomicCompSwap of the flag at line 18 | atomicLoad | 18 行目の flag の atomicCompSwap をアクワイアにするか
            groupshared-data-uav-flag.hlsl  | FLAG_NO_ACQUIRE     | Only T1's side is missing: put AllMemoryBarrier() between the InterlockedCompareExchange of the flag at line 19 and the read of d at line 20. | GroupMemoryBarrier              | 19 行目のフラグの InterlockedCompareExchange と 20 行目の d の読み込みの間に AllMemoryBarrier() を置いてください
            narrow-release-no-acquire.comp  | RELEASE_FENCE_SCOPE | Give T0's release (line 16) gl_ScopeQueueFamily as its memory scope, the narrowest that includes T1: memoryBarrier(gl_ScopeQueueFamily, …, gl_SemanticsRelease …), or memoryBarrier(), which has that scope and every storage semantics; a release atomicStore takes gl_ScopeQueueFamily likewise. T1's atomicLoad of the flag at line 19 is not an acquire either, and no acquire barrier that names the flag's memory and gl_StorageSemanticsBuffer at a scope that includes T0 follows it before the read at line 20: make it an acquire too | make the store a release | 19 行目の T1 のフラグの atomicLoad もアクワイアではなく
            narrow-acquire.comp             | ACQUIRE_FENCE_SCOPE | Give T1's acquire (line 19) gl_ScopeQueueFamily as its memory scope, the narrowest that includes T0: memoryBarrier(gl_ScopeQueueFamily, …, gl_SemanticsAcquire …), or memoryBarrier(), which has that scope and every storage semantics; an acquire atomicLoad takes gl_ScopeQueueFamily likewise. T0's atomicStore of the flag at line 16 is not a release either, and no release barrier that names the flag's memory and gl_StorageSemanticsBuffer at a scope that includes T1 comes before it after the write at line 15: make it a release too | T0's release | 16 行目の T0 のフラグの atomicStore もリリースではなく
            """)
    void checkRunAndWhyThisValueNameWhatTheKernelHas(String file, LinkSentence sentence, String english, String absent,
                                                     String japanese) throws IOException {
        List<String> said = SameWords.of(KERNELS, file, sentence, true);
        assertTrue(said.get(0).contains(english), said.get(0));
        assertFalse(said.get(0).contains(absent), said.get(0));
        assertFalse(said.get(0).contains("different kinds of memory"), said.get(0));
        assertTrue(said.get(1).contains(japanese), said.get(1));
    }

    /**
     * A barrier on the wrong side of the flag, and nothing on the other side: check names the barrier's move and the
     * other side both, in each kernel language; run, which says the flag's store is no release and its load no
     * acquire, advises both sides too.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            release-fence-after-store-no-acquire.comp        | RELEASE_FENCE_AFTER_FLAG  | Move the barrier above line 15 | T1's atomicLoad of the flag at line 18 is not an acquire either, and no acquire barrier that names the flag's memory and gl_StorageSemanticsBuffer at a scope that includes T0 follows it before the read at line 19: make it an acquire too | 18 行目の T1 のフラグの atomicLoad もアクワイアではなく
            acquire-fence-before-load-no-release.comp        | ACQUIRE_FENCE_BEFORE_FLAG | Move the barrier below line 18 | T0's atomicStore of the flag at line 15 is not a release either, and no release barrier that names the flag's memory and gl_StorageSemanticsBuffer at a scope that includes T1 comes before it after the write at line 14: make it a release too | 15 行目の T0 のフラグの atomicStore もリリースではなく
            legacy-release-fence-after-store-no-acquire.comp | RELEASE_FENCE_AFTER_FLAG  | Move the barrier above line 13 | T1 has no memoryBarrier() between its atomicAdd of the flag at line 16 and the read at line 17 either: put memoryBarrier() there too. | 16 行目のフラグの atomicAdd と 17 行目の読み込みの間にも memoryBarrier() がありません
            release-fence-after-store-no-acquire.hlsl        | RELEASE_FENCE_AFTER_FLAG  | Move the barrier above line 13 | T1 has no barrier between its InterlockedOr of the flag at line 17 and the read at line 18 that orders the memory of the flag and of d[0] at a scope that includes T0 either: put DeviceMemoryBarrier() there too. | そこにも DeviceMemoryBarrier() を置いてください
            """)
    void aMisplacedBarrierIsAdvisedWithTheOtherSideWhenThatIsMissingToo(String file, LinkSentence sentence, String move,
                                                                        String other, String japanese)
            throws IOException {
        String text = Files.readString(KERNELS.resolve(file));
        FileCheck.Report report = FileCheck.check(file, text, null, Duration.ofSeconds(60));
        dev.syncscope.core.check.Race checked = report.races().stream().flatMap(p -> p.links().stream())
                .filter(r -> r.link().sentence() == sentence).findFirst()
                .orElseThrow(() -> new AssertionError(file + ": no " + sentence + " in " + report.races()));
        java.util.Set<String> accesses = CheckRaceWhy.accesses(report.races());
        String en = CheckRaceWhy.of(checked, accesses, text, SameWords.EN);
        assertTrue(en.contains(move) && en.contains(other), en);
        String ja = CheckRaceWhy.of(checked, accesses, text, SameWords.JA);
        assertTrue(ja.contains(japanese), ja);
        DebugSession session = DebugSession.open(KERNELS.resolve(file));
        session.run();
        Race race = session.races().stream().filter(r -> !String.valueOf(r.second().location()).startsWith("flag"))
                .findFirst().orElseThrow(() -> new AssertionError(file + ": no race in " + session.races()));
        String run = RaceWhy.of(race, new ExplanationContext(session.program().launch(), session.trace(),
                session.races(), text), SameWords.EN);
        assertTrue(run.contains("is not a release") && run.contains("is not an acquire"), run);
    }
}
