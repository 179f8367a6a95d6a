package dev.syncscope.core.check;

/**
 * Two invocations that pass memory barriers around their accesses and nothing else: the first a release barrier after
 * its access, the second an acquire barrier before its own, with no control barrier between either access and its
 * barrier, and no atomic the first writes after its barrier together with one the second reads before its own (a
 * flag, the flag links' when the read takes the write). A memory barrier synchronizes only through an atomic written
 * after the release and read before the acquire (the fence forms) or as a half of fence–control-barrier–fence (VK
 * MM: Synchronizes-With), and it makes no invocation wait for another, so the two do not synchronize: the commonest
 * form is a reduction whose loop has {@code memoryBarrierShared()} (HLSL {@code GroupMemoryBarrier()}) where it needs
 * {@code barrier()} ({@code GroupMemoryBarrierWithGroupSync()}), which "nothing synchronizes" left unsaid (the GPU
 * audit of session 88).
 * Asked last of the links, after every flag's and barrier's. Stateless.
 */
final class FenceWithoutSyncLink {

    private FenceWithoutSyncLink() {
    }

    /** The link for racing {@code x} (the earlier side) and {@code y}, or null. */
    static RaceLink of(Derivation d, int x, int y) {
        StaticFacts s = d.s;
        if (s.ev(x).agent() == s.ev(y).agent()) {
            return null;
        }
        int release = -1;
        for (int a = x + 1; a < s.n && s.ev(a).agent() == s.ev(x).agent() && !s.cbar.contains(a); a++) {
            if (s.f.contains(a) && s.rel.contains(a)) {
                release = a;
                break;
            }
        }
        int acquire = -1;
        for (int b = y - 1; release >= 0 && b >= 0 && s.ev(b).agent() == s.ev(y).agent() && !s.cbar.contains(b); b--) {
            if (s.f.contains(b) && s.acq.contains(b)) {
                acquire = b;
                break;
            }
        }
        if (acquire < 0 || atomicAfter(s, release, true) && atomicAfter(s, acquire, false)) {
            // an atomic written after the release and one read before the acquire: a flag, which this execution's
            // read did not take from the write (the flag links need reads-from), not "there is none"
            return null;
        }
        return RaceLink.of(LinkSentence.FENCE_WITHOUT_SYNC, s.ev(x).agentName(), s.ev(y).agentName(),
                String.valueOf(s.ev(release).source()), String.valueOf(s.ev(acquire).source()));
    }

    /**
     * Whether {@code fence}'s invocation writes an atomic after it ({@code write}), or reads one before it: atomics
     * through which the fence forms could synchronize.
     */
    private static boolean atomicAfter(StaticFacts s, int fence, boolean write) {
        int step = write ? 1 : -1;
        for (int e = fence + step; e >= 0 && e < s.n && s.ev(e).agent() == s.ev(fence).agent(); e += step) {
            if (s.atomic.contains(e) && (write ? s.w.contains(e) : s.r.contains(e))) {
                return true;
            }
        }
        return false;
    }
}
