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
}
