package dev.syncscope.core.memory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;

/**
 * A persistent list in numbered slots, oldest first, that grows at its newest end and loses elements anywhere (a
 * location's live writes: a new write is the newest, a retired one may be any). A removed element leaves its slot
 * empty, so the others keep their numbers (the data-race check's skip links name them) and a removal copies O(log n)
 * trie nodes, where a linked list copies every newer element (a histogram bin that each of 16,384 invocations adds to
 * four times copied about a thousand nodes per step, and a trace kept them all). Slot numbers only grow: once empty
 * slots outnumber the elements, or none is left, the elements move to fresh slots numbered after every earlier one
 * ({@link #renumbered}), so a number names one element for as long as it is in a version of this list. Numbers grow
 * by a few per removal at most, so an int holds them for far more writes to one location than a run's step limit
 * allows. Immutable.
 *
 * <p>The layout is a 32-way trie of full blocks of slots with the newest block apart (as in Bagwell's persistent
 * vector): appending copies at most that block, and every 32nd append a trie path.
 *
 * @param <T> element type (no {@code null} elements)
 */
public final class PSlots<T> implements Iterable<T> {

    private static final int BITS = 5;
    private static final int WIDTH = 1 << BITS;
    private static final int MASK = WIDTH - 1;
    private static final Object[] NO_NODE = new Object[WIDTH];
    private static final Object[] NO_TAIL = new Object[0];
    private static final PSlots<?> EMPTY = new PSlots<>(0, NO_NODE, BITS, NO_TAIL, 0, 0, -1);

    /** The number of index 0. */
    private final int base;
    /** The full blocks of slots before the newest block. */
    private final Object[] root;
    private final int shift;
    /** The newest block: indices {@code end - tail.length} to {@code end - 1}. */
    private final Object[] tail;
    /** Indices used, removed ones included. */
    private final int end;
    private final int size;
    /** The index of the newest element, -1 when none. */
    private final int newest;

    private PSlots(int base, Object[] root, int shift, Object[] tail, int end, int size, int newest) {
        this.base = base;
        this.root = root;
        this.shift = shift;
        this.tail = tail;
        this.end = end;
        this.size = size;
        this.newest = newest;
    }

