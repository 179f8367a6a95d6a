package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.ThreadState;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The exhaustive axiomatic checker, the project's oracle: for a litmus-sized {@link Program} it
 * enumerates candidate executions — per-agent traces over all possible read values, then scoped
 * modification orders and reads-from choices — derives the relations of the Vulkan memory model
 * exactly as the official Alloy model ({@code alloy/spirv.als}) does, and keeps the consistent ones.
 * Partial reads-from choices that already close a coherence cycle are pruned, and so is, before it is built, what
 * read-modify-writes make inconsistent (values no chain of RMWs reaches, combinations whose RMWs cannot each follow
 * the write they read in a modification order, orders that contradict a read's only source). Runs are bounded by
 * {@link CheckOptions}; hitting a bound gives {@link CheckResult.Status#LIMIT_REACHED}, never a hang. Smaller spin
 * bounds are checked first ({@link SpinDeepening}), so that the races of short waits are found within the time limit.
 *
 * <p>Call order: {@code new AxiomaticChecker(options)}, then {@link #check(Program)} any number of
 * times. Immutable; each call runs on the caller's thread.
 */
public final class AxiomaticChecker {
    private final CheckOptions options;
    /** The longest iteration of a wait whose repeats may be left out ({@link SpinRepeats}); 0: none. */
    private final int spinPeriods;
    /**
     * Whether the search leaves out early what read-modify-writes make inconsistent ({@link ValueReach},
     * {@link ExclusiveWrites}, {@link ModificationOrders.Seeds}); tests compare with the search without it, whose
     * results and counts are the same.
     */
    private final boolean rmwPruning;

    public AxiomaticChecker(CheckOptions options) {
        this(options, SpinRepeats.MAX_PERIOD);
    }

    /** A checker that leaves out the repeats of waits of at most {@code spinPeriods} reads (tests compare with 0). */
    AxiomaticChecker(CheckOptions options, int spinPeriods) {
        this(options, spinPeriods, true);
    }

    /** As {@link #AxiomaticChecker(CheckOptions, int)}, with or without the RMW pruning (tests compare both). */
    AxiomaticChecker(CheckOptions options, int spinPeriods, boolean rmwPruning) {
        this.options = options;
        this.spinPeriods = spinPeriods;
        this.rmwPruning = rmwPruning;
    }

    public AxiomaticChecker() {
        this(CheckOptions.DEFAULT);
    }

    public CheckOptions options() {
        return options;
    }

    /** Enumerates and checks every candidate execution of {@code program}. */
    public CheckResult check(Program program) {
        return check(program, System.nanoTime());
    }

    /**
     * As {@link #check(Program)}, the time limit counted from {@code startedAt} ({@link System#nanoTime()}) rather
     * than from now: a caller whose time limit covers loading the program too (a kernel's launch is built by running
     * every invocation to its first memory action) gives the time its load began.
     */
    public CheckResult check(Program program, long startedAt) {
        // smaller spin bounds first, so that the races of short waits are found within the time limit (SpinDeepening);
        // a litmus test's races count only in the executions it asks about
        return SpinDeepening.check(options.spinBound(), bound -> (bound == options.spinBound() ? this
                : new AxiomaticChecker(options.withSpinBound(bound), spinPeriods, rmwPruning))
                .checkAtBound(program, startedAt), AskedExecutions.of(program));
    }

    /**
     * As {@link #check(Program, long)} at this checker's spin bound alone, with no smaller one checked first: what the
     * bound asked for answers by itself (tests compare it with the deepened check, and look at what only it explores).
     */
    public CheckResult checkAtBound(Program program, long startedAt) {
        return new Run(program, startedAt).run();
    }

    /** How the message of a check stopped at {@link CheckOptions#maxEvents} starts (for a caller's hint). */
    public static final String EVENT_LIMIT_REASON = "execution size limit of ";

    /** How the message of a check stopped at {@link CheckOptions#maxValueRounds} starts (for a caller's hint). */
    public static final String ROUNDS_LIMIT_REASON = "read values ";

    /**
     * Nodes of the search for a combination of paths in which every read of a fault's path has a source
     * ({@link SourcedCombination}), which refutes most impossible faults before the executions that end in them are
     * searched.
     */
    static final long REFUTING_NODES = 100_000;

    /** Time all the faults' refuting searches of one check may take together (within its time limit). */
    static final Duration REFUTING_TIME = Duration.ofSeconds(2);

    /** One check. Owned by the calling thread. */
    final class Run {
        final Program program;
        private final long start;
        private final long deadline;
        private final boolean chains;
        final List<Execution> executions = new ArrayList<>();
        /** The outcomes, final values and races its executions share. */
        final Execution.Shared shared = new Execution.Shared();
        final List<String> diagnostics = new ArrayList<>();
        /** Barrier divergence and faults some consistent execution has, and faults a limit left unconfirmed. */
        final List<Finding> findings = new ArrayList<>();
        long candidates;
        /** How the cuts are reported ({@link #recut}), and the values consistent executions' waits spin on. */
        private UnaryOperator<CutPath> recut = UnaryOperator.identity();
        private SpunValues spun;
        /** Events of the last combination of paths looked at. */
        private long events;
        CheckLimit limit;
        private Tangles tangles;
        private Map<Integer, Map<dev.syncscope.core.model.Scope, Integer>> memberIds;
        /**
         * The paths that end in a fault some combination of paths may give every read a source, each with its FAULT
         * note ({@link TraceEnumerator#faults()}); empty until the executions that end in a fault are searched.
         */
        private final Map<Trace, String> faultOf = new IdentityHashMap<>();
        /** The FAULT notes of the paths some consistent execution contains: confirmed faults. */
        private final Set<String> confirmed = new HashSet<>();
        /** What RMWs at locations of mutually ordered writes ask of the combinations met; null: not looked at. */
        private ExclusiveWrites exclusive;
        /** The location whose modification order the combinations were built from ({@link OrderFirst}), or null. */
        private Location ordered;
        /** The first ill-formed barrier instances met ({@link BarrierInstances#problem}), or null. */
        private Finding barrierProblem;
        /** The static parts of the combinations met, per shape of their paths; what each path decides alone. */
        private final PartsByShape partsByShape = new PartsByShape();
        private final PerPath perPath;

        /** The checker's options. */
        CheckOptions options() {
            return options;
        }

        Run(Program program, long startedAt) {
            this.program = program;
            this.perPath = new PerPath(program.launch());
            this.start = startedAt;
            this.deadline = start + options.timeLimit().toNanos();
            this.chains = options.chains() != null ? options.chains() : program.launch().availabilityVisibilityChains();
        }

        CheckResult run() {
            TraceEnumerator te = new TraceEnumerator(program, options, deadline, spinPeriods, rmwPruning);
            try {
                long least = LaunchEvents.atLeast(program);
                if (least > options.maxEvents()) {
                    // no combination of paths fits the size limit: refused before any path is explored
                    limit = CheckLimit.of(CheckLimit.Kind.LAUNCH_EVENTS, options.maxEvents(), least);
                } else {
                    search(te);
                }
            } catch (OutOfMemoryError e) {
                // the last resort, after the limits above: what this run holds is garbage once it unwinds to here
                long mb = Runtime.getRuntime().maxMemory() / (1 << 20);
                limit = events > 0 ? CheckLimit.of(CheckLimit.Kind.HEAP_EXECUTION, mb, (long) events)
                        : CheckLimit.of(CheckLimit.Kind.HEAP, mb);
            }
            if (limit != null) {
                // a limit stopped the check before its faults could be confirmed (or all of them found)
                te.faults().values().forEach(f -> {
                    Finding unconfirmed = fault(f.get(0), Finding.Kind.UNCONFIRMED_FAULT);
                    if (findings.stream().noneMatch(g -> g.text().equals(unconfirmed.text()))) {
                        findings.add(unconfirmed);
                    }
                });
            }
            List<CutPath> cut = cuts(te);
            // a finished check that met no execution says why, where it can (NoExecution)
            NoExecution.why(limit == null, executions, cut, findings, barrierProblem).ifPresent(findings::add);
            Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
            return new CheckResult(limit == null ? CheckResult.Status.COMPLETE : CheckResult.Status.LIMIT_REACHED,
                    limit == null ? "" : limit.english(), executions, candidates, diagnostics, elapsed, cut,
                    findings, limit);
        }

        private void search(TraceEnumerator te) {
            List<List<Trace>> traces = te.enumerate();
            // paths whose waits are longer than any execution needs add nothing (SpinRepeats)
            SpinRepeats.Reduction spins = traces == null ? null : te.reduce(traces);
            recut = recut(te, traces, spins);
            diagnostics.addAll(UnsettledFaults.notes(te.diagnostics().stream().map(d -> te.cuts().stream()
                    .filter(c -> c.text().equals(d)).findFirst().map(c -> recut.apply(c).text()).orElse(d)).toList(),
                    traces == null ? te.limit() : null));
            if (spins != null) {
                // paths whose atomic reads change value more often than the others write are left out (ValueChanges)
                diagnostics.addAll(te.changeNotes());
                diagnostics.addAll(spins.notes(te.cuts().stream().map(recut).allMatch(CutPath::neverExits)));
            }
            if (traces == null) {
                limit = te.limit();
                return;
            }
            // only traces and combinations whose every read has a possible source can be consistent
            List<List<Trace>> kept = options.consistentOnly() ? sourced(spins.traces()) : spins.traces();
            memberIds = te.memberIds();
            tangles = new Tangles(program.launch(), kept, memberIds);
            spun = new SpunValues(te.spinSites());
            combine(kept);
            if (limit == null) {
                faultingExecutions(traces, kept, te.faults());
            }
            // a spin cut names the values executions' waits read or write there (not from a search a limit stopped)
            recut = limit == null ? spun.reword(diagnostics, te.cuts(), recut) : recut;
        }

        /**
         * How the enumeration's cuts are reported: as loops that can never exit where they are proved so
         * ({@link EndlessSpins}; an invocation every path of which ends in one is a finding, whatever the other
         * invocations' cuts), the others as waits longer than any execution that ends needs when every cut is
         * ({@link SpinRepeats.Reduction#waitsOnly()}), else as they are. Either way a larger spin bound cannot change
         * the answer ({@link CutKind#ENDLESS_WAIT}).
         */
        private UnaryOperator<CutPath> recut(TraceEnumerator te, List<List<Trace>> traces,
                                             SpinRepeats.Reduction spins) {
            UnaryOperator<CutPath> others = spins != null && spins.waitsOnly() ? CutPath::openWait
                    : UnaryOperator.identity();
            EndlessSpins.Proof proof = traces == null ? null : te.endless(traces);
            if (proof == null) {
                return others;
            }
            proof.stuck().forEach((agent, before) -> findings.add(Finding.endlessSpin(
                    program.launch().agents().get(agent).name(), agent,
                    before.stream().map(dev.syncscope.core.model.ThreadState::next).toList(), proof.before().get(agent))));
            return c -> proof.onward().contains(c) ? c.endlessOnward()
                    : proof.loops().contains(c) ? c.endless() : others.apply(c);
        }

        /** The enumeration's cuts, as {@link #recut} words them. */
        private List<CutPath> cuts(TraceEnumerator te) {
            return te.cuts().stream().map(recut).toList();
        }

        /**
         * The paths whose every read may have a source ({@link ReadSources#filter}) and, with the RMW pruning, a value
         * some chain of the launch's writes can produce in one execution ({@link ValueReach}).
         */
        private List<List<Trace>> sourced(List<List<Trace>> traces) {
            return rmwPruning ? ValueReach.filter(program.launch(), traces)
                    : ReadSources.filter(program.launch(), traces);
        }

        /** Whether inconsistent candidates are left out as they are met (so the RMW pruning may be on). */
        boolean pruning() {
            return rmwPruning && options.consistentOnly();
        }

        boolean stopped() {
            if (limit == null && System.nanoTime() > deadline) {
                limit = CheckLimit.of(CheckLimit.Kind.TIME, options.timeLimit().toMillis());
            }
            if (limit == null && Thread.currentThread().isInterrupted()) {
                limit = CheckLimit.of(CheckLimit.Kind.CANCELLED);
            }
            return limit != null;
        }

        /**
         * Every combination of one path per agent that agrees on the tangles of subgroup operations and may have a
         * candidate to keep: with the RMW pruning, those whose writes to each location of mutually ordered atomic
         * writes have an order in which each RMW reads the write before it ({@link ExclusiveWrites}), built from that
         * order when some such location has RMWs ({@link OrderFirst}; not with subgroup operations); in the same
         * order either way.
         */
        private void combine(List<List<Trace>> traces) {
            exclusive = pruning() ? new ExclusiveWrites(program.launch(), traces, chains, Run.this::stopped) : null;
            Location main = exclusive == null ? null : exclusive.main();
            if (main == null || !OrderFirst.fits(traces, main) || !combineByOrder(traces, main)) {
                combineByPaths(traces);
            }
            exclusive = null;
            ordered = null;
        }

        /**
         * The combinations whose writes to {@code main}, an exclusive location with RMWs, have a modification order
         * that gives each RMW the value before it ({@link OrderFirst}), in the order {@link #combineByPaths} meets
         * them: every other combination has no candidate to keep. False when there are more than
         * {@link OrderFirst#MAX_COMBINATIONS} (none met).
         */
        private boolean combineByOrder(List<List<Trace>> traces, Location main) {
            List<int[]> combinations = OrderFirst.combinations(traces, main, program.launch().initialValue(main),
                    Run.this::stopped);
            if (combinations == OrderFirst.TOO_MANY) {
                return false; // more than it holds: combined as before, one at a time
            }
            if (combinations == null) {
                return true; // stopped() set the limit
            }
            ordered = main;
            List<Trace> chosen = new ArrayList<>();
            for (int[] c : combinations) {
                if (stopped()) {
                    return true;
                }
                chosen.clear();
                boolean compatible = true;
                for (int a = 0; a < c.length && compatible; a++) {
                    Trace t = traces.get(a).get(c[a]);
                    compatible = tangles.compatible(chosen, t);
                    chosen.add(t);
                }
                if (compatible) {
                    leaf(chosen);
                }
            }
            return true;
        }

        /**
         * Every combination of one path per agent that agrees on the tangles of subgroup operations, depth first with
         * its own stack (a recursion per agent overflowed the thread's stack at 8,192 invocations).
         */
        private void combineByPaths(List<List<Trace>> traces) {
            int agents = traces.size();
            int[] next = new int[agents + 1]; // per agent: the index of its next path to try
            List<Trace> chosen = new ArrayList<>();
            int agent = 0;
            while (agent >= 0 && !stopped()) {
                if (agent == agents) {
                    leaf(chosen);
                    agent = back(agent, chosen);
                    continue;
                }
                List<Trace> paths = traces.get(agent);
                // paths that assume other tangles of a subgroup operation than the combination forms are no execution
                while (next[agent] < paths.size() && !tangles.compatible(chosen, paths.get(next[agent]))) {
                    next[agent]++;
                }
                if (next[agent] == paths.size()) {
                    agent = back(agent, chosen);
                    continue;
                }
                chosen.add(paths.get(next[agent]++));
                next[++agent] = 0;
            }
        }

        /** Leaves {@code agent} for the one before, taking back that one's path. */
        private int back(int agent, List<Trace> chosen) {
            if (agent > 0) {
                chosen.remove(chosen.size() - 1);
            }
            return agent - 1;
        }

        private void leaf(List<Trace> chosen) {
            if (tooLarge(chosen)) {
                return;
            }
            if (!options.consistentOnly() || perPath.justified(chosen)
                    && (exclusive == null || exclusive.orderable(chosen, ordered))) {
                candidatesOf(chosen);
            }
        }

        /**
         * Whether the combination has more events than an execution may have ({@link CheckOptions#maxEvents}); the
         * check stops there. An execution's relations are n × n bit matrices, built and
         * closed (n³ / 64 steps) with no look at the time limit in between: a million invocations would need
         * terabytes, and 16,385 events took minutes for one candidate.
         */
        private boolean tooLarge(List<Trace> chosen) {
            events = 0;
            for (Trace t : chosen) {
                for (Trace.Step step : t.steps()) {
                    events += step.action() instanceof Action.Collective ? 0 : 1;
                }
            }
            if (events <= options.maxEvents()) {
                return false;
            }
            limit = CheckLimit.of(CheckLimit.Kind.EVENTS, options.maxEvents(), (long) events);
            return true;
        }

        /**
         * The executions that end in a fault, after those that end without one ({@link #combine} of {@code kept}).
         * An invocation's path that ends in a fault is an execution's as far as the fault: its events before the
         * fault exist, none after it (the invocation stops there, as in the stepper), and the others run any of their
         * paths, complete or ending in a fault themselves. Such an execution is consistent or not by the same
         * predicate, and its data races are the program's (VK MM: Data Race is between two memory operations that are
         * executed; a race of accesses made before the fault is one). It has no final state, so its outcomes are not
         * allowed outcomes ({@link Execution#faulted()}), and a control barrier its faulting invocation never met is
         * no barrier divergence (the fault is the finding).
         *
         * <p>A path's read values are every value some write can produce, so most faulting paths belong to no
         * execution (an index read from a counter no execution takes that far): a fault whose paths no combination
         * gives every read a source ({@link SourcedCombination}, within {@link #REFUTING_NODES} nodes a fault and
         * {@link #REFUTING_TIME} for all) is dropped at once, note and paths. The combinations with the others' paths
         * are met once each: those whose first faulting path is agent {@code a}'s take complete paths for the agents
         * before {@code a}, a path of {@code a} that faults, and either kind for the agents after it. A fault some
         * consistent execution contains leaves its note for {@link CheckResult#faults()}; one none contains, all of
         * them searched, is dropped; with a limit before that, it stays a note and is listed as unconfirmed
         * ({@link #run}).
         *
         * @param traces the complete paths, before the repeats of waits were left out (what the refuting search reads)
         * @param kept   the complete paths the executions without a fault were combined from
         * @param noted  per FAULT note, the paths that end in it ({@link TraceEnumerator#faults()})
         */
        private void faultingExecutions(List<List<Trace>> traces, List<List<Trace>> kept,
                                        Map<String, List<Trace>> noted) {
            long refutingDeadline = Math.min(deadline, System.nanoTime() + REFUTING_TIME.toNanos());
            List<List<Trace>> faulting = FaultingPaths.unrefuted(program.launch(), traces, noted, this::sourced,
                    refutingDeadline, faultOf, diagnostics);
            Tangles main = tangles;
            for (int a = 0; a < faulting.size() && limit == null; a++) {
                if (faulting.get(a).isEmpty()) {
                    continue;
                }
                List<List<Trace>> lists = FaultingPaths.firstFaultingAt(a, kept, faulting);
                lists = options.consistentOnly() ? sourced(lists) : lists;
                tangles = new Tangles(program.launch(), lists, memberIds);
                combine(lists);
            }
            tangles = main;
            for (Map.Entry<String, List<Trace>> fault : noted.entrySet()) {
                int at = diagnostics.indexOf(fault.getKey());
                if (at < 0) {
                    continue;
                }
                if (confirmed.contains(fault.getKey())) {
                    diagnostics.remove(at);
                    findings.add(fault(fault.getValue().get(0), Finding.Kind.FAULT));
                } else if (limit == null) {
                    diagnostics.remove(at); // every execution was searched, and none contains it
                }
                // else a limit stopped the search first: the note stays, and run() lists the fault as unconfirmed
            }
        }

        /** {@code fault: T1 stops at append.comp:8: out-of-bounds access kept[1] (it has 1 location)}. */
        private Finding fault(Trace t, Finding.Kind kind) {
            return Finding.fault(kind, program.launch().agents().get(t.agent()).name(), t.agent(), t.end());
        }

        private void candidatesOf(List<Trace> traces) {
            PartsByShape.Shape shape = partsByShape.of(program.launch(), traces, chains);
            if (stopped()) {
                return;
            }
            Finding problem = shape.barrierProblem();
            if (problem != null) {
                if (!diagnostics.contains(problem.text())) {
                    diagnostics.add(problem.text());
                }
                barrierProblem = barrierProblem == null ? problem : barrierProblem;
                return;
            }
            StaticFacts s = shape.facts(traces);
            // an invocation whose path ends in a fault stops there: the execution has no final state
            List<String> faults = traces.stream().filter(t -> t.end().status() == ThreadState.Status.FAULT)
                    .map(t -> fault(t, Finding.Kind.FAULT).text()).toList();
            FinalRegisters registers = perPath.registers(traces);
            // a faulting invocation never met what follows its fault: the fault is the finding, not divergence
            Finding divergence = !faults.isEmpty() || program.launch().barriersOfExecutingThreads() ? null
                    : shape.divergence(s, traces);
            int before = executions.size();
            for (StaticParts parts : shape.parts(s, traces)) {
                if (stopped()) {
                    return;
                }
                new CandidateSearch(this, s, parts, registers, faults, divergence).run();
            }
            boolean formed = executions.subList(before, executions.size()).stream().anyMatch(Execution::consistent);
            if (formed) {
                spun.formed(traces);
            }
            if (!faults.isEmpty()) {
                // a faulting path some consistent execution contains: its fault is the program's
                if (formed) {
                    traces.stream().map(faultOf::get).filter(java.util.Objects::nonNull).forEach(confirmed::add);
                }
                return;
            }
            // reported only for paths that form an execution (some consistent one among the candidates)
            if (divergence != null && !findings.contains(divergence) && formed) {
                findings.add(divergence);
            }
        }
    }
}
