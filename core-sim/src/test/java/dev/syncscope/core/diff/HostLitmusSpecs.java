package dev.syncscope.core.diff;

import dev.syncscope.core.diff.HostLitmusSpec.Api;
import dev.syncscope.core.diff.HostLitmusSpec.ApiKind;
import dev.syncscope.core.diff.HostLitmusSpec.Mem;
import dev.syncscope.core.diff.HostLitmusSpec.Ssw;
import dev.syncscope.core.diff.HostLitmusSpec.Step;
import dev.syncscope.core.diff.HostLitmusSpec.Thread;
import dev.syncscope.core.diff.LitmusSpec.Acc;
import dev.syncscope.core.diff.LitmusSpec.Kind;
import dev.syncscope.core.diff.LitmusSpec.Load;
import dev.syncscope.core.diff.LitmusSpec.Sem;
import dev.syncscope.core.diff.LitmusSpec.Store;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * jqwik generators of {@link HostLitmusSpec}s: 2–4 threads, at least one a host thread, with 2–5 operations
 * each (fewer with more threads, as in {@link LitmusSpecs}). A host thread performs plain or non-private
 * loads and stores and every API-level operation ({@code flush}, {@code invalidate}, {@code dom.h2d},
 * {@code dom.d2h}, {@code avdevice}, {@code visdevice}); a device invocation performs {@link LitmusSpecs}'
 * operations (all accesses, atomics, RMWs, memory barriers) and the API-level operations a device agent may
 * (no flush or invalidate), on x, y and the Workgroup variable z. 0–3 SSW edges from an earlier to a later
 * thread. Only what both engines accept is generated. {@link #ordered()} gives programs whose threads are
 * ordered one after the other by SSW and whose device invocations mostly access memory plainly and use the
 * API-level operations, so that more of them are race-free exactly when the host-domain chain is complete.
 * Stateless.
 */
final class HostLitmusSpecs {

    private HostLitmusSpecs() {
    }

    static Arbitrary<HostLitmusSpec> programs() {
        return Arbitraries.integers().between(2, 4).flatMap(n -> Combinators.combine(
                        thread(maxOperations(n)).list().ofSize(n)
                                .filter(ts -> ts.stream().anyMatch(Thread::host)),
                        ssw(n).list().ofMaxSize(3),
                        Arbitraries.integers().between(0, 3).map(k -> k == 0), Arbitraries.of(true, false))
                .as(HostLitmusSpec::new));
    }

    /** Threads ordered by SSW i → i+1 (plus 0–2 more edges), device invocations mostly plain and API-level. */
    static Arbitrary<HostLitmusSpec> ordered() {
        return Arbitraries.integers().between(2, 4).flatMap(n -> Combinators.combine(
                        orderedThread(maxOperations(n)).list().ofSize(n)
                                .filter(ts -> ts.stream().anyMatch(Thread::host)),
                        ssw(n).list().ofMaxSize(2),
                        Arbitraries.integers().between(0, 3).map(k -> k == 0), Arbitraries.of(true, false))
                .as((threads, extra, aliased, chains) -> {
                    List<Ssw> edges = new ArrayList<>();
                    for (int i = 0; i + 1 < n; i++) {
                        edges.add(new Ssw(i, i + 1));
                    }
                    edges.addAll(extra);
                    return new HostLitmusSpec(threads, edges, aliased, chains);
                }));
    }

    private static Arbitrary<Thread> orderedThread(int maxOperations) {
        return Arbitraries.of(true, false).flatMap(host -> (host ? hostStep() : plainDeviceStep())
                .list().ofMinSize(1).ofMaxSize(maxOperations)
                .map(ops -> new Thread(host, 0, host ? 0 : 1, 0, ops)));
    }

    private static Arbitrary<Step> plainDeviceStep() {
        Arbitrary<Integer> variable = Arbitraries.integers().between(0, 2);
        Arbitrary<Acc> plainOrNonPrivate = Arbitraries.of(new Acc(Kind.PLAIN, null, Sem.RELAXED),
                new Acc(Kind.NONPRIV, null, Sem.RELAXED));
        return Arbitraries.frequencyOf(
                Tuple.of(2, Combinators.combine(variable, plainOrNonPrivate).as((v, a) -> (Step) new Mem(new Load(v, a)))),
                Tuple.of(2, Combinators.combine(variable, plainOrNonPrivate).as((v, a) -> (Step) new Mem(new Store(v, a)))),
                Tuple.of(1, LitmusSpecs.op(3).map(op -> (Step) new Mem(op))),
                Tuple.of(4, Arbitraries.of(ApiKind.H2D, ApiKind.D2H, ApiKind.AVDEVICE, ApiKind.VISDEVICE)
                        .map(k -> (Step) new Api(k))));
    }

    static int maxOperations(int threads) {
        return switch (threads) {
            case 2 -> 5;
            case 3 -> 4;
            default -> 3;
        };
    }

    private static Arbitrary<Ssw> ssw(int threads) {
        Arbitrary<Integer> t = Arbitraries.integers().between(0, threads - 1);
        return Combinators.combine(t, t).as(Ssw::new);
    }

    static Arbitrary<Thread> thread(int maxOperations) {
        Arbitrary<Integer> bit = Arbitraries.integers().between(0, 1);
        return Arbitraries.of(true, false).flatMap(host -> Combinators.combine(bit, bit, bit,
                        (host ? hostStep() : deviceStep()).list().ofMinSize(2).ofMaxSize(maxOperations))
                .as((qf, wg, sg, ops) -> new Thread(host, host ? 0 : qf, host ? 0 : wg, host ? 0 : sg, ops)));
    }

    private static Arbitrary<Step> hostStep() {
        Arbitrary<Integer> variable = Arbitraries.integers().between(0, 1);
        Arbitrary<Acc> plainOrNonPrivate = Arbitraries.of(new Acc(Kind.PLAIN, null, Sem.RELAXED),
                new Acc(Kind.PLAIN, null, Sem.RELAXED), new Acc(Kind.NONPRIV, null, Sem.RELAXED));
        return Arbitraries.frequencyOf(
                Tuple.of(3, Combinators.combine(variable, plainOrNonPrivate).as((v, a) -> (Step) new Mem(new Load(v, a)))),
                Tuple.of(3, Combinators.combine(variable, plainOrNonPrivate).as((v, a) -> (Step) new Mem(new Store(v, a)))),
                Tuple.of(4, Arbitraries.of(ApiKind.values()).map(k -> (Step) new Api(k))));
    }

    private static Arbitrary<Step> deviceStep() {
        return Arbitraries.frequencyOf(
                Tuple.of(5, LitmusSpecs.op(3).map(op -> (Step) new Mem(op))),
                Tuple.of(3, Arbitraries.of(ApiKind.H2D, ApiKind.D2H, ApiKind.AVDEVICE, ApiKind.VISDEVICE)
                        .map(k -> (Step) new Api(k))));
    }
}
