package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.sync.Clock;
import dev.syncscope.core.sync.FenceRelease;
import dev.syncscope.core.sync.Knowledge;
import dev.syncscope.core.memory.PList;
import dev.syncscope.core.sync.ReleaseToken;
import dev.syncscope.core.sync.VisMarks;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Control barriers (arrival sets per execution-scope instance, release, fence–control-barrier–fence
 * synchronizes-with), and what happens after every step: exits wake system-synchronized agents and
 * may release or diverge barriers; deadlocks and hopeless spins become diagnostics, never hangs.
 * Owned by the engine's thread.
 */
final class Barriers {

    private final Engine e;

    /** Per scope-instance slot ({@link Engine#slotOf}), the barrier key and wait of its latest arrival (shared by equal arrivals). */
    private final BarrierKey[] lastKey;
    private final BarrierWait[] lastWait;
    /** Per agent, its program state after its latest barrier arrival and that state's status (derived, checked by identity). */
    private final ThreadState[] arrivedThread;
    private final AgentStatus[] arrivedStatus;
    /** Agent ids boxed once (arrival lists hold them; ids above 127 would be boxed anew at every arrival). */
    private final Integer[] boxedIds;

    Barriers(Engine e) {
        this.e = e;
        int slots = 0;
        for (int[] bySlot : e.slotOf) {
            for (int slot : bySlot) {
                slots = Math.max(slots, slot + 1);
            }
        }
        this.lastKey = new BarrierKey[slots];
        this.lastWait = new BarrierWait[slots];
        this.arrivedThread = new ThreadState[e.agentCount()];
        this.arrivedStatus = new AgentStatus[e.agentCount()];
        this.boxedIds = new Integer[e.agentCount()];
        for (int i = 0; i < boxedIds.length; i++) {
            boxedIds[i] = i;
        }
    }

    /** The key of the barrier instance {@code c} of {@code agent}'s execution-scope instance. */
    private BarrierKey keyOf(Action.ControlBarrier c, int agent, int slot) {
        BarrierKey k = lastKey[slot];
        if (k != null && k.instance() == c.instance() && k.scope() == c.execution() && k.collective() == null
                && java.util.Objects.equals(k.barrierId(), c.barrierId())) {
            return k;
        }
        k = new BarrierKey(c.execution(), e.agentInfo[agent].instanceOf(c.execution()), c.instance(), c.barrierId());
        lastKey[slot] = k;
        return k;
    }

    /** Where an arrival at {@code c} waits (the same record as the previous arrival's when equal). */
    private BarrierWait waitOf(Action.ControlBarrier c, BarrierKey key, int slot) {
        BarrierWait w = lastWait[slot];
        if (w != null && w.key() == key && w.memory() == c.memory() && w.semantics() == c.semantics()
                && Executor.sameSpan(w.source(), c.source())) {
            return w;
        }
        w = new BarrierWait(key, c.memory(), c.semantics(), c.source());
        lastWait[slot] = w;
        return w;
    }

    Event arrive(Tx tx, AgentRuntime rt, Action.ControlBarrier c) {
        int seq = rt.seq() + 1;
        int id = rt.id();
        Semantics sem = c.semantics();
        Knowledge k = rt.acquired();
        List<FenceRelease> fenceTokens = rt.fenceTokens();
        VisMarks vis = rt.vis();
        PList<AgentRuntime.OwnWrite> unavailable = rt.unavailable();
        if (sem.release()) {
            // the release half happens at arrival: A is program-ordered before (or equals) C
            Fences f = e.executor().fences();
            f.fenceParts(tx, rt, seq, c.memory(), sem, c.source(), true, false);
            k = f.partAcquired;
            fenceTokens = f.partTokens;
            vis = f.partVis;
            unavailable = f.partUnavailable;
        }
        int slot = e.slotOf[c.execution().ordinal()][id];
        BarrierKey key = keyOf(c, id, slot);
        BarrierState bs = tx.barrier(key);
        if (bs == null && c.quorum() != null && c.quorum() <= 0) {
            // a quorum of none: in Dat3M every arrival executes at once and none need synchronize
            bs = new BarrierState(key, PList.empty(), PList.empty(), c.quorum(), true);
        }
        if (bs != null && bs.open()) {
            return passOpen(tx, rt.withSync(k, fenceTokens, vis, unavailable), c, key, bs, seq);
        }
        PList<Integer> arrived = bs == null ? PList.empty() : bs.arrivals();
        PList<ReleaseToken> tokens = bs == null ? PList.empty() : bs.tokens();
        if (e.options.memoryModel()) {
            for (FenceRelease f : fenceTokens) {
                tokens = e.executor().fences().prependTokens(tokens, f);
            }
        }
        tx.put(key, new BarrierState(key, arrived.prepend(boxedIds[id]), tokens, bs == null ? c.quorum() : bs.quorum(),
                false));
        ThreadState next = e.executor().finishAtBarrier(tx, rt, seq, waitOf(c, key, slot), k, fenceTokens, vis,
                unavailable);
        if (next != null) {
            arrivedThread[id] = next;
            arrivedStatus[id] = Engine.statusOf(next);
        }
        boolean released = tryRelease(tx, key);
        if (!released && bs == null) {
            divergenceAtArrival(tx, key, c.source());
        }
        return new Event(Event.Kind.CONTROL_BARRIER, id, seq, c, null, 0, -1, Integer.MIN_VALUE, false, 0,
                released, c.source());
    }

