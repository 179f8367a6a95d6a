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
    /**
     * The barrier instances in the state, by key: read it here, change it only through {@link #putBarrier},
     * {@link #removeBarrier} and {@link #restore}, which keep {@link BarrierInstance#present()} and the
     * per-slot counts in step.
     */
    final HashMap<BarrierKey, BarrierInstance> barriers = new HashMap<>();
    final RunnableSet runnable;
    private final Topology topology;
    private final int[][] slotOf;
    private final int[] terminal;
    /** Per scope-instance slot, how many barrier instances of that scope instance are in the state. */
    private final int[] barriersIn;
    /** Barrier instances in the state whose scope instance has no slot (none that arrivals make; counted for safety). */
    private int barriersUnslotted;
    /** Per slot, the instance {@link #barrier(BarrierKey, int)} found last (valid while present). */
    private final BarrierInstance[] lastBarrier;
    Globals globals;
    /** Per agent, the stamp of the last {@link Tx} that recorded its before value. */
    final int[] agentStamps;
    private int txStamp;

    State(Topology topology, AgentRuntime[] agents, LocationTable locations, Globals globals) {
        this.agents = agents;
        this.locations = locations;
        this.globals = globals;
        this.topology = topology;
        this.slotOf = topology.slotOf;
        int slots = topology.slotMembers.length;
        this.terminal = new int[slots];
        this.barriersIn = new int[slots];
        this.lastBarrier = new BarrierInstance[slots];
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

    /** The barrier instance {@code k} in the state, or null ({@code slot}: its scope instance's, see {@link Engine#slotOf}). */
    BarrierInstance barrier(BarrierKey k, int slot) {
        BarrierInstance b = lastBarrier[slot];
        // present: the map holds it under its key, so it is the one for k
        if (b != null && b.key == k && b.present()) {
            return b;
        }
        b = barriers.get(k);
        if (b != null) {
            lastBarrier[slot] = b;
        }
        return b;
    }

    /** Puts {@code b} in the state under its key, in place of any instance there. */
    void putBarrier(BarrierInstance b) {
        BarrierInstance old = barriers.put(b.key, b);
        if (old == b) {
            return;
        }
        if (old != null) {
            left(old);
        }
        int slot = b.slot();
        if (slot == BarrierInstance.NO_SLOT) {
            slot = topology.slot(b.key.scope(), b.key.scopeInstance());
            b.setSlot(slot);
        }
        b.setPresent(true);
        if (slot < 0) {
            barriersUnslotted++;
        } else {
            barriersIn[slot]++;
            lastBarrier[slot] = b;
        }
    }

    /** Takes the instance with key {@code k} out of the state, if there is one. */
    void removeBarrier(BarrierKey k) {
        BarrierInstance old = barriers.remove(k);
        if (old != null) {
            left(old);
        }
    }

    private void left(BarrierInstance b) {
        b.setPresent(false);
        if (b.slot() < 0) {
            barriersUnslotted--;
        } else {
            barriersIn[b.slot()]--;
        }
    }

    /**
     * Whether the state may hold a barrier instance of the scope instance with slot {@code slot}
     * (false: it holds none; true: it holds one, or one of a scope instance without a slot).
     */
    boolean mayHaveBarriersIn(int slot) {
        return barriersIn[slot] > 0 || barriersUnslotted > 0;
    }

    /** Number of barrier instances of the scope instance with slot {@code slot} in the state (see {@link #mayHaveBarriersIn}). */
    int barriersIn(int slot) {
        return barriersIn[slot] + barriersUnslotted;
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
        for (BarrierInstance b : barriers.values().toArray(new BarrierInstance[0])) {
            removeBarrier(b.key);
        }
        for (int i = 0; i < c.barriers().length; i++) {
            BarrierInstance b = c.barriers()[i];
            b.reset(c.marks()[i]);
            putBarrier(b);
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
