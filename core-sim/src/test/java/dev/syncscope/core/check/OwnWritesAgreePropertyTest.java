package dev.syncscope.core.check;

import dev.syncscope.core.litmus.Condition;
import dev.syncscope.core.litmus.Operand;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

/**
 * For random small programs where invocations write a location and read it back ({@link OwnWrites}: such a read
 * branches only over the reader's own last write and what other invocations wrote or wrote back) while others write
 * back what they read (adds of 0, compare-exchanges of a value for itself, a max below the value, an exchange of the
 * value it finds) behind branches on the values they read, and carry read values to a second location that another
 * invocation reads: the consistent executions of the pruned search are exactly those of the search that keeps every
 * candidate (VK MM: Location-Ordered, single-thread case; Visible-To; Acyclicity). The review of session 68 asked
 * for two locations, write-backs behind guards and compare-exchanges of a value for itself. Its breadth is the point:
 * 1,000 tries did not meet session 68's bug, which {@link OwnWritesSmallScopeTest} (every program of a small scope)
 * finds. Tries: {@code jqwik.tries.default} (100; raise with {@code -Djqwik.tries.default=N}).
 */
class OwnWritesAgreePropertyTest {

    /** The limits of one check, also {@link OwnWritesSmallScopeTest}'s. */
    static final CheckOptions OPTIONS = CheckOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(2))
            .withMaxCandidates(20_000);

    /**
     * One operation on x unless said: kind 0 add {@code v}, 1 compare-exchange {@code v} for {@code v} (a write-back
     * when it matches), 2 compare-exchange {@code v} for {@code v + 1}, 3 max {@code v}, 4 atomic load, 5 atomic store
     * {@code v}, 6 exchange {@code v}, 7 skip the next operation unless the last register holds {@code v}, 8 store the
     * last register to z, 9 add 0 (a write-back); at scope {@code scope}.
     */
    record Op(int kind, Scope scope, int v) {
    }

    /** Per invocation its operations, each invocation in a workgroup of its own unless {@code oneWorkgroup}. */
    record Spec(List<List<Op>> threads, boolean oneWorkgroup, boolean readerOfZ) {
        Program build() {
            Tiny t = new Tiny();
            Reference x = t.var("x", Tiny.SC0);
            Reference z = t.var("z", Tiny.SC0);
            for (int i = 0; i < threads.size(); i++) {
                t.thread(oneWorkgroup ? 0 : i, oneWorkgroup ? 0 : i);
                int registers = 0;
                String skipTo = null;
                for (int k = 0; k < threads.get(i).size(); k++) {
                    Op op = threads.get(i).get(k);
                    Access atom = Tiny.atom(op.scope());
                    String last = "r" + Math.max(0, registers - 1);
                    String label = skipTo;
                    skipTo = null;
                    switch (op.kind()) {
                        case 0 -> t.add(x, op.v(), atom);
                        case 1 -> t.cas(x, op.v(), op.v(), atom);
                        case 2 -> t.cas(x, op.v(), op.v() + 1, atom);
                        case 3 -> t.rmw(x, RmwOp.MAX, op.v(), atom);
                        case 4 -> t.ld(x, atom);
                        case 5 -> t.st(x, op.v(), atom);
                        case 6 -> t.rmw(x, op.v(), atom);
                        case 7 -> {
                            skipTo = "skip" + i + "_" + k;
                            t.code().branch(last, Condition.NE, Operand.constant(op.v()), skipTo, t.next());
                        }
                        case 8 -> t.code().store(z, 0, Operand.register(last), atom, t.next());
                        default -> t.add(x, 0, atom);
                    }
                    if (op.kind() <= 6 || op.kind() == 9) {
                        registers++;
                    }
                    if (label != null) {
                        t.code().label(label, t.next());
                    }
                }
                if (skipTo != null) {
                    t.code().label(skipTo, t.next());
                }
            }
            if (readerOfZ) {
                t.thread(threads.size(), oneWorkgroup ? 0 : threads.size()).ld(z, Tiny.atom(Scope.DEVICE));
            }
            return t.build();
        }
    }

    @Property(maxDiscardRatio = 10)
    void thePrunedSearchKeepsEveryConsistentExecution(@ForAll("specs") Spec spec) {
        Program p = spec.build();
        PruningAgreement.agree(p, OPTIONS, spec::toString);
    }

    /**
     * The first invocation writes x and reads it back (adds, stores, exchanges, compare-exchanges, loads, with values
     * 1 and 2); the others mostly write back what they read (adds of 0, compare-exchanges of a value for itself, a
     * max, exchanges), behind guards on what they read, and store read values to z.
     */
    @Provide
    Arbitrary<Spec> specs() {
        Arbitrary<Scope> scope = Arbitraries.of(Scope.SUBGROUP, Scope.SUBGROUP, Scope.WORKGROUP, Scope.DEVICE);
        Arbitrary<Op> own = Combinators.combine(Arbitraries.of(0, 0, 0, 9, 9, 5, 6, 2, 4, 8), scope,
                Arbitraries.integers().between(1, 2)).as(Op::new);
        Arbitrary<Op> relay = Combinators.combine(Arbitraries.of(9, 9, 9, 1, 1, 3, 6, 4, 7, 7, 8, 0), scope,
                Arbitraries.integers().between(0, 2)).as(Op::new);
        Arbitrary<List<Op>> writer = own.list().ofMinSize(2).ofMaxSize(4);
        Arbitrary<List<List<Op>>> relays = relay.list().ofMinSize(1).ofMaxSize(3).list().ofMinSize(1).ofMaxSize(2);
        return Combinators.combine(writer, relays, Arbitraries.integers().between(0, 4).map(k -> k == 0),
                Arbitraries.of(true, false)).as((w, r, one, reader) -> new Spec(
                        Stream.concat(Stream.of(w), r.stream()).toList(), one,
                        reader));
    }
}
