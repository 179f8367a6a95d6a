package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;
import dev.syncscope.core.sync.Knowledge;

import java.util.ArrayList;
import java.util.List;

/**
 * What happens after every step: exits wake system-synchronized agents and may release or diverge
 * barriers; when nothing can run the oldest waiting barrier is released; deadlocks and hopeless
 * spins become diagnostics, never hangs. Owned by the engine's thread.
 */
final class Progress {

    private final Engine e;

    private final SpinRule spins;

    Progress(Engine e) {
        this.e = e;
        this.spins = new SpinRule(e);
    }

    /** Called after every step of {@code agent}, whose action was at {@code at}. */
    void afterStep(Tx tx, int agent, SourceSpan at) {
        AgentRuntime rt = tx.agent(agent);
        if (rt.status() == AgentStatus.RUNNING && rt.seq() >= e.options.maxActions()) {
            // a bound of the tool, as the checker's actions per path, not a rule of the memory model: an endless loop
            // that stores would otherwise run until the recorded steps fill the heap
            rt = rt.withStatus(AgentStatus.BOUND_EXCEEDED);
            tx.put(rt);
            Diagnostics.actionBound(tx, e, e.agentInfo[agent], rt.seq(), at);
        }
        if (rt.status().isTerminal()) {
            afterExit(tx, agent);
        }
        e.collectives.afterStep(tx, agent);
        if (rt.spin() != null && rt.spin().repeats() >= e.options.spinThreshold()
                && rt.status() == AgentStatus.RUNNING) {
            spins.afterStep(tx);
        }
        while (!e.anyRunnable() && !e.state.barriers.isEmpty()) {
            if (!releaseOneWaiting(tx)) {
                break;
            }
        }
        if (!e.anyRunnable()) {
            deadlock(tx);
        }
    }

    /**
     * Force-releases one waiting barrier instance, smallest number first; one that can never complete (an invocation it
     * waits for spins: Barriers.releaseInstance) is passed over. Whether one was released.
     */
    boolean releaseOneWaiting(Tx tx) {
        List<BarrierKey> waiting = new ArrayList<>();
        for (BarrierInstance st : e.state.barriers.values()) {
            if (!st.open() && st.quorum == null) {
                waiting.add(st.key);
            }
        }
        waiting.sort(FORCED_RELEASE_ORDER);
        for (BarrierKey k : waiting) {
            if (e.barriersOf().release(tx, k, true)) {
                return true;
            }
        }
        return false;
    }

    /** Smallest instance number first, then the wider execution scope, then the smaller scope instance. */
    private static final java.util.Comparator<BarrierKey> FORCED_RELEASE_ORDER = (a, b) -> {
        if (a.instance() != b.instance()) {
            return Integer.compare(a.instance(), b.instance());
        }
        if (a.scope() != b.scope()) {
            return b.scope().compareTo(a.scope());
        }
        return Integer.compare(a.scopeInstance(), b.scopeInstance());
    };

