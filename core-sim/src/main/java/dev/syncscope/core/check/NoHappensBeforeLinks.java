package dev.syncscope.core.check;

import dev.syncscope.core.model.StorageClass;

import java.util.List;

/**
 * Why neither of two racing accesses happens-before the other, the first link of a race between two agents: every
 * bullet of Location-Ordered between agents needs X happens-before Y (VK MM: Location-Ordered), so no reference,
 * non-private access, availability or visibility helps without it. Names the synchronization that was attempted and
 * failed, as the stepper does ({@code exec/SyncLinks}, {@code exec/BarrierLinks}): an atomic the second invocation
 * read from the first after its access, outside each other's scope instance; a release or acquire barrier around
 * such a flag whose scope instance leaves the other invocation out; a control barrier both passed whose
 * semantics leave the location's storage class out; a control barrier both passed without the release before it or
 * the acquire after it that would make it synchronize (fence–control-barrier–fence), or with neither (execution
 * only), asked before the barrier's own semantics; the links where the two do synchronize, or meet a release, but
 * not for the data ({@link SynchronizedLinks}); else no synchronization. Stateless.
 */
final class NoHappensBeforeLinks {

    private NoHappensBeforeLinks() {
    }

    /** The link for racing events {@code a} before {@code b} in numbering, neither happening-before the other. */
    static RaceLink why(Derivation d, int a, int b) {
        for (Link link : LINKS) {
            RaceLink l = link.of(d, a, b);
            l = l != null ? l : link.of(d, b, a);
            if (l != null) {
                return l;
            }
        }
        return RaceLink.of(LinkSentence.NO_HAPPENS_BEFORE, d.s.ev(a).agentName(), d.s.ev(b).agentName());
    }

    /** A missing link from {@code x}'s side to {@code y}'s, or null. */
    private interface Link {
        RaceLink of(Derivation d, int x, int y);
    }

    /**
     * The links {@link #why} looks for, in this order, each from either side. A release (acquire) barrier naming the
     * class before (after) the control barrier makes the other half the missing link, not the control barrier's own
     * semantics: memoryBarrierBuffer(); barrier(); lacks the acquire after the barrier (VK MM: Synchronizes-With,
     * fence–control-barrier–fence), as the stepper (exec/Links): so barrierOrdering comes before barrierClass. A flag
     * with neither side ({@link UnfencedFlagLink}) comes last, in place of "nothing synchronizes", but for a control
     * barrier both passed in two workgroups, which names why the barrier in the kernel did not do after every more
     * particular link (a plain flag or a class left out beside a barrier() keep their own words: session 87's review).
     */
    private static final List<Link> LINKS = List.of(NoHappensBeforeLinks::flagScope, NoHappensBeforeLinks::flagFence,
            NoHappensBeforeLinks::barrierOrdering, NoHappensBeforeLinks::barrierClass,
            SynchronizedLinks::barrierMemoryScope, SynchronizedLinks::barrierExecutionScope,
            SynchronizedLinks::classLeftOut, SynchronizedLinks::outsideReleaseSequence, PlainFlagLink::of,
            UnfencedFlagLink::of, SynchronizedLinks::barrierAcrossWorkgroups, FenceWithoutSyncLink::of);

    /**
     * An atomic write F program-ordered after {@code x} that an atomic read G program-ordered before {@code y} reads,
     * through one reference, with F and G not in each other's scope instance: not mutually ordered, so they do not
     * synchronize (VK MM: Atomic Operation; Synchronizes-With, "A and B are mutually-ordered" in every form).
     */
    private static RaceLink flagScope(Derivation d, int x, int y) {
        StaticFacts s = d.s;
        long pair = flagPair(d, x, y, false);
        if (pair < 0) {
            return null;
        }
        int f = (int) (pair >>> 32);
        int g = (int) pair;
        return RaceLink.of(LinkSentence.SYNC_SCOPE, s.ev(x).agentName(), s.ev(y).agentName(),
                String.valueOf(s.ev(f).location()), s.scope[f].shortName(), s.scope[g].shortName(),
                dev.syncscope.core.sync.Scopes.narrow(s.agent(f), s.scope[f], s.agent(g), s.scope[g]));
    }

