package dev.syncscope.core.exec;

import dev.syncscope.core.memory.OpenSequence;
import dev.syncscope.core.memory.PList;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.sync.Knowledge;
import dev.syncscope.core.sync.ReleaseToken;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
        /** Pending adds after which the pending list is indexed rather than walked for each. */
        private static final int INDEX_AFTER = 8;

        Knowledge known;
        PendingReleases pending;
        private int adds;
        /** The pending entries by their release's fields, once many are added (equal entries share a key). */
        private Map<ReleaseKey, List<Pending>> index;

        Taking(AgentRuntime rt) {
            known = rt.acquired();
            pending = rt.pending();
        }

        /** Adds {@code p} to the pending list unless it holds an equal one. */
        void addPending(Pending p) {
            if ((++adds > INDEX_AFTER || pending.hasReads()) && index == null) {
                // (a relaxed read's part holds many releases: the list is expanded once, not at each add)
                index = new HashMap<>();
                for (Pending q : pending) {
                    index.computeIfAbsent(ReleaseKey.of(q), k -> new ArrayList<>(1)).add(q);
                }
            }
            if (index == null) {
                pending = ReadAcquire.addPending(pending, p);
                return;
            }
            List<Pending> same = index.computeIfAbsent(ReleaseKey.of(p), k -> new ArrayList<>(1));
            if (!same.contains(p)) {
                same.add(p);
                pending = pending.prepend(p);
            }
        }
    }

    /** The fields of a pending entry that equal entries share, all but the release's clock. */
    private record ReleaseKey(int source, int seq, int classSet, boolean fence, Scope scope, Scope headScope,
                              StorageClass requiredClass) {
        static ReleaseKey of(Pending p) {
            ReleaseToken t = p.token();
            return new ReleaseKey(t.source().id(), t.sourceSeq(), t.classSet(), t.fence(), t.scope(), t.headScope(),
                    p.requiredClass());
        }
    }

    /**
     * The reader {@code rt} ({@code b}) after its read {@code y} with semantics {@code sem} of {@code from};
     * {@code acquireClasses} the storage classes {@code sem} names (a mask by ordinal). {@code skipCovered}: stop at
     * the sequences a known covering one covers ({@link OpenSequence#coversSet}), else take every token (tests).
     */
    static AgentRuntime fromWrite(AgentRuntime rt, Agent b, WriteRecord from, Op y, Semantics sem,
                                  int acquireClasses, boolean skipCovered) {
        if (!sem.acquire()) {
            return relaxed(rt, b, from, y);
        }
        Taking taking = new Taking(rt);
        boolean sameReference = from.reference() != null && from.reference().name().equals(y.reference());
        for (ReleaseToken t : from.tokens().own()) {
            take(taking, t, b, y, sem, acquireClasses, sameReference);
        }
        // the class sets (a mask by index) of which every token from here on is a release this acquire knows, each
        // known with its clock: each of them would change nothing (below), so a long run of acquire-release
        // read-modify-writes costs no walk, also when their semantics name several classes (a token per class set)
        int known = 0;
        for (PList<OpenSequence> c = from.tokens().continued(); !c.isEmpty(); c = c.tail()) {
            OpenSequence o = c.head();
            if (skipCovered) {
                if ((o.common().classSets() & ~known) == 0) {
                    break;
                }
                int set = 1 << o.token().classSet();
                if ((known & set) != 0) {
                    assert knownAcquire(taking.known, o.token(), sem, acquireClasses) : "covered, not known: " + o;
                    continue;
                }
                if (o.coversSet() && knownAcquire(taking.known, o.token(), sem, acquireClasses)) {
                    known |= set;
                    continue;
                }
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
        if (!PendingReleases.staysPending(t, b, y.scope(), sameReference)) {
            // an atomic's release out of the read's scope, or a barrier's whose head is not mutually ordered with it
            // (VK MM: Synchronizes-With, fence–atomic and fence–fence): neither taken nor pending
            return;
        }
        if (sem.acquire() && t.inScopeOf(b, y.scope()) && t.acquirableBy(acquireClasses)) {
            taking.known = taking.known.join(t.classSet(), t.clock());
        } else {
            taking.addPending(new Pending(t, y.storageClass()));
        }
    }

    /**
     * A relaxed read leaves pending what an acquire barrier after it would take (VK MM: Synchronizes-With, atomic–fence
     * and fence–fence), as one part sharing the write's tokens: {@link #take} for each of them would add the same
     * entries, one each.
     */
    private static AgentRuntime relaxed(AgentRuntime rt, Agent b, WriteRecord from, Op y) {
        boolean sameReference = from.reference() != null && from.reference().name().equals(y.reference());
        PendingReleases p = rt.pending().withRead(from.tokens(), b, y.scope(), sameReference, y.storageClass());
        return p == rt.pending() ? rt : rt.withPending(p);
    }

    /** {@code pending} (no relaxed read's part in it) with {@code p}, unless it holds an equal one. */
    private static PendingReleases addPending(PendingReleases pending, Pending p) {
        ReleaseToken t = p.token();
        for (Pending q : pending) {
            ReleaseToken u = q.token();
            // the fields of a release first: equal tokens compare their clocks too, which a long list made costly
            if (u == t ? q.requiredClass() == p.requiredClass()
                    : u.sourceSeq() == t.sourceSeq() && u.source().id() == t.source().id()
                    && u.classSet() == t.classSet() && q.equals(p)) {
                return pending;
            }
        }
        return pending.prepend(p);
    }
}
