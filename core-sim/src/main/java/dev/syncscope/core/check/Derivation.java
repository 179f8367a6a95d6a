package dev.syncscope.core.check;

/**
 * The relations of one candidate execution that depend on its reads-from and scoped modification
 * order choices, computed exactly as the official Alloy model ({@code alloy/spirv.als}) defines them,
 * plus its consistency verdict. Immutable once constructed.
 */
final class Derivation {
    final StaticFacts s;
    final Relation rf;
    final Relation asmo;
    final EventSet rfInit;
    final Relation rs;
    final Relation hypors;
    final Relation fr;
    final Relation sw;
    final Relation hb;
    final Relation locord;
    final boolean consistent;
    private Relation dr;

    /**
     * Thrown when the derivation is told to stop between two of its relations (the check's time limit ran out or it
     * was cancelled): one candidate of thousands of events takes seconds. Carries no stack trace.
     */
    static final class Stopped extends RuntimeException {
        Stopped() {
            super("stopped", null, false, false);
        }
    }

    /** Asked between two of the relations; true stops the derivation with {@link Stopped}. */
    private final java.util.function.BooleanSupplier stop;

    Derivation(StaticFacts s, StaticParts p, Relation rf, Relation asmo, EventSet rfInit) {
        this(s, p, rf, asmo, rfInit, () -> false);
    }

    /** As the other constructor, asking {@code stop} between its relations whether to give up ({@link Stopped}). */
    Derivation(StaticFacts s, StaticParts p, Relation rf, Relation asmo, EventSet rfInit,
               java.util.function.BooleanSupplier stop) {
        this.stop = stop;
        this.s = s;
        this.rf = rf;
        this.asmo = asmo;
        this.rfInit = rfInit;
        // VK MM: Release Sequence — A, then the longest run of RMWs in A's scoped modification order. "The atomics
        // in the last bullet must be mutually-ordered with A by virtue of being in A's scoped modification order":
        // asmo is co ∩ mutordatom (ModificationOrders), not transitive, so a run of immediate-asmo RMWs can step
        // to an RMW outside A's scope instance (A -> B -> C with A, C not mutually ordered); it is cut there
        Relation rmwStep = asmo.immediate().range(s.r.intersect(s.w));
        Relation seq = rmwStep.closure().reflexive();
        Relation inOwnOrder = s.mutordatom.reflexive();
        rs = Relation.identity(s.rel.intersect(s.atomic)).compose(seq).intersect(inOwnOrder);
        // VK MM: Synchronizes-With — a relaxed atomic write heads a hypothetical release sequence
        hypors = Relation.identity(s.w.intersect(s.atomic)).compose(seq).intersect(inOwnOrder);
        checkpoint();
        sw = synchronizesWith(p);
        checkpoint();
        hb = happensBefore(p);
        checkpoint();
        locord = locationOrdered(p);
        checkpoint();
        fr = fromReads();
        consistent = isConsistent();
    }

    private void checkpoint() {
        if (stop.getAsBoolean()) {
            throw new Stopped();
        }
    }

    /**
     * From-reads: a read is before every write that comes after the write it read, in scoped
     * modification order or, between writes, in location order; a read of the initial value is before
     * every write of the location. The {@code locord} term (absent from the indexed {@code spirv.als}
     * text, present in the model Dat3M cites as the original) is what makes {@code noncohcoww.test}
     * (a non-atomic read of a write older than one already observed) inconsistent.
     */
    private Relation fromReads() {
        Relation writeOrder = locord.domain(s.w).range(s.w);
        return rf.inverse().compose(asmo.union(writeOrder))
                .union(Relation.identity(rfInit).compose(s.sloc).range(s.w)).irreflexive();
    }

    /**
     * VK MM: Synchronizes-With, all forms (atomic/fence combinations and fence–cbar–cbar–fence). The head of the
     * (hypothetical) release sequence and the atomic that reads it are mutually ordered in every form: "A and B
     * are mutually-ordered", "X and B are mutually-ordered", "X and A are mutually-ordered", "X and Y are
     * mutually-ordered". {@code spirv.als} states only the reader's {@code rf & mutordatom} with the sequence's
     * last write, and {@code inscope} between the two ends, which leaves out the last three when a narrower
     * scope makes the atomic read mutually ordered with an RMW of the sequence but not with its head.
     */
    private Relation synchronizesWith(StaticParts p) {
        Relation rfm = rf.intersect(s.mutordatom);
        Relation fromRelease = rs.compose(rfm).intersect(s.mutordatom)
                .union(p.releaseFenceToWrite.compose(hypors.compose(rfm).intersect(s.mutordatom)));
        return fromRelease.compose(p.toAcquire).union(p.barrierSync).intersect(s.inscope);
    }

