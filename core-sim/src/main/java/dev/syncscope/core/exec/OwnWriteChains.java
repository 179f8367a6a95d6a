package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.memory.WriteRecord;

/**
 * What makes the chains of {@link Ordering}'s own newer writes cheap to walk on a long location
 * history: a write's record by id (a location's records are a list, newest first; after two lookups
 * in one version of a location with many writes, an index of that version), and the answers already
 * found for one query (one asking access, one version of the location and of the globals): per
 * test, whether some write of the chain that starts at a given write passes it. A chain from an
 * older write runs through every newer one, so without the answers a scan of a location's n retired
 * writes took n² steps of the chain, each a lookup of n records.
 *
 * <p>Every input is an immutable record compared by identity, so a kept answer equals a fresh one.
 * Mutable cache, owned by the engine's thread.
 */
final class OwnWriteChains {

    /** Below this many writes a location's list is searched directly. */
    private static final int INDEX_FROM = 16;

    private LocationState indexed;
    private int lookups;
    /** Open addressing by id: {@code indexIds[i]} (id + 1; 0 empty) and its record. */
    private int[] indexIds;
    private WriteRecord[] indexRecords;

    private Object query;
    private LocationState answered;
    private Object globals;
    /** Open addressing by (write id, test): a key, its answer, and the generation it belongs to. */
    private long[] keys = new long[64];
    private boolean[] values = new boolean[64];
    private int[] stamps = new int[64];
    private int generation = 1;
    private int size;
    private int[] pending = new int[16];
    private int pendingCount;

    /** The write with {@code id} at the location whose current state is {@code ls}, or null. */
    WriteRecord write(LocationState ls, int id) {
        if (ls != indexed) {
            indexed = ls;
            indexIds = null;
            indexRecords = null;
            lookups = 0;
        }
        if (indexIds == null) {
            int n = ls.live().size() + ls.retired().size() + 1;
            if (++lookups <= 2 || n < INDEX_FROM) {
                return ls.write(id);
            }
            int capacity = Integer.highestOneBit(n) * 4;
            indexIds = new int[capacity];
            indexRecords = new WriteRecord[capacity];
            put(ls.initial());
            for (WriteRecord w : ls.live()) {
                put(w);
            }
            for (WriteRecord w : ls.retired()) {
                put(w);
            }
        }
        int mask = indexIds.length - 1;
        for (int i = mix(id) & mask; indexIds[i] != 0; i = (i + 1) & mask) {
            if (indexIds[i] == id + 1) {
                return indexRecords[i];
            }
        }
        return null;
    }

    private void put(WriteRecord w) {
        int mask = indexIds.length - 1;
        int i = mix(w.id()) & mask;
        while (indexIds[i] != 0) {
            i = (i + 1) & mask;
        }
        indexIds[i] = w.id() + 1;
        indexRecords[i] = w;
    }

    private static int mix(long k) {
        return (int) ((k * 0x9E3779B97F4A7C15L) >>> 32);
    }

    /**
     * Starts or continues the answers of one query: {@code y} asks about the chains of the location in
     * state {@code ls}, with the engine's globals {@code g}. Answers of another query are dropped.
     */
    void begin(Object y, LocationState ls, Object g) {
        if (y != query || ls != answered || g != globals) {
            query = y;
            answered = ls;
            globals = g;
            if (++generation == 0) {
                // wrapped: no slot may look current
                java.util.Arrays.fill(stamps, 0);
                generation = 1;
            }
            size = 0;
        }
        pendingCount = 0;
    }

    /** Whether the current query has kept answers. */
    boolean answering() {
        return size > 0;
    }

    /** The answer of {@code test} for the chain from write {@code id}: 1 passes, 0 does not, -1 not known yet. */
    int known(int test, int id) {
        long k = key(test, id);
        int mask = keys.length - 1;
        for (int i = mix(k) & mask; stamps[i] == generation; i = (i + 1) & mask) {
            if (keys[i] == k) {
                return values[i] ? 1 : 0;
            }
        }
        return -1;
    }

    private void store(long k, boolean v) {
        int mask = keys.length - 1;
        int i = mix(k) & mask;
        while (stamps[i] == generation) {
            if (keys[i] == k) {
                values[i] = v;
                return;
            }
            i = (i + 1) & mask;
        }
        stamps[i] = generation;
        keys[i] = k;
        values[i] = v;
        size++;
    }

    private void grow() {
        long[] oldKeys = keys;
        boolean[] oldValues = values;
        int[] oldStamps = stamps;
        int old = generation;
        keys = new long[oldKeys.length * 2];
        values = new boolean[oldKeys.length * 2];
        stamps = new int[oldKeys.length * 2];
        generation = 1;
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldStamps[i] == old) {
                store(oldKeys[i], oldValues[i]);
            }
        }
    }

    private static long key(int test, int id) {
        return ((long) id << 2) | test;
    }

    /** Notes that the chain from write {@code id} is being walked; {@link #settle} answers it. */
    void walking(int id) {
        if (pendingCount == pending.length) {
            pending = java.util.Arrays.copyOf(pending, pendingCount * 2);
        }
        pending[pendingCount++] = id;
    }

    /** Every chain walked since {@link #begin} runs into one whose answer of {@code test} is {@code result}. */
    boolean settle(int test, boolean result) {
        for (int i = 0; i < pendingCount; i++) {
            if ((size + 1) * 2 > keys.length) {
                grow();
            }
            store(key(test, pending[i]), result);
        }
        pendingCount = 0;
        return result;
    }
}
