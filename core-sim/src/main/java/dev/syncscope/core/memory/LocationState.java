package dev.syncscope.core.memory;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.StorageClass;

import java.util.List;

/**
 * Everything the engine knows about one memory location: its initial write, the writes not yet
 * retired, the retired ones, the reads (newest first), and how far the data-race check has looked
 * at that history per group of accesses. Immutable; shares structure with its predecessor so a
 * step's before/after pair costs O(1) (the horizons O(log n)).
 *
 * @param location     the location
 * @param storageClass the storage class of its allocation
 * @param initial      the initial write (host data made visible by the submit)
 * @param live         writes not retired, in numbered slots, newest last ({@link PSlots}: a retired write leaves
 *                     its slot empty, so retiring one deep in a long history copies little)
 * @param retired      retired writes, newest first by retirement (the history only grows at its newest end)
 * @param reads        executed reads, newest first, each tagged with the id of the write it read (so
 *                     {@code reads.maxTag()} is the newest write any read took, negative when only initial values)
 * @param horizons     per group of accesses, the history its data-race check has already considered
 * @param openSequences the release sequences open at this location: the newest write of each one's head's scoped
 *                     modification order is in the sequence (VK MM: Release Sequence, "the longest continuous
 *                     subsequence of A's scoped modification order"; an atomic write not mutually ordered with the
 *                     head is not in that order, so it neither continues nor ends the sequence), and by group of
 *                     heads ({@link OpenSequences})
 * @param atomicsOnly  what the accesses of {@code live}, {@code retired} and {@code reads} share while all are atomics
 *                     mutually ordered with each other ({@link AtomicsOnly#MIXED} once not; {@code null} while none)
 * @param liveWriters  once {@code live} held many writes ({@code null} before): per invocation with a write in
 *                     {@code live}, the slot of its newest one there (and perhaps invocations whose writes were
 *                     retired since, whose slot then holds another write or none), so that a store that can retire
 *                     only its own writes finds them without a walk; numbered as {@code live}
 */
public record LocationState(Location location, StorageClass storageClass, WriteRecord initial,
                            PSlots<WriteRecord> live, History<WriteRecord> retired, History<ReadRecord> reads,
                            PMap<AccessGroup, RaceHorizon> horizons, OpenSequences openSequences,
                            AtomicsOnly atomicsOnly, PMap<Integer, Integer> liveWriters) {

    public static LocationState fresh(Location location, StorageClass sc, WriteRecord initial) {
        return new LocationState(location, sc, initial, PSlots.empty(), History.empty(), History.empty(), PMap.empty(),
                OpenSequences.NONE, null, null);
    }

    /** This state with live writes {@code l}: the same writes, some with new facts (no access added). */
    public LocationState withLive(PSlots<WriteRecord> l) {
        return new LocationState(location, storageClass, initial, l, retired, reads, horizons, openSequences,
                atomicsOnly, liveWriters);
    }

    /**
     * This state after a write: writes {@code l} and {@code r}, {@code a} summing up the accesses then, and {@code w}
     * the invocations with live writes ({@link #liveWriters()}).
     */
    public LocationState withWrites(PSlots<WriteRecord> l, History<WriteRecord> r, AtomicsOnly a,
                                    PMap<Integer, Integer> w) {
        return new LocationState(location, storageClass, initial, l, r, reads, horizons, openSequences, a, w);
    }

    /** As {@link #withWrites(PSlots, History, AtomicsOnly, PMap)}, with the release sequences {@code open} open after an atomic write. */
    public LocationState withWrites(PSlots<WriteRecord> l, History<WriteRecord> r, OpenSequences open,
                                    AtomicsOnly a, PMap<Integer, Integer> w) {
        return new LocationState(location, storageClass, initial, l, r, reads, horizons, open, a, w);
    }

    /** This state after the read {@code read}, {@code a} summing up the accesses then. */
    public LocationState withRead(ReadRecord read, AtomicsOnly a) {
        return new LocationState(location, storageClass, initial, live, retired,
                reads.prepend(read, read.id(), read.agent(), read.reference().name(), read.readFrom()), horizons,
                openSequences, a, liveWriters);
    }

    public LocationState withInitial(WriteRecord i) {
        return new LocationState(location, storageClass, i, live, retired, reads, horizons, openSequences,
                atomicsOnly, liveWriters);
    }

    /** This state with the data-race check of {@code group} having considered the history up to {@code h}. */
    public LocationState withHorizon(AccessGroup group, RaceHorizon h) {
        return new LocationState(location, storageClass, initial, live, retired, reads, horizons.put(group, h),
                openSequences, atomicsOnly, liveWriters);
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
    public List<WriteRecord> allWritesOldestFirst() {
        List<WriteRecord> out = new java.util.ArrayList<>(live.size() + retired.size());
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
