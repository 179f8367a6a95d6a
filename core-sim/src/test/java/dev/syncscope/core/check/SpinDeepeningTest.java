package dev.syncscope.core.check;

import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.Program;
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

    /** T1's cut at spin bound {@code bound}, as the checker words it ({@link CutPath#spin}). */
    private static CutPath spinCut(int bound) {
        return new CutPath(CutKind.SPIN_BOUND, "T1: read flag = 0 at k.comp:9 " + (bound + 1) + " times in a row with"
                + " no write in between (a spin loop, cut at the checker's spin bound of " + bound + ", which check"
                + " --spin-bound raises; or step through it with the stepper, which reports a spin that cannot end)",
                CutPath.SPIN_READ, List.of("T1", "flag", List.of(0L), "k.comp:9", (long) bound + 1, (long) bound));
    }

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

    /** The deepening of a kernel's check, which asks about every execution. */
    private static CheckResult deepen(int bound, IntFunction<CheckResult> at) {
        return SpinDeepening.check(bound, at, null);
    }

    @Test
    void aLevelWhereNoWaitReachedTheBoundIsTheAnswerAndNoLargerBoundIsChecked() {
        CheckResult noCut = complete(clean, List.of());
        List<Integer> asked = new ArrayList<>();
        assertSame(noCut, deepen(32, levels(Map.of(2, noCut), asked)));
        assertEquals(List.of(2), asked);
    }

    @Test
    void theBoundAskedForAnswersAsWithoutTheDeepeningWhenItsCheckCompletes() {
        CheckResult full = complete(clean, List.of(SPIN));
        List<Integer> asked = new ArrayList<>();
        CheckResult r = deepen(64, levels(Map.of(2, complete(clean, List.of(SPIN)), 8,
                complete(racy, List.of(SPIN)), 32, complete(racy, List.of(SPIN)), 64, full), asked));
        assertSame(full, r);
        assertEquals(List.of(2, 8, 32, 64), asked);
        // a bound no larger than the first level is checked alone
        asked.clear();
        assertSame(full, deepen(2, levels(Map.of(2, full), asked)));
        assertEquals(List.of(2), asked);
    }

    @Test
    void aLevelWhoseEveryCutIsAWaitNoLargerBoundEndsAnswersInFullAndNoLargerBoundIsChecked() {
        // VK MM: Acyclicity, Data Race: a larger bound adds no execution that ends through such a cut (SpinRepeats,
        // EndlessSpins), so it would answer the same, only later
        CutPath wait = spinCut(8).openWait();
        CheckResult eight = complete(racy, List.of(wait));
        List<Integer> asked = new ArrayList<>();
        CheckResult r = deepen(32, levels(Map.of(2, complete(clean, List.of(SPIN)), 8, eight), asked));
        assertEquals(List.of(2, 8), asked);
        assertTrue(r.complete());
        assertEquals(null, r.limit());
        assertEquals(eight.executions(), r.executions());
        assertEquals(eight.cuts(), r.cuts());
        assertEquals(8, CutPath.sufficientSpinBound(r.cuts()));
        assertEquals("spin bound 8 was checked in full, and every path it cut is in a loop that can never exit or in"
                + " a wait longer than any execution that ends needs: a larger spin bound adds no execution that ends,"
                + " so the spin bound of 32 asked for was not checked (smaller ones first)",
                r.diagnostics().get(r.diagnostics().size() - 1));
        // a cut the larger bound could lengthen into an execution that ends still goes on to it
        asked.clear();
        CheckResult full = complete(clean, List.of(spinCut(32).openWait()));
        assertSame(full, deepen(32, levels(Map.of(2, complete(clean, List.of(spinCut(2).openWait(), SPIN)), 8,
                complete(clean, List.of(SPIN)), 32, full), asked)));
        assertEquals(List.of(2, 8, 32), asked);
    }

    @Test
    void whenTheTimeRunsOutTheRaceOfTheDeepestLevelCheckedInFullStandsAndTheCheckIsIncomplete() {
        CheckResult eight = complete(racy, List.of(SPIN));
        CheckResult r = deepen(32, levels(Map.of(2, complete(clean, List.of(SPIN)), 8, eight, 32,
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
        CheckResult r = deepen(32, levels(Map.of(2, complete(clean, List.of(SPIN)), 8,
                complete(clean, List.of(SPIN)), 32, stopped(List.of(), TIME)), new ArrayList<>()));
        // a race of a longer wait is not excluded: never a complete, race-free answer
        assertFalse(r.complete());
        assertFalse(r.hasRace());
        assertEquals(CheckLimit.of(CheckLimit.Kind.TIME_SPIN_CHECKED, 1000L, 32L, 32L, 8L), r.limit());
    }

    @Test
    void aRaceFoundByTheLevelThatRanOutOfTimeIsTheAnswerWhenTheLevelCheckedInFullHasNone() {
        CheckResult partial = stopped(racy, CheckLimit.of(CheckLimit.Kind.TIME_EXPLORING, 1000L, "T1"));
        CheckResult r = deepen(32, levels(Map.of(2, complete(clean, List.of(SPIN)), 8, partial),
                new ArrayList<>()));
        assertFalse(r.complete());
        assertTrue(r.hasRace());
        assertEquals(racy, r.executions());
        assertEquals(CheckLimit.of(CheckLimit.Kind.TIME_SPIN_LEVEL, 1000L, 8L, 32L), r.limit());
    }

    @Test
    void theFirstLevelRunningOutOfTimeAnswersWithWhatItFoundNamingItsBound() {
        List<Integer> asked = new ArrayList<>();
        CheckResult r = deepen(32, levels(Map.of(2, stopped(clean, TIME)), asked));
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
        assertSame(partial, deepen(32, levels(Map.of(2, partial), asked)));
        assertEquals(List.of(2), asked);
    }

    @Test
    void theCandidateLimitAtTheBoundAskedForLeavesTheRaceOfTheDeepestLevelCheckedInFull() {
        // the window's check (two minutes, a million candidates) met the candidate limit first on the audit's kernel
        CheckResult r = deepen(32, levels(Map.of(2, complete(racy, List.of(SPIN)), 8,
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
        CheckResult r = deepen(32, levels(Map.of(2, stopped(List.of(),
                CheckLimit.of(CheckLimit.Kind.CANDIDATES, 10L)), 32, full), asked));
        assertSame(full, r);
        assertEquals(List.of(2, 32), asked);
    }

    @Test
    void theBoundAskedForRunningOutOfTimeWithNoLevelCheckedInFullAnswersAsBefore() {
        CheckResult full = stopped(List.of(), TIME);
        List<Integer> asked = new ArrayList<>();
        assertSame(full, deepen(32, levels(Map.of(2, stopped(List.of(),
                CheckLimit.of(CheckLimit.Kind.EVENTS, 10L, 11L)), 32, full), asked)));
        assertEquals(List.of(2, 32), asked);
    }

    @Test
    void theCutLinesOfASmallerBoundAnsweringForTheTimeLimitNameTheTimeLimitNotTheSpinBound() {
        // --spin-bound 32 was asked for and bound 8 answers: raising the spin bound would only take longer
        CheckResult eight = new CheckResult(CheckResult.Status.COMPLETE, "", racy, racy.size(),
                List.of(spinCut(8).text(), "another note"), Duration.ofMillis(5), List.of(spinCut(8)), List.of(), null);
        CheckResult r = deepen(32, levels(Map.of(2, complete(clean, List.of(SPIN)), 8, eight, 32,
                stopped(List.of(), TIME)), new ArrayList<>()));
        assertEquals(CheckLimit.Kind.TIME_SPIN_CHECKED, r.limit().kind());
        String line = "T1: read flag = 0 at k.comp:9 9 times in a row with no write in between (a spin loop, cut at"
                + " spin bound 8, which was checked before the spin bound of 32 asked for, and the time limit ran out"
                + " before that one was checked in full: check --time-limit raises the time limit)";
        assertEquals(List.of(line), r.cutPaths());
        assertEquals(CutKind.SPIN_BOUND, r.cuts().get(0).kind());
        assertEquals(CutPath.SPIN_READ + CutPath.TIME_FIRST, r.cuts().get(0).key());
        assertEquals(List.of("T1", "flag", List.of(0L), "k.comp:9", 9L, 8L, 32L), r.cuts().get(0).args());
        assertEquals(List.of(line, "another note"), r.diagnostics());
        // the time limit stopping bound 8 itself, whose race answers
        CheckResult partial = new CheckResult(CheckResult.Status.LIMIT_REACHED, TIME.english(), racy, 1, List.of(),
                Duration.ofMillis(1000), List.of(spinCut(8)), List.of(), TIME);
        r = deepen(32, levels(Map.of(2, complete(clean, List.of(SPIN)), 8, partial), new ArrayList<>()));
        assertEquals(CheckLimit.Kind.TIME_SPIN_LEVEL, r.limit().kind());
        assertTrue(r.cutPaths().get(0).endsWith("(a spin loop, cut at spin bound 8, which was checked before the spin"
                + " bound of 32 asked for, and the time limit ran out before that one was checked in full: check"
                + " --time-limit raises the time limit)"), r.cutPaths()::toString);
        // the candidate limit at the bound asked for names its own option
        r = deepen(32, levels(Map.of(2, complete(clean, List.of(SPIN)), 8, eight, 32, stopped(List.of(),
                CheckLimit.of(CheckLimit.Kind.CANDIDATES, 1000000L))), new ArrayList<>()));
        assertEquals(CutPath.SPIN_READ + CutPath.CANDIDATES_FIRST, r.cuts().get(0).key());
        assertTrue(r.cutPaths().get(0).endsWith("and the candidate limit was reached before that one was checked in"
                + " full: check --max-candidates raises the candidate limit)"), r.cutPaths()::toString);
        // the bound asked for stopped with nothing checked in full before it: its cuts name the spin bound, as before
        CheckResult full = new CheckResult(CheckResult.Status.LIMIT_REACHED, TIME.english(), racy, 1, List.of(),
                Duration.ofMillis(1000), List.of(spinCut(32)), List.of(), TIME);
        assertSame(full, deepen(32, levels(Map.of(2, stopped(List.of(), CheckLimit.of(CheckLimit.Kind.EVENTS, 10L,
                11L)), 32, full), new ArrayList<>())));
    }

    /**
     * A Khronos test whose load of y asks for 1: the plain accesses of x race whatever y reads (no release or acquire;
     * VK MM: Data Race), but the test asks only about the executions whose load reads y = 1.
     */
    private static final String ASKED = """
            NEWWG
            NEWSG
            NEWTHREAD
            st.sc0 x = 1
            st.atom.scopewg.sc0 y = 1
            NEWSG
            NEWTHREAD
            ld.atom.scopewg.sc0 y = 1
            ld.sc0 x
            """;

    @Test
    void aRaceOutsideTheExecutionsALitmusTestAsksAboutDoesNotHideALargerBoundsRaceInsideThem() {
        Program program = new KhronosParser().parse("asked.test", ASKED).program();
        AskedExecutions asked = AskedExecutions.of(program);
        List<Execution> all = new AxiomaticChecker().check(program).consistentExecutions();
        List<Execution> outside = all.stream().filter(e -> !asked.asks(e)).toList();
        List<Execution> inside = all.stream().filter(asked::asks).toList();
        assertTrue(outside.stream().anyMatch(e -> !e.races().isEmpty()), outside::toString);
        assertTrue(inside.stream().anyMatch(e -> !e.races().isEmpty()), inside::toString);
        // bound 8, checked in full, races only where the test does not ask; bound 32, stopped, where it asks
        Map<Integer, CheckResult> levels = Map.of(2, complete(List.of(), List.of(SPIN)), 8,
                complete(outside, List.of(SPIN)), 32, stopped(inside, TIME));
        CheckResult r = SpinDeepening.check(32, levels(levels, new ArrayList<>()), asked);
        assertEquals(inside, r.executions());
        assertTrue(AskedExecutions.racy(r, asked));
        // a kernel asks about every execution: the race checked in full answers
        r = SpinDeepening.check(32, levels(levels, new ArrayList<>()), null);
        assertEquals(outside, r.executions());
        assertEquals(CheckLimit.of(CheckLimit.Kind.TIME_SPIN_CHECKED, 1000L, 32L, 32L, 8L), r.limit());
    }

    @Test
    void theCutLinesOfASmallerBoundBeingCheckedWhenTheCheckWasStoppedSaySoNotThatTheSpinBoundRaisesIt() {
        // a check cancelled, or stopped because a stepper run beside it answered (suite.CheckWithWitness), at bound 8
        CheckLimit cancelled = CheckLimit.of(CheckLimit.Kind.CANCELLED);
        CheckResult partial = new CheckResult(CheckResult.Status.LIMIT_REACHED, cancelled.english(), List.of(), 0,
                List.of(spinCut(8).text()), Duration.ofMillis(3000), List.of(spinCut(8)), List.of(), cancelled);
        CheckResult r = deepen(32, levels(Map.of(2, complete(clean, List.of(SPIN)), 8, partial), new ArrayList<>()));
        assertEquals(CheckLimit.Kind.CANCELLED, r.limit().kind());
        String line = "T1: read flag = 0 at k.comp:9 9 times in a row with no write in between (a spin loop, cut at"
                + " spin bound 8, which was being checked before the spin bound of 32 asked for when the check was"
                + " stopped)";
        assertEquals(List.of(line), r.cutPaths());
        assertEquals(List.of(line), r.diagnostics());
        assertEquals(CutPath.SPIN_READ + CutPath.STOPPED_FIRST, r.cuts().get(0).key());
    }
}