    @SuppressWarnings("unchecked")
    public static <T> PSlots<T> empty() {
        return (PSlots<T>) EMPTY;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** The newest element. */
    public T newest() {
        if (size == 0) {
            throw new NoSuchElementException();
        }
        return element(newest);
    }

    /** The slot of the newest element, -1 when there is none. */
    public int top() {
        return newest < 0 ? -1 : base + newest;
    }

    /** The slot of the newest element older than the one in {@code slot}, -1 when there is none. */
    public int below(int slot) {
        for (int i = Math.min(slot - base, end) - 1; i >= 0; i--) {
            if (element(i) != null) {
                return base + i;
            }
        }
        return -1;
    }

    /** The element in {@code slot}, {@code null} when it was removed or the slot is not one of this list's. */
    public T at(int slot) {
        int i = slot - base;
        return i < 0 || i >= end ? null : element(i);
    }

    /** Whether {@code other}'s slots are numbered as this list's (neither was {@link #renumbered} since the other). */
    public boolean numberedAs(PSlots<?> other) {
        return base == other.base;
    }

    /** This list with {@code value} as its newest element, in a slot numbered after every other. */
    public PSlots<T> append(T value) {
        Objects.requireNonNull(value);
        int tailOffset = end - tail.length;
        if (tail.length < WIDTH) {
            Object[] t = Arrays.copyOf(tail, tail.length + 1);
            t[tail.length] = value;
            return new PSlots<>(base, root, shift, t, end + 1, size + 1, end);
        }
        // the newest block is full: it joins the trie, at index tailOffset (Bagwell: pushTail)
        Object[] r;
        int s = shift;
        if ((end >>> BITS) > (1 << shift)) {
            r = new Object[WIDTH];
            r[0] = root;
            r[1] = path(shift, tail);
            s += BITS;
        } else {
            r = pushTail(shift, root, tail, tailOffset);
        }
        return new PSlots<>(base, r, s, new Object[] {value}, end + 1, size + 1, end);
    }

    /** This list with {@code value} in {@code slot} instead of its element (which must be there). */
    public PSlots<T> set(int slot, T value) {
        Objects.requireNonNull(value);
        int i = checkedIndex(slot);
        return assoc(i, value, size, newest);
    }

    /** This list with {@code value} in the slot of {@code old} (found by identity), or this list when old is not here. */
    public PSlots<T> replace(T old, T value) {
        for (int c = top(); c >= 0; c = below(c)) {
            if (at(c) == old) {
                return set(c, value);
            }
        }
        return this;
    }

    /**
     * This list without the element in {@code slot} (which must be there). Others keep their slots unless empty slots
     * then outnumber the elements: then all move to new ones ({@link #renumbered}).
     */
    public PSlots<T> remove(int slot) {
        return remove(new int[] {slot}, 1);
    }

    /** As {@link #remove(int)} for the first {@code count} of {@code slots} (each holding an element, no two alike). */
    public PSlots<T> remove(int[] slots, int count) {
        if (count == 0) {
            return this;
        }
        if (count == size) {
            for (int k = 0; k < count; k++) {
                checkedIndex(slots[k]);
            }
            return new PSlots<>(base + end, NO_NODE, BITS, NO_TAIL, 0, 0, -1);
        }
        PSlots<T> out = this;
        for (int k = 0; k < count; k++) {
            int i = out.checkedIndex(slots[k]);
            int n = out.newest;
            if (i == n) {
                do {
                    n--;
                } while (out.element(n) == null);
            }
            out = out.assoc(i, null, out.size - 1, n);
        }
        return out.end - out.size > out.size ? out.renumbered() : out;
    }

    /**
     * {@link #remove(int[], int)}, then {@link #append} of {@code value}: one new list when every element goes (a
     * store that retires its location's only live write, the most common store).
     */
    public PSlots<T> removeAndAppend(int[] slots, int count, T value) {
        if (count == 0 || count != size) {
            return remove(slots, count).append(value);
        }
        Objects.requireNonNull(value);
        for (int k = 0; k < count; k++) {
            checkedIndex(slots[k]);
        }
        return new PSlots<>(base + end, NO_NODE, BITS, new Object[] {value}, 1, 1, 0);
    }

    /** The same elements in fresh slots 0.. of a new numbering, after every number this list used. */
    PSlots<T> renumbered() {
        PSlots<T> out = new PSlots<>(base + end, NO_NODE, BITS, NO_TAIL, 0, 0, -1);
        for (int i = 0; i < end; i++) {
            T t = element(i);
            if (t != null) {
                out = out.append(t);
            }
        }
        return out;
    }

    /** Oldest first. */
    public List<T> toListOldestFirst() {
        List<T> out = new ArrayList<>(size);
        for (int i = 0; i < end; i++) {
            T t = element(i);
            if (t != null) {
                out.add(t);
            }
        }
        return out;
    }

    /** Newest first. */
    @Override
    public Iterator<T> iterator() {
        return new Iterator<>() {
            private int next = top();

            @Override
            public boolean hasNext() {
                return next >= 0;
            }

            @Override
            public T next() {
                if (next < 0) {
                    throw new NoSuchElementException();
                }
                T t = at(next);
                next = below(next);
                return t;
            }
        };
    }

    private int checkedIndex(int slot) {
        int i = slot - base;
        if (i < 0 || i >= end || element(i) == null) {
            throw new NoSuchElementException("no element in slot " + slot);
        }
        return i;
    }

    @SuppressWarnings("unchecked")
    private T element(int i) {
        int tailOffset = end - tail.length;
        if (i >= tailOffset) {
            return (T) tail[i - tailOffset];
        }
        Object[] node = root;
        for (int level = shift; level > 0; level -= BITS) {
            node = (Object[]) node[(i >>> level) & MASK];
        }
        return (T) node[i & MASK];
    }

    /** This list with index {@code i} holding {@code value} (null: removed), {@code size} elements, the newest {@code n}. */
    private PSlots<T> assoc(int i, T value, int size, int n) {
        int tailOffset = end - tail.length;
        if (i >= tailOffset) {
            Object[] t = tail.clone();
            t[i - tailOffset] = value;
            return new PSlots<>(base, root, shift, t, end, size, n);
        }
        return new PSlots<>(base, assoc(shift, root, i, value), shift, tail, end, size, n);
    }

    private static Object[] assoc(int level, Object[] node, int i, Object value) {
        Object[] out = node.clone();
        if (level == 0) {
            out[i & MASK] = value;
        } else {
            int sub = (i >>> level) & MASK;
            out[sub] = assoc(level - BITS, (Object[]) node[sub], i, value);
        }
        return out;
    }

    /** {@code parent} (at {@code level}) with the full block {@code block}, of indices from {@code at}, added. */
    private static Object[] pushTail(int level, Object[] parent, Object[] block, int at) {
        Object[] out = parent.clone();
        int sub = (at >>> level) & MASK;
        if (level == BITS) {
            out[sub] = block;
        } else {
            Object[] child = (Object[]) parent[sub];
            out[sub] = child != null ? pushTail(level - BITS, child, block, at) : path(level - BITS, block);
        }
        return out;
    }

    /** A chain of new nodes from {@code level} down to {@code block}. */
    private static Object[] path(int level, Object[] block) {
        if (level == 0) {
            return block;
        }
        Object[] out = new Object[WIDTH];
        out[0] = path(level - BITS, block);
        return out;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof PSlots<?> other) || other.size != size) {
            return false;
        }
        Iterator<?> a = iterator();
        Iterator<?> b = other.iterator();
        while (a.hasNext()) {
            if (!Objects.equals(a.next(), b.next())) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (T t : this) {
            h = 31 * h + t.hashCode();
        }
        return h;
    }

    @Override
    public String toString() {
        return toListOldestFirst().toString();
    }
}
