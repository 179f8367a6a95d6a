package dev.syncscope.core.exec;

import dev.syncscope.core.memory.OpenSequence;
import dev.syncscope.core.memory.PList;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.sync.Knowledge;
import dev.syncscope.core.sync.ReleaseToken;

/**
 * What an atomic read takes from the atomic write it reads, mutually ordered with it: the release tokens the write
 * carries (VK MM: Synchronizes-With, atomic–atomic through release sequences), joined into the reader's knowledge
 * when the read is an acquire, else pending for an acquire barrier after it (atomic–fence). Stateless; called on the
 * engine's thread.
 */
final class ReadAcquire {

    private ReadAcquire() {
    }

    /** The knowledge being built and the tokens pending, through one read's tokens. */
    private static final class Taking {
        Knowledge known;
        PList<Pending> pending;

        Taking(AgentRuntime rt) {
            known = rt.acquired();
            pending = rt.pending();
        }
    }

    /**
     * The reader {@code rt} ({@code b}) after its read {@code y} with semantics {@code sem} of {@code from};
     * {@code acquireClasses} the storage classes {@code sem} names (a mask by ordinal).
     */
    static AgentRuntime fromWrite(AgentRuntime rt, Agent b, WriteRecord from, Op y, Semantics sem,
                                  int acquireClasses) {
        Taking taking = new Taking(rt);
        boolean sameReference = from.reference() != null && from.reference().name().equals(y.reference());
        for (ReleaseToken t : from.tokens().own()) {
            take(taking, t, b, y, sem, acquireClasses, sameReference);
        }
        for (PList<OpenSequence> c = from.tokens().continued(); !c.isEmpty(); c = c.tail()) {
            OpenSequence o = c.head();
            if (o.coversRest() && knownAcquire(taking.known, o.token(), sem, acquireClasses)) {
                // this release is known, and with it every one after it, each of its class set: each of them would
                // change nothing (below), so a long run of acquire-release read-modify-writes costs no walk
                break;
            }
            take(taking, o.token(), b, y, sem, acquireClasses, sameReference);
        }
        return rt.withAcquired(taking.known).withPending(taking.pending);
    }

    /** Whether {@code t} is an atomic's release that this acquire takes and knows already. */
    private static boolean knownAcquire(Knowledge k, ReleaseToken t, Semantics sem, int acquireClasses) {
        return sem.acquire() && t.acquirableBy(acquireClasses) && t.knownBy(k.get(t.classSet()));
    }

    private static void take(Taking taking, ReleaseToken t, Agent b, Op y, Semantics sem, int acquireClasses,
                             boolean sameReference) {
        if (knownAcquire(taking.known, t, sem, acquireClasses)) {
            // an atomic's release this acquire knows already: joining it changes nothing, and out of scope it would
            // not be pending either (only a barrier's token is); most of a long release sequence's tokens
            return;
        }
        if (t.fence() && !(sameReference && t.headInScopeOf(b, y.scope()))) {
            // VK MM: Synchronizes-With, fence–atomic and fence–fence: "X and B (Y) are mutually-ordered", X the
            // atomic write after the release barrier that heads the sequence read
            return;
        }
        boolean inScope = t.inScopeOf(b, y.scope());
        if (sem.acquire() && inScope && t.acquirableBy(acquireClasses)) {
            taking.known = taking.known.join(t.classSet(), t.clock());
        } else if (inScope || t.fence()) {
            taking.pending = addPending(taking.pending, new Pending(t, y.storageClass()));
        }
    }

    private static PList<Pending> addPending(PList<Pending> pending, Pending p) {
        for (Pending q : pending) {
            if (q.equals(p)) {
                return pending;
            }
        }
        return pending.prepend(p);
    }
}
