package dev.syncscope.core.api;

import dev.syncscope.core.exec.ScriptedThread;
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

/** A launch whose locations get long histories that invocations see differently. Test-only. */
public final class MixedStores {

    private MixedStores() {
    }

    /**
     * {@code size} invocations in two workgroups, subgroups of two, each storing to its own element
     * through one of two aliased references ({@code s}, {@code t}) {@code iterations} times: plain,
     * non-private, with a workgroup MakeAvailable, or atomically with release and MakeAvailable at device scope; then loading its
     * neighbour's element with a workgroup MakeVisible or atomically with acquire and MakeVisible, an
     * atomic add to {@code s[0]} every fifth time, and a workgroup barrier that makes writes available
     * and visible every third time. Reads differ per invocation: by workgroup, by reference, by what each
     * made visible.
     */
    public static Program program(int size, int iterations) {
        Reference s = new Reference("s", "s", StorageClass.STORAGE_BUFFER, size);
        Reference t = new Reference("t", "s", StorageClass.STORAGE_BUFFER, size);
        Set<StorageClass> buffer = Set.of(StorageClass.STORAGE_BUFFER);
        Access nonPrivate = new Access(false, null, Semantics.NONE, false, false, true);
        Access available = new Access(false, Scope.WORKGROUP, Semantics.NONE, true, false, false);
        Access release = new Access(true, Scope.DEVICE, new Semantics(false, true, buffer, true, false), false, false, false);
        Access visible = new Access(false, Scope.WORKGROUP, Semantics.NONE, false, true, false);
        Access acquire = new Access(true, Scope.DEVICE, new Semantics(true, false, buffer, false, true), false, false, false);
        Access add = new Access(true, Scope.DEVICE, Semantics.NONE, false, false, false);
        List<Agent> agents = new ArrayList<>();
        List<ThreadState> code = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            agents.add(new Agent(i, "inv" + i, i / 2, i / (size / 2), 0));
            List<Action> a = new ArrayList<>();
            int next = (i + 1) % size;
            for (int k = 0; k < iterations; k++) {
                SourceSpan src = new SourceSpan("mixed.comp", 1 + (i + k) % 4, 1);
                a.add(switch ((i + k) % 4) {
                    case 0 -> new Action.Store(s, i, k, Access.PLAIN, src);
                    case 1 -> new Action.Store(t, i, k, nonPrivate, src);
                    case 2 -> new Action.Store(s, i, k, available, src);
                    default -> new Action.Store(t, i, k, release, src);
                });
                a.add(k % 2 == 0 ? new Action.Load(s, next, visible, new SourceSpan("mixed.comp", 5, 1))
                        : new Action.Load(t, next, acquire, new SourceSpan("mixed.comp", 6, 1)));
                if (k % 5 == 0) {
                    a.add(new Action.ReadModifyWrite(s, 0, RmwOp.ADD, 1, null, add, new SourceSpan("mixed.comp", 7, 1)));
                }
                Semantics sem = new Semantics(true, true, buffer, k % 3 == 0, k % 3 == 0);
                a.add(new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP, sem, k + 1,
                        new SourceSpan("mixed.comp", 8, 1)));
            }
            code.add(ScriptedThread.of(a));
        }
        return new Program("mixed-stores", new Launch(agents, List.of(s, t), Map.of(), List.of(), false), code);
    }
}