    /**
     * An arrival at a barrier whose quorum has already arrived passes at once, acquiring from the quorum
     * only: Dat3M relates by syncbar the barriers that synchronize (at least q of them) to every executed
     * one, and a late arrival's release half reaches no one (ProgramEncoder.encodeNamedBarrierCfQuorum,
     * WmmEncoder.visitSyncBarrier; VK MM: Synchronizes-With, fence–control-barrier–fence).
     */
    private Event passOpen(Tx tx, AgentRuntime rt, Action.ControlBarrier c, BarrierKey key, BarrierState bs, int seq) {
        tx.put(key, new BarrierState(key, bs.arrivals().prepend(rt.id()), bs.tokens(), bs.quorum(), true));
        AgentRuntime waiting = rt.withStatus(AgentStatus.WAITING_BARRIER)
                .withWait(new BarrierWait(key, c.memory(), c.semantics(), c.source()));
        e.executor().finish(tx, waiting, seq, 0);
        List<ReleaseToken> raw = bs.tokens().toListOldestFirst();
        Scope m = c.memory();
        if (release(tx, tx.agent(rt.id()), m == null || m.includes(key.scope()) ? aggregate(raw, key.scope()) : raw,
                new JoinMemo())) {
            afterExit(tx, rt.id());
        }
        return new Event(Event.Kind.CONTROL_BARRIER, rt.id(), seq, c, null, 0, -1, Integer.MIN_VALUE, false, 0,
                true, c.source());
    }

    /** Releases the barrier instance if every agent of its scope instance arrived or exited (or its quorum). */
    private boolean tryRelease(Tx tx, BarrierKey key) {
        return release(tx, key, false);
    }

    /**
     * The waiting instances released together with {@code bs}: an ordinary barrier alone; a named barrier
     * without a quorum with every other id at the same instance number, since all invocations of the
     * scope instance reach instance n but meet only those with their id.
     */
    private List<BarrierState> instanceGroup(BarrierKey key, BarrierState bs) {
        if (key.barrierId() == null) {
            return List.of(bs);
        }
        List<BarrierState> group = new ArrayList<>();
        for (BarrierState other : e.state.barriers.values()) {
            BarrierKey k = other.key();
            if (k.barrierId() != null && k.sameInstance(key) && !other.open() && other.quorum() == null) {
                group.add(other);
            }
        }
        return group;
    }

