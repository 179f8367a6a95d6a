package dev.syncscope.core.exec;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The registers {@code r0}, {@code r1}, … of a {@link ScriptedThread} as a persistent chain: adding
 * the next register is one small object that shares all earlier ones, instead of a copy of the
 * whole map per read. A read-only {@link Map} (equal to any map with the same entries). Immutable.
 */
final class ScriptRegisters extends AbstractMap<String, Long> {

    static final ScriptRegisters EMPTY = new ScriptRegisters(null, 0, 0);

    private final ScriptRegisters parent;
    private final long value;
    private final int size;

    private ScriptRegisters(ScriptRegisters parent, long value, int size) {
        this.parent = parent;
        this.value = value;
        this.size = size;
    }

    /** These registers and {@code r<size>} = {@code v}. */
    ScriptRegisters plus(long v) {
        return new ScriptRegisters(this, v, size + 1);
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean containsKey(Object key) {
        return index(key) >= 0;
    }

    @Override
    public Long get(Object key) {
        int i = index(key);
        if (i < 0) {
            return null;
        }
        ScriptRegisters r = this;
        while (r.size > i + 1) {
            r = r.parent;
        }
        return r.value;
    }

    private int index(Object key) {
        if (!(key instanceof String s) || s.length() < 2 || s.charAt(0) != 'r') {
            return -1;
        }
        int i = 0;
        for (int k = 1; k < s.length(); k++) {
            char c = s.charAt(k);
            if (c < '0' || c > '9' || (k == 1 && c == '0' && s.length() > 2) || i > 100_000_000) {
                return -1;
            }
            i = i * 10 + (c - '0');
        }
        return i < size ? i : -1;
    }

    @Override
    public Set<Entry<String, Long>> entrySet() {
        long[] values = new long[size];
        for (ScriptRegisters r = this; r.size > 0; r = r.parent) {
            values[r.size - 1] = r.value;
        }
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<String, Long>> iterator() {
                return new Iterator<>() {
                    private int i;

                    @Override
                    public boolean hasNext() {
                        return i < values.length;
                    }

                    @Override
                    public Entry<String, Long> next() {
                        if (i >= values.length) {
                            throw new NoSuchElementException();
                        }
                        Entry<String, Long> e = Map.entry("r" + i, values[i]);
                        i++;
                        return e;
                    }
                };
            }

            @Override
            public int size() {
                return values.length;
            }
        };
    }
}
