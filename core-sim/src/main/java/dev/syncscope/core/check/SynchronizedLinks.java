package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Scope;

/**
 * Why neither of two racing accesses happens-before the other where their invocations do synchronize, or meet a
 * release they could synchronize with: the synchronization leaves the data's storage class out of its semantics, the
 * read took its value from an atomic write outside the release sequence of the release after the first access, or a
 * control barrier both passed has a memory scope whose instance leaves one of them out. The stepper words the same
 * links from its steps ({@code exec/SyncLinks.syncBlocked}, {@code exec/SyncLinks.flagLink}); this is the checker's
 * side, on one candidate execution's relations ({@link Derivation}), asked by {@link NoHappensBeforeLinks} before it
 * falls back to "nothing synchronizes" (the audit's finding 4). Stateless.
 */
final class SynchronizedLinks {

    private SynchronizedLinks() {
    }

    /**
     * A synchronizes-with pair A → B, A program-ordered after {@code x} in its invocation and B before {@code y} in
     * its, where A or B leaves the storage class of {@code x}'s or {@code y}'s memory out of its semantics: they
     * synchronize, but inter-thread-happens-before&lt;SC&gt; through synchronizes-with needs "both A and B have all of
     * SC in their semantics", and the program-order steps around them a release or acquire "with all of SC in its
     * semantics" (VK MM: Inter-Thread-Happens-Before). The release is named before the acquire.
     */
    static RaceLink classLeftOut(Derivation d, int x, int y) {
        StaticFacts s = d.s;
        if (s.ev(x).agent() == s.ev(y).agent() || s.storageClass[x] == null || s.storageClass[y] == null) {
            return null;
        }
        int needed = (1 << s.storageClass[x].ordinal()) | (1 << s.storageClass[y].ordinal());
        for (int a = x + 1; a < s.n && s.ev(a).agent() == s.ev(x).agent(); a++) {
            for (int b = y - 1; b >= 0 && s.ev(b).agent() == s.ev(y).agent(); b--) {
                if (!d.sw.contains(a, b)) {
                    continue;
                }
                int side = (s.semanticsClasses[a] & needed) != needed ? a : (s.semanticsClasses[b] & needed) != needed
                        ? b : -1;
                if (side < 0) {
                    continue;
                }
                int missing = needed & ~s.semanticsClasses[side];
                dev.syncscope.core.model.StorageClass c = (missing & (1 << s.storageClass[x].ordinal())) != 0
                        ? s.storageClass[x] : s.storageClass[y];
                return RaceLink.of(LinkSentence.SYNC_CLASS, s.ev(x).agentName(), s.ev(y).agentName(),
                        String.valueOf(s.ev(side).source()), c.semanticsName(), side == a ? 1 : 0);
            }
        }
        return null;
    }