    /**
     * Releases {@code key} when every agent of its scope instance arrived or exited; with
     * {@code force}, also when some wait elsewhere (resolving a would-be deadlock).
     */
    private boolean release(Tx tx, BarrierKey key, boolean force) {
        if (key.isCollective()) {
            return e.collectives.complete(tx, key, force);
        }
        BarrierState bs = tx.barrier(key);
        if (bs == null || bs.open()) {
            return false;
        }
        if (bs.quorum() != null) {
            // a quorum is never forced: with fewer arrivals they wait forever, as in Dat3M
            if (bs.count() < bs.quorum()) {
                return false;
            }
            releaseArrivals(tx, key, bs, true);
            return true;
        }
        List<BarrierState> group = key.barrierId() == null ? null : instanceGroup(key, bs);
        int count = 0;
        if (group == null) {
            count = bs.count();
        } else {
            for (BarrierState g : group) {
                count += g.count();
            }
        }
        int slot = e.slotOf[key.scope().ordinal()][bs.arrivals().head()];
        int[] members = e.slotMembers(slot);
        int terminal = e.state.terminalIn(slot);
        if (!force && count + terminal < members.length) {
            return false;
        }
        if (group == null) {
            group = List.of(bs);
        }
        // sorted only when members must be told apart (sorting at every arrival is quadratic)
        List<Integer> arrivedIds = force || terminal > 0 ? bs.arrived() : List.of();
        if (group.size() > 1 && (force || terminal > 0)) {
            arrivedIds = new ArrayList<>();
            for (BarrierState g : group) {
                arrivedIds.addAll(g.arrived());
            }
            java.util.Collections.sort(arrivedIds);
        }
        List<Integer> exited = new ArrayList<>();
        List<Integer> elsewhere = new ArrayList<>();
        for (int i = 0; i < members.length && (force || terminal > 0); i++) {
            int m = members[i];
            if (java.util.Collections.binarySearch(arrivedIds, m) >= 0) {
                continue;
            }
            AgentRuntime mr = tx.agent(m);
            if (mr.status().isTerminal()) {
                exited.add(m);
            } else if (force && mr.status() != AgentStatus.RUNNING) {
                elsewhere.add(m);
            } else {
                return false;
            }
        }
        SourceSpan where = tx.agent(bs.arrivals().head()).barrierWait().source();
        if (!elsewhere.isEmpty()) {
            Diagnostics.add(tx, e, Diagnostic.Kind.DEADLOCK, "no invocation could proceed: barrier "
                    + key.instance() + " (" + key.scope() + " " + key.scopeInstance() + ") waits for " + names(elsewhere)
                    + ", which wait elsewhere; released with only the invocations that reached it", elsewhere, where);
        }
        if (!exited.isEmpty()) {
            // the instance is formed by the invocations that reached it (litmus semantics); a kernel diverged
            Diagnostics.add(tx, e, Diagnostic.Kind.BARRIER_DIVERGENCE, "barrier " + key.instance() + " ("
                    + key.scope() + " " + key.scopeInstance() + ") released without " + names(exited)
                    + ", which finished without reaching it", exited, where);
        }
        for (BarrierState g : group) {
            // releasing one id may finish invocations whose exit already released another id of the group
            if (tx.barrier(g.key()) == g) {
                releaseArrivals(tx, g.key(), g, false);
            }
        }
        return true;
    }

    /** Releases every agent waiting at {@code key}; a barrier with a quorum stays, open, for later arrivals. */
    private void releaseArrivals(Tx tx, BarrierKey key, BarrierState bs, boolean keepOpen) {
        List<ReleaseToken> raw = oldestFirst(bs.tokens());
        List<ReleaseToken> aggregated = aggregate(raw, key.scope());
        JoinMemo memo = new JoinMemo();
        tx.put(key, keepOpen ? new BarrierState(key, bs.arrivals(), bs.tokens(), bs.quorum(), true) : null);
        int[] arrived = ascending(bs.arrivals());
        int[] finished = new int[arrived.length];
        int finishedCount = 0;
        for (int p : arrived) {
            AgentRuntime pr = tx.agent(p);
            Scope m = pr.barrierWait().memory();
            // aggregation assumes the acquirer's memory scope covers the execution scope instance
            if (release(tx, pr, m == null || m.includes(key.scope()) ? aggregated : raw, memo)) {
                finished[finishedCount++] = p;
            }
        }
        for (int i = 0; i < finishedCount; i++) {
            afterExit(tx, finished[i]);
        }
    }

    /** The elements of {@code list}, oldest first. */
    private static List<ReleaseToken> oldestFirst(PList<ReleaseToken> list) {
        ReleaseToken[] out = new ReleaseToken[list.size()];
        int i = out.length;
        for (ReleaseToken t : list) {
            out[--i] = t;
        }
        return java.util.Arrays.asList(out);
    }

