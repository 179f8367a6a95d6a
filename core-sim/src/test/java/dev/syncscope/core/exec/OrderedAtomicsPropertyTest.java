package dev.syncscope.core.exec;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A data-race check that passes over a location's history of atomics mutually ordered with the access
 * ({@link dev.syncscope.core.memory.AtomicsOnly}; VK MM: Data Race: mutually ordered atomics never race) gives exactly
 * the answers of visiting every pair: on kernels of atomics at subgroup, workgroup and device scope run by 10 to 40
 * invocations in one to three workgroups ({@link CrowdPrograms#generate(long, boolean)}), the same races in the same
 * order with the same explanations, tallies, diagnostics and events, also after stepping back and seeking.
 */
class OrderedAtomicsPropertyTest {

    private static Engine engine(Program p, boolean pass, boolean horizons) {
        Engine e = RaceHorizonTest.engine(p, horizons);
        e.executor().races().passOrderedAtomics(pass);
        return e;
    }

    private static void assertSameAnswers(Engine expected, Engine actual, String what) {
        RaceHorizonTest.assertSameAnswers(expected, actual, what);
        assertEquals(expected.racesUnlisted(), actual.racesUnlisted(), what + ": invocations with races not listed");
        assertEquals(expected.state.globals.raceCounts(), actual.state.globals.raceCounts(), what + ": tallies");
    }

    @Test
    void aCounterOfDeviceScopeAtomicAddsInThreeWorkgroupsVisitsNoPair_VkMmDataRace() {
        Program p = EngineBench.reduction(3, 8, 4, 1);
        Engine e = engine(p, true, true);
        e.run(Scheduler.roundRobin(), StopCondition.NEVER, 100_000);
        // each workgroup's invocation 0 adds to the result once, at device scope: the second and third pass over
        assertEquals(2, e.executor().races().orderedAtomicsPassed());
        assertEquals(List.of(), e.races());
    }

    @Property(tries = 200)
    void passingOverOrderedAtomicsFindsTheRacesOfTheFullScan(@ForAll long seed) {
        Program p = CrowdPrograms.generate(seed, true);
        boolean horizons = (seed & 1) == 0;
        Engine passing = engine(p, true, horizons);
        RaceHorizonTest.runRandom(passing, new SplittableRandom(seed), 3000);
        Engine full = engine(p, false, horizons);
        RaceHorizonTest.replay(full, passing.decisions());
        assertSameAnswers(full, passing, "atomic crowd program " + seed);
        Statistics.label("races").collect(!passing.races().isEmpty());
        Statistics.label("passed over").collect(passing.executor().races().orderedAtomicsPassed() > 0)
                .coverage(c -> c.check(true).percentage(pc -> pc > 30));
    }

    @Property(tries = 100)
    void steppingBackAndSeekingGiveTheFullScansAnswers(@ForAll long seed) {
        Program p = CrowdPrograms.generate(seed, true);
        SplittableRandom r = new SplittableRandom(seed);
        Engine passing = engine(p, true, false);
        RaceHorizonTest.runRandom(passing, r, 3000);
        List<Decision> first = List.copyOf(passing.decisions());
        int k = r.nextInt(first.size() + 1);
        passing.seek(k);
        Engine fresh = engine(p, false, false);
        RaceHorizonTest.replay(fresh, first.subList(0, k));
        assertSameAnswers(fresh, passing, "seed " + seed + " seek to " + k);
        for (Location l : fresh.touchedLocations()) {
            assertEquals(fresh.location(l).atomicsOnly(), passing.location(l).atomicsOnly(), "seed " + seed + ": " + l);
        }
        while (passing.position() > k / 2) {
            passing.stepBack();
        }
        RaceHorizonTest.runRandom(passing, new SplittableRandom(r.nextLong()), 3000);
        Engine full = engine(p, false, false);
        RaceHorizonTest.replay(full, passing.decisions().subList(0, passing.position()));
        assertSameAnswers(full, passing, "seed " + seed + " after going back and taking another future");
    }
}
