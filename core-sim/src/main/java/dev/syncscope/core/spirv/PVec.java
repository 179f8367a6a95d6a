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
        /** Whether {@link #top} and, per chunk, the chunk are this edit's own copies (none after a freeze). */
        private boolean topOwned;
        private boolean[] owned;
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
                owned = new boolean[top.length];
                topOwned = true;
            } else if (c >= top.length) {
                top = Arrays.copyOf(top, c + 1);
                owned = Arrays.copyOf(owned, c + 1);
            }
            if (!owned[c]) {
                top[c] = top[c] == null ? new Object[CHUNK] : top[c].clone();
                owned[c] = true;
            }
            top[c][i & (CHUNK - 1)] = value;
            frozen = null;
        }

        /** The vector as edited so far; later sets copy again, leaving it unchanged. */
        PVec freeze() {
            if (frozen == null) {
                frozen = new PVec(top);
                topOwned = false;
                owned = null;
            }
            return frozen;
        }
    }
}
