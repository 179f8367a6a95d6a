package dev.syncscope.core.spirv;

import dev.syncscope.core.model.FaultReason;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The invocation-local variables (Function and Private storage) during one {@link Machine} run, over the frozen
 * cells of its {@link SpirvThread}. A store into an element of a composite variable copies the variable's list
 * once per run and then writes that copy in place: copying it at every store made a loop filling
 * {@code uint a[65536]} take a second per invocation (65,536 copies of 65,536 entries), an hour for a dispatch of
 * 4,096. Every value that leaves (a load of the whole variable, the frozen state) is an immutable list, as before.
 * Owned by the machine's thread.
 */
final class LocalCells {
    private final PVec.Edit cells;
    /**
     * The cells whose value is this run's own {@link ArrayList}, which nothing else refers to; null until the first
     * (most runs store no element of a composite: a set per run cost the kernel path 72 bytes a step).
     */
    private BitSet owned;
    /** Whether this run read or partly wrote a variable before any store to it (its value undefined: Unassigned). */
    boolean madeUndefined;

    LocalCells(PVec base) {
        this.cells = new PVec.Edit(base);
    }

    /** A variable's new value (its declaration, or a store of the whole variable). */
    void set(int cell, Object value) {
        if (owned != null) {
            owned.clear(cell);
        }
        cells.set(cell, value);
    }

    /** The value at {@code path} in {@code cell} ({@link Pointers#read}). */
    Object read(int cell, List<Integer> path) {
        if (path.isEmpty() && owned != null && owned.get(cell)) {
            release(cell); // the whole list becomes a value: later stores must not change it
        }
        Object v = cells.get(cell);
        madeUndefined |= v instanceof Pointers.Unassigned;
        return Pointers.read(v, path);
    }

    /** Stores {@code value} at {@code path} in {@code cell} ({@link Pointers#write}, with the same faults). */
    void write(int cell, List<Integer> path, Object value) {
        if (path.isEmpty()) {
            set(cell, value);
            return;
        }
        Object v = cells.get(cell);
        if (owned == null) {
            owned = new BitSet();
        }
        if (!owned.get(cell)) {
            if (v instanceof Pointers.Unassigned u) {
                // the members not written keep the undefined value of the variable
                v = u.undefined();
                madeUndefined = true;
            }
            v = new ArrayList<Object>(Arith.vector(v));
            cells.set(cell, v);
            owned.set(cell);
        }
        @SuppressWarnings("unchecked")
        List<Object> list = (List<Object>) v;
        int at = path.get(0);
        if (at < 0 || at >= list.size()) {
            throw new Fault(FaultReason.of(FaultReason.Kind.INDEX_OUT_OF_BOUNDS, at, list.size()));
        }
        list.set(at, Pointers.write(list.get(at), path.subList(1, path.size()), value));
    }

    /** The cells as an immutable vector; the run's own lists become immutable copies. */
    PVec freeze() {
        for (int c = owned == null ? -1 : owned.nextSetBit(0); c >= 0; c = owned.nextSetBit(c + 1)) {
            release(c);
        }
        return cells.freeze();
    }

    private void release(int cell) {
        owned.clear(cell);
        cells.set(cell, List.copyOf((List<?>) cells.get(cell)));
    }
}
