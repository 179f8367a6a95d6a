package dev.syncscope.core.exec;

import dev.syncscope.core.memory.AvailabilityFact;
import dev.syncscope.core.memory.DomainInstance;
import dev.syncscope.core.memory.DomainKind;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.PList;
import dev.syncscope.core.memory.PSlots;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.sync.FenceRelease;
import dev.syncscope.core.sync.Knowledge;
import dev.syncscope.core.sync.KnowledgeRaises;
import dev.syncscope.core.sync.ReleaseToken;
import dev.syncscope.core.sync.VisMark;
import dev.syncscope.core.sync.VisMarks;

import java.util.ArrayList;
import java.util.List;

/**
 * Memory barriers and memory semantics: MakeAvailable / MakeVisible operations, acquire barriers
 * acquiring observed releases, release barriers recording what they release. Used by accesses,
 * memory barriers and control barriers; also the device-domain availability operation (litmus
 * {@code avdevice}). Owned by the engine's thread.
 */
final class Fences {

    private static final StorageClass[] CLASSES = StorageClass.values();

    private final Engine e;

    /** Per narrow domain level (subgroup, workgroup, queue family) and agent, its domain instance, made on first use. */
    private final DomainInstance[][] domains;
    /** Scratch of {@link #madeAvailable}: the own writes it keeps, in order (cleared after use). */
    private AgentRuntime.OwnWrite[] kept = new AgentRuntime.OwnWrite[4];
    /** One object per domain instance, shared by the agents of its scope instance. */
    private final java.util.Map<DomainInstance, DomainInstance> instances = new java.util.HashMap<>();
    /** Per narrow domain level, the instance {@link #domain} gave last. */
    private final DomainInstance[] lastInstance = new DomainInstance[DomainKind.QUEUE_FAMILY.ordinal() + 1];

    /**
     * Per agent, its latest list of own writes not yet available everywhere seen here ({@link #rememberOwnWrites})
     * and a summary of it: per storage class (3 bits, by ordinal) the lowest level among its writes of that class
     * plus one, {@link #NONE} for none. A MakeAvailable that the summary shows reaching none of them walks no
     * list (its records are long out of cache at the agent's next barrier). The list is recognized by identity
     * (it is immutable), so a list from elsewhere (an undo) is walked.
     */
    private final Object[] ownLists;
    private final int[] ownLevels;
    /**
     * Per agent, the other half of its list's summary: per storage class (16 bits, by ordinal) the class masks that
     * every own write of that class has been made available with at its level, ANDed ({@link #ALL_MASKS} for none). A
     * MakeAvailable whose class mask has no bit outside it (and reaching no level above) adds nothing.
     */
    private final long[] ownMasks;
    private static final int NONE = 7;
    private static final long ALL_MASKS = -1L;

    Fences(Engine engine) {
        this.e = engine;
        this.domains = new DomainInstance[DomainKind.QUEUE_FAMILY.ordinal() + 1][engine.agentCount()];
        this.ownLists = new Object[engine.agentCount()];
        this.ownLevels = new int[engine.agentCount()];
        this.ownMasks = new long[engine.agentCount()];
    }

    /** Remembers {@code own}, agent {@code id}'s new list of own writes not available everywhere, and its summary. */
    void rememberOwnWrites(int id, PList<AgentRuntime.OwnWrite> own) {
        int levels = -1;
        long masks = ALL_MASKS;
        for (PList<AgentRuntime.OwnWrite> p = own; !p.isEmpty(); p = p.tail()) {
            levels = withOwnWrite(levels, p.head());
            masks = withOwnMask(masks, p.head());
        }
        ownLists[id] = own;
        ownLevels[id] = levels;
        ownMasks[id] = masks;
    }

    /** A mask summary ({@link #ownMasks}) with {@code ow} added. */
    private static long withOwnMask(long masks, AgentRuntime.OwnWrite ow) {
        int shift = 16 * ow.storageClass().ordinal();
        return masks & ~(0xFFFFL << shift) | ((masks >>> shift) & ow.mask() & 0xFFFFL) << shift;
    }

