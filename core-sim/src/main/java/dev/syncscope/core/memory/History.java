package dev.syncscope.core.memory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A persistent list of accesses that only grows at its newest end (a location's retired writes or its
 * reads), kept in arrays oldest first with each access's id, agent and reference name beside it. The
 * data-race check and the read path walk these histories at every access; the columns let them pass
 * over the accesses of the same agent and reference (location-ordered by program order, VK MM:
 * Location-Ordered, first bullet) without loading the records, which a long run has scattered over
 * the heap.
 *
 * <p>Immutable as seen by its users: a version is two arrays it may share with other versions and a size,
 * and sees the arrays' first {@code size} elements only, which are written once. {@link #prepend} writes
 * the next element in place when no other version has (the common case: a step extends the current
 * state), else copies (a step taken after stepping back, or full arrays). So a step's before/after pair
 * costs O(1) amortized, and an element about 16 bytes instead of a list node. An element that a
 * discarded step wrote past the current version's size stays referenced by the shared arrays until they
 * are next copied (at most as many elements as the version has). Written by the engine's thread only;
 * another thread reads only elements published with its version.
 *
 * @param <T> element type
 */
public final class History<T> implements Iterable<T> {

    private static final long LOW = 0xFFFF_FFFFL;
    /** {@link #maxTag()} of a history none of whose elements has a tag. */
    public static final int NO_TAG = Integer.MIN_VALUE;
    private static final History<?> EMPTY = new History<>(new Object[0], new long[0], 0, NO_TAG);

    /** Per element: the element, then the name of the reference it was made through. */
    private final Object[] slots;
    /** Per element: its id (high half) and agent (low half). */
    private final long[] keys;
    private final int size;
    /** The largest tag of this version's elements ({@link #NO_TAG}: none has one). */
    private final int maxTag;

    private History(Object[] slots, long[] keys, int size, int maxTag) {
        this.slots = slots;
        this.keys = keys;
        this.size = size;
        this.maxTag = maxTag;
    }

    @SuppressWarnings("unchecked")
    public static <T> History<T> empty() {
        return (History<T>) EMPTY;
    }

    /**
     * This history with {@code value} (not null) as its newest element, made by access {@code id} (a trace
     * position, so an int) of {@code agent} through the reference named {@code reference}.
     */
    public History<T> prepend(T value, long id, int agent, String reference) {
        return prepend(value, id, agent, reference, NO_TAG);
    }

    /**
     * As {@link #prepend(Object, long, int, String)}, with an int {@code tag} of the element's that {@link #maxTag()}
     * keeps the largest of (a read's: the id of the write it read), so a walk looking for large tags can stop
     * early, or not start (O(1) per version).
     */
    public History<T> prepend(T value, long id, int agent, String reference, int tag) {
        java.util.Objects.requireNonNull(value);
        Object[] s = slots;
        long[] k = keys;
        if (size == k.length || s[2 * size] != null) {
            // full, or another version wrote the next element: copy this version's elements
            int capacity = Math.max(2, size * 2);
            s = Arrays.copyOf(s, 2 * capacity);
            k = Arrays.copyOf(k, capacity);
            Arrays.fill(s, 2 * size, s.length, null);
        }
        s[2 * size] = value;
        s[2 * size + 1] = reference;
        k[size] = (long) Math.toIntExact(id) << 32 | (agent & LOW);
        return new History<>(s, k, size + 1, Math.max(maxTag, tag));
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** The largest tag among the elements ({@link #prepend(Object, long, int, String, int)}), {@link #NO_TAG} for none. */
    public int maxTag() {
        return maxTag;
    }

    /** Element {@code i}, oldest first ({@code 0 <= i < size()}). */
    @SuppressWarnings("unchecked")
    public T get(int i) {
        return (T) slots[2 * java.util.Objects.checkIndex(i, size)];
    }

    /** The id of element {@code i} (oldest first). */
    public long id(int i) {
        return keys[java.util.Objects.checkIndex(i, size)] >> 32;
    }

    /** The agent of element {@code i} (oldest first). */
    public int agent(int i) {
        return (int) keys[java.util.Objects.checkIndex(i, size)];
    }

    /** Whether element {@code i} (oldest first) was made by {@code agent} through the reference named {@code reference}. */
    public boolean sameAccessor(int i, int agent, String reference) {
        if ((int) keys[java.util.Objects.checkIndex(i, size)] != agent) {
            return false;
        }
        Object r = slots[2 * i + 1];
        return r == reference || r != null && r.equals(reference);
    }

    /** The newest element. */
    public T head() {
        if (size == 0) {
            throw new NoSuchElementException();
        }
        return get(size - 1);
    }

    /** Oldest first. */
    public List<T> toListOldestFirst() {
        List<T> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            out.add(get(i));
        }
        return out;
    }

    /** Newest first. */
    @Override
    public Iterator<T> iterator() {
        return new Iterator<>() {
            private int next = size - 1;

            @Override
            public boolean hasNext() {
                return next >= 0;
            }

            @Override
            public T next() {
                if (next < 0) {
                    throw new NoSuchElementException();
                }
                return get(next--);
            }
        };
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof History<?> other) || other.size != size) {
            return false;
        }
        if (other.slots == slots) {
            return true;
        }
        for (int i = 0; i < size; i++) {
            if (!java.util.Objects.equals(slots[2 * i], other.slots[2 * i])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (int i = 0; i < size; i++) {
            h = 31 * h + java.util.Objects.hashCode(slots[2 * i]);
        }
        return h;
    }

    @Override
    public String toString() {
        return toListOldestFirst().toString();
    }
}
