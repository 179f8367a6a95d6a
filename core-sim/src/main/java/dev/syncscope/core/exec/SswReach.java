package dev.syncscope.core.exec;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;

/**
 * The transitive closure of the launch's system-synchronizes-with pairs (VK MM:
 * System-Synchronizes-With), as a set of (from, to) agent pairs. Filled once while the engine is
 * built ({@link #add}, then {@link #close}), read-only afterwards; owned by the engine's thread.
 */
final class SswReach {

    private final Set<Long> pairs = new HashSet<>();

    void add(int from, int to) {
        pairs.add(pair(from, to));
    }

    /** Adds every pair implied by transitivity. */
    void close() {
        boolean changed = !pairs.isEmpty();
        while (changed) {
            changed = false;
            for (Long ab : new ArrayList<>(pairs)) {
                for (Long bc : new ArrayList<>(pairs)) {
                    if ((int) (ab & 0xffffffffL) == (int) (bc >>> 32)) {
                        changed |= pairs.add(pair((int) (ab >>> 32), (int) (bc & 0xffffffffL)));
                    }
                }
            }
        }
    }

    /** Whether agent a (transitively) system-synchronizes-with agent b. */
    boolean reaches(int a, int b) {
        return pairs.contains(pair(a, b));
    }

    private static long pair(int a, int b) {
        return ((long) a << 32) | (b & 0xffffffffL);
    }
}
