package dev.syncscope.core.check;

import dev.syncscope.core.model.Scope;

import java.util.ArrayList;
import java.util.List;

/**
 * Sub-terms of the Alloy model's definitions that depend only on {@link StaticFacts}, computed once
 * per combination of traces and shared by all its candidate executions. Immutable but for the location order
 * without reads-from, derived when first asked ({@link #orderWithoutReads}).
 */
final class StaticParts {
    /** {@code stor[REL&F] . posemtosc . stor[A&W]}. */
    final Relation releaseFenceToWrite;
    /** {@code stor[ACQ&A] + stor[A&R] . posctosem . stor[ACQ&F]}. */
    final Relation toAcquire;
    /** {@code stor[REL&F] . rc[po] . stor[CBAR] . (scbarinst & inscope - iden) . stor[CBAR] . rc[po] . stor[ACQ&F]}. */
    final Relation barrierSync;
    /** Per storage-class set: events with all of the set in their semantics. */
    final List<EventSet> semanticsCover = new ArrayList<>();
    /** Per storage-class set: the ssw and program-order terms of inter-thread-happens-before. */
    final List<Relation> ithbStatic = new ArrayList<>();

    final Relation avSg;
    final EventSet avWgSet;
    final EventSet avQfSet;
    final EventSet avShSet;
    final Relation visSg;
    final EventSet visWgSet;
    final EventSet visQfSet;
    final EventSet visShSet;
    /** Index of the device domain in the arrays below; the host domain is 1. */
    static final int DEVICE_DOMAIN = 0;
    /** The domains API-level operations reach: the device and the host domain. */
    static final int API_DOMAINS = 2;
    /** Per API domain D: {@code stor[W]} of the writes by the agents that access D (device or host agents). */
    final Relation[] writesIn = new Relation[API_DOMAINS];
    /** Per API domain D: {@code stor[R]} of the reads by the agents that access D. */
    final Relation[] readsIn = new Relation[API_DOMAINS];
    /** Per API domain D: the availability operations to D ({@code avdevice}; flush). */
    final Relation[] availableTo = new Relation[API_DOMAINS];
    /** Per API domain D: the visibility operations from D ({@code visdevice}; invalidate). */
    final Relation[] visibleFrom = new Relation[API_DOMAINS];
    /** Per API domain D: the memory domain operations from D to the other one. */
    final Relation[] domainFrom = new Relation[API_DOMAINS];
    /** Pairs of events both performed by device agents (shader invocations). */
    final Relation shaderAgents;
    /** {@code stor[W-PRIV] . (rc[po] & avvisinc)}, the availability side of {@code avvisinc} ({@code StaticFacts.avInc}). */
    final Relation writeToAv;
    /** {@code (rc[po] & avvisinc) . stor[R-PRIV]}, the visibility side of {@code avvisinc} ({@code StaticFacts.visInc}). */
    final Relation visToRead;
    /** {@code stor[W-PRIV]}. */
    final Relation toWrite;
    /** {@code stor[R] . ^ssw . stor[R+W]}. */
    final Relation readBeforeBySsw;
    /** {@code ((R+W) -> (R+W)) & sloc}. */
    final Relation sameLocationAccesses;
    /** {@code po & sloc & sref} over accesses: always part of location-order, used to prune early. */
    final Relation poLocation;

    /** {@link #orderWithoutReads}, once derived. */
    private Relation withoutReads;

    StaticParts(StaticFacts s) {
        this(s, s.barrierPartners());
    }

    /**
     * The location order of {@code s} derived with no reads-from and no scoped modification order, part of every
     * candidate's ({@link FixedLocationOrder}); derived once, for these parts and facts of their shape
     * ({@link PartsByShape}). Throws {@link Derivation.Stopped} when {@code stop} says so.
     */
    Relation orderWithoutReads(StaticFacts s, java.util.function.BooleanSupplier stop) {
        if (withoutReads == null) {
            Relation none = Relation.empty(s.n);
            withoutReads = new Derivation(s, this, none, none, EventSet.of(s.n, e -> false), stop).locord;
        }
        return withoutReads;
    }

