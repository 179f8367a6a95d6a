package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Contribution;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Collective operations ({@link Action.Collective}, SPIR-V non-uniform group operations) as a
 * rendezvous. An invocation that reaches one contributes its operands and waits (shown like a
 * control barrier wait). The operation's tangle is the set of invocations executing the same dynamic
 * instance (SPIR-V 2.2.5 "Tangle"; the non-uniform instructions combine the values "of all active
 * invocations in the group"):
 * <ul>
 *   <li>it completes as soon as every other invocation of its scope instance waits at it or has
 *       finished;</li>
 *   <li>when no invocation of the scope instance can run any more (each waits at a collective, at a
 *       control barrier, or has finished), the pending collective earliest in program order
 *       ({@link Action.Collective#instance()} vectors compared lexicographically) completes with the
 *       invocations waiting at it: the others, waiting further on or on another path, can only
 *       reach it after it (divergent invocations reconverge there later, or never).</li>
 * </ul>
 * Each participant continues with all participants' contributions. Collectives have no memory
 * semantics: no availability, visibility or synchronizes-with. Arrivals live in the engine's barrier
 * table under a collective {@link BarrierKey}, so undo, redo, checkpoints and snapshots treat them
 * like barrier arrivals. Owned by the engine's thread.
 */
final class Collectives {

    private final Engine e;
    /** Whether any collective ever arrived: until then no scan for pending ones is needed (a hint only). */
    private boolean seen;

    Collectives(Engine e) {
        this.e = e;
    }

    StepEvent arrive(Tx tx, AgentRuntime rt, Action.Collective c) {
        seen = true;
        int seq = rt.seq() + 1;
        Agent agent = e.agentInfo[rt.id()];
        BarrierKey key = BarrierKey.collective(c.scope(), agent.instanceOf(c.scope()), c.instance().toString());
        BarrierInstance bs = tx.barrier(key);
        if (bs == null) {
            bs = tx.newBarrier(key, null, false);
        } else {
            tx.touch(bs);
        }
        bs.arrive(rt.id());
        // the program stays at the collective (its next() keeps the contribution) until completion
        tx.put(rt.withThread(rt.thread(), seq).withStatus(AgentStatus.WAITING_BARRIER)
                .withWait(new BarrierWait(key, null, Semantics.NONE, c.source())));
        settle(tx, c.scope(), key.scopeInstance());
        return e.stepEvent.set(Event.Kind.COLLECTIVE, rt.id(), seq, c, null, 0, -1, Integer.MIN_VALUE, false, 0,
                tx.barrier(key) == null);
    }

    /** After {@code agent} stepped: if it now waits or finished, pending collectives of its scope instances may complete. */
    void afterStep(Tx tx, int agent) {
        if (!seen || tx.agent(agent).status() == AgentStatus.RUNNING) {
            return;
        }
        Agent a = e.agentInfo[agent];
        List<BarrierKey> pending = pending(null, 0);
        for (BarrierKey k : pending) {
            if (a.instanceOf(k.scope()) == k.scopeInstance()) {
                settle(tx, k.scope(), k.scopeInstance());
            }
        }
    }

    /** Pending collectives, of the given scope instance ({@code null} scope: all), in a fixed order. */
    private List<BarrierKey> pending(dev.syncscope.core.model.Scope scope, int scopeInstance) {
        List<BarrierKey> out = new ArrayList<>();
        for (BarrierKey k : e.state.barriers.keySet()) {
            if (k.isCollective() && (scope == null || (k.scope() == scope && k.scopeInstance() == scopeInstance))) {
                out.add(k);
            }
        }
        out.sort(Comparator.comparing((BarrierKey k) -> k.scope()).thenComparingInt(BarrierKey::scopeInstance)
                .thenComparing(BarrierKey::collective));
        return out;
    }

    /** Completes what can complete in one scope instance, until some invocation of it can run again. */
    private void settle(Tx tx, dev.syncscope.core.model.Scope scope, int scopeInstance) {
        int[] members = e.members(scope, scopeInstance);
        while (true) {
            List<BarrierKey> pending = pending(scope, scopeInstance);
            if (pending.isEmpty()) {
                return;
            }
            boolean canRun = false;
            for (int m : members) {
                AgentStatus s = tx.agent(m).status();
                // a spinner can still run: the SPIN only stops the run, as at a barrier (complete)
                canRun |= s == AgentStatus.RUNNING || s == AgentStatus.WAITING_SSW || s == AgentStatus.SPINNING;
            }
            boolean progressed = false;
            for (BarrierKey k : pending) {
                progressed |= complete(tx, k, false);
            }
            if (progressed) {
                continue;
            }
            if (canRun) {
                return;
            }
            BarrierKey earliest = null;
            List<Integer> earliestAt = null;
            for (BarrierKey k : pending) {
                List<Integer> at = instanceOf(tx, k);
                if (earliest == null || Action.Collective.PROGRAM_ORDER.compare(at, earliestAt) < 0) {
                    earliest = k;
                    earliestAt = at;
                }
            }
            complete(tx, earliest, true);
        }
    }

    private static List<Integer> instanceOf(Tx tx, BarrierKey k) {
        return ((Action.Collective) tx.agent(tx.barrier(k).head()).thread().next()).instance();
    }

    /**
     * Completes the collective {@code key} when every other member of its scope instance has finished
     * (with {@code force}, regardless of those that wait elsewhere); never while a member that has not arrived spins.
     * Returns whether it completed.
     */
    boolean complete(Tx tx, BarrierKey key, boolean force) {
        BarrierInstance bs = tx.barrier(key);
        if (bs == null) {
            return false;
        }
        int[] arrived = bs.ascending();
        for (int m : e.members(key.scope(), key.scopeInstance())) {
            AgentStatus s = tx.agent(m).status();
            if (java.util.Arrays.binarySearch(arrived, m) >= 0) {
                continue;
            }
            if (s == AgentStatus.SPINNING || (!force && !s.isTerminal())) {
                // a spinner neither reaches the operation nor finishes, and the waiters may not go on before it
                // does (settle: earliest pending first, only when no member can run), as at a barrier: the
                // operation can never complete, and completing it would let a waiter write what the SPIN said
                // could never come (SPIR-V 2.2.5 Tangle; audit 52 F6)
                return false;
            }
        }
        List<Contribution> participants = new ArrayList<>(arrived.length);
        // each participant's undefined scalars, which the results depending on them keep (SubgroupDefinedness)
        java.util.Map<Integer, List<Object>> undefined = new java.util.HashMap<>();
        for (int p : arrived) {
            Action.Collective op = (Action.Collective) tx.agent(p).thread().next();
            participants.add(new Contribution(op.member(), op.contribution()));
            if (!tx.agent(p).thread().contributionUndefined().isEmpty()) {
                undefined.put(op.member(), tx.agent(p).thread().contributionUndefined());
            }
        }
        participants.sort(Comparator.comparingInt(Contribution::member));
        List<Contribution> shared = List.copyOf(participants);
        tx.remove(bs);
        List<Integer> finished = new ArrayList<>();
        for (int p : arrived) {
            if (resume(tx, tx.agent(p), shared, undefined)) {
                finished.add(p);
            }
        }
        for (int p : finished) {
            e.progress().afterExit(tx, p);
        }
        return true;
    }

    /**
     * Continues one participant with the tangle's contributions, undefined as {@code undefined} says by member id;
     * returns whether its program ended.
     */
    private boolean resume(Tx tx, AgentRuntime rt, List<Contribution> participants,
                           java.util.Map<Integer, List<Object>> undefined) {
        ThreadState next;
        SourceSpan at = rt.barrierWait().source();
        try {
            next = rt.thread().advanceCollective(participants, undefined);
            e.executor().decides(tx, rt, rt.thread(), next);
        } catch (dev.syncscope.core.model.InputError ie) {
            throw ie;
        } catch (RuntimeException ex) {
            return fault(tx, rt, "its program failed to continue after a collective operation: " + ex, at);
        }
        if (next.status() == ThreadState.Status.FAULT) {
            // e.g. a broadcast whose Id is not dynamically uniform: reported where it happened, with its reason as
            // data when it has one, so that the window words it in its language (Diagnostics.stopped)
            tx.put(rt.withWait(null).withStatus(AgentStatus.FAULT));
            tx.put(tx.globals().withDiagnostic(Diagnostics.stopped(e.agentInfo[rt.id()], next, AgentStatus.FAULT, at,
                    e.position())));
            return true;
        }
        AgentRuntime out = rt.withThread(next, rt.seq()).withWait(null).withStatus(AgentStatus.of(next));
        tx.put(out);
        return out.status().isTerminal();
    }

    /** The participant stops with a FAULT diagnostic at the collective (its program stays before it). */
    private boolean fault(Tx tx, AgentRuntime rt, String why, SourceSpan at) {
        tx.put(rt.withWait(null).withStatus(AgentStatus.FAULT));
        Diagnostics.add(tx, e, Diagnostic.Kind.FAULT, e.agentInfo[rt.id()].name() + ": " + why, List.of(rt.id()), at);
        return true;
    }
}