    /**
     * An atomic read G program-ordered before {@code y}, acquiring (an acquire itself, or followed by an acquire
     * barrier before {@code y}), that reads the value of an atomic write V of the location after (in scoped
     * modification order) a release head H of {@code x}'s invocation after {@code x} (a release atomic write, or an
     * atomic write after a release barrier: the hypothetical release sequence), where V is not in the release sequence
     * headed by H: "A, then atomic read-modify-write operations on M by any agent", so a later plain atomic store, of
     * the same invocation or another, ends it (VK MM: Release Sequence; Synchronizes-With, "B reads a value written by
     * A or by an operation in the release sequence headed by A").
     */
    static RaceLink outsideReleaseSequence(Derivation d, int x, int y) {
        StaticFacts s = d.s;
        if (s.ev(x).agent() == s.ev(y).agent()) {
            return null;
        }
        for (int g = y - 1; g >= 0 && s.ev(g).agent() == s.ev(y).agent(); g--) {
            if (!s.atomic.contains(g) || !s.r.contains(g) || !acquiring(s, g, y)) {
                continue;
            }
            for (int v = 0; v < s.n; v++) {
                if (!d.rf.contains(v, g)) {
                    continue;
                }
                boolean fenced = false;
                for (int h = x + 1; h < s.n && s.ev(h).agent() == s.ev(x).agent(); h++) {
                    fenced |= s.f.contains(h) && s.rel.contains(h);
                    boolean head = s.atomic.contains(h) && s.w.contains(h) && (s.rel.contains(h) || fenced);
                    Relation sequence = s.rel.contains(h) ? d.rs : d.hypors;
                    if (head && h != v && s.sloc.contains(h, v) && d.asmo.contains(h, v)
                            && !sequence.contains(h, v) && s.inscope.contains(h, g)) {
                        int b = breaker(d, sequence, h, v);
                        return RaceLink.of(LinkSentence.OUTSIDE_RELEASE_SEQUENCE, s.ev(x).agentName(),
                                s.ev(y).agentName(), String.valueOf(s.ev(h).source()),
                                String.valueOf(s.ev(g).location()), String.valueOf(s.ev(v).source()),
                                s.ev(v).agentName(), String.valueOf(s.ev(g).source()),
                                s.ev(b).agent() == s.ev(x).agent() ? 1 : 0, String.valueOf(s.ev(b).source()),
                                s.ev(b).agentName(), b != v ? 1 : 0);
                    }
                    // v outside the sequence only: a read-modify-write out of the head's scoped modification order
                    // before a v that is in it is no part of the sequence, but does not end it either (the review)
                    int u = head && h != v && s.inscope.contains(h, g) && !sequence.contains(h, v)
                            ? unorderedRmw(d, sequence, h, v) : -1;
                    if (u >= 0) {
                        Scope both = s.agent(h).narrowestSharedScope(s.agent(u))
                                .wider(s.agent(u).narrowestSharedScope(s.agent(g)));
                        return RaceLink.of(LinkSentence.SEQUENCE_SCOPE, s.ev(x).agentName(), s.ev(y).agentName(),
                                String.valueOf(s.ev(h).source()), String.valueOf(s.ev(g).location()),
                                String.valueOf(s.ev(v).source()), s.ev(v).agentName(), String.valueOf(s.ev(g).source()),
                                s.ev(u).agent() == s.ev(x).agent() ? 1 : 0, String.valueOf(s.ev(u).source()),
                                s.ev(u).agentName(), u != v ? 1 : 0, s.scope[u].shortName(), s.scope[h].shortName(),
                                both.shortName());
                    }
                }
            }
        }
        return null;
    }

    /**
     * The write that ends the release sequence headed by {@code h} before {@code v}: the first write after {@code h} in
     * its scoped modification order, up to {@code v}, that is not in the sequence (a write other than an atomic
     * read-modify-write: VK MM: Release Sequence). {@code v} itself when it is that write, or when no earlier one is
     * found.
     */
    private static int breaker(Derivation d, Relation sequence, int h, int v) {
        StaticFacts s = d.s;
        int first = v;
        for (int w = 0; w < s.n; w++) {
            if (w != h && w != v && s.w.contains(w) && s.sloc.contains(h, w) && d.asmo.contains(h, w)
                    && d.asmo.contains(w, v) && !sequence.contains(h, w) && d.asmo.contains(w, first)) {
                first = w;
            }
        }
        return first;
    }

    /**
     * The atomic read-modify-write that broke {@code v} off the release sequence headed by {@code h}, or -1: walking
     * back from {@code v} along the values read-modify-writes read (each comes right after the write it reads, VK MM:
     * Atomic Operation), the first that reads {@code h} or a write of its sequence, when that one is, through the same
     * reference, not in each other's scope instance with {@code h}: it is not in {@code h}'s scoped modification order
     * ("A's scoped modification order relates no other operations"), so the sequence, "the longest continuous
     * subsequence of A's scoped modification order", stops before it (VK MM: Scoped Modification Order; Release
     * Sequence). A read-modify-write that reads a write outside the sequence, or a plain store on the way: -1.
     */
    private static int unorderedRmw(Derivation d, Relation sequence, int h, int v) {
        StaticFacts s = d.s;
        int cur = v;
        for (int hops = 0; hops < s.n && s.atomic.contains(cur) && s.r.contains(cur) && s.w.contains(cur); hops++) {
            int read = -1;
            for (int p = 0; p < s.n && read < 0; p++) {
                read = d.rf.contains(p, cur) ? p : -1;
            }
            if (read < 0) {
                return -1;
            }
            if (read == h || sequence.contains(h, read)) {
                boolean unordered = s.sref.contains(h, cur) && !s.inscope.contains(h, cur)
                        && s.scope[h] != null && s.scope[cur] != null;
                return unordered ? cur : -1;
            }
            cur = read;
        }
        return -1;
    }


