package dev.syncscope.core.diff;

import dev.syncscope.core.diff.LitmusSpec.Op;
import dev.syncscope.core.litmus.LitmusBuilder;
import dev.syncscope.core.litmus.LitmusThreadBuilder;
import dev.syncscope.core.model.Action.MemoryDomainOperation.Direction;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A generated litmus-sized program with host threads as plain data (the host counterpart of
 * {@link LitmusSpec}, so that {@link LitmusSpecs}' programs and seeds keep their meaning): device
 * invocations and host threads, API-level operations ({@code flush}, {@code invalidate}, {@code dom.h2d},
 * {@code dom.d2h}, {@code avdevice}, {@code visdevice}), system-synchronizes-with edges from an earlier to a
 * later thread (the order the API imposes, e.g. a submit after the host's writes, a fence wait on the host).
 * x and y are storage-buffer memory (a host thread maps no Workgroup memory); y may alias x. Device invocations may
 * also access z, a Workgroup variable (as {@link LitmusSpec#zClass()} of a storage-buffer x), declared only when an
 * operation uses it, so that the semantics' Workgroup class and chains of another class meet the host domain.
 * Stores write distinct values 1, 2, …; loads and RMWs fill registers r0, r1, … per thread. Immutable.
 *
 * @param threads the threads in order (thread i is {@code Hi} when a host thread, else {@code Pi})
 * @param ssw     system-synchronizes-with edges, each {@code from < to} (taken modulo the thread count)
 * @param aliased whether y aliases x's allocation (litmus SLOC)
 * @param chains  the availability/visibility chains feature
 */
record HostLitmusSpec(List<Thread> threads, List<Ssw> ssw, boolean aliased, boolean chains) {

    /** A host thread, or a device invocation with its queue-family, workgroup and subgroup choice (0/1). */
    record Thread(boolean host, int queueFamily, int workgroup, int subgroup, List<Step> ops) { }

    /** One SSW edge, normalized at build time. */
    record Ssw(int a, int b) { }

    /** One operation of a thread: a {@link LitmusSpec.Op} or an API-level operation. */
    sealed interface Step permits Mem, Api { }

    /** A memory operation or memory barrier. */
    record Mem(Op op) implements Step { }

    /** An API-level operation (any thread; flush and invalidate only on host threads). */
    record Api(ApiKind kind) implements Step { }

    /** The API-level operations. */
    enum ApiKind {
        FLUSH("flush"), INVALIDATE("invalidate"), H2D("dom.h2d"), D2H("dom.d2h"), AVDEVICE("avdevice"),
        VISDEVICE("visdevice");

        final String token;

        ApiKind(String token) {
            this.token = token;
        }
    }

    /** The SSW edges as (from, to) thread indices, from < to, without duplicates. */
    List<int[]> edges() {
        List<int[]> out = new ArrayList<>();
        int n = threads.size();
        for (Ssw s : ssw) {
            int a = Math.floorMod(s.a(), n);
            int b = Math.floorMod(s.b(), n);
            if (a == b) {
                continue;
            }
            int[] e = {Math.min(a, b), Math.max(a, b)};
            if (out.stream().noneMatch(o -> o[0] == e[0] && o[1] == e[1])) {
                out.add(e);
            }
        }
        return out;
    }

    Program build() {
        LitmusBuilder b = new LitmusBuilder("host-gen.test");
        int[] line = {1};
        Reference x = b.variable("x", StorageClass.STORAGE_BUFFER, span(line));
        Reference y = aliased ? b.reference("y", "x", StorageClass.STORAGE_BUFFER, 1, span(line))
                : b.variable("y", StorageClass.STORAGE_BUFFER, span(line));
        Reference[] vars = usesZ() ? new Reference[] {x, y, b.variable("z", StorageClass.WORKGROUP, span(line))}
                : new Reference[] {x, y};
        long[] value = {1};
        for (int i = 0; i < threads.size(); i++) {
            Thread th = threads.get(i);
            LitmusThreadBuilder t;
            if (th.host()) {
                int own = 100 + i;
                t = b.thread("H" + i, own, own, own).asHost();
            } else {
                int qf = th.queueFamily();
                int wg = qf * 2 + th.workgroup();
                t = b.thread("P" + i, wg * 2 + th.subgroup(), wg, qf);
            }
            int[] reg = {0};
            for (Step step : th.ops()) {
                Op op = step instanceof Mem m ? m.op() : null;
                if (step instanceof Api a) {
                    api(t, a.kind(), span(line));
                } else {
                    LitmusSpec.emit(t, op, vars, reg, value, span(line));
                }
            }
        }
        for (int[] e : edges()) {
            b.systemSynchronizesWith(e[0], e[1]);
        }
        b.chains(chains);
        return b.build();
    }

    /** Whether an operation accesses z (only device invocations do). */
    boolean usesZ() {
        return threads.stream().flatMap(t -> t.ops().stream())
                .anyMatch(step -> step instanceof Mem m && LitmusSpec.variable(m.op()) == 2);
    }

    private static void api(LitmusThreadBuilder t, ApiKind k, SourceSpan at) {
        switch (k) {
            case FLUSH -> t.hostAvailability(at);
            case INVALIDATE -> t.hostVisibility(at);
            case H2D -> t.domainOperation(Direction.HOST_TO_DEVICE, at);
            case D2H -> t.domainOperation(Direction.DEVICE_TO_HOST, at);
            case AVDEVICE -> t.deviceAvailability(at);
            case VISDEVICE -> t.deviceVisibility(at);
        }
    }

    private static SourceSpan span(int[] line) {
        return new SourceSpan("host-gen.test", line[0]++, 1);
    }

    /** A listing: declarations, each thread's instructions in order, the SSW edges. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("x: sc0, y: sc0" + (aliased ? " aliasing x" : "")
                + (usesZ() ? ", z: sc1" : "") + (chains ? ", chains" : ", no chains") + "\n");
        long[] value = {1};
        for (int i = 0; i < threads.size(); i++) {
            Thread th = threads.get(i);
            List<String> code = new ArrayList<>();
            int reg = 0;
            for (Step step : th.ops()) {
                if (step instanceof Api a) {
                    code.add(a.kind().token);
                } else {
                    Op op = ((Mem) step).op();
                    code.add(LitmusSpec.describe(op, reg, value));
                    if (LitmusSpec.readsRegister(op)) {
                        reg++;
                    }
                }
            }
            sb.append(th.host() ? "H" + i + " (host)" : "P" + i + " (qf " + th.queueFamily() + " wg " + th.workgroup()
                    + " sg " + th.subgroup() + ")").append(": ").append(String.join("; ", code)).append('\n');
        }
        sb.append(edges().stream().map(e -> "SSW " + e[0] + " " + e[1]).collect(Collectors.joining(", "))).append('\n');
        return sb.toString();
    }
}
