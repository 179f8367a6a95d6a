package dev.syncscope.core.exec;

import java.util.Arrays;

/**
 * Growing arenas in fixed chunks of 4,096 elements, for the {@link TraceLog}: appending writes
 * through a cursor into the current chunk (no table lookup), growing copies no element (only the
 * small table of chunks), no arena becomes one huge array, and an arena wastes at most one chunk.
 * Mutable, owned by the engine's thread.
 */
final class Chunks {

    static final int SHIFT = 12;
    static final int SIZE = 1 << SHIFT;
    static final int MASK = SIZE - 1;

    private Chunks() {
    }

    /** A table of chunks grown to hold chunk {@code c}. */
    private static int grownLength(int tableLength, int c) {
        int n = Math.max(16, tableLength);
        while (n <= c) {
            n *= 2;
        }
        return n;
    }

    /** An arena of {@code long}s. */
    static final class Longs {
        private long[][] chunks = new long[16][];
        /** The chunk {@link #size} falls in, and the position in it. */
        private long[] cur;
        private int pos = SIZE;
        private int size;

        int size() {
            return size;
        }

        long get(int i) {
            return chunks[i >>> SHIFT][i & MASK];
        }

        void add(long v) {
            if (pos == SIZE) {
                next();
            }
            cur[pos++] = v;
            size++;
        }

        private void next() {
            int c = size >>> SHIFT;
            if (c >= chunks.length) {
                chunks = Arrays.copyOf(chunks, grownLength(chunks.length, c));
            }
            if (chunks[c] == null) {
                chunks[c] = new long[SIZE];
            }
            cur = chunks[c];
            pos = size & MASK;
        }

        /** Forgets the elements from {@code n} on. */
        void truncate(int n) {
            size = n;
            pos = SIZE;
            if ((n & MASK) != 0) {
                next();
            }
        }
    }

    /** An arena of references; {@link #truncate} lets go of what it held past the new size. */
    static final class Refs {
        private Object[][] chunks = new Object[16][];
        private Object[] cur;
        private int pos = SIZE;
        private int size;

        int size() {
            return size;
        }

        Object get(int i) {
            return chunks[i >>> SHIFT][i & MASK];
        }

        void add(Object o) {
            if (pos == SIZE) {
                next();
            }
            cur[pos++] = o;
            size++;
        }

        private void next() {
            int c = size >>> SHIFT;
            if (c >= chunks.length) {
                chunks = Arrays.copyOf(chunks, grownLength(chunks.length, c));
            }
            if (chunks[c] == null) {
                chunks[c] = new Object[SIZE];
            }
            cur = chunks[c];
            pos = size & MASK;
        }

        /** Forgets the elements from {@code n} on. */
        void truncate(int n) {
            for (int i = n; i < size; i++) {
                Object[] chunk = chunks[i >>> SHIFT];
                if ((i & MASK) == 0 && size - i >= SIZE) {
                    Arrays.fill(chunk, null);
                    i += SIZE - 1;
                } else {
                    chunk[i & MASK] = null;
                }
            }
            size = n;
            pos = SIZE;
            if ((n & MASK) != 0) {
                next();
            }
        }
    }
}
