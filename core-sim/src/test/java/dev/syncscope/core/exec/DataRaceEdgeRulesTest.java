package dev.syncscope.core.exec;

import dev.syncscope.core.model.Program;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static dev.syncscope.core.exec.Mini.SC0;
import static dev.syncscope.core.exec.Mini.acq;
import static dev.syncscope.core.exec.Mini.acqVis;
import static dev.syncscope.core.exec.Mini.atom;
import static dev.syncscope.core.exec.Mini.nonpriv;
import static dev.syncscope.core.exec.Mini.plain;
import static dev.syncscope.core.exec.Mini.reg;
import static dev.syncscope.core.exec.Mini.rel;
import static dev.syncscope.core.exec.Mini.relAv;
import static dev.syncscope.core.model.Scope.DEVICE;
import static dev.syncscope.core.model.Scope.WORKGROUP;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * VK MM: Data Race ("X and Y are not mutually-ordered atomic operations ... there does not exist a
 * location-ordered relation"), Atomic Operation (the note: atomics that are not mutually-ordered "must be
 * synchronized against the other as if they were non-atomic operations") and Location-Ordered, at edges the other
 * rule tests leave out. T0 (workgroup 0) and T1 (workgroup 1) synchronize through a device-scope release and acquire
 * of the flag f; each verdict is also the exhaustive checker's.
 */
class DataRaceEdgeRulesTest {

    private static void assertRace(Program p, boolean race) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(1, reg(e, 1, 0), "T1 read the flag");
        assertEquals(race, !e.races().isEmpty(), "stepper race: " + e.races());
        assertEquals(race, CheckerVerdict.racyWhen(p, Map.of("T1:r0", 1L)), "checker race");
    }

    /**
     * VK MM: Location-Ordered, "X is a read, both X and Y are non-private, and X->Y": no reference condition, so a
     * non-private load is ordered before another invocation's store through an aliasing reference; a private load
     * is not (VK MM: Private vs. Non-Private).
     */
    @ParameterizedTest
    @CsvSource({"true, false", "false, true"})
    void loadHappeningBeforeAStoreThroughAnAliasIsLocationOrderedOnlyWhenNonPrivate(boolean nonPrivate,
                                                                                  boolean race) {
        Program p = new Mini().ref("a", "m", SC0).ref("b", "m", SC0)
                .thread(0, 0, 0).ld("a", nonPrivate ? nonpriv() : plain()).st("f", 1, atom(DEVICE, rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).st("b", 1, nonpriv()).program();
        assertRace(p, race);
    }

    /**
     * Workgroup-scope atomic stores of two workgroups are not mutually ordered; happens-before alone does not
     * order them (the first store's implicit availability reaches only its workgroup's domain), a release with
     * MakeAvailable at device scope does: "X->^rcpo^AVC(A_X,R_X,D,L)->Y" with D the shader domain.
     */
    @ParameterizedTest
    @CsvSource({"false, true", "true, false"})
    void workgroupAtomicStoresOfTwoWorkgroupsAreOrderedOnlyThroughDeviceAvailability(boolean makeAvailable,
                                                                                     boolean race) {
        Program p = new Mini()
                .thread(0, 0, 0).st("x", 1, atom(WORKGROUP)).st("f", 1, atom(DEVICE, makeAvailable ? relAv(SC0) : rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, acq(SC0))).st("x", 2, atom(WORKGROUP)).program();
        assertRace(p, race);
    }

    /**
     * The same for a workgroup-scope atomic load of the other workgroup's workgroup-scope store: it needs the
     * store made available in the shader domain and visible from it (its own visibility operation sources only its
     * workgroup's domain), then it reads the store without a race.
     */
    @ParameterizedTest
    @CsvSource({"false, true, 0", "true, false, 1"})
    void workgroupAtomicLoadOfAnotherWorkgroupsStoreNeedsDeviceAvailabilityAndVisibility(boolean availVis,
                                                                                        boolean race, long value) {
        Program p = new Mini()
                .thread(0, 0, 0).st("x", 1, atom(WORKGROUP)).st("f", 1, atom(DEVICE, availVis ? relAv(SC0) : rel(SC0)))
                .thread(1, 1, 0).ld("f", atom(DEVICE, availVis ? acqVis(SC0) : acq(SC0))).ld("x", atom(WORKGROUP))
                .program();
        assertRace(p, race);
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        assertEquals(value, reg(e, 1, 1), "the value T1's load of x returns by default");
    }
}
