package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.model.CutKind;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Which level answers a check that deepens its spin bound ({@link SpinDeepening}), with each level's result given:
 * a race found at a smaller bound is one at every bound (its execution runs to its end within the smaller bound), so
 * it stands when the time runs out later; a smaller bound's lack of races is no claim about every execution.
 */
class SpinDeepeningTest {
    /** The executions of a message-passing kernel with a race on data (VK MM: Data Race), and of one without. */
    private static List<Execution> racy;
    private static List<Execution> clean;

    private static final String MP = """
            #version 450
            layout(local_size_x = 2) in;
            layout(binding = 0) %s buffer D { uint data; };
            layout(binding = 1) buffer F { uint flag; };
            void main() {
                if (gl_LocalInvocationID.x == 0) { data = 1; %s atomicExchange(flag, 1u); }
                else if (atomicOr(flag, 0u) == 1u) { %s data += 10; }
            }
            """;

    @BeforeAll
    static void executions() {
        racy = new AxiomaticChecker().check(KernelLoader.load("racy.comp", MP.formatted("", "", "")).program())
                .executions();
        clean = new AxiomaticChecker().check(KernelLoader.load("clean.comp", MP.formatted("coherent",
                "memoryBarrier();", "memoryBarrier();")).program()).executions();
        assertTrue(racy.stream().anyMatch(e -> e.consistent() && !e.races().isEmpty()));
        assertTrue(clean.stream().allMatch(e -> e.races().isEmpty()) && !clean.isEmpty());
    }

    private static final CutPath SPIN = new CutPath(CutKind.SPIN_BOUND, "T1: spin");

    private static CheckResult complete(List<Execution> executions, List<CutPath> cuts) {
        return new CheckResult(CheckResult.Status.COMPLETE, "", executions, executions.size(), List.of(),
                Duration.ofMillis(5), cuts, List.of(), null);
    }

    private static CheckResult stopped(List<Execution> executions, CheckLimit limit) {
        return new CheckResult(CheckResult.Status.LIMIT_REACHED, limit.english(), executions, executions.size(),
                List.of(), Duration.ofMillis(1000), List.of(SPIN), List.of(), limit);
    }

    private static final CheckLimit TIME = CheckLimit.of(CheckLimit.Kind.TIME, 1000L);

    /** Levels answering as {@code results} says (a missing one fails), recording the bounds asked for. */
    private static IntFunction<CheckResult> levels(Map<Integer, CheckResult> results, List<Integer> asked) {
        return bound -> {
            asked.add(bound);
            CheckResult r = results.get(bound);
            assertTrue(r != null, "spin bound " + bound + " was not expected to be checked");
            return r;
        };
    }

    @Test
    void aLevelWhereNoWaitReachedTheBoundIsTheAnswerAndNoLargerBoundIsChecked() {
        CheckResult noCut = complete(clean, List.of());
        List<Integer> asked = new ArrayList<>();
        assertSame(noCut, SpinDeepening.check(32, levels(Map.of(2, noCut), asked)));
        assertEquals(List.of(2), asked);
    }

    @Test
    void theBoundAskedForAnswersAsWithoutTheDeepeningWhenItsCheckCompletes() {
        CheckResult full = complete(clean, List.of(SPIN));
        List<Integer> asked = new ArrayList<>();
        CheckResult r = SpinDeepening.check(64, levels(Map.of(2, complete(clean, List.of(SPIN)), 8,
                complete(racy, List.of(SPIN)), 32, complete(racy, List.of(SPIN)), 64, full), asked));
        assertSame(full, r);
        assertEquals(List.of(2, 8, 32, 64), asked);
        // a bound no larger than the first level is checked alone
        asked.clear();
        assertSame(full, SpinDeepening.check(2, levels(Map.of(2, full), asked)));
        assertEquals(List.of(2), asked);
    }

    @Test
    void aLevelWhoseEveryCutIsAWaitLongerThanAnyExecutionNeedsGoesStraightToTheBoundAskedFor() {
        CutPath wait = new CutPath(CutKind.ENDLESS_WAIT, "T1: a longer wait adds nothing");
        CheckResult full = complete(clean, List.of(wait));
        List<Integer> asked = new ArrayList<>();
        assertSame(full, SpinDeepening.check(32, levels(Map.of(2, complete(clean, List.of(wait)), 32, full), asked)));
        assertEquals(List.of(2, 32), asked);
        // and when that one runs out of time, every execution that ends was checked at the smaller bound
        CheckResult r = SpinDeepening.check(32, levels(Map.of(2, complete(clean, List.of(wait)), 32,
                stopped(List.of(), TIME)), new ArrayList<>()));
        assertEquals(CheckLimit.of(CheckLimit.Kind.TIME_SPIN_CHECKED, 1000L, 32L, 32L, 2L), r.limit());
    }

