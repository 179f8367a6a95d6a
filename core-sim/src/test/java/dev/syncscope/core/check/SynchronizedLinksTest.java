package dev.syncscope.core.check;

import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker's first missing link where the two invocations synchronize, or meet a release, but not for the data
 * ({@link SynchronizedLinks}): the sentence names what is left out instead of "missing synchronization". Khronos litmus
 * programs: P0 in workgroup 0 writes x (av) then the flag y, P1 in workgroup 1 reads y then x (vis); each expected link
 * is the memory model's clause, and the fixed program is race-free.
 */
class SynchronizedLinksTest {

    private static Program flag(String writer, String reader) {
        return ProgramLoader.load("t.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n" + writer
                + "\nNEWWG\nNEWSG\nNEWTHREAD\n" + reader + "\nld.vis.scopedev.sc0 x\n");
    }

    private static List<RaceLink> links(Program p) {
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.complete(), r.limitMessage());
        List<RaceLink> out = r.consistentExecutions().stream().flatMap(x -> x.races().stream()).map(Race::link)
                .distinct().toList();
        assertFalse(out.isEmpty(), "the checker finds a race");
        return out;
    }

    /** The distinct sentence kinds of the races (a litmus read of the initial flag races with NO_HAPPENS_BEFORE). */
    private static List<LinkSentence> sentences(Program p) {
        return links(p).stream().map(RaceLink::sentence).distinct().toList();
    }

    private static RaceLink only(Program p, LinkSentence sentence) {
        List<RaceLink> links = links(p);
        List<RaceLink> of = links.stream().filter(l -> l.sentence() == sentence).toList();
        assertEquals(1, of.size(), links.toString());
        return of.get(0);
    }

    /**
     * VK MM: Inter-Thread-Happens-Before: "A synchronizes-with B, and both A and B have all of SC in their semantics":
     * the release and acquire name sc1 (the flag's class) only, so they synchronize but order no sc0.
     */
    @Test
    void aReleaseAndAcquireLeavingTheDataClassOutSynchronizeButDoNotOrderIt() {
        Program p = flag("st.atom.rel.scopedev.sc1.semsc1 y = 1", "ld.atom.acq.scopedev.sc1.semsc1 y");
        RaceLink l = only(p, LinkSentence.SYNC_CLASS);
        assertEquals(1, l.args().get(4), "the release is named first");
        assertTrue(l.english().contains("they synchronize, but the release (at t.test:5:1) does not name "
                + "sc0 (UniformMemory)"), l.english());
        assertEquals(List.of(LinkSentence.NO_HAPPENS_BEFORE), sentences(flag("st.atom.rel.scopedev.sc1.semsc0.semsc1 y = 1",
                "ld.atom.acq.scopedev.sc1.semsc0.semsc1 y")), "naming sc0 in both, only a read of the initial flag races");
    }

    /** The same with the release naming sc0 and the acquire not: the acquire is named. */
    @Test
    void anAcquireLeavingTheDataClassOutIsNamed() {
        RaceLink l = only(flag("st.atom.rel.scopedev.sc1.semsc0.semsc1 y = 1", "ld.atom.acq.scopedev.sc1.semsc1 y"),
                LinkSentence.SYNC_CLASS);
        assertEquals(0, l.args().get(4));
        assertTrue(l.english().contains("the acquire (at t.test:9:1) does not name sc0 (UniformMemory)"), l.english());
    }

    /**
     * Fences around relaxed flag atomics of class sc1 whose semantics name sc1 only (memoryBarrierShared() around a
     * shared flag, data in a buffer): the fences synchronize (VK MM: Synchronizes-With, fence forms: the flag's class
     * is in both), but order no sc0.
     */
    @Test
    void fencesNamingOnlyTheFlagsClassSynchronizeButDoNotOrderTheData() {
        RaceLink l = only(flag("membar.rel.scopedev.semsc1\nst.atom.scopedev.sc1 y = 1",
                "ld.atom.scopedev.sc1 y\nmembar.acq.scopedev.semsc1"), LinkSentence.SYNC_CLASS);
        assertTrue(l.english().contains("the release (at t.test:5:1)"), l.english());
    }

    /**
     * VK MM: Release Sequence: "A, then atomic read-modify-write operations on M by any agent": P0's relaxed store of
     * 2 after its release store of 1 is not in the sequence, so P1's acquire reading 2 does not synchronize.
     */
    @Test
    void aReadOfTheReleasersLaterPlainStoreIsOutsideTheReleaseSequence() {
        Program p = flag("st.atom.rel.scopedev.sc0.semsc0 y = 1\nst.atom.scopedev.sc0 y = 2",
                "ld.atom.acq.scopedev.sc0.semsc0 y");
        RaceLink l = only(p, LinkSentence.OUTSIDE_RELEASE_SEQUENCE);
        assertEquals(1, l.args().get(7), "the write read is the releaser's own");
        assertTrue(l.english().contains("P1's read of y (at t.test:10:1) takes the value of P0's atomic write (at "
                + "t.test:6:1), which is not in the release sequence headed by P0's store (at t.test:5:1)"), l.english());
        assertTrue(l.english().endsWith("(make that write a read-modify-write, or a release itself)"), l.english());
        assertEquals(List.of(LinkSentence.NO_HAPPENS_BEFORE), sentences(flag("st.atom.rel.scopedev.sc0.semsc0 y = 1\n"
                + "rmw.scopedev.sc0 y = 1 2", "ld.atom.acq.scopedev.sc0.semsc0 y")),
                "an RMW continues the release sequence: only a read of the initial flag races");
    }

    /** A third invocation's plain atomic store ends the sequence too (VK MM: Release Sequence). */
    @Test
    void anotherInvocationsPlainStoreIsOutsideTheReleaseSequence() {
        Program p = ProgramLoader.load("t.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n"
                + "st.atom.rel.scopedev.sc0.semsc0 y = 1\nNEWWG\nNEWSG\nNEWTHREAD\nld.atom.acq.scopedev.sc0.semsc0 y\n"
                + "ld.vis.scopedev.sc0 x\nNEWWG\nNEWSG\nNEWTHREAD\nst.atom.scopedev.sc0 y = 2\n");
        RaceLink l = only(p, LinkSentence.OUTSIDE_RELEASE_SEQUENCE);
        assertEquals("P2", l.args().get(5));
        assertEquals(0, l.args().get(7));
        assertTrue(l.english().endsWith("(make that write a read-modify-write)"), l.english());
        assertEquals(0, l.args().get(10), "the write read is the one that ends the sequence");
    }

    /**
     * VK MM: Release Sequence: the sequence is A, then the longest continuous run of RMWs in A's scoped modification
     * order, so P2's plain store ends it and P3's exchange after that store is no part of it either: the sentence
     * names P2's store as the write that ended it and the one to make a read-modify-write, not P3's, which already is.
     */
    @Test
    void aReadOfAnRmwAfterAnotherInvocationsStoreNamesTheStoreThatEndedTheSequence() {
        Program p = ProgramLoader.load("t.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n"
                + "st.atom.rel.scopedev.sc0.semsc0 y = 1\nNEWWG\nNEWSG\nNEWTHREAD\nld.atom.acq.scopedev.sc0.semsc0 y\n"
                + "ld.vis.scopedev.sc0 x\nNEWWG\nNEWSG\nNEWTHREAD\nst.atom.scopedev.sc0 y = 2\n"
                + "NEWWG\nNEWSG\nNEWTHREAD\nrmw.scopedev.sc0 y = 2 3\n");
        List<RaceLink> ended = links(p).stream().filter(l -> l.sentence() == LinkSentence.OUTSIDE_RELEASE_SEQUENCE
                && "P3".equals(l.args().get(5))).toList();
        assertFalse(ended.isEmpty(), links(p).toString());
        for (RaceLink l : ended) {
            assertEquals("P2", l.args().get(9), l.toString());
            assertEquals(1, l.args().get(10));
            assertEquals(0, l.args().get(7), "the store is another invocation's: no release of P0's can replace it");
            assertTrue(l.english().contains("(the atomic store at t.test:14:1 by P2 ended it)"), l.english());
            assertTrue(l.english().endsWith("(make that store a read-modify-write)"), l.english());
        }
    }

    /**
     * VK MM: Scoped Modification Order: "A's scoped modification order relates no other operations" than the atomic
     * writes mutually ordered with A; Release Sequence: "the longest continuous subsequence of A's scoped modification
     * order": P2's read-modify-write at workgroup scope, in another workgroup, is not in the scoped modification order
     * of P0's device-scope release, so the value it wrote is no part of the sequence and P1's acquire reading it does not
     * synchronize. The sentence names the read-modify-write's and the store's scopes and the one to give both (the
     * queue family holds the three), not "nothing synchronizes" or "make that write a read-modify-write", which it is;
     * at queue-family scope the read-modify-write continues the sequence and only the read of the initial flag races.
     */
    @Test
    void aReadModifyWriteNotMutuallyOrderedWithTheReleaseIsOutsideItsSequence() {
        String p2 = "\nNEWWG\nNEWSG\nNEWTHREAD\nrmw.scopewg.sc0 y = 1 2\n";
        Program p = ProgramLoader.load("t.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n"
                + "st.atom.rel.scopedev.sc0.semsc0 y = 1\nNEWWG\nNEWSG\nNEWTHREAD\nld.atom.acq.scopedev.sc0.semsc0 y\n"
                + "ld.vis.scopedev.sc0 x" + p2);
        RaceLink l = only(p, LinkSentence.SEQUENCE_SCOPE);
        assertEquals(List.of("P0", "P1", "t.test:5:1", "y", "t.test:14:1", "P2", "t.test:9:1", 0, "t.test:14:1", "P2",
                0, "wg", "dv", "qf"), l.args());
        assertTrue(l.english().endsWith("the read-modify-write at t.test:14:1 by P2 (scope wg) and the store (scope dv) "
                + "are not in each other's scope instance, so it does not continue the sequence and the read does not "
                + "synchronize with the release (give both scope qf)"), l.english());
        assertEquals(List.of(LinkSentence.NO_HAPPENS_BEFORE), sentences(ProgramLoader.load("t.test",
                "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\nst.atom.rel.scopedev.sc0.semsc0 y = 1\nNEWWG\nNEWSG\n"
                        + "NEWTHREAD\nld.atom.acq.scopedev.sc0.semsc0 y\nld.vis.scopedev.sc0 x"
                        + p2.replace("scopewg", "scopeqf"))),
                "at queue-family scope the read-modify-write continues the sequence");
    }

    /**
     * A narrow read-modify-write before a value that is in the sequence is no cause (the review of session 86): P1's
     * workgroup-scope RMW is out of P0's store's scoped modification order, but P2's device-scope RMW that P3 reads is
     * in it, so the read is in the sequence (VK MM: Release Sequence, "the longest continuous subsequence of A's
     * scoped modification order"); P3's race comes from elsewhere (its workgroup-scope acquire barrier).
     */
    @Test
    void aNarrowRmwBeforeAValueInTheSequenceIsNotNamed() {
        Program p = ProgramLoader.load("t.test", "NEWWG\nNEWSG\nNEWTHREAD\nst.av.scopedev.sc0 x = 1\n"
                + "st.atom.rel.scopedev.sc0.semsc0 y = 1\nNEWWG\nNEWSG\nNEWTHREAD\nrmw.scopewg.sc0 y = 1 2\nNEWSG\n"
                + "NEWTHREAD\nrmw.scopedev.sc0 y = 2 3\nNEWWG\nNEWSG\nNEWTHREAD\nld.atom.scopedev.sc0 y = 3\n"
                + "membar.acq.scopewg.semsc0\nld.vis.scopedev.sc0 x = 0\n");
        // where P3 reads 3, P2's value (where it reads 2, P1's, SEQUENCE_SCOPE is the cause)
        List<RaceLink> reading3 = new AxiomaticChecker().check(p).consistentExecutions().stream()
                .filter(e -> e.outcomes().stream().anyMatch(o -> Long.valueOf(3).equals(o.values().get("P3:r0"))))
                .flatMap(e -> e.races().stream()).map(Race::link).toList();
        assertFalse(reading3.isEmpty());
        assertTrue(reading3.stream().noneMatch(l -> l.sentence() == LinkSentence.SEQUENCE_SCOPE), reading3.toString());
    }
}
