package dev.syncscope.core.check;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.time.Duration;
import java.util.List;

/**
 * For random small programs of plain and atomic stores and loads and read-modify-writes before and after a control
 * barrier (with or without acquire-release semantics for the location's storage class): the consistent executions
 * the pruned search keeps are exactly those of the search that keeps every candidate. The pruned search refuses a
 * reads-from choice that closes a cycle with the location order every candidate has ({@link FixedLocationOrder};
 * VK MM: Acyclicity); this is where an edge some candidate lacks would lose an execution. Tries:
 * {@code jqwik.tries.default} (100; raise with {@code -Djqwik.tries.default=N}).
 */
class FixedLocationOrderAgreesPropertyTest {

    private static final CheckOptions OPTIONS = CheckOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(2))
            .withMaxCandidates(20_000);

    /** One operation: kind 0 write-back add, 1 exchange, 2 add, 3 atomic store, 4 atomic load, 5 plain load, 6 plain
     * store, 7 release store, 8 acquire load, 9 acquire-release write-back add; at scope {@code scope}; value
     * {@code v}. */
    record Op(int kind, Scope scope, int v) {
    }

    /** Per thread, the operations before its barrier and after it; {@code barrier} false: no barrier at all. */
    record Spec(List<List<Op>> before, List<List<Op>> after, boolean barrier, boolean releaseAcquire,
                boolean twoWorkgroups) {
        Program build() {
            Tiny t = new Tiny();
            Reference x = t.var("x", Tiny.SC0);
            Semantics sem = releaseAcquire ? Tiny.acqRel(Tiny.SC0) : Semantics.NONE;
            for (int i = 0; i < before.size(); i++) {
                t.thread(twoWorkgroups ? i : 0, twoWorkgroups ? i : 0);
                ops(t, x, before.get(i));
                if (barrier) {
                    t.cbar(Scope.WORKGROUP, sem, 0);
                }
                ops(t, x, after.get(i));
            }
            return t.build();
        }

        private static void ops(Tiny t, Reference x, List<Op> ops) {
            for (Op op : ops) {
                Access atom = Tiny.atom(op.scope());
                switch (op.kind()) {
                    case 0 -> t.add(x, 0, atom);
                    case 1 -> t.rmw(x, op.v(), atom);
                    case 2 -> t.add(x, op.v(), atom);
                    case 3 -> t.st(x, op.v(), atom);
                    case 4 -> t.ld(x, atom);
                    case 5 -> t.ld(x, Tiny.NONPRIV);
                    case 6 -> t.st(x, op.v(), Tiny.NONPRIV);
                    case 7 -> t.st(x, op.v(), Tiny.atom(op.scope(), Tiny.rel(Tiny.SC0)));
                    case 8 -> t.ld(x, Tiny.atom(op.scope(), Tiny.acq(Tiny.SC0)));
                    default -> t.add(x, 0, Tiny.atom(op.scope(), Tiny.acqRel(Tiny.SC0)));
                }
            }
        }
    }

    @Property(maxDiscardRatio = 10)
    void thePrunedSearchKeepsEveryConsistentExecution(@ForAll("specs") Spec spec) {
        Program p = spec.build();
        PruningAgreement.agree(p, OPTIONS, spec::toString);
    }

    @Provide
    Arbitrary<Spec> specs() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 9),
                Arbitraries.of(Scope.SUBGROUP, Scope.WORKGROUP, Scope.DEVICE),
                Arbitraries.integers().between(0, 2)).as(Op::new);
        Arbitrary<List<Op>> part = op.list().ofMinSize(0).ofMaxSize(2);
        Arbitrary<Integer> threads = Arbitraries.integers().between(2, 3);
        return threads.flatMap(n -> Combinators.combine(part.list().ofSize(n), part.list().ofSize(n),
                Arbitraries.integers().between(0, 4).map(k -> k != 0), Arbitraries.of(true, false),
                Arbitraries.integers().between(0, 5).map(k -> k == 0)).as(Spec::new));
    }
}
