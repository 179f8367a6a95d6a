package dev.syncscope.core.api;

import dev.syncscope.core.exec.AgentReference;
import dev.syncscope.core.exec.AgentRuntime;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.BarrierKey;
import dev.syncscope.core.exec.BarrierState;
import dev.syncscope.core.exec.BarrierWait;
import dev.syncscope.core.exec.Engine;
import dev.syncscope.core.exec.ReadPreview;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.model.ValueKind;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns one engine's current state into immutable {@link Snapshot}s. Views are shared with the
 * previous snapshot wherever their inputs are the same objects (an agent's program state, status,
 * action count and barrier; a location's immutable state), so a snapshot after one step rebuilds
 * only what that step touched. Per-(agent, reference) columns ({@link LocationView#asRead()},
 * {@link WriteView#visibleTo()}) depend on every agent's state; they are computed only while
 * agents × (location, reference) cells of the launch stay within {@link #CELL_BUDGET}, and views of
 * larger launches ask {@link DebugSession#valuesAsRead} and {@link DebugSession#visibleTo} for the
 * location the user selected. Owned by the session's thread.
 */
final class SnapshotBuilder {

    static final int CELL_BUDGET = 4096;

    private final Engine e;
    private final boolean detailed;
    private final boolean allLocations;
    private final Map<Location, List<Reference>> referencesTo = new HashMap<>();
    private final AgentView[] agentViews;
    /** Per agent, what its view was built from: program state, status, actions, barrier wait and barrier. */
    private final ThreadState[] keyThread;
    private final AgentStatus[] keyStatus;
    private final int[] keySeq;
    private final BarrierWait[] keyWait;
    private final BarrierState[] keyWaitsAt;
    /** The barriers of the previous snapshot, with what their views were built from. */
    private Map<BarrierState, ShownBarrier> shownBarriers = new IdentityHashMap<>();
    private List<BarrierView> barrierList;
    private ChunkedList<LocationView> locationList;
    /** The views of this build's locations before they are compared with {@link #locationList} (never shared). */
    private LocationView[] locationScratch = new LocationView[0];
    private final Map<Location, LocationState> viewedState = new HashMap<>();
    private final Map<Location, LocationView> locationViews = new HashMap<>();
    /** Per location, the write records its cached view was built from, in the view's order. */
    private final Map<Location, WriteRecord[]> viewedWrites = new HashMap<>();
    /** Per location, the positions in {@link #viewedWrites} of the writes not retired (and the initial value). */
    private final Map<Location, int[]> viewedLive = new HashMap<>();
    private ChunkedList<AgentView> agentList;
    private List<Location> order;
    private Set<Location> orderSet = Set.of();
    private int orderTouched = -1;

    SnapshotBuilder(Engine engine) {
        this.e = engine;
        long cells = 0;
        for (Reference r : e.launch().references()) {
            cells += r.length();
        }
        this.allLocations = cells <= CELL_BUDGET;
        this.detailed = cells * e.agentCount() <= CELL_BUDGET;
        this.agentViews = new AgentView[e.agentCount()];
        this.keyThread = new ThreadState[e.agentCount()];
        this.keyStatus = new AgentStatus[e.agentCount()];
        this.keySeq = new int[e.agentCount()];
        this.keyWait = new BarrierWait[e.agentCount()];
        this.keyWaitsAt = new BarrierState[e.agentCount()];
    }

    Snapshot build() {
        Map<BarrierState, ShownBarrier> barrierViews = new IdentityHashMap<>();
        boolean agentsChanged = agentList == null;
        for (int i = 0; i < agentViews.length; i++) {
            AgentRuntime rt = e.agent(i);
            BarrierWait wait = rt.barrierWait();
            BarrierState waitsAt = wait == null ? null : e.barrierState(wait.key());
            AgentView old = agentViews[i];
            if (old != null && keyThread[i] == rt.thread() && keyStatus[i] == rt.status() && keySeq[i] == rt.seq()
                    && keyWait[i] == wait) {
                if (keyWaitsAt[i] == waitsAt) {
                    continue;
                }
                // only the barrier it waits at has new arrivals: the rest of its view stands
                agentViews[i] = new AgentView(old.id(), old.name(), old.subgroup(), old.workgroup(), old.queueFamily(),
                        old.status(), old.pc(), old.next(), old.actions(),
                        waitsAt == null ? null : barrier(waitsAt, barrierViews), old.registers(), old.host());
            } else {
                agentViews[i] = agent(rt, waitsAt, barrierViews);
                keyThread[i] = rt.thread();
                keyStatus[i] = rt.status();
                keySeq[i] = rt.seq();
                keyWait[i] = wait;
            }
            keyWaitsAt[i] = waitsAt;
            agentsChanged = true;
        }
        if (agentsChanged) {
            agentList = ChunkedList.with(agentList, agentViews);
        }
        java.util.Collection<BarrierState> states = e.barrierStates();
        BarrierView[] barriers = new BarrierView[states.size()];
        int b = 0;
        for (BarrierState state : states) {
            barriers[b++] = barrier(state, barrierViews);
        }
        Arrays.sort(barriers, BARRIER_ORDER);
        barrierList = sameElements(barrierList, barriers) ? barrierList : List.of(barriers);
        shownBarriers = barrierViews;
        List<Location> shown = locationsToShow();
        if (locationScratch.length != shown.size()) {
            locationScratch = new LocationView[shown.size()];
        }
        LocationView[] locations = locationScratch;
        for (int i = 0; i < locations.length; i++) {
            locations[i] = location(shown.get(i));
        }
        locationList = ChunkedList.with(locationList, locations);
        return new Snapshot(e.position(), e.traceSize(), agentList, locationList, barrierList,
                e.diagnostics(), e.races(), !e.anyRunnable(), e.racesUnlisted());
    }

    private static final Comparator<BarrierView> BARRIER_ORDER = Comparator.comparing((BarrierView v) -> v.scope())
            .thenComparingInt(BarrierView::scopeInstance)
            .thenComparingInt(BarrierView::instance)
            // pending collectives of one subgroup share instance 0; their waiters are disjoint
            .thenComparingInt(v -> v.arrived().isEmpty() ? -1 : v.arrived().get(0));

    /** Whether {@code list} holds exactly the objects of {@code now}, in order (then it is shared, not copied). */
    private static <T> boolean sameElements(List<T> list, T[] now) {
        if (list == null || list.size() != now.length) {
            return false;
        }
        for (int i = 0; i < now.length; i++) {
            if (list.get(i) != now[i]) {
                return false;
            }
        }
        return true;
    }

    /** Where {@code rt} stands: the barrier it waits at, else its next action's source; UNKNOWN when done or faulted. */
    static SourceSpan pc(AgentRuntime rt) {
        if (rt.barrierWait() != null) {
            return rt.barrierWait().source();
        }
        ThreadState t = rt.thread();
        if (t.status() == ThreadState.Status.RUNNING && rt.status() != AgentStatus.FAULT) {
            try {
                return t.next().source();
            } catch (RuntimeException ex) {
                return SourceSpan.UNKNOWN;
            }
        }
        return SourceSpan.UNKNOWN;
    }

    private AgentView agent(AgentRuntime rt, BarrierState waitsAt, Map<BarrierState, ShownBarrier> barrierViews) {
        Agent a = e.agentInfo(rt.id());
        ThreadState t = rt.thread();
        SourceSpan pc = SourceSpan.UNKNOWN;
        String next = "";
        BarrierView wait = null;
        if (rt.barrierWait() != null) {
            pc = rt.barrierWait().source();
            BarrierKey k = rt.barrierWait().key();
            next = k.isCollective() ? "waiting at subgroup op " + Describe.operation(rt.thread())
                    : "waiting at barrier " + k.instance();
            if (waitsAt != null) {
                wait = barrier(waitsAt, barrierViews);
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
                rt.seq(), wait, t.registers(), a.host());
    }

    /**
     * The view of {@code b} in this build ({@code memo}): the previous build's when {@code b} and its first
     * arrival's record are the same objects (its source and operation come from that record).
     */
    private BarrierView barrier(BarrierState b, Map<BarrierState, ShownBarrier> memo) {
        ShownBarrier shown = memo.get(b);
        if (shown == null) {
            AgentRuntime head = b.count() == 0 ? null : e.agent(b.arrivals().head());
            ShownBarrier earlier = shownBarriers.get(b);
            shown = earlier != null && earlier.head() == head ? earlier : new ShownBarrier(barrier(e, b), head);
            memo.put(b, shown);
        }
        return shown.view();
    }

    /** A barrier's view and the record of its first arrival it was built from. */
    private record ShownBarrier(BarrierView view, AgentRuntime head) { }

    static BarrierView barrier(Engine e, BarrierState b) {
        BarrierKey k = b.key();
        int expected = e.memberCount(k.scope(), k.scopeInstance());
        SourceSpan src = b.count() == 0 || e.agent(b.arrivals().head()).barrierWait() == null
                ? SourceSpan.UNKNOWN : e.agent(b.arrivals().head()).barrierWait().source();
        String operation = k.isCollective() && b.count() > 0
                ? Describe.operation(e.agent(b.arrivals().head()).thread()) : null;
        Integer[] arrived = new Integer[b.count()];
        int i = 0;
        for (Integer a : b.arrivals()) {
            arrived[i++] = a;
        }
        Arrays.sort(arrived);
        return new BarrierView(k.scope(), k.scopeInstance(), k.instance(), List.of(arrived), expected, src, operation);
    }

    /** Every reference location (small launches), locations with initial values, then the touched ones. */
    private List<Location> locationsToShow() {
        if (order != null && (allLocations || (orderTouched == e.touchedCount()
                && orderSet.containsAll(e.touchedLocations())))) {
            return order;
        }
        Set<Location> out = new LinkedHashSet<>();
        if (allLocations) {
            for (Reference r : e.launch().references()) {
                for (int i = 0; i < r.length(); i++) {
                    if (!r.highWord(i)) {
                        out.add(named(r.location(i)));
                    }
                }
            }
        }
        e.launch().initialValues().keySet().forEach(l -> out.add(named(l)));
        List<Location> touched = new ArrayList<>(e.touchedLocations());
        touched.sort(Comparator.comparing(Location::allocation).thenComparingInt(Location::index));
        out.addAll(touched);
        order = List.copyOf(out);
        orderSet = out;
        orderTouched = e.touchedCount();
        return order;
    }

    /** {@code l} named as the stepper names it: an aliased location after its allocation's naming reference. */
    private Location named(Location l) {
        Reference namer = Launch.namingReference(e.launch().references(), l.allocation());
        return namer == null || l.index() >= namer.length() || l.namedBy() == namer ? l : namer.location(l.index());
    }

    private List<Reference> referencesTo(Location l) {
        return referencesTo.computeIfAbsent(l, x -> {
            List<Reference> out = new ArrayList<>();
            for (Reference r : e.launch().references()) {
                if (r.allocation().equals(x.allocation()) && x.index() < r.length()) {
                    out.add(r);
                }
            }
            return List.copyOf(out);
        });
    }

    private LocationView location(Location l) {
        LocationState ls = e.location(l);
        LocationView cached = locationViews.get(l);
        if (cached != null && viewedState.get(l) == ls) {
            if (!detailed) {
                return cached;
            }
            LocationView v = refreshed(l, cached);
            locationViews.put(l, v);
            return v;
        }
        LocationView v = buildLocation(l, ls);
        locationViews.put(l, v);
        viewedState.put(l, ls);
        return v;
    }

    /**
     * The detailed view of a location whose state this build's previous view was made from: the same
     * writes, but what each agent would read and whom each live write is visible to depend on every
     * agent's record, so they are asked again (kept answers, mostly the same objects); {@code cached}
     * itself when every answer is the same object as before. A retired write is visible to nobody for
     * good (VK MM: Availability and Visibility), so its view stands.
     */
    private LocationView refreshed(Location l, LocationView cached) {
        List<ReadPreview> before = cached.asRead();
        ReadPreview[] asRead = null;
        int k = 0;
        for (int a = 0; a < e.agentCount(); a++) {
            for (Reference r : referencesTo(l)) {
                ReadPreview p = e.preview(a, r, l.index());
                if (asRead == null && p != before.get(k)) {
                    asRead = before.toArray(new ReadPreview[0]);
                }
                if (asRead != null) {
                    asRead[k] = p;
                }
                k++;
            }
        }
        WriteRecord[] records = viewedWrites.get(l);
        int[] live = viewedLive.get(l);
        WriteView[] writes = null;
        for (int i = 0; records != null && i < live.length; i++) {
            int j = live[i];
            WriteRecord w = records[j];
            WriteView old = cached.writes().get(j);
            List<AgentReference> vis = e.visibleTo(l, w.id());
            if (vis != old.visibleTo()) {
                if (writes == null) {
                    writes = cached.writes().toArray(new WriteView[0]);
                }
                writes[j] = new WriteView(old.id(), old.writer(), old.writerName(), old.reference(), old.value(),
                        old.atomic(), old.nonPrivate(), old.retired(), old.availableIn(), vis, old.source());
            }
        }
        if (asRead == null && writes == null) {
            return cached;
        }
        return new LocationView(l, cached.storageClass(), writes == null ? cached.writes() : List.of(writes),
                asRead == null ? before : List.of(asRead));
    }

    private LocationView buildLocation(Location l, LocationState ls) {
        List<Reference> refs = referencesTo(l);
        List<WriteView> writes = new ArrayList<>();
        List<ReadPreview> asRead = new ArrayList<>();
        if (detailed) {
            for (int a = 0; a < e.agentCount(); a++) {
                for (Reference r : refs) {
                    asRead.add(e.preview(a, r, l.index()));
                }
            }
        }
        if (ls == null) {
            viewedWrites.remove(l);
            viewedLive.remove(l);
            Reference r = refs.isEmpty() ? null : refs.get(0);
            long v = e.launch().initialValue(l);
            // visible to whom the first access will find it visible to (the submit's visibility operation)
            writes.add(new WriteView(-1, -1, "host", null, v, false, true, false, List.of(DomainInstance.DEVICE),
                    detailed && r != null ? e.visibleTo(l, -1) : List.of(), SourceSpan.UNKNOWN));
            return new LocationView(l, r == null ? null : r.storageClass(), writes, asRead);
        }
        List<WriteRecord> all = new ArrayList<>(1 + ls.live().size() + ls.retired().size());
        all.add(ls.initial());
        all.addAll(ls.allWritesOldestFirst());
        // a step changes one or two writes of a location (a new one, one it retired): the views of the
        // others are the previous build's (same record object, same view; ids ascend in both lists).
        // Detailed views also list whom each write is visible to, which other agents' steps change,
        // except for a retired write: visible to nobody for good (VK MM: Availability and Visibility,
        // "future AV/DOM/VIS ops cannot revive W's write")
        LocationView before = locationViews.get(l);
        WriteRecord[] beforeRecords = viewedWrites.get(l);
        int j = 0;
        for (WriteRecord w : all) {
            while (beforeRecords != null && j < beforeRecords.length && beforeRecords[j].id() < w.id()) {
                j++;
            }
            if (before != null && beforeRecords != null && j < beforeRecords.length && beforeRecords[j] == w
                    && (!detailed || (w.retired() && !w.initial()))) {
                writes.add(before.writes().get(j));
                continue;
            }
            // a retired write is visible to nobody (as Engine.visibleTo answers, without its lookup by id)
            List<AgentReference> vis = detailed && (!w.retired() || w.initial()) ? e.visibleTo(l, w.id()) : List.of();
            // a retired write is available nowhere either ("W will not be available/visible to all agents/
            // references ... future AV/DOM/VIS ops cannot revive W's write", VK MM: Availability and Visibility);
            // the engine keeps its facts only for location order ("X ->rcpo AVC -> Y", VK MM: Location-Ordered)
            List<DomainInstance> available = w.retired() && !w.initial() ? List.of() : w.domains();
            writes.add(new WriteView(w.id(), w.agent(), w.agent() < 0 ? "host" : e.agentInfo(w.agent()).name(),
                    w.reference() == null ? null : w.reference().name(), w.value(), w.atomic(), w.nonPrivate(),
                    w.retired(), available, vis, w.source()));
        }
        WriteRecord[] records = all.toArray(new WriteRecord[0]);
        int live = 0;
        int[] liveAt = new int[records.length];
        for (int at = 0; at < records.length; at++) {
            if (!records[at].retired() || records[at].initial()) {
                liveAt[live++] = at;
            }
        }
        viewedWrites.put(l, records);
        viewedLive.put(l, Arrays.copyOf(liveAt, live));
        return new LocationView(l, ls.storageClass(), writes, asRead);
    }

    /**
     * Final outcome: registers as {@code <agent name>:<reg>}, locations by reference name, newest write's value;
     * Workgroup memory no write defined is undefined (SPIR-V: no initializer), as the memory view shows it.
     */
    static dev.syncscope.core.model.Outcome outcome(Engine e) {
        Map<String, Long> values = new java.util.HashMap<>();
        java.util.Set<String> undefined = new java.util.HashSet<>();
        Map<String, ValueKind> kinds = new java.util.HashMap<>();
        Map<String, Integer> widths = new java.util.HashMap<>();
        for (int i = 0; i < e.agentCount(); i++) {
            for (Map.Entry<String, Long> r : e.agent(i).thread().registers().entrySet()) {
                values.put(e.agentInfo(i).name() + ":" + r.getKey(), r.getValue());
            }
            // a register holding an undefined value the invocation made, as the checker marks it (FinalRegisters)
            for (String r : e.agent(i).thread().undefinedRegisters()) {
                undefined.add(e.agentInfo(i).name() + ":" + r);
            }
            for (Map.Entry<String, ValueKind> k : e.agent(i).thread().registerKinds().entrySet()) {
                kinds.put(e.agentInfo(i).name() + ":" + k.getKey(), k.getValue());
            }
        }
        for (Reference r : e.launch().references()) {
            for (int i = 0; i < r.length(); i++) {
                if (r.highWord(i)) {
                    continue; // a 64-bit scalar's high word: part of the location at its low word
                }
                Location l = r.location(i);
                LocationState ls = e.location(l);
                long v = e.launch().initialValue(l);
                boolean defined = e.launch().initiallyDefined(r, l);
                if (ls != null) {
                    List<WriteRecord> w = ls.allWritesOldestFirst();
                    if (!w.isEmpty()) {
                        v = w.get(w.size() - 1).value();
                        defined = !w.get(w.size() - 1).undefined();
                    }
                }
                values.put(r.locationName(i), v);
                if (r.valueKind(i) != ValueKind.INTEGER) {
                    kinds.put(r.locationName(i), r.valueKind(i));
                } else if (r.bits(i) < 32) {
                    widths.put(r.locationName(i), r.bits(i));
                }
                if (!defined) {
                    undefined.add(r.locationName(i));
                }
            }
        }
        return new dev.syncscope.core.model.Outcome(values, undefined, kinds, widths);
    }
}
