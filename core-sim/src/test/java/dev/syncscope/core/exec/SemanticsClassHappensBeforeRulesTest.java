package dev.syncscope.core.exec;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Semantics;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.SC1;
import static dev.syncscope.core.exec.Mini.acqRel;
import static dev.syncscope.core.exec.Mini.acqRelAvVis;
import static dev.syncscope.core.exec.Mini.acqVis;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.nonpriv;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.relAv;
import static dev.syncscope.core.model.Scope.SUBGROUP;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * VK MM: Inter-Thread-Happens-Before, "A is an operation on memory in a storage class in SC <em>or that
 * has all of SC in its semantics</em>" (and likewise B): a chain of releases and acquires naming only
 * a class other than the accessed memory's orders two operations that both name that class in their
 * semantics. x is storage-buffer memory (sc0); every chain here runs through workgroup-class (sc1)
 * barriers only. Each program's race verdict is also the checker's.
 */
class SemanticsClassHappensBeforeRulesTest {

    private static void assertRace(Program p, Engine e, boolean race) {
        assertEquals(race, !e.races().isEmpty(), "stepper race: " + e.races());
        assertEquals(race, new AxiomaticChecker().check(p).hasRace(), "checker race");
    }

    /** The shrunk differential program: the RMW happens-before the load, so the load cannot read what it overwrote. */
    @Test
    void rmwNamingAClassHappensBeforeALaterLoadNamingItThroughBarriersOfThatClassOnly() {
        Access rmwAcqSc1 = atom(SUBGROUP, acqVis(SC1));
        Semantics bar = acqRelAvVis(SC1);
        Engine e = new Mini().thread(0, 0, 0).rmw("x", RmwOp.EXCHANGE, 1, rmwAcqSc1).cbar(SUBGROUP, SUBGROUP, bar, 1)
                .thread(0, 0, 0).rmw("x", RmwOp.EXCHANGE, 3, atom(SUBGROUP)).cbar(SUBGROUP, SUBGROUP, bar, 1)
                .ld("x", rmwAcqSc1).engine();
        e.step(Decision.of(1));
        e.step(Decision.of(0));
        assertEquals(3, reg(e, 0, 0), "P0's RMW read P1's 3");
        e.step(Decision.of(0));
        e.step(Decision.of(1));
        List<ReadChoice> consistent = e.choices(1).stream().filter(ReadChoice::consistent).toList();
        assertEquals(List.of(1L), consistent.stream().map(ReadChoice::value).toList(),
                "only the RMW's write: reading 3 would from-read a write location-ordered before the load");
    }

    private static Program barrierAvailability(Semantics release, Access load) {
        return new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).membar(WORKGROUP, release)
                .cbar(WORKGROUP, WORKGROUP, acqRel(SC1), 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, acqRel(SC1), 1).ld("x", load).program();
    }

    @Test
    void releaseBarrierAvailabilityNamingASecondClassReachesAnAcquireLoadNamingIt() {
        Program p = barrierAvailability(relAv(SC0, SC1), atom(WORKGROUP, Mini.acq(SC1)));
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0), "the load's own visibility operation happens-after the availability");
        assertRace(p, e, false);
    }

    @Test
    void loadNotNamingTheSecondClassIsNotOrderedAfterTheBarrierAvailability() {
        Program p = barrierAvailability(relAv(SC0, SC1), atom(WORKGROUP));
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(0, reg(e, 1, 0));
        assertRace(p, e, true);
    }

    @Test
    void barrierAvailabilityNotNamingTheSecondClassIsNotOrderedBeforeTheLoadNamingIt() {
        Program p = barrierAvailability(relAv(SC0), atom(WORKGROUP, Mini.acq(SC1)));
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(0, reg(e, 1, 0));
        assertRace(p, e, true);
    }

    /** The availability of a release atomic's semantics, made visible by an acquire barrier naming both classes. */
    @Test
    void releaseAtomicAvailabilityReachesAnAcquireBarriersVisibilityThroughTheSecondClass() {
        Program p = new Mini().thread(0, 0, 0).st("x", 1, nonpriv()).st("z", 1, atom(WORKGROUP, relAv(SC0, SC1)))
                .cbar(WORKGROUP, WORKGROUP, acqRel(SC1), 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, acqRel(SC1), 1).membar(WORKGROUP, acqVis(SC0, SC1))
                .ld("x", nonpriv()).program();
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0));
        assertRace(p, e, false);
    }

    private static Program atomicsOfTwoSubgroups(Access second) {
        return new Mini().thread(0, 0, 0).st("x", 1, atom(SUBGROUP)).membar(WORKGROUP, relAv(SC0, SC1))
                .cbar(WORKGROUP, WORKGROUP, acqRel(SC1), 1)
                .thread(1, 0, 0).cbar(WORKGROUP, WORKGROUP, acqRel(SC1), 1).st("x", 2, second).program();
    }

    /** Subgroup-scope atomics of two subgroups are not mutually ordered: location order decides the race. */
    @Test
    void releaseStoreNamingTheSecondClassIsLocationOrderedAfterTheOtherSubgroupsAtomic() {
        Program p = atomicsOfTwoSubgroups(atom(SUBGROUP, Mini.rel(SC1)));
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertRace(p, e, false);
    }

    @Test
    void relaxedStoreOfTheOtherSubgroupRacesWithTheAtomic() {
        Program p = atomicsOfTwoSubgroups(atom(SUBGROUP));
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertRace(p, e, true);
        assertFalse(e.races().isEmpty());
        assertTrue(e.races().get(0).first().atomic() && e.races().get(0).second().atomic());
    }
}
