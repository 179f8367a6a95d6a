package dev.syncscope.core.check;

import java.util.ArrayList;
import java.util.List;

/**
 * A binary relation over the events {@code 0..n-1} of one execution, as a bit matrix (row {@code a}
 * holds the {@code b} with {@code a → b}). The operations mirror the Alloy relational operators the
 * official model is written in: union, intersection, difference, composition ({@code .}), inverse
 * ({@code ~}), transitive closure ({@code ^}), reflexive closure and {@code imm}. Immutable: every
 * operation returns a new relation.
 */
public final class Relation {
    private final int n;
    private final int words;
    private final long[] bits;

    private Relation(int n, long[] bits) {
        this.n = n;
        this.words = (n + 63) >>> 6;
        this.bits = bits;
    }

    /** The empty relation over {@code n} events. */
    public static Relation empty(int n) {
        return new Relation(n, new long[n * ((n + 63) >>> 6)]);
    }

    /** The identity over the events in {@code set} (Alloy {@code stor[set]}). */
    public static Relation identity(EventSet set) {
        Relation r = empty(set.size());
        for (int a = set.next(0); a >= 0; a = set.next(a + 1)) {
            r.bits[a * r.words + (a >>> 6)] |= 1L << a;
        }
        return r;
    }

    /** {@code from -> to}: every pair with the first in {@code from} and the second in {@code to}. */
    public static Relation product(EventSet from, EventSet to) {
        Relation r = empty(from.size());
        long[] row = to.words();
        for (int a = from.next(0); a >= 0; a = from.next(a + 1)) {
            System.arraycopy(row, 0, r.bits, a * r.words, r.words);
        }
        return r;
    }

    /** Number of events the relation ranges over. */
    public int eventCount() {
        return n;
    }

    public boolean contains(int a, int b) {
        return (bits[a * words + (b >>> 6)] & (1L << b)) != 0;
    }

    /** Word {@code w} of row {@code a}: bit {@code b} of it is {@code a → (w * 64 + b)}. */
    long word(int a, int w) {
        return bits[a * words + w];
    }

    /** A copy of the rows, {@code (n + 63) / 64} words each. */
    long[] bitsCopy() {
        return bits.clone();
    }

    /** Number of pairs (Alloy {@code #r}). */
    public int size() {
        int c = 0;
        for (long w : bits) {
            c += Long.bitCount(w);
        }
        return c;
    }

