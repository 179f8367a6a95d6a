package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Location;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Records the changes of one step as it makes them: the first before value and the last after
 * value of every agent, location, barrier and the globals it touched. Owned by the engine's
 * thread, alive for one step.
 */
final class Tx {
    private final State state;
    private final Map<Integer, AgentRuntime> agentBefore = new LinkedHashMap<>();
    private final Map<Location, LocationState> locationBefore = new LinkedHashMap<>();
    private final Map<BarrierKey, BarrierState> barrierBefore = new LinkedHashMap<>();
    private Globals globalsBefore;
    private final List<Object> order = new ArrayList<>();

    Tx(State state) {
        this.state = state;
    }

    AgentRuntime agent(int id) {
        return state.agents[id];
    }

    void put(AgentRuntime rt) {
        if (!agentBefore.containsKey(rt.id())) {
            agentBefore.put(rt.id(), state.agents[rt.id()]);
            order.add(rt.id());
        }
        state.setAgent(rt);
    }

    LocationState location(Location l) {
        return state.locations.get(l);
    }

    void put(LocationState ls) {
        Location l = ls.location();
        if (!locationBefore.containsKey(l)) {
            locationBefore.put(l, state.locations.get(l));
            order.add(l);
        }
        state.locations.put(l, ls);
    }

    BarrierState barrier(BarrierKey k) {
        return state.barriers.get(k);
    }

    void put(BarrierKey k, BarrierState bs) {
        if (!barrierBefore.containsKey(k)) {
            barrierBefore.put(k, state.barriers.get(k));
            order.add(k);
        }
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
        if (globalsBefore == null) {
            globalsBefore = state.globals;
            order.add(Globals.class);
        }
        state.globals = g;
    }

    /** The effects, in first-touch order. */
    List<Effect> effects() {
        List<Effect> out = new ArrayList<>(order.size());
        for (Object key : order) {
            if (key instanceof Integer id) {
                out.add(new Effect.AgentChange(id, agentBefore.get(id), state.agents[id]));
            } else if (key instanceof Location l) {
                out.add(new Effect.LocationChange(l, locationBefore.get(l), state.locations.get(l)));
            } else if (key instanceof BarrierKey k) {
                out.add(new Effect.BarrierChange(k, barrierBefore.get(k), state.barriers.get(k)));
            } else {
                out.add(new Effect.GlobalsChange(globalsBefore, state.globals));
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
