package dev.syncscope.core.exec;

/**
 * The ids of the agents that can step, with O(1) add, remove, membership and indexed access (for
 * schedulers). Derived from the agents' statuses; mutable, owned by the engine's thread.
 */
final class RunnableSet {
    private final int[] members;
    private final int[] position;
    private final java.util.BitSet bits;
    private int size;

    RunnableSet(int capacity) {
        members = new int[capacity];
        position = new int[capacity];
        java.util.Arrays.fill(position, -1);
        bits = new java.util.BitSet(capacity);
    }

    /** The smallest runnable id at or after {@code from}, or -1. */
    int nextFrom(int from) {
        return bits.nextSetBit(from);
    }

    void set(int id, boolean runnable) {
        if (runnable && position[id] < 0) {
            position[id] = size;
            members[size++] = id;
            bits.set(id);
        } else if (!runnable && position[id] >= 0) {
            int at = position[id];
            int last = members[--size];
            members[at] = last;
            position[last] = at;
            position[id] = -1;
            bits.clear(id);
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
