package dev.syncscope.core.memory;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Predicate;

/**
 * A persistent singly linked list, newest element first, with O(1) prepend and shared tails, so
 * that immutable memory states can be copied cheaply per step. Immutable.
 *
 * @param <T> element type
 */
public final class PList<T> implements Iterable<T> {

    private static final PList<?> EMPTY = new PList<>(null, null, 0);

    private final T head;
    private final PList<T> tail;
    private final int size;

    private PList(T head, PList<T> tail, int size) {
        this.head = head;
        this.tail = tail;
        this.size = size;
    }

    @SuppressWarnings("unchecked")
    public static <T> PList<T> empty() {
        return (PList<T>) EMPTY;
    }

    public PList<T> prepend(T value) {
        return new PList<>(value, this, size + 1);
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** The newest element. */
    public T head() {
        if (size == 0) {
            throw new NoSuchElementException();
        }
        return head;
    }

    /** This list without its newest element (for walking a list on a hot path without an iterator). */
    public PList<T> tail() {
        if (size == 0) {
            throw new NoSuchElementException();
        }
        return tail;
    }

    /** This list with the first element equal by identity to {@code old} replaced by {@code neu}. */
    public PList<T> replace(T old, T neu) {
        if (size > 0 && head == old) {
            return tail.prepend(neu);
        }
        int at = 0;
        PList<T> cur = this;
        while (cur.size > 0 && cur.head != old) {
            cur = cur.tail;
            at++;
        }
        if (cur.size == 0) {
            return this;
        }
        return rebuild(this, at, null, cur.tail.prepend(neu));
    }

    /** This list without the elements matching {@code drop} (a pure test). */
    public PList<T> removeIf(Predicate<T> drop) {
        // everything after the last dropped element is kept as it is
        int last = -1;
        int i = 0;
        for (PList<T> c = this; c.size > 0; c = c.tail, i++) {
            if (drop.test(c.head)) {
                last = i;
            }
        }
        if (last < 0) {
            return this;
        }
        PList<T> keptTail = this;
        for (int j = 0; j <= last; j++) {
            keptTail = keptTail.tail;
        }
        return rebuild(this, last, drop, keptTail);
    }

    /**
     * {@code tail} with those of the first {@code n} elements of {@code from} that do not match {@code drop}
     * (all of them when it is {@code null}) prepended in their order.
     */
    @SuppressWarnings("unchecked")
    private static <T> PList<T> rebuild(PList<T> from, int n, Predicate<T> drop, PList<T> tail) {
        if (n == 0) {
            return tail;
        }
        Object[] prefix = new Object[n];
        int m = 0;
        PList<T> c = from;
        for (int j = 0; j < n; j++, c = c.tail) {
            if (drop == null || !drop.test(c.head)) {
                prefix[m++] = c.head;
            }
        }
        PList<T> out = tail;
        for (int j = m - 1; j >= 0; j--) {
            out = out.prepend((T) prefix[j]);
        }
        return out;
    }

    /** Oldest first. */
    public List<T> toListOldestFirst() {
        List<T> out = new ArrayList<>(size);
        for (T t : this) {
            out.add(t);
        }
        java.util.Collections.reverse(out);
        return out;
    }

    @Override
    public Iterator<T> iterator() {
        return new Iterator<>() {
            private PList<T> cur = PList.this;

            @Override
            public boolean hasNext() {
                return cur.size > 0;
            }

            @Override
            public T next() {
                if (cur.size == 0) {
                    throw new NoSuchElementException();
                }
                T v = cur.head;
                cur = cur.tail;
                return v;
            }
        };
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof PList<?> other) || other.size != size) {
            return false;
        }
        PList<?> a = this;
        PList<?> b = other;
        while (a.size > 0) {
            if (a == b) {
                return true;
            }
            if (!java.util.Objects.equals(a.head, b.head)) {
                return false;
            }
            a = a.tail;
            b = b.tail;
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (T t : this) {
            h = 31 * h + java.util.Objects.hashCode(t);
        }
        return h;
    }
}
