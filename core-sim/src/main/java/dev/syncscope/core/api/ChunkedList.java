package dev.syncscope.core.api;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An immutable list stored in chunks of {@value #CHUNK} elements, so that a list differing from
 * another in a few elements shares the other's unchanged chunks ({@link #with}): consecutive
 * snapshots share the views of the agents and locations a step did not touch instead of copying
 * every reference. Equal to any {@link List} with the same elements. Immutable: no chunk is written
 * after the list that made it was returned.
 *
 * @param <T> element type (no nulls)
 */
final class ChunkedList<T> extends AbstractList<T> implements RandomAccess {

    static final int CHUNK = 64;

    private final Object[][] chunks;
    private final int size;

    private ChunkedList(Object[][] chunks, int size) {
        this.chunks = chunks;
        this.size = size;
    }

    /** A list of {@code elements}' current values (the array is copied). */
    static <T> ChunkedList<T> of(T[] elements) {
        Object[][] chunks = new Object[(elements.length + CHUNK - 1) / CHUNK][];
        for (int c = 0; c < chunks.length; c++) {
            chunks[c] = Arrays.copyOfRange(elements, c * CHUNK, Math.min(elements.length, (c + 1) * CHUNK), Object[].class);
            for (Object o : chunks[c]) {
                Objects.requireNonNull(o);
            }
        }
        return new ChunkedList<>(chunks, elements.length);
    }

    /**
     * {@code list} with the elements of {@code now} (same length): {@code list} itself when every element
     * is the same object, else a list sharing the chunks whose elements are all the same objects.
     */
    static <T> ChunkedList<T> with(ChunkedList<T> list, T[] now) {
        if (list == null || list.size != now.length) {
            return of(now);
        }
        Object[][] chunks = null;
        for (int c = 0; c < list.chunks.length; c++) {
            Object[] chunk = list.chunks[c];
            int from = c * CHUNK;
            for (int i = 0; i < chunk.length; i++) {
                if (chunk[i] != now[from + i]) {
                    if (chunks == null) {
                        chunks = list.chunks.clone();
                    }
                    chunks[c] = Arrays.copyOfRange(now, from, from + chunk.length, Object[].class);
                    for (Object o : chunks[c]) {
                        Objects.requireNonNull(o);
                    }
                    break;
                }
            }
        }
        return chunks == null ? list : new ChunkedList<>(chunks, list.size);
    }

    @Override
    @SuppressWarnings("unchecked")
    public T get(int index) {
        Objects.checkIndex(index, size);
        return (T) chunks[index / CHUNK][index % CHUNK];
    }

    @Override
    public int size() {
        return size;
    }
}
