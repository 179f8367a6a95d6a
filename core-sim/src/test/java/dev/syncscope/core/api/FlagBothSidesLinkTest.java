package dev.syncscope.core.api;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.check.RaceLink;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A flag's link that names one side's barrier (placed after the store or before the load, too narrow a memory scope,
 * the flag's class left out) says when the other side performs no acquire (release) at all: synchronizes-with needs a
 * release on one side and an acquire on the other (VK MM: Synchronizes-With, every form), so mending the barrier alone
 * leaves the race (the review: "move the barrier above line 13" for a reader with no acquire; "widen T1's acquire" for a
 * writer with no release). A link whose side that is there is the flag's access itself says so ("the store of the flag
 * ... is itself a release", not "releases at line 14, before its store" of line 14). Fixed as the whole advice says, the
 * kernel is race-free; half of it is not. Kernels: {@code src/test/resources/kernels/one-sided-flag}.
 */
class FlagBothSidesLinkTest {

    private static final Path DIR = Path.of("src/test/resources/kernels/one-sided-flag");

    /** The checker's distinct links of the races on data (not the flag). */
    private static List<RaceLink> links(String name, String text) {
        return new AxiomaticChecker().check(ProgramLoader.load(name, text)).consistentExecutions().stream()
                .flatMap(e -> e.races().stream()).filter(r -> !String.valueOf(r.first().location()).startsWith("flag"))
                .map(r -> r.link()).distinct().toList();
    }

    private static boolean raceFree(String name, String text) {
        return new AxiomaticChecker().check(ProgramLoader.load(name, text)).consistentExecutions().stream()
                .allMatch(e -> e.races().isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            release-fence-after-store-no-acquire.comp | RELEASE_FENCE_AFTER_FLAG  | 5 | 1 | ; and the load of the flag by T1 (at release-fence-after-store-no-acquire.comp:18) is not an acquire either
            acquire-fence-before-load-no-release.comp | ACQUIRE_FENCE_BEFORE_FLAG | 5 | 1 | ; and the store of the flag by T0 (at acquire-fence-before-load-no-release.comp:15) is not a release either
            release-fence-after-store-acquire-elsewhere.comp | RELEASE_FENCE_AFTER_FLAG | 5 | 1 | ; and the load of the flag by T1 (at release-fence-after-store-acquire-elsewhere.comp:19) is not an acquire either
            narrow-acquire.comp                       | ACQUIRE_FENCE_SCOPE       | 6 | 1 | ; and the store of the flag by T0 (at narrow-acquire.comp:16) is not a release either
            release-no-acquire.comp                   | FLAG_NO_ACQUIRE           | 7 | 1 | the store of the flag `flag` by T0 (at release-no-acquire.comp:14) is itself a release, but T1's load
            acquire-no-release.comp                   | FLAG_NO_RELEASE           | 7 | 1 | the load of the flag `flag` by T1 (at acquire-no-release.comp:16) is itself an acquire, but T0's store
            fence-no-acquire.comp                     | FLAG_NO_ACQUIRE           | 7 | 0 | T0 releases (at fence-no-acquire.comp:14) before its store of the flag `flag`, but T1's load
            acquire-no-release.hlsl                   | FLAG_NO_RELEASE           | 7 | 0 | T1 acquires (at acquire-no-release.hlsl:16) after its load of the flag `flag[0]`, but T0's store
            wrong-barriers-both-sides.hlsl            | RELEASE_FENCE_FLAG_CLASS  | 6 | 1 | ; and the load of the flag by T1 (at wrong-barriers-both-sides.hlsl:18) is not an acquire either, with no acquire barrier after it, before the access, whose semantics name sc0 (UniformMemory)
            """)
    void theLinkSaysWhatEachSideHas(String file, LinkSentence sentence, int index, int flag, String english)
            throws IOException {
        List<RaceLink> links = links(file, Files.readString(DIR.resolve(file)));
        assertEquals(List.of(sentence), links.stream().map(RaceLink::sentence).distinct().toList());
        assertEquals(flag, links.get(0).args().get(index), links.get(0).args().toString());
        assertTrue(links.get(0).english().contains(english), links.get(0).english());
        assertFalse(flag == 0 && links.get(0).english().contains("either"), links.get(0).english());
    }

    /** A barrier link whose other side is there says nothing of it: a release store with a narrow acquire barrier. */
    @Test
    void aNarrowAcquireWithAReleaseIsTheScopeAlone() throws IOException {
        String text = Files.readString(DIR.resolve("narrow-acquire.comp")).replace(
                "atomicStore(flag, 1u, gl_ScopeQueueFamily, 0, 0)",
                "atomicStore(flag, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsRelease)");
        List<RaceLink> links = links("narrow-release.comp", text);
        assertEquals(List.of(LinkSentence.ACQUIRE_FENCE_SCOPE), links.stream().map(RaceLink::sentence).toList());
        assertEquals(0, links.get(0).args().get(6));
        assertFalse(links.get(0).english().contains("either"), links.get(0).english());
    }

    /** Each kernel fixed as its whole advice says is race-free; fixed on the barrier's side alone it still races. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            release-fence-after-store-no-acquire.comp | atomicStore(flag, 1u, gl_ScopeQueueFamily, 0, 0);\\n        memoryBarrier(); | memoryBarrier();\\n        atomicStore(flag, 1u, gl_ScopeQueueFamily, 0, 0); | atomicLoad(flag, gl_ScopeQueueFamily, 0, 0) == 0u) { } | atomicLoad(flag, gl_ScopeQueueFamily, 0, 0) == 0u) { } memoryBarrier();
            acquire-fence-before-load-no-release.comp | memoryBarrier();\\n        while (atomicLoad(flag, gl_ScopeQueueFamily, 0, 0) == 0u) { } | while (atomicLoad(flag, gl_ScopeQueueFamily, 0, 0) == 0u) { } memoryBarrier(); | atomicStore(flag, 1u, gl_ScopeQueueFamily, 0, 0) | atomicStore(flag, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsRelease)
            narrow-acquire.comp                       | groupMemoryBarrier() | memoryBarrier() | atomicStore(flag, 1u, gl_ScopeQueueFamily, 0, 0) | atomicStore(flag, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsRelease)
            wrong-barriers-both-sides.hlsl            | data[0] = 42;\\n        GroupMemoryBarrier(); | data[0] = 42;\\n        DeviceMemoryBarrier(); | GroupMemoryBarrier();\\n        if | DeviceMemoryBarrier();\\n        if
            """)
    void theWholeAdviceRemovesTheRaceAndHalfOfItDoesNot(String file, String from, String to, String otherFrom,
                                                         String otherTo) throws IOException {
        String text = Files.readString(DIR.resolve(file));
        String half = text.replace(from.replace("\\n", "\n"), to.replace("\\n", "\n"));
        assertFalse(half.equals(text), "the barrier's side applies");
        assertFalse(raceFree(file, half), "the barrier's side alone leaves the race:\n" + half);
        String whole = half.replace(otherFrom.replace("\\n", "\n"), otherTo.replace("\\n", "\n"));
        assertFalse(whole.equals(half), "the other side applies");
        assertTrue(raceFree(file, whole), "fixed as advised:\n" + whole);
    }

    /**
     * The read-modify-write reader made an acquire as advised (gl_SemanticsAcquire in the equal and the unequal
     * semantics of its atomicCompSwap), and the HLSL reader given the barrier that orders groupshared memory and UAVs:
     * race-free; GroupMemoryBarrier() or DeviceMemoryBarrier() there leaves the race (VK MM: Synchronizes-With, fence
     * forms: the flag's class; Inter-Thread-Happens-Before: the data's).
     */
    @Test
    void theAdvisedReadModifyWriteAcquireAndHlslBarrierRemoveTheRace() throws IOException {
        String swap = Files.readString(DIR.resolve("compare-exchange-no-acquire.comp"));
        assertFalse(raceFree("swap.comp", swap));
        assertTrue(raceFree("swap.comp", swap.replace("atomicCompSwap(flag, 1u, 0u, gl_ScopeQueueFamily, 0, 0, 0, 0)",
                "atomicCompSwap(flag, 1u, 0u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsAcquire, "
                        + "gl_StorageSemanticsBuffer, gl_SemanticsAcquire)")));
        String hlsl = Files.readString(DIR.resolve("groupshared-data-uav-flag.hlsl"));
        String spin = "while (f == 0) { InterlockedCompareExchange(flag[0], 1, 1, f); }";
        assertTrue(hlsl.contains(spin));
        assertTrue(raceFree("k.hlsl", hlsl.replace(spin, spin + " AllMemoryBarrier();")));
        assertFalse(raceFree("k.hlsl", hlsl.replace(spin, spin + " GroupMemoryBarrier();")));
        assertFalse(raceFree("k.hlsl", hlsl.replace(spin, spin + " DeviceMemoryBarrier();")));
    }

    /**
     * The stepper's words for a litmus test, which {@code run} prints: a release barrier after the flag's store and a
     * relaxed load name the reader's missing acquire too, as the checker's link does.
     */
    @Test
    void theSteppersWordsNameTheOtherSideToo() {
        String text = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\nst.atom.scopedev.sc0 y = 1\n"
                + "membar.rel.scopedev.semsc0\nNEWWG\nNEWSG\nNEWTHREAD\nld.atom.scopedev.sc0 y = 1\n"
                + "ld.vis.scopedev.sc0 x\n";
        DebugSession s = DebugSession.load(ProgramLoader.load("mp.test", text));
        s.run();
        List<Race> races = s.races().stream().filter(r -> String.valueOf(r.second().location()).equals("x")).toList();
        assertFalse(races.isEmpty(), "the stepper finds the race");
        assertTrue(races.get(0).detail().contains("comes after its store of the flag `y`")
                && races.get(0).detail().contains("; and the load of the flag by P1 (line 10) is not an acquire either"),
                races.get(0).detail());
        List<RaceLink> links = links("mp.test", text);
        assertTrue(links.stream().anyMatch(l -> l.sentence() == LinkSentence.RELEASE_FENCE_AFTER_FLAG
                && l.english().contains("is not an acquire either")), links.toString());
    }

    /**
     * Both barriers leave the flag's class out (VK MM: Synchronizes-With, fence forms: "X's and Y's storage class is in
     * A's and B's semantics"): the reader's acquire barrier would not do either, so the stepper's words name it too, as
     * the checker's do (the session-86 audit: the advice named the release side alone, and mended so, the race stayed).
     */
    @Test
    void anAcquireBarrierThatWouldNotDoIsNamedAsTheOtherSideToo() {
        String text = "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\nmembar.rel.scopedev.semsc1\n"
                + "st.atom.scopedev.sc0 y = 1\nNEWWG\nNEWSG\nNEWTHREAD\nld.atom.scopedev.sc0 y = 1\n"
                + "membar.acq.scopedev.semsc1\nld.vis.scopedev.sc0 x\n";
        DebugSession s = DebugSession.load(ProgramLoader.load("mp.test", text));
        s.run();
        List<Race> races = s.races().stream().filter(r -> String.valueOf(r.second().location()).equals("x")).toList();
        assertFalse(races.isEmpty(), "the stepper finds the race");
        assertTrue(races.get(0).detail().contains("; and the load of the flag by P1 (line 10) is not an acquire either, "
                + "with no acquire barrier after it, before the access, whose semantics name sc0 (UniformMemory)"),
                races.get(0).detail());
        List<RaceLink> links = links("mp.test", text);
        assertTrue(links.stream().anyMatch(l -> l.sentence() == LinkSentence.RELEASE_FENCE_FLAG_CLASS
                && l.english().contains("is not an acquire either")), links.toString());
        assertFalse(raceFree("mp.test", text.replace("membar.rel.scopedev.semsc1", "membar.rel.scopedev.semsc0")),
                "the release side alone leaves the race");
    }

    /**
     * Data and flag in different storage classes, the writer's barrier leaving out the flag's class and the reader with
     * no acquire: the checker and the stepper advise an acquire naming both classes (VK MM: Synchronizes-With, fence
     * forms: the flag's; Inter-Thread-Happens-Before: the data's), and only that acquire removes the race (the review of
     * session 47: one naming the flag's class alone was advised, which leaves it).
     */
    @Test
    void theOtherSidesAcquireNamesTheDatasStorageClassToo() throws IOException {
        String file = "data-class-differs-no-acquire.test";
        String text = Files.readString(DIR.resolve(file));
        String both = "whose semantics name sc0 (UniformMemory) and sc1 (WorkgroupMemory) (the storage classes of "
                + "the flag and of the data)";
        // the executions whose load of y reads the flag (the others read 0 and say nothing synchronizes them)
        RaceLink link = links(file, text).stream().filter(l -> l.sentence() == LinkSentence.RELEASE_FENCE_FLAG_CLASS)
                .findFirst().orElseThrow();
        assertTrue(link.english().contains(both), link.english());
        DebugSession s = DebugSession.load(ProgramLoader.load(file, text));
        s.run();
        List<Race> races = s.races().stream().filter(r -> String.valueOf(r.second().location()).equals("x")).toList();
        assertFalse(races.isEmpty(), "the stepper finds the race");
        assertTrue(races.get(0).detail().contains(both), races.get(0).detail());
        String release = text.replace("membar.rel.scopewg.semsc1", "membar.rel.scopewg.semsc0.semsc1");
        String flagOnly = release.replace("ld.atom.scopewg.sc0 y = 1", "ld.atom.scopewg.sc0 y = 1\nmembar.acq.scopewg.semsc0");
        String advised = release.replace("ld.atom.scopewg.sc0 y = 1",
                "ld.atom.scopewg.sc0 y = 1\nmembar.acq.scopewg.semsc0.semsc1");
        // a litmus load does not wait: where it reads y = 0 nothing synchronizes the two (NO_HAPPENS_BEFORE); where it
        // reads the flag, the acquire naming the flag's class alone leaves x's race, and the advised one removes it
        assertTrue(links(file, flagOnly).stream().anyMatch(l -> l.sentence() != LinkSentence.NO_HAPPENS_BEFORE),
                "an acquire naming the flag's class alone leaves the race");
        assertEquals(List.of(LinkSentence.NO_HAPPENS_BEFORE), links(file, advised).stream().map(RaceLink::sentence)
                .toList(), "fixed as advised, only the executions that read y = 0 race:\n" + advised);
    }
}
