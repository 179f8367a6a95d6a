package dev.syncscope.core.check;

import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * The events of one combination of traces and everything about them that does not depend on the
 * reads-from and modification-order choices: the Alloy model's event sets and static relations
 * ({@code po}, {@code sthd}, {@code ssg}, {@code swg}, {@code sqf}, {@code sloc}, {@code sref},
 * {@code inscope}, {@code mutordatom}, {@code posctosem}, {@code posemtosc}, {@code ssw},
 * {@code scbarinst}, {@code avvisinc}), plus what the Alloy model has no terms for: which events host
 * agents perform and the host domain's operations (flush, invalidate, memory domain operations).
 * Immutable.
 */
final class StaticFacts {
    final int n;
    final List<Event> events;
    final Launch launch;
    final boolean chains;

    final Scope[] scope;
    final StorageClass[] storageClass;
    final int[] semanticsClasses;

    final EventSet all;
    final EventSet r;
    final EventSet w;
    final EventSet rw;
    final EventSet f;
    final EventSet atomic;
    final EventSet acq;
    final EventSet rel;
    final EventSet cbar;
    final EventSet avDevice;
    final EventSet visDevice;
    /** Events performed by host agents (VK MM: Agent, "each host thread"). */
    final EventSet host;
    /** Flushes: availability operations to the host domain. */
    final EventSet avHost;
    /** Invalidates: visibility operations from the host domain. */
    final EventSet visHost;
    /** Memory domain operations from the host to the device domain. */
    final EventSet hostToDevice;
    /** Memory domain operations from the device to the host domain. */
    final EventSet deviceToHost;
    final EventSet av;
    final EventSet vis;
    final EventSet semAv;
    final EventSet semVis;
    final EventSet priv;
    final EventSet nonPriv;

    final Relation po;
    final Relation sthd;
    final Relation ssg;
    final Relation swg;
    final Relation sqf;
    final Relation sloc;
    final Relation sref;
    final Relation inscope;
    final Relation mutordatom;
    final Relation posctosem;
    final Relation posemtosc;
    final Relation ssw;
    final Relation scbarinst;
    final Relation avvisinc;
    /**
     * The availability side of {@code avvisinc}: access → an availability operation whose source scope includes it
     * (API-level operations, a MakeAvailable release naming its class, a per-instruction or atomic operation of its
     * location and reference), never an acquire's MakeVisible ({@link #availabilityVisibilityInclusion}).
     */
    final Relation avInc;
    /** The visibility side: a visibility operation → an access its destination scope includes. */
    final Relation visInc;
    /** The chain steps per storage class of the accesses (one entry for every access without chains). */
    final List<ChainSteps> chainSteps;
    /** The traces the events come from, one per agent in event order (a subgroup operation's step has no event). */
    final List<Trace> traces;
    /** The storage-class bit masks {@code SC} for which inter-thread-happens-before is computed. */
    final List<Integer> classSets;
    /** What control barriers rule out beyond the axioms; null when nothing can be ruled out. */
    final BarrierCausality causality;

