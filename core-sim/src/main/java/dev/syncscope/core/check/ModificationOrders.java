package dev.syncscope.core.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Enumerates scoped modification orders (VK MM: Scoped Modification Order): "for a given atomic
 * write A, all atomic writes that are mutually-ordered with A occur in an order known as A's scoped
 * modification order" — so every mutually-ordered pair of atomic writes is ordered one way, and the
 * union of these per-write orders (over all atomic writes) must be acyclic (VK MM: Acyclicity). Two
 * writes that are not mutually ordered with each other may still both be ordered against a third
 * that is mutually ordered with both; the order is then {@code co ∩ mutordatom} for a strict partial
 * order {@code co} over the writes, as Dat3M's {@code vulkan.cat} states it
 * ({@code asmo = co & mutordatom}). The Alloy model ({@code spirv.als}) asks instead that
 * {@code asmo} itself be transitive with {@code rai[asmo] = mutordatom}, which forbids, e.g., an
 * RMW reading a queue-family-scope store of another workgroup when its own invocation then makes a
 * subgroup-scope atomic store to the location (W rf RMW po W' would force W asmo W' though W and W'
 * are not mutually ordered): the appendix text and Dat3M allow it, and the stepper produces it
 * (found by the differential run; {@code FoundByDifferentialTest}). Stateless; an {@link Orders} is one
 * enumeration.
 */
final class ModificationOrders {

    private ModificationOrders() {
    }

    /**
     * The admissible {@code asmo} of the execution's events, one at a time ({@link Orders#next}): a dozen atomic
     * writes to one location have 12! orders, too many to hold at once (the whole list ran out of memory).
     */
    static Orders of(StaticFacts s, BooleanSupplier stop) {
        return of(s, stop, null);
    }

    /**
     * As {@link #of(StaticFacts, BooleanSupplier)}, leaving out the orders that close a cycle with {@code seeds}
     * (null: none), edges every candidate of the combination has ({@link Seeds}).
     */
    static Orders of(StaticFacts s, BooleanSupplier stop, Seeds seeds) {
        EventSet atomicWrites = s.atomic.intersect(s.w);
        return new Orders(s.n, s.mutordatom.intersect(Relation.product(atomicWrites, atomicWrites)), stop, seeds);
    }

    /**
     * Edges of the coherence graph ({@code po-loc ∪ asmo ∪ rf ∪ fr}, VK MM: Acyclicity) that every candidate of a
     * combination has whatever its order, and the from-reads that an order brings: {@code edges} are fixed ones
     * (po-loc, the reads-from of a read with one possible source, the from-reads of a read whose only source is the
     * initial value); {@code readersOf[w]} are the reads whose only possible source is write {@code w}, each
     * from-read before every write that {@code w} is ordered before (fr = rf⁻¹ ; asmo). An orientation that closes
     * a cycle with them leaves every reads-from choice inconsistent, as {@link CoherencePrefix} would find for each
     * choice; refusing it at once is what lets atomic adds to one counter meet the one order their values allow
     * (each RMW right after the write it read, VK MM: Scoped Modification Order Coherence) instead of all n! of them.
     * Without pairs to orient there is one order, the empty one, and the seeds are not looked at.
     */
    record Seeds(Relation edges, int[][] readersOf) {
    }

    /** Every orientation of {@code pairs} that {@link Orders} yields, in order (tests compare with {@link #bruteForce}). */
    static List<Relation> orientations(int n, Relation pairs) {
        List<Relation> out = new ArrayList<>();
        Orders orders = new Orders(n, pairs, () -> false, null);
        for (Relation o = orders.next(); o != null; o = orders.next()) {
            out.add(o);
        }
        return out;
    }

    /**
     * The reference enumeration: every orientation, kept when its union is acyclic (tests compare with it; one
     * level of recursion per pair, so only for the few pairs of a test).
     */
    static List<Relation> bruteForce(int n, Relation pairs) {
        List<int[]> undirected = undirected(pairs);
        List<Relation> out = new ArrayList<>();
        orient(n, undirected, 0, new boolean[undirected.size()], out);
        return out;
    }

    private static List<int[]> undirected(Relation pairs) {
        List<int[]> undirected = new ArrayList<>();
        for (int[] p : pairs.pairs()) {
            if (p[0] < p[1]) {
                undirected.add(p);
            }
        }
        return undirected;
    }