    /**
     * The flag between {@code x} and {@code y}: the first atomic write F program-ordered after {@code x} (in its
     * invocation, nearest first) that an atomic read G program-ordered before {@code y} (nearest first) reads from,
     * through one reference, with F and G in each other's scope instance or not as {@code inScope} says; F in the high
     * half of the result and G in the low, or -1 when there is none (or {@code x} and {@code y} are one invocation's).
     * The flag links ({@link #flagScope}, {@link #flagFence}, {@link UnfencedFlagLink}) each judge the first one.
     */
    static long flagPair(Derivation d, int x, int y, boolean inScope) {
        StaticFacts s = d.s;
        if (s.ev(x).agent() == s.ev(y).agent()) {
            return -1;
        }
        for (int f = x + 1; f < s.n && s.ev(f).agent() == s.ev(x).agent(); f++) {
            if (!s.atomic.contains(f) || !s.w.contains(f)) {
                continue;
            }
            for (int g = y - 1; g >= 0 && s.ev(g).agent() == s.ev(y).agent(); g--) {
                if (s.atomic.contains(g) && s.r.contains(g) && d.rf.contains(f, g) && s.sref.contains(f, g)
                        && s.inscope.contains(f, g) == inScope) {
                    return (long) f << 32 | g;
                }
            }
        }
        return -1;
    }

    /**
     * An atomic write F program-ordered after {@code x} that an atomic read G program-ordered before {@code y} reads,
     * through one reference, in each other's scope instance, that do not synchronize for want of a release or acquire
     * barrier around them (VK MM: Synchronizes-With, fence forms: the release barrier A "program-ordered before X" and
     * "X's storage class is in A's semantics"; the acquire barrier B after Y with "Y's storage class is in B's
     * semantics"): F is no release and no release barrier between {@code x} and F names F's storage class, but one
     * leaves it out ({@link LinkSentence#RELEASE_FENCE_FLAG_CLASS}) or one comes after F
     * ({@link LinkSentence#RELEASE_FENCE_AFTER_FLAG}); else the same of G's side. With no release (acquire) at all on
     * one side and all the other side needs on the other, the missing side alone ({@link LinkSentence#FLAG_NO_RELEASE},
     * {@link LinkSentence#FLAG_NO_ACQUIRE}), or an acquire barrier that would do placed after {@code y}
     * ({@link LinkSentence#ACQUIRE_FENCE_AFTER_READ}). As the stepper ({@code exec/FlagFences}).
     */
    private static RaceLink flagFence(Derivation d, int x, int y) {
        StaticFacts s = d.s;
        long pair = flagPair(d, x, y, true);
        if (pair < 0) {
            return null;
        }
        int f = (int) (pair >>> 32);
        int g = (int) pair;
        RaceLink l = releaseSide(s, x, f, g, y);
        l = l != null ? l : releaseScope(s, x, f, g, y);
        l = l != null ? l : acquireSide(s, x, f, g, y);
        return l != null ? l : acquireScope(s, x, f, g, y);
    }

