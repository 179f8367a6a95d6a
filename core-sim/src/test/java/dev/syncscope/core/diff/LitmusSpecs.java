package dev.syncscope.core.diff;

import dev.syncscope.core.diff.LitmusSpec.Acc;
import dev.syncscope.core.diff.LitmusSpec.Barrier;
import dev.syncscope.core.diff.LitmusSpec.Cas;
import dev.syncscope.core.diff.LitmusSpec.Inv;
import dev.syncscope.core.diff.LitmusSpec.Kind;
import dev.syncscope.core.diff.LitmusSpec.Load;
import dev.syncscope.core.diff.LitmusSpec.MemBar;
import dev.syncscope.core.diff.LitmusSpec.Op;
import dev.syncscope.core.diff.LitmusSpec.Rmw;
import dev.syncscope.core.diff.LitmusSpec.Sem;
import dev.syncscope.core.diff.LitmusSpec.Store;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.StorageClass;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * jqwik generators of {@link LitmusSpec}s: 2–4 invocations spread over subgroups, workgroups and
 * queue families, 2–6 operations each (at most 4 with three invocations, 3 with four) (loads, stores,
 * atomics, RMWs and compare-exchanges at every scope, memory barriers), semantics acq/rel/acq_rel over
 * sc0/sc1 with MakeAvailable/MakeVisible, av/vis/nonpriv accesses, up to four control barriers, y sometimes
 * aliasing x (of either class), a third variable z of another class than x's ({@link LitmusSpec#zClass()}), chains
 * on or off. Only legal combinations are generated (no acquire on a
 * store, no release on a load, barriers never relaxed but control barriers may be), save that a
 * compare-exchange's Unequal semantics may be its access's own, release included, which both engines drop on a read
 * ({@link LitmusSpec.Cas}; SPIR-V allows it for a SequentiallyConsistent one).
 * Stateless.
 */
final class LitmusSpecs {

    private LitmusSpecs() {
    }

    static Arbitrary<LitmusSpec> programs() {
        Arbitrary<StorageClass> classes = Arbitraries.of(StorageClass.STORAGE_BUFFER, StorageClass.WORKGROUP);
        return Arbitraries.integers().between(2, 4).flatMap(n -> Combinators.combine(
                        invocation(maxOperations(n)).list().ofSize(n), barrier().list().ofMaxSize(4),
                        classes, classes, Arbitraries.integers().between(0, 3).map(k -> k == 0),
                        Arbitraries.of(true, false))
                .as(LitmusSpec::new));
    }

    /**
     * Operations per invocation: up to 6 with two invocations, fewer with more, so that the
     * exhaustive checker finishes (its work grows with the product of the invocations' traces).
     */
    static int maxOperations(int invocations) {
        return switch (invocations) {
            case 2 -> 6;
            case 3 -> 4;
            default -> 3;
        };
    }

    static Arbitrary<Inv> invocation(int maxOperations) {
        Arbitrary<Integer> bit = Arbitraries.integers().between(0, 1);
        return Combinators.combine(bit, bit, bit, op(3).list().ofMinSize(2).ofMaxSize(maxOperations)).as(Inv::new);
    }

