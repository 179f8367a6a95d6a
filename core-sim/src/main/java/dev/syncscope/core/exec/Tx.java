package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Location;

import java.util.List;

/**
 * Records the changes of one step as it makes them: the first before value of every agent,
 * location, barrier and the globals it touched (a step touches few, so lists with linear search
 * beat hash maps). Owned by the engine's thread; the engine reuses one for every step ({@link #begin()}).
 */
final class Tx {
    private static final byte AGENT = 0;
    private static final byte LOCATION = 1;
    private static final byte BARRIER = 2;
    private static final byte GLOBALS = 3;

    private final State state;
    private int stamp;
    /** The log in first-touch order: kind, agent id (agents) or key (others), before value. */
    private byte[] kinds = new byte[4];
    private int[] ids = new int[4];
    private Object[] keys = new Object[4];
    private Object[] befores = new Object[4];
    private int size;
    /** Log positions of the non-agent entries (searched linearly: a step touches few). */
    private int[] others = new int[4];
    private int otherCount;

    Tx(State state) {
        this.state = state;
        this.stamp = state.nextTxStamp();
    }

    /** Starts a new step with this (reused) log: forgets the previous step's entries. */
    Tx begin() {
        java.util.Arrays.fill(keys, 0, size, null);
        java.util.Arrays.fill(befores, 0, size, null);
        size = 0;
        otherCount = 0;
        stamp = state.nextTxStamp();
        return this;
    }

    private void append(byte kind, int id, Object key, Object before) {
        if (size == kinds.length) {
            int n = size * 2;
            kinds = java.util.Arrays.copyOf(kinds, n);
            ids = java.util.Arrays.copyOf(ids, n);
            keys = java.util.Arrays.copyOf(keys, n);
            befores = java.util.Arrays.copyOf(befores, n);
        }
        kinds[size] = kind;
        ids[size] = id;
        keys[size] = key;
        befores[size] = before;
        size++;
    }

    private void remember(byte kind, Object key, Object before) {
        for (int i = 0; i < otherCount; i++) {
            int at = others[i];
            if (kinds[at] == kind && keys[at].equals(key)) {
                return;
            }
        }
        if (otherCount == others.length) {
            others = java.util.Arrays.copyOf(others, otherCount * 2);
        }
        others[otherCount++] = size;
        append(kind, -1, key, before);
    }

    AgentRuntime agent(int id) {
        return state.agents[id];
    }

    void put(AgentRuntime rt) {
        int id = rt.id();
        // agents by stamp: a barrier release touches hundreds of them in one step
        if (state.agentStamps[id] != stamp) {
            state.agentStamps[id] = stamp;
            append(AGENT, id, null, state.agents[id]);
        }
        state.setAgent(rt);
    }

    LocationState location(Location l) {
        return state.locations.get(l);
    }

    void put(LocationState ls) {
        Location l = ls.location();
        remember(LOCATION, l, state.locations.get(l));
        state.locations.put(l, ls);
    }

    BarrierState barrier(BarrierKey k) {
        return state.barriers.get(k);
    }

    void put(BarrierKey k, BarrierState bs) {
        remember(BARRIER, k, state.barriers.get(k));
        if (bs == null) {
            state.barriers.remove(k);
        } else {
            state.barriers.put(k, bs);
        }
    }

    Globals globals() {
        return state.globals;
    }

    void put(Globals g) {
        remember(GLOBALS, Globals.class, state.globals);
        state.globals = g;
    }

    /** The effects, in first-touch order (an immutable list). */
    List<Effect> effects() {
        return packed();
    }

    private EffectList packed() {
        // most steps change the agent and one location or barrier: no array (EffectList keeps them in fields)
        if (size == 1) {
            return EffectList.of(key(0), befores[0], after(0));
        }
        if (size == 2) {
            return EffectList.of(key(0), befores[0], after(0), key(1), befores[1], after(1));
        }
        Object[] out = new Object[3 * size];
        for (int i = 0; i < size; i++) {
            int at = 3 * i;
            out[at] = key(i);
            out[at + 1] = befores[i];
            out[at + 2] = after(i);
        }
        return EffectList.of(out);
    }

    /** What entry {@code i} changed, as {@link EffectList} names it. */
    private Object key(int i) {
        return switch (kinds[i]) {
            case AGENT -> null;
            case LOCATION, BARRIER -> keys[i];
            default -> EffectList.GLOBALS;
        };
    }

    /** The current value of what entry {@code i} changed. */
    private Object after(int i) {
        return switch (kinds[i]) {
            case AGENT -> state.agents[ids[i]];
            case LOCATION -> state.locations.get((Location) keys[i]);
            case BARRIER -> state.barriers.get((BarrierKey) keys[i]);
            default -> state.globals;
        };
    }

    /** Undo everything recorded so far (a step that failed half-way). */
    void rollback() {
        packed().undo(state);
    }
}
