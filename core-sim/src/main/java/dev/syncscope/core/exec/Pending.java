package dev.syncscope.core.exec;

import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.sync.ReleaseToken;

/**
 * A release an agent has observed but not yet acquired: through a relaxed atomic read (then a later
 * acquire barrier naming {@code requiredClass} synchronizes with it, VK MM: Synchronizes-With,
 * atomic–fence and fence–fence) or through a control barrier (then any later acquire barrier does,
 * fence–control-barrier–fence; {@code requiredClass} is {@code null}). Immutable.
 */
record Pending(ReleaseToken token, StorageClass requiredClass) implements PendingReleases.Part {
}