    /** The arrived agent ids, ascending (as {@link BarrierState#arrived()}, without boxing). */
    private static int[] ascending(PList<Integer> arrivals) {
        int[] out = new int[arrivals.size()];
        int i = 0;
        boolean sorted = true;
        for (int a : arrivals) {
            sorted &= i == 0 || out[i - 1] < a;
            out[i++] = a;
        }
        if (!sorted) {
            java.util.Arrays.sort(out);
        }
        return out;
    }

    /**
     * What one release computes for many acquirers alike, remembered by identity: the acquirers of
     * one barrier instance mostly hold the same knowledge and visibility marks, so they share the
     * results (values are immutable; sharing them changes nothing but memory). Owned by the engine's
     * thread for one release.
     */
    private static final class JoinMemo {
        private static final int VIS_ENTRIES = 16;

        private ReleaseToken lastToken;
        private Clock lastBefore;
        private Clock lastAfter;
        private final Map<ReleaseToken, IdentityHashMap<Clock, Clock>> all = new IdentityHashMap<>();
        private List<ReleaseToken> acquiredTokens;
        private Knowledge acquiredBefore;
        private Knowledge acquiredAfter;
        private final VisMarks[] visBefore = new VisMarks[VIS_ENTRIES];
        private final Knowledge[] visKnowledge = new Knowledge[VIS_ENTRIES];
        private final int[] visSeq = new int[VIS_ENTRIES];
        private final Semantics[] visSem = new Semantics[VIS_ENTRIES];
        private final Scope[] visScope = new Scope[VIS_ENTRIES];
        private final VisMarks[] visAfter = new VisMarks[VIS_ENTRIES];
        private int visCount;

        Clock join(ReleaseToken t, Clock before) {
            if (t == lastToken && before == lastBefore) {
                return lastAfter;
            }
            IdentityHashMap<Clock, Clock> byBefore = all.get(t);
            if (byBefore == null) {
                byBefore = new IdentityHashMap<>();
                all.put(t, byBefore);
            }
            Clock after = byBefore.get(before);
            if (after == null) {
                after = before.join(t.clock());
                byBefore.put(before, after);
            }
            lastToken = t;
            lastBefore = before;
            lastAfter = after;
            return after;
        }

        /** The knowledge after acquiring all of {@code tokens} from {@code before}, if computed already, else null. */
        Knowledge acquired(List<ReleaseToken> tokens, Knowledge before) {
            return tokens == acquiredTokens && before == acquiredBefore ? acquiredAfter : null;
        }

        void rememberAcquired(List<ReleaseToken> tokens, Knowledge before, Knowledge after) {
            acquiredTokens = tokens;
            acquiredBefore = before;
            acquiredAfter = after;
        }

        /** The visibility marks after the same MakeVisible operation on the same marks, if computed already, else null. */
        VisMarks visibility(VisMarks before, Knowledge k, int seq, Semantics sem, Scope scope) {
            for (int i = 0; i < visCount; i++) {
                if (visBefore[i] == before && visKnowledge[i] == k && visSeq[i] == seq && visSem[i] == sem
                        && visScope[i] == scope) {
                    return visAfter[i];
                }
            }
            return null;
        }

        void rememberVisibility(VisMarks before, Knowledge k, int seq, Semantics sem, Scope scope, VisMarks after) {
            int i = visCount < VIS_ENTRIES ? visCount++ : seq & (VIS_ENTRIES - 1);
            visBefore[i] = before;
            visKnowledge[i] = k;
            visSeq[i] = seq;
            visSem[i] = sem;
            visScope[i] = scope;
            visAfter[i] = after;
        }
    }

