package dev.syncscope.core.check;

/**
 * An atomic flag between two racing accesses with no release and no acquire on either side, the last link
 * {@link NoHappensBeforeLinks#why} looks for before "nothing synchronizes": an atomic write F program-ordered after
 * {@code x} that an atomic read G program-ordered before {@code y} reads from, through one reference, in each other's
 * scope instance, where F is no release and no release barrier comes between {@code x} and F, and G is no acquire and
 * no acquire barrier comes between G and {@code y} ({@link LinkSentence#FLAG_NO_SYNC}). The two atomics are mutually
 * ordered and the reader already waits for the writer through them, so the fix makes that flag synchronize (VK MM:
 * Synchronizes-With, the atomic form: "A performs a release operation", "B performs an acquire operation"; the fence
 * forms: a release barrier "program-ordered before X", an acquire barrier with "Y is program-ordered before B"), not a
 * new flag the other way, which would deadlock with the wait. Then {@code x} happens-before {@code y} whichever is
 * the read (VK MM: Location-Ordered: a read first needs only both non-private, a write first availability and
 * visibility too). Not said when the data is private: the flag's synchronization alone would not order it (VK MM:
 * Location-Ordered). Stateless.
 */
final class UnfencedFlagLink {

    private UnfencedFlagLink() {
    }

    /** The link from {@code x}'s side to {@code y}'s, or null. */
    static RaceLink of(Derivation d, int x, int y) {
        StaticFacts s = d.s;
        if (s.storageClass[x] == null || s.storageClass[y] == null || NoHappensBeforeLinks.privateData(s, x, y)) {
            return null;
        }
        long pair = NoHappensBeforeLinks.flagPair(d, x, y, true);
        if (pair < 0) {
            return null;
        }
        int f = (int) (pair >>> 32);
        int g = (int) pair;
        if (s.storageClass[f] == null || !NoHappensBeforeLinks.noRelease(s, x, f)
                || !NoHappensBeforeLinks.noAcquire(s, g, y)) {
            return null;
        }
        return RaceLink.of(LinkSentence.FLAG_NO_SYNC, s.ev(x).agentName(), s.ev(y).agentName(),
                String.valueOf(s.ev(f).source()), String.valueOf(s.ev(f).location()),
                String.valueOf(s.ev(g).source()), s.storageClass[y].semanticsName(),
                s.storageClass[f].semanticsName(), unseen(s, x, y) ? 1 : 0);
    }

    /**
     * Whether {@code x} is a write and nothing makes it available to {@code y}'s invocation (no MakePointerAvailable at
     * a scope whose instance includes it), or {@code y} a read nothing makes visible from {@code x}'s: then the flag's
     * synchronization needs MakeAvailable on the release and MakeVisible on the acquire too (VK MM: Location-Ordered,
     * "X is a write, Y is a read, AVC(…) … VISC(…)"; a write before a write needs the availability alone, advised with
     * both as "Why this value?" advises them). A read first needs neither ("X is a read, both non-private").
     */
    private static boolean unseen(StaticFacts s, int x, int y) {
        if (!s.w.contains(x)) {
            return false;
        }
        boolean available = s.av.contains(x) && s.agent(x).sharesInstance(s.agent(y), s.scope[x]);
        boolean visible = !s.r.contains(y) || s.vis.contains(y) && s.agent(y).sharesInstance(s.agent(x), s.scope[y]);
        return !available || !visible;
    }
}
