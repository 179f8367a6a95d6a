package dev.syncscope.core.check;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * For random small programs of read-modify-writes (adds, exchanges, compare-exchanges that may fail) mixed with
 * atomic and plain loads and stores, at every scope, in one or two workgroups, on one or two locations (one
 * sometimes through a second reference), often with a control barrier every thread meets (plain stores before it,
 * RMWs after it: {@link StoresFirst}): the checker's result with the RMW pruning is the one without it
 * ({@link RmwPruningAgreesTest#fingerprint}: counts, every execution in order, notes). The pruning leaves out
 * only what has no candidate to keep; this is where a wrong "exclusive location" (writes not all mutually
 * ordered) or a wrong seed would show. Tries: {@code jqwik.tries.default} (100; raise with
 * {@code -Djqwik.tries.default=N}).
 */
class RmwPruningAgreesPropertyTest {

    private static final CheckOptions OPTIONS = CheckOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(2))
            .withMaxCandidates(20_000);

    /** One operation: kind 0 add, 1 exchange, 2 compare-exchange, 3 atomic store, 4 atomic load, 5 plain load,
     * 6 plain store, 7 acquire-release add; on location {@code y} or x; at scope {@code scope}; value {@code v}. */
    record Op(int kind, boolean y, Scope scope, int v) {
    }

    /**
     * The threads' operations; with {@code barrierAt} at least 0, every thread meets one workgroup control barrier
     * after its first {@code barrierAt} operations (all of them if it has fewer), acquire-release on x and y's
     * memory, making available and visible when {@code available}: plain stores before it and RMWs after it are
     * what {@link StoresFirst} orders, when the barrier makes the stores available.
     */
    record Spec(List<List<Op>> threads, boolean twoWorkgroups, boolean alias, int barrierAt, boolean available) {
        Program build() {
            Tiny t = new Tiny();
            Reference x = t.var("x", Tiny.SC0);
            Reference y = alias ? t.alias("y", x, Tiny.SC0) : t.var("y", Tiny.SC0);
            Semantics barrier = new Semantics(true, true, Set.of(Tiny.SC0), available, available);
            for (int i = 0; i < threads.size(); i++) {
                t.thread(twoWorkgroups ? i : 0, twoWorkgroups ? i : 0);
                List<Op> ops = threads.get(i);
                for (int k = 0; k <= ops.size(); k++) {
                    if (k == Math.min(barrierAt, ops.size())) {
                        t.cbar(Scope.WORKGROUP, barrier, 0);
                    }
                    if (k == ops.size()) {
                        break;
                    }
                    Op op = ops.get(k);
                    Reference r = op.y() ? y : x;
                    Access atom = Tiny.atom(op.scope());
                    switch (op.kind()) {
                        case 0 -> t.add(r, op.v(), atom);
                        case 1 -> t.rmw(r, op.v(), atom);
                        case 2 -> t.cas(r, op.v() - 1, op.v(), atom);
                        case 3 -> t.st(r, op.v(), atom);
                        case 4 -> t.ld(r, atom);
                        case 5 -> t.ld(r, Tiny.NONPRIV);
                        case 6 -> t.st(r, op.v(), Tiny.NONPRIV);
                        default -> t.add(r, op.v(), Tiny.atom(op.scope(), Tiny.acqRel(Tiny.SC0)));
                    }
                }
            }
            return t.build();
        }
    }

    @Property(maxDiscardRatio = 10)
    void thePruningChangesNoResult(@ForAll("specs") Spec spec) {
        Program p = spec.build();
        CheckResult with = new AxiomaticChecker(OPTIONS, SpinRepeats.MAX_PERIOD, true).check(p);
        CheckResult without = new AxiomaticChecker(OPTIONS, SpinRepeats.MAX_PERIOD, false).check(p);
        Statistics.label("compared").collect(without.complete() ? "compared" : "discarded");
        Assume.that(without.complete());
        assertEquals(RmwPruningAgreesTest.fingerprint(without), RmwPruningAgreesTest.fingerprint(with), spec::toString);
    }

    /**
     * As {@link #thePruningChangesNoResult} for programs shaped like an initialised counter: each thread's first
     * operation, mostly a plain store, before the barrier, and one or two RMWs, loads or stores after it.
     */
    @Property(maxDiscardRatio = 10)
    void thePruningChangesNoResultAfterStores(@ForAll("storesThenRmws") Spec spec) {
        Program p = spec.build();
        CheckResult with = new AxiomaticChecker(OPTIONS, SpinRepeats.MAX_PERIOD, true).check(p);
        CheckResult without = new AxiomaticChecker(OPTIONS, SpinRepeats.MAX_PERIOD, false).check(p);
        Statistics.label("compared").collect(without.complete() ? "compared" : "discarded");
        Statistics.label("stores first").collect(storesFirst(p));
        Statistics.label("stores first").coverage(c -> c.check(true).percentage(q -> q >= 8));
        Assume.that(without.complete());
        assertEquals(RmwPruningAgreesTest.fingerprint(without), RmwPruningAgreesTest.fingerprint(with), spec::toString);
    }

    /** Whether the RMW pruning orders some location with plain stores ({@link StoresFirst}): what the barrier adds. */
    private static boolean storesFirst(Program p) {
        List<List<Trace>> traces = new TraceEnumerator(p, OPTIONS, System.nanoTime() + OPTIONS.timeLimit().toNanos())
                .enumerate();
        if (traces == null) {
            return false;
        }
        Set<Location> stored = new HashSet<>();
        stored.retainAll(ExclusiveWrites.exclusiveLocations(p.launch(), traces, stored));
        return !StoresFirst.ordered(p.launch(), traces, stored, p.launch().availabilityVisibilityChains()).isEmpty();
    }

    @Provide
    Arbitrary<Spec> specs() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 7),
                Arbitraries.integers().between(0, 3).map(k -> k == 0),
                Arbitraries.of(Scope.SUBGROUP, Scope.WORKGROUP, Scope.DEVICE, Scope.DEVICE),
                Arbitraries.integers().between(1, 2)).as(Op::new);
        Arbitrary<List<Op>> thread = op.list().ofMinSize(1).ofMaxSize(3);
        return Combinators.combine(thread.list().ofMinSize(2).ofMaxSize(3),
                Arbitraries.integers().between(0, 3).map(k -> k == 0),
                Arbitraries.integers().between(0, 5).map(k -> k == 0),
                Arbitraries.integers().between(-1, 2), Arbitraries.integers().between(0, 3).map(k -> k > 0))
                .as(Spec::new);
    }

    @Provide
    Arbitrary<Spec> storesThenRmws() {
        Arbitrary<Scope> scope = Arbitraries.of(Scope.SUBGROUP, Scope.WORKGROUP, Scope.DEVICE, Scope.DEVICE);
        Arbitrary<Boolean> onY = Arbitraries.integers().between(0, 3).map(k -> k == 0);
        Arbitrary<Op> first = Combinators.combine(Arbitraries.of(6, 6, 6, 6, 6, 5, 0, 3), onY, scope,
                Arbitraries.integers().between(1, 2)).as(Op::new);
        Arbitrary<Op> after = Combinators.combine(Arbitraries.of(0, 0, 0, 1, 2, 7, 4, 5, 0, 6), onY, scope,
                Arbitraries.integers().between(1, 2)).as(Op::new);
        Arbitrary<List<Op>> thread = Combinators.combine(first, after.list().ofMinSize(1).ofMaxSize(2))
                .as((f, rest) -> Stream.concat(Stream.of(f), rest.stream()).toList());
        return Combinators.combine(thread.list().ofMinSize(2).ofMaxSize(3),
                Arbitraries.integers().between(0, 5).map(k -> k == 0),
                Arbitraries.integers().between(0, 5).map(k -> k == 0),
                Arbitraries.just(1), Arbitraries.integers().between(0, 5).map(k -> k > 0)).as(Spec::new);
    }
}
