package dev.syncscope.core.diff;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.diff.LitmusSpec.Acc;
import dev.syncscope.core.diff.LitmusSpec.Barrier;
import dev.syncscope.core.diff.LitmusSpec.Inv;
import dev.syncscope.core.diff.LitmusSpec.Kind;
import dev.syncscope.core.diff.LitmusSpec.Load;
import dev.syncscope.core.diff.LitmusSpec.MemBar;
import dev.syncscope.core.diff.LitmusSpec.Op;
import dev.syncscope.core.diff.LitmusSpec.Rmw;
import dev.syncscope.core.diff.LitmusSpec.Sem;
import dev.syncscope.core.diff.LitmusSpec.Store;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The differential property of {@link StepperAgreesWithCheckerPropertyTest} on programs that are mostly race-free,
 * where its claims are strongest: a race-free run's outcome must be an outcome of a consistent race-free execution, and
 * a run that reports no race must not end where only racy executions do ({@link StepperOracle}). That property's
 * programs are 98 % racy (5,665 of 5,801 compared in a run of 6,000 tries, session 70: plain accesses and atomics of
 * narrow scopes across workgroups race), so the stepper's race-free answers were compared on about 2 programs in 100.
 * In the first property every invocation is in one queue family, the atomics are of queue-family or device scope
 * through unaliased references (so any two are mutually ordered: VK MM: Atomic Operation, "potentially-mutually-
 * ordered", and race with nothing: VK MM: Data Race), each with random semantics, beside memory barriers, control
 * barriers of workgroup execution scope, and now and then a plain, non-private or MakeAvailable/MakeVisible access,
 * which may race (the statistic {@code program racy} gives the share). The two others (session 71) move the invocations
 * across two queue families with device-scope atomics, and into one workgroup with workgroup-scope atomics; a fourth
 * (session 72) into one subgroup with subgroup-scope atomics and control barriers. Since session 72 x and y are each of
 * class StorageBuffer, Workgroup or Image, semantics name any non-empty set of the three (the Image class, whose writes
 * no other property's semantics carry, and semantics naming a class no access has), and compare-exchanges are among the
 * atomics; since session 73 their Unequal semantics are their own, and up to four control barriers (three found a
 * checker bug); since session 74 a third variable z of another class than x's (it found a checker bug: a visibility
 * chain through an atomic of z); runs: docs/differential-testing.md. (Through aliased references the atomics are not
 * mutually ordered, which needs "the same reference", and race: 99 % of such programs were racy in a run of 3,000, so
 * there is no race-free property of them.) Tries: {@code jqwik.tries.default} (100 each; raise with
 * {@code -Djqwik.tries.default=N}).
 */
class RaceFreeStepperAgreesWithCheckerPropertyTest {

    private static final Arbitrary<Integer> BIT = Arbitraries.integers().between(0, 1);
    /** Semantics name any non-empty set of the three classes x and y may have (session 72: Image too). */
    private static final Arbitrary<Integer> CLASS_SETS = LitmusSpecs.classSet(3);
    /** A control barrier of workgroup execution scope (so it holds every invocation of the workgroup). */
    private static final Arbitrary<Barrier> WORKGROUP_BARRIER = barrier(Arbitraries.just(Scope.WORKGROUP),
            Arbitraries.of(Scope.WORKGROUP, Scope.QUEUE_FAMILY, Scope.DEVICE));

    @Property(maxDiscardRatio = 20)
    void raceFreeRunsEndWhereAConsistentRaceFreeExecutionEnds(@ForAll("programs") LitmusSpec spec) {
        compare(spec);
    }

    /**
     * Invocations of two queue families, their atomics of device scope (the one scope whose instance holds them all):
     * the device domain, and queue-family domains that are not the writer's (VK MM: Availability and Visibility).
     * 4,000 tries in session 71: 3,915 compared, 994 race-free, no disagreement.
     */
    @Property(maxDiscardRatio = 20)
    void raceFreeRunsAcrossQueueFamiliesEndWhereAConsistentRaceFreeExecutionEnds(
            @ForAll("programsOfTwoQueueFamilies") LitmusSpec spec) {
        compare(spec);
    }

    /**
     * Invocations of one workgroup, their atomics of workgroup scope or wider, so every control barrier holds them all
     * and workgroup-scope availability and visibility reach every reader (VK MM: Scope; Availability and Visibility).
     * In session 71 it found a checker bug (an atomic of another storage class was taken for an element of an
     * availability chain: {@code check.AvailabilityVisibilityRulesTest}); after the fix, 3,000 tries: 2,872 compared,
     * 763 race-free, no disagreement.
     */
    @Property(maxDiscardRatio = 20)
    void raceFreeRunsInOneWorkgroupEndWhereAConsistentRaceFreeExecutionEnds(
            @ForAll("programsOfOneWorkgroup") LitmusSpec spec) {
        compare(spec);
    }

    /**
     * Invocations of one subgroup, their atomics of subgroup scope or wider: the subgroup domain, the narrowest one
     * (VK MM: Availability and Visibility, "subgroup instance"), which the other properties reach only through
     * memory barriers and MakeAvailable/MakeVisible accesses of subgroup scope; its control barriers are of subgroup
     * or workgroup execution scope and subgroup, workgroup or device memory scope. 3,000 tries in session 72 (before
     * Image and compare-exchanges joined the generators): 2,885 compared, 785 race-free, no disagreement.
     */
    @Property(maxDiscardRatio = 20)
    void raceFreeRunsInOneSubgroupEndWhereAConsistentRaceFreeExecutionEnds(
            @ForAll("programsOfOneSubgroup") LitmusSpec spec) {
        compare(spec);
    }

    private static void compare(LitmusSpec spec) {
        Program program = spec.build();
        CheckResult check = new AxiomaticChecker(StepperAgreesWithCheckerPropertyTest.CHECK).check(program);
        Statistics.label("program").collect(!check.complete() ? "discarded: checker "
                + StepperAgreesWithCheckerPropertyTest.limitKind(check.limitMessage())
                : check.consistentExecutions().isEmpty() ? "discarded: no consistent execution" : "compared");
        Assume.that(check.complete());
        Assume.that(!check.consistentExecutions().isEmpty());
        Statistics.label("program racy").collect(check.hasRace());
        Statistics.label("compare-exchanges").collect(StepperAgreesWithCheckerPropertyTest.compareExchanges(check));
        StepperOracle.Report report = StepperOracle.compare(program, check,
                StepperAgreesWithCheckerPropertyTest.SEEDS);
        Statistics.label("finished runs compared").collect(report.compared() == 0 ? "none" : "some");
        assertTrue(report.disagreements().isEmpty(), () -> "program:\n" + spec + "disagreements:\n"
                + String.join("\n", report.disagreements()));
    }

    @Provide
    Arbitrary<LitmusSpec> programs() {
        return programs(Arbitraries.just(0), BIT, BIT, Arbitraries.of(Scope.QUEUE_FAMILY, Scope.DEVICE),
                WORKGROUP_BARRIER);
    }

    @Provide
    Arbitrary<LitmusSpec> programsOfTwoQueueFamilies() {
        return programs(BIT, BIT, BIT, Arbitraries.just(Scope.DEVICE), WORKGROUP_BARRIER);
    }

    @Provide
    Arbitrary<LitmusSpec> programsOfOneWorkgroup() {
        return programs(Arbitraries.just(0), Arbitraries.just(0), BIT,
                Arbitraries.of(Scope.WORKGROUP, Scope.QUEUE_FAMILY, Scope.DEVICE), WORKGROUP_BARRIER);
    }

    @Provide
    Arbitrary<LitmusSpec> programsOfOneSubgroup() {
        return programs(Arbitraries.just(0), Arbitraries.just(0), Arbitraries.just(0),
                Arbitraries.of(Scope.SUBGROUP, Scope.WORKGROUP, Scope.DEVICE),
                barrier(Arbitraries.of(Scope.SUBGROUP, Scope.WORKGROUP),
                        Arbitraries.of(Scope.SUBGROUP, Scope.WORKGROUP, Scope.DEVICE)));
    }

    /**
     * Two to four invocations in the given queue families, workgroups and subgroups, their atomics of the given
     * scopes.
     */
    private static Arbitrary<LitmusSpec> programs(Arbitrary<Integer> queueFamily, Arbitrary<Integer> workgroup,
                                                 Arbitrary<Integer> subgroup, Arbitrary<Scope> atomicScope,
                                                 Arbitrary<Barrier> barrier) {
        Arbitrary<StorageClass> classes = Arbitraries.of(StorageClass.STORAGE_BUFFER, StorageClass.WORKGROUP,
                StorageClass.IMAGE);
        return Arbitraries.integers().between(2, 4).flatMap(n -> Combinators.combine(
                        invocation(LitmusSpecs.maxOperations(n), queueFamily, workgroup, subgroup, atomicScope)
                                .list().ofSize(n),
                        barrier.list().ofMaxSize(4), classes, classes, Arbitraries.just(false),
                        Arbitraries.of(true, false))
                .as(LitmusSpec::new));
    }

    /** One invocation: mostly atomics of a scope that includes every invocation. */
    private static Arbitrary<Inv> invocation(int maxOperations, Arbitrary<Integer> queueFamily,
                                             Arbitrary<Integer> workgroup, Arbitrary<Integer> subgroup,
                                             Arbitrary<Scope> atomicScope) {
        Arbitrary<Integer> variable = Arbitraries.integers().between(0, 2);
        Arbitrary<Op> op = Arbitraries.frequencyOf(
                Tuple.of(3, Combinators.combine(variable, atomic(atomicScope, true, false)).as(Load::new)),
                Tuple.of(3, Combinators.combine(variable, atomic(atomicScope, false, true)).as(Store::new)),
                Tuple.of(2, Combinators.combine(variable, Arbitraries.of(true, false),
                                atomic(atomicScope, true, true))
                        .as(Rmw::new)),
                Tuple.of(2, LitmusSpecs.cas(variable, atomic(atomicScope, true, true), CLASS_SETS)),
                Tuple.of(1, Combinators.combine(LitmusSpecs.scope(), LitmusSpecs.nonRelaxed(true, true, CLASS_SETS))
                        .as(MemBar::new)),
                Tuple.of(1, Combinators.combine(variable, notAtomic()).as(Load::new)),
                Tuple.of(1, Combinators.combine(variable, notAtomic()).as(Store::new)));
        return Combinators.combine(queueFamily, workgroup, subgroup, op.list().ofMinSize(2).ofMaxSize(maxOperations))
                .as(Inv::new);
    }

    /** An atomic of one of the given scopes, relaxed or not. */
    private static Arbitrary<Acc> atomic(Arbitrary<Scope> scope, boolean read, boolean write) {
        Arbitrary<Sem> sem = Arbitraries.oneOf(Arbitraries.just(Sem.RELAXED),
                LitmusSpecs.nonRelaxed(read, write, CLASS_SETS));
        return Combinators.combine(scope, sem)
                .as((s, m) -> new Acc(Kind.ATOMIC, s, m));
    }

    /** A plain, non-private or MakeAvailable/MakeVisible access. */
    private static Arbitrary<Acc> notAtomic() {
        return Arbitraries.oneOf(Arbitraries.just(new Acc(Kind.PLAIN, null, Sem.RELAXED)),
                Arbitraries.just(new Acc(Kind.NONPRIV, null, Sem.RELAXED)),
                LitmusSpecs.scope().map(s -> new Acc(Kind.AVVIS, s, Sem.RELAXED)));
    }

    /** A control barrier of the given scopes, acquire-release (perhaps with MakeAvailable/MakeVisible). */
    private static Arbitrary<Barrier> barrier(Arbitrary<Scope> execution, Arbitrary<Scope> memory) {
        Arbitrary<Sem> sem = Combinators.combine(CLASS_SETS, Arbitraries.of(true, false),
                Arbitraries.of(true, false)).as((c, av, vis) -> new Sem(true, true, c, av, vis));
        return Combinators.combine(execution, memory, sem, Arbitraries.integers().between(0, 6)).as(Barrier::new);
    }
}