    StaticFacts(Launch launch, List<Trace> traces, boolean chains) {
        this.launch = launch;
        this.chains = chains;
        this.traces = List.copyOf(traces);
        List<Integer> traceEnds = new ArrayList<>();
        boolean[] waits = new boolean[eventCount(traces)];
        this.events = events(launch, traces, traceEnds, waits);
        this.n = events.size();
        scope = new Scope[n];
        storageClass = new StorageClass[n];
        semanticsClasses = new int[n];
        boolean[] isF = new boolean[n];
        boolean[] isA = new boolean[n];
        boolean[] isAcq = new boolean[n];
        boolean[] isRel = new boolean[n];
        boolean[] isAv = new boolean[n];
        boolean[] isVis = new boolean[n];
        boolean[] isSemAv = new boolean[n];
        boolean[] isSemVis = new boolean[n];
        boolean[] isNonPriv = new boolean[n];
        int usedClasses = 0;
        for (Event e : events) {
            int i = e.id();
            Semantics sem = Semantics.NONE;
            if (e.reference() != null) {
                // SPIR-V OpAtomicCompareExchange: a compare that does not write has the Unequal semantics
                Access acc = e.action() instanceof Action.ReadModifyWrite m && !e.isWrite()
                        ? m.unequalAccess() : e.action().access();
                boolean rmw = e.action() instanceof Action.ReadModifyWrite;
                storageClass[i] = e.reference().storageClass();
                usedClasses |= 1 << storageClass[i].ordinal();
                isA[i] = acc.atomic() || rmw;
                scope[i] = acc.scope();
                sem = isA[i] ? acc.semantics() : Semantics.NONE;
                // VK MM: Memory Semantics — acquire only on reads, release only on writes
                isAcq[i] = isA[i] && sem.acquire() && e.isRead();
                isRel[i] = isA[i] && sem.release() && e.isWrite();
                // VK MM: Per-Instruction Availability and Visibility Semantics — atomics imply them
                isAv[i] = e.isWrite() && (acc.makePointerAvailable() || isA[i]);
                isVis[i] = e.isRead() && (acc.makePointerVisible() || isA[i]);
                isNonPriv[i] = acc.isNonPrivate() || isA[i];
            } else if (e.action() instanceof Action.MemoryBarrier mb) {
                sem = mb.semantics();
                scope[i] = mb.scope();
                isAcq[i] = sem.acquire();
                isRel[i] = sem.release();
                isF[i] = isAcq[i] || isRel[i];
            } else if (e.action() instanceof Action.ControlBarrier cb) {
                sem = cb.semantics();
                scope[i] = cb.memory();
                isAcq[i] = sem.acquire();
                isRel[i] = sem.release();
                isF[i] = isAcq[i] || isRel[i];
            }
            if (isAcq[i] || isRel[i]) {
                for (StorageClass sc : sem.storageClasses()) {
                    semanticsClasses[i] |= 1 << sc.ordinal();
                }
                usedClasses |= semanticsClasses[i];
                isSemAv[i] = isRel[i] && sem.makeAvailable();
                isSemVis[i] = isAcq[i] && sem.makeVisible();
            }
        }
        all = set(e -> true);
        r = set(e -> events.get(e).isRead());
        w = set(e -> events.get(e).isWrite());
        rw = r.union(w);
        f = set(e -> isF[e]);
        atomic = set(e -> isA[e]);
        acq = set(e -> isAcq[e]);
        rel = set(e -> isRel[e]);
        cbar = set(e -> events.get(e).kind() == Event.Kind.CONTROL_BARRIER);
        avDevice = set(e -> events.get(e).kind() == Event.Kind.AV_DEVICE);
        visDevice = set(e -> events.get(e).kind() == Event.Kind.VIS_DEVICE);
        host = set(e -> agent(e).host());
        avHost = set(e -> events.get(e).kind() == Event.Kind.HOST_AVAILABILITY);
        visHost = set(e -> events.get(e).kind() == Event.Kind.HOST_VISIBILITY);
        hostToDevice = set(e -> direction(e) == Action.MemoryDomainOperation.Direction.HOST_TO_DEVICE);
        deviceToHost = set(e -> direction(e) == Action.MemoryDomainOperation.Direction.DEVICE_TO_HOST);
        av = set(e -> isAv[e]);
        vis = set(e -> isVis[e]);
        semAv = set(e -> isSemAv[e]);
        semVis = set(e -> isSemVis[e]);
        nonPriv = set(e -> isNonPriv[e]);
        priv = rw.minus(nonPriv);

        // each relation is built from the pairs that can be in it (events sharing a key, or a smaller relation's
        // pairs filtered), not by testing all n² pairs: a 1,024-invocation kernel has thousands of events
        sthd = PairsByKey.sameKey(n, e -> ev(e).agent());
        po = programOrder(traceEnds);
        ssg = PairsByKey.sameKey(n, e -> agent(e).instanceOf(Scope.SUBGROUP));
        swg = PairsByKey.sameKey(n, e -> agent(e).instanceOf(Scope.WORKGROUP));
        sqf = PairsByKey.sameKey(n, e -> agent(e).instanceOf(Scope.QUEUE_FAMILY));
        sloc = PairsByKey.sameKey(n, e -> ev(e).location());
        sref = PairsByKey.sameKey(n, e -> ev(e).reference());
        EventSet scoped = set(e -> scope[e] != null);
        // VK MM: Scope — A and B are in the instance of each other's memory scopes
        inscope = PairsByKey.inScope(this, scoped);
        // VK MM: Atomic Operation — mutually-ordered atomics
        mutordatom = sloc.intersect(sref).intersect(Relation.product(atomic, atomic)).intersect(inscope)
                .irreflexive();
        // per storage class c, sets instead of a test per pair: the accesses in c, and the events whose semantics name c
        Relation scToSem = Relation.empty(n);
        Relation semToSc = Relation.empty(n);
        for (StorageClass c : StorageClass.values()) {
            EventSet in = set(e -> storageClass[e] == c);
            EventSet naming = set(e -> (semanticsClasses[e] & (1 << c.ordinal())) != 0);
            scToSem = scToSem.union(Relation.product(in, naming));
            semToSc = semToSc.union(Relation.product(naming, in));
        }
        posctosem = po.intersect(scToSem);
        posemtosc = po.intersect(semToSc);
        // VK MM: System-Synchronizes-With — the launch's SSW pairs relate all actions of the two agents
        Relation systemSync = Relation.empty(n);
        for (Launch.SystemSync pair : launch.systemSynchronizesWith()) {
            systemSync = systemSync.union(Relation.product(set(e -> ev(e).agent() == pair.from()),
                    set(e -> ev(e).agent() == pair.to())));
        }
        ssw = systemSync;
        scbarinst = Relation.product(cbar, cbar).filter(this::sameBarrierInstance);
        Relation[] inclusion = availabilityVisibilityInclusion();
        avInc = inclusion[0];
        visInc = inclusion[1];
        avvisinc = avInc.union(visInc);
        chainSteps = ChainSteps.of(this);
        classSets = classSets(usedClasses);
        causality = BarrierCausality.of(this, waits);
    }