    private static void orient(int n, List<int[]> undirected, int k, boolean[] forward, List<Relation> out) {
        if (k == undirected.size()) {
            Relation order = build(n, undirected, forward);
            // the per-write orders must not contradict each other: their union is acyclic
            if (order.isAcyclic()) {
                out.add(order);
            }
            return;
        }
        forward[k] = true;
        orient(n, undirected, k + 1, forward, out);
        forward[k] = false;
        orient(n, undirected, k + 1, forward, out);
    }

    private static Relation build(int n, List<int[]> undirected, boolean[] forward) {
        Relation.Builder b = new Relation.Builder(n);
        for (int i = 0; i < undirected.size(); i++) {
            int[] p = undirected.get(i);
            if (forward[i]) {
                b.add(p[0], p[1]);
            } else {
                b.add(p[1], p[0]);
            }
        }
        return b.build();
    }

    /**
     * Every orientation of the symmetric relation {@code pairs} (each pair one way) whose union is acyclic, one at
     * a time, in the order of {@link #bruteForce}: depth first over the pairs, forward before backward. A pair's
     * direction is refused as soon as it closes a cycle with the pairs oriented before it, since no later choice
     * can open that cycle again: for six atomic adds to one counter that is the 720 total orders met in about
     * 2,000 steps, not 32,768 orientations each tested at the end. The search keeps its own stack and an undo log
     * of the reachability it changed (a recursion per pair overflowed the stack at 200 mutually ordered writes, and
     * a copy of the reachability per pair would not fit in memory at thousands). Owned by one thread.
     */
    static final class Orders {
        /** How many pairs the search orients between two looks at {@link #stop}. */
        private static final int STOP_EVERY = 1024;

        private final int n;
        private final BooleanSupplier stop;
        /** The pairs as dense ids ({@code from[k] < to[k]} as events), in row-major order; events by dense id. */
        private final int[] from;
        private final int[] to;
        private final int[] event;
        /** The writes that take part in some pair (then the seeds' other events), and the words of a row of them. */
        private final int m;
        private final int words;
        /** Row {@code i} ({@link #words} words): the events reachable from {@code i} over the oriented pairs and seeds. */
        private final long[] reach;
        /** Per pair on the path: 1 once forward was tried, 2 once backward was. */
        private final byte[] stage;
        /** Per pair on the path: the undo log's size before it was oriented. */
        private final int[] mark;
        private int[] undoAt = new int[64];
        private long[] undoOld = new long[64];
        private int undoSize;
        private int depth;
        private boolean atLeaf;
        private boolean done;
        private int sinceStop;
        /** Per dense write: the dense reads whose only source it is (null without seeds). */
        private final int[][] readers;
        /**
         * Per dense event, the events of its group (ascending): those the pairs and the seeds' edges join it to, the
         * only ones that can reach it or be reached from it, so an edge's insertion walks its group, not every event.
         */
        private int[][] groupOf;

