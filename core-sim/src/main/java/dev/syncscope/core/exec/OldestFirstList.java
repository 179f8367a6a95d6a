package dev.syncscope.core.exec;

import dev.syncscope.core.memory.PList;

import java.util.List;

/**
 * A persistent list (newest first) as an immutable list oldest first, made again only when the
 * persistent list changed (the engine's diagnostics and races are asked for after every step).
 * Owned by the engine's thread.
 */
final class OldestFirstList<T> {

    private PList<T> of;
    private List<T> list;

    /** {@code p} oldest first: the same list object as last time when {@code p} is the same. */
    List<T> of(PList<T> p) {
        if (p != of) {
            list = List.copyOf(p.toListOldestFirst());
            of = p;
        }
        return list;
    }
}
