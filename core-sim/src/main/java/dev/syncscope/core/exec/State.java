package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Location;

import java.util.HashMap;
import java.util.Map;

/**
 * The engine's current state: one immutable record per agent, location and barrier instance, and
 * the globals. Mutable container, owned by the simulation thread that owns the {@link Engine}.
 */
final class State {
    final AgentRuntime[] agents;
    final HashMap<Location, LocationState> locations;
    final HashMap<BarrierKey, BarrierState> barriers;
    final RunnableSet runnable;
    Globals globals;

    State(AgentRuntime[] agents, HashMap<Location, LocationState> locations,
          HashMap<BarrierKey, BarrierState> barriers, Globals globals) {
        this.agents = agents;
        this.locations = locations;
        this.barriers = barriers;
        this.globals = globals;
        this.runnable = new RunnableSet(agents.length);
        for (AgentRuntime rt : agents) {
            runnable.set(rt.id(), rt.status() == AgentStatus.RUNNING);
        }
    }

    /** Replaces an agent's record, keeping the runnable set in step. */
    void setAgent(AgentRuntime rt) {
        agents[rt.id()] = rt;
        runnable.set(rt.id(), rt.status() == AgentStatus.RUNNING);
    }

    /** An immutable copy (a checkpoint or a snapshot). */
    EngineState freeze(long position) {
        return new EngineState(position, java.util.List.of(agents), Map.copyOf(locations), Map.copyOf(barriers),
                globals);
    }

    /** Overwrite this state with a frozen one. */
    void restore(EngineState s) {
        for (int i = 0; i < agents.length; i++) {
            if (agents[i] != s.agents().get(i)) {
                setAgent(s.agents().get(i));
            }
        }
        locations.clear();
        locations.putAll(s.locations());
        barriers.clear();
        barriers.putAll(s.barriers());
        globals = s.globals();
    }
}
