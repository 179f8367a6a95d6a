package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Location;

import java.util.HashMap;

/**
 * The engine's current state: one immutable record per agent and location, the arrivals at each
 * barrier instance ({@link BarrierInstance}), and the globals. Mutable container, owned by the
 * simulation thread that owns the {@link Engine}.
 */
final class State {
    final AgentRuntime[] agents;
    final LocationTable locations;
    final HashMap<BarrierKey, BarrierInstance> barriers;
    final RunnableSet runnable;
    private final int[][] slotOf;
    private final int[] terminal;
    Globals globals;
    /** Per agent, the stamp of the last {@link Tx} that recorded its before value. */
    final int[] agentStamps;
    private int txStamp;

    State(int[][] slotOf, int slots, AgentRuntime[] agents, LocationTable locations,
          HashMap<BarrierKey, BarrierInstance> barriers, Globals globals) {
        this.agents = agents;
        this.locations = locations;
        this.barriers = barriers;
        this.globals = globals;
        this.slotOf = slotOf;
        this.terminal = new int[slots];
        this.runnable = new RunnableSet(agents.length);
        this.agentStamps = new int[agents.length];
        for (AgentRuntime rt : agents) {
            runnable.set(rt.id(), rt.status() == AgentStatus.RUNNING);
            if (rt.status().isTerminal()) {
                countTerminal(rt.id(), 1);
            }
        }
    }

    /** A fresh stamp for a new {@link Tx} (never 0, the stamps' initial value). */
    int nextTxStamp() {
        if (txStamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(agentStamps, 0);
            txStamp = 0;
        }
        txStamp++;
        return txStamp;
    }

    private void countTerminal(int id, int delta) {
        for (int[] slots : slotOf) {
            terminal[slots[id]] += delta;
        }
    }

    /** Number of agents of the scope instance with dense index {@code slot} that will never execute again. */
    int terminalIn(int slot) {
        return terminal[slot];
    }

    /** Replaces an agent's record, keeping the runnable set in step. */
    void setAgent(AgentRuntime rt) {
        boolean was = agents[rt.id()].status().isTerminal();
        if (was != rt.status().isTerminal()) {
            countTerminal(rt.id(), was ? -1 : 1);
        }
        agents[rt.id()] = rt;
        runnable.set(rt.id(), rt.status() == AgentStatus.RUNNING);
    }

    /** An immutable copy (a snapshot). */
    EngineState freeze(long position) {
        HashMap<BarrierKey, BarrierState> views = new HashMap<>();
        for (BarrierInstance b : barriers.values()) {
            views.put(b.key, b.view());
        }
        return new EngineState(position, java.util.Collections.unmodifiableList(java.util.Arrays.asList(agents.clone())),
                locations.freeze(), java.util.Collections.unmodifiableMap(views), globals);
    }

    /** A checkpoint: the records and, per barrier instance, its lengths (see {@link BarrierInstance#mark}). */
    Checkpoint checkpoint() {
        BarrierInstance[] present = barriers.values().toArray(new BarrierInstance[0]);
        long[] marks = new long[present.length];
        for (int i = 0; i < present.length; i++) {
            marks[i] = present[i].mark(true);
        }
        return new Checkpoint(agents.clone(), locations.freeze(), present, marks, globals);
    }

    /** Overwrite this state with a checkpoint. */
    void restore(Checkpoint c) {
        for (int i = 0; i < agents.length; i++) {
            if (agents[i] != c.agents()[i]) {
                setAgent(c.agents()[i]);
            }
        }
        locations.restore(c.locations());
        barriers.clear();
        for (int i = 0; i < c.barriers().length; i++) {
            BarrierInstance b = c.barriers()[i];
            b.reset(c.marks()[i]);
            barriers.put(b.key, b);
        }
        globals = c.globals();
    }

    /**
     * A state to seek from: the records, and the barrier instances with their lengths then (their
     * arrays keep those slots for good, see {@link BarrierInstance}). Immutable as far as it is read.
     */
    record Checkpoint(AgentRuntime[] agents, java.util.Map<Location, LocationState> locations,
                      BarrierInstance[] barriers, long[] marks, Globals globals) { }
}
