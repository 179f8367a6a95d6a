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

    /** This list with the first element equal by identity to {@code old} replaced by {@code neu}. */
    public PList<T> replace(T old, T neu) {
        List<T> prefix = new ArrayList<>();
        PList<T> cur = this;
        while (cur.size > 0 && cur.head != old) {
            prefix.add(cur.head);
            cur = cur.tail;
        }
        if (cur.size == 0) {
            return this;
        }
        return rebuild(prefix, cur.tail.prepend(neu));
    }

    /** This list without the elements matching {@code drop}. */
    public PList<T> removeIf(Predicate<T> drop) {
        boolean any = false;
        for (PList<T> c = this; c.size > 0 && !any; c = c.tail) {
            any = drop.test(c.head);
        }
        if (!any) {
            return this;
        }
        List<T> prefix = new ArrayList<>();
        PList<T> keptTail = this;
        PList<T> cur = this;
        List<T> pending = new ArrayList<>();
        while (cur.size > 0) {
            if (drop.test(cur.head)) {
                prefix.addAll(pending);
                pending.clear();
                keptTail = cur.tail;
            } else {
                pending.add(cur.head);
            }
            cur = cur.tail;
        }
        return keptTail == this ? this : rebuild(prefix, keptTail);
    }

    private static <T> PList<T> rebuild(List<T> prefixNewestFirst, PList<T> tail) {
        PList<T> out = tail;
        for (int i = prefixNewestFirst.size() - 1; i >= 0; i--) {
            out = out.prepend(prefixNewestFirst.get(i));
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
