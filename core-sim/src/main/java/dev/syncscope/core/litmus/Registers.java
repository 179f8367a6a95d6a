package dev.syncscope.core.litmus;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The register file of one litmus thread: a fixed list of register names (those the code mentions)
 * and their values. Immutable; {@link #with(String, long)} returns a copy.
 */
public final class Registers {
    private final List<String> names;
    private final long[] values;

    Registers(List<String> names, long[] values) {
        this.names = names;
        this.values = values;
    }

    /** The value of {@code name}; registers the code never mentions read as 0. */
    public long get(String name) {
        int slot = names.indexOf(name);
        return slot < 0 ? 0 : values[slot];
    }

    /** A copy with {@code name} set to {@code value}. */
    public Registers with(String name, long value) {
        int slot = names.indexOf(name);
        if (slot < 0) {
            throw new IllegalArgumentException("unknown register " + name);
        }
        long[] copy = values.clone();
        copy[slot] = value;
        return new Registers(names, copy);
    }

    /** All registers in declaration order. */
    public Map<String, Long> asMap() {
        Map<String, Long> map = new LinkedHashMap<>();
        for (int i = 0; i < values.length; i++) {
            map.put(names.get(i), values[i]);
        }
        return map;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Registers r && names.equals(r.names) && Arrays.equals(values, r.values);
    }

    @Override
    public int hashCode() {
        return names.hashCode() * 31 + Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return asMap().toString();
    }
}
