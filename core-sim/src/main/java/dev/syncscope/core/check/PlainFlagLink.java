package dev.syncscope.core.check;

/**
 * A flag written and read with plain accesses between a release barrier and an acquire barrier: the first invocation
 * writes a location after a release barrier, the second reads that write before an acquire barrier, so the location
 * is used as a flag, but neither access is atomic. The fence forms of synchronizes-with need "an atomic write" X after
 * the release barrier and "an atomic read" Y before the acquire barrier (VK MM: Synchronizes-With), so the barriers
 * synchronize nothing, and the two plain accesses of one location race themselves (VK MM: Data Race: only
 * "mutually-ordered atomic operations" are exempt). Both races get this link: the one on the flag itself (the two
 * accesses are the flag's) and one on the data around it (the flag's pair is found between them). Asked before
 * "nothing synchronizes", whose advice ("through an atomic flag") read as another flag beside this one (the session-86
 * audit's c26). Not where an access is private (not coherent): atomics for the flag would not be all that is missing.
 * Stateless.
 */
final class PlainFlagLink {

    private PlainFlagLink() {
    }

    /**
     * The link for racing {@code x} (the earlier side) and {@code y}, or null: a plain write F of {@code x}'s
     * invocation at or after {@code x} with a release barrier between {@code x} and F (or before F when F is {@code x}),
     * read by a plain read G of {@code y}'s invocation at or before {@code y} with an acquire barrier between G and
     * {@code y} (or after G when G is {@code y}), through one reference.
     */
    static RaceLink of(Derivation d, int x, int y) {
        StaticFacts s = d.s;
        // a private access (not coherent) needs more than atomics for the flag: NoHappensBeforeLinks.privateData
        if (s.ev(x).agent() == s.ev(y).agent() || NoHappensBeforeLinks.privateData(s, x, y)) {
            return null;
        }
        for (int f = x; f < s.n && s.ev(f).agent() == s.ev(x).agent(); f++) {
            if (!plain(s, f, true)) {
                continue;
            }
            int release = barrier(s, f, -1, true);
            if (release < 0 || f != x && release < x) {
                continue;
            }
            for (int g = y; g >= 0 && s.ev(g).agent() == s.ev(y).agent(); g--) {
                // the flag's own race whatever the load read; the data's where the load read the flag's store
                boolean own = f == x && g == y;
                if (!plain(s, g, false) || !own && !d.rf.contains(f, g) || !s.sref.contains(f, g)) {
                    continue;
                }
                int acquire = barrier(s, g, 1, false);
                if (acquire < 0 || g != y && acquire > y) {
                    continue;
                }
                return RaceLink.of(LinkSentence.PLAIN_FLAG, s.ev(x).agentName(), s.ev(y).agentName(),
                        String.valueOf(s.ev(f).source()), String.valueOf(s.ev(g).location()),
                        String.valueOf(s.ev(g).source()), String.valueOf(s.ev(release).source()),
                        String.valueOf(s.ev(acquire).source()));
            }
        }
        return null;
    }

    /** Whether {@code e} is a plain (non-atomic) write, or read, and not both (a read-modify-write is atomic). */
    private static boolean plain(StaticFacts s, int e, boolean write) {
        return !s.atomic.contains(e) && (write ? s.w.contains(e) && !s.r.contains(e) : s.r.contains(e)
                && !s.w.contains(e));
    }

    /**
     * The nearest release memory barrier before {@code e} ({@code step} -1) or acquire memory barrier after it
     * ({@code step} 1) in its invocation naming {@code e}'s storage class, with no control barrier between, or -1. A
     * control barrier between makes the shape a phase of barrier()s, not a flag: {@code memoryBarrierShared();
     * barrier(); s[i] = v;} and a read of {@code s[j]} before the next pair race for want of a barrier between the
     * write and the read, and atomics would not be the fix.
     */
    private static int barrier(StaticFacts s, int e, int step, boolean release) {
        if (s.storageClass[e] == null) {
            return -1;
        }
        int bit = 1 << s.storageClass[e].ordinal();
        for (int b = e + step; b >= 0 && b < s.n && s.ev(b).agent() == s.ev(e).agent(); b += step) {
            if (s.cbar.contains(b)) {
                return -1;
            }
            if (s.f.contains(b) && (release ? s.rel.contains(b) : s.acq.contains(b))
                    && (s.semanticsClasses[b] & bit) != 0) {
                return b;
            }
        }
        return -1;
    }
}
