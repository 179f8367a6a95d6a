package dev.syncscope.core.check;

import dev.syncscope.core.model.Location;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The modification-order and reads-from choices of one combination of traces of an {@link AxiomaticChecker} run: every
 * candidate execution of the combination, derived and kept by the run. Owned by the run's thread.
 */
final class CandidateSearch {
    private final AxiomaticChecker.Run run;
    private final StaticFacts s;
    private final StaticParts parts;
    private final FinalRegisters registers;
    /** The faults the combination's paths end in ({@link Execution#faults()}), empty when none does. */
    private final List<String> faults;
    /** The combination's barrier divergence ({@link Execution#divergence()}), or null. */
    private final String divergence;
    private final int[] reads;
    private final int[] source;
    /** The coherence graph of the choices so far; null when inconsistent candidates are kept too. */
    private CoherencePrefix prefix;

    /**
     * Events at the locations with mutually ordered atomic writes beyond which the modification orders are met without
     * the coherence edges every candidate has ({@link ModificationOrders.Seeds}): their reachability takes a row of
     * that many bits per event and is filled from each event's edges. Session 85: 8,192, with {@link #MAX_SEEDED_CLOSURE};
     * 1,024 before, when the reachability was closed over all of them at once, in cubic time.
     */
    static final int MAX_SEEDED_EVENTS = 8_192;

    /**
     * Word operations the seeds' closure may take, closed location by location: the sum over the locations of their
     * events squared, times the words of a row ({@link ModificationOrders.Orders}).
     */
    static final long MAX_SEEDED_CLOSURE = 1L << 28;

    CandidateSearch(AxiomaticChecker.Run run, StaticFacts s, StaticParts parts, FinalRegisters registers,
                    List<String> faults, Finding divergence) {
        this.run = run;
        this.s = s;
        this.parts = parts;
        this.registers = registers;
        this.faults = faults;
        this.divergence = divergence == null ? null : divergence.text();
        this.reads = new int[s.r.count()];
        int k = 0;
        for (int e = s.r.next(0); e >= 0; e = s.r.next(e + 1)) {
            reads[k++] = e;
        }
        this.source = new int[reads.length];
    }

    void run() {
        // frInit's targets: for each event, the other writes to its location
        Relation otherWritesOfLocation = s.sloc.range(s.w).irreflexive();
        int[][] sources = sources();
        // one order at a time, looking at the limits in between: there may be 12! of them; with the edges
        // every candidate has, an order that closes a cycle with them is not met at all
        ModificationOrders.Orders orders = ModificationOrders.of(s, run::stopped,
                run.pruning() ? seeds(sources, otherWritesOfLocation) : null);
        boolean pruned = run.options().consistentOnly();
        Relation fixed;
        try {
            fixed = pruned ? FixedLocationOrder.of(s, parts, sources, otherWritesOfLocation, run::stopped) : null;
        } catch (Derivation.Stopped stoppedWithin) {
            return;
        }
        Relation fixedWrites = fixed == null ? null : fixed.domain(s.w).range(s.w);
        for (Relation asmo = orders.next(); asmo != null; asmo = orders.next()) {
            if (run.stopped()) {
                return;
            }
            if (pruned) {
                Relation base = parts.poLocation.union(asmo);
                if (fixed != null) {
                    base = base.union(fixed);
                }
                if (!base.isAcyclic()) {
                    continue;
                }
                // VK MM: Acyclicity: a read is from-read before the writes after its source in asmo, and in the
                // location order every candidate has
                prefix = new CoherencePrefix(base, fixed == null ? asmo : asmo.union(fixedWrites),
                        otherWritesOfLocation);
            }
            choose(asmo, sources);
        }
    }

