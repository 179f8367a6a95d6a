package dev.syncscope.core.exec;

import java.util.Arrays;

/**
 * The availability operations wider than subgroup scope that a chain could have continued, kept
 * while chains are off for "chains off" explanations: an append-only log in step order instead of
 * a persistent list in the globals (one record per release barrier, no new globals and no undo
 * entry per step). An entry belongs to the step that made it; stepping back leaves it in place
 * (readers see only the applied steps' entries) and a new step at a position discards the entries
 * of the steps it replaces. Mutable, owned by the engine's thread.
 */
final class AvailabilityLog {

    private int[] steps = new int[16];
    private Globals.AvailabilityOp[] ops = new Globals.AvailabilityOp[16];
    private int size;

    /** Records {@code op}, made by the step at trace index {@code step} (never older than the newest entry). */
    void add(int step, Globals.AvailabilityOp op) {
        if (size == ops.length) {
            steps = Arrays.copyOf(steps, size * 2);
            ops = Arrays.copyOf(ops, size * 2);
        }
        steps[size] = step;
        ops[size++] = op;
    }

    /** Forgets the entries of the steps at trace index {@code step} and later. */
    void dropFrom(int step) {
        while (size > 0 && steps[size - 1] >= step) {
            ops[--size] = null;
        }
    }

    /** Number of entries made by steps before trace index {@code limit} (entries {@code 0..n-1}, oldest first). */
    int countBefore(int limit) {
        int n = size;
        while (n > 0 && steps[n - 1] >= limit) {
            n--;
        }
        return n;
    }

    /** The entry at {@code i}, oldest first. */
    Globals.AvailabilityOp get(int i) {
        return ops[i];
    }
}