    /** A summary ({@link #ownLevels}; -1 for no writes) with {@code ow} added. */
    private static int withOwnWrite(int levels, AgentRuntime.OwnWrite ow) {
        int shift = 3 * ow.storageClass().ordinal();
        // levels above 5 count as 5: the summary may only understate a level (then the list is walked)
        int v = Math.min(Math.max(ow.level() + 1, 0), NONE - 1);
        return v < ((levels >>> shift) & NONE) ? (levels & ~(NONE << shift)) | (v << shift) : levels;
    }

    /**
     * Whether a MakeAvailable at level {@code top} with semantics classes {@code semMask} and class mask
     * {@code opMask} may reach one of {@code own}, agent {@code id}'s own writes (false only when its summary shows
     * none of a class it names below {@code top}, and every one of those made available with all of {@code opMask}'s
     * classes, as {@link #reaches}).
     */
    private boolean mayReach(int id, PList<AgentRuntime.OwnWrite> own, int top, int semMask, int opMask) {
        if (ownLists[id] != own) {
            return true;
        }
        int levels = ownLevels[id];
        long masks = ownMasks[id];
        for (int m = semMask; m != 0; m &= m - 1) {
            int c = Integer.numberOfTrailingZeros(m);
            int v = (levels >>> (3 * c)) & NONE;
            if (v != NONE && (v - 1 < top || (opMask & ~(masks >>> (16 * c)) & 0xFFFF) != 0)) {
                return true;
            }
        }
        return false;
    }

    /** VK MM: Availability and Visibility Semantics (MakeVisible after an acquire). */
    AgentRuntime semanticVisibility(AgentRuntime rt, int seq, Semantics sem, Scope scope, int opMask) {
        return rt.withVis(visibility(rt.vis(), rt.acquired(), seq, sem, scope, opMask));
    }

    /** The visibility marks after a barrier's MakeVisible operation at {@code seq} (agent knowing {@code acquired}). */
    VisMarks visibility(VisMarks vis, Knowledge acquired, int seq, Semantics sem, Scope scope) {
        // a barrier accesses no memory: M(barrier) is its semantics' classes
        return visibility(vis, acquired, seq, sem, scope, e.classMasks.mask(sem));
    }

    /**
     * The visibility marks after a MakeVisible operation at {@code seq} by an agent knowing {@code acquired},
     * of an operation whose storage classes M are {@code opMask}.
     */
    private VisMarks visibility(VisMarks vis, Knowledge acquired, int seq, Semantics sem, Scope scope, int opMask) {
        int level = Executor.levelOf(scope);
        if (level < 0) {
            return vis;
        }
        int mask = e.classMasks.mask(sem);
        for (int c = 0; c < CLASSES.length; c++) {
            if ((mask & (1 << c)) != 0) {
                vis = vis.withSemantic(CLASSES[c], level, new VisMark(seq, acquired.get(c), acquired, opMask));
            }
        }
        return vis;
    }

    /**
     * The availability facts of an availability operation by {@code agent} at {@code scope}, of an
     * operation whose storage classes M are {@code opMask}.
     */
    List<AvailabilityFact> factsUpTo(Agent agent, int seq, Scope scope, AvailabilityFact.Origin origin,
                                     SourceSpan src, int opMask) {
        int level = Executor.levelOf(scope);
        if (level < 0) {
            return List.of();
        }
        // immutable, so a write's record shares the list instead of copying it
        AvailabilityFact first = fact(0, agent, seq, origin, src, opMask);
        if (level == 0) {
            return List.of(first);
        }
        if (level == 1) {
            return List.of(first, fact(1, agent, seq, origin, src, opMask));
        }
        AvailabilityFact[] out = new AvailabilityFact[level + 1];
        out[0] = first;
        for (int l = 1; l <= level; l++) {
            out[l] = fact(l, agent, seq, origin, src, opMask);
        }
        return List.of(out);
    }

