package dev.syncscope.core.model;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The final observable state of one execution: registers as {@code P1:r0} and memory locations by
 * name, each with its value. Immutable.
 *
 * @param values    every name's value; for a name among {@code undefined}, the value the simulator gives it (the
 *                  launch's initial value, 0), which is not a defined value
 * @param undefined the locations whose final value is undefined: Workgroup memory that no write defined (SPIR-V:
 *                  Workgroup variables have no initializer, {@link Launch#initiallyDefined}), which the window shows as
 *                  undefined; a subset of {@code values}' names
 * @param kinds     the names whose values are no integers ({@link ValueKind#FLOAT32} for a float location or
 *                  register): how {@link #shown} writes them; not part of the outcome's identity (two outcomes with
 *                  the same values are one outcome)
 * @param widths    the names of integer locations narrower than 32 bits, with their width in bits (8 or 16): how
 *                  {@link #holds} compares a value written for them; not part of the outcome's identity either
 */
public record Outcome(Map<String, Long> values, Set<String> undefined, Map<String, ValueKind> kinds,
                      Map<String, Integer> widths) {

    /** How the command line writes an undefined value ({@code big@wg0[1..32767]=undefined}). */
    public static final String UNDEFINED = "undefined";

    public Outcome {
        values = Map.copyOf(values);
        undefined = Set.copyOf(undefined);
        kinds = Map.copyOf(kinds);
        widths = Map.copyOf(widths);
        if (!values.keySet().containsAll(undefined)) {
            throw new IllegalArgumentException("undefined names without a value: " + undefined);
        }
    }

    /** An outcome whose integer locations are all 32- or 64-bit ones. */
    public Outcome(Map<String, Long> values, Set<String> undefined, Map<String, ValueKind> kinds) {
        this(values, undefined, kinds, Map.of());
    }

    /** An outcome of integer values. */
    public Outcome(Map<String, Long> values, Set<String> undefined) {
        this(values, undefined, Map.of());
    }

    /** An outcome every value of which is a defined integer. */
    public Outcome(Map<String, Long> values) {
        this(values, Set.of());
    }

    /**
     * The values as shown, each undefined one as {@code undefinedAs} ({@link #UNDEFINED}, a word, or null): an
     * integer as its {@code Long}, a float as its text ({@link ValueKind#text}: {@code 1.5}, not its bits).
     */
    public Map<String, Object> shown(Object undefinedAs) {
        Map<String, Object> out = new LinkedHashMap<>();
        values.forEach((name, v) -> out.put(name, undefined.contains(name) ? undefinedAs : shown(name, v)));
        return out;
    }

    /**
     * How {@code value} of {@code name} is shown: a {@code Long} (a {@code BigInteger} for a {@code uint64_t} of 2^63
     * or more), or a float's text ({@link #kinds}).
     */
    private Object shown(String name, long value) {
        ValueKind k = kinds.get(name);
        return k == null || k == ValueKind.INTEGER || k == ValueKind.INT64 ? (Object) value
                : k == ValueKind.UINT64 ? k.number(value) : k.text(value);
    }

    /** The kind of {@code name}'s value ({@link ValueKind#INTEGER} unless {@link #kinds} says otherwise). */
    public ValueKind kind(String name) {
        return kinds.getOrDefault(name, ValueKind.INTEGER);
    }

    /**
     * Whether {@code name} ends holding {@code written}, a value a person wrote for it as its location reads values
     * ({@link ValueLiteral#bits(ValueKind)}), compared as {@link ValueKind#sameValue} compares at its width.
     */
    public boolean holds(String name, long written) {
        Long v = values.get(name);
        return v != null && kind(name).sameValue(v, written, widths.getOrDefault(name, 32));
    }

    /** Two outcomes are equal when their values and undefined names are: {@link #kinds} only says how to show them. */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof Outcome other && values.equals(other.values)
                && undefined.equals(other.undefined);
    }

    /**
     * A hash that tells apart outcomes of many locations with small values. The record's (the map's: a sum of {@code
     * name.hashCode() ^ value}) put the 65,536 outcomes of 16 locations of 0 or 1 into 17 buckets, so collecting a
     * check's outcomes into a set compared each with most others, for minutes past the check's time limit. Each entry is
     * mixed (the 64-bit finalizer of MurmurHash3) before the order-free sum, so equal outcomes still hash alike.
     */
    @Override
    public int hashCode() {
        long h = 0;
        for (Map.Entry<String, Long> e : values.entrySet()) {
            h += mix(e.getKey().hashCode() * 0x9E3779B97F4A7C15L + e.getValue());
        }
        for (String name : undefined) {
            h += mix(name.hashCode() ^ 0x5DEECE66DL);
        }
        return Long.hashCode(mix(h));
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
        z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return z ^ (z >>> 33);
    }

    @Override
    public String toString() {
        return new TreeMap<>(shown(UNDEFINED)).toString();
    }
}
