package dev.syncscope.core.check;

/**
 * Whether the other side of a flag acquires (releases) nothing that would synchronize, for a barrier link of one side
 * ({@link LinkSentence#RELEASE_FENCE_FLAG_CLASS} and the other five): mending the named barrier alone leaves the race
 * when the other side has no acquire (release) at all, or only a barrier that would not do either, one that leaves the
 * flag's or the data's storage class out or whose memory scope's instance leaves the other invocation out (VK MM:
 * Synchronizes-With, fence forms: "X's and Y's storage class is in A's and B's semantics", "A and B are in the instance
 * of each other's memory scopes"; Inter-Thread-Happens-Before: "all of SC in its semantics"). Two GroupMemoryBarrier()
 * around a device flag were told to mend the release side only, and then the acquire side (the session-86 audit).
 * Which barrier would do ({@link #acquiresFor}, {@link #releasesFor}) is decided here for every flag link
 * ({@code NoHappensBeforeLinks}' one-sided links ask the same). Stateless.
 */
final class FlagSides {

    private FlagSides() {
    }

    /**
     * Whether {@code y}'s side acquires nothing that would do through the flag load G: G is no acquire, and every
     * acquire between G and {@code y} is a barrier that would not synchronize with a release of {@code x}'s side.
     */
    static boolean acquiresNothing(StaticFacts s, int x, int g, int y) {
        if (s.acq.contains(g)) {
            return false;
        }
        for (int b = g + 1; b < y; b++) {
            if (s.acq.contains(b) && s.ev(b).agent() == s.ev(g).agent() && s.throughFlag(b, g)
                    && (!s.f.contains(b) || s.storageClass[y] != null && s.storageClass[g] != null
                    && acquiresFor(s, b, x, g, y))) {
                return false;
            }
        }
        return true;
    }

    /** The mirror of {@link #acquiresNothing}: {@code x}'s side releases nothing that would do through the flag store F. */
    static boolean releasesNothing(StaticFacts s, int x, int f, int y) {
        if (s.rel.contains(f)) {
            return false;
        }
        for (int a = x + 1; a < f; a++) {
            if (s.rel.contains(a) && s.ev(a).agent() == s.ev(f).agent() && s.throughFlag(a, f)
                    && (!s.f.contains(a) || releasesFor(s, a, x, f, y))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code b} is an acquire barrier naming the flag's (G's) and the data's storage classes whose memory
     * scope's instance includes {@code x}'s invocation (VK MM: Synchronizes-With, fence forms: "X's storage class is in
     * B's semantics", "A and B are in the instance of each other's memory scopes"; Inter-Thread-Happens-Before: "all of
     * SC in its semantics").
     */
    static boolean acquiresFor(StaticFacts s, int b, int x, int g, int y) {
        int both = 1 << s.storageClass[y].ordinal() | 1 << s.storageClass[g].ordinal();
        return s.f.contains(b) && s.acq.contains(b) && (s.semanticsClasses[b] & both) == both
                && s.agent(b).sharesInstance(s.agent(x), s.scope[b]);
    }

    /**
     * The mirror of {@link #acquiresFor}: release barrier {@code a} names F's and the data's storage classes at a memory
     * scope whose instance includes {@code y}'s invocation.
     */
    static boolean releasesFor(StaticFacts s, int a, int x, int f, int y) {
        if (s.storageClass[x] == null || s.storageClass[f] == null) {
            return false;
        }
        int both = 1 << s.storageClass[x].ordinal() | 1 << s.storageClass[f].ordinal();
        return (s.semanticsClasses[a] & both) == both && s.agent(a).sharesInstance(s.agent(y), s.scope[a]);
    }
}