    /**
     * The fact for the domain of level {@code level} of an availability operation (VK MM: "it also includes the
     * memory domains that correspond to each smaller scope instance").
     */
    private AvailabilityFact fact(int level, Agent agent, int seq, AvailabilityFact.Origin origin, SourceSpan src,
                                  int opMask) {
        return new AvailabilityFact(domain(level, agent), agent.id(), seq, e.position(), origin, src, opMask);
    }

    /** The domain instance of level {@code level} containing {@code agent} (shader domains shared per agent). */
    private DomainInstance domain(int level, Agent agent) {
        if (level > DomainKind.QUEUE_FAMILY.ordinal()) {
            return DomainInstance.of(DomainKind.ALL.get(level), agent);
        }
        DomainInstance[] row = domains[level];
        DomainInstance d = row[agent.id()];
        if (d == null) {
            DomainInstance made = DomainInstance.of(DomainKind.ALL.get(level), agent);
            DomainInstance last = lastInstance[level];
            // consecutive agents mostly share their instances: the map (record equality) only on a change
            if (last != null && last.id() == made.id()) {
                d = last;
            } else {
                d = instances.putIfAbsent(made, made);
                d = d == null ? made : d;
                lastInstance[level] = d;
            }
            row[agent.id()] = d;
        }
        return d;
    }

    /**
     * VK MM: Availability and Visibility Semantics (MakeAvailable): the agent's own writes through
     * references in the semantics' storage classes, which happen-before the operation, become
     * available in the domains up to the scope's.
     */
    AgentRuntime semanticAvailability(Tx tx, AgentRuntime rt, int seq, Semantics sem, Scope scope, SourceSpan src,
                                      int opMask) {
        return rt.withUnavailable(availability(tx, rt.id(), rt.unavailable(), rt.acquired(), seq, sem, scope, src,
                opMask));
    }

    /** The agent's own writes not yet available everywhere after its MakeAvailable operation at {@code seq}. */
    private PList<AgentRuntime.OwnWrite> availability(Tx tx, int id, PList<AgentRuntime.OwnWrite> unavailable,
                                                      Knowledge acquired, int seq, Semantics sem, Scope scope,
                                                      SourceSpan src, int opMask) {
        int top = Executor.levelOf(scope);
        if (top >= 0) {
            e.availabilityLog.add(e.position(), id, seq, top, sem, null, null, acquired, opMask);
        }
        if (unavailable.isEmpty() && !e.launch.availabilityVisibilityChains()) {
            return unavailable;
        }
        int changed = 0;
        if (mayReach(id, unavailable, top, e.classMasks.mask(sem), opMask)) {
            int levels = -1;
            long masks = ALL_MASKS;
            for (PList<AgentRuntime.OwnWrite> p = unavailable; !p.isEmpty(); p = p.tail()) {
                AgentRuntime.OwnWrite ow = p.head();
                changed += reaches(ow, top, sem, opMask) ? 1 : 0;
                levels = withOwnWrite(levels, ow);
                masks = withOwnMask(masks, ow);
            }
            ownLists[id] = unavailable;
            ownLevels[id] = levels;
            ownMasks[id] = masks;
        }
        if (top < 0 || (changed == 0 && !e.launch.availabilityVisibilityChains())) {
            return unavailable;
        }
        PList<AgentRuntime.OwnWrite> keep = unavailable;
        if (changed > 0) {
            keep = madeAvailable(tx, id, unavailable, changed, seq, sem, scope, src, opMask);
        }
        if (e.launch.availabilityVisibilityChains()) {
            Chains.availability(e, tx, id, seq, sem, scope, src, acquired, opMask);
        }
        return keep;
    }

