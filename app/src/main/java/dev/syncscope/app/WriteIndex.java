package dev.syncscope.app;

import dev.syncscope.core.api.LocationView;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.core.api.WriteView;

import java.util.HashMap;
import java.util.Map;

/**
 * Writes of the snapshot on screen looked up by id, and the latest of them, each found once per snapshot: the panes
 * went through every location's writes for each look, several times a frame for the same writes (54 ms a look with a
 * million locations: the session-89 scale audit). A look for an id not asked before still goes through the locations
 * (an index of every write would cost more than the few looks a frame makes). FX thread only.
 */
final class WriteIndex {

    private Snapshot indexed;
    private final Map<Integer, WriteView> found = new HashMap<>();
    private WriteView latest;
    private boolean latestKnown;

    /** The write of {@code snapshot} with id {@code writeId} (not an initial value's, negative), or null. */
    WriteView find(Snapshot snapshot, int writeId) {
        if (writeId < 0) {
            return null;
        }
        at(snapshot);
        if (found.containsKey(writeId)) {
            return found.get(writeId);
        }
        WriteView write = null;
        for (LocationView l : snapshot.locations()) {
            for (WriteView w : l.writes()) {
                if (w.id() == writeId) {
                    write = w;
                    break;
                }
            }
            if (write != null) {
                break;
            }
        }
        // a miss too (a write the snapshot leaves out) is looked for once
        found.put(writeId, write);
        return write;
    }

    /** The write of {@code snapshot} with the highest id, or null. */
    WriteView latest(Snapshot snapshot) {
        at(snapshot);
        if (!latestKnown) {
            for (LocationView l : snapshot.locations()) {
                for (WriteView w : l.writes()) {
                    if (w.id() >= 0 && (latest == null || w.id() > latest.id())) {
                        latest = w;
                    }
                }
            }
            latestKnown = true;
        }
        return latest;
    }

    private void at(Snapshot snapshot) {
        if (snapshot != indexed) {
            indexed = snapshot;
            found.clear();
            latest = null;
            latestKnown = false;
        }
    }
}