    @Test
    void whenTheTimeRunsOutTheRaceOfTheDeepestLevelCheckedInFullStandsAndTheCheckIsIncomplete() {
        CheckResult eight = complete(racy, List.of(SPIN));
        CheckResult r = SpinDeepening.check(32, levels(Map.of(2, complete(clean, List.of(SPIN)), 8, eight, 32,
                stopped(List.of(), TIME)), new ArrayList<>()));
        assertFalse(r.complete());
        // VK MM: Data Race: an execution of spin bound 8 runs to its end, so it is one at every larger bound
        assertTrue(r.hasRace());
        assertEquals(eight.executions(), r.executions());
        assertEquals(CheckLimit.of(CheckLimit.Kind.TIME_SPIN_CHECKED, 1000L, 32L, 32L, 8L), r.limit());
        assertEquals(r.limit().english(), r.limitMessage());
        assertEquals(eight.cuts(), r.cuts());
    }

    @Test
    void aSmallerBoundWithoutRaceLeavesTheAnswerOpenWhenALargerOneRunsOutOfTime() {
        CheckResult r = SpinDeepening.check(32, levels(Map.of(2, complete(clean, List.of(SPIN)), 8,
                complete(clean, List.of(SPIN)), 32, stopped(List.of(), TIME)), new ArrayList<>()));
        // a race of a longer wait is not excluded: never a complete, race-free answer
        assertFalse(r.complete());
        assertFalse(r.hasRace());
        assertEquals(CheckLimit.of(CheckLimit.Kind.TIME_SPIN_CHECKED, 1000L, 32L, 32L, 8L), r.limit());
    }

    @Test
    void aRaceFoundByTheLevelThatRanOutOfTimeIsTheAnswerWhenTheLevelCheckedInFullHasNone() {
        CheckResult partial = stopped(racy, CheckLimit.of(CheckLimit.Kind.TIME_EXPLORING, 1000L, "T1"));
        CheckResult r = SpinDeepening.check(32, levels(Map.of(2, complete(clean, List.of(SPIN)), 8, partial),
                new ArrayList<>()));
        assertFalse(r.complete());
        assertTrue(r.hasRace());
        assertEquals(racy, r.executions());
        assertEquals(CheckLimit.of(CheckLimit.Kind.TIME_SPIN_LEVEL, 1000L, 8L, 32L), r.limit());
    }

    @Test
    void theFirstLevelRunningOutOfTimeAnswersWithWhatItFoundNamingItsBound() {
        List<Integer> asked = new ArrayList<>();
        CheckResult r = SpinDeepening.check(32, levels(Map.of(2, stopped(clean, TIME)), asked));
        assertEquals(List.of(2), asked);
        assertFalse(r.complete());
        assertEquals(clean, r.executions());
        assertEquals(CheckLimit.of(CheckLimit.Kind.TIME_SPIN_LEVEL, 1000L, 2L, 32L), r.limit());
    }

    @Test
    void aLevelRunningOutOfTimeBeforeItCutAnyWaitAnswersAsTheBoundAskedForWould() {
        // nothing was cut at the spin bound yet: the paths explored are those the bound asked for explores first
        CheckResult partial = new CheckResult(CheckResult.Status.LIMIT_REACHED, TIME.english(), clean, 1, List.of(),
                Duration.ofMillis(1000), List.of(), List.of(), TIME);
        List<Integer> asked = new ArrayList<>();
        assertSame(partial, SpinDeepening.check(32, levels(Map.of(2, partial), asked)));
        assertEquals(List.of(2), asked);
    }

    @Test
    void theCandidateLimitAtTheBoundAskedForLeavesTheRaceOfTheDeepestLevelCheckedInFull() {
        // the window's check (two minutes, a million candidates) met the candidate limit first on the audit's kernel
        CheckResult r = SpinDeepening.check(32, levels(Map.of(2, complete(racy, List.of(SPIN)), 8,
                complete(racy, List.of(SPIN)), 32, stopped(List.of(), CheckLimit.of(CheckLimit.Kind.CANDIDATES,
                1000000L))), new ArrayList<>()));
        assertFalse(r.complete());
        assertTrue(r.hasRace());
        assertEquals(CheckLimit.of(CheckLimit.Kind.CANDIDATES_SPIN_CHECKED, 1000000L, 32L, 32L, 8L), r.limit());
        assertEquals(8, r.limit().spinBoundChecked());
        assertTrue(r.limitMessage().startsWith(CheckLimit.CANDIDATES_REASON), r::limitMessage);
    }

    @Test
    void anotherLimitAtASmallerBoundGoesStraightToTheBoundAskedFor() {
        CheckResult full = complete(clean, List.of(SPIN));
        List<Integer> asked = new ArrayList<>();
        CheckResult r = SpinDeepening.check(32, levels(Map.of(2, stopped(List.of(),
                CheckLimit.of(CheckLimit.Kind.CANDIDATES, 10L)), 32, full), asked));
        assertSame(full, r);
        assertEquals(List.of(2, 32), asked);
    }

    @Test
    void theBoundAskedForRunningOutOfTimeWithNoLevelCheckedInFullAnswersAsBefore() {
        CheckResult full = stopped(List.of(), TIME);
        List<Integer> asked = new ArrayList<>();
        assertSame(full, SpinDeepening.check(32, levels(Map.of(2, stopped(List.of(),
                CheckLimit.of(CheckLimit.Kind.EVENTS, 10L, 11L)), 32, full), asked)));
        assertEquals(List.of(2, 32), asked);
    }
}