    /**
     * The facts of {@code traces}, paths of the shape of {@code shape}'s, one for one ({@link StoresFirst#shape}: the
     * same actions, reading and writing where those read and wrote, other values): every set and relation is the
     * shape's; only the events' values, and which reads wait ({@link BarrierCausality}), are the paths' own.
     */
    private StaticFacts(StaticFacts shape, List<Trace> traces) {
        launch = shape.launch;
        chains = shape.chains;
        this.traces = List.copyOf(traces);
        boolean[] waits = new boolean[shape.n];
        events = events(launch, traces, new ArrayList<>(), waits);
        n = shape.n;
        scope = shape.scope;
        storageClass = shape.storageClass;
        semanticsClasses = shape.semanticsClasses;
        all = shape.all;
        r = shape.r;
        w = shape.w;
        rw = shape.rw;
        f = shape.f;
        atomic = shape.atomic;
        acq = shape.acq;
        rel = shape.rel;
        cbar = shape.cbar;
        avDevice = shape.avDevice;
        visDevice = shape.visDevice;
        host = shape.host;
        avHost = shape.avHost;
        visHost = shape.visHost;
        hostToDevice = shape.hostToDevice;
        deviceToHost = shape.deviceToHost;
        av = shape.av;
        vis = shape.vis;
        semAv = shape.semAv;
        semVis = shape.semVis;
        priv = shape.priv;
        nonPriv = shape.nonPriv;
        po = shape.po;
        sthd = shape.sthd;
        ssg = shape.ssg;
        swg = shape.swg;
        sqf = shape.sqf;
        sloc = shape.sloc;
        sref = shape.sref;
        inscope = shape.inscope;
        mutordatom = shape.mutordatom;
        posctosem = shape.posctosem;
        posemtosc = shape.posemtosc;
        ssw = shape.ssw;
        scbarinst = shape.scbarinst;
        avvisinc = shape.avvisinc;
        avInc = shape.avInc;
        visInc = shape.visInc;
        chainSteps = shape.chainSteps;
        classSets = shape.classSets;
        causality = BarrierCausality.of(this, waits);
    }

    /** The facts of {@code traces}, paths of this one's shape, one for one. */
    StaticFacts ofSameShape(List<Trace> traces) {
        return new StaticFacts(this, traces);
    }

    /** How many events {@code traces} have: their steps but subgroup operations. */
    private static int eventCount(List<Trace> traces) {
        int n = 0;
        for (Trace t : traces) {
            for (Trace.Step s : t.steps()) {
                n += s.action() instanceof Action.Collective ? 0 : 1;
            }
        }
        return n;
    }