    void afterExit(Tx tx, int agent) {
        AgentRuntime rt = tx.agent(agent);
        if ((rt.status() == AgentStatus.BOUND_EXCEEDED && !rt.atActionBound())
                || (rt.status() == AgentStatus.FAULT && rt.thread().status() == ThreadState.Status.FAULT)) {
            tx.put(tx.globals().withDiagnostic(Diagnostics.stopped(e.agentInfo[agent], rt.thread(), rt.status(),
                    rt.thread().stoppedAt(), e.position())));
        }
        Agent a = e.agentInfo[agent];
        boolean any = false;
        for (int[] bySlot : e.slotOf) {
            any |= e.state.mayHaveBarriersIn(bySlot[agent]);
        }
        if (any) {
            // the instances of the agent's scope instances, in the table's order
            BarrierKey[] mine = null;
            int count = 0;
            for (BarrierInstance bs : e.state.barriers.values()) {
                BarrierKey k = bs.key;
                if (a.instanceOf(k.scope()) == k.scopeInstance()) {
                    if (mine == null) {
                        mine = new BarrierKey[e.state.barriers.size()];
                    }
                    mine[count++] = k;
                }
            }
            for (int i = 0; i < count; i++) {
                e.barriersOf().tryRelease(tx, mine[i]);
            }
        }
        for (int b : e.topology.sswSuccessors[agent]) {
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
        AgentRuntime started = startedAfterSsw(br, e.topology.sswPredecessors[br.id()], tx::agent);
        if (started != null) {
            tx.put(started);
        }
    }

    /**
     * {@code br}, waiting for its system-synchronizes-with predecessors {@code predecessors} ({@code agent} gives their
     * records), started once all of them finished, knowing all they knew; null while one has not.
     */
    static AgentRuntime startedAfterSsw(AgentRuntime br, int[] predecessors,
                                        java.util.function.IntFunction<AgentRuntime> agent) {
        Knowledge k = Knowledge.EMPTY;
        for (int p : predecessors) {
            AgentRuntime pr = agent.apply(p);
            if (!finished(pr.status())) {
                return null;
            }
            k = k.join(pr.acquired().withEverywhere(p, pr.seq()));
        }
        return br.withSswStart(k).withAcquired(br.acquired().join(k)).withStatus(AgentStatus.of(br.thread()));
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
        List<Integer> spinning = new ArrayList<>();
        for (AgentRuntime r : e.state.agents) {
            BarrierKey at = first.barrierWait() == null ? null : first.barrierWait().key();
            if (r.status() == AgentStatus.SPINNING && at != null && at.barrierId() == null
                    && e.agentInfo[r.id()].instanceOf(at.scope()) == at.scopeInstance()) {
                spinning.add(r.id());
            }
        }
        boolean atBarrier = first.barrierWait() != null;
        boolean atCollective = atBarrier && first.barrierWait().key().isCollective();
        // not at a barrier: waiting to start until its system-synchronizes-with predecessors finish (VK MM:
        // System-Synchronizes-With); named, and placed at its first instruction
        List<Integer> before = new ArrayList<>();
        if (!atBarrier) {
            for (int p : e.topology.sswPredecessors[first.id()]) {
                // a spinning predecessor never finishes: it stopped, but its program did not end
                if (!finished(tx.agent(p).status())) {
                    before.add(p);
                }
            }
        }
        Object[] names = Diagnostics.namesArgs(e, stuck);
        Object[] spinners = Diagnostics.namesArgs(e, spinning);
        String waits = atCollective ? " at a subgroup operation" : atBarrier ? " at barrier "
                + first.barrierWait().key().instance()
                : " for " + Diagnostics.names(e, before) + " to finish (system-synchronizes-with)";
        SourceSpan where = atBarrier ? first.barrierWait().source() : nextSource(first);
        // key diagnostic.deadlock: the names of the stuck (Diagnostics.namesArgs), 1 when they wait at a barrier, 2 at
        // a subgroup operation (else 0), its number, how many spin so that they never reach it, the names of those and
        // how many more as text, and the unfinished system-synchronizes-with predecessors the first one waits for (none at a barrier).
        // "waiting", not "wait(s)": one sentence for one invocation or many
        Diagnostics.add(tx, e, Diagnostic.Kind.DEADLOCK, "deadlock: " + Diagnostics.names(e, stuck) + " waiting"
                + waits + (spinning.isEmpty() ? "" : ", which " + Diagnostics.names(e, spinning) + " never reach"
                + (spinning.size() == 1 ? "es" : "") + " (spinning),")
                + " and no invocation can proceed", stuck, where,
                "diagnostic.deadlock", names[0], names[1], names[2], atCollective ? 2 : atBarrier ? 1 : 0,
                atBarrier ? String.valueOf(first.barrierWait().key().instance()) : "", spinning.size(), spinners[0],
                spinners[2], Diagnostics.names(e, before));
    }

    /**
     * Whether an agent in {@code status} has performed all its operations: its program ended, or faulted (it stops
     * there). One that spins, ran past its instruction bound or is deadlocked never ends (or the stepper cannot say
     * how it goes on), so its system-synchronizes-with successors never start: they come after all its operations.
     */
    static boolean finished(AgentStatus status) {
        return status == AgentStatus.DONE || status == AgentStatus.FAULT;
    }

    /** Where {@code rt} would go on: its next action's source, or unknown. */
    static SourceSpan nextSource(AgentRuntime rt) {
        try {
            Action next = rt.thread().next();
            return next == null ? SourceSpan.UNKNOWN : next.source();
        } catch (RuntimeException ex) {
            // a program that cannot say its next action (a fault) is placed nowhere rather than failing the step
            return SourceSpan.UNKNOWN;
        }
    }
}