    private static RaceLink releaseSide(StaticFacts s, int x, int f, int g, int y) {
        if (s.rel.contains(f) || s.storageClass[f] == null) {
            return null;
        }
        boolean noAcquire = FlagSides.acquiresNothing(s, x, g, y);
        int bit = 1 << s.storageClass[f].ordinal();
        int leavingOut = -1;
        for (int a = x + 1; a < f; a++) {
            if (s.f.contains(a) && s.rel.contains(a)) {
                if ((s.semanticsClasses[a] & bit) != 0) {
                    return null;
                }
                leavingOut = leavingOut >= 0 ? leavingOut : a;
            }
        }
        if (leavingOut >= 0) {
            return RaceLink.of(LinkSentence.RELEASE_FENCE_FLAG_CLASS, s.ev(x).agentName(), s.ev(y).agentName(),
                    String.valueOf(s.ev(leavingOut).source()), String.valueOf(s.ev(f).location()),
                    String.valueOf(s.ev(f).source()), s.storageClass[f].semanticsName(), noAcquire ? 1 : 0,
                    noAcquire ? String.valueOf(s.ev(g).source()) : "", noAcquire ? s.classNames(g, y) : "");
        }
        // a release barrier after F that names F's class and x's: before F it would do (VK MM: Synchronizes-With, fence
        // forms: "X's storage class is in A's semantics"; Inter-Thread-Happens-Before: the data's class too). A
        // barrier() naming only WorkgroupMemory after a buffer flag would not, and moving it was advised (audit 88)
        int both = bit | (s.storageClass[x] == null ? 0 : 1 << s.storageClass[x].ordinal());
        for (int a = f + 1; a < s.n && s.ev(a).agent() == s.ev(f).agent(); a++) {
            if (s.f.contains(a) && s.rel.contains(a) && (s.semanticsClasses[a] & both) == both) {
                return RaceLink.of(LinkSentence.RELEASE_FENCE_AFTER_FLAG, s.ev(x).agentName(), s.ev(y).agentName(),
                        String.valueOf(s.ev(a).source()), String.valueOf(s.ev(f).location()),
                        String.valueOf(s.ev(f).source()), noAcquire ? 1 : 0,
                        noAcquire ? String.valueOf(s.ev(g).source()) : "", noAcquire ? s.classNames(g, y) : "");
            }
        }
        // no release at all on x's side: when y's side acquires all it needs, the release is the one missing link
        // (VK MM: Synchronizes-With: "A performs a release operation", or a release barrier A "program-ordered before
        // X"), and the advice names it alone, not the acquire already there. A release atomic between x and F heads a
        // release sequence F may have ended (VK MM: Release Sequence): that is outsideReleaseSequence's link
        for (int a = x + 1; a < f; a++) {
            if (s.rel.contains(a) && s.throughFlag(a, f)) {
                return null;
            }
        }
        int acquire = acquirer(s, x, g, y);
        return acquire < 0 ? null : RaceLink.of(LinkSentence.FLAG_NO_RELEASE, s.ev(x).agentName(), s.ev(y).agentName(),
                String.valueOf(s.ev(acquire).source()), String.valueOf(s.ev(f).location()),
                String.valueOf(s.ev(f).source()), s.storageClass[y].semanticsName(), flagClass(s, f),
                acquire == g ? 1 : 0);
    }