    /** Releases one waiting agent; returns whether its program is finished. */
    private boolean release(Tx tx, AgentRuntime rt, List<ReleaseToken> tokens, JoinMemo memo) {
        BarrierWait w = rt.barrierWait();
        Agent b = e.agentInfo[rt.id()];
        Semantics sem = w.semantics();
        Knowledge k0 = rt.acquired();
        boolean acquiresAll = sem.acquire();
        for (int i = 0; i < tokens.size() && acquiresAll; i++) {
            ReleaseToken t = tokens.get(i);
            acquiresAll = e.classMasks.covers(sem, t.storageClass()) && t.inScopeOf(b, w.memory());
        }
        Knowledge k = acquiresAll ? memo.acquired(tokens, k0) : null;
        PList<Pending> pending = rt.pending();
        if (k == null) {
            k = k0;
            for (int i = 0; i < tokens.size(); i++) {
                ReleaseToken t = tokens.get(i);
                if (sem.acquire() && e.classMasks.covers(sem, t.storageClass()) && t.inScopeOf(b, w.memory())) {
                    // VK MM: Synchronizes-With, fence–control-barrier–fence (C is the barrier itself)
                    int ci = t.storageClass().ordinal();
                    k = k.replace(ci, memo.join(t, k.get(ci)));
                } else {
                    pending = pending.prepend(new Pending(t, null));
                }
            }
            if (acquiresAll) {
                memo.rememberAcquired(tokens, k0, k);
            }
        }
        AgentStatus status = arrivedThread[rt.id()] == rt.thread() ? arrivedStatus[rt.id()]
                : Engine.statusOf(rt.thread());
        VisMarks vis = rt.vis();
        if (sem.acquire() && e.options.memoryModel()) {
            // the acquire half of the barrier, in the same new record (Fences#fence with only the acquire half)
            Fences f = e.executor().fences();
            k = f.acquired(rt.id(), pending, k, w.memory(), sem);
            if (sem.makeVisible()) {
                VisMarks v = memo.visibility(vis, k, rt.seq(), sem, w.memory());
                if (v == null) {
                    v = f.visibility(vis, k, rt.seq(), sem, w.memory());
                    memo.rememberVisibility(vis, k, rt.seq(), sem, w.memory(), v);
                }
                vis = v;
                if (e.launch.availabilityVisibilityChains()) {
                    Chains.visibility(e, tx, rt.id(), rt.seq(), sem, w.memory(), w.source(), k);
                }
            }
        }
        AgentRuntime out = new AgentRuntime(rt.id(), rt.thread(), rt.seq(), status, k, rt.sswStart(),
                rt.fenceTokens(), pending, vis, rt.deviceVisSeq(), rt.unavailable(), null, rt.spin());
        tx.put(out);
        return status.isTerminal();
    }

    /** Joins the tokens of one storage class, scope and subgroup into one (their scope tests agree). */
    private static List<ReleaseToken> aggregate(List<ReleaseToken> tokens, Scope execution) {
        int n = tokens.size();
        if (n <= 1) {
            return tokens;
        }
        // groups in order of first appearance, by (storage class, scope, where)
        long[] groupKeys = new long[4];
        int[] groupSizes = new int[4];
        int[] groupOf = new int[n];
        int groups = 0;
        Map<Long, Integer> index = null;
        for (int i = 0; i < n; i++) {
            ReleaseToken t = tokens.get(i);
            // all arrivals share the execution-scope instance: releases at that scope or wider are
            // in scope of each other alike, narrower ones only within their own instance
            int whereKind = t.scope().includes(execution) ? 0 : t.scope() == Scope.INVOCATION ? 1 : 2;
            int whereId = whereKind == 0 ? 0 : whereKind == 1 ? t.source().id() : t.source().subgroup();
            long key = ((long) ((t.storageClass().ordinal() * 16 + t.scope().ordinal()) * 4 + whereKind) << 32)
                    | (whereId & 0xffffffffL);
            int g = -1;
            if (index != null) {
                Integer at = index.get(key);
                g = at == null ? -1 : at;
            } else {
                for (int j = 0; j < groups; j++) {
                    if (groupKeys[j] == key) {
                        g = j;
                        break;
                    }
                }
            }
            if (g < 0) {
                if (groups == groupKeys.length) {
                    groupKeys = java.util.Arrays.copyOf(groupKeys, groups * 2);
                    groupSizes = java.util.Arrays.copyOf(groupSizes, groups * 2);
                }
                g = groups++;
                groupKeys[g] = key;
                if (index == null && groups > 16) {
                    index = new java.util.HashMap<>();
                    for (int j = 0; j < groups; j++) {
                        index.put(groupKeys[j], j);
                    }
                } else if (index != null) {
                    index.put(key, g);
                }
            }
            groupOf[i] = g;
            groupSizes[g]++;
        }
        if (groups == n) {
            return tokens;
        }
        List<ReleaseToken> out = new ArrayList<>(groups);
        for (int g = 0; g < groups; g++) {
            int size = groupSizes[g];
            int[] agents = new int[size];
            int[] seqs = new int[size];
            Clock[] bases = new Clock[size];
            int distinct = 0;
            ReleaseToken first = null;
            int m = 0;
            for (int i = 0; i < n && m < size; i++) {
                if (groupOf[i] != g) {
                    continue;
                }
                ReleaseToken t = tokens.get(i);
                if (first == null) {
                    first = t;
                }
                agents[m] = t.source().id();
                seqs[m++] = t.sourceSeq();
                Clock base = t.base();
                boolean seen = false;
                for (int j = distinct - 1; j >= 0 && !seen; j--) {
                    seen = bases[j] == base;
                }
                if (!seen) {
                    bases[distinct++] = base;
                }
            }
            if (size == 1) {
                out.add(first);
                continue;
            }
            Clock joined = Clock.EMPTY;
            for (int j = 0; j < distinct; j++) {
                joined = joined.join(bases[j]);
            }
            joined = joined.withAll(agents, seqs);
            out.add(new ReleaseToken(first.source(), 0, first.scope(), first.storageClass(), joined, true));
        }
        return out;
    }