    public boolean isEmpty() {
        for (long w : bits) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    /** All pairs {@code {a, b}} in row-major order. */
    public List<int[]> pairs() {
        // the set bits of each row word by word: a test per pair took seconds at thousands of events per execution
        List<int[]> out = new ArrayList<>();
        for (int a = 0; a < n; a++) {
            int base = a * words;
            for (int w = 0; w < words; w++) {
                for (long word = bits[base + w]; word != 0; word &= word - 1) {
                    out.add(new int[] {a, (w << 6) + Long.numberOfTrailingZeros(word)});
                }
            }
        }
        return out;
    }

    /** The events {@code b} with {@code a → b}. */
    public EventSet successors(int a) {
        long[] row = new long[words];
        System.arraycopy(bits, a * words, row, 0, words);
        return new EventSet(n, row);
    }

    public Relation union(Relation o) {
        long[] r = bits.clone();
        for (int i = 0; i < r.length; i++) {
            r[i] |= o.bits[i];
        }
        return new Relation(n, r);
    }

    public Relation intersect(Relation o) {
        long[] r = bits.clone();
        for (int i = 0; i < r.length; i++) {
            r[i] &= o.bits[i];
        }
        return new Relation(n, r);
    }

    public Relation minus(Relation o) {
        long[] r = bits.clone();
        for (int i = 0; i < r.length; i++) {
            r[i] &= ~o.bits[i];
        }
        return new Relation(n, r);
    }

    /** A test of one pair {@code a → b}. */
    @FunctionalInterface
    public interface PairTest {
        boolean test(int a, int b);
    }

    /** The pairs of this relation that pass {@code test} (visits only this relation's pairs). */
    public Relation filter(PairTest test) {
        long[] r = new long[bits.length];
        for (int a = 0; a < n; a++) {
            int base = a * words;
            for (int w = 0; w < words; w++) {
                for (long word = bits[base + w]; word != 0; word &= word - 1) {
                    int b = (w << 6) + Long.numberOfTrailingZeros(word);
                    if (test.test(a, b)) {
                        r[base + w] |= 1L << b;
                    }
                }
            }
        }
        return new Relation(n, r);
    }

    /** Restricts the domain to {@code set} ({@code stor[set] . r}). */
    public Relation domain(EventSet set) {
        long[] r = new long[bits.length];
        for (int a = set.next(0); a >= 0; a = set.next(a + 1)) {
            System.arraycopy(bits, a * words, r, a * words, words);
        }
        return new Relation(n, r);
    }

    /** Restricts the range to {@code set} ({@code r . stor[set]}). */
    public Relation range(EventSet set) {
        long[] r = bits.clone();
        long[] mask = set.words();
        for (int a = 0; a < n; a++) {
            for (int w = 0; w < words; w++) {
                r[a * words + w] &= mask[w];
            }
        }
        return new Relation(n, r);
    }

    /** Relational composition {@code this . o}. */
    public Relation compose(Relation o) {
        long[] r = new long[bits.length];
        for (int a = 0; a < n; a++) {
            int base = a * words;
            for (int w = 0; w < words; w++) {
                long word = bits[base + w];
                while (word != 0) {
                    int b = (w << 6) + Long.numberOfTrailingZeros(word);
                    word &= word - 1;
                    int ob = b * words;
                    for (int k = 0; k < words; k++) {
                        r[base + k] |= o.bits[ob + k];
                    }
                }
            }
        }
        return new Relation(n, r);
    }

    /** Inverse {@code ~r}. */
    public Relation inverse() {
        // 64 x 64 blocks of bits, each transposed in registers: a dense relation of n events has n^2 pairs (every
        // access with every other of its location), which set one bit at a time took seconds at thousands of events
        Relation r = empty(n);
        long[] block = new long[64];
        for (int bi = 0; bi < words; bi++) {
            int rowStart = bi << 6;
            int rows = Math.min(64, n - rowStart);
            for (int bj = 0; bj < words; bj++) {
                long any = 0;
                for (int i = 0; i < rows; i++) {
                    block[i] = bits[(rowStart + i) * words + bj];
                    any |= block[i];
                }
                if (any == 0) {
                    continue;
                }
                java.util.Arrays.fill(block, rows, 64, 0L);
                transpose64(block);
                int colStart = bj << 6;
                int cols = Math.min(64, n - colStart);
                for (int j = 0; j < cols; j++) {
                    r.bits[(colStart + j) * words + bi] = block[j];
                }
            }
        }
        return r;
    }

    /**
     * Transposes the 64 x 64 bit matrix {@code x} in place (row i, bit j becomes row j, bit i): swap the two
     * off-diagonal 32 x 32 blocks, then the off-diagonal 16 x 16 blocks of each quarter, down to single bits.
     */
    private static void transpose64(long[] x) {
        long m = 0x00000000FFFFFFFFL;
        for (int j = 32; j != 0; j >>>= 1, m ^= m << j) {
            for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
                long t = ((x[k] >>> j) ^ x[k | j]) & m;
                x[k] ^= t << j;
                x[k | j] ^= t;
            }
        }
    }

    /** {@code r + ~r}. */
    public Relation symmetric() {
        return union(inverse());
    }

    /** Transitive closure {@code ^r} (Warshall on bit rows). */
    public Relation closure() {
        long[] r = bits.clone();
        for (int k = 0; k < n; k++) {
            int kb = k * words;
            if (emptyRow(r, kb)) {
                // nothing to pass on through k: a sparse relation (a release sequence's RMW steps) skips most of the
                // n x n column tests, which at tens of thousands of events took seconds
                continue;
            }
            long kbit = 1L << k;
            int kw = k >>> 6;
            for (int a = 0; a < n; a++) {
                int ab = a * words;
                if ((r[ab + kw] & kbit) != 0) {
                    for (int w = 0; w < words; w++) {
                        r[ab + w] |= r[kb + w];
                    }
                }
            }
        }
        return new Relation(n, r);
    }