    /**
     * With {@code barrierPartners} the barrier pairs that synchronize ({@code syncbar & inscope - iden}),
     * from the releasing one: a subset of {@link StaticFacts#barrierPartners()} when a barrier with a
     * quorum synchronizes only from the arrivals that completed it ({@link QuorumBarriers}).
     */
    StaticParts(StaticFacts s, Relation barrierPartners) {
        EventSet relF = s.rel.intersect(s.f);
        EventSet acqF = s.acq.intersect(s.f);
        releaseFenceToWrite = Relation.identity(relF).compose(s.posemtosc).range(s.atomic.intersect(s.w));
        toAcquire = Relation.identity(s.acq.intersect(s.atomic))
                .union(Relation.identity(s.atomic.intersect(s.r)).compose(s.posctosem).range(acqF));
        Relation rcPo = s.po.reflexive();
        barrierSync = Relation.identity(relF).compose(rcPo).range(s.cbar).compose(barrierPartners)
                .compose(rcPo).range(acqF);
        for (int mask : s.classSets) {
            EventSet sem = EventSet.of(s.n, e -> (s.semanticsClasses[e] & mask) == mask);
            EventSet accesses = EventSet.of(s.n, e -> s.storageClass[e] != null
                    && (mask & (1 << s.storageClass[e].ordinal())) != 0);
            EventSet either = accesses.union(sem);
            semanticsCover.add(sem);
            ithbStatic.add(s.ssw
                    .union(Relation.identity(either).compose(s.po).range(s.rel.intersect(sem)))
                    .union(Relation.identity(s.acq.intersect(sem)).compose(s.po).range(either)));
        }
        EventSet avAny = s.av.union(s.semAv);
        EventSet visAny = s.vis.union(s.semVis);
        avSg = Relation.identity(atLeast(s, avAny, Scope.SUBGROUP));
        avWgSet = atLeast(s, avAny, Scope.WORKGROUP);
        avQfSet = atLeast(s, avAny, Scope.QUEUE_FAMILY);
        avShSet = atLeast(s, avAny, Scope.DEVICE);
        visSg = Relation.identity(atLeast(s, visAny, Scope.SUBGROUP));
        visWgSet = atLeast(s, visAny, Scope.WORKGROUP);
        visQfSet = atLeast(s, visAny, Scope.QUEUE_FAMILY);
        visShSet = atLeast(s, visAny, Scope.DEVICE);
        // VK MM: Location-Ordered, last bullet — D_X, D_Y by "whether A_X and A_Y execute on the device or host"
        EventSet device = s.all.minus(s.host);
        for (int d = 0; d < API_DOMAINS; d++) {
            EventSet agents = d == DEVICE_DOMAIN ? device : s.host;
            writesIn[d] = Relation.identity(s.w.intersect(agents));
            readsIn[d] = Relation.identity(s.r.intersect(agents));
            availableTo[d] = Relation.identity(d == DEVICE_DOMAIN ? s.avDevice : s.avHost);
            visibleFrom[d] = Relation.identity(d == DEVICE_DOMAIN ? s.visDevice : s.visHost);
            domainFrom[d] = Relation.identity(d == DEVICE_DOMAIN ? s.deviceToHost : s.hostToDevice);
        }
        shaderAgents = Relation.product(device, device);
        writeToAv = Relation.identity(s.w.minus(s.priv)).compose(rcPo.intersect(s.avInc));
        visToRead = rcPo.intersect(s.visInc).range(s.r.minus(s.priv));
        toWrite = Relation.identity(s.w.minus(s.priv));
        readBeforeBySsw = Relation.identity(s.r).compose(s.ssw.closure()).range(s.rw);
        sameLocationAccesses = Relation.product(s.rw, s.rw).intersect(s.sloc);
        poLocation = s.po.intersect(s.sref).intersect(sameLocationAccesses);
    }

    /** Av/vis operations whose scope is at least {@code scope} (AVSG ⊇ AVWG ⊇ AVQF ⊇ AVSHADER). */
    private static EventSet atLeast(StaticFacts s, EventSet ops, Scope scope) {
        return ops.intersect(EventSet.of(s.n, e -> s.scope[e] != null && s.scope[e].includes(scope)));
    }
}