    /**
     * Whether a MakeAvailable operation at level {@code top} with semantics {@code sem} and class mask {@code opMask}
     * makes {@code ow} available anew: further out, or (VK MM: Availability and Visibility: every availability
     * operation that happens-after W and includes it in its source scope makes it available) with a storage class
     * the operations that made it available so far lack, through which a reader may be ordered after this one only
     * (VK MM: Inter-Thread-Happens-Before: "has all of SC in its semantics").
     */
    private boolean reaches(AgentRuntime.OwnWrite ow, int top, Semantics sem, int opMask) {
        return (ow.level() < top || (opMask & ~ow.mask()) != 0) && e.classMasks.covers(sem, ow.storageClass());
    }

    /**
     * The writes of {@code unavailable} that the MakeAvailable operation reaches ({@code changed} of them, at
     * least one) become available up to its scope's level; returns the own writes still not available
     * everywhere (in their order).
     */
    private PList<AgentRuntime.OwnWrite> madeAvailable(Tx tx, int id, PList<AgentRuntime.OwnWrite> unavailable,
                                                       int changed, int seq, Semantics sem, Scope scope,
                                                       SourceSpan src, int opMask) {
        int level = Executor.levelOf(scope);
        // made on first use and shared by every write it makes available
        List<AvailabilityFact> facts = null;
        int size = unavailable.size();
        if (kept.length < size) {
            kept = new AgentRuntime.OwnWrite[Math.max(size, 2 * kept.length)];
        }
        int n = 0;
        PList<AgentRuntime.OwnWrite> rest = unavailable;
        for (int left = changed; left > 0; rest = rest.tail()) {
            AgentRuntime.OwnWrite ow = rest.head();
            if (!reaches(ow, level, sem, opMask)) {
                kept[n++] = ow;
                continue;
            }
            left--;
            LocationState ls = tx.location(ow.location());
            WriteRecord w = ls == null ? null : ls.write(ow.writeId());
            if (w == null || w.retired()) {
                continue;
            }
            if (facts == null) {
                facts = factsUpTo(e.agentInfo[id], seq, scope, AvailabilityFact.Origin.SEMANTICS, src, opMask);
            }
            WriteRecord w2 = w.withNewerFacts(facts);
            if (w2 != w) {
                tx.put(ls.withLive(ls.live().replace(w, w2)));
            }
            // the level the write reached and the classes of the operations that reached it (a narrower operation
            // changes neither: the summary then only overstates what a later one may add)
            kept[n++] = level > ow.level()
                    ? new AgentRuntime.OwnWrite(ow.location(), ow.writeId(), ow.storageClass(), level, opMask)
                    : level == ow.level() ? new AgentRuntime.OwnWrite(ow.location(), ow.writeId(), ow.storageClass(),
                            level, ow.mask() | opMask) : ow;
        }
        // the own writes after the last one reached stay as they are: their list is shared
        PList<AgentRuntime.OwnWrite> keep = rest;
        for (int i = n - 1; i >= 0; i--) {
            keep = keep.prepend(kept[i]);
            kept[i] = null;
        }
        rememberOwnWrites(id, keep);
        return keep;
    }

    /** A memory barrier (or the memory-barrier part of a control barrier). */
    AgentRuntime fence(Tx tx, AgentRuntime rt, int seq, Scope scope, Semantics sem, SourceSpan src) {
        return fence(tx, rt, seq, scope, sem, src, true, true);
    }

    /**
     * The release half (at a control barrier's arrival), the acquire half (at its release), or both
     * (a memory barrier) of a barrier with semantics {@code sem}. Builds the agent's new record once.
     */
    AgentRuntime fence(Tx tx, AgentRuntime rt, int seq, Scope scope, Semantics sem, SourceSpan src,
                       boolean releaseHalf, boolean acquireHalf) {
        fenceParts(tx, rt, seq, scope, sem, src, releaseHalf, acquireHalf);
        return rt.withSync(partAcquired, partTokens, partVis, partUnavailable);
    }

    /** The synchronization state {@link #fenceParts} computed last (scratch of the engine's thread). */
    Knowledge partAcquired;
    List<FenceRelease> partTokens;
    VisMarks partVis;
    PList<AgentRuntime.OwnWrite> partUnavailable;

