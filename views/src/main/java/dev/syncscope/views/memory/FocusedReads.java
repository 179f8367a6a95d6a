package dev.syncscope.views.memory;

import dev.syncscope.core.exec.ReadPreview;
import dev.syncscope.core.model.Location;

import java.util.List;
import java.util.Map;

/**
 * What one invocation would read now at each location the memory tab lists, for a launch too large for the snapshot to
 * say it for every invocation ({@link dev.syncscope.core.api.LocationView#asRead()} empty past 4,096 cells of
 * invocations × locations, as 64 invocations with one buffer of 64 elements): the column "T0 reads via x" showed "—"
 * in every row of such a launch. The app asks the session for the focused invocation's on the simulation thread
 * ({@link dev.syncscope.core.api.DebugSession#valuesAsRead(Location, int)}), for at most {@link #MAX_LOCATIONS}
 * locations. Immutable.
 *
 * @param agent      the invocation
 * @param position   the trace position they were worked out at (shown only with a snapshot of it)
 * @param byLocation what it would read at each location, through each reference to it
 */
public record FocusedReads(int agent, int position, Map<Location, List<ReadPreview>> byLocation) {

    /** The locations asked about, in the memory tab's order; those past it show "—". */
    public static final int MAX_LOCATIONS = 4096;

    public FocusedReads {
        byLocation = Map.copyOf(byLocation);
    }

    /** What the invocation would read at {@code location}, or an empty list when it was not asked. */
    public List<ReadPreview> at(Location location) {
        return byLocation.getOrDefault(location, List.of());
    }
}
