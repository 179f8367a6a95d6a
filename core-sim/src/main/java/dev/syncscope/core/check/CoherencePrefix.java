package dev.syncscope.core.check;

import java.util.Arrays;

/**
 * The coherence graph of a partial reads-from choice, grown one read at a time and shrunk on
 * backtracking: {@code po-loc ∪ asmo} of the candidate and the location order every candidate of its
 * combination has ({@link FixedLocationOrder}), plus for every read chosen so far its {@code rf} edge and its
 * from-reads edges ({@code fr = (~rf . later) ∪ frInit}, irreflexive, {@code later} being asmo and that location
 * order between writes; VK MM: Acyclicity, "from-reads"). The candidate search prunes a prefix as soon as this graph has a
 * cycle (VK MM: Acyclicity, coherence), since later choices only add edges.
 *
 * <p>Every edge a read adds touches that read, so when the graph was acyclic before the read, a cycle
 * after it must pass through it: {@link #push} answers with one search from the read, in time linear
 * in the events it reaches, where recomputing the closure of the whole prefix took cubic time for every
 * read (a 1,024-invocation kernel spent its minute on one candidate). Owned by one search.
 */
final class CoherencePrefix {
    private final int n;
    private final int words;
    private final long[] rows;
    /** Per write, the writes every candidate orders after it: asmo, and the fixed location order between writes. */
    private final Relation later;
    /** Per event, the writes to its location other than itself (the targets of {@code frInit}). */
    private final Relation otherWritesOfLocation;
    /** Undo log: the row word and the bits a push set there, newest last. */
    private int[] undoIndex = new int[64];
    private long[] undoBits = new long[64];
    private int undoSize;
    private final int[] marks;
    private int depth;
    private final long[] visited;
    private final int[] stack;

    /**
     * @param base               {@code po-loc ∪ asmo} and the fixed location order, which must be acyclic
     * @param later              per write, the writes after it in asmo or in the fixed location order
     * @param otherWritesOfLocation per event, the writes to its location other than itself
     */
    CoherencePrefix(Relation base, Relation later, Relation otherWritesOfLocation) {
        this.n = base.eventCount();
        this.words = (n + 63) >>> 6;
        this.rows = base.bitsCopy();
        this.later = later;
        this.otherWritesOfLocation = otherWritesOfLocation;
        this.marks = new int[n + 1];
        this.visited = new long[words];
        this.stack = new int[n];
    }

    /**
     * Adds the edges of {@code read} reading from {@code source} (-1: the initial value) and answers
     * whether the graph is still acyclic. Either way the edges stay until {@link #pop}.
     */
    boolean push(int read, int source) {
        marks[depth++] = undoSize;
        int base = read * words;
        if (source >= 0) {
            set(source * words + (read >>> 6), 1L << read);
            // fr: the read is before every write that follows its source in asmo or location order (never itself)
            for (int w = 0; w < words; w++) {
                long next = later.word(source, w);
                if (w == read >>> 6) {
                    next &= ~(1L << read);
                }
                set(base + w, next);
            }
        } else {
            // frInit: a read of the initial value is before every write to its location
            for (int w = 0; w < words; w++) {
                set(base + w, otherWritesOfLocation.word(read, w));
            }
        }
        return !reachesItself(read);
    }

    /** Removes the edges of the latest {@link #push}. */
    void pop() {
        int mark = marks[--depth];
        while (undoSize > mark) {
            undoSize--;
            rows[undoIndex[undoSize]] &= ~undoBits[undoSize];
        }
    }

    private void set(int index, long bits) {
        long added = bits & ~rows[index];
        if (added == 0) {
            return;
        }
        rows[index] |= added;
        if (undoSize == undoIndex.length) {
            undoIndex = Arrays.copyOf(undoIndex, undoSize * 2);
            undoBits = Arrays.copyOf(undoBits, undoSize * 2);
        }
        undoIndex[undoSize] = index;
        undoBits[undoSize] = added;
        undoSize++;
    }

    /** Whether a path of one or more edges leads from {@code e} back to {@code e}. */
    private boolean reachesItself(int e) {
        Arrays.fill(visited, 0);
        int top = 0;
        stack[top++] = e;
        while (top > 0) {
            int x = stack[--top];
            int base = x * words;
            for (int w = 0; w < words; w++) {
                long next = rows[base + w] & ~visited[w];
                if (next == 0) {
                    continue;
                }
                if (w == e >>> 6 && (next & (1L << e)) != 0) {
                    return true; // e is never pushed twice: the stack holds each event at most once
                }
                visited[w] |= next;
                while (next != 0) {
                    stack[top++] = (w << 6) + Long.numberOfTrailingZeros(next);
                    next &= next - 1;
                }
            }
        }
        return false;
    }
}
