package dev.syncscope.core.exec;

import dev.syncscope.core.model.Action;

import java.util.List;

/**
 * Arrivals at one control-barrier instance with other memory semantics or memory scope than the invocations already
 * waiting there. A litmus test names its instances by number, so two threads may meet instance 0 with a release
 * barrier in one and a plain one in the other. The memory model has no execution where that happens: its
 * barrier instances relate only barriers of equal scopes and semantics (the Alloy model's {@code scbarinst} facts,
 * "the same instance of a control barrier must have same scope, acq/rel, semantics"; VK MM: Synchronizes-With,
 * fence–control-barrier–fence, is defined over such instances), and the exhaustive check finds none
 * ({@code check/BarrierInstances}). The stepper still lets the two meet by number, and says so as barrier divergence.
 * Stateless.
 */
final class BarrierMismatch {

    private BarrierMismatch() {
    }

    /**
     * Reports {@code id}'s arrival at {@code bs} with {@code c} when the newest arrival waiting there used other memory
     * semantics or another memory scope (once per pair of invocations).
     */
    static void atArrival(Engine e, Tx tx, BarrierInstance bs, int id, Action.ControlBarrier c) {
        if (bs.count() == 0) {
            return;
        }
        int a = bs.head();
        BarrierWait w = tx.agent(a).barrierWait();
        if (a == id || w == null || (w.semantics() == c.semantics() && w.memory() == c.memory())
                || (w.semantics().equals(c.semantics()) && w.memory() == c.memory())) {
            return;
        }
        List<Integer> who = List.of(Math.min(a, id), Math.max(a, id));
        if (Diagnostics.reported(tx, Diagnostic.Kind.BARRIER_DIVERGENCE, who)) {
            return;
        }
        // key diagnostic.barrier.semantics: the invocation arriving, the instance's number, the invocation waiting
        // there, the two barriers' sources (the arriving one first)
        Diagnostics.add(tx, e, Diagnostic.Kind.BARRIER_DIVERGENCE, e.agentInfo[id].name() + " meets control barrier "
                + "instance " + bs.key.instance() + " with other memory semantics or memory scope than "
                + e.agentInfo[a].name() + " (" + c.source() + " and " + w.source() + "): the memory model has no "
                + "execution where one instance's barriers differ, so the exhaustive check finds none", who, c.source(),
                "diagnostic.barrier.semantics", e.agentInfo[id].name(), String.valueOf(bs.key.instance()),
                e.agentInfo[a].name(), String.valueOf(c.source()), String.valueOf(w.source()));
    }
}
