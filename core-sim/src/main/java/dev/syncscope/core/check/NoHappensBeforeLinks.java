package dev.syncscope.core.check;

/**
 * Why neither of two racing accesses happens-before the other, the first link of a race between two agents: every
 * bullet of Location-Ordered between agents needs X happens-before Y (VK MM: Location-Ordered), so no reference,
 * non-private access, availability or visibility helps without it. Names the synchronization that was attempted and
 * failed, as the stepper does ({@code exec/SyncLinks}, {@code exec/BarrierLinks}): an atomic the second invocation
 * read from the first after its access, outside each other's scope instance; a control barrier both passed whose
 * semantics leave the location's storage class out; else no synchronization. Stateless.
 */
final class NoHappensBeforeLinks {

    private NoHappensBeforeLinks() {
    }

    /** The link for racing events {@code a} before {@code b} in numbering, neither happening-before the other. */
    static RaceLink why(Derivation d, int a, int b) {
        RaceLink l = flagScope(d, a, b);
        if (l == null) {
            l = flagScope(d, b, a);
        }
        if (l == null) {
            l = barrierClass(d, a, b);
        }
        if (l == null) {
            l = barrierClass(d, b, a);
        }
        return l != null ? l : RaceLink.of(LinkSentence.NO_HAPPENS_BEFORE, d.s.ev(a).agentName(), d.s.ev(b).agentName());
    }

    /**
     * An atomic write F program-ordered after {@code x} that an atomic read G program-ordered before {@code y} reads,
     * through one reference, with F and G not in each other's scope instance: not mutually ordered, so they do not
     * synchronize (VK MM: Atomic Operation; Synchronizes-With, "A and B are mutually-ordered" in every form).
     */
    private static RaceLink flagScope(Derivation d, int x, int y) {
        StaticFacts s = d.s;
        if (s.ev(x).agent() == s.ev(y).agent()) {
            return null;
        }
        for (int f = x + 1; f < s.n && s.ev(f).agent() == s.ev(x).agent(); f++) {
            if (!s.atomic.contains(f) || !s.w.contains(f)) {
                continue;
            }
            for (int g = y - 1; g >= 0 && s.ev(g).agent() == s.ev(y).agent(); g--) {
                if (s.atomic.contains(g) && s.r.contains(g) && d.rf.contains(f, g) && s.sref.contains(f, g)
                        && !s.inscope.contains(f, g)) {
                    return RaceLink.of(LinkSentence.SYNC_SCOPE, s.ev(x).agentName(), s.ev(y).agentName(),
                            String.valueOf(s.ev(f).location()), s.scope[f].shortName(), s.scope[g].shortName());
                }
            }
        }
        return null;
    }

    /**
     * A control barrier of {@code x}'s agent after {@code x} and one of {@code y}'s before {@code y} in one dynamic
     * instance, in each other's execution and memory scope instances, with release and acquire semantics that leave
     * out the storage class of {@code x}'s or {@code y}'s memory: the barriers synchronize (VK MM: Synchronizes-With,
     * fence–control-barrier–fence), but inter-thread-happens-before&lt;SC&gt; needs the barriers to have "all of SC in
     * their semantics" and the accesses to be "on memory in a storage class in SC" (VK MM: Inter-Thread-Happens-Before).
     */
    private static RaceLink barrierClass(Derivation d, int x, int y) {
        StaticFacts s = d.s;
        if (s.ev(x).agent() == s.ev(y).agent() || s.storageClass[x] == null || s.storageClass[y] == null) {
            return null;
        }
        for (int ca = x + 1; ca < s.n && s.ev(ca).agent() == s.ev(x).agent(); ca++) {
            if (!s.cbar.contains(ca) || !s.rel.contains(ca)) {
                continue;
            }
            for (int cb = y - 1; cb >= 0 && s.ev(cb).agent() == s.ev(y).agent(); cb--) {
                if (!s.cbar.contains(cb) || !s.acq.contains(cb) || !s.barrierPartner(ca, cb)
                        || !s.inscope.contains(ca, cb)) {
                    continue;
                }
                int missingX = s.semanticsClasses[ca] & (1 << s.storageClass[x].ordinal());
                int missingY = s.semanticsClasses[cb] & (1 << s.storageClass[y].ordinal());
                if (missingX == 0 || missingY == 0) {
                    return RaceLink.of(LinkSentence.BARRIER_SEMANTICS, s.ev(x).agentName(), s.ev(y).agentName(),
                            String.valueOf(s.ev(ca).source()),
                            (missingX == 0 ? s.storageClass[x] : s.storageClass[y]).semanticsName());
                }
            }
        }
        return null;
    }
}