    /**
     * The events of {@code traces}, numbered trace after trace in program order; where each trace's events end added to
     * {@code traceEnds}, and which of them are a wait's reads set in {@code waits}.
     */
    private static List<Event> events(Launch launch, List<Trace> traces, List<Integer> traceEnds, boolean[] waits) {
        List<Event> evs = new ArrayList<>();
        for (Trace t : traces) {
            Agent agent = launch.agents().get(t.agent());
            int index = 0;
            for (Trace.Step s : t.steps()) {
                // a subgroup operation is no memory event: it has no memory semantics (SPIR-V OpGroupNonUniform*)
                if (!(s.action() instanceof Action.Collective)) {
                    waits[evs.size()] = s.waits();
                    evs.add(Event.of(evs.size(), agent, index++, s));
                }
            }
            traceEnds.add(evs.size());
        }
        return List.copyOf(evs);
    }

    Event ev(int e) {
        return events.get(e);
    }

    Agent agent(int e) {
        return launch.agents().get(events.get(e).agent());
    }

    private Action.MemoryDomainOperation.Direction direction(int e) {
        return events.get(e).action() instanceof Action.MemoryDomainOperation d ? d.direction() : null;
    }

    private EventSet set(IntPredicate p) {
        return EventSet.of(n, p);
    }

    /**
     * Program order (VK MM: Program-Order): each event before the later events of its trace. Events are numbered
     * trace after trace, in program order, one trace per agent; {@code traceEnds} holds where each trace's end.
     */
    private Relation programOrder(List<Integer> traceEnds) {
        Relation.Builder b = new Relation.Builder(n);
        int start = 0;
        for (int end : traceEnds) {
            for (int a = start; a < end; a++) {
                for (int c = a + 1; c < end; c++) {
                    b.add(a, c);
                }
            }
            start = end;
        }
        return b.build();
    }

    private boolean inScope(int a, Scope sa, int b, Scope sb) {
        if (sa == null || sb == null) {
            return false;
        }
        Scope narrower = sa.compareTo(sb) <= 0 ? sa : sb;
        return agent(a).sharesInstance(agent(b), narrower);
    }

    /**
     * Two control barriers take part in the same dynamic instance: same instance number, execution
     * scope and (named barriers, Dat3M's resourceId) barrier id, and both agents in one instance of that
     * scope.
     */
    private boolean sameBarrierInstance(int a, int b) {
        if (!(ev(a).action() instanceof Action.ControlBarrier ca) || !(ev(b).action() instanceof Action.ControlBarrier cb)) {
            return false;
        }
        return ca.instance() == cb.instance() && ca.execution() == cb.execution()
                && java.util.Objects.equals(ca.barrierId(), cb.barrierId())
                && agent(a).sharesInstance(agent(b), ca.execution());
    }

    /** Whether control barriers {@code a} and {@code b} are one pair of {@link #barrierPartners()}. */
    boolean barrierPartner(int a, int b) {
        return a != b && scbarinst.contains(a, b) && inScope(a, ((Action.ControlBarrier) ev(a).action()).execution(), b,
                ((Action.ControlBarrier) ev(b).action()).execution());
    }

    /** Control barriers of one dynamic instance that are also in each other's execution scope. */
    Relation barrierPartners() {
        return scbarinst.filter((a, b) -> inScope(a, ((Action.ControlBarrier) ev(a).action()).execution(), b,
                ((Action.ControlBarrier) ev(b).action()).execution())).irreflexive();
    }

