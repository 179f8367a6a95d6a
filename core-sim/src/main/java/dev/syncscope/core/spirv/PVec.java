package dev.syncscope.core.spirv;

import java.util.Arrays;

/**
 * A persistent vector of values indexed by small ints (SPIR-V ids, local memory cells), so thread states
 * can share what a step did not change. Immutable. Two layouts:
 * <ul>
 * <li>up to {@link #FLAT_LIMIT} entries, one flat array that a change copies whole: a kernel's ids and
 * cells mostly fit, and a step then reads one object per vector instead of three (the invocation's state
 * is cold when the scheduler comes back to it, and each level is a dependent cache miss);</li>
 * <li>beyond, a two-level array where a change copies only the top level and one 32-entry chunk.</li>
 * </ul>
 */
final class PVec {
    private static final int BITS = 5;
    private static final int CHUNK = 1 << BITS;
    /** The most entries a flat vector holds (a copy of 1 KB at most per changed vector and step). */
    static final int FLAT_LIMIT = 256;

    /** The entries of a flat vector, or null for a chunked one. */
    private final Object[] flat;
    /** The chunks of a chunked vector, or null for a flat one. */
    private final Object[][] chunks;

    private PVec(Object[] flat, Object[][] chunks) {
        this.flat = flat;
        this.chunks = chunks;
    }

    static PVec empty() {
        return new PVec(new Object[0], null);
    }

    Object get(int i) {
        return flat != null ? (i < flat.length ? flat[i] : null) : chunked(chunks, i);
    }

    private static Object chunked(Object[][] chunks, int i) {
        int c = i >>> BITS;
        if (c >= chunks.length || chunks[c] == null) {
            return null;
        }
        return chunks[c][i & (CHUNK - 1)];
    }

    /** Whether both vectors hold equal entries at every index, whatever their layouts. */
    boolean sameEntries(PVec o) {
        if (this == o) {
            return true;
        }
        int n = Math.max(capacity(), o.capacity());
        for (int i = 0; i < n; i++) {
            if (!java.util.Objects.equals(get(i), o.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** The entries the vector has room for (its flat length, or its chunks × 32). */
    int capacity() {
        return flat != null ? flat.length : chunks.length * CHUNK;
    }

    PVec set(int i, Object value) {
        Edit e = new Edit(this);
        e.set(i, value);
        return e.freeze();
    }

    /** The flat length that holds index {@code i} (a multiple of 8, so small growth copies less often). */
    private static int flatLength(int oldLength, int i) {
        return Math.max(oldLength, (i + 8) & ~7);
    }

    /** The entries of {@code flat} as chunks of room for index {@code i}. */
    private static Object[][] toChunks(Object[] flat, int i) {
        Object[][] top = new Object[Math.max((flat.length + CHUNK - 1) >>> BITS, (i >>> BITS) + 1)][];
        for (int c = 0; c * CHUNK < flat.length; c++) {
            top[c] = Arrays.copyOf(Arrays.copyOfRange(flat, c * CHUNK, Math.min(flat.length, (c + 1) * CHUNK)), CHUNK);
        }
        return top;
    }

    /**
     * A private edit of a vector, for the run of one invocation from one action to the next: the first
     * {@link #set} copies the flat array (or, chunked, the top level and then each chunk it changes), later
     * sets write in place, and {@link #freeze} hands out the result as an immutable vector. Owned by one thread.
     */
    static final class Edit {
        /** The entries while flat (null once chunked). */
        private Object[] flat;
        private Object[][] top;
        /** Whether {@link #flat}, or {@link #top}, is this edit's own copy (not after a freeze). */
        private boolean topOwned;
        /** Per chunk below 64, whether it is this edit's own copy (bit c for chunk c; none after a freeze). */
        private long ownedLow;
        /** The same for chunks from 64 on, made when a vector has that many chunks. */
        private boolean[] ownedHigh;
        private PVec frozen;

        Edit(PVec base) {
            this.flat = base.flat;
            this.top = base.chunks;
            this.frozen = base;
        }

        Object get(int i) {
            Object[] f = flat;
            return f != null ? (i < f.length ? f[i] : null) : chunked(top, i);
        }

        void set(int i, Object value) {
            frozen = null;
            Object[] f = flat;
            if (f != null) {
                if (topOwned && i < f.length) {
                    f[i] = value;
                    return;
                }
                if (i < FLAT_LIMIT) {
                    f = Arrays.copyOf(f, flatLength(f.length, i));
                    f[i] = value;
                    flat = f;
                    topOwned = true;
                    return;
                }
                // past the flat layout's limit: chunks from now on, all of them this edit's own
                top = toChunks(f, i);
                flat = null;
                topOwned = true;
                for (int c = 0; c < top.length; c++) {
                    if (top[c] != null) {
                        own(c);
                    }
                }
            }
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
                frozen = new PVec(flat, flat == null ? top : null);
                topOwned = false;
                ownedLow = 0;
                ownedHigh = null;
            }
            return frozen;
        }
    }
}
