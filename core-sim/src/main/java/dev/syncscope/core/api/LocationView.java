package dev.syncscope.core.api;

import dev.syncscope.core.exec.ReadPreview;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.StorageClass;

import java.util.List;

/**
 * One memory location for the memory inspector: its writes (oldest first, the initial value first)
 * and the value each (agent, reference) would read now, stale cells marked. Immutable.
 *
 * @param location     the location
 * @param storageClass its storage class
 * @param writes       initial value, then writes oldest first
 * @param asRead       per (agent, reference): what a read now returns (empty for large launches)
 */
public record LocationView(Location location, StorageClass storageClass, List<WriteView> writes,
                           List<ReadPreview> asRead) {
    public LocationView {
        writes = List.copyOf(writes);
        asRead = List.copyOf(asRead);
    }
}