    private boolean emptyRow(long[] r, int from) {
        for (int w = 0; w < words; w++) {
            if (r[from + w] != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The events a path of one or more pairs leads to from an event of {@code sources} ({@code sources.^r} in Alloy):
     * one query of the closure without building it. On the inverse, the events with a path into a set.
     */
    public EventSet reachableFrom(EventSet sources) {
        long[] seen = new long[words];
        boolean[] expanded = new boolean[n];
        int[] stack = new int[2 * n];
        int top = 0;
        for (int t = sources.next(0); t >= 0; t = sources.next(t + 1)) {
            stack[top++] = t;
        }
        while (top > 0) {
            int x = stack[--top];
            if (expanded[x]) {
                continue;
            }
            expanded[x] = true;
            int base = x * words;
            for (int w = 0; w < words; w++) {
                long fresh = bits[base + w] & ~seen[w];
                seen[w] |= fresh;
                for (; fresh != 0; fresh &= fresh - 1) {
                    int u = (w << 6) + Long.numberOfTrailingZeros(fresh);
                    if (!expanded[u]) {
                        stack[top++] = u;
                    }
                }
            }
        }
        return new EventSet(n, seen);
    }

    /** Reflexive closure over all events (Alloy {@code rc[r] = r + iden}). */
    public Relation reflexive() {
        long[] r = bits.clone();
        for (int a = 0; a < n; a++) {
            r[a * words + (a >>> 6)] |= 1L << a;
        }
        return new Relation(n, r);
    }

    /** Removes the identity pairs ({@code r - iden}). */
    public Relation irreflexive() {
        long[] r = bits.clone();
        for (int a = 0; a < n; a++) {
            r[a * words + (a >>> 6)] &= ~(1L << a);
        }
        return new Relation(n, r);
    }

    /** {@code imm[r] = r - r.^r}: pairs with nothing of {@code r} in between. */
    public Relation immediate() {
        return minus(compose(closure()));
    }

    /**
     * Whether the relation has no cycle: a depth-first search that finds no edge back to an event still on
     * its path, in time linear in the pairs (the closure this used to build took cubic time).
     */
    public boolean isAcyclic() {
        byte[] state = new byte[n]; // 0 unvisited, 1 on the current path, 2 done
        int[] path = new int[n];
        int[] resume = new int[n]; // per event on the path: the next column of its row to look at
        for (int root = 0; root < n; root++) {
            if (state[root] != 0) {
                continue;
            }
            int depth = 0;
            path[depth++] = root;
            state[root] = 1;
            resume[root] = 0;
            while (depth > 0) {
                int a = path[depth - 1];
                int b = nextSuccessor(a, resume[a]);
                if (b < 0) {
                    state[a] = 2;
                    depth--;
                    continue;
                }
                resume[a] = b + 1;
                if (state[b] == 1) {
                    return false;
                }
                if (state[b] == 0) {
                    state[b] = 1;
                    resume[b] = 0;
                    path[depth++] = b;
                }
            }
        }
        return true;
    }

    /** The first {@code b >= from} with {@code a → b}, or -1. */
    private int nextSuccessor(int a, int from) {
        if (from >= n) {
            return -1;
        }
        int base = a * words;
        int w = from >>> 6;
        long word = bits[base + w] & (-1L << from);
        while (true) {
            if (word != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(word);
            }
            if (++w == words) {
                return -1;
            }
            word = bits[base + w];
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Relation r && r.n == n && java.util.Arrays.equals(bits, r.bits);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(bits);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("{");
        for (int[] p : pairs()) {
            sb.append(sb.length() > 1 ? ", " : "").append(p[0]).append("->").append(p[1]);
        }
        return sb.append('}').toString();
    }

    /** Accumulates pairs for one relation. Owned by the thread building it. */
    public static final class Builder {
        private final Relation r;

        public Builder(int n) {
            r = empty(n);
        }

        public Builder add(int a, int b) {
            r.bits[a * r.words + (b >>> 6)] |= 1L << b;
            return this;
        }

        /** Adds {@code a → b} for every {@code b} in {@code row} (a row of the relation's width). */
        public Builder addRow(int a, long[] row) {
            int base = a * r.words;
            for (int w = 0; w < r.words; w++) {
                r.bits[base + w] |= row[w];
            }
            return this;
        }

        /** The relation; the builder must not be used afterwards. */
        public Relation build() {
            return r;
        }
    }
}