    private static RaceLink acquireSide(StaticFacts s, int x, int f, int g, int y) {
        if (s.acq.contains(g) || s.storageClass[g] == null) {
            return null;
        }
        boolean noRelease = FlagSides.releasesNothing(s, x, f, y);
        int bit = 1 << s.storageClass[g].ordinal();
        int leavingOut = -1;
        for (int b = g + 1; b < y; b++) {
            if (s.f.contains(b) && s.acq.contains(b)) {
                if ((s.semanticsClasses[b] & bit) != 0) {
                    return null;
                }
                leavingOut = leavingOut >= 0 ? leavingOut : b;
            }
        }
        if (leavingOut >= 0) {
            return RaceLink.of(LinkSentence.ACQUIRE_FENCE_FLAG_CLASS, s.ev(x).agentName(), s.ev(y).agentName(),
                    String.valueOf(s.ev(leavingOut).source()), String.valueOf(s.ev(g).location()),
                    String.valueOf(s.ev(g).source()), s.storageClass[g].semanticsName(), noRelease ? 1 : 0,
                    noRelease ? String.valueOf(s.ev(f).source()) : "", noRelease ? s.classNames(f, x) : "");
        }
        // as releaseSide: "Y's storage class is in B's semantics", and the data's (Inter-Thread-Happens-Before)
        int both = bit | (s.storageClass[y] == null ? 0 : 1 << s.storageClass[y].ordinal());
        for (int b = g - 1; b >= 0 && s.ev(b).agent() == s.ev(g).agent(); b--) {
            if (s.f.contains(b) && s.acq.contains(b) && (s.semanticsClasses[b] & both) == both) {
                return RaceLink.of(LinkSentence.ACQUIRE_FENCE_BEFORE_FLAG, s.ev(x).agentName(), s.ev(y).agentName(),
                        String.valueOf(s.ev(b).source()), String.valueOf(s.ev(g).location()),
                        String.valueOf(s.ev(g).source()), noRelease ? 1 : 0,
                        noRelease ? String.valueOf(s.ev(f).source()) : "", noRelease ? s.classNames(f, x) : "");
            }
        }
        // no acquire at all between G and y: when x's side releases all it needs (a release store, or a release
        // barrier before a relaxed store: VK MM: Synchronizes-With, fence forms), the acquire is the one missing link
        // (the audit's F10: memoryBarrier() before the flag's store was advised as a missing release)
        // an acquire atomic between G and y (a later acquire load of the flag, reading another store) is an acquire
        // the reader has: what it read and whether that synchronizes is another link's (VK MM: Release Sequence)
        for (int b = g + 1; b < y; b++) {
            if (s.acq.contains(b) && s.throughFlag(b, g)) {
                return null;
            }
        }
        int release = releaser(s, x, f, y);
        if (release < 0) {
            return null;
        }
        // an acquire barrier after y that would do synchronizes with the release, but orders only what follows it (VK
        // MM: Inter-Thread-Happens-Before: the acquire barrier "is program-ordered before" the access): it is misplaced
        // up to the reader's next atomic read: a barrier after that orders what that read synchronizes with (a second
        // flag), and moving it above y would take it from that read (the review: data2 raced once it was moved)
        for (int b = y + 1; b < s.n && s.ev(b).agent() == s.ev(y).agent()
                && !(s.atomic.contains(b) && s.r.contains(b)); b++) {
            if (FlagSides.acquiresFor(s, b, x, g, y)) {
                return RaceLink.of(LinkSentence.ACQUIRE_FENCE_AFTER_READ, s.ev(x).agentName(), s.ev(y).agentName(),
                        String.valueOf(s.ev(b).source()), String.valueOf(s.ev(g).location()),
                        String.valueOf(s.ev(g).source()), s.storageClass[y].semanticsName());
            }
        }
        return RaceLink.of(LinkSentence.FLAG_NO_ACQUIRE, s.ev(x).agentName(), s.ev(y).agentName(),
                String.valueOf(s.ev(release).source()), String.valueOf(s.ev(f).location()),
                String.valueOf(s.ev(g).source()), s.storageClass[y].semanticsName(), flagClass(s, g),
                release == f ? 1 : 0);
    }

    /**
     * The release of {@code x}'s side through the flag store F that would make {@code x} happen-before {@code y} with
     * an acquire on {@code y}'s side: F itself, a release naming the data's storage class (VK MM: Synchronizes-With,
     * "A performs a release operation"; Inter-Thread-Happens-Before: "both A and B have all of SC in their
     * semantics"), else the nearest release barrier between {@code x} and F naming the flag's and the data's classes
     * whose memory scope's instance includes {@code y}'s invocation (fence forms: "A is program-ordered before X",
     * "X's storage class is in A's semantics", "A and B are in the instance of each other's memory scopes"); -1 when
     * none is.
     */
    private static int releaser(StaticFacts s, int x, int f, int y) {
        if (s.storageClass[x] == null || s.storageClass[y] == null || privateData(s, x, y)) {
            return -1;
        }
        int data = 1 << s.storageClass[y].ordinal();
        if (s.rel.contains(f)) {
            return (s.semanticsClasses[f] & data) != 0 ? f : -1;
        }
        for (int a = f - 1; a > x; a--) {
            if (s.f.contains(a) && s.rel.contains(a) && FlagSides.releasesFor(s, a, x, f, y)) {
                return a;
            }
        }
        return -1;
    }