    /**
     * As {@link #fence(Tx, AgentRuntime, int, Scope, Semantics, SourceSpan, boolean, boolean)}, leaving the
     * agent's new synchronization state in {@link #partAcquired}, {@link #partTokens}, {@link #partVis} and
     * {@link #partUnavailable} instead of a record (the caller builds the one record of the step).
     */
    void fenceParts(Tx tx, AgentRuntime rt, int seq, Scope scope, Semantics sem, SourceSpan src,
                    boolean releaseHalf, boolean acquireHalf) {
        PList<AgentRuntime.OwnWrite> unavailable = rt.unavailable();
        Knowledge acquired = rt.acquired();
        VisMarks vis = rt.vis();
        List<FenceRelease> fenceTokens = rt.fenceTokens();
        if (e.options.memoryModel() && !sem.isRelaxed()) {
            if (releaseHalf && sem.release() && sem.makeAvailable()) {
                // a barrier accesses no memory: M(barrier) is its semantics' classes
                unavailable = availability(tx, rt.id(), unavailable, acquired, seq, sem, scope, src,
                        e.classMasks.mask(sem));
            }
            if (acquireHalf && sem.acquire()) {
                acquired = acquired(rt.id(), rt.pending(), acquired, scope, sem);
                if (sem.makeVisible()) {
                    vis = visibility(vis, acquired, seq, sem, scope);
                    if (e.launch.availabilityVisibilityChains()) {
                        Chains.visibility(e, tx, rt.id(), seq, sem, scope, src, acquired, e.classMasks.mask(sem));
                    }
                }
            }
            if (releaseHalf && sem.release()) {
                fenceTokens = released(rt.id(), fenceTokens, acquired, seq, scope, sem);
            }
        }
        partAcquired = acquired;
        partTokens = fenceTokens;
        partVis = vis;
        partUnavailable = unavailable;
    }

    /** VK MM: Synchronizes-With, atomic–fence, fence–fence and fence–control-barrier–fence. */
    AgentRuntime acquireFence(AgentRuntime rt, Scope scope, Semantics sem) {
        return rt.withAcquired(acquired(rt.id(), rt.pending(), rt.acquired(), scope, sem));
    }

    Knowledge acquired(int id, PendingReleases pending, Knowledge k, Scope scope, Semantics sem) {
        if (pending.isEmpty()) {
            return k;
        }
        Agent b = e.agentInfo[id];
        int semMask = e.classMasks.mask(sem);
        KnowledgeRaises[] raises = new KnowledgeRaises[1];
        pending.forEachRelease((t, requiredClass) -> {
            if ((requiredClass == null || e.classMasks.covers(sem, requiredClass)) && t.acquirableBy(semMask)
                    && !t.knownBy(k.get(t.classSet()))) {
                // (an atomic's release the agent knows already would add nothing: ReleaseToken.knownBy); the clocks
                // are joined at once, after the walk, so a release handed twice changes nothing. VK MM:
                // Synchronizes-With, "A and B are in the instance of each other's memory scopes": a control barrier's
                // group of releases is tested member by member by an acquire narrower than its instance
                if (t.testedWhole(scope)) {
                    if (t.inScopeOf(b, scope)) {
                        raise(raises, t);
                    }
                } else {
                    t.membersInScopeOf(b, scope).forEach(in -> raise(raises, in));
                }
            }
        });
        return raises[0] == null ? k : raises[0].into(k);
    }

    /** Adds what {@code t} releases to {@code raises[0]} (made on first use). */
    private static void raise(KnowledgeRaises[] raises, ReleaseToken t) {
        if (raises[0] == null) {
            raises[0] = new KnowledgeRaises();
        }
        raises[0].add(t.classSet(), t.base(), t.source().id(), t.sourceSeq());
    }

