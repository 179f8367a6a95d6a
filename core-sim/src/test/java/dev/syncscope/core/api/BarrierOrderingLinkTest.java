package dev.syncscope.core.api;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.LinkSentence;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.explain.UnseenWrite;
import dev.syncscope.core.load.ProgramLoader;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A race across a control barrier that does not synchronize for lack of release or acquire semantics, in GLSL: a
 * control barrier orders memory only as the fence–control-barrier–fence form of synchronizes-with, a release before or
 * on it and an acquire on or after it (VK MM: Synchronizes-With), so {@code controlBarrier(..., gl_SemanticsRelaxed)}
 * orders execution only, and {@code memoryBarrierShared()} on one side of it only leaves the other side's half out. The
 * stepper's race, the read's explanation and the checker name that link (not the plain "no happens-before"), and its
 * fix removes the race. Programs: {@code src/test/resources/kernels/first-link/barrier-shared-*.comp}.
 */
class BarrierOrderingLinkTest {

    private static final Path DIR = Path.of("src/test/resources/kernels/first-link");

    /** Runs {@code file} and checks the stepper, the stale read's explanation and the checker name {@code kase}. */
    private static void allName(String file, UnseenWrite.Case kase, LinkSentence sentence, String words) {
        DebugSession s = DebugSession.open(DIR.resolve(file));
        s.run();
        assertTrue(s.finished());
        List<Race> races = s.races();
        assertFalse(races.isEmpty(), file + ": a race");
        for (Race r : races) {
            assertEquals(MissingLink.NO_HAPPENS_BEFORE, r.link(), file + ": " + r.detail());
            assertEquals(kase, r.kase(), file + ": " + r.detail());
            assertTrue(r.detail().contains(words), r.detail());
        }
        UnseenWrite u = staleRead(s);
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, u.link(), u.detail());
        assertEquals(kase, u.kase(), u.detail());
        List<LinkSentence> checker = new AxiomaticChecker().check(ProgramLoader.load(DIR.resolve(file)))
                .consistentExecutions().stream().flatMap(e -> e.races().stream()).map(r -> r.link().sentence())
                .distinct().toList();
        assertEquals(List.of(sentence), checker, file);
    }

    /** The explanation of the first stale load of the shared array. */
    private static UnseenWrite staleRead(DebugSession s) {
        List<StepRecord> trace = s.trace();
        for (int i = 0; i < trace.size(); i++) {
            Event ev = trace.get(i).event();
            if (ev.kind() == Event.Kind.LOAD && String.valueOf(ev.location()).startsWith("s[")) {
                ReadExplanation ex = s.explainRead(i);
                if (ex.stale()) {
                    return ex.unseen().get(0);
                }
            }
        }
        throw new AssertionError("no stale load of s");
    }

    private static void raceFree(String file) {
        DebugSession s = DebugSession.open(DIR.resolve(file));
        s.run();
        assertTrue(s.finished());
        assertTrue(s.races().isEmpty(), file + ": " + s.races());
        assertFalse(new AxiomaticChecker().check(ProgramLoader.load(DIR.resolve(file))).hasRace(), file);
    }

    /** {@code OpControlBarrier Workgroup Workgroup WorkgroupMemory}: the storage class, no Acquire/Release bits. */
    @Test
    void aControlBarrierWithoutAcquireReleaseOrdersExecutionOnlyAndAcquireReleaseFixesIt() {
        allName("barrier-shared-execution-only.comp", UnseenWrite.Case.BARRIER_EXECUTION_ONLY,
                LinkSentence.BARRIER_EXECUTION_ONLY, "both passed the control barrier at line 12, but it has no "
                        + "Acquire/Release semantics, so it orders execution only");
        raceFree("barrier-shared-acquire-release.comp");
    }

    /** memoryBarrierShared() before the barrier only: the release is not matched by an acquire after it. */
    @Test
    void aReleaseBeforeTheBarrierWithoutAnAcquireAfterItIsNotMatchedAndFencesOnBothSidesFixIt() {
        allName("barrier-shared-release-before-only.comp", UnseenWrite.Case.BARRIER_NO_ACQUIRE,
                LinkSentence.BARRIER_NO_ACQUIRE, "before it, with a release barrier (line 12), but that release is "
                        + "not matched by an acquire after the barrier");
        raceFree("barrier-shared-fences-both-sides.comp");
    }

    /** memoryBarrierShared() after the barrier only: the acquire is not matched by a release before it. */
    @Test
    void anAcquireAfterTheBarrierWithoutAReleaseBeforeItIsNotMatched() {
        allName("barrier-shared-acquire-after-only.comp", UnseenWrite.Case.BARRIER_NO_RELEASE,
                LinkSentence.BARRIER_NO_RELEASE, "after it, with an acquire barrier (line 13), but that acquire is "
                        + "not matched by a release before the barrier");
    }
}
