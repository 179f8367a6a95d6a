package dev.syncscope.core.exec;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A tiny builder for test programs written directly in the model API (litmus-like). Mutable, test-only.
 */
final class Mini {
    static final StorageClass SC0 = StorageClass.STORAGE_BUFFER;
    static final StorageClass SC1 = StorageClass.WORKGROUP;

    private final List<Agent> agents = new ArrayList<>();
    private final List<List<Action>> code = new ArrayList<>();
    private final Map<String, Reference> refs = new HashMap<>();
    private final List<Reference> refList = new ArrayList<>();
    private final Map<Location, Long> init = new HashMap<>();
    private final List<Launch.SystemSync> ssw = new ArrayList<>();
    private boolean chains;
    private int line;

    /** A new invocation in the given subgroup / workgroup / queue family. */
    Mini thread(int sg, int wg, int qf) {
        agents.add(new Agent(agents.size(), "T" + agents.size(), sg, wg, qf));
        code.add(new ArrayList<>());
        return this;
    }

    Mini ref(String name, String allocation, StorageClass sc) {
        Reference r = new Reference(name, allocation, sc, 1);
        refs.put(name, r);
        refList.add(r);
        return this;
    }

    /** A kernel's shared (Workgroup) variable of workgroup {@code wg}: only its invocations reach it. */
    Mini shared(String name, int wg) {
        Reference r = new Reference(name, name, StorageClass.WORKGROUP, 1, wg);
        refs.put(name, r);
        refList.add(r);
        return this;
    }

    Mini init(String allocation, long v) {
        init.put(new Location(allocation, 0), v);
        return this;
    }

    Mini ssw(int from, int to) {
        ssw.add(new Launch.SystemSync(from, to));
        return this;
    }

    Mini chains() {
        chains = true;
        return this;
    }

    Reference r(String name) {
        if (!refs.containsKey(name)) {
            ref(name, name, SC0);
        }
        return refs.get(name);
    }

    private SourceSpan span() {
        return new SourceSpan("t.test", ++line, 1);
    }

    private List<Action> cur() {
        return code.get(code.size() - 1);
    }

    Mini st(String ref, long v, Access a) {
        cur().add(new Action.Store(r(ref), 0, v, a, span()));
        return this;
    }

    Mini ld(String ref, Access a) {
        cur().add(new Action.Load(r(ref), 0, a, span()));
        return this;
    }

    Mini rmw(String ref, RmwOp op, long operand, Access a) {
        cur().add(new Action.ReadModifyWrite(r(ref), 0, op, operand, null, a, span()));
        return this;
    }

    Mini membar(Scope s, Semantics sem) {
        cur().add(new Action.MemoryBarrier(s, sem, span()));
        return this;
    }

    Mini cbar(Scope exec, Scope mem, Semantics sem, int instance) {
        cur().add(new Action.ControlBarrier(exec, mem, sem, instance, span()));
        return this;
    }

    Mini act(Action a) {
        cur().add(a);
        return this;
    }

    Mini avdevice() {
        cur().add(new Action.DeviceAvailability(span()));
        return this;
    }

    Mini visdevice() {
        cur().add(new Action.DeviceVisibility(span()));
        return this;
    }

    Program program() {
        List<ThreadState> ts = new ArrayList<>();
        for (List<Action> c : code) {
            ts.add(ScriptedThread.of(c));
        }
        return new Program("mini", new Launch(agents, refList, init, ssw, chains), ts);
    }

    Engine engine() {
        return new Engine(program(), EngineOptions.DEFAULTS);
    }

    // ---- accesses and semantics ----

    static Access plain() {
        return Access.PLAIN;
    }

    static Access nonpriv() {
        return new Access(false, null, Semantics.NONE, false, false, true);
    }

    static Access av(Scope s) {
        return new Access(false, s, Semantics.NONE, true, false, false);
    }

    static Access vis(Scope s) {
        return new Access(false, s, Semantics.NONE, false, true, false);
    }

    static Access atom(Scope s, Semantics sem) {
        return new Access(true, s, sem, false, false, false);
    }

    static Access atom(Scope s) {
        return atom(s, Semantics.NONE);
    }

    static Semantics rel(StorageClass... c) {
        return new Semantics(false, true, Set.of(c), false, false);
    }

    static Semantics acq(StorageClass... c) {
        return new Semantics(true, false, Set.of(c), false, false);
    }

    static Semantics acqRel(StorageClass... c) {
        return new Semantics(true, true, Set.of(c), false, false);
    }

    static Semantics relAv(StorageClass... c) {
        return new Semantics(false, true, Set.of(c), true, false);
    }

    static Semantics acqVis(StorageClass... c) {
        return new Semantics(true, false, Set.of(c), false, true);
    }

    static Semantics acqRelAvVis(StorageClass... c) {
        return new Semantics(true, true, Set.of(c), true, true);
    }

    /** Runs the agents one after the other in the given order (each to completion or until blocked). */
    static void runInOrder(Engine e, int... order) {
        for (int a : order) {
            while (e.isRunnable(a)) {
                e.step(Decision.of(a));
            }
        }
    }

    /** The value agent's register r{i} holds. */
    static long reg(Engine e, int agent, int i) {
        return e.agent(agent).thread().registers().get("r" + i);
    }
}