    private String names(List<Integer> ids) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < ids.size() && i < 8; i++) {
            b.append(i == 0 ? "" : ", ").append(e.agentInfo[ids.get(i)].name());
        }
        return ids.size() > 8 ? b + " and " + (ids.size() - 8) + " more" : b.toString();
    }

    /** Another barrier instance of the same scope instance has waiters: the invocations diverged. */
    private void divergenceAtArrival(Tx tx, BarrierKey key, SourceSpan src) {
        for (BarrierState other : e.state.barriers.values()) {
            BarrierKey k = other.key();
            if (k.scope() == key.scope() && k.scopeInstance() == key.scopeInstance() && k.instance() != key.instance()
                    && !k.isCollective() && other.count() > 0 && !other.open()) {
                List<Integer> who = new ArrayList<>(tx.barrier(key).arrived());
                who.addAll(other.arrived());
                java.util.Collections.sort(who);
                if (!Diagnostics.reported(tx, Diagnostic.Kind.BARRIER_DIVERGENCE, who)) {
                    Diagnostics.add(tx, e, Diagnostic.Kind.BARRIER_DIVERGENCE, "invocations of " + key.scope() + " "
                            + key.scopeInstance() + " wait at different barriers (" + key.instance() + " and "
                            + k.instance() + "): " + names(who), who, src);
                }
                return;
            }
        }
    }

    /** Called after every step of {@code agent}. */
    void afterStep(Tx tx, int agent) {
        AgentRuntime rt = tx.agent(agent);
        if (rt.status().isTerminal()) {
            afterExit(tx, agent);
        }
        e.collectives.afterStep(tx, agent);
        if (rt.spin() != null && rt.spin().repeats() >= e.options.spinThreshold()
                && rt.status() == AgentStatus.RUNNING) {
            hopelessSpins(tx);
        }
        while (!e.anyRunnable() && !e.state.barriers.isEmpty()) {
            BarrierKey first = null;
            for (BarrierState st : e.state.barriers.values()) {
                BarrierKey k = st.key();
                if (st.open() || st.quorum() != null) {
                    continue;
                }
                if (first == null || k.instance() < first.instance() || (k.instance() == first.instance()
                        && (k.scope().compareTo(first.scope()) > 0 || (k.scope() == first.scope()
                        && k.scopeInstance() < first.scopeInstance())))) {
                    first = k;
                }
            }
            if (first == null) {
                break;
            }
            release(tx, first, true);
        }
        if (!e.anyRunnable()) {
            deadlock(tx);
        }
    }

    void afterExit(Tx tx, int agent) {
        AgentRuntime rt = tx.agent(agent);
        if (rt.status() == AgentStatus.BOUND_EXCEEDED
                || (rt.status() == AgentStatus.FAULT && rt.thread().status() == ThreadState.Status.FAULT)) {
            String why = rt.thread().diagnostic();
            Diagnostics.add(tx, e, rt.status() == AgentStatus.FAULT ? Diagnostic.Kind.FAULT
                            : Diagnostic.Kind.BOUND_EXCEEDED, e.agentInfo[agent].name() + ": "
                            + (why.isEmpty() ? rt.status().toString() : why), List.of(agent), SourceSpan.UNKNOWN);
        }
        Agent a = e.agentInfo[agent];
        BarrierKey[] mine = null;
        int count = 0;
        for (BarrierState bs : e.state.barriers.values()) {
            BarrierKey k = bs.key();
            if (a.instanceOf(k.scope()) == k.scopeInstance()) {
                if (mine == null) {
                    mine = new BarrierKey[e.state.barriers.size()];
                }
                mine[count++] = k;
            }
        }
        for (int i = 0; i < count; i++) {
            tryRelease(tx, mine[i]);
        }
        for (int b : e.sswSuccessors(agent)) {
            AgentRuntime br = tx.agent(b);
            if (br.status() == AgentStatus.WAITING_SSW) {
                wakeAfterSsw(tx, br);
            }
        }
    }

    /**
     * VK MM: System-Synchronizes-With: every operation of each predecessor system-synchronizes-with
     * every operation of this agent, with all storage classes; the agent starts when all finished.
     */
    private void wakeAfterSsw(Tx tx, AgentRuntime br) {
        Knowledge k = Knowledge.EMPTY;
        for (int p : e.sswPredecessors(br.id())) {
            AgentRuntime pr = tx.agent(p);
            if (!pr.status().isTerminal()) {
                return;
            }
            k = k.join(pr.acquired().withEverywhere(p, pr.seq()));
        }
        tx.put(br.withSswStart(k).withAcquired(br.acquired().join(k)).withStatus(Engine.statusOf(br.thread())));
    }

    private void hopelessSpins(Tx tx) {
        List<Integer> spinners = new ArrayList<>();
        for (int i = 0; i < e.runnableCount(); i++) {
            AgentRuntime r = tx.agent(e.runnableAt(i));
            if (r.spin() == null || r.spin().repeats() < e.options.spinThreshold() || canReadSomethingNew(r)) {
                return;
            }
            spinners.add(r.id());
        }
        java.util.Collections.sort(spinners);
        for (int id : spinners) {
            AgentRuntime r = tx.agent(id);
            tx.put(r.withStatus(AgentStatus.SPINNING));
            Diagnostics.add(tx, e, Diagnostic.Kind.SPIN, e.agentInfo[id].name() + " spins reading "
                    + r.spin().location() + " = " + r.spin().value() + ", a value that can never change for it: "
                    + "no other invocation can still make a newer write visible to it", List.of(id),
                    r.spin().source());
        }
    }

    /**
     * Whether the spinner's next action is not the repeated read, or that read may return a value
     * other than the one it keeps reading: its default value, or any value the model allows there
     * (VK MM: Scoped Modification Order Coherence for atomics, Visible-To for non-atomic reads;
     * race-only values are undefined behaviour and do not count).
     */
    private boolean canReadSomethingNew(AgentRuntime r) {
        AgentRuntime.SpinWatch s = r.spin();
        Action next;
        try {
            next = r.thread().next();
        } catch (RuntimeException ex) {
            return true;
        }
        if (!(next instanceof Action.Load l) || !s.source().equals(l.source()) || l.index() < 0
                || l.index() >= l.reference().length() || !l.reference().location(l.index()).equals(s.location())) {
            return true;
        }
        for (ReadChoice c : Choices.forAgent(e, r.id())) {
            if ((c.isDefault() || c.consistent()) && c.value() != s.value()) {
                return true;
            }
        }
        return false;
    }

    private void deadlock(Tx tx) {
        List<Integer> stuck = new ArrayList<>();
        for (AgentRuntime r : e.state.agents) {
            if (r.status() == AgentStatus.WAITING_BARRIER || r.status() == AgentStatus.WAITING_SSW) {
                stuck.add(r.id());
            }
        }
        if (stuck.isEmpty()) {
            return;
        }
        for (int id : stuck) {
            tx.put(tx.agent(id).withStatus(AgentStatus.DEADLOCKED));
        }
        AgentRuntime first = tx.agent(stuck.get(0));
        Diagnostics.add(tx, e, Diagnostic.Kind.DEADLOCK, "deadlock: " + names(stuck) + " wait"
                + (first.barrierWait() != null ? " at barrier " + first.barrierWait().key().instance() : " for other invocations")
                + " and no invocation can proceed", stuck, first.barrierWait() == null ? SourceSpan.UNKNOWN
                : first.barrierWait().source());
    }
}