        Orders(int n, Relation pairs, BooleanSupplier stop, Seeds seeds) {
            this.n = n;
            this.stop = stop;
            int[] dense = new int[n];
            Arrays.fill(dense, -1);
            int[] events = new int[n];
            int m = 0;
            int count = 0;
            int rowWords = (n + 63) >>> 6;
            for (int a = 0; a < n; a++) {
                for (int w = a >>> 6; w < rowWords; w++) {
                    count += Long.bitCount(pairs.word(a, w) & above(a, w));
                }
            }
            from = new int[count];
            to = new int[count];
            int k = 0;
            for (int a = 0; a < n; a++) {
                for (int w = a >>> 6; w < rowWords; w++) {
                    for (long word = pairs.word(a, w) & above(a, w); word != 0; word &= word - 1) {
                        int b = (w << 6) + Long.numberOfTrailingZeros(word);
                        for (int e : new int[] {a, b}) {
                            if (dense[e] < 0) {
                                events[m] = e;
                                dense[e] = m++;
                            }
                        }
                        from[k] = dense[a];
                        to[k++] = dense[b];
                    }
                }
            }
            if (seeds != null && count > 0) {
                // the seeds' events take part too: a cycle may pass through reads and writes outside the pairs
                long[] targets = new long[rowWords];
                for (int e = 0; e < n; e++) {
                    for (int w = 0; w < rowWords; w++) {
                        targets[w] |= seeds.edges().word(e, w);
                    }
                }
                for (int e = 0; e < n; e++) {
                    boolean touched = seeds.readersOf()[e].length > 0 || (targets[e >>> 6] & (1L << e)) != 0;
                    for (int w = 0; w < rowWords && !touched; w++) {
                        touched = seeds.edges().word(e, w) != 0;
                    }
                    if (touched && dense[e] < 0) {
                        events[m] = e;
                        dense[e] = m++;
                    }
                    for (int r : seeds.readersOf()[e]) {
                        if (dense[r] < 0) {
                            events[m] = r;
                            dense[r] = m++;
                        }
                    }
                }
            }
            event = Arrays.copyOf(events, m);
            this.m = m;
            words = (m + 63) >>> 6;
            reach = new long[m * words];
            stage = new byte[count];
            mark = new int[count];
            UnionFind groups = new UnionFind(m);
            for (int k2 = 0; k2 < count; k2++) {
                groups.union(from[k2], to[k2]);
            }
            if (seeds == null || count == 0) {
                readers = null;
                groupOf = byEvent(groups.members(), m);
                return;
            }
            readers = new int[m][];
            for (int i = 0; i < m; i++) {
                readers[i] = Arrays.stream(seeds.readersOf()[event[i]]).map(r -> dense[r]).toArray();
            }
            // the reachability of the fixed edges, closed (Warshall over the events taken part: every edge's ends are),
            // within each group of events the edges and pairs join: only there can one reach another (the edges and
            // pairs are all of one location, so a group is at most a location's events, and the closure costs the sum
            // of the groups' cubes, not the cube of all: 32 invocations' 33 atomic adds each to an element of their
            // own were one closure of 1,056 events, and above MAX_SEEDED_EVENTS went unseeded, every order of each
            // element's adds tried: the session-85 audit)
            // each event's edges by its row's set bits, not by asking every pair (m^2 lookups at thousands of events,
            // the session-85 review)
            for (int i = 0; i < m; i++) {
                int from = event[i];
                for (int w = 0; w < rowWords; w++) {
                    for (long word = seeds.edges().word(from, w); word != 0; word &= word - 1) {
                        int j = dense[(w << 6) + Long.numberOfTrailingZeros(word)];
                        if (j >= 0) {
                            reach[i * words + (j >>> 6)] |= 1L << j;
                            groups.union(i, j);
                        }
                    }
                }
            }
            int[][] members = groups.members();
            groupOf = byEvent(members, m);
            for (int[] group : members) {
                if (stop.getAsBoolean()) {
                    done = true; // the caller tells a stop from no order left by asking it again
                    return;
                }
                for (int via : group) {
                    int vw = via * words;
                    for (int i : group) {
                        int iw = i * words;
                        if ((reach[iw + (via >>> 6)] & (1L << via)) != 0) {
                            for (int w = 0; w < words; w++) {
                                reach[iw + w] |= reach[vw + w];
                            }
                        }
                    }
                }
            }
            for (int i = 0; i < m; i++) {
                if ((reach[i * words + (i >>> 6)] & (1L << i)) != 0) {
                    done = true; // the fixed edges alone close a cycle: no order has a consistent candidate
                }
            }
        }

        Orders(int n, Relation pairs, BooleanSupplier stop) {
            this(n, pairs, stop, null);
        }

        /** Per event of {@code m}, its group of {@code members}. */
        private static int[][] byEvent(int[][] members, int m) {
            int[][] of = new int[m][];
            for (int[] group : members) {
                for (int e : group) {
                    of[e] = group;
                }
            }
            return of;
        }

        /** The bits of word {@code w} of a row for the columns after {@code a}. */
        private static long above(int a, int w) {
            int first = a + 1;
            return first <= w << 6 ? -1L : first >= (w + 1) << 6 ? 0 : -1L << (first & 63);
        }

        /**
         * The next admissible order, or null when there is none left or {@link #stop} said to stop (the caller
         * tells the two apart by asking it again).
         */
        Relation next() {
            if (done) {
                return null;
            }
            if (atLeaf) {
                atLeaf = false;
                if (!pop()) {
                    done = true;
                    return null;
                }
            }
            while (true) {
                if (depth == from.length) {
                    atLeaf = true;
                    return build();
                }
                if (++sinceStop >= STOP_EVERY) {
                    sinceStop = 0;
                    if (stop.getAsBoolean()) {
                        done = true;
                        return null;
                    }
                }
                if (stage[depth] < 2) {
                    boolean forward = stage[depth] == 0;
                    stage[depth]++;
                    if (orient(depth, forward)) {
                        if (++depth < from.length) {
                            stage[depth] = 0;
                        }
                    }
                    continue;
                }
                if (!pop()) {
                    done = true;
                    return null;
                }
            }
        }

