package dev.syncscope.core.exec;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.IntFormat;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Random kernels run by a crowd: 10 to 40 invocations in one to three workgroups all run one random body of a few
 * instructions (so many invocations share each source position, as a dispatched kernel's do) on one or two locations:
 * plain loads and stores (often a load and a store at one line, as {@code counter = counter + 1}), atomics with and
 * without semantics, workgroup barriers, memory barriers, a loop. Invocations whose id passes an instruction's filter
 * skip it, so some pairs are ordered and some race. Enough invocations race at one pair of lines that their tallies
 * fill ({@link Race#LISTED_PER_LINES}) and races go unlisted. Test-only.
 */
final class CrowdPrograms {

    private CrowdPrograms() {
    }

    private static final Reference BUF = new Reference("buf", "buf", StorageClass.STORAGE_BUFFER, 2);
    private static final Reference SHARED = new Reference("s", "s", StorageClass.WORKGROUP, 2);
    /** A second name of {@link #BUF}'s memory (aliased references: one location, two references). */
    private static final Reference ALIAS = new Reference("alias", "buf", StorageClass.STORAGE_BUFFER, 2);

    static Program generate(long seed) {
        return generate(seed, false);
    }

    /**
     * As {@link #generate(long)}; {@code atomics}: a body of atomics (loads, stores, adds, compare-exchanges that may
     * fail) at every scope, with now and then a plain access or a barrier (a counter's or a histogram's accesses,
     * ordered or not by their scopes), in one to three queue families, sometimes through two names of one memory.
     */
    static Program generate(long seed, boolean atomics) {
        SplittableRandom r = new SplittableRandom(seed);
        Reference[] refs = r.nextInt(3) == 0 ? new Reference[] {BUF, SHARED} : new Reference[] {BUF};
        if (atomics && r.nextInt(3) == 0) {
            refs = new Reference[] {BUF, ALIAS};
        }
        int len = 1 + r.nextInt(5);
        List<Action> body = new ArrayList<>();
        List<Integer> filters = new ArrayList<>();
        for (int i = 0; i < len; i++) {
            SourceSpan src = new SourceSpan("crowd.comp", 10 + r.nextInt(Math.max(1, len - 1)), 1 + r.nextInt(2));
            body.add(atomics ? atomic(r, refs, src) : action(r, refs, src));
            // 0: everyone; k > 0: only invocations whose id is a multiple of k (barriers: everyone)
            filters.add(r.nextInt(3) == 0 ? 2 + r.nextInt(3) : 0);
        }
        int iterations = r.nextInt(4) == 0 ? 2 + r.nextInt(3) : 1;
        int agents = 10 + r.nextInt(31);
        int workgroups = 1 + r.nextInt(3);
        int queueFamilies = atomics ? 1 + r.nextInt(workgroups) : 1;
        List<Agent> as = new ArrayList<>();
        List<ThreadState> code = new ArrayList<>();
        for (int a = 0; a < agents; a++) {
            int wg = a * workgroups / agents;
            as.add(new Agent(a, "T" + a, wg * 4 + a % 4, wg, wg * queueFamilies / workgroups));
            List<Action> all = new ArrayList<>();
            for (int it = 0; it < iterations; it++) {
                for (int i = 0; i < len; i++) {
                    Action act = body.get(i);
                    if (act instanceof Action.ControlBarrier c) {
                        all.add(new Action.ControlBarrier(c.execution(), c.memory(), c.semantics(), 1 + it * len + i,
                                c.source()));
                    } else if (filters.get(i) == 0 || a % filters.get(i) == 0) {
                        all.add(act);
                    }
                }
            }
            code.add(ScriptedThread.of(all));
        }
        Launch launch = new Launch(as, List.of(refs), Map.of(), List.of(), r.nextBoolean());
        return new Program((atomics ? "atomic crowd" : "crowd") + seed, launch, code);
    }

    private static Semantics semantics(SplittableRandom r, boolean acquire, boolean release) {
        if (r.nextBoolean()) {
            return Semantics.NONE;
        }
        return new Semantics(acquire, release, Set.of(StorageClass.STORAGE_BUFFER, StorageClass.WORKGROUP),
                release && r.nextBoolean(), acquire && r.nextBoolean());
    }

    private static Action action(SplittableRandom r, Reference[] refs, SourceSpan src) {
        Reference ref = refs[r.nextInt(refs.length)];
        int index = r.nextInt(4) == 0 ? 1 : 0;
        Scope scope = r.nextBoolean() ? Scope.DEVICE : Scope.WORKGROUP;
        return switch (r.nextInt(12)) {
            case 0, 1, 2 -> new Action.Store(ref, index, 1 + r.nextInt(3), Access.PLAIN, src);
            case 3, 4, 5 -> new Action.Load(ref, index, Access.PLAIN, src);
            case 6 -> new Action.Store(ref, index, 1, new Access(true, scope, semantics(r, false, true), false, false,
                    false), src);
            case 7 -> new Action.Load(ref, index, new Access(true, scope, semantics(r, true, false), false, false,
                    false), src);
            case 8 -> new Action.ReadModifyWrite(ref, index, RmwOp.ADD, 1, null, new Access(true, scope,
                    semantics(r, true, true), false, false, false), src);
            case 9 -> new Action.MemoryBarrier(scope, semantics(r, true, true), src);
            case 10 -> new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP, semantics(r, true, true), 0, src);
            default -> new Action.Store(ref, index, 2, new Access(false, null, Semantics.NONE, false, false, true), src);
        };
    }

    private static Action atomic(SplittableRandom r, Reference[] refs, SourceSpan src) {
        Reference ref = refs[r.nextInt(refs.length)];
        int index = r.nextInt(6) == 0 ? 1 : 0;
        Scope scope = switch (r.nextInt(7)) {
            case 0 -> Scope.INVOCATION;
            case 1 -> Scope.SUBGROUP;
            case 2 -> Scope.WORKGROUP;
            case 3 -> Scope.QUEUE_FAMILY;
            default -> Scope.DEVICE;
        };
        Access access = new Access(true, scope, Semantics.NONE, false, false, false);
        return switch (r.nextInt(15)) {
            case 0 -> new Action.Store(ref, index, 1 + r.nextInt(3), Access.PLAIN, src);
            case 1 -> new Action.Load(ref, index, Access.PLAIN, src);
            case 2 -> new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP, semantics(r, true, true), 0, src);
            case 3, 4 -> new Action.Store(ref, index, 1, new Access(true, scope, semantics(r, false, true), false,
                    false, false), src);
            case 5, 6 -> new Action.Load(ref, index, new Access(true, scope, semantics(r, true, false), false, false,
                    false), src);
            case 7 -> new Action.ReadModifyWrite(ref, index, RmwOp.EXCHANGE, 5, (long) r.nextInt(3), access, src,
                    IntFormat.INT64, new Access(true, scope, Semantics.NONE, false, false, false));
            default -> new Action.ReadModifyWrite(ref, index, RmwOp.ADD, 1, null, r.nextBoolean() ? access
                    : new Access(true, scope, semantics(r, true, true), false, false, false), src);
        };
    }
}