    /** VK MM: Inter-Thread-Happens-Before (per storage-class set) and Happens-Before. */
    private Relation happensBefore(StaticParts p) {
        Relation result = s.po;
        for (int i = 0; i < s.classSets.size(); i++) {
            checkpoint();
            EventSet sem = p.semanticsCover.get(i);
            Relation base = p.ithbStatic.get(i)
                    .union(Relation.identity(sem).compose(sw).range(sem));
            result = result.union(base.closure());
        }
        return result;
    }

    /** VK MM: Location-Ordered, with availability/visibility chains (VK MM: Availability and Visibility). */
    private Relation locationOrdered(StaticParts p) {
        Relation viaDomains = null;
        for (ChainSteps steps : s.chainSteps) {
            checkpoint();
            Relation ofClass = viaShaderDomains(p, steps).domain(steps.accesses());
            viaDomains = viaDomains == null ? ofClass : viaDomains.union(ofClass);
        }
        Relation nonPrivRead = Relation.identity(s.r.minus(s.priv)).compose(hb).range(s.rw.minus(s.priv));
        Relation all = hb.intersect(s.sthd).intersect(s.sref)
                .union(nonPrivRead)
                .union(p.readBeforeBySsw)
                .union(viaDomains == null ? Relation.empty(s.n) : viaDomains)
                .union(viaApiDomains(p));
        return all.intersect(p.sameLocationAccesses);
    }

    /**
     * VK MM: Location-Ordered, the shader-domain bullet: X ->rcpo AVC(A_X,R_X,D,L) -> Y for a write Y, and
     * X ->rcpo AVC(A_X,R_X,D,L) -> VISC(A_Y,R_Y,D,L) ->rcpo Y for a read, per domain D both agents access, the chains
     * stepping by {@code steps} (for the accesses of one storage class with chains on).
     */
    private Relation viaShaderDomains(StaticParts p, ChainSteps steps) {
        Relation inc = steps.avStep();
        Relation hbSg = hb.intersect(s.ssg).intersect(inc);
        Relation hbWg = hb.intersect(s.swg).intersect(inc);
        Relation hbQf = hb.intersect(s.sqf).intersect(inc);
        Relation chains = s.chains ? null : Relation.empty(s.n).reflexive();

        Relation avsg = p.avSg;
        Relation avSgStep = avsg.compose(hbSg).reflexive();
        Relation avwg = restrict(chains, avSgStep).range(p.avWgSet);
        Relation avWgStep = avwg.compose(hbWg).reflexive();
        Relation avSgWg = avSgStep.compose(avWgStep);
        Relation avqf = restrict(chains, avSgWg).range(p.avQfSet);
        Relation avQfStep = avqf.compose(hbQf).reflexive();
        Relation avsh = restrict(chains, avSgWg.compose(avQfStep)).range(p.avShSet);

        Relation visInc = steps.visStep();
        Relation visHbSg = visInc == inc ? hbSg : hb.intersect(s.ssg).intersect(visInc);
        Relation visHbWg = visInc == inc ? hbWg : hb.intersect(s.swg).intersect(visInc);
        Relation visHbQf = visInc == inc ? hbQf : hb.intersect(s.sqf).intersect(visInc);
        Relation vissg = p.visSg;
        Relation visSgStep = visHbSg.compose(vissg).reflexive();
        Relation viswg = Relation.identity(p.visWgSet).compose(restrict(chains, visSgStep));
        Relation visWgStep = visHbWg.compose(viswg).reflexive();
        Relation visWgSg = visWgStep.compose(visSgStep);
        Relation visqf = Relation.identity(p.visQfSet).compose(restrict(chains, visWgSg));
        Relation visQfStep = visHbQf.compose(visqf).reflexive();
        Relation vissh = Relation.identity(p.visShSet).compose(restrict(chains, visQfStep.compose(visWgSg)));

        // per domain D: a write, its availability to D, then happens-before within D's instance; each such prefix is
        // followed either by the write it is location-ordered before, or by a visibility from D and the read
        Relation avThenHbSg = p.writeToAv.compose(avsg).compose(hb.intersect(s.ssg));
        Relation avThenHbWg = p.writeToAv.compose(avwg).compose(hb.intersect(s.swg));
        Relation avThenHbQf = p.writeToAv.compose(avqf).compose(hb.intersect(s.sqf));
        Relation avThenHbSh = p.writeToAv.compose(avsh).compose(hb);
        Relation avToR = p.visToRead;
        return avThenHbSg.union(avThenHbWg).union(avThenHbQf).union(avThenHbSh).compose(p.toWrite)
                .union(avThenHbSg.compose(vissg).compose(avToR))
                .union(avThenHbWg.compose(viswg).compose(avToR))
                .union(avThenHbQf.compose(visqf).compose(avToR))
                .union(avThenHbSh.compose(vissh).compose(avToR))
                .intersect(s.sref)
                // VK MM: Location-Ordered, "A_X and A_Y access a common memory domain D": host agents access
                // only the host domain, none of the shader domains
                .intersect(p.shaderAgents);
    }

