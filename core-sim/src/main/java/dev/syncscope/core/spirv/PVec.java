package dev.syncscope.core.spirv;

import java.util.Arrays;

/**
 * A persistent vector of values indexed by small ints (SPIR-V ids, local memory cells): a two-level
 * array where {@link #set} copies only the top level and one 32-entry chunk, so thread states can
 * share everything else. Immutable.
 */
final class PVec {
    private static final int BITS = 5;
    private static final int CHUNK = 1 << BITS;

    private final Object[][] chunks;

    private PVec(Object[][] chunks) {
        this.chunks = chunks;
    }

    static PVec empty() {
        return new PVec(new Object[0][]);
    }

    Object get(int i) {
        int c = i >>> BITS;
        if (c >= chunks.length || chunks[c] == null) {
            return null;
        }
        return chunks[c][i & (CHUNK - 1)];
    }

    PVec set(int i, Object value) {
        int c = i >>> BITS;
        Object[][] top = Arrays.copyOf(chunks, Math.max(chunks.length, c + 1));
        Object[] chunk = top[c] == null ? new Object[CHUNK] : top[c].clone();
        chunk[i & (CHUNK - 1)] = value;
        top[c] = chunk;
        return new PVec(top);
    }

    /**
     * A private edit of a vector, for the run of one invocation from one action to the next: the
     * first {@link #set} of a chunk copies it (and the top level, once), later sets of that chunk write
     * in place, and {@link #freeze} hands out the result as an immutable vector. Owned by one thread.
     */
    static final class Edit {
        private Object[][] top;
        /** Whether {@link #top} is this edit's own copy (not after a freeze). */
        private boolean topOwned;
        /** Per chunk below 64, whether it is this edit's own copy (bit c for chunk c; none after a freeze). */
        private long ownedLow;
        /** The same for chunks from 64 on, made when a vector has that many chunks. */
        private boolean[] ownedHigh;
        private PVec frozen;

        Edit(PVec base) {
            this.top = base.chunks;
            this.frozen = base;
        }

        Object get(int i) {
            int c = i >>> BITS;
            if (c >= top.length || top[c] == null) {
                return null;
            }
            return top[c][i & (CHUNK - 1)];
        }

        void set(int i, Object value) {
            int c = i >>> BITS;
            if (!topOwned) {
                top = Arrays.copyOf(top, Math.max(top.length, c + 1));
                topOwned = true;
            } else if (c >= top.length) {
                top = Arrays.copyOf(top, c + 1);
            }
            if (!owns(c)) {
                top[c] = top[c] == null ? new Object[CHUNK] : top[c].clone();
                own(c);
            }
            top[c][i & (CHUNK - 1)] = value;
            frozen = null;
        }

        private boolean owns(int c) {
            if (c < Long.SIZE) {
                return (ownedLow & (1L << c)) != 0;
            }
            return ownedHigh != null && c - Long.SIZE < ownedHigh.length && ownedHigh[c - Long.SIZE];
        }

        private void own(int c) {
            if (c < Long.SIZE) {
                ownedLow |= 1L << c;
                return;
            }
            int h = c - Long.SIZE;
            if (ownedHigh == null || h >= ownedHigh.length) {
                ownedHigh = ownedHigh == null ? new boolean[Math.max(h + 1, top.length - Long.SIZE)]
                        : Arrays.copyOf(ownedHigh, Math.max(h + 1, top.length - Long.SIZE));
            }
            ownedHigh[h] = true;
        }

        /** The vector as edited so far; later sets copy again, leaving it unchanged. */
        PVec freeze() {
            if (frozen == null) {
                frozen = new PVec(top);
                topOwned = false;
                ownedLow = 0;
                ownedHigh = null;
            }
            return frozen;
        }
    }
}
