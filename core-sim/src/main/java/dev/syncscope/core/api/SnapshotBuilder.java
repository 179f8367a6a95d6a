package dev.syncscope.core.api;

import dev.syncscope.core.exec.AgentReference;
import dev.syncscope.core.exec.AgentRuntime;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.BarrierKey;
import dev.syncscope.core.exec.BarrierState;
import dev.syncscope.core.exec.Engine;
import dev.syncscope.core.exec.EngineState;
import dev.syncscope.core.exec.ReadPreview;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns the engine's current state into an immutable {@link Snapshot}. Per-(agent, reference)
 * columns are computed only while agents × references stay under a budget. Owned by the session's thread.
 */
final class SnapshotBuilder {

    static final int CELL_BUDGET = 4096;

    private SnapshotBuilder() {
    }

    static Snapshot build(Engine e) {
        EngineState s = e.freeze();
        List<AgentView> agents = new ArrayList<>(e.agentCount());
        for (int i = 0; i < e.agentCount(); i++) {
            agents.add(agent(e, s, s.agents().get(i)));
        }
        List<BarrierView> barriers = new ArrayList<>();
        for (BarrierState b : s.barriers().values()) {
            barriers.add(barrier(e, b));
        }
        barriers.sort(Comparator.comparing((BarrierView b) -> b.scope()).thenComparingInt(BarrierView::scopeInstance)
                .thenComparingInt(BarrierView::instance));
        List<LocationView> locations = new ArrayList<>();
        for (Location l : locationsToShow(e, s)) {
            locations.add(location(e, s, l));
        }
        return new Snapshot(e.position(), e.traceSize(), agents, locations, barriers, e.diagnostics(), e.races(),
                !e.anyRunnable());
    }

    private static AgentView agent(Engine e, EngineState s, AgentRuntime rt) {
        Agent a = e.agentInfo(rt.id());
        ThreadState t = rt.thread();
        SourceSpan pc = SourceSpan.UNKNOWN;
        String next = "";
        BarrierView wait = null;
        if (rt.barrierWait() != null) {
            pc = rt.barrierWait().source();
            next = "waiting at barrier " + rt.barrierWait().key().instance();
            BarrierState b = s.barriers().get(rt.barrierWait().key());
            if (b != null) {
                wait = barrier(e, b);
            }
        } else if (t.status() == ThreadState.Status.RUNNING && rt.status() != AgentStatus.FAULT) {
            try {
                Action act = t.next();
                pc = act.source();
                next = Describe.action(act);
            } catch (RuntimeException ex) {
                next = "(its program fails: " + ex + ")";
            }
        }
        return new AgentView(a.id(), a.name(), a.subgroup(), a.workgroup(), a.queueFamily(), rt.status(), pc, next,
                rt.seq(), wait, t.registers());
    }

    static BarrierView barrier(Engine e, BarrierState b) {
        BarrierKey k = b.key();
        int expected = 0;
        for (int i = 0; i < e.agentCount(); i++) {
            if (e.agentInfo(i).instanceOf(k.scope()) == k.scopeInstance()) {
                expected++;
            }
        }
        SourceSpan src = b.count() == 0 || e.agent(b.arrivals().head()).barrierWait() == null
                ? SourceSpan.UNKNOWN : e.agent(b.arrivals().head()).barrierWait().source();
        return new BarrierView(k.scope(), k.scopeInstance(), k.instance(), b.arrived(), expected, src);
    }

    private static Set<Location> locationsToShow(Engine e, EngineState s) {
        Set<Location> out = new LinkedHashSet<>();
        int total = 0;
        for (Reference r : e.launch().references()) {
            total += r.length();
        }
        if (total <= CELL_BUDGET) {
            for (Reference r : e.launch().references()) {
                for (int i = 0; i < r.length(); i++) {
                    out.add(r.location(i));
                }
            }
        }
        out.addAll(e.launch().initialValues().keySet());
        List<Location> touched = new ArrayList<>(s.locations().keySet());
        touched.sort(Comparator.comparing(Location::allocation).thenComparingInt(Location::index));
        out.addAll(touched);
        return out;
    }

    private static List<Reference> referencesTo(Engine e, Location l) {
        List<Reference> out = new ArrayList<>();
        for (Reference r : e.launch().references()) {
            if (r.allocation().equals(l.allocation()) && l.index() < r.length()) {
                out.add(r);
            }
        }
        return out;
    }

    private static LocationView location(Engine e, EngineState s, Location l) {
        List<Reference> refs = referencesTo(e, l);
        boolean detailed = (long) refs.size() * e.agentCount() <= CELL_BUDGET;
        LocationState ls = s.locations().get(l);
        List<WriteView> writes = new ArrayList<>();
        List<ReadPreview> asRead = new ArrayList<>();
        if (detailed && !refs.isEmpty()) {
            for (int a = 0; a < e.agentCount(); a++) {
                for (Reference r : refs) {
                    asRead.add(e.preview(a, r, l.index()));
                }
            }
        }
        if (ls == null) {
            Reference r = refs.isEmpty() ? null : refs.get(0);
            long v = e.launch().initialValue(l);
            writes.add(new WriteView(-1, -1, "host", null, v, false, true, false,
                    List.of(dev.syncscope.core.memory.DomainInstance.DEVICE), List.of(), SourceSpan.UNKNOWN));
            return new LocationView(l, r == null ? null : r.storageClass(), writes, asRead);
        }
        List<WriteRecord> all = new ArrayList<>();
        all.add(ls.initial());
        all.addAll(ls.allWritesOldestFirst());
        for (WriteRecord w : all) {
            List<AgentReference> vis = detailed ? e.visibleTo(l, w.id()) : List.of();
            writes.add(new WriteView(w.id(), w.agent(), w.agent() < 0 ? "host" : e.agentInfo(w.agent()).name(),
                    w.reference() == null ? null : w.reference().name(), w.value(), w.atomic(), w.nonPrivate(),
                    w.retired(), w.domains(), vis, w.source()));
        }
        return new LocationView(l, ls.storageClass(), writes, asRead);
    }

    /** Final outcome: registers as {@code <agent name>:<reg>}, locations by reference name, newest write's value. */
    static dev.syncscope.core.model.Outcome outcome(Engine e) {
        Map<String, Long> values = new java.util.HashMap<>();
        for (int i = 0; i < e.agentCount(); i++) {
            for (Map.Entry<String, Long> r : e.agent(i).thread().registers().entrySet()) {
                values.put(e.agentInfo(i).name() + ":" + r.getKey(), r.getValue());
            }
        }
        for (Reference r : e.launch().references()) {
            for (int i = 0; i < r.length(); i++) {
                Location l = r.location(i);
                LocationState ls = e.location(l);
                long v = e.launch().initialValue(l);
                if (ls != null) {
                    List<WriteRecord> w = ls.allWritesOldestFirst();
                    if (!w.isEmpty()) {
                        v = w.get(w.size() - 1).value();
                    }
                }
                values.put(r.length() == 1 ? r.name() : r.name() + "[" + i + "]", v);
            }
        }
        return new dev.syncscope.core.model.Outcome(values);
    }
}
