package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.sync.FenceRelease;
import dev.syncscope.core.sync.Knowledge;
import dev.syncscope.core.memory.PList;
import dev.syncscope.core.sync.ReleaseToken;
import dev.syncscope.core.sync.VisMarks;

import java.util.ArrayList;
import java.util.List;

/**
 * Control barriers: arrival sets per execution-scope instance, release (forced when nothing else
 * can run), fence–control-barrier–fence synchronizes-with, divergence at arrival. What happens after
 * every step is {@link Progress}. Owned by the engine's thread.
 */
final class Barriers {

    private final Engine e;

    /** Per scope-instance slot ({@link Engine#slotOf}), the barrier key and wait of its latest arrival (shared by equal arrivals). */
    private final BarrierKey[] lastKey;
    private final BarrierWait[] lastWait;
    /** Per agent, its program state after its latest barrier arrival and that state's status (derived, checked by identity). */
    private final ThreadState[] arrivedThread;
    private final AgentStatus[] arrivedStatus;
    private final ReleaseTokens releaseTokens;
    /**
     * What the acquirers of one {@link #releaseArrivals} share, cleared by each (its loop over the acquirers
     * releases no other instance: programs that finished are handled after it).
     */
    private final JoinMemo releaseMemo = new JoinMemo();

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
        this.releaseTokens = new ReleaseTokens(e.classMasks);
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
                && Executor.sameSpan(w.source(), c.source()) && w.site() == c.site()) {
            return w;
        }
        w = new BarrierWait(key, c.memory(), c.semantics(), c.source(), c.site());
        lastWait[slot] = w;
        return w;
    }

    StepEvent arrive(Tx tx, AgentRuntime rt, Action.ControlBarrier c) {
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
        BarrierInstance bs = tx.barrier(key, slot);
        boolean first = bs == null;
        if (!first && c.site() != null) {
            otherDynamicInstance(tx, bs, id, c);
        }
        if (!first) {
            BarrierMismatch.atArrival(e, tx, bs, id, c);
        }
        // a new instance without a quorum expects every member of the scope instance: room for them at once
        int members = first && c.quorum() == null ? e.slotMembers(slot).length : 0;
        if (first && c.quorum() != null && c.quorum() <= 0) {
            // a quorum of none: in Dat3M every arrival executes at once and none need synchronize
            bs = tx.newBarrier(key, c.quorum(), true, slot, members);
        }
        if (bs != null && bs.open()) {
            return passOpen(tx, rt.withSync(k, fenceTokens, vis, unavailable), c, bs, seq);
        }
        if (first) {
            bs = tx.newBarrier(key, c.quorum(), false, slot, members);
        } else {
            tx.touch(bs);
        }
        bs.arrive(id);
        if (e.options.memoryModel()) {
            // the arrival's release barriers as they are, expanded into tokens only when read (BarrierInstance)
            for (int i = 0; i < fenceTokens.size(); i++) {
                bs.addRelease(fenceTokens.get(i));
            }
            releaseTokens.fold(bs);
        }
        ThreadState next = e.executor().finishAtBarrier(tx, rt, seq, waitOf(c, key, slot), k, fenceTokens, vis,
                unavailable);
        if (next != null) {
            arrivedThread[id] = next;
            arrivedStatus[id] = AgentStatus.of(next);
        }
        boolean released = releaseInstance(tx, bs, false);
        // a litmus test's instances are formed by the threads that reach them: two instances of one scope instance
        // waiting at once are no divergence (Launch.barriersOfExecutingThreads, the Alloy model's scbarinst)
        if (!released && first && !e.launch.barriersOfExecutingThreads()) {
            divergenceAtArrival(tx, bs, slot, c.source());
        }
        return e.stepEvent.set(Event.Kind.CONTROL_BARRIER, id, seq, c, released);
    }

    /**
     * An arrival at a barrier whose quorum has already arrived passes at once, acquiring from the quorum
     * only: Dat3M relates by syncbar the barriers that synchronize (at least q of them) to every executed
     * one, and a late arrival's release half reaches no one (ProgramEncoder.encodeNamedBarrierCfQuorum,
     * WmmEncoder.visitSyncBarrier; VK MM: Synchronizes-With, fence–control-barrier–fence).
     */
    private StepEvent passOpen(Tx tx, AgentRuntime rt, Action.ControlBarrier c, BarrierInstance bs, int seq) {
        BarrierKey key = bs.key;
        tx.touch(bs);
        bs.arrive(rt.id());
        // status and wait in the record of the program's next state (one new record, not three)
        e.executor().finish(tx, rt, seq, 0, AgentStatus.WAITING_BARRIER,
                new BarrierWait(key, c.memory(), c.semantics(), c.source(), c.site()));
        Scope m = c.memory();
        List<ReleaseToken> tokens = m == null || m.includes(key.scope())
                ? releaseTokens.aggregate(bs.releasesArray(), bs.releaseCount(), key.scope()) : bs.tokensOldestFirst();
        if (release(tx, tx.agent(rt.id()), tokens, new JoinMemo())) {
            e.progress().afterExit(tx, rt.id());
        }
        return e.stepEvent.set(Event.Kind.CONTROL_BARRIER, rt.id(), seq, c, true);
    }

    /** Releases the barrier instance if every agent of its scope instance arrived or exited (or its quorum). */
    boolean tryRelease(Tx tx, BarrierKey key) {
        return release(tx, key, false);
    }

    /**
     * The waiting instances released together with {@code bs}: an ordinary barrier alone; a named barrier
     * without a quorum with every other id at the same instance number, since all invocations of the
     * scope instance reach instance n but meet only those with their id.
     */
    private List<BarrierInstance> instanceGroup(BarrierKey key) {
        List<BarrierInstance> group = new ArrayList<>();
        for (BarrierInstance other : e.state.barriers.values()) {
            BarrierKey k = other.key;
            if (k.barrierId() != null && k.sameInstance(key) && !other.open() && other.quorum == null) {
                group.add(other);
            }
        }
        return group;
    }

    /**
     * Releases {@code key} when every agent of its scope instance arrived or exited; with
     * {@code force}, also when some wait elsewhere (resolving a would-be deadlock).
     */
    boolean release(Tx tx, BarrierKey key, boolean force) {
        if (key.isCollective()) {
            return e.collectives.complete(tx, key, force);
        }
        return releaseInstance(tx, tx.barrier(key), force);
    }

    /** As {@link #release(Tx, BarrierKey, boolean)} for the instance {@code bs} of the state (or null), not a collective. */
    private boolean releaseInstance(Tx tx, BarrierInstance bs, boolean force) {
        if (bs == null || bs.open()) {
            return false;
        }
        BarrierKey key = bs.key;
        if (bs.quorum != null) {
            // a quorum is never forced: with fewer arrivals they wait forever, as in Dat3M
            if (bs.count() < bs.quorum) {
                return false;
            }
            releaseArrivals(tx, bs, true);
            return true;
        }
        List<BarrierInstance> group = key.barrierId() == null ? null : instanceGroup(key);
        int count = 0;
        if (group == null) {
            count = bs.count();
        } else {
            for (BarrierInstance g : group) {
                count += g.count();
            }
        }
        int slot = e.slotOf[key.scope().ordinal()][bs.head()];
        int[] members = e.slotMembers(slot);
        int terminal = e.state.terminalIn(slot);
        if (!force && count + terminal < members.length) {
            return false;
        }
        if (group == null) {
            group = List.of(bs);
        }
        // sorted only when members must be told apart (sorting at every arrival is quadratic)
        int[] arrivedIds = force || terminal > 0 ? bs.ascending() : null;
        if (group.size() > 1 && (force || terminal > 0)) {
            int n = 0;
            for (BarrierInstance g : group) {
                n += g.count();
            }
            arrivedIds = new int[n];
            n = 0;
            for (BarrierInstance g : group) {
                int[] ids = g.ascending();
                System.arraycopy(ids, 0, arrivedIds, n, ids.length);
                n += ids.length;
            }
            java.util.Arrays.sort(arrivedIds);
        }
        List<Integer> exited = new ArrayList<>();
        List<Integer> elsewhere = new ArrayList<>();
        for (int i = 0; i < members.length && (force || terminal > 0); i++) {
            int m = members[i];
            if (java.util.Arrays.binarySearch(arrivedIds, m) >= 0) {
                continue;
            }
            AgentRuntime mr = tx.agent(m);
            if (mr.status() == AgentStatus.SPINNING && !e.launch.barriersOfExecutingThreads()) {
                // a spinner never reaches the barrier, and no waiter can move before it does (SpinRule): the instance
                // can never complete, and releasing it would let a waiter write what the SPIN said could never come
                return false;
            }
            if (mr.status().isTerminal()) {
                exited.add(m);
            } else if (force && mr.status() != AgentStatus.RUNNING) {
                elsewhere.add(m);
            } else {
                return false;
            }
        }
        SourceSpan where = tx.agent(bs.head()).barrierWait().source();
        // a litmus test's instance is formed by the threads that reach it: no diagnostic (Launch.barriersOfExecutingThreads)
        boolean wholeScope = !e.launch.barriersOfExecutingThreads();
        // keys diagnostic.barrier.elsewhere and .exited: the barrier's number, its scope (English, then its ordinal),
        // its scope instance (a subgroup's number within its workgroup: Diagnostics.scopeInstance) and the names of
        // the invocations it went without (Diagnostics.namesArgs); .exited also where they finished (ExitSite: the
        // sentence's form, the site, the invocation named beside it); last, a subgroup's workgroup ("" for another
        // scope)
        String[] in = wholeScope && !(elsewhere.isEmpty() && exited.isEmpty())
                ? Diagnostics.scopeInstance(e, key.scope(), key.scopeInstance()) : null;
        if (wholeScope && !elsewhere.isEmpty()) {
            Object[] names = Diagnostics.namesArgs(e, elsewhere);
            Diagnostics.add(tx, e, Diagnostic.Kind.DEADLOCK, "no invocation could proceed: barrier "
                    + key.instance() + " (" + in[2] + ") waits for " + Diagnostics.names(e, elsewhere)
                    + ", which wait elsewhere; released with only the invocations that reached it", elsewhere, where,
                    "diagnostic.barrier.elsewhere", String.valueOf(key.instance()), String.valueOf(key.scope()),
                    key.scope().ordinal(), in[0], names[0], names[1], names[2], in[1]);
        }
        if (wholeScope && !exited.isEmpty()) {
            // the instance is formed by the invocations that reached it; a kernel diverged (SPIR-V OpControlBarrier:
            // "behavior is undefined unless all invocations within Execution execute the same dynamic instance"):
            // the sentence says where the first that left went, as its second site
            Object[] names = Diagnostics.namesArgs(e, exited);
            ExitSite exit = ExitSite.of(tx, e, exited);
            Diagnostics.add(tx, e, Diagnostic.Kind.BARRIER_DIVERGENCE, "barrier " + key.instance() + " ("
                    + in[2] + ") released without " + Diagnostics.names(e, exited)
                    + ", which finished " + exit.english("without reaching it"), exited, where, exit.site(),
                    "diagnostic.barrier.exited", String.valueOf(key.instance()), String.valueOf(key.scope()),
                    key.scope().ordinal(), in[0], names[0], names[1], names[2],
                    exit.form(), exit.text(), exit.named(), in[1]);
        }
        for (BarrierInstance g : group) {
            // releasing one id may finish invocations whose exit already released another id of the group
            if (g.present()) {
                releaseArrivals(tx, g, false);
            }
        }
        return true;
    }

    /** Releases every agent waiting at {@code key}; a barrier with a quorum stays, open, for later arrivals. */
    private void releaseArrivals(Tx tx, BarrierInstance bs, boolean keepOpen) {
        BarrierKey key = bs.key;
        List<ReleaseToken> aggregated = releaseTokens.aggregate(bs);
        releaseTokens.released(bs);
        // the tokens as they are, for an acquirer whose memory scope does not cover the execution scope
        List<ReleaseToken> raw = null;
        JoinMemo memo = releaseMemo;
        memo.clear();
        if (keepOpen) {
            tx.touch(bs);
            bs.setOpen();
        } else {
            tx.remove(bs);
        }
        int[] arrived = bs.ascending();
        int[] finished = new int[arrived.length];
        int finishedCount = 0;
        for (int p : arrived) {
            AgentRuntime pr = tx.agent(p);
            Scope m = pr.barrierWait().memory();
            // aggregation assumes the acquirer's memory scope covers the execution scope instance
            boolean covers = m == null || m.includes(key.scope());
            if (!covers && raw == null) {
                raw = bs.tokensOldestFirst();
            }
            if (release(tx, pr, covers ? aggregated : raw, memo)) {
                finished[finishedCount++] = p;
            }
        }
        for (int i = 0; i < finishedCount; i++) {
            e.progress().afterExit(tx, finished[i]);
        }
    }

    /** Releases one waiting agent; returns whether its program is finished. */
    private boolean release(Tx tx, AgentRuntime rt, List<ReleaseToken> tokens, JoinMemo memo) {
        BarrierWait w = rt.barrierWait();
        Agent b = e.agentInfo[rt.id()];
        Semantics sem = w.semantics();
        Knowledge k0 = rt.acquired();
        int semMask = e.classMasks.mask(sem);
        Scope execution = w.key().scope();
        boolean acquiresAll = sem.acquire();
        for (int i = 0; i < tokens.size() && acquiresAll; i++) {
            ReleaseToken t = tokens.get(i);
            acquiresAll = t.acquirableBy(semMask) && inScope(t, b, w.memory(), execution);
        }
        Knowledge k = acquiresAll ? memo.acquired(tokens, k0) : null;
        PendingReleases pending = rt.pending();
        if (k == null) {
            k = k0;
            for (int i = 0; i < tokens.size(); i++) {
                ReleaseToken t = tokens.get(i);
                if (sem.acquire() && t.acquirableBy(semMask) && inScope(t, b, w.memory(), execution)) {
                    // VK MM: Synchronizes-With, fence–control-barrier–fence (C is the barrier itself)
                    int ci = t.classSet();
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
                : AgentStatus.of(rt.thread());
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
                    Chains.visibility(e, tx, rt.id(), rt.seq(), sem, w.memory(), w.source(), k, e.classMasks.mask(sem));
                }
            }
        }
        List<FenceRelease> fenceTokens = e.executor().fences().releasedAfterAcquire(rt, k0, k, w.memory(), sem);
        AgentRuntime out = new AgentRuntime(rt.id(), rt.thread(), rt.seq(), status, k, rt.sswStart(),
                fenceTokens, pending, vis, rt.deviceVisSeq(), rt.unavailable(), null, rt.spin());
        tx.put(out);
        return status.isTerminal();
    }

    /**
     * Whether the release of {@code t} and the acquire of {@code b} at {@code memory} are in the instance of each
     * other's memory scopes (VK MM: Synchronizes-With, fence–control-barrier–fence). Both arrived at one instance
     * of the barrier's execution scope, so when both memory scopes include it the test holds without reading the
     * agents' records.
     */
    private static boolean inScope(ReleaseToken t, Agent b, Scope memory, Scope execution) {
        return t.scope().includes(execution) && memory.includes(execution) || t.inScopeOf(b, memory);
    }

    /** Another barrier instance of the same scope instance ({@code slot}) has waiters: the invocations diverged. */
    /**
     * A kernel invocation arriving at barrier instance {@code bs} from another dynamic instance of OpControlBarrier than
     * an invocation waiting there (another instruction, call site or loop iteration: {@link Action.ControlBarrier#site}):
     * undefined ("behavior is undefined unless all invocations within Execution execute the same dynamic instance of
     * this instruction"), reported as barrier divergence; the two still meet there, by number.
     */
    private void otherDynamicInstance(Tx tx, BarrierInstance bs, int id, Action.ControlBarrier c) {
        // against the newest arrival only: an arrival from another dynamic instance differs from the one before it or
        // the one after it, and the arrivals are not copied at every arrival
        if (bs.count() > 0) {
            int a = bs.head();
            BarrierWait w = tx.agent(a).barrierWait();
            if (a == id || w == null || w.site() == null || w.site().equals(c.site())) {
                return;
            }
            List<Integer> who = new ArrayList<>(List.of(Math.min(a, id), Math.max(a, id)));
            if (!Diagnostics.reported(tx, Diagnostic.Kind.BARRIER_DIVERGENCE, who)) {
                // one instruction reached through two call sites or loop iterations is named once (it was "call.comp:4
                // and call.comp:4"); two instructions on one line are two (if (…) { barrier(); } else { barrier(); })
                boolean sameLine = String.valueOf(c.source()).equals(String.valueOf(w.source()));
                int form = sameInstruction(c.site(), w.site()) ? 1 : sameLine ? 2 : 0;
                String where = switch (form) {
                    case 1 -> c.source() + ": the same barrier instruction, reached from another call site or loop"
                            + " iteration";
                    case 2 -> c.source() + ": another barrier instruction on the same line";
                    default -> c.source() + " and " + w.source() + ": another barrier instruction, call site or loop"
                            + " iteration";
                };
                // key diagnostic.barrier.dynamicInstance: the invocation, the barrier's number, its scope (English,
                // then its ordinal), its scope instance (Diagnostics.scopeInstance), the invocation waiting there, the
                // sources of the two and 1 when they are one instruction, 2 when two instructions of one line, else 0;
                // last, a subgroup's workgroup
                String[] in = Diagnostics.scopeInstance(e, bs.key.scope(), bs.key.scopeInstance());
                Diagnostics.add(tx, e, Diagnostic.Kind.BARRIER_DIVERGENCE, e.agentInfo[id].name() + " meets barrier "
                        + bs.key.instance() + " (" + in[2] + ") at another "
                        + "dynamic instance of OpControlBarrier than " + e.agentInfo[a].name() + " (" + where
                        + "), which SPIR-V leaves undefined", who, c.source(), "diagnostic.barrier.dynamicInstance",
                        e.agentInfo[id].name(), String.valueOf(bs.key.instance()), String.valueOf(bs.key.scope()),
                        bs.key.scope().ordinal(), in[0], e.agentInfo[a].name(),
                        String.valueOf(c.source()), String.valueOf(w.source()), form, in[1]);
            }
        }
    }

    /**
     * Whether two dynamic instances ({@link Action.ControlBarrier#site}) are of one instruction: their last three
     * entries (the instruction's block position, index and function) are equal.
     */
    static boolean sameInstruction(List<Integer> a, List<Integer> b) {
        int n = 3;
        return a.size() >= n && b.size() >= n && a.subList(a.size() - n, a.size()).equals(b.subList(b.size() - n,
                b.size()));
    }

    private void divergenceAtArrival(Tx tx, BarrierInstance bs, int slot, SourceSpan src) {
        if (e.state.barriersIn(slot) <= 1) {
            // bs is the only instance of its scope instance
            return;
        }
        BarrierKey key = bs.key;
        for (BarrierInstance other : e.state.barriers.values()) {
            BarrierKey k = other.key;
            if (k.scope() == key.scope() && k.scopeInstance() == key.scopeInstance() && k.instance() != key.instance()
                    && !k.isCollective() && other.count() > 0 && !other.open()) {
                List<Integer> who = new ArrayList<>();
                for (int a : bs.ascending()) {
                    who.add(a);
                }
                for (int a : other.ascending()) {
                    who.add(a);
                }
                java.util.Collections.sort(who);
                if (!Diagnostics.reported(tx, Diagnostic.Kind.BARRIER_DIVERGENCE, who)) {
                    // key diagnostic.barrier.different: the scope (English, then its ordinal), its instance
                    // (Diagnostics.scopeInstance), the two barriers' numbers and the names of the invocations
                    // (Diagnostics.namesArgs); last, a subgroup's workgroup
                    Object[] names = Diagnostics.namesArgs(e, who);
                    String[] in = Diagnostics.scopeInstance(e, key.scope(), key.scopeInstance());
                    Diagnostics.add(tx, e, Diagnostic.Kind.BARRIER_DIVERGENCE, "invocations of " + in[2]
                            + " wait at different barriers (" + key.instance() + " and "
                            + k.instance() + "): " + Diagnostics.names(e, who), who, src, "diagnostic.barrier.different",
                            String.valueOf(key.scope()), key.scope().ordinal(), in[0],
                            String.valueOf(key.instance()), String.valueOf(k.instance()), names[0], names[1], names[2],
                            in[1]);
                }
                return;
            }
        }
    }
}