    /**
     * The latest release barriers of {@code rt}, waiting at a control barrier of memory scope {@code scope} and semantics
     * {@code sem}, once the barrier's acquire half raised its knowledge from {@code k0} to {@code k}: an
     * acquire-release barrier is one operation, so what synchronizes-with it inter-thread-happens-before it, and
     * inter-thread-happens-before is transitive (VK MM: Inter-Thread-Happens-Before): its release half (made at
     * arrival, with the knowledge then), continued by a later atomic write of the agent (Synchronizes-With, fence
     * forms), carries that too. Session 70's race-free differential property found it: P1's release half reached P3's
     * barrier, P3's went on through its later store of y to P2's barrier, and P2, not knowing P1's write through it,
     * was offered an older value of x.
     */
    List<FenceRelease> releasedAfterAcquire(AgentRuntime rt, Knowledge k0, Knowledge k, Scope scope, Semantics sem) {
        if (!sem.release() || !sem.acquire() || k == k0 || !e.options.memoryModel()) {
            return rt.fenceTokens();
        }
        return released(rt.id(), rt.fenceTokens(), k, rt.seq(), scope, sem);
    }

    AgentRuntime recordRelease(AgentRuntime rt, int seq, Scope scope, Semantics sem) {
        return rt.withFenceTokens(released(rt.id(), rt.fenceTokens(), rt.acquired(), seq, scope, sem));
    }

    /** The agent's latest release barriers after the release barrier at {@code seq}. */
    private List<FenceRelease> released(int id, List<FenceRelease> old, Knowledge acquired, int seq, Scope scope,
                                        Semantics sem) {
        FenceRelease latest = new FenceRelease(e.agentInfo[id], scope, sem.storageClasses(), seq, acquired);
        if (old.isEmpty() || (old.size() == 1 && old.get(0).scope() == scope
                && sameClasses(old.get(0), sem))) {
            return List.of(latest);
        }
        List<FenceRelease> fences = new ArrayList<>();
        for (FenceRelease f : old) {
            if (f.scope() != scope || !sameClasses(f, sem)) {
                fences.add(f);
            }
        }
        fences.add(latest);
        return List.copyOf(fences);
    }

    private static boolean sameClasses(FenceRelease f, Semantics sem) {
        return f.classes() == sem.storageClasses() || f.classes().equals(sem.storageClasses());
    }

    /**
     * VK MM: device-domain availability (litmus avdevice): device agents' writes that happen-before it reach
     * the device domain. A host agent's write is not in its source scope: it reaches the device domain only
     * through the host domain and a memory domain operation (VK MM: Location-Ordered, last bullet:
     * AV(A_X,R_X,D_X,L) with D_X the host domain for a host agent). A write already available in the device
     * domain gets a second fact when its earlier one does not happen-before this operation (a later reader
     * may be ordered after this one only).
     */
    void deviceAvailability(Tx tx, int a, int seq, SourceSpan src) {
        AvailabilityFact f = new AvailabilityFact(DomainInstance.DEVICE, a, seq, e.position(),
                AvailabilityFact.Origin.DEVICE, src, 0);
        for (LocationState ls : e.state.locations.values()) {
            LocationState cur = ls;
            // by slot: a write given a fact keeps its slot, so each costs a trie path, not a search (PSlots)
            PSlots<WriteRecord> live = ls.live();
            for (int c = live.top(); c >= 0; c = live.below(c)) {
                WriteRecord w = live.at(c);
                if (!e.agentInfo[w.agent()].host() && e.ordering.hbDevice(w, a, seq)
                        && !deviceAvailableBefore(w, a, seq)) {
                    cur = cur.withLive(cur.live().set(c, w.withFact(f)));
                }
            }
            if (cur != ls) {
                tx.put(cur);
            }
        }
    }

    private boolean deviceAvailableBefore(WriteRecord w, int a, int seq) {
        for (AvailabilityFact f : w.facts()) {
            if (f.domain().equals(DomainInstance.DEVICE) && e.ordering.hbDevice(f.agent(), f.seq(), a, seq)) {
                return true;
            }
        }
        return false;
    }
}