    /**
     * The acquire of {@code y}'s side through the flag load G that would make {@code x} happen-before {@code y} with a
     * release on {@code x}'s side: G itself, an acquire naming the data's storage class, else the nearest acquire
     * barrier between G and {@code y} that would do ({@link FlagSides#acquiresFor}); -1 when none is. The mirror of
     * {@link #releaser}.
     */
    private static int acquirer(StaticFacts s, int x, int g, int y) {
        if (s.storageClass[x] == null || s.storageClass[y] == null || privateData(s, x, y)) {
            return -1;
        }
        if (s.acq.contains(g)) {
            return (s.semanticsClasses[g] & 1 << s.storageClass[y].ordinal()) != 0 ? g : -1;
        }
        for (int b = g + 1; b < y; b++) {
            if (FlagSides.acquiresFor(s, b, x, g, y)) {
                return b;
            }
        }
        return -1;
    }

    /**
     * Whether the data's write or read is private (not coherent): then one side's synchronization would not be all
     * that is missing (VK MM: Location-Ordered: a private access needs the device domain, or both non-private), so no
     * link says "only that side is missing" (the review: the advised barrier left the race, now on coherence).
     */
    static boolean privateData(StaticFacts s, int x, int y) {
        return s.priv.contains(x) || s.priv.contains(y);
    }

    /**
     * F is no release, and every release barrier between {@code x} and F that names F's storage class has a memory
     * scope whose instance leaves {@code y}'s invocation out: none is in the instance of each other's memory scopes
     * with an acquire of {@code y}'s invocation (VK MM: Synchronizes-With, fence forms: "A and B are in the instance of
     * each other's memory scopes"; Scope: an instance of a scope is the invocations it includes), so none synchronizes
     * however {@code y}'s side acquires. The nearest to F is named. As the stepper ({@code exec/SyncLinks.releaseScope}).
     */
    private static RaceLink releaseScope(StaticFacts s, int x, int f, int g, int y) {
        if (s.rel.contains(f) || s.storageClass[f] == null) {
            return null;
        }
        boolean noAcquire = FlagSides.acquiresNothing(s, x, g, y);
        int bit = 1 << s.storageClass[f].ordinal();
        int narrow = -1;
        for (int a = f - 1; a > x; a--) {
            if (s.f.contains(a) && s.rel.contains(a) && (s.semanticsClasses[a] & bit) != 0) {
                if (s.agent(a).sharesInstance(s.agent(y), s.scope[a])) {
                    return null;
                }
                narrow = narrow >= 0 ? narrow : a;
            }
        }
        return narrow < 0 ? null : RaceLink.of(LinkSentence.RELEASE_FENCE_SCOPE, s.ev(x).agentName(),
                s.ev(y).agentName(), String.valueOf(s.ev(narrow).source()), String.valueOf(s.ev(f).location()),
                String.valueOf(s.ev(f).source()), s.scope[narrow].shortName(), noAcquire ? 1 : 0,
                noAcquire ? String.valueOf(s.ev(g).source()) : "", noAcquire ? s.classNames(g, y) : "");
    }

