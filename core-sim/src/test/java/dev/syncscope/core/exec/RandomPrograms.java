package dev.syncscope.core.exec;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;

import java.util.Set;
import java.util.SplittableRandom;

/** Random small programs over every kind of action, for property tests. Test-only. */
final class RandomPrograms {

    private RandomPrograms() {
    }

    private static final Scope[] SCOPES = {Scope.SUBGROUP, Scope.WORKGROUP, Scope.QUEUE_FAMILY, Scope.DEVICE};

    static Program generate(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        Mini m = new Mini().ref("x", "x", StorageClass.STORAGE_BUFFER).ref("y", "y", StorageClass.STORAGE_BUFFER)
                .ref("z", "x", StorageClass.STORAGE_BUFFER).ref("w", "w", StorageClass.WORKGROUP);
        if (r.nextBoolean()) {
            m.chains();
        }
        int agents = 2 + r.nextInt(4);
        for (int a = 0; a < agents; a++) {
            m.thread(r.nextInt(3), r.nextInt(2), 0);
            int len = 1 + r.nextInt(6);
            for (int i = 0; i < len; i++) {
                action(m, r);
            }
        }
        if (agents > 2 && r.nextInt(4) == 0) {
            m.ssw(0, 1);
        }
        return m.program();
    }

    private static Semantics semantics(SplittableRandom r, boolean canAcquire, boolean canRelease) {
        boolean acq = canAcquire && r.nextBoolean();
        boolean rel = canRelease && r.nextBoolean();
        if (!acq && !rel) {
            return Semantics.NONE;
        }
        Set<StorageClass> classes = r.nextBoolean() ? Set.of(StorageClass.STORAGE_BUFFER)
                : Set.of(StorageClass.STORAGE_BUFFER, StorageClass.WORKGROUP);
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

    private static void action(Mini m, SplittableRandom r) {
        String ref = new String[] {"x", "y", "z", "w"}[r.nextInt(4)];
        switch (r.nextInt(8)) {
            case 0, 1 -> m.st(ref, 1 + r.nextInt(3), access(r, false, true));
            case 2, 3 -> m.ld(ref, access(r, true, false));
            case 4 -> m.rmw(ref, RmwOp.ADD, 1, new Access(true, SCOPES[r.nextInt(4)], semantics(r, true, true),
                    false, false, false));
            case 5 -> {
                Semantics s = semantics(r, true, true);
                m.membar(SCOPES[r.nextInt(4)], s);
            }
            case 6 -> m.cbar(r.nextBoolean() ? Scope.WORKGROUP : Scope.SUBGROUP, Scope.WORKGROUP,
                    semantics(r, true, true), 1 + r.nextInt(2));
            default -> {
                if (r.nextBoolean()) {
                    m.avdevice();
                } else {
                    m.visdevice();
                }
            }
        }
    }

    /** A random decision: random runnable agent, random allowed read value. */
    static Decision decide(Engine e, SplittableRandom r) {
        java.util.List<Integer> run = e.runnable();
        int a = run.get(r.nextInt(run.size()));
        java.util.List<ReadChoice> c = e.choices(a);
        if (!c.isEmpty() && r.nextBoolean()) {
            return new Decision(a, c.get(r.nextInt(c.size())).writeId());
        }
        return Decision.of(a);
    }
}
