package dev.syncscope.core.exec;

import dev.syncscope.core.explain.MissingLink;
import org.junit.jupiter.api.Test;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.acqVis;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.av;
import static dev.syncscope.core.exec.Mini.plain;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.relAv;
import static dev.syncscope.core.exec.Mini.vis;
import static dev.syncscope.core.model.Scope.DEVICE;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The three worked examples of WALKTHROUGH.md, step by step. */
class WalkthroughTest {

    /** litmus/khronos/mp.test: T0 and T1 in one workgroup, different subgroups. */
    static Mini mp(boolean releaseAcquire) {
        return new Mini()
                .thread(0, 0, 0)
                .st("x", 1, av(DEVICE))
                .st("y", 1, releaseAcquire ? atom(WORKGROUP, rel(SC0)) : atom(WORKGROUP))
                .thread(1, 0, 0)
                .ld("y", releaseAcquire ? atom(WORKGROUP, acq(SC0)) : atom(WORKGROUP))
                .ld("x", vis(DEVICE));
    }

    @Test
    void messagePassingDoneRightReadsOneWithoutRace() {
        Engine e = mp(true).engine();
        StepRecord s1 = e.step(Decision.of(0));
        var wx = e.location(e.launch().reference("x").location(0)).live().newest();
        assertEquals("[sg0, wg0, qf0, shader]", wx.domains().toString(), "step 1 makes Wx available up to shader");
        e.step(Decision.of(0));
        var wy = e.location(e.launch().reference("y").location(0)).live().newest();
        assertEquals("[sg0, wg0]", wy.domains().toString(), "the atomic's implicit availability is at its scope");
        StepRecord s3 = e.step(Decision.of(1));
        assertEquals(1, s3.event().value());
        StepRecord s4 = e.step(Decision.of(1));
        assertEquals(1, s4.event().value(), "T1 reads x = 1");
        assertFalse(s4.event().stale());
        assertTrue(e.races().isEmpty(), "no race: " + e.races());
        assertEquals(1, reg(e, 1, 1));
        assertEquals(0, s1.index());
    }

    @Test
    void relaxedFlagGivesStaleReadRaceAndMissingHappensBefore() {
        Engine e = mp(false).engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0), "the relaxed atomic still reads the flag");
        StepRecord s4 = e.trace().get(3);
        assertEquals(0, s4.event().value(), "T1 reads the initial value of x");
        assertTrue(s4.event().stale(), "a stale read");
        assertEquals(1, e.races().size(), "one race: " + e.races());
        Race race = e.races().get(0);
        assertTrue(race.first().write() && !race.second().write());
        assertEquals(MissingLink.NO_HAPPENS_BEFORE, race.link());
        var choices = e.trace().get(3).event();
        assertEquals(0, choices.value());
    }

    @Test
    void relaxedFlagLetsTheUserPickTheRacyValue() {
        Engine e = mp(false).engine();
        Mini.runInOrder(e, 0);
        e.step(Decision.of(1));
        var choices = e.choices(1);
        assertEquals(0, choices.get(0).value(), "default first: the initial value");
        assertTrue(choices.get(0).isDefault());
        var one = choices.stream().filter(c -> c.value() == 1).findFirst().orElseThrow();
        assertTrue(one.raceOnly(), "1 is allowed only because the read races");
        StepRecord r = e.step(new Decision(1, one.writeId()));
        assertEquals(1, r.event().value());
    }

    /** litmus/khronos/privmp.test. */
    @Test
    void privateMessagePassingReadsOneYetRacesThroughPrivateAccess() {
        Engine e = new Mini()
                .thread(0, 0, 0)
                .st("x", 1, plain())
                .st("y", 1, atom(WORKGROUP, relAv(SC0)))
                .thread(1, 0, 0)
                .ld("y", atom(WORKGROUP, acqVis(SC0)))
                .ld("x", plain())
                .engine();
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0));
        assertEquals(1, reg(e, 1, 1), "the write does reach (T1, x)");
        assertEquals(1, e.races().size(), "racy: " + e.races());
        assertEquals(MissingLink.PRIVATE_ACCESS, e.races().get(0).link());
    }
}