    /** An operation on one of the first {@code variables} of x, y and z. */
    static Arbitrary<Op> op(int variables) {
        Arbitrary<Integer> variable = Arbitraries.integers().between(0, variables - 1);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, Combinators.combine(variable, access(true, false)).as(Load::new)),
                net.jqwik.api.Tuple.of(3, Combinators.combine(variable, access(false, true)).as(Store::new)),
                net.jqwik.api.Tuple.of(1, Combinators.combine(variable, Arbitraries.of(true, false), atomic(true, true))
                        .as(Rmw::new)),
                net.jqwik.api.Tuple.of(1, cas(variable, atomic(true, true), classSet())),
                net.jqwik.api.Tuple.of(1, Combinators.combine(scope(), nonRelaxed(true, true)).as(MemBar::new)));
    }

    /**
     * What a compare-exchange expects: the initial value or one of the first values the program stores (each write
     * stores a fresh value counting from 1), so that it both succeeds and fails in some executions.
     */
    static Arbitrary<Long> expected() {
        return Arbitraries.of(0L, 1L, 2L);
    }

    /**
     * A compare-exchange of {@code access}, its Unequal semantics one of: the access's own, relaxed, or acquire of
     * some of the access's storage classes (MakeVisible only where the access has it). SPIR-V OpAtomicCompareExchange:
     * Unequal is no stronger than Equal (an acquire one needs an ordering in Equal, VUID-StandaloneSpirv-
     * UnequalMemorySemantics-10876; its storage classes and MakeVisible are Equal's too, 10877 and 10878); the engine
     * rejects the rest.
     */
    static Arbitrary<Op> cas(Arbitrary<Integer> variable, Arbitrary<Acc> access, Arbitrary<Integer> classes) {
        return Combinators.combine(variable, expected(), access, Arbitraries.integers().between(0, 3), classes,
                Arbitraries.of(true, false)).as(LitmusSpecs::cas);
    }

    private static Op cas(int variable, long expected, Acc access, int mode, int classes, boolean visible) {
        Sem eq = access.semantics();
        boolean ordered = eq.acquire() || eq.release();
        Sem unequal = switch (mode) {
            case 0 -> null;
            case 1 -> Sem.RELAXED;
            default -> !ordered ? Sem.RELAXED : new Sem(true, false, (eq.classes() & classes) != 0
                    ? eq.classes() & classes : eq.classes(), false, visible && eq.acquire() && eq.visible());
        };
        return new Cas(variable, expected, access, unequal);
    }

    static Arbitrary<Barrier> barrier() {
        Arbitrary<Sem> sem = Arbitraries.oneOf(Arbitraries.just(Sem.RELAXED),
                Combinators.combine(classSet(), Arbitraries.of(true, false), Arbitraries.of(true, false))
                        .as((c, av, vis) -> new Sem(true, true, c, av, vis)));
        return Combinators.combine(Arbitraries.of(Scope.SUBGROUP, Scope.WORKGROUP), scope(), sem,
                Arbitraries.integers().between(0, 6)).as(Barrier::new);
    }

    static Arbitrary<Acc> access(boolean read, boolean write) {
        return Arbitraries.oneOf(
                Arbitraries.just(new Acc(Kind.PLAIN, null, Sem.RELAXED)),
                Arbitraries.just(new Acc(Kind.NONPRIV, null, Sem.RELAXED)),
                scope().map(s -> new Acc(Kind.AVVIS, s, Sem.RELAXED)),
                atomic(read, write), atomic(read, write));
    }

    static Arbitrary<Acc> atomic(boolean read, boolean write) {
        Arbitrary<Sem> sem = Arbitraries.oneOf(Arbitraries.just(Sem.RELAXED), nonRelaxed(read, write));
        return Combinators.combine(scope(), sem).as((s, m) -> new Acc(Kind.ATOMIC, s, m));
    }

    /** Acquire only if {@code read}, release only if {@code write}; at least one of them. */
    static Arbitrary<Sem> nonRelaxed(boolean read, boolean write) {
        return nonRelaxed(read, write, classSet());
    }

    /** As {@link #nonRelaxed(boolean, boolean)}, naming the storage classes {@code classes} gives. */
    static Arbitrary<Sem> nonRelaxed(boolean read, boolean write, Arbitrary<Integer> classes) {
        Arbitrary<int[]> direction = read && write ? Arbitraries.of(new int[] {1, 0}, new int[] {0, 1}, new int[] {1, 1})
                : Arbitraries.just(read ? new int[] {1, 0} : new int[] {0, 1});
        return Combinators.combine(direction, classes, Arbitraries.of(true, false), Arbitraries.of(true, false))
                .as((d, c, av, vis) -> new Sem(d[0] == 1, d[1] == 1, c, av, vis));
    }

    static Arbitrary<Integer> classSet() {
        return classSet(2);
    }

    /** A non-empty set of the first {@code classes} storage classes (sc0, sc1, sc2, …) as a {@link Sem} mask. */
    static Arbitrary<Integer> classSet(int classes) {
        return Arbitraries.integers().between(1, (1 << classes) - 1);
    }

    static Arbitrary<Scope> scope() {
        return Arbitraries.of(Scope.SUBGROUP, Scope.WORKGROUP, Scope.QUEUE_FAMILY, Scope.DEVICE);
    }
}
