package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Location;

import java.util.List;
import java.util.Map;

/**
 * A frozen engine state at one position of the trace: used as checkpoint and as the basis of
 * snapshots. Two states are equal when every agent, location, barrier and global is equal.
 * Immutable.
 *
 * @param position  number of steps applied
 * @param agents    agent records by id
 * @param locations location states touched so far
 * @param barriers  barrier instances seen so far
 * @param globals   counters, device operations, diagnostics, races
 */
public record EngineState(long position, List<AgentRuntime> agents, Map<Location, LocationState> locations,
                          Map<BarrierKey, BarrierState> barriers, Globals globals) {

    /** Equality of everything except the position. */
    public boolean sameContent(EngineState o) {
        return agents.equals(o.agents) && locations.equals(o.locations) && barriers.equals(o.barriers)
                && globals.equals(o.globals);
    }
}
