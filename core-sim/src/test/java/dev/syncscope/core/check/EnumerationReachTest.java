package dev.syncscope.core.check;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The enumeration leaves out read values no chain of one execution's RMWs reaches ({@link EnumerationReach}): two
 * invocations adding 1 to one counter four times each stopped at the limit of 100,000 paths per invocation (session 58),
 * since each round's paths chained their own adds onto every value of the round before (values up to 21 by the fifth
 * round, where no execution holds more than 8). RmwPruningAgreesPropertyTest compares the checker with and without
 * the pruning on random programs of adds, exchanges and compare-exchanges.
 */
class EnumerationReachTest {

    private static final CheckOptions OPTIONS = CheckOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(60));

    /** Two threads, each adding 1 to x at device scope {@code adds} times. */
    private static Program adders(int adds) {
        Tiny t = new Tiny();
        Reference x = t.var("x", Tiny.SC0);
        for (int i = 0; i < 2; i++) {
            t.thread(i, i);
            for (int k = 0; k < adds; k++) {
                t.add(x, 1, Tiny.atom(Tiny.DEV));
            }
        }
        return t.build();
    }

    @Test
    void twoInvocationsAddingFourTimesEachAreCheckedWhole_VkMmScopedModificationOrder() {
        CheckResult r = new AxiomaticChecker(OPTIONS, SpinRepeats.MAX_PERIOD, true).check(adders(4));
        assertTrue(r.complete(), r.limitMessage());
        // the additions' modification order interleaves the two threads' four in order: C(8, 4) executions
        assertEquals(70, r.consistentExecutions().size());
        assertEquals(Set.of(8L), r.definedOutcomes().stream().map(o -> o.values().get("x")).collect(
                java.util.stream.Collectors.toSet()));
        assertTrue(r.consistentExecutions().stream().allMatch(e -> e.dataRacePairs() == 0));
    }

    @Test
    void withoutThePruningTheSameAddsStopAtAPathLimit() {
        CheckResult r = new AxiomaticChecker(OPTIONS.withMaxTracesPerAgent(20_000), SpinRepeats.MAX_PERIOD, false)
                .check(adders(4));
        assertFalse(r.complete(), "the enumeration without the pruning must stop for the test above to mean anything");
        assertEquals(CheckLimit.Kind.PATHS, r.limit().kind(), r.limitMessage());
    }

    @Test
    void aValueBeyondTheRoundsBoundIsLeftOutAndTheRoundValidatedAgainstWhatItSaw() {
        Program p = adders(1);
        Location x = p.launch().references().get(0).location(0);
        EnumerationReach reach = new EnumerationReach(p.launch(), true);
        // seen: the RMW steps 0 → 1 and 1 → 2, each on a path of one RMW; the round's bound is that one RMW
        reach.added(0, List.of(new Trace.Step(add(p), 0L, 1L)));
        reach.added(0, List.of(new Trace.Step(add(p), 1L, 2L)));
        reach.startRound();
        // 1 is one step from the initial value, within the bound; 5 has no known chain and stays too
        assertArrayEquals(new long[] {0, 1, 5}, reach.keep(x, new long[] {0, 1, 5}));
        // 2 is two steps away, beyond a bound of 1
        assertArrayEquals(new long[] {0, 1}, reach.keep(x, new long[] {0, 1, 2}));
        // the round saw nothing more: 2 is still beyond, and the round stands
        assertTrue(reach.validate(false));
        // a cut: an execution that never ends may make more RMWs; the pruning stops for good
        reach.startRound();
        assertArrayEquals(new long[] {0, 1}, reach.keep(x, new long[] {0, 1, 2}));
        assertFalse(reach.validate(true));
        reach.startRound();
        assertArrayEquals(new long[] {0, 1, 2}, reach.keep(x, new long[] {0, 1, 2}));
        // values were left out before the cut: rounds that end without closed value sets start again, once
        assertTrue(reach.restart());
        assertFalse(reach.restart());
    }

    @Test
    void aRoundThatSawALongerPrefixIsExploredAgain() {
        Program p = adders(1);
        Location x = p.launch().references().get(0).location(0);
        EnumerationReach reach = new EnumerationReach(p.launch(), true);
        reach.added(0, List.of(new Trace.Step(add(p), 0L, 1L)));
        reach.added(0, List.of(new Trace.Step(add(p), 0L, 1L), new Trace.Step(add(p), 1L, 2L)));
        // bound 2 at the start of the first round the steps 0 → 1 → 2 → 3 were seen in
        reach.startRound();
        reach.added(1, List.of(new Trace.Step(add(p), 2L, 3L)));
        assertArrayEquals(new long[] {0, 1, 2}, reach.keep(x, new long[] {0, 1, 2, 3}));
        // thread 1 made an RMW too: the bound is now 3, and 3 is three steps away, within it
        assertFalse(reach.validate(false));
        reach.startRound();
        assertArrayEquals(new long[] {0, 1, 2, 3}, reach.keep(x, new long[] {0, 1, 2, 3}));
        assertTrue(reach.validate(false));
        assertTrue(reach.restart(), "values were left out in some round");
        assertFalse(reach.restart(), "once only");
    }

    /** Thread 0's add action of {@code p}. */
    private static dev.syncscope.core.model.Action add(Program p) {
        return p.initial().get(0).next();
    }
}