    /**
     * {@code avvisinc}: which accesses an availability/visibility operation includes, oriented from
     * the earlier to the later element of a chain. Device- and host-domain operations include every access
     * (both ways); a release with MakeAvailable includes the accesses of a storage class in its
     * semantics (access → op); an acquire with MakeVisible includes them likewise (op → access);
     * per-instruction av/vis (and atomics) include accesses to the same location through the same
     * reference (both ways). Semantics never include the operation itself. (VK MM: Availability and
     * Visibility Semantics, Per-Instruction Availability and Visibility Semantics) Returned as its two sides,
     * {@link #avInc} (without the MakeVisible terms) and {@link #visInc} (without the MakeAvailable terms): each
     * operation includes accesses only as what it is.
     *
     * <p>The published {@code spirv.als} makes the semantics terms symmetric; that lets a chain step
     * from a MakeAvailable release to a later access it merely covers (e.g. the flag store of
     * {@code mpinscope3.test}) and contradicts the corpus answers and the appendix's "an availability
     * chain ... that includes (A,R,L) in the source scope". The orientation here follows the appendix
     * and Dat3M's {@code vulkan.cat}.
     *
     * <p>A flush's source scope and an invalidate's destination scope are "(all host threads, all mapped memory
     * ranges passed to the command)" (VK MM: Availability, Visibility, and Domain Operations; a litmus program
     * maps all its memory), so they include accesses like the device-domain operations do. That a device
     * agent's access takes no part in them (nor a host agent's in {@code avdevice}/{@code visdevice}) follows
     * from Location-Ordered's D_X and D_Y, the domain of the accessing agent, where the relation is used
     * ({@code Derivation}).
     */
    private Relation[] availabilityVisibilityInclusion() {
        // VK MM: Availability, Visibility, and Domain Operations — API-level operations include all references
        Relation device = Relation.product(rw, avDevice.union(visDevice).union(avHost).union(visHost)).symmetric();
        EventSet classed = set(e -> storageClass[e] != null);
        // a row per event from sets per storage class, not a test per pair (spin loops make thousands of pairs)
        int classes = StorageClass.values().length;
        long[][] ofClass = new long[classes][];
        long[][] semAvCovering = new long[classes][];
        for (int c = 0; c < classes; c++) {
            int bit = 1 << c;
            int cls = c;
            ofClass[c] = set(e -> storageClass[e] != null && storageClass[e].ordinal() == cls).words();
            semAvCovering[c] = semAv.intersect(set(e -> (semanticsClasses[e] & bit) != 0)).words();
        }
        Relation.Builder releaseCovers = new Relation.Builder(n);
        for (int a = classed.next(0); a >= 0; a = classed.next(a + 1)) {
            releaseCovers.addRow(a, semAvCovering[storageClass[a].ordinal()]);
        }
        Relation.Builder acquireCovers = new Relation.Builder(n);
        for (int a = semVis.next(0); a >= 0; a = semVis.next(a + 1)) {
            for (int c = 0; c < classes; c++) {
                if ((semanticsClasses[a] & (1 << c)) != 0) {
                    acquireCovers.addRow(a, ofClass[c]);
                }
            }
        }
        Relation perInstruction = Relation.identity(av.union(vis)).compose(sref.intersect(sloc)).symmetric();
        // an acquire's MakeVisible includes the accesses after it (op → access) as a visibility operation only; as the
        // availability operation X ->rcpo AV of Location-Ordered it includes nothing of another location: taking it
        // there let a write's own MakeVisible acquire "include" a later atomic of another location, whose availability
        // operation has only its own location in its source scope, and stand as AV (VK MM: Availability and Visibility
        // Semantics, Per-Instruction Availability and Visibility Semantics; found by the stepper-against-checker
        // property, session 73: exec.MakeVisibleIsNoAvailabilityTest). Likewise a release's MakeAvailable on the vis side.
        Relation avSide = device.union(releaseCovers.build()).irreflexive().union(perInstruction);
        Relation visSide = device.union(acquireCovers.build()).irreflexive().union(perInstruction);
        return new Relation[] {avSide, visSide};
    }

    /** Every non-empty subset of the storage classes the program uses (VK MM: Inter-Thread-Happens-Before). */
    private static List<Integer> classSets(int used) {
        List<Integer> sets = new ArrayList<>();
        for (int s = 1; s <= used; s++) {
            if ((s & ~used) == 0) {
                sets.add(s);
            }
        }
        return List.copyOf(sets);
    }

    /**
     * The storage classes, as semantics name them, that a barrier or atomic must name to synchronize through the flag
     * event {@code flag} for the data access {@code data}: the flag's, and the data's when it differs (VK MM:
     * Synchronizes-With, fence forms: "X's storage class is in A's semantics"; Inter-Thread-Happens-Before: the chain's
     * releases and acquires name the data's class). "" when the flag's memory has no class.
     */
    String classNames(int flag, int data) {
        if (storageClass[flag] == null) {
            return "";
        }
        return StorageClass.semanticsNames(storageClass[flag], storageClass[data]);
    }

    /**
     * Whether the release or acquire {@code e} could order through the flag access {@code flag}: a barrier, or an atomic
     * of the flag's location (VK MM: Synchronizes-With: an atomic synchronizes through the location it accesses, and a
     * release sequence is one location's). An acquire or release of another location is no side of this flag.
     */
    boolean throughFlag(int e, int flag) {
        return f.contains(e) || java.util.Objects.equals(ev(e).location(), ev(flag).location());
    }
}
