package dev.syncscope.core.check;

import java.util.function.IntPredicate;

/**
 * A set of events of one execution (a bit set over {@code 0..n-1}), the Alloy model's event sets
 * such as {@code W}, {@code R}, {@code ACQ}. Immutable.
 */
public final class EventSet {
    private final int n;
    private final long[] words;

    EventSet(int n, long[] words) {
        this.n = n;
        this.words = words;
    }

    /** The events {@code e} of {@code 0..n-1} with {@code test(e)}. */
    public static EventSet of(int n, IntPredicate test) {
        long[] w = new long[(n + 63) >>> 6];
        for (int e = 0; e < n; e++) {
            if (test.test(e)) {
                w[e >>> 6] |= 1L << e;
            }
        }
        return new EventSet(n, w);
    }

    /** The universe size (number of events of the execution), not the cardinality. */
    public int size() {
        return n;
    }

    public boolean contains(int e) {
        return (words[e >>> 6] & (1L << e)) != 0;
    }

    public int count() {
        int c = 0;
        for (long w : words) {
            c += Long.bitCount(w);
        }
        return c;
    }

    /** The first member at or after {@code from}, or -1. */
    public int next(int from) {
        if (from >= n) {
            return -1;
        }
        int wi = from >>> 6;
        long w = words[wi] & (-1L << from);
        while (true) {
            if (w != 0) {
                int e = (wi << 6) + Long.numberOfTrailingZeros(w);
                return e < n ? e : -1;
            }
            if (++wi >= words.length) {
                return -1;
            }
            w = words[wi];
        }
    }

    public EventSet union(EventSet o) {
        long[] r = words.clone();
        for (int i = 0; i < r.length; i++) {
            r[i] |= o.words[i];
        }
        return new EventSet(n, r);
    }

    public EventSet intersect(EventSet o) {
        long[] r = words.clone();
        for (int i = 0; i < r.length; i++) {
            r[i] &= o.words[i];
        }
        return new EventSet(n, r);
    }

    public EventSet minus(EventSet o) {
        long[] r = words.clone();
        for (int i = 0; i < r.length; i++) {
            r[i] &= ~o.words[i];
        }
        return new EventSet(n, r);
    }

    long[] words() {
        return words.clone();
    }
}
