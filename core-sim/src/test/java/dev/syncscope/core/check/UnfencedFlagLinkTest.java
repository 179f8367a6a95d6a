package dev.syncscope.core.check;

import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker's link for an atomic flag with neither a release nor an acquire on either side
 * ({@link LinkSentence#FLAG_NO_SYNC}, {@link UnfencedFlagLink}): P0 in workgroup 0 accesses x then stores the flag y
 * relaxed, P1 in workgroup 1 loads y relaxed then accesses x. The link names the flag pair, whichever access is the
 * read, instead of "missing synchronization" (whose fix, a flag from the later access's side, would deadlock with the
 * wait); each program fixed as told (both sides, VK MM: Synchronizes-With, atomic and fence forms) is race-free, and
 * one side there keeps the one-sided links.
 */
class UnfencedFlagLinkTest {

    private static Program flag(String first, String writer, String reader, String second) {
        return ProgramLoader.load("t.test", "NEWWG\nNEWSG\nNEWTHREAD\n" + first + "\n" + writer
                + "\nNEWWG\nNEWSG\nNEWTHREAD\n" + reader + "\n" + second + "\n");
    }

    private static List<RaceLink> links(Program p) {
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.complete(), r.limitMessage());
        return r.consistentExecutions().stream().flatMap(x -> x.races().stream()).map(Race::link).distinct().toList();
    }

    private static RaceLink only(Program p, LinkSentence sentence) {
        List<RaceLink> links = links(p);
        List<RaceLink> of = links.stream().filter(l -> l.sentence() == sentence).toList();
        assertEquals(1, of.size(), links.toString());
        return of.get(0);
    }

    private static final String WRITE = "st.av.scopedev.sc0 x = 1";
    private static final String READ = "ld.vis.scopedev.sc0 x";
    private static final String STORE = "st.atom.scopedev.sc0 y = 1";
    private static final String LOAD = "ld.atom.scopedev.sc0 y";

    /** VK MM: Synchronizes-With: a relaxed store and a relaxed load of one flag, no barrier: neither side. */
    @Test
    void aFlagWithNeitherSideWriteFirstNamesTheFlagPair() {
        RaceLink l = only(flag(WRITE, STORE, LOAD, READ), LinkSentence.FLAG_NO_SYNC);
        assertEquals(List.of("P0", "P1", "t.test:5:1", "y", "t.test:9:1", "sc0 (UniformMemory)", "sc0 (UniformMemory)",
                0),
                l.args());
        assertTrue(l.english().contains("P1 loads the flag `y` (at t.test:9:1) that P0 stores after its access (at "
                + "t.test:5:1), but the store is not a release and the load not an acquire"), l.english());
        assertTrue(l.english().contains("make this flag synchronize, not a new one"), l.english());
        raceFreeBeyondTheInitialFlag(flag(WRITE, "st.atom.rel.scopedev.sc0.semsc0 y = 1",
                "ld.atom.acq.scopedev.sc0.semsc0 y", READ));
        raceFreeBeyondTheInitialFlag(flag(WRITE, "membar.rel.scopedev.semsc0\n" + STORE,
                LOAD + "\nmembar.acq.scopedev.semsc0", READ));
    }

    /**
     * VK MM: Location-Ordered: "X is a read, both X and Y are non-private, and X->Y": the flag from the read to the
     * write is the same link (the write's invocation waits for the read's through it).
     */
    @Test
    void aFlagWithNeitherSideReadFirstNamesTheFlagPair() {
        String read = "ld.nonpriv.scopedev.sc0 x";
        String write = "st.nonpriv.scopedev.sc0 x = 1";
        RaceLink l = only(flag(read, STORE, LOAD, write), LinkSentence.FLAG_NO_SYNC);
        assertEquals(List.of("P0", "P1", "t.test:5:1", "y", "t.test:9:1", "sc0 (UniformMemory)", "sc0 (UniformMemory)",
                0),
                l.args());
        raceFreeBeyondTheInitialFlag(flag(read, "membar.rel.scopedev.semsc0\n" + STORE,
                LOAD + "\nmembar.acq.scopedev.semsc0", write));
    }

    /**
     * VK MM: Location-Ordered, "X is a write, Y is a read, AVC(…) … VISC(…)": with nonpriv alone (no av on the write,
     * no vis on the read) the flag's synchronization does not make the write visible to the read, so the sentence asks
     * for semav on the release and semvis on the acquire too (argument 7); release and acquire alone leave the race.
     */
    @Test
    void aNonPrivateWriteNotMadeAvailableIsToldSemavAndSemvisToo() {
        String write = "st.nonpriv.scopedev.sc0 x = 1";
        String read = "ld.nonpriv.scopedev.sc0 x";
        RaceLink l = only(flag(write, STORE, LOAD, read), LinkSentence.FLAG_NO_SYNC);
        assertEquals(1, l.args().get(7));
        assertTrue(l.english().endsWith("at a scope that includes both invocations; and, since nothing makes the write "
                + "available and visible to the read, MakeAvailable (semav) in the semantics of the release and "
                + "MakeVisible (semvis) in those of the acquire)"), l.english());
        raceFreeBeyondTheInitialFlag(flag(write, "st.atom.rel.semav.scopedev.sc0.semsc0 y = 1",
                "ld.atom.acq.semvis.scopedev.sc0.semsc0 y", read));
        raceFreeBeyondTheInitialFlag(flag(write, "membar.rel.semav.scopedev.semsc0\n" + STORE,
                LOAD + "\nmembar.acq.semvis.scopedev.semsc0", read));
        List<RaceLink> synchronizedOnly = links(flag(write, "st.atom.rel.scopedev.sc0.semsc0 y = 1",
                "ld.atom.acq.scopedev.sc0.semsc0 y", read));
        assertTrue(synchronizedOnly.stream().anyMatch(k -> k.sentence() != LinkSentence.NO_HAPPENS_BEFORE),
                synchronizedOnly.toString());
        // the read first needs neither (X is a read, both non-private)
        assertEquals(0, only(flag(read, STORE, LOAD, write), LinkSentence.FLAG_NO_SYNC).args().get(7));
    }

    /** One side there: the one-sided links stay (VK MM: Synchronizes-With), FLAG_NO_SYNC is not said. */
    @Test
    void oneSideThereKeepsTheOneSidedLinks() {
        List<LinkSentence> release = links(flag(WRITE, "st.atom.rel.scopedev.sc0.semsc0 y = 1", LOAD, READ)).stream()
                .map(RaceLink::sentence).toList();
        assertTrue(release.contains(LinkSentence.FLAG_NO_ACQUIRE), release.toString());
        assertFalse(release.contains(LinkSentence.FLAG_NO_SYNC), release.toString());
        List<LinkSentence> acquire = links(flag(WRITE, STORE, "ld.atom.acq.scopedev.sc0.semsc0 y", READ)).stream()
                .map(RaceLink::sentence).toList();
        assertTrue(acquire.contains(LinkSentence.FLAG_NO_RELEASE), acquire.toString());
        assertFalse(acquire.contains(LinkSentence.FLAG_NO_SYNC), acquire.toString());
        // a release store whose semantics leave the data's class out is still a release (no one-sided link fits):
        // not "the store is not a release"
        List<LinkSentence> narrow = links(flag(WRITE, "st.atom.rel.scopedev.sc0.semsc1 y = 1", LOAD, READ)).stream()
                .map(RaceLink::sentence).toList();
        assertFalse(narrow.contains(LinkSentence.FLAG_NO_SYNC), narrow.toString());
        List<LinkSentence> narrowAcquire = links(flag(WRITE, STORE, "ld.atom.acq.scopedev.sc0.semsc1 y", READ))
                .stream().map(RaceLink::sentence).toList();
        assertFalse(narrowAcquire.contains(LinkSentence.FLAG_NO_SYNC), narrowAcquire.toString());
    }

    /**
     * Private data (VK MM: Location-Ordered: a private access needs more than happens-before): the flag's
     * synchronization alone would not order it, so FLAG_NO_SYNC is not said.
     */
    @Test
    void privateDataIsNotToldTheFlagAlone() {
        List<LinkSentence> s = links(flag("st.sc0 x = 1", STORE, LOAD, "ld.sc0 x")).stream().map(RaceLink::sentence)
                .toList();
        assertFalse(s.contains(LinkSentence.FLAG_NO_SYNC), s.toString());
    }

    /** The only races left are with a read of the initial flag (the reader does not wait in a litmus test). */
    private static void raceFreeBeyondTheInitialFlag(Program p) {
        List<RaceLink> links = links(p);
        assertTrue(links.stream().allMatch(l -> l.sentence() == LinkSentence.NO_HAPPENS_BEFORE), links.toString());
    }
}
