package dev.syncscope.core.check;

import dev.syncscope.core.model.Scope;

import java.util.ArrayList;
import java.util.List;

/**
 * Sub-terms of the Alloy model's definitions that depend only on {@link StaticFacts}, computed once
 * per combination of traces and shared by all its candidate executions. Immutable.
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
    final Relation avDv;
    final Relation visDv;
    /** {@code stor[W-PRIV] . (rc[po] & avvisinc)}. */
    final Relation writeToAv;
    /** {@code (rc[po] & avvisinc) . stor[R-PRIV]}. */
    final Relation visToRead;
    /** {@code stor[W-PRIV]}. */
    final Relation toWrite;
    /** {@code stor[R] . ^ssw . stor[R+W]}. */
    final Relation readBeforeBySsw;
    /** {@code ((R+W) -> (R+W)) & sloc}. */
    final Relation sameLocationAccesses;
    /** {@code po & sloc & sref} over accesses: always part of location-order, used to prune early. */
    final Relation poLocation;

    StaticParts(StaticFacts s) {
        this(s, s.barrierPartners());
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
        avDv = Relation.identity(s.avDevice);
        visDv = Relation.identity(s.visDevice);
        Relation rcPoInc = rcPo.intersect(s.avvisinc);
        writeToAv = Relation.identity(s.w.minus(s.priv)).compose(rcPoInc);
        visToRead = rcPoInc.range(s.r.minus(s.priv));
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