        /** Takes back the orientation of the pair before the current one; false when there is none. */
        private boolean pop() {
            if (depth == 0) {
                return false;
            }
            depth--;
            while (undoSize > mark[depth]) {
                undoSize--;
                reach[undoAt[undoSize]] = undoOld[undoSize];
            }
            return true;
        }

        /**
         * Orients pair {@code k} (forward: {@code from -> to}) unless that closes a cycle, with the seeds' from-reads
         * it brings (each read of {@code from}'s write before {@code to}); logs what it changes.
         */
        private boolean orient(int k, boolean forward) {
            int a = forward ? from[k] : to[k];
            int b = forward ? to[k] : from[k];
            mark[k] = undoSize;
            if (!insert(a, b)) {
                return false;
            }
            if (readers != null) {
                for (int r : readers[a]) {
                    if (r != b && !insert(r, b)) {
                        while (undoSize > mark[k]) {
                            undoSize--;
                            reach[undoAt[undoSize]] = undoOld[undoSize];
                        }
                        return false;
                    }
                }
            }
            return true;
        }

        /** Adds the edge {@code a -> b} to the reachability unless it closes a cycle; logs what it changes. */
        private boolean insert(int a, int b) {
            if ((reach[b * words + (a >>> 6)] & (1L << a)) != 0) {
                return false; // a -> b would close a cycle
            }
            int bw = b * words;
            // only a's group reaches a ({@link #groupOf}; a and b are of one group)
            for (int x : groupOf[a]) {
                int xw = x * words;
                if (x != a && (reach[xw + (a >>> 6)] & (1L << a)) == 0) {
                    continue;
                }
                // x reaches a, so now b and all b reaches (row b does not change: b does not reach a)
                for (int w = 0; w < words; w++) {
                    long gained = reach[bw + w] | (w == b >>> 6 ? 1L << b : 0);
                    long old = reach[xw + w];
                    if ((old | gained) != old) {
                        log(xw + w, old);
                        reach[xw + w] = old | gained;
                    }
                }
            }
            return true;
        }

        private void log(int at, long old) {
            if (undoSize == undoAt.length) {
                undoAt = Arrays.copyOf(undoAt, 2 * undoSize);
                undoOld = Arrays.copyOf(undoOld, 2 * undoSize);
            }
            undoAt[undoSize] = at;
            undoOld[undoSize++] = old;
        }

        /** The pairs as oriented on the current path, over the execution's events. */
        private Relation build() {
            Relation.Builder r = new Relation.Builder(n);
            for (int k = 0; k < from.length; k++) {
                // stage 1: forward is the direction taken; 2: backward
                if (stage[k] == 1) {
                    r.add(event[from[k]], event[to[k]]);
                } else {
                    r.add(event[to[k]], event[from[k]]);
                }
            }
            return r.build();
        }
    }

    /** Disjoint sets of dense ids, with path halving; {@link #members} lists each set's ids in ascending order. */
    static final class UnionFind {
        private final int[] parent;

        UnionFind(int n) {
            parent = new int[n];
            for (int i = 0; i < n; i++) {
                parent[i] = i;
            }
        }

        int find(int i) {
            while (parent[i] != i) {
                parent[i] = parent[parent[i]];
                i = parent[i];
            }
            return i;
        }

        void union(int a, int b) {
            int ra = find(a);
            int rb = find(b);
            if (ra != rb) {
                parent[Math.max(ra, rb)] = Math.min(ra, rb);
            }
        }

        /** The sets, each as its ids ascending, in the order of their smallest ids. */
        int[][] members() {
            int n = parent.length;
            int[] size = new int[n];
            for (int i = 0; i < n; i++) {
                size[find(i)]++;
            }
            int[][] out = new int[n][];
            int sets = 0;
            int[] at = new int[n];
            for (int i = 0; i < n; i++) {
                int r = find(i);
                if (out[r] == null) {
                    out[r] = new int[size[r]];
                    sets++;
                }
                out[r][at[r]++] = i;
            }
            int[][] compact = new int[sets][];
            int k = 0;
            for (int[] g : out) {
                if (g != null) {
                    compact[k++] = g;
                }
            }
            return compact;
        }
    }
}
