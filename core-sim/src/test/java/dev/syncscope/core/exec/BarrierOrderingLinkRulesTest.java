package dev.syncscope.core.exec;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Semantics;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.SC1;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.acqRel;
import static dev.syncscope.core.exec.Mini.av;
import static dev.syncscope.core.exec.Mini.nonpriv;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.vis;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A control barrier both invocations pass between two accesses orders memory only as the fence–control-barrier–fence
 * form of synchronizes-with: a release before or on the barrier in the invocation that accesses before it, an acquire on
 * or after it in the one that accesses after it, in each other's memory scope instance, naming the storage class (VK
 * MM: Synchronizes-With; Inter-Thread-Happens-Before). Without both, the pair races, and the first missing link is the
 * barrier's: execution only (neither Acquire nor Release, e.g. {@code OpControlBarrier Workgroup Workgroup
 * WorkgroupMemory}), a release not matched by an acquire after the barrier, or the reverse. The stepper's race, the read's
 * explanation and the checker name the same one; the barrier with AcquireRelease semantics (or the two fences) removes
 * the race. Programs in the engine's event API ({@link Mini}); {@code api/BarrierOrderingLinkTest} has the GLSL ones.
 */
class BarrierOrderingLinkRulesTest {

    /** Semantics naming {@code c} with neither Acquire nor Release: the barrier orders execution only. */
    private static Semantics classOnly(dev.syncscope.core.model.StorageClass c) {
        return new Semantics(false, false, Set.of(c), false, false);
    }