    /**
     * The same on G's side: G is no acquire, and every acquire barrier between G and {@code y} that names G's storage
     * class has a memory scope whose instance leaves {@code x}'s invocation out (VK MM: Synchronizes-With, fence forms:
     * "A and B are in the instance of each other's memory scopes"). The nearest to G is named.
     */
    private static RaceLink acquireScope(StaticFacts s, int x, int f, int g, int y) {
        if (s.acq.contains(g) || s.storageClass[g] == null) {
            return null;
        }
        boolean noRelease = FlagSides.releasesNothing(s, x, f, y);
        int bit = 1 << s.storageClass[g].ordinal();
        int narrow = -1;
        for (int b = g + 1; b < y; b++) {
            if (s.f.contains(b) && s.acq.contains(b) && (s.semanticsClasses[b] & bit) != 0) {
                if (s.agent(b).sharesInstance(s.agent(x), s.scope[b])) {
                    return null;
                }
                narrow = narrow >= 0 ? narrow : b;
            }
        }
        return narrow < 0 ? null : RaceLink.of(LinkSentence.ACQUIRE_FENCE_SCOPE, s.ev(x).agentName(),
                s.ev(y).agentName(), String.valueOf(s.ev(narrow).source()), String.valueOf(s.ev(g).location()),
                String.valueOf(s.ev(g).source()), s.scope[narrow].shortName(), noRelease ? 1 : 0,
                noRelease ? String.valueOf(s.ev(f).source()) : "", noRelease ? s.classNames(f, x) : "");
    }

    /**
     * Whether {@code y}'s side acquires nothing at all through the flag load G: G is no acquire and no acquire (atomic
     * or barrier) comes between G and {@code y}. Then a link of {@code x}'s side (a release barrier misplaced, too
     * narrow, or leaving the flag's class out) is not all that is missing: with it mended, nothing on {@code y}'s side
     * performs the acquire synchronization needs (VK MM: Synchronizes-With, every form: "B performs an acquire
     * operation", or an acquire barrier B with "Y is program-ordered before B"), and the link says so.
     */
    static boolean noAcquire(StaticFacts s, int g, int y) {
        for (int b = g; b < y; b++) {
            if (s.acq.contains(b) && s.ev(b).agent() == s.ev(g).agent() && s.throughFlag(b, g)) {
                return false;
            }
        }
        return true;
    }

    /** The storage class of the flag access {@code e} as semantics name it ({@code sc0 (UniformMemory)}), or "". */
    private static String flagClass(StaticFacts s, int e) {
        return s.storageClass[e] == null ? "" : s.storageClass[e].semanticsName();
    }

