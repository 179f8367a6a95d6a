package dev.syncscope.core.memory;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.StorageClass;

/**
 * Everything the engine knows about one memory location: its initial write, the writes not yet
 * retired, the retired ones, and the reads (newest first). Immutable; shares structure with its
 * predecessor so a step's before/after pair costs O(1).
 *
 * @param location     the location
 * @param storageClass the storage class of its allocation
 * @param initial      the initial write (host data made visible by the submit)
 * @param live         writes not retired, newest first
 * @param retired      retired writes, newest first
 * @param reads        executed reads, newest first
 */
public record LocationState(Location location, StorageClass storageClass, WriteRecord initial,
                            PList<WriteRecord> live, PList<WriteRecord> retired, PList<ReadRecord> reads) {

    public static LocationState fresh(Location location, StorageClass sc, WriteRecord initial) {
        return new LocationState(location, sc, initial, PList.empty(), PList.empty(), PList.empty());
    }

    public LocationState withLive(PList<WriteRecord> l) {
        return new LocationState(location, storageClass, initial, l, retired, reads);
    }

    public LocationState withWrites(PList<WriteRecord> l, PList<WriteRecord> r) {
        return new LocationState(location, storageClass, initial, l, r, reads);
    }

    public LocationState withRead(ReadRecord read) {
        return new LocationState(location, storageClass, initial, live, retired, reads.prepend(read));
    }

    public LocationState withInitial(WriteRecord i) {
        return new LocationState(location, storageClass, i, live, retired, reads);
    }

    /** The write with {@code id} (live, retired or initial), or {@code null}. */
    public WriteRecord write(int id) {
        if (initial.id() == id) {
            return initial;
        }
        for (WriteRecord w : live) {
            if (w.id() == id) {
                return w;
            }
        }
        for (WriteRecord w : retired) {
            if (w.id() == id) {
                return w;
            }
        }
        return null;
    }

    /** All real writes (not the initial one), oldest first. */
    public java.util.List<WriteRecord> allWritesOldestFirst() {
        java.util.List<WriteRecord> out = new java.util.ArrayList<>(live.size() + retired.size());
        for (WriteRecord w : live) {
            out.add(w);
        }
        for (WriteRecord w : retired) {
            out.add(w);
        }
        out.sort(java.util.Comparator.comparingInt(WriteRecord::id));
        return out;
    }
}
