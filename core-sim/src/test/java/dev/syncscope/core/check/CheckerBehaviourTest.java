package dev.syncscope.core.check;

import dev.syncscope.core.litmus.ArithOp;
import dev.syncscope.core.litmus.Condition;
import dev.syncscope.core.litmus.Operand;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static dev.syncscope.core.check.Tiny.DEV;
import static dev.syncscope.core.check.Tiny.SC0;
import static dev.syncscope.core.check.Tiny.WG;
import static dev.syncscope.core.check.Tiny.acqRel;
import static dev.syncscope.core.check.Tiny.atom;
import static dev.syncscope.core.check.Tiny.av;
import static dev.syncscope.core.check.Tiny.check;
import static dev.syncscope.core.check.Tiny.reg;
import static dev.syncscope.core.check.Tiny.where;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Outcomes, limits, loops, barrier well-formedness and the reported data. */
class CheckerBehaviourTest {

    private static Tiny storeBuffering() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, atom(DEV)).ld(y, atom(DEV));
        t.thread(1, 1).st(y, 1, atom(DEV)).ld(x, atom(DEV));
        return t;
    }

    @Test
    void storeBufferingWithRelaxedAtomicsAllowsAllFourOutcomes() {
        CheckResult r = check(storeBuffering().build());
        Set<List<Long>> seen = r.allowedOutcomes().stream()
                .map(o -> List.of(o.values().get("P0:r0"), o.values().get("P1:r0"))).collect(Collectors.toSet());
        assertEquals(Set.of(List.of(0L, 0L), List.of(0L, 1L), List.of(1L, 0L), List.of(1L, 1L)), seen);
        assertTrue(r.complete());
        assertFalse(r.hasRace());
    }

    @Test
    void interruptedCheckStopsAsCancelled() {
        Thread.currentThread().interrupt();
        try {
            CheckResult r = new AxiomaticChecker().check(storeBuffering().build());
            assertEquals(CheckResult.Status.LIMIT_REACHED, r.status());
            assertEquals("cancelled", r.limitMessage());
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void candidateLimitStopsWithLimitReached() {
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxCandidates(2)).check(storeBuffering().build());
        assertEquals(CheckResult.Status.LIMIT_REACHED, r.status());
        assertTrue(r.limitMessage().contains("candidate limit"));
        assertEquals(2, r.candidates());
    }

    @Test
    void pathLimitPerInvocationStopsWithLimitReachedNamingTheInvocation() {
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withMaxTracesPerAgent(1))
                .check(storeBuffering().build());
        assertEquals(CheckResult.Status.LIMIT_REACHED, r.status());
        assertEquals("agent P0 has more than 1 paths", r.limitMessage());
    }

    @Test
    void timeLimitStopsWithLimitReached() {
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withTimeLimit(Duration.ZERO))
                .check(storeBuffering().build());
        assertEquals(CheckResult.Status.LIMIT_REACHED, r.status());
        assertTrue(r.limitMessage().contains("time limit"));
    }

    /** P0 stores flag = 1; P1 loads flag until it reads a value other than 0 (at most {@code loopBound} jumps back). */
    private static Tiny spinOnFlag(int loopBound) {
        Tiny t = new Tiny();
        t.builder.loopBound(loopBound);
        Reference flag = t.var("flag", SC0);
        t.thread(0, 0).st(flag, 1, atom(DEV));
        t.thread(1, 1);
        t.code().label("spin", t.next());
        t.ld(flag, atom(DEV));
        t.code().branch("r0", Condition.EQ, Operand.constant(0), "spin", t.next());
        return t;
    }

    @Test
    void spinLoopPathsBeyondTheBoundAreReportedAndTheRestChecked() {
        // a loop bound below the smallest spin bound checked (2, SpinDeepening): the loop bound cuts the wait
        CheckResult r = check(spinOnFlag(1).build());
        assertTrue(r.complete());
        assertTrue(r.diagnostics().stream().anyMatch(d -> d.contains("P1") && d.contains("BOUND_EXCEEDED")),
                r.diagnostics().toString());
        assertEquals(Set.of(1L), r.allowedOutcomes().stream().map(o -> o.values().get("P1:r0")).collect(Collectors.toSet()));
        assertTrue(r.pathsCut());
        assertEquals(1, r.cutPaths().size(), "one place, however many paths: " + r.cutPaths());
        assertTrue(r.cutPaths().get(0).startsWith("P1: loop bound of 1 backward jumps exceeded"), r.cutPaths().toString());
    }

    /** Checks {@code program} on a thread with a 256 KB stack, failing on anything it throws. */
    private static CheckResult checkOnASmallStack(Program program) throws InterruptedException {
        CheckResult[] result = new CheckResult[1];
        Throwable[] thrown = new Throwable[1];
        Thread small = new Thread(null, () -> {
            try {
                result[0] = check(program);
            } catch (Throwable e) {
                thrown[0] = e;
            }
        }, "small-stack", 256 * 1024);
        small.start();
        small.join();
        assertEquals(null, thrown[0], () -> String.valueOf(thrown[0]));
        return result[0];
    }

    @Test
    void aPathAsLongAsTheCheckersOwnBoundIsCutThereWithoutOverflowingTheStack() throws Exception {
        // 10,000 actions on one path: the recursive search needed 20,000 frames (the CLI's check of
        // spin-noncoherent-flag.comp died of a StackOverflowError); a small stack makes that certain
        Tiny t = new Tiny();
        t.builder.loopBound(1_000_000);
        Reference x = t.var("x", SC0);
        t.thread(0, 0);
        t.code().label("loop", t.next());
        t.st(x, 1, atom(DEV));
        t.code().branch("r0", Condition.EQ, Operand.constant(0), "loop", t.next());
        var program = t.build();
        CheckResult result = checkOnASmallStack(program);
        assertTrue(result.complete(), result::limitMessage);
        // placed at the action past the bound (the store, line 3 of the tiny program)
        assertEquals(List.of("P0: more than 10000 actions (at tiny.litmus:3:1) on one path (the checker's bound of 10000"
                + " actions a path, which check --max-actions raises)"), result.cutPaths());
    }

    @Test
    void aCandidateWithThousandsOfReadsIsSearchedWithoutOverflowingTheStack() throws Exception {
        // 5,000 reads in one candidate: a search recursing per read needs 5,000 frames or more, as a kernel of
        // thousands of invocations does; the candidate search keeps its own stack
        Tiny t = new Tiny();
        for (int p = 0; p < 50; p++) {
            Reference x = t.var("x" + p, SC0);
            t.thread(p, p);
            for (int i = 0; i < 100; i++) {
                t.ld(x, Tiny.PLAIN);
            }
        }
        var program = t.build();
        CheckResult result = checkOnASmallStack(program);
        assertTrue(result.complete(), result::limitMessage);
        assertEquals(1, result.candidates(), "every read has the initial value as its only source");
        assertEquals(1, result.allowedOutcomes().size());
    }

    @Test
    void aSpinLoopIsCutOnceItsLoadRepeatsTheSameValueThirtyThreeTimesAndTheExitsAreChecked() {
        // without the spin bound this path ran to 10,000 loads, and the check to its time limit
        // the default spin bound alone, without the smaller ones checked first (SpinDeepening)
        CheckResult r = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(true))
                .checkAtBound(spinOnFlag(1_000_000).build(), System.nanoTime());
        assertTrue(r.complete(), r::limitMessage);
        assertEquals(1, r.cutPaths().size(), r.cutPaths()::toString);
        assertTrue(r.cutPaths().get(0).startsWith("P1: read flag = 0 at "), r.cutPaths()::toString);
        assertTrue(r.cutPaths().get(0).contains(" 33 times in a row with no write in between (a spin loop"),
                r.cutPaths()::toString);
        assertEquals(Set.of(1L), r.allowedOutcomes().stream().map(o -> o.values().get("P1:r0")).collect(Collectors.toSet()));
    }

    @Test
    void aCheckWithNoLoopCutsNoPath() {
        CheckResult r = check(storeBuffering().build());
        assertFalse(r.pathsCut(), r.cutPaths().toString());
    }

    @Test
    void barrierInstancesMetInDifferentOrdersGiveNoExecution() {
        Tiny t = new Tiny();
        t.thread(0, 0).cbar(WG, acqRel(SC0), 1).cbar(WG, acqRel(SC0), 2);
        t.thread(1, 0).cbar(WG, acqRel(SC0), 2).cbar(WG, acqRel(SC0), 1);
        CheckResult r = check(t.build());
        assertTrue(r.executions().isEmpty());
        assertTrue(r.diagnostics().get(0).contains("different orders"));
    }

    @Test
    void failedCompareExchangeOnlyReads() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).cas(x, 5, 9, atom(DEV));
        CheckResult r = check(t.build());
        Execution e = r.consistentExecutions().get(0);
        assertFalse(e.events().get(0).isWrite());
        assertEquals(Map.of(new Location("x", 0), List.of(0L)), e.finalValues());
    }

    @Test
    void finalValueIsTheLastWriteInLocationOrder() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, Tiny.PLAIN).st(x, 2, Tiny.PLAIN);
        Outcome o = check(t.build()).allowedOutcomes().iterator().next();
        assertEquals(2L, o.values().get("x"));
    }

    @Test
    void raceReportNamesBothSitesAgentsAndTheMissingLink() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, av(DEV));
        t.thread(1, 1).ld(x, Tiny.vis(DEV));
        Race race = where(check(t.build()), reg("P1:r0", 1)).get(0).races().get(0);
        assertEquals("P0", race.first().agentName());
        assertEquals("P1", race.second().agentName());
        assertTrue(race.first().source().line() < race.second().source().line());
        assertTrue(race.missingLink().contains("no happens-before"), race.missingLink());
    }

    @Test
    void executionExposesTheRelationsForAWitness() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        Reference y = t.var("y", SC0);
        t.thread(0, 0).st(x, 1, av(DEV)).st(y, 1, atom(DEV, Tiny.rel(SC0)));
        t.thread(1, 1).ld(y, atom(DEV, Tiny.acq(SC0))).ld(x, Tiny.vis(DEV));
        Execution e = where(check(t.build()), reg("P1:r0", 1)).get(0);
        assertTrue(e.relation(RelationKind.PO).contains(0, 1));
        assertTrue(e.relation(RelationKind.RF).contains(1, 2));
        assertTrue(e.relation(RelationKind.SW).contains(1, 2));
        assertTrue(e.relation(RelationKind.HB).contains(0, 3));
        assertTrue(e.relation(RelationKind.LOCORD).contains(0, 3));
        assertTrue(e.relation(RelationKind.RACE).isEmpty());
    }

    @Test
    void allCandidatesModeKeepsInconsistentExecutionsWithTheirVerdict() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        t.thread(0, 0).st(x, 1, atom(DEV));
        t.thread(1, 1).ld(x, atom(DEV)).ld(x, atom(DEV));
        CheckResult all = new AxiomaticChecker(CheckOptions.DEFAULT.withConsistentOnly(false)).check(t.build());
        CheckResult consistent = check(t.build());
        assertEquals(consistent.executions().size(), all.consistentExecutions().size());
        List<Execution> stale = all.executions().stream()
                .filter(e -> e.outcomes().stream().anyMatch(reg("P1:r0", 1).and(reg("P1:r1", 0)))).toList();
        assertEquals(1, stale.size());
        assertFalse(stale.get(0).consistent());
    }

    @Test
    void lostUpdateWithRegisterArithmeticTerminatesWithBothFinalValues() {
        Tiny t = new Tiny();
        Reference x = t.var("x", SC0);
        for (int i = 0; i < 2; i++) {
            t.thread(i, i).ld(x, atom(DEV));
            t.code().assign("r1", Operand.register("r0"), ArithOp.ADD, Operand.constant(1), t.next());
            t.code().store(x, 0, Operand.register("r1"), atom(DEV), t.next());
        }
        CheckResult r = check(t.build());
        assertTrue(r.complete(), r.limitMessage());
        assertEquals(Set.of(1L, 2L), r.allowedOutcomes().stream().map(o -> o.values().get("x"))
                .collect(Collectors.toSet()));
    }
}