    /**
     * The mirror of {@link #noAcquire}: F is no release and no release (atomic or barrier) comes between {@code x} and
     * F (VK MM: Synchronizes-With: "A performs a release operation", or a release barrier A "program-ordered before X").
     */
    static boolean noRelease(StaticFacts s, int x, int f) {
        for (int a = x + 1; a <= f; a++) {
            if (s.rel.contains(a) && s.ev(a).agent() == s.ev(f).agent() && s.throughFlag(a, f)) {
                return false;
            }
        }
        return true;
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

    /**
     * A control barrier of {@code x}'s agent after {@code x} and one of {@code y}'s before {@code y} in one dynamic
     * instance, in each other's execution and memory scope instances, that would synchronize the two but for the
     * release or the acquire around it (VK MM: Synchronizes-With, fence–control-barrier–fence: a release barrier
     * program-ordered before or at the control barrier in one agent, an acquire barrier at or after it in the other, in
     * each other's memory scope instance; Inter-Thread-Happens-Before: naming the storage class): a release naming the
     * class on {@code x}'s side and no acquire naming it on {@code y}'s ({@link LinkSentence#BARRIER_NO_ACQUIRE}), the
     * reverse ({@link LinkSentence#BARRIER_NO_RELEASE}), or neither, with a barrier whose semantics have neither Acquire
     * nor Release ({@link LinkSentence#BARRIER_EXECUTION_ONLY}: it orders execution only). Over several such barriers
     * the kinds are taken in that order, as the stepper does ({@code exec/BarrierLinks.orderingLeftOut}). Only for two
     * accesses of one storage class, as the stepper.
     */
    private static RaceLink barrierOrdering(Derivation d, int x, int y) {
        StaticFacts s = d.s;
        StorageClass c = s.storageClass[x];
        if (s.ev(x).agent() == s.ev(y).agent() || c == null || c != s.storageClass[y]) {
            return null;
        }
        int bit = 1 << c.ordinal();
        RaceLink best = null;
        int bestRank = Integer.MAX_VALUE;
        for (int ca = x + 1; ca < s.n && s.ev(ca).agent() == s.ev(x).agent(); ca++) {
            if (!s.cbar.contains(ca)) {
                continue;
            }
            // the release nearest the barrier (the barrier itself, or a release barrier between x and it); one naming the
            // class whose memory scope's instance leaves y's invocation out does not synchronize (VK MM:
            // Synchronizes-With, "A and B are in the instance of each other's memory scopes")
            int release = -1;
            int releaseOut = -1;
            for (int a = ca; a > x; a--) {
                if (s.f.contains(a) && s.rel.contains(a) && (s.semanticsClasses[a] & bit) != 0) {
                    if (s.agent(a).sharesInstance(s.agent(y), s.scope[a])) {
                        release = a;
                        break;
                    }
                    releaseOut = releaseOut >= 0 ? releaseOut : a;
                }
            }
            for (int cb = y - 1; cb >= 0 && s.ev(cb).agent() == s.ev(y).agent(); cb--) {
                if (!s.cbar.contains(cb) || !s.barrierPartner(ca, cb) || !s.inscope.contains(ca, cb)) {
                    continue;
                }
                // the acquire nearest the barrier (the barrier itself, or an acquire barrier between it and y); one
                // naming the class whose memory scope's instance leaves x's invocation out does not synchronize
                int acquire = -1;
                int acquireOut = -1;
                for (int b = cb; b < y; b++) {
                    if (s.f.contains(b) && s.acq.contains(b) && (s.semanticsClasses[b] & bit) != 0) {
                        if (s.agent(b).sharesInstance(s.agent(x), s.scope[b])) {
                            acquire = b;
                            break;
                        }
                        acquireOut = acquireOut >= 0 ? acquireOut : b;
                    }
                }
                boolean executionOnly = !s.f.contains(ca) && !s.f.contains(cb);
                int rank = release < 0 && releaseOut >= 0 ? -1 : release >= 0 && acquire < 0 && acquireOut >= 0 ? -2
                        : release >= 0 && acquire < 0 ? 0 : release < 0 && acquire >= 0 ? 1
                        : release < 0 && executionOnly ? 2 : Integer.MAX_VALUE;
                if (rank >= bestRank) {
                    continue;
                }
                bestRank = rank;
                String names = s.ev(x).agentName();
                String named = s.ev(y).agentName();
                String at = String.valueOf(s.ev(ca).source());
                best = rank == -2 ? RaceLink.of(LinkSentence.BARRIER_ACQUIRE_SCOPE, names, named, at,
                        String.valueOf(s.ev(acquireOut).source()), s.scope[acquireOut].shortName())
                        : rank == -1 ? RaceLink.of(LinkSentence.BARRIER_RELEASE_SCOPE, names, named, at,
                        String.valueOf(s.ev(releaseOut).source()), s.scope[releaseOut].shortName())
                        : rank == 0 ? RaceLink.of(LinkSentence.BARRIER_NO_ACQUIRE, names, named, at,
                        String.valueOf(s.ev(release).source()), c.semanticsName())
                        : rank == 1 ? RaceLink.of(LinkSentence.BARRIER_NO_RELEASE, names, named, at,
                        String.valueOf(s.ev(acquire).source()), c.semanticsName())
                        : RaceLink.of(LinkSentence.BARRIER_EXECUTION_ONLY, names, named, at, c.semanticsName());
            }
        }
        return best;
    }
}