    /**
     * Every reads-from choice, read by read, depth first, with its own stack (a kernel of thousands of reads
     * would overflow the thread's): a read takes the initial value or a write of its value to its location.
     * A prefix whose choices close a coherence cycle (po-loc, asmo, and the rf/fr edges chosen so far) is
     * not extended, since no later choice can open the cycle again.
     */
    private void choose(Relation asmo, int[][] sources) {
        int[] next = new int[reads.length + 1]; // per read: the index of its next source to try
        int k = 0;
        while (k >= 0 && !run.stopped()) {
            if (k == reads.length) {
                leaf(asmo);
                k = back(k);
                continue;
            }
            if (next[k] == sources[k].length) {
                k = back(k);
                continue;
            }
            source[k] = sources[k][next[k]++];
            if (prefix == null || prefix.push(reads[k], source[k])) {
                next[++k] = 0;
            } else {
                prefix.pop();
            }
        }
    }

    /** Leaves read {@code k} for the one before, taking back that one's choice. */
    private int back(int k) {
        if (k > 0 && prefix != null) {
            prefix.pop();
        }
        return k - 1;
    }

    /**
     * The coherence edges every candidate of this combination has ({@link ModificationOrders.Seeds}), at the
     * locations with mutually ordered atomic writes (elsewhere there is one order): po-loc, the reads-from of
     * a read with one possible source, and its from-reads (fixed for the initial value, per order for a
     * write); null when no location has such writes.
     */
    private ModificationOrders.Seeds seeds(int[][] sources, Relation otherWritesOfLocation) {
        EventSet atomicWrites = s.atomic.intersect(s.w);
        Set<Location> paired = new HashSet<>();
        for (int[] p : s.mutordatom.intersect(Relation.product(atomicWrites, atomicWrites)).pairs()) {
            paired.add(s.ev(p[0]).location());
        }
        if (paired.isEmpty()) {
            return null;
        }
        EventSet at = EventSet.of(s.n, e -> paired.contains(s.ev(e).location()));
        if (at.count() > MAX_SEEDED_EVENTS || closureCost(at) > MAX_SEEDED_CLOSURE) {
            return null; // their closure would cost more than the orders it saves
        }
        Relation.Builder edges = new Relation.Builder(s.n);
        List<List<Integer>> readers = new ArrayList<>();
        for (int e = 0; e < s.n; e++) {
            readers.add(new ArrayList<>());
        }
        for (int k = 0; k < reads.length; k++) {
            int r = reads[k];
            if (!at.contains(r) || sources[k].length != 1) {
                continue;
            }
            int from = sources[k][0];
            if (from < 0) {
                EventSet later = otherWritesOfLocation.successors(r);
                for (int w = later.next(0); w >= 0; w = later.next(w + 1)) {
                    edges.add(r, w);
                }
            } else {
                edges.add(from, r);
                readers.get(from).add(r);
            }
        }
        int[][] readersOf = new int[s.n][];
        for (int e = 0; e < s.n; e++) {
            readersOf[e] = ints(readers.get(e));
        }
        return new ModificationOrders.Seeds(parts.poLocation.domain(at).range(at).union(edges.build()),
                readersOf);
    }

    /** The word operations of the seeds' closure over {@code at}, location by location ({@link ModificationOrders}). */
    private long closureCost(EventSet at) {
        java.util.Map<Location, Integer> perLocation = new java.util.HashMap<>();
        for (int e = at.next(0); e >= 0; e = at.next(e + 1)) {
            perLocation.merge(s.ev(e).location(), 1, Integer::sum);
        }
        long words = (at.count() + 63) / 64;
        long cost = 0;
        for (int c : perLocation.values()) {
            cost += (long) c * c * words;
        }
        return cost;
    }

    /** Per read, the sources it may read from: -1 (the initial value) first, then writes in event order. */
    private int[][] sources() {
        // the writes of each location, in event order: a read looks at its location's only (a kernel of
        // thousands of invocations has thousands of reads and events; every read walked every event)
        Map<Location, List<Event>> writesOf = new HashMap<>();
        for (Event w : s.events) {
            if (w.isWrite()) {
                writesOf.computeIfAbsent(w.location(), l -> new ArrayList<>()).add(w);
            }
        }
        int[][] out = new int[reads.length][];
        for (int k = 0; k < reads.length; k++) {
            Event read = s.ev(reads[k]);
            List<Integer> from = new ArrayList<>();
            if (run.program.launch().initialValue(read.location()) == read.readValue()) {
                from.add(-1);
            }
            for (Event w : writesOf.getOrDefault(read.location(), List.of())) {
                if (w.id() != read.id() && w.writtenValue().equals(read.readValue())) {
                    from.add(w.id());
                }
            }
            out[k] = ints(from);
        }
        return out;
    }