    /**
     * T0 and T1 in one workgroup: T0 writes x (av at workgroup scope), runs {@code writerFences} and the control barrier
     * with {@code writerBarrier}; T1 the barrier with {@code readerBarrier}, {@code readerFences}, then reads x (vis).
     */
    private static Program across(Semantics writerFence, Semantics writerBarrier, Semantics readerBarrier,
                                  Semantics readerFence) {
        Mini m = new Mini().thread(0, 0, 0).st("x", 1, av(WORKGROUP));
        if (writerFence != null) {
            m.membar(WORKGROUP, writerFence);
        }
        m.cbar(WORKGROUP, WORKGROUP, writerBarrier, 0).thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, readerBarrier, 0);
        if (readerFence != null) {
            m.membar(WORKGROUP, readerFence);
        }
        return m.ld("x", vis(WORKGROUP)).program();
    }

    /** The distinct links of the checker's races over every consistent execution (all race on x). */
    private static List<LinkSentence> checkerLinks(Program p) {
        CheckResult r = new AxiomaticChecker().check(p);
        assertTrue(r.complete(), r.limitMessage());
        List<LinkSentence> out = r.consistentExecutions().stream().flatMap(x -> x.races().stream())
                .map(race -> race.link().sentence()).distinct().toList();
        assertFalse(out.isEmpty(), "the checker finds a race");
        return out;
    }

    /**
     * Runs T0 then T1: the only race and, when T1's last step is a read that missed T0's write, its explanation name the
     * same link and case; returns the race.
     */
    private static Race stepperAndExplanation(Program p) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, e.races().size(), e.races().toString());
        Race race = e.races().get(0);
        if (e.trace().get(e.traceSize() - 1).event().kind() != Event.Kind.LOAD) {
            return race;
        }
        var ex = e.explainRead(e.traceSize() - 1);
        if (ex.stale()) {
            UnseenWrite u = ex.unseen().get(0);
            assertEquals(race.link(), u.link(), u.detail());
            assertEquals(race.kase(), u.kase(), u.detail());
            assertEquals(race.detail(), u.detail());
        }
        return race;
    }

    private static void assertRaceFree(Program p) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertTrue(e.races().isEmpty(), e.races().toString());
        assertEquals(1, Mini.reg(e, 1, 0), "T1 reads T0's write");
        assertFalse(new AxiomaticChecker().check(p).hasRace(), "checker: race-free");
    }

    // ---- execution only: the barrier has neither Acquire nor Release ----

    /** {@code OpControlBarrier Workgroup Workgroup UniformMemory}: a storage class, no ordering bits. */
    @Test
    void aBarrierNamingTheClassWithoutAcquireReleaseOrdersExecutionOnly() {
        Program p = across(null, classOnly(SC0), classOnly(SC0), null);
        Race r = stepperAndExplanation(p);
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, r.link(), r.detail());
        assertEquals(UnseenWrite.Case.BARRIER_EXECUTION_ONLY, r.kase(), r.detail());
        assertTrue(r.detail().contains("has no Acquire/Release semantics, so it orders execution only"), r.detail());
        assertEquals(List.of(LinkSentence.BARRIER_EXECUTION_ONLY), checkerLinks(p));
    }

    /** {@code OpControlBarrier Workgroup Workgroup None}: the plain execution barrier. */
    @Test
    void aBarrierWithNoSemanticsOrdersExecutionOnly() {
        Program p = across(null, Semantics.NONE, Semantics.NONE, null);
        Race r = stepperAndExplanation(p);
        assertEquals(UnseenWrite.Case.BARRIER_EXECUTION_ONLY, r.kase(), r.detail());
        assertEquals(List.of(LinkSentence.BARRIER_EXECUTION_ONLY), checkerLinks(p));
        UnseenWrite u = stale(p);
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, u.link(), u.detail());
        assertEquals(UnseenWrite.Case.BARRIER_EXECUTION_ONLY, u.kase(), u.detail());
    }

    /** A read before the barrier and another invocation's write after it: the read → write race, the same link. */
    @Test
    void aReadBeforeAnExecutionOnlyBarrierAndAWriteAfterItOrdersExecutionOnly() {
        Program p = new Mini().thread(0, 0, 0).ld("x", nonpriv()).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 0)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, Semantics.NONE, 0).st("x", 2, nonpriv()).program();
        Race r = stepperAndExplanation(p);
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, r.link(), r.detail());
        assertEquals(UnseenWrite.Case.BARRIER_EXECUTION_ONLY, r.kase(), r.detail());
        assertEquals(List.of(LinkSentence.BARRIER_EXECUTION_ONLY), checkerLinks(p));
    }

    @Test
    void theBarrierWithAcquireReleaseNamingTheClassIsRaceFree() {
        assertRaceFree(across(null, acqRel(SC0), acqRel(SC0), null));
    }

    // ---- a release without the acquire, or the reverse ----

    /** A release barrier before the execution-only barrier, nothing after it on the reader's side. */
    @Test
    void aReleaseFenceBeforeTheBarrierWithoutAnAcquireAfterItIsNotMatched() {
        Program p = across(rel(SC0), Semantics.NONE, Semantics.NONE, null);
        Race r = stepperAndExplanation(p);
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, r.link(), r.detail());
        assertEquals(UnseenWrite.Case.BARRIER_NO_ACQUIRE, r.kase(), r.detail());
        assertTrue(r.detail().contains("T0 releases sc0 (UniformMemory) before it, with a release barrier (line 2), "
                + "but that release is not matched by an acquire after the barrier on T1's side"), r.detail());
        assertEquals(List.of(LinkSentence.BARRIER_NO_ACQUIRE), checkerLinks(p));
        UnseenWrite u = stale(p);
        assertEquals(UnseenWrite.Case.BARRIER_NO_ACQUIRE, u.kase(), u.detail());
    }

    /** The barrier's own Release semantics on both sides, no Acquire: the release is on the barrier. */
    @Test
    void aBarrierWithReleaseSemanticsOnlyIsNotMatchedByAnAcquire() {
        Program p = across(null, rel(SC0), rel(SC0), null);
        Race r = stepperAndExplanation(p);
        assertEquals(UnseenWrite.Case.BARRIER_NO_ACQUIRE, r.kase(), r.detail());
        assertTrue(r.detail().contains("T0 releases sc0 (UniformMemory) on the barrier"), r.detail());
        assertEquals(List.of(LinkSentence.BARRIER_NO_ACQUIRE), checkerLinks(p));
    }

    /** An acquire barrier after the execution-only barrier, no release before it on the writer's side. */
    @Test
    void anAcquireFenceAfterTheBarrierWithoutAReleaseBeforeItIsNotMatched() {
        Program p = across(null, Semantics.NONE, Semantics.NONE, acq(SC0));
        Race r = stepperAndExplanation(p);
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, r.link(), r.detail());
        assertEquals(UnseenWrite.Case.BARRIER_NO_RELEASE, r.kase(), r.detail());
        assertTrue(r.detail().contains("T1 acquires sc0 (UniformMemory) after it, with an acquire barrier (line 4), "
                + "but that acquire is not matched by a release before the barrier on T0's side"), r.detail());
        assertEquals(List.of(LinkSentence.BARRIER_NO_RELEASE), checkerLinks(p));
        UnseenWrite u = stale(p);
        assertEquals(UnseenWrite.Case.BARRIER_NO_RELEASE, u.kase(), u.detail());
    }

    /** The barrier's own Acquire semantics on both sides, no Release. */
    @Test
    void aBarrierWithAcquireSemanticsOnlyIsNotMatchedByARelease() {
        Program p = across(null, acq(SC0), acq(SC0), null);
        Race r = stepperAndExplanation(p);
        assertEquals(UnseenWrite.Case.BARRIER_NO_RELEASE, r.kase(), r.detail());
        assertEquals(List.of(LinkSentence.BARRIER_NO_RELEASE), checkerLinks(p));
    }

    /** The release fence before the barrier and the acquire fence after it: fence–control-barrier–fence, race-free. */
    @Test
    void aReleaseBeforeAndAnAcquireAfterTheExecutionOnlyBarrierAreRaceFree() {
        assertRaceFree(across(rel(SC0), Semantics.NONE, Semantics.NONE, acq(SC0)));
    }

    // ---- the barrier's class comes first (existing BARRIER_SEMANTICS) ----

    /** AcquireRelease naming another class is still the barrier's storage class, not an ordering case. */
    @Test
    void anAcquireReleaseBarrierNamingAnotherClassIsStillItsStorageClass() {
        Program p = across(null, acqRel(SC1), acqRel(SC1), null);
        Race r = stepperAndExplanation(p);
        assertEquals(MissingLink.STORAGE_CLASS_MISSING, r.link(), r.detail());
        assertEquals(UnseenWrite.Case.BARRIER_SEMANTICS, r.kase(), r.detail());
        assertEquals(List.of(LinkSentence.BARRIER_SEMANTICS), checkerLinks(p));
    }

    // ---- one fence of fence–control-barrier–fence there, the barrier's own semantics naming another class ----

    /**
     * {@code memoryBarrierBuffer(); barrier();}: a release naming sc0 before a barrier whose AcquireRelease names sc1
     * only. The release is there; the acquire naming sc0 after the barrier is the missing link (VK MM:
     * Synchronizes-With, fence–control-barrier–fence), not the barrier's semantics (the audit's finding 5b).
     */
    @Test
    void aReleaseFenceBeforeABarrierNamingAnotherClassLacksTheAcquireAfterIt() {
        Program p = across(rel(SC0), acqRel(SC1), acqRel(SC1), null);
        Race r = stepperAndExplanation(p);
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, r.link(), r.detail());
        assertEquals(UnseenWrite.Case.BARRIER_NO_ACQUIRE, r.kase(), r.detail());
        assertEquals(List.of(LinkSentence.BARRIER_NO_ACQUIRE), checkerLinks(p));
        assertEquals(UnseenWrite.Case.BARRIER_NO_ACQUIRE, stale(p).kase());
    }

    /** The mirror, {@code barrier(); memoryBarrierBuffer();} on the reader's side only: the release is missing. */
    @Test
    void anAcquireFenceAfterABarrierNamingAnotherClassLacksTheReleaseBeforeIt() {
        Program p = across(null, acqRel(SC1), acqRel(SC1), acq(SC0));
        Race r = stepperAndExplanation(p);
        assertEquals(UnseenWrite.Case.BARRIER_NO_RELEASE, r.kase(), r.detail());
        assertEquals(List.of(LinkSentence.BARRIER_NO_RELEASE), checkerLinks(p));
    }

    /** Both fences around the barrier naming sc1: fence–control-barrier–fence names sc0, race-free. */
    @Test
    void bothFencesAroundABarrierNamingAnotherClassAreRaceFree() {
        assertRaceFree(across(rel(SC0), acqRel(SC1), acqRel(SC1), acq(SC0)));
    }

    /**
     * Runs T1 to its barrier, then T0 to the end, then T1: the reader arrives at the barrier before the write, and the
     * link is found all the same; the explanation of T1's read (of the initial value).
     */
    private static UnseenWrite stale(Program p) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        e.step(Decision.of(1));
        Mini.runInOrder(e, 0, 1);
        var ex = e.explainRead(e.traceSize() - 1);
        assertTrue(ex.stale(), ex.summary());
        assertEquals(ex.unseen().get(0).link(), e.races().get(0).link());
        assertEquals(ex.unseen().get(0).kase(), e.races().get(0).kase());
        return ex.unseen().get(0);
    }
}
