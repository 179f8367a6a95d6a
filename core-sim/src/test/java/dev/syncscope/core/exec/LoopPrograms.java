package dev.syncscope.core.exec;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
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
 * Random programs with loops: each invocation runs a random body of every kind of action many
 * times (the same instructions, so the same source positions, again and again), then a few
 * instructions of its own, so locations get long histories. Some instructions share a source
 * position with another of different kind or flags, as compiled kernels' instructions of one line
 * do. Test-only.
 */
final class LoopPrograms {

    private LoopPrograms() {
    }

    private static final Scope[] SCOPES = {Scope.SUBGROUP, Scope.WORKGROUP, Scope.QUEUE_FAMILY, Scope.DEVICE};

    static Program generate(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        Reference x = new Reference("x", "x", StorageClass.STORAGE_BUFFER, 2);
        Reference y = new Reference("y", "y", StorageClass.STORAGE_BUFFER, 1);
        Reference z = new Reference("z", "x", StorageClass.STORAGE_BUFFER, 2);
        Reference w = new Reference("w", "w", StorageClass.WORKGROUP, 1);
        Reference[] refs = {x, y, z, w};
        int agents = 2 + r.nextInt(3);
        List<Agent> as = new ArrayList<>();
        List<ThreadState> code = new ArrayList<>();
        for (int a = 0; a < agents; a++) {
            int wg = r.nextInt(2);
            as.add(new Agent(a, "T" + a, wg * 2 + r.nextInt(2), wg, 0));
            List<Action> body = new ArrayList<>();
            int len = 1 + r.nextInt(5);
            for (int i = 0; i < len; i++) {
                body.add(action(r, refs, span(r, a, i)));
            }
            int iterations = 5 + r.nextInt(30);
            List<Action> all = new ArrayList<>();
            for (int it = 0; it < iterations; it++) {
                for (Action act : body) {
                    // every dynamic barrier instance of a loop is a barrier of its own (as in a kernel)
                    all.add(act instanceof Action.ControlBarrier c
                            ? new Action.ControlBarrier(c.execution(), c.memory(), c.semantics(),
                            1 + it, c.source()) : act);
                }
            }
            int tail = r.nextInt(4);
            for (int i = 0; i < tail; i++) {
                Action act = action(r, refs, span(r, a, len + i));
                all.add(act instanceof Action.ControlBarrier c ? new Action.MemoryBarrier(c.memory(), c.semantics(), c.source())
                        : act);
            }
            code.add(ScriptedThread.of(all));
        }
        Launch launch = new Launch(as, List.of(refs), Map.of(), List.of(), r.nextBoolean());
        return new Program("loop" + seed, launch, code);
    }

    /** A source position: usually the instruction's own, sometimes one shared with another instruction. */
    private static SourceSpan span(SplittableRandom r, int agent, int i) {
        return r.nextInt(4) == 0 ? new SourceSpan("loop.comp", 1, 1) : new SourceSpan("loop.comp", agent * 100 + i, 1);
    }

    private static Semantics semantics(SplittableRandom r, boolean canAcquire, boolean canRelease) {
        boolean acq = canAcquire && r.nextBoolean();
        boolean rel = canRelease && r.nextBoolean();
        if (!acq && !rel) {
            return Semantics.NONE;
        }
        Set<StorageClass> classes = switch (r.nextInt(3)) {
            case 0 -> Set.of(StorageClass.STORAGE_BUFFER);
            case 1 -> Set.of(StorageClass.WORKGROUP);
            default -> Set.of(StorageClass.STORAGE_BUFFER, StorageClass.WORKGROUP);
        };
        return new Semantics(acq, rel, classes, rel && r.nextBoolean(), acq && r.nextBoolean());
    }

    private static Access access(SplittableRandom r, boolean read, boolean write) {
        Scope s = SCOPES[r.nextInt(SCOPES.length)];
        return switch (r.nextInt(5)) {
            case 0 -> Access.PLAIN;
            case 1 -> new Access(false, null, Semantics.NONE, false, false, true);
            case 2 -> new Access(false, s, Semantics.NONE, write, read, false);
            default -> new Access(true, s, semantics(r, read, write), false, false, false);
        };
    }

    private static Action action(SplittableRandom r, Reference[] refs, SourceSpan src) {
        Reference ref = refs[r.nextInt(refs.length)];
        int index = r.nextInt(ref.length());
        return switch (r.nextInt(9)) {
            case 0, 1 -> new Action.Store(ref, index, 1 + r.nextInt(3), access(r, false, true), src);
            case 2, 3, 4 -> new Action.Load(ref, index, access(r, true, false), src);
            case 5 -> new Action.ReadModifyWrite(ref, index, RmwOp.ADD, 1, r.nextBoolean() ? null : (long) r.nextInt(3),
                    new Access(true, SCOPES[r.nextInt(4)], semantics(r, true, true), false, false, false), src);
            case 6 -> new Action.MemoryBarrier(SCOPES[r.nextInt(4)], semantics(r, true, true), src);
            case 7 -> new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP, semantics(r, true, true), 0, src);
            default -> r.nextBoolean() ? new Action.DeviceAvailability(src) : new Action.DeviceVisibility(src);
        };
    }
}