    /** {@code list} as an array, with no stream: run for every event of every combination of paths. */
    private static int[] ints(List<Integer> list) {
        int[] out = new int[list.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = list.get(i);
        }
        return out;
    }

    private void leaf(Relation asmo) {
        try {
            derive(asmo);
        } catch (Derivation.Stopped stoppedWithin) {
            // the limit (or the confirmation's bound) is set by stopped(), which threw this
        }
    }

    private void derive(Relation asmo) {
        if (run.candidates >= run.options().maxCandidates()) {
            run.limit = CheckLimit.of(CheckLimit.Kind.CANDIDATES, run.options().maxCandidates());
            return;
        }
        Derivation d = derivation(asmo);
        run.candidates++;
        // where a read of undefined memory matters (VK MM: Allocation): replayed only when the execution has one
        UndefinedFlow flow = d.consistent ? UndefinedFlow.of(d, run.program.initial()) : null;
        if (d.consistent || !run.options().consistentOnly()) {
            Execution e = new Execution(d, source.clone(), registers, flow, faults, divergence, run.shared);
            run.executions.add(e);
            holding(e);
        }
        if (d.consistent) {
            ExecutionFindings.undefinedReads(flow, run.findings);
            if (s.cbar.count() > 0) {
                if (acrossBarrier == null) {
                    acrossBarrier = ExecutionFindings.acrossBarrier(s);
                }
                ExecutionFindings.readsAcrossABarrier(s, d, acrossBarrier, run.diagnostics);
            }
        }
    }

    /**
     * The executions of this search that hold their derived relations; null once there were more than {@link #HELD}:
     * all of them then let go of those, to derive them again when asked, and keep the combination's facts instead.
     */
    private List<Execution> holding = new ArrayList<>();

    /**
     * Executions of one search that keep their derived relations. The facts and parts of a combination, which the
     * executions that let go of theirs keep, hold about 39 relations of n × n bits, as many as the derived relations of
     * 5.6 executions (7 each; measured on litmus tests of 4 and 6 events, session 50): a combination of up to this many
     * executions (a kernel's paths, each with its one execution) keeps them as the check derived them, no more than
     * it did; one of more keeps about as much or less, and one of thousands (the orders of 8 writers) keeps the facts
     * once and each execution its choices.
     */
    static final int HELD = 5;

    private void holding(Execution e) {
        if (holding == null) {
            e.deriveWhenAsked(s, parts, reads);
            return;
        }
        holding.add(e);
        if (holding.size() > HELD) {
            holding.forEach(h -> h.deriveWhenAsked(s, parts, reads));
            holding = null;
        }
    }

    /** (r, w): r is program-ordered before a control barrier whose instance partner is before w; made once. */
    private Relation acrossBarrier;

    private Derivation derivation(Relation asmo) {
        // one candidate of thousands of events takes seconds: it looks at the limits between its relations
        return new Derivation(s, parts, readsFrom(s.n, reads, source), asmo, initialReads(s.n, reads, source),
                run::stopped);
    }

    /**
     * The reads-from relation of the choice {@code source}: per read of {@code reads}, the write it reads from, or -1
     * for the initial value.
     */
    static Relation readsFrom(int n, int[] reads, int[] source) {
        Relation.Builder rf = new Relation.Builder(n);
        for (int i = 0; i < reads.length; i++) {
            if (source[i] >= 0) {
                rf.add(source[i], reads[i]);
            }
        }
        return rf.build();
    }

    /** The reads of {@code reads} that read the initial value in the choice {@code source}. */
    static EventSet initialReads(int n, int[] reads, int[] source) {
        boolean[] init = new boolean[n];
        for (int i = 0; i < reads.length; i++) {
            if (source[i] < 0) {
                init[reads[i]] = true;
            }
        }
        return EventSet.of(n, e -> init[e]);
    }
}