    /**
     * VK MM: Location-Ordered, last bullet. With D_X and D_Y the device or the host domain as A_X and A_Y are
     * device or host agents: a write X is location-ordered before a write Y if X -> AV(A_X,R_X,D_X,L) ->
     * DOM(D_X,D_Y) -> Y, and before a read Y if X -> AV(A_X,R_X,D_X,L) -> DOM(D_X,D_Y) -> VIS(A_Y,R_Y,D_Y,L) -> Y,
     * each arrow happens-before; DOM(D,D) is the placeholder with "X->DOM(D,D)->Y iff X->Y". The AV to the
     * device domain is {@code avdevice}, to the host domain a flush; the VIS from the device domain
     * {@code visdevice}, from the host domain an invalidate (VK MM: Availability, Visibility, and Domain
     * Operations). Whatever the references: these operations include all of them (the Alloy model's
     * {@code avdv}/{@code visdv} terms, which this generalizes to the host domain).
     */
    private Relation viaApiDomains(StaticParts p) {
        Relation hbInc = hb.intersect(s.avvisinc);
        Relation out = Relation.empty(s.n);
        for (int dx = 0; dx < StaticParts.API_DOMAINS; dx++) {
            if (p.writesIn[dx].isEmpty() || p.availableTo[dx].isEmpty()) {
                continue;
            }
            Relation available = p.writesIn[dx].compose(hbInc).compose(p.availableTo[dx]).compose(hb);
            for (int dy = 0; dy < StaticParts.API_DOMAINS; dy++) {
                if (dx != dy && p.domainFrom[dx].isEmpty()) {
                    continue;
                }
                // VK MM: Availability and Visibility — "A memory domain operation DOM that happens-after AV ..."
                Relation moved = dx == dy ? available : available.compose(p.domainFrom[dx]).compose(hb);
                out = out.union(moved.compose(p.writesIn[dy]))
                        .union(moved.compose(p.visibleFrom[dy]).compose(hbInc).compose(p.readsIn[dy]));
            }
        }
        return out;
    }

    private static Relation restrict(Relation chains, Relation r) {
        return chains == null ? r : r.intersect(chains);
    }

    /**
     * The consistency predicate (VK MM: Acyclicity, Visible-To): {@code locord ∪ rf ∪ fr ∪ asmo} is
     * acyclic. A non-atomic read of a shadowed write (one location-ordered before another write that
     * is location-ordered before the read) closes such a cycle through the {@code locord} term of
     * {@link #fromReads()}, so the model's separate rule for non-atomic reads needs no extra check.
     * The indexed {@code spirv.als} text asks instead that such a read's write be an immediate
     * {@code locord} predecessor, which forbids every racy read; the corpus answers (e.g.
     * {@code test16.test}: a consistent execution with a race) and Dat3M's {@code vulkan.cat} do not.
     */
    private boolean isConsistent() {
        // beyond the Alloy model (SPIR-V OpControlBarrier): a wait's read takes no write made after a barrier
        // instance its invocation has not reached (BarrierCausality)
        return locord.union(rf).union(fr).union(asmo).isAcyclic() && (s.causality == null || s.causality.allowed(rf));
    }

    /** VK MM: Data Race — same location, a write involved, not mutually-ordered atomics, not location-ordered. */
    Relation dataRaces() {
        if (dr == null) {
            Relation conflicting = Relation.product(s.w, s.w).union(Relation.product(s.w, s.r))
                    .union(Relation.product(s.r, s.w));
            dr = s.sloc.intersect(conflicting).minus(s.mutordatom).minus(s.sthd.intersect(s.sref))
                    .minus(locord.symmetric());
        }
        return dr;
    }
}
