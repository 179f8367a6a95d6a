package dev.syncscope.core.check;

import dev.syncscope.core.model.Scope;

/**
 * Two invocations of one workgroup that pass memory barriers around their accesses and nothing else: the first a
 * release barrier after its access, the second an acquire barrier before its own, both naming the data's storage class
 * and each in the other's memory scope instance, with no control barrier between either access and its barrier, no
 * atomic the first writes after its barrier nor one the second reads before its own (a flag: the flag links'), and
 * both accesses non-private. A memory barrier synchronizes only through an atomic written after the release and read
 * before the acquire (the fence forms) or as a half of fence–control-barrier–fence (VK MM: Synchronizes-With), and it
 * makes no invocation wait for another, so the two do not synchronize, and either would order them: the commonest form
 * is a reduction whose loop has {@code memoryBarrierShared()} (HLSL {@code GroupMemoryBarrier()}) where it needs
 * {@code barrier()} ({@code GroupMemoryBarrierWithGroupSync()}), which "nothing synchronizes" left unsaid (the GPU
 * audit of session 88). Where the barriers leave the class or the other invocation out, or the two are in different
 * workgroups (no control barrier orders them), the sentence's remedies would not do, so it is not this link (the
 * session-88 review). Asked last of the links. Stateless.
 */
final class FenceWithoutSyncLink {

    private FenceWithoutSyncLink() {
    }

    /** The link for racing {@code x} (the earlier side) and {@code y}, or null. */
    static RaceLink of(Derivation d, int x, int y) {
        StaticFacts s = d.s;
        if (s.ev(x).agent() == s.ev(y).agent() || s.storageClass[x] == null
                || NoHappensBeforeLinks.privateData(s, x, y)
                || !s.agent(x).sharesInstance(s.agent(y), Scope.WORKGROUP)) {
            return null;
        }
        int data = 1 << s.storageClass[x].ordinal();
        int release = fence(s, x, 1);
        int acquire = release < 0 ? -1 : fence(s, y, -1);
        if (acquire < 0 || (s.semanticsClasses[release] & data) == 0 || (s.semanticsClasses[acquire] & data) == 0
                || !s.agent(release).sharesInstance(s.agent(acquire), s.scope[release])
                || !s.agent(acquire).sharesInstance(s.agent(release), s.scope[acquire])
                || atomic(s, release, 1) || atomic(s, acquire, -1)) {
            return null;
        }
        return RaceLink.of(LinkSentence.FENCE_WITHOUT_SYNC, s.ev(x).agentName(), s.ev(y).agentName(),
                String.valueOf(s.ev(release).source()), String.valueOf(s.ev(acquire).source()));
    }

    /**
     * The nearest release memory barrier after {@code e} ({@code step} 1) or acquire memory barrier before it
     * ({@code step} -1) in its invocation, with no control barrier between; or -1.
     */
    private static int fence(StaticFacts s, int e, int step) {
        for (int b = e + step; b >= 0 && b < s.n && s.ev(b).agent() == s.ev(e).agent() && !s.cbar.contains(b);
             b += step) {
            if (s.f.contains(b) && (step > 0 ? s.rel.contains(b) : s.acq.contains(b))) {
                return b;
            }
        }
        return -1;
    }

    /**
     * Whether {@code fence}'s invocation writes an atomic after it ({@code step} 1), or reads one before it since its
     * last control barrier ({@code step} -1): atomics through which the fence forms could synchronize.
     */
    private static boolean atomic(StaticFacts s, int fence, int step) {
        for (int e = fence + step; e >= 0 && e < s.n && s.ev(e).agent() == s.ev(fence).agent()
                && (step > 0 || !s.cbar.contains(e)); e += step) {
            if (s.atomic.contains(e) && (step > 0 ? s.w.contains(e) : s.r.contains(e))) {
                return true;
            }
        }
        return false;
    }
}
