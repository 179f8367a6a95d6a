package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Location;

import java.util.ArrayList;
import java.util.List;

/**
 * Records the changes of one step as it makes them: the first before value of every agent,
 * location, barrier and the globals it touched (a step touches few, so lists with linear search
 * beat hash maps). Owned by the engine's thread, alive for one step.
 */
final class Tx {
    private final State state;
    private final int stamp;
    private final List<Object> keys = new ArrayList<>(4);
    private final List<Object> befores = new ArrayList<>(4);

    Tx(State state) {
        this.state = state;
        this.stamp = state.nextTxStamp();
    }

    private void remember(Object key, Object before) {
        for (int i = 0; i < keys.size(); i++) {
            Object k = keys.get(i);
            if (!(k instanceof Integer) && k.equals(key)) {
                return;
            }
        }
        keys.add(key);
        befores.add(before);
    }

    AgentRuntime agent(int id) {
        return state.agents[id];
    }

    void put(AgentRuntime rt) {
        int id = rt.id();
        // agents by stamp: a barrier release touches hundreds of them in one step
        if (state.agentStamps[id] != stamp) {
            state.agentStamps[id] = stamp;
            keys.add(id);
            befores.add(state.agents[id]);
        }
        state.setAgent(rt);
    }

    LocationState location(Location l) {
        return state.locations.get(l);
    }

    void put(LocationState ls) {
        Location l = ls.location();
        remember(l, state.locations.get(l));
        state.locations.put(l, ls);
    }

    BarrierState barrier(BarrierKey k) {
        return state.barriers.get(k);
    }

    void put(BarrierKey k, BarrierState bs) {
        remember(k, state.barriers.get(k));
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
        remember(Globals.class, state.globals);
        state.globals = g;
    }

    /** The effects, in first-touch order. */
    List<Effect> effects() {
        List<Effect> out = new ArrayList<>(keys.size());
        for (int i = 0; i < keys.size(); i++) {
            Object key = keys.get(i);
            Object before = befores.get(i);
            if (key instanceof Integer id) {
                out.add(new Effect.AgentChange(id, (AgentRuntime) before, state.agents[id]));
            } else if (key instanceof Location l) {
                out.add(new Effect.LocationChange(l, (LocationState) before, state.locations.get(l)));
            } else if (key instanceof BarrierKey k) {
                out.add(new Effect.BarrierChange(k, (BarrierState) before, state.barriers.get(k)));
            } else {
                out.add(new Effect.GlobalsChange((Globals) before, state.globals));
            }
        }
        return out;
    }

    /** Undo everything recorded so far (a step that failed half-way). */
    void rollback() {
        List<Effect> e = effects();
        for (int i = e.size() - 1; i >= 0; i--) {
            e.get(i).undo(state);
        }
    }
}
