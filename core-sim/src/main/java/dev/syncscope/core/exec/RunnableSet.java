package dev.syncscope.core.exec;

/**
 * The ids of the agents that can step, with O(1) add, remove, membership and indexed access, and the
 * next id or the id of a given rank in ascending order (for schedulers: a rank costs a walk over
 * 4,096-id blocks, then at most 64 words). Derived from the agents' statuses; mutable, owned by the
 * engine's thread.
 */
final class RunnableSet {
    /** Ids per block of the select index: 64 words of 64 bits. */
    private static final int BLOCK_SHIFT = 12;

    private final int[] members;
    private final int[] position;
    /** Membership, one bit per id (ascending order for {@link #nextFrom} and {@link #nth}). */
    private final long[] words;
    /** Members per block of {@code 1 << BLOCK_SHIFT} ids, so {@link #nth} skips whole blocks. */
    private final int[] blockCounts;
    private int size;

    RunnableSet(int capacity) {
        members = new int[capacity];
        position = new int[capacity];
        java.util.Arrays.fill(position, -1);
        words = new long[(capacity + 63) >>> 6];
        blockCounts = new int[(capacity >>> BLOCK_SHIFT) + 1];
    }

    /** The smallest runnable id at or after {@code from}, or -1. */
    int nextFrom(int from) {
        int w = from >>> 6;
        if (w >= words.length) {
            return -1;
        }
        long bits = words[w] & (-1L << from);
        while (bits == 0) {
            if (++w == words.length) {
                return -1;
            }
            bits = words[w];
        }
        return (w << 6) + Long.numberOfTrailingZeros(bits);
    }

    /**
     * The runnable id of rank {@code k} in ascending order (0: the smallest), for {@code 0 <= k < size()}:
     * whole blocks, then words, then bits, so a pick among many invocations costs no sort and no list.
     */
    int nth(int k) {
        if (k < 0 || k >= size) {
            throw new IndexOutOfBoundsException("rank " + k + " of " + size + " runnable");
        }
        int b = 0;
        while (k >= blockCounts[b]) {
            k -= blockCounts[b++];
        }
        int w = b << (BLOCK_SHIFT - 6);
        int inWord = Long.bitCount(words[w]);
        while (k >= inWord) {
            k -= inWord;
            inWord = Long.bitCount(words[++w]);
        }
        long bits = words[w];
        for (; k > 0; k--) {
            bits &= bits - 1;
        }
        return (w << 6) + Long.numberOfTrailingZeros(bits);
    }

    void set(int id, boolean runnable) {
        if (runnable && position[id] < 0) {
            position[id] = size;
            members[size++] = id;
            words[id >>> 6] |= 1L << id;
            blockCounts[id >>> BLOCK_SHIFT]++;
        } else if (!runnable && position[id] >= 0) {
            int at = position[id];
            int last = members[--size];
            members[at] = last;
            position[last] = at;
            position[id] = -1;
            words[id >>> 6] &= ~(1L << id);
            blockCounts[id >>> BLOCK_SHIFT]--;
        }
    }

    boolean contains(int id) {
        return position[id] >= 0;
    }

    int size() {
        return size;
    }

    /** The i-th member in an arbitrary but deterministic order. */
    int get(int i) {
        return members[i];
    }
}
