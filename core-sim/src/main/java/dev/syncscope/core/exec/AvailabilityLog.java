package dev.syncscope.core.exec;

import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.sync.Knowledge;

import java.util.Arrays;

/**
 * The semantic availability operations (MakeAvailable of a release barrier or atomic, at any scope)
 * and, while chains are off, the per-instruction ones wider than subgroup scope, for explanations:
 * which operation a chain could have continued ("chains off"), and which release left the write's
 * storage class out ("storage class missing"). An append-only log in step order instead of
 * a persistent list in the globals (no new globals and no undo entry per step). An entry belongs to
 * the step that made it; stepping back leaves it in place (readers see only the applied steps'
 * entries) and a new step at a position discards the entries of the steps it replaces.
 * <p>
 * Stored in columns: per entry its step and agent in one {@code long}, its position and an index into
 * a table of "shapes" (level, semantics or reference and location, knowledge, class mask) in another,
 * in {@link Chunks} arenas (growing copies no entry); consecutive entries share a shape when equal (the
 * invocations of a workgroup arriving at one barrier hold the same knowledge). The
 * {@link Globals.AvailabilityOp} records are made when read. So an entry costs 16 bytes and no object,
 * and appending one stores no reference into the log's long-lived arrays when its shape is the previous
 * entry's. Mutable, owned by the engine's thread.
 */
final class AvailabilityLog {

    private static final long LOW = 0xFFFF_FFFFL;

    /** Per entry: step (high half) and agent (low half). */
    private final Chunks.Longs stepAgent = new Chunks.Longs();
    /** Per entry: position in the agent's program order (high half) and shape index (low half). */
    private final Chunks.Longs seqShape = new Chunks.Longs();
    /** The shapes, as records with agent and position 0; entries refer to them by index. */
    private Globals.AvailabilityOp[] shapes = new Globals.AvailabilityOp[16];
    private int shapeCount;

    /**
     * Records the availability operation of {@code agent} at {@code seq} (see {@link Globals.AvailabilityOp}),
     * made by the step at trace index {@code step} (never older than the newest entry).
     */
    void add(int step, int agent, int seq, int level, Semantics semantics, String reference, Location location,
             Knowledge knowledge, int classMask) {
        int shape = shapeCount - 1;
        Globals.AvailabilityOp last = shape >= 0 ? shapes[shape] : null;
        if (last == null || last.level() != level || last.semantics() != semantics || last.knowledge() != knowledge
                || last.classMask() != classMask || !java.util.Objects.equals(last.reference(), reference)
                || !java.util.Objects.equals(last.location(), location)) {
            if (shapeCount == shapes.length) {
                shapes = Arrays.copyOf(shapes, shapeCount * 2);
            }
            shape = shapeCount;
            shapes[shapeCount++] = new Globals.AvailabilityOp(0, 0, level, semantics, reference, location, knowledge,
                    classMask);
        }
        stepAgent.add((long) step << 32 | (agent & LOW));
        seqShape.add((long) seq << 32 | shape);
    }

    /** Forgets the entries of the steps at trace index {@code step} and later. */
    void dropFrom(int step) {
        int size = stepAgent.size();
        int n = size;
        while (n > 0 && stepOf(n - 1) >= step) {
            n--;
        }
        if (n == size) {
            return;
        }
        stepAgent.truncate(n);
        seqShape.truncate(n);
        int keep = n == 0 ? 0 : (int) (seqShape.get(n - 1) & LOW) + 1;
        Arrays.fill(shapes, keep, shapeCount, null);
        shapeCount = keep;
    }

    /** Number of entries made by steps before trace index {@code limit} (entries {@code 0..n-1}, oldest first). */
    int countBefore(int limit) {
        int n = stepAgent.size();
        while (n > 0 && stepOf(n - 1) >= limit) {
            n--;
        }
        return n;
    }

    /** The trace index of the step that made entry {@code i}. */
    int stepOf(int i) {
        return (int) (stepAgent.get(i) >> 32);
    }

    /** The entry at {@code i}, oldest first (a new record). */
    Globals.AvailabilityOp get(int i) {
        long sa = stepAgent.get(i);
        long ss = seqShape.get(i);
        Globals.AvailabilityOp s = shapes[(int) (ss & LOW)];
        return new Globals.AvailabilityOp((int) sa, (int) (ss >> 32), s.level(), s.semantics(), s.reference(),
                s.location(), s.knowledge(), s.classMask());
    }
}
