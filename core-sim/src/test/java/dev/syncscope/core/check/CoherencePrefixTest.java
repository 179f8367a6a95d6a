package dev.syncscope.core.check;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The candidate search's coherence pruning, grown one read at a time, against the definition it
 * replaces: {@code po-loc ∪ asmo ∪ rf ∪ fr} acyclic for the reads chosen so far, with
 * {@code fr = (~rf . asmo) ∪ frInit} irreflexive (VK MM: Location-Ordered, Acyclicity). Random
 * events, locations and orders; every reads-from choice of every prefix, backtracking as the search does.
 */
class CoherencePrefixTest {

    /** One random instance: events with locations, some writes, some reads (an RMW is both). */
    private static final class Instance {
        final int n;
        final int[] location;
        final boolean[] write;
        final boolean[] read;
        final Relation base;
        final Relation asmo;
        final List<Integer> reads = new ArrayList<>();
        int agreed;
        int cycles;

        Instance(Random rnd) {
            n = 3 + rnd.nextInt(12);
            location = new int[n];
            write = new boolean[n];
            read = new boolean[n];
            for (int e = 0; e < n; e++) {
                location[e] = rnd.nextInt(2);
                int kind = rnd.nextInt(5);
                write[e] = kind != 0;
                read[e] = kind == 0 || kind == 4;
                if (read[e]) {
                    reads.add(e);
                }
            }
            // both orders follow the event indices, so their union is acyclic as the search requires
            Relation.Builder poLoc = new Relation.Builder(n);
            Relation.Builder mo = new Relation.Builder(n);
            for (int a = 0; a < n; a++) {
                for (int c = a + 1; c < n; c++) {
                    if (location[a] == location[c] && rnd.nextInt(3) == 0) {
                        poLoc.add(a, c);
                    }
                    if (location[a] == location[c] && write[a] && write[c] && rnd.nextBoolean()) {
                        mo.add(a, c);
                    }
                }
            }
            asmo = mo.build();
            base = poLoc.build().union(asmo);
        }

        Relation otherWritesOfLocation() {
            Relation.Builder b = new Relation.Builder(n);
            for (int e = 0; e < n; e++) {
                for (int w = 0; w < n; w++) {
                    if (write[w] && w != e && location[w] == location[e]) {
                        b.add(e, w);
                    }
                }
            }
            return b.build();
        }

        /** The definition, recomputed from scratch for the first {@code k + 1} reads. */
        boolean acyclicByDefinition(int[] source, int k) {
            Relation.Builder rf = new Relation.Builder(n);
            Relation.Builder frInit = new Relation.Builder(n);
            for (int i = 0; i <= k; i++) {
                int r = reads.get(i);
                if (source[i] >= 0) {
                    rf.add(source[i], r);
                } else {
                    for (int w = 0; w < n; w++) {
                        if (write[w] && w != r && location[w] == location[r]) {
                            frInit.add(r, w);
                        }
                    }
                }
            }
            Relation rfRel = rf.build();
            Relation fr = rfRel.inverse().compose(asmo).union(frInit.build()).irreflexive();
            return base.union(rfRel).union(fr).isAcyclic();
        }

        void search(CoherencePrefix prefix, int[] source, int k) {
            if (k == reads.size()) {
                return;
            }
            int r = reads.get(k);
            for (int s = -1; s < n; s++) {
                if (s >= 0 && (!write[s] || s == r || location[s] != location[r])) {
                    continue;
                }
                source[k] = s;
                boolean acyclic = prefix.push(r, s);
                assertEquals(acyclicByDefinition(source, k), acyclic, "read " + r + " from " + s);
                agreed++;
                if (acyclic) {
                    search(prefix, source, k + 1);
                } else {
                    cycles++;
                }
                prefix.pop();
            }
        }
    }

    @Test
    void everyPrefixIsPrunedExactlyWhenItsCoherenceGraphHasACycle() {
        Random rnd = new Random(3);
        int agreed = 0;
        int cycles = 0;
        for (int i = 0; i < 400; i++) {
            Instance in = new Instance(rnd);
            CoherencePrefix prefix = new CoherencePrefix(in.base, in.asmo, in.otherWritesOfLocation());
            in.search(prefix, new int[in.reads.size()], 0);
            agreed += in.agreed;
            cycles += in.cycles;
        }
        assertTrue(agreed > 5_000 && cycles > 500, agreed + " prefixes compared, " + cycles + " with a cycle");
    }
}
