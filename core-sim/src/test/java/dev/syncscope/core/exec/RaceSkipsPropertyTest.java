package dev.syncscope.core.exec;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The data-race check's skip links ({@link RaceSkips}: runs of earlier accesses whose invocations are saturated,
 * passed over by a saturated access) give exactly the answers of visiting every pair: on kernels run by 10 to 40
 * invocations ({@link CrowdPrograms}), the same races in the same order with the same explanations, the same tallies
 * of races not listed, the same diagnostics and events; and stepping back, seeking and taking another future from
 * there give the answers of a fresh full scan of the same decisions (the links hold only while tallies grow).
 */
class RaceSkipsPropertyTest {

    /** An engine that passes over saturated runs ({@code true}) or visits every pair; horizons everywhere or never. */
    private static Engine engine(Program p, boolean skips, boolean horizons) {
        Engine e = RaceHorizonTest.engine(p, horizons);
        e.executor().races().skipSaturated(skips);
        return e;
    }

    /** The same races, tallies, diagnostics and events as {@code expected}. */
    private static void assertSameAnswers(Engine expected, Engine actual, String what) {
        RaceHorizonTest.assertSameAnswers(expected, actual, what);
        assertEquals(expected.racesUnlisted(), actual.racesUnlisted(), what + ": invocations with races not listed");
        assertEquals(expected.state.globals.raceCounts(), actual.state.globals.raceCounts(), what + ": tallies");
    }

    @Property(tries = 200)
    void skippingSaturatedRunsListsTheRacesAndTalliesOfTheFullScan(@ForAll long seed) {
        Program p = CrowdPrograms.generate(seed);
        boolean horizons = (seed & 1) == 0;
        Engine skipping = engine(p, true, horizons);
        RaceHorizonTest.runRandom(skipping, new SplittableRandom(seed), 3000);
        Engine full = engine(p, false, horizons);
        RaceHorizonTest.replay(full, skipping.decisions());
        assertSameAnswers(full, skipping, "crowd program " + seed);
        Statistics.label("races not listed").collect(skipping.racesUnlisted() > 0);
        Statistics.label("skip links taken").collect(skipping.executor().races().linksTaken() > 0)
                .coverage(c -> c.check(true).percentage(pc -> pc > 30));
    }

    @Property(tries = 100)
    void steppingBackSeekingAndAnotherFutureGiveTheFullScansAnswers(@ForAll long seed) {
        Program p = CrowdPrograms.generate(seed);
        SplittableRandom r = new SplittableRandom(seed);
        Engine skipping = engine(p, true, false);
        RaceHorizonTest.runRandom(skipping, r, 3000);
        List<Decision> first = List.copyOf(skipping.decisions());
        // back and forth across the whole run: seek (via checkpoints or undo), redo, then a different future
        int k = r.nextInt(first.size() + 1);
        skipping.seek(k);
        Engine fresh = engine(p, false, false);
        RaceHorizonTest.replay(fresh, first.subList(0, k));
        assertSameAnswers(fresh, skipping, "seed " + seed + " seek to " + k);
        for (Location l : fresh.touchedLocations()) {
            assertEquals(fresh.location(l), skipping.location(l), "seed " + seed + " at " + k + ": " + l);
        }
        skipping.seek(first.size());
        skipping.seek(k);
        for (int round = 0; round < 3 && skipping.position() > 0; round++) {
            int back = r.nextInt(skipping.position() + 1);
            while (skipping.position() > back) {
                skipping.stepBack();
            }
            RaceHorizonTest.runRandom(skipping, new SplittableRandom(r.nextLong()), 3000);
        }
        Engine full = engine(p, false, false);
        RaceHorizonTest.replay(full, skipping.decisions().subList(0, skipping.position()));
        assertSameAnswers(full, skipping, "seed " + seed + " after going back and taking other futures");
        Statistics.label("skip links taken").collect(skipping.executor().races().linksTaken() > 0)
                .coverage(c -> c.check(true).percentage(pc -> pc > 30));
    }
}