    /** Whether atomic read {@code g} acquires for {@code y}: it is an acquire, or an acquire barrier follows it. */
    private static boolean acquiring(StaticFacts s, int g, int y) {
        if (s.acq.contains(g)) {
            return true;
        }
        for (int b = g + 1; b < y; b++) {
            if (s.f.contains(b) && s.acq.contains(b)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A control barrier of {@code x}'s invocation after {@code x} and one of {@code y}'s before {@code y} in one
     * dynamic instance and each other's execution scope instance, with release or acquire semantics, whose memory scope
     * instance leaves the other invocation out: both pass it, but the fence–control-barrier–fence form needs "A and B
     * are in the instance of each other's memory scopes" (VK MM: Synchronizes-With), so the barrier orders their
     * execution, not their memory (an OpControlBarrier with Workgroup execution and Subgroup memory scope across two
     * subgroups: the audit's c11).
     */
    static RaceLink barrierMemoryScope(Derivation d, int x, int y) {
        StaticFacts s = d.s;
        if (s.ev(x).agent() == s.ev(y).agent()) {
            return null;
        }
        for (int ca = x + 1; ca < s.n && s.ev(ca).agent() == s.ev(x).agent(); ca++) {
            if (!s.cbar.contains(ca) || !s.f.contains(ca)) {
                continue;
            }
            for (int cb = y - 1; cb >= 0 && s.ev(cb).agent() == s.ev(y).agent(); cb--) {
                if (!s.cbar.contains(cb) || !s.barrierPartner(ca, cb) || s.inscope.contains(ca, cb)) {
                    continue;
                }
                int narrow = s.agent(ca).sharesInstance(s.agent(cb), s.scope[ca]) ? cb : ca;
                return RaceLink.of(LinkSentence.BARRIER_MEMORY_SCOPE, s.ev(x).agentName(), s.ev(y).agentName(),
                        String.valueOf(s.ev(ca).source()), s.scope[narrow].shortName());
            }
        }
        return null;
    }

    /**
     * A control barrier of {@code x}'s invocation after {@code x} and one of {@code y}'s before {@code y} of one
     * dynamic instance number, execution scope and barrier id (as {@link StaticFacts#barrierPartner} pairs them),
     * reached in two instances of its Subgroup execution scope: the control-barrier form of synchronizes-with needs
     * "A and B are in the instance of C's execution scope" (VK MM: Synchronizes-With), so the barrier neither waits
     * for the other invocation nor synchronizes with it, whatever its semantics (a controlBarrier(gl_ScopeSubgroup, …)
     * passed in two subgroups: the audit's c1). Its fix widens the execution scope.
     */
    static RaceLink barrierExecutionScope(Derivation d, int x, int y) {
        return barrierApart(d, x, y, false);
    }

    /**
     * As {@link #barrierExecutionScope} at Workgroup execution scope or wider: a barrier() passed in two workgroups,
     * the commonest mistake of all. No control barrier of a shader orders two workgroups (its execution scope is at
     * most Workgroup), so the words say so and advise a release and an acquire through a flag; asked after every more
     * particular link ({@link NoHappensBeforeLinks}).
     */
    static RaceLink barrierAcrossWorkgroups(Derivation d, int x, int y) {
        return barrierApart(d, x, y, true);
    }

    /** {@link #barrierExecutionScope} ({@code wide} false) or {@link #barrierAcrossWorkgroups} ({@code wide} true). */
    private static RaceLink barrierApart(Derivation d, int x, int y, boolean wide) {
        StaticFacts s = d.s;
        if (s.ev(x).agent() == s.ev(y).agent()) {
            return null;
        }
        for (int ca = x + 1; ca < s.n && s.ev(ca).agent() == s.ev(x).agent(); ca++) {
            if (!s.cbar.contains(ca)) {
                continue;
            }
            Action.ControlBarrier a = (Action.ControlBarrier) s.ev(ca).action();
            for (int cb = y - 1; cb >= 0 && s.ev(cb).agent() == s.ev(y).agent(); cb--) {
                if (!s.cbar.contains(cb)) {
                    continue;
                }
                Action.ControlBarrier b = (Action.ControlBarrier) s.ev(cb).action();
                if (a.execution() != null && (a.execution() == Scope.SUBGROUP) != wide
                        && a.execution() == b.execution() && a.instance() == b.instance()
                        && java.util.Objects.equals(a.barrierId(), b.barrierId())
                        && !s.agent(ca).sharesInstance(s.agent(cb), a.execution())) {
                    return RaceLink.of(LinkSentence.BARRIER_EXECUTION_SCOPE, s.ev(x).agentName(), s.ev(y).agentName(),
                            String.valueOf(s.ev(ca).source()), a.execution().shortName(), wide ? 1 : 0);
                }
            }
        }
        return null;
    }
}
