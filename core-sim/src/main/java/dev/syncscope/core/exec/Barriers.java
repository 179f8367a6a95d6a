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

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
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

    Barriers(Engine e) {
        this.e = e;
    }

    Event arrive(Tx tx, AgentRuntime rt, Action.ControlBarrier c) {
        int seq = rt.seq() + 1;
        Agent agent = e.agentInfo[rt.id()];
        Semantics sem = c.semantics();
        if (sem.release()) {
            // the release half happens at arrival: A is program-ordered before (or equals) C
            rt = e.executor().fences().fence(tx, rt, seq, c.memory(), sem, c.source(), true, false);
        }
        BarrierKey key = new BarrierKey(c.execution(), agent.instanceOf(c.execution()), c.instance(), c.barrierId());
        BarrierState bs = tx.barrier(key);
        if (bs == null && c.quorum() != null && c.quorum() <= 0) {
            // a quorum of none: in Dat3M every arrival executes at once and none need synchronize
            bs = new BarrierState(key, PList.empty(), PList.empty(), c.quorum(), true);
        }
        if (bs != null && bs.open()) {
            return passOpen(tx, rt, c, key, bs, seq);
        }
        PList<Integer> arrived = bs == null ? PList.empty() : bs.arrivals();
        PList<ReleaseToken> tokens = bs == null ? PList.empty() : bs.tokens();
        if (e.options.memoryModel()) {
            for (FenceRelease f : rt.fenceTokens()) {
                tokens = e.executor().fences().prependTokens(tokens, f);
            }
        }
        tx.put(key, new BarrierState(key, arrived.prepend(rt.id()), tokens, bs == null ? c.quorum() : bs.quorum(),
                false));
        e.executor().finish(tx, rt, seq, 0, AgentStatus.WAITING_BARRIER, new BarrierWait(key, c.memory(), sem,
                c.source()));
        boolean released = tryRelease(tx, key);
        if (!released && bs == null) {
            divergenceAtArrival(tx, key, c.source());
        }
        return new Event(Event.Kind.CONTROL_BARRIER, rt.id(), seq, c, null, 0, -1, Integer.MIN_VALUE, false, 0,
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
                new IdentityHashMap<>())) {
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
        List<BarrierState> group = instanceGroup(key, bs);
        int count = 0;
        for (BarrierState g : group) {
            count += g.count();
        }
        int slot = e.slotOf[key.scope().ordinal()][bs.arrivals().head()];
        int[] members = e.slotMembers(slot);
        int terminal = e.state.terminalIn(slot);
        if (!force && count + terminal < members.length) {
            return false;
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
        List<ReleaseToken> raw = bs.tokens().toListOldestFirst();
        List<ReleaseToken> aggregated = aggregate(raw, key.scope());
        Map<ReleaseToken, IdentityHashMap<Clock, Clock>> memo = new IdentityHashMap<>();
        tx.put(key, keepOpen ? new BarrierState(key, bs.arrivals(), bs.tokens(), bs.quorum(), true) : null);
        List<Integer> finished = new ArrayList<>();
        for (int p : bs.arrived()) {
            AgentRuntime pr = tx.agent(p);
            Scope m = pr.barrierWait().memory();
            // aggregation assumes the acquirer's memory scope covers the execution scope instance
            if (release(tx, pr, m == null || m.includes(key.scope()) ? aggregated : raw, memo)) {
                finished.add(p);
            }
        }
        for (int p : finished) {
            afterExit(tx, p);
        }
    }

    /** Releases one waiting agent; returns whether its program is finished. */
    private boolean release(Tx tx, AgentRuntime rt, List<ReleaseToken> tokens, Map<ReleaseToken, IdentityHashMap<Clock, Clock>> memo) {
        BarrierWait w = rt.barrierWait();
        Agent b = e.agentInfo[rt.id()];
        Semantics sem = w.semantics();
        Knowledge k = rt.acquired();
        PList<Pending> pending = rt.pending();
        for (ReleaseToken t : tokens) {
            if (sem.acquire() && e.classMasks.covers(sem, t.storageClass()) && t.inScopeOf(b, w.memory())) {
                // VK MM: Synchronizes-With, fence–control-barrier–fence (C is the barrier itself)
                int ci = t.storageClass().ordinal();
                Clock before = k.get(ci);
                Clock after = memo.computeIfAbsent(t, x -> new IdentityHashMap<>())
                        .computeIfAbsent(before, x -> before.join(t.clock()));
                k = k.replace(ci, after);
            } else {
                pending = pending.prepend(new Pending(t, null));
            }
        }
        AgentRuntime out = rt.released(k, pending, Engine.statusOf(rt.thread()));
        if (sem.acquire()) {
            out = e.executor().fences().fence(tx, out, rt.seq(), w.memory(), sem, w.source(), false, true);
        }
        tx.put(out);
        return out.status().isTerminal();
    }

    /** Joins the tokens of one storage class, scope and subgroup into one (their scope tests agree). */
    private static List<ReleaseToken> aggregate(List<ReleaseToken> tokens, Scope execution) {
        Map<List<Object>, List<ReleaseToken>> groups = new LinkedHashMap<>();
        for (ReleaseToken t : tokens) {
            // all arrivals share the execution-scope instance: releases at that scope or wider are
            // in scope of each other alike, narrower ones only within their own instance
            Object where = t.scope().includes(execution) ? "e"
                    : t.scope() == Scope.INVOCATION ? "a" + t.source().id() : "s" + t.source().subgroup();
            groups.computeIfAbsent(List.of(t.storageClass(), t.scope(), where), x -> new ArrayList<>()).add(t);
        }
        List<ReleaseToken> out = new ArrayList<>();
        for (List<ReleaseToken> g : groups.values()) {
            if (g.size() == 1) {
                out.add(g.get(0));
                continue;
            }
            IdentityHashMap<Clock, Boolean> bases = new IdentityHashMap<>();
            int[] agents = new int[g.size()];
            int[] seqs = new int[g.size()];
            for (int i = 0; i < g.size(); i++) {
                bases.put(g.get(i).base(), Boolean.TRUE);
                agents[i] = g.get(i).source().id();
                seqs[i] = g.get(i).sourceSeq();
            }
            Clock joined = Clock.EMPTY;
            for (Clock c : bases.keySet()) {
                joined = joined.join(c);
            }
            joined = joined.withAll(agents, seqs);
            ReleaseToken first = g.get(0);
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
        for (BarrierState bs : e.state.barriers.isEmpty() ? List.<BarrierState>of()
                : new ArrayList<>(e.state.barriers.values())) {
            BarrierKey k = bs.key();
            if (a.instanceOf(k.scope()) == k.scopeInstance()) {
                tryRelease(tx, k);
            }
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
