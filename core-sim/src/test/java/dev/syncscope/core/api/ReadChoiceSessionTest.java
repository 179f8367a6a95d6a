package dev.syncscope.core.api;

import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.ReadChoice;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.explain.MissingLink;
import dev.syncscope.core.load.ProgramLoader;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * WALKTHROUGH.md example 2 through the façade: at the racy read of x the user may pick either value the model allows
 * (DESIGN §3 Reads), the pick is a decision that step back, step forward and replay reproduce, and a window asking at
 * every frame can bound what the list costs.
 */
class ReadChoiceSessionTest {

    /** Message passing with a relaxed flag (the audit's relaxed.test): P1's flag load asks for 1. */
    static final String RELAXED = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.av.scopedev.sc0 x = 1
            st.atom.scopewg.sc0 y = 1
            NEWSG
            NEWTHREAD
            ld.atom.scopewg.sc0 y = 1
            ld.vis.scopedev.sc0 x
            """;

    /** The session after steps 1-3 of example 2: P1's next action is the read of x (line 9). */
    private static DebugSession atTheReadOfX() {
        DebugSession s = DebugSession.load(ProgramLoader.load("relaxed.test", RELAXED));
        for (int i = 0; i < 3; i++) {
            s.step();
        }
        assertEquals(9, s.nextSource(1).line(), "P1 is about to read x");
        return s;
    }

    private static ReadChoice valued(List<ReadChoice> choices, long value) {
        return choices.stream().filter(c -> c.value() == value).findFirst()
                .orElseThrow(() -> new AssertionError("no choice of " + value + ": " + choices));
    }

    private static List<Diagnostic.Kind> kinds(DebugSession s) {
        return s.diagnostics().stream().map(Diagnostic::kind).toList();
    }

    /**
     * VK MM: Visible-To (no write is location-ordered before the read but the initial value, so 0 is the value the
     * model makes visible) and Data Race (step 1's write and this read are not location-ordered: the read races, so
     * the write's 1 is allowed too, but only because of the race).
     */
    @Test
    void theRacyReadOfExampleTwoOffersTheInitialZeroByDefaultAndOneOnlyBecauseOfTheRace() {
        List<ReadChoice> choices = atTheReadOfX().choices(1);
        assertEquals(2, choices.size(), choices.toString());
        ReadChoice zero = choices.get(0);
        assertEquals(0, zero.value());
        assertTrue(zero.isDefault() && zero.consistent() && !zero.raceOnly(), zero.toString());
        assertEquals(-1, zero.writer(), "the initial value: no invocation wrote it");
        assertFalse(zero.undefined(), "a storage buffer's initial value is defined");
        ReadChoice one = valued(choices, 1);
        assertTrue(one.raceOnly() && !one.consistent() && !one.isDefault(), one.toString());
        assertEquals(0, one.writer(), "written by P0");
        assertEquals(4, one.source().line(), "at its store of x");
    }

    /**
     * Example 2, step 4 as the walkthrough tells it: by default a stale read and a data race with no happens-before;
     * picking 1 reads 1, which is no longer stale (the newest write) yet still races (VK MM: Data Race).
     */
    @Test
    void pickingOneReadsOneWithTheRaceButWithoutTheStaleRead() {
        DebugSession byDefault = atTheReadOfX();
        byDefault.step(1);
        assertTrue(kinds(byDefault).contains(Diagnostic.Kind.STALE_READ), kinds(byDefault).toString());
        assertTrue(kinds(byDefault).contains(Diagnostic.Kind.DATA_RACE), kinds(byDefault).toString());

        DebugSession s = atTheReadOfX();
        StepRecord r = s.step(1, valued(s.choices(1), 1).writeId());
        assertEquals(1, r.event().value());
        assertFalse(r.event().stale(), "1 is the newest write of x");
        assertFalse(kinds(s).contains(Diagnostic.Kind.STALE_READ), kinds(s).toString());
        assertEquals(1, s.races().size(), s.races().toString());
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, s.races().get(0).link());
        assertEquals(1L, s.outcome().values().get("P1:r1"));
    }

    @Test
    void thePickIsADecisionThatStepBackForwardAndReplayReproduce() {
        DebugSession s = atTheReadOfX();
        int one = valued(s.choices(1), 1).writeId();
        s.step(new Decision(1, one));
        assertEquals(new Decision(1, one), s.decisions().get(3));
        assertTrue(s.stepBack());
        assertEquals(2, s.choices(1).size(), "back before the read: both values on offer again");
        assertTrue(s.stepForward());
        assertEquals(1, s.trace().get(3).event().value(), "redo reads the picked write, not the default");
        Program p = s.program();
        DebugSession replayed = DebugSession.replay(p, LaunchOptions.DEFAULTS, s.decisions());
        assertEquals(1, replayed.trace().get(3).event().value());
        assertEquals(s.races().size(), replayed.races().size());
    }

    /** A window asks at every frame: past {@code maxAccesses} writes and reads of the location the list is left out. */
    @Test
    void theBoundedListIsEmptyOnlyPastTheLocationsAccessBound() {
        DebugSession s = atTheReadOfX();
        // x has had one write (step 1) and no read
        assertEquals(List.of(), s.choices(1, 0));
        assertEquals(s.choices(1), s.choices(1, 1));
        assertEquals(List.of(), s.choices(0, 100), "P0 has finished: nothing to read");
    }

    /** What the bound is compared with, for a window to say why it lists nothing: x's writes and reads so far. */
    @Test
    void theAccessesAtTheNextReadCountTheLocationsWritesAndReads() {
        DebugSession s = atTheReadOfX();
        assertEquals(1, s.accessesAtNextRead(1), "P0's store of x; P1 read only y");
        assertEquals(0, s.accessesAtNextRead(0), "P0 has finished: nothing to read");
        DebugSession start = DebugSession.load(s.program());
        assertEquals(0, start.accessesAtNextRead(1), "nothing wrote or read y yet");
    }

    /** A Workgroup variable has no initial value (SPIR-V gives it no initializer): its choice says so. */
    @Test
    void theInitialValueOfWorkgroupMemoryIsMarkedUndefined() {
        DebugSession s = DebugSession.open(Path.of("../sample-kernels/kernels/reduction-missing-barrier.comp"));
        for (int i = 0; i < 9; i++) {
            s.step();
        }
        // within them T0's stale read of partial[1] (UndefinedStaleReadTest): back before it
        StepRecord read = s.trace().stream().filter(r -> r.event().stale()).findFirst().orElseThrow();
        s.seek((int) read.index());
        List<ReadChoice> choices = s.choices(read.event().agent());
        assertEquals(2, choices.size(), choices.toString());
        assertTrue(choices.get(0).isDefault() && choices.get(0).undefined(), choices.toString());
        ReadChoice seven = valued(choices, 7);
        assertFalse(seven.undefined());
        assertTrue(seven.raceOnly(), seven.toString());
    }

    /**
     * docs/examples/relaxed-flag.test asks P1's read of x for 0 (the stale read): a user's pick of 1 is never steered
     * away, and the run says it has left the test's question (the README's walkthrough of the chooser).
     */
    @Test
    void pickingAnotherValueThanTheTestAsksLeavesTheTestsQuestion() {
        DebugSession s = DebugSession.open(Path.of("../docs/examples/relaxed-flag.test"));
        for (int i = 0; i < 3; i++) {
            s.step();
        }
        assertEquals(10, s.nextSource(1).line());
        StepRecord r = s.step(1, valued(s.choices(1), 1).writeId());
        assertEquals(1, r.event().value());
        assertTrue(kinds(s).contains(Diagnostic.Kind.OUTSIDE_TEST), kinds(s).toString());
        assertTrue(kinds(s).contains(Diagnostic.Kind.DATA_RACE), kinds(s).toString());
    }
}
