package dev.syncscope.core.check;

import dev.syncscope.core.model.Program;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The exhaustive axiomatic checker, the project's oracle: for a litmus-sized {@link Program} it
 * enumerates candidate executions — per-agent traces over all possible read values, then scoped
 * modification orders and reads-from choices — derives the relations of the Vulkan memory model
 * exactly as the official Alloy model ({@code alloy/spirv.als}) does, and keeps the consistent ones.
 * Partial reads-from choices that already close a coherence cycle are pruned. Runs are bounded by
 * {@link CheckOptions}; hitting a bound gives {@link CheckResult.Status#LIMIT_REACHED}, never a hang.
 *
 * <p>Call order: {@code new AxiomaticChecker(options)}, then {@link #check(Program)} any number of
 * times. Immutable; each call runs on the caller's thread.
 */
public final class AxiomaticChecker {
    private final CheckOptions options;

    public AxiomaticChecker(CheckOptions options) {
        this.options = options;
    }

    public AxiomaticChecker() {
        this(CheckOptions.DEFAULT);
    }

    public CheckOptions options() {
        return options;
    }

    /** Enumerates and checks every candidate execution of {@code program}. */
    public CheckResult check(Program program) {
        return new Run(program).run();
    }

    /** One check. Owned by the calling thread. */
    private final class Run {
        private final Program program;
        private final long start = System.nanoTime();
        private final long deadline;
        private final boolean chains;
        private final List<Execution> executions = new ArrayList<>();
        private final List<String> diagnostics = new ArrayList<>();
        private final List<String> divergences = new ArrayList<>();
        private long candidates;
        private String limit;

        Run(Program program) {
            this.program = program;
            this.deadline = start + options.timeLimit().toNanos();
            this.chains = options.chains() != null ? options.chains()
                    : program.launch().availabilityVisibilityChains();
        }

        CheckResult run() {
            TraceEnumerator te = new TraceEnumerator(program, options, deadline);
            List<List<Trace>> traces = te.enumerate();
            diagnostics.addAll(te.diagnostics());
            List<String> cutPaths = te.cutPaths();
            if (traces == null) {
                limit = te.limit();
            } else {
                // only traces and combinations whose every read has a possible source can be consistent
                combine(options.consistentOnly() ? ReadSources.filter(program.launch(), traces) : traces, 0,
                        new ArrayList<>());
            }
            Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
            return new CheckResult(limit == null ? CheckResult.Status.COMPLETE : CheckResult.Status.LIMIT_REACHED,
                    limit == null ? "" : limit, executions, candidates, diagnostics, elapsed, cutPaths,
                    divergences);
        }

        private boolean stopped() {
            if (limit == null && System.nanoTime() > deadline) {
                limit = "time limit of " + options.timeLimit().toMillis() + " ms reached";
            }
            if (limit == null && Thread.currentThread().isInterrupted()) {
                limit = "cancelled";
            }
            return limit != null;
        }

        private void combine(List<List<Trace>> traces, int agent, List<Trace> chosen) {
            if (stopped()) {
                return;
            }
            if (agent == traces.size()) {
                if (!options.consistentOnly() || ReadSources.justified(program.launch(), chosen)) {
                    candidatesOf(chosen);
                }
                return;
            }
            for (Trace t : traces.get(agent)) {
                chosen.add(t);
                combine(traces, agent + 1, chosen);
                chosen.remove(chosen.size() - 1);
            }
        }

        private void candidatesOf(List<Trace> traces) {
            StaticFacts s = new StaticFacts(program.launch(), traces, chains);
            String problem = BarrierInstances.problem(s);
            if (problem != null) {
                if (!diagnostics.contains(problem)) {
                    diagnostics.add(problem);
                }
                return;
            }
            Map<String, Long> registers = new LinkedHashMap<>();
            for (Trace t : traces) {
                String agent = program.launch().agents().get(t.agent()).name();
                t.end().registers().forEach((r, v) -> registers.put(agent + ":" + r, v));
            }
            int before = executions.size();
            for (Relation partners : QuorumBarriers.partnerChoices(s, traces)) {
                if (stopped()) {
                    return;
                }
                new CandidateSearch(s, new StaticParts(s, partners), registers).run();
            }
            // reported only for paths that form an execution (some consistent one among the candidates)
            String divergence = program.launch().barriersOfExecutingThreads() ? null : BarrierInstances.divergence(s);
            if (divergence != null && !divergences.contains(divergence)
                    && executions.subList(before, executions.size()).stream().anyMatch(Execution::consistent)) {
                divergences.add(divergence);
            }
        }

        /** The modification-order and reads-from choices of one combination of traces. */
        private final class CandidateSearch {
            private final StaticFacts s;
            private final StaticParts parts;
            private final Map<String, Long> registers;
            private final int[] reads;
            private final int[] source;

            CandidateSearch(StaticFacts s, StaticParts parts, Map<String, Long> registers) {
                this.s = s;
                this.parts = parts;
                this.registers = registers;
                this.reads = new int[s.r.count()];
                int k = 0;
                for (int e = s.r.next(0); e >= 0; e = s.r.next(e + 1)) {
                    reads[k++] = e;
                }
                this.source = new int[reads.length];
            }

            void run() {
                for (Relation asmo : ModificationOrders.all(s)) {
                    if (stopped()) {
                        return;
                    }
                    if (options.consistentOnly() && !parts.poLocation.union(asmo).isAcyclic()) {
                        continue;
                    }
                    choose(asmo, 0);
                }
            }

            private void choose(Relation asmo, int k) {
                if (stopped()) {
                    return;
                }
                if (k == reads.length) {
                    leaf(asmo);
                    return;
                }
                int r = reads[k];
                Event read = s.ev(r);
                if (program.launch().initialValue(read.location()) == read.readValue()) {
                    source[k] = -1;
                    if (prefixMayBeConsistent(asmo, k)) {
                        choose(asmo, k + 1);
                    }
                }
                for (Event w : s.events) {
                    if (w.id() != r && w.isWrite() && w.location().equals(read.location())
                            && w.writtenValue().equals(read.readValue())) {
                        source[k] = w.id();
                        if (prefixMayBeConsistent(asmo, k)) {
                            choose(asmo, k + 1);
                        }
                    }
                }
            }

            /** Prunes by coherence: po-loc, asmo, and the rf/fr edges chosen so far must be acyclic. */
            private boolean prefixMayBeConsistent(Relation asmo, int k) {
                if (!options.consistentOnly()) {
                    return true;
                }
                Relation.Builder rf = new Relation.Builder(s.n);
                Relation.Builder frInit = new Relation.Builder(s.n);
                for (int i = 0; i <= k; i++) {
                    if (source[i] >= 0) {
                        rf.add(source[i], reads[i]);
                    } else {
                        for (Event w : s.events) {
                            if (w.isWrite() && w.id() != reads[i] && w.location().equals(s.ev(reads[i]).location())) {
                                frInit.add(reads[i], w.id());
                            }
                        }
                    }
                }
                Relation rfRel = rf.build();
                Relation fr = rfRel.inverse().compose(asmo).union(frInit.build()).irreflexive();
                return parts.poLocation.union(asmo).union(rfRel).union(fr).isAcyclic();
            }

            private void leaf(Relation asmo) {
                if (candidates >= options.maxCandidates()) {
                    limit = "candidate limit of " + options.maxCandidates() + " reached";
                    return;
                }
                candidates++;
                Relation.Builder rf = new Relation.Builder(s.n);
                boolean[] init = new boolean[s.n];
                for (int i = 0; i < reads.length; i++) {
                    if (source[i] >= 0) {
                        rf.add(source[i], reads[i]);
                    } else {
                        init[reads[i]] = true;
                    }
                }
                Derivation d = new Derivation(s, parts, rf.build(), asmo, EventSet.of(s.n, e -> init[e]));
                if (d.consistent || !options.consistentOnly()) {
                    executions.add(new Execution(d, registers));
                }
            }
        }
    }
}
