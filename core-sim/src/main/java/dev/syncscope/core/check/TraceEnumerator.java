package dev.syncscope.core.check;

import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Explores every agent's {@link ThreadState} over all read values a location can hold: its initial
 * value and every value some write to it can produce. Since written values may depend on read values
 * (register stores, RMW arithmetic), the set of values is grown to a fixpoint. Paths that end in
 * BOUND_EXCEEDED are dropped and reported; those that end in a FAULT are reported and kept apart ({@link #faults()}),
 * for the executions that end in a fault. Owned by the checking thread.
 */
final class TraceEnumerator {
    private final Program program;
    private final CheckOptions options;
    private final long deadline;
    private final List<String> diagnostics = new ArrayList<>();
    private final List<CutPath> cuts = new ArrayList<>();
    /** Per agent and spinning read (instruction, location, whether it fails or writes back): the values cut, and the
     * note they share in {@link #cuts} and {@link #diagnostics}. */
    private final Map<SpunValues.Site, Map.Entry<TreeSet<Long>, CutPath>> spinCuts = new HashMap<>();
    /** The note of a spin read not cut yet. */
    private static final CutPath NO_CUT = new CutPath(CutKind.SPIN_BOUND, "");

    /** The nodes of the path being explored that have choices left, innermost first ({@link #explore}). */
    private final ArrayDeque<PathBranch> stack = new ArrayDeque<>();

    /** Per agent and scope, its member id at the subgroup operations it reached, in any round. */
    private final Map<Integer, Map<Scope, Integer>> memberIds = new HashMap<>();
    /** Per FAULT diagnostic, the paths that end in it (the invocation stops there, as in the stepper). */
    private final Map<String, List<Trace>> faults = new LinkedHashMap<>();
    private CheckLimit limit;
    /** The most writes of a path of the agent being explored that was cut at the spin bound. */
    private int cutPathWrites;
    /** What the previous round learnt of subgroup operations (null in the first round), and this round. */
    private CollectiveRound previous;
    private CollectiveRound collectives;
    private final SpinRepeats repeats;
    private final ValueChanges changes;
    private final OwnWrites own;
    private final EndlessSpins endless;
    private final EnumerationReach reach;
    /** The last round's value sets when they closed (its paths wrote no value its reads did not take), else null. */
    private Map<Location, Set<Long>> closed;

    /** @param deadline {@link System#nanoTime()} after which exploration stops with a limit */
    TraceEnumerator(Program program, CheckOptions options, long deadline) {
        this(program, options, deadline, SpinRepeats.MAX_PERIOD, true);
    }

    /**
     * @param spinPeriods the longest iteration of a wait whose repeats may be left out ({@link SpinRepeats})
     * @param rmwPruning  whether reads leave out values beyond the RMWs of one execution ({@link EnumerationReach})
     */
    TraceEnumerator(Program program, CheckOptions options, long deadline, int spinPeriods, boolean rmwPruning) {
        this.program = program;
        this.options = options;
        this.deadline = deadline;
        this.repeats = new SpinRepeats(program.launch(), spinPeriods, () -> System.nanoTime() > deadline);
        this.changes = new ValueChanges(program.launch(), options.consistentOnly());
        this.own = new OwnWrites(program.launch(), options.consistentOnly());
        this.endless = new EndlessSpins(program.launch());
        this.reach = new EnumerationReach(program.launch(), rmwPruning && options.consistentOnly());
    }

    /**
     * Complete traces per agent, or null when a limit stopped the exploration (see {@link #limit()}).
     * Round {@code k} reads the values that chains of at most {@code k} writes can produce, so once
     * {@code k} reaches the most writes one execution can perform, every value an execution can
     * justify is covered even if the value sets still grow (e.g. increments). An RMW that writes back the value it
     * read is no link of such a chain ({@link Trace.Step#linksAChain}): the iterations of an exchange spin lock, each
     * writing 1 over 1, made every cut path a chain of 33 writes, and the rounds never reached its length.
     * A subgroup operation's
     * dynamic instance is one more link of such a chain: its results depend on every participant's
     * contribution ({@link CollectiveRound}).
     */
    List<List<Trace>> enumerate() {
        Map<Location, Set<Long>> values = new HashMap<>();
        CollectiveRound known = null;
        // a round with paths pending at a subgroup operation takes the enumeration at least one operation further
        // relaysFrom: the first round whose reads were branched by the agents that write back as they do now (OwnWrites)
        for (int round = 0, pendingRounds = 0, relaysFrom = 0; round <= options.maxValueRounds() + pendingRounds;
             round++) {
            previous = known;
            Map<Location, Set<Long>> written;
            List<List<Trace>> all;
            int writesPerExecution;
            own.startRound(round == 0);
            // explored again while a pruning of value changes relied on fewer writes than the round found
            do {
                own.restartRound();
                reach.startRound();
                diagnostics.clear();
                cuts.clear();
                spinCuts.clear();
                faults.clear();
                repeats.clear();
                endless.clear();
                changes.startRound();
                collectives = new CollectiveRound(program.launch());
                written = new HashMap<>();
                all = new ArrayList<>();
                writesPerExecution = 0;
                for (int a = 0; a < program.invocationCount(); a++) {
                    List<Trace> traces = new ArrayList<>();
                    explore(a, program.initial().get(a), values, written, traces);
                    if (limit != null) {
                        return null;
                    }
                    all.add(traces);
                    // a path cut at the spin bound is the prefix of one a later round may complete once its loop reads
                    // another invocation's write (VK MM: Acyclicity, reads-from): its writes count towards the longest
                    // chain as a complete path's (two invocations handing a flag to each other ended at round 0)
                    writesPerExecution += Math.max(cutPathWrites,
                            traces.stream().mapToInt(TraceEnumerator::writes).max().orElse(0));
                }
            } while (!changes.validate() || !reach.validate(!cuts.isEmpty()));
            // round 0 branches over every value; a later round's pruned reads were missing what a newly met write-back
            // passes on, so the chains are counted again from the round after (the last round's reads cover them)
            if (round > 0 && !own.relaysStable()) {
                relaysFrom = round + 1;
            }
            boolean valuesSame = ValueSets.same(program.launch(), written, values) && own.stable();
            boolean stable = valuesSame && (collectives.isEmpty() || collectives.sameAs(known));
            int lastRound = writesPerExecution + collectives.instancesPerExecution() + relaysFrom;
            // one more round (within the bound) while the tangles change: with the values repeated, it may find the sets
            // closed, which EndlessSpins needs (VK MM: Acyclicity, reads-from); with a path stopped for good, as links
            // counts complete paths only (FoundBySubgroupPropertyTest: three invocations ended at round 3)
            boolean settling = !stable && !collectives.anyPending() && round < options.maxValueRounds() + pendingRounds
                    && (valuesSame || collectives.anyStalled() && !collectives.sameAs(known));
            if (!collectives.anyPending() && !stable && !settling && round >= lastRound && reach.restart()) {
                // a bound on chains of writes holds with values left out only once the sets are closed: from round 0
                values = new HashMap<>();
                known = null;
                round = -1;
                relaysFrom = 0;
                continue;
            }
            if (!collectives.anyPending() && (stable || round >= lastRound && !settling)) {
                closed = stable || round == 0 && collectives.isEmpty() && endless.initialOnly(written) ? written : null;
                return all;
            }
            if (collectives.anyPending() && collectives.sameAs(known)) {
                limit = CheckLimit.of(CheckLimit.Kind.TANGLES_UNRESOLVED);
                return null;
            }
            pendingRounds += collectives.anyPending() ? 1 : 0;
            values = written;
            known = collectives;
        }
        limit = CheckLimit.of(known != null && !known.isEmpty() ? CheckLimit.Kind.FIXPOINT_TANGLES
                : CheckLimit.Kind.FIXPOINT, options.maxValueRounds());
        return null;
    }

    private static int writes(Trace t) {
        return (int) t.steps().stream().filter(Trace.Step::linksAChain).count();
    }

    CheckLimit limit() {
        return limit;
    }

    /**
     * The invocations whose every path of {@code traces} (the last round's) ends at a spin loop that can never exit,
     * and the cuts of such loops ({@link EndlessSpins}); null when nothing is proved. The rest of a path cut in a loop
     * that may exit may write only what its invocation's explored paths wrote there ({@link OwnWrites#written}: the
     * values the others' reads branched over), and nowhere paths were left out for their value changes.
     */
    EndlessSpins.Proof endless(List<List<Trace>> traces) {
        return endless.endless(closed, cuts, traces, faults.values(),
                (agent, loc, value) -> own.written(agent, loc, value) && !changes.prunedAt(loc));
    }

    /** What spin loops let the check leave out of the last round's paths ({@link SpinRepeats}). */
    SpinRepeats.Reduction reduce(List<List<Trace>> traces) {
        return repeats.reduce(traces);
    }

    /** Notes on the paths the last round left out for their value changes ({@link ValueChanges}). */
    List<String> changeNotes() {
        return changes.notes();
    }

    List<String> diagnostics() {
        return List.copyOf(diagnostics);
    }

    /**
     * Per FAULT diagnostic (among {@link #diagnostics()}), the paths ending in it: a read value on such a path may
     * come from no consistent execution (the values read are every value a write can produce), so the checker
     * reports the fault only where some consistent execution contains one of its paths (and that execution's races).
     */
    Map<String, List<Trace>> faults() {
        // in the order found, so the confirmations (which share a time budget) run in the same order every time
        return java.util.Collections.unmodifiableMap(new LinkedHashMap<>(faults));
    }

    /** Per agent and scope, its member id at the subgroup operations it reached ({@link Tangles}). */
    Map<Integer, Map<Scope, Integer>> memberIds() {
        return memberIds;
    }

    /**
     * One line per agent and place where paths were cut at a bound, with the bound: a thread state's
     * (BOUND_EXCEEDED), the spin bound, or the action safety net.
     */
    List<CutPath> cuts() {
        return List.copyOf(cuts);
    }

    /** The spin cuts among {@link #cuts()}, each with its invocation and read. */
    Map<CutPath, SpunValues.Site> spinSites() {
        Map<CutPath, SpunValues.Site> sites = new HashMap<>();
        spinCuts.forEach((site, cut) -> sites.put(cut.getValue(), site));
        return sites;
    }

    /**
     * Depth-first over every path of {@code agent}, with an explicit stack: a spin loop's path is up to
     * {@link CheckOptions#maxActions} actions long, deeper than a thread's stack allows recursion (the CLI's main
     * thread overflowed on {@code spin-noncoherent-flag.comp}).
     */
    private void explore(int agent, ThreadState start, Map<Location, Set<Long>> values,
                         Map<Location, Set<Long>> written, List<Trace> out) {
        List<Trace.Step> path = new ArrayList<>();
        cutPathWrites = 0;
        changes.startAgent();
        int[] spins = new int[16];
        stack.clear();
        ThreadState next = start;
        while (true) {
            if (next != null) {
                PathBranch b = visit(agent, next, path, values, out);
                if (b != null) {
                    stack.push(b);
                }
            }
            if (limit != null) {
                stack.clear(); // its nodes hold states: let them go with the stopped exploration
                return;
            }
            PathBranch top = stack.peek();
            if (top == null) {
                return;
            }
            if (top.choice == top.choices()) {
                stack.pop();
                next = null;
                continue;
            }
            changes.truncate(path.size(), top.depth);
            while (path.size() > top.depth) {
                path.remove(path.size() - 1);
            }
            Trace.Step step = top.take();
            if (top.action instanceof Action.Load || top.action instanceof Action.ReadModifyWrite
                    || top.action instanceof Action.Store) {
                record(written, top.loc, step.written());
            }
            if (step.written() != null && top.loc != null) {
                own.wrote(agent, top.loc, step.written(), !step.linksAChain());
            }
            path.add(step);
            if (step.action() instanceof Action.ControlBarrier && !memberIds.isEmpty()) {
                collectives.reachedBarrier(agent, path); // asked only at subgroup operations (none met: none asked)
            }
            reach.added(agent, path);
            endless.added(agent, path);
            repeats.added(path, top.state);
            if (changes.added(agent, path)) {
                next = null;
                continue;
            }
            if (spins.length < path.size()) {
                spins = Arrays.copyOf(spins, 2 * path.size());
            }
            spins[path.size() - 1] = SpinReads.spins(path, spins);
            if (spins[path.size() - 1] >= options.spinBound()) {
                cutPathWrites = Math.max(cutPathWrites, (int) path.stream().filter(Trace.Step::linksAChain).count());
                SpunValues.Site key = cutSpin(agent, step);
                endless.cut(agent, top.state, path, () -> spinCuts.get(key).getValue());
                repeats.cutAtSpinBound(agent, path);
                next = null;
                continue;
            }
            next = top.next(step);
        }
    }

    /** Notes the path cut at the spin bound; the cuts of one read at several values share a note, whose key it is. */
    private SpunValues.Site cutSpin(int agent, Trace.Step step) {
        SpunValues.Site key = new SpunValues.Site(agent, step.action(), step.written() == null);
        Map.Entry<TreeSet<Long>, CutPath> group = spinCuts.computeIfAbsent(key, k -> Map.entry(new TreeSet<>(),
                NO_CUT));
        if (!group.getKey().add(step.read())) {
            return key;
        }
        CutPath cut = CutPath.spin(program.launch().agents().get(agent).name(), step, group.getKey(),
                options.spinBound());
        if (group.getValue() == NO_CUT) {
            cuts.add(cut);
            diagnostics.add(cut.text());
        } else {
            cuts.set(cuts.indexOf(group.getValue()), cut);
            diagnostics.set(diagnostics.indexOf(group.getValue().text()), cut.text());
        }
        spinCuts.put(key, Map.entry(group.getKey(), cut));
        return key;
    }

    /**
     * The checks at one node of the path tree: null when the path ends here (a complete trace, a bound,
     * a limit), else the node's choices of what to read.
     */
    private PathBranch visit(int agent, ThreadState s, List<Trace.Step> path, Map<Location, Set<Long>> values,
                         List<Trace> out) {
        if (limit != null) {
            return null;
        }
        if (System.nanoTime() > deadline) {
            limit = CheckLimit.of(CheckLimit.Kind.TIME_EXPLORING, options.timeLimit().toMillis(),
                    program.launch().agents().get(agent).name());
            return null;
        }
        if (Thread.currentThread().isInterrupted()) {
            limit = CheckLimit.of(CheckLimit.Kind.CANCELLED);
            return null;
        }
        if (s.status() != ThreadState.Status.RUNNING) {
            if (s.status() == ThreadState.Status.DONE) {
                if (out.size() >= options.maxTracesPerAgent()) {
                    limit = CheckLimit.of(CheckLimit.Kind.PATHS, program.launch().agents().get(agent).name(),
                            options.maxTracesPerAgent());
                    return null;
                }
                Trace t = new Trace(agent, PathBranch.marked(stack, path), s);
                out.add(t);
                collectives.completed(agent, path);
                repeats.completed(t, path);
            } else {
                // a path that faults or runs out of its bound made its writes, which a later round's reads may take
                // (VK MM: Acyclicity, reads-from): they count towards the longest chain as a cut path's (two invocations
                // faulting on round 0's initial values ended the check there with no execution)
                cutPathWrites = Math.max(cutPathWrites, (int) path.stream().filter(Trace.Step::linksAChain).count());
                String d = program.launch().agents().get(agent).name() + ": " + s.status() + " " + s.diagnostic()
                        + " (paths beyond it are not explored)";
                if (!diagnostics.contains(d)) {
                    diagnostics.add(d);
                }
                if (s.status() == ThreadState.Status.FAULT) {
                    faults.computeIfAbsent(d, x -> new ArrayList<>())
                            .add(new Trace(agent, PathBranch.marked(stack, path), s));
                    // stopped there, it is absent from every later subgroup operation's tangle as a finished one is
                    // (SPIR-V 2.2.5 Tangle; audit 52 F1: its partner had no tangle to assume, every execution was lost)
                    collectives.completed(agent, path);
                }
                repeats.ended(agent, path, s.status() != ThreadState.Status.FAULT);
                if (s.status() == ThreadState.Status.BOUND_EXCEEDED) {
                    String name = program.launch().agents().get(agent).name();
                    CutPath cut = CutPath.ofState(s.cutKind(), name + ": " + s.diagnostic(), name, s.cutArgs());
                    if (!cuts.contains(cut)) {
                        cuts.add(cut);
                    }
                }
            }
            return null;
        }
        if (path.size() >= options.maxActions()) {
            // placed at the action that would go past the bound, as a cut at an instruction budget is
            SourceSpan at = s.next().source();
            CutPath cut = CutPath.actions(program.launch().agents().get(agent).name(), options.maxActions(), at);
            String d = cut.text().substring(0, cut.text().indexOf(" on one path ("));
            if (!diagnostics.contains(d)) {
                diagnostics.add(d);
                cuts.add(cut);
            }
            repeats.ended(agent, path, true);
            return null;
        }
        Action a = s.next();
        if (a instanceof Action.Collective c) {
            return collective(agent, s, c, path);
        }
        // VK MM: Agent, Availability, Visibility, and Domain Operations — what host and device agents perform
        HostActions.check(program.launch().agents().get(agent), a);
        if (a instanceof Action.ControlBarrier cb && cb.quorum() != null) {
            // the quorum may never arrive: the agent may also stay here for good (checked per combination)
            if (out.size() >= options.maxTracesPerAgent()) {
                limit = CheckLimit.of(CheckLimit.Kind.PATHS, program.launch().agents().get(agent).name(),
                        options.maxTracesPerAgent());
                return null;
            }
            Trace t = new Trace(agent, PathBranch.marked(stack, path), s, cb);
            out.add(t);
            collectives.completed(agent, path);
            repeats.completed(t, path);
        }
        Location loc = AccessedLocation.of(a);
        boolean reads = a instanceof Action.Load || a instanceof Action.ReadModifyWrite;
        return new PathBranch(s, a, loc, reads ? reach.keep(loc, own.values(agent, loc, path,
                new TreeSet<>(ValueSets.at(program.launch(), values, loc)))) : null, path.size());
    }

    /**
     * A subgroup operation: a branch per tangle the path may assume ({@link CollectiveRound}); null when the
     * path stops here, pending until the next round knows the other members, or for good.
     */
    private PathBranch collective(int agent, ThreadState s, Action.Collective c, List<Trace.Step> path) {
        collectives.contributed(agent, c);
        memberIds.computeIfAbsent(agent, x -> new HashMap<>()).put(c.scope(), c.member());
        CollectiveRound.Options o = CollectiveRound.options(previous, program.launch(), agent, c,
                CollectiveRound.barriers(path), options.maxTracesPerAgent());
        if (o.tangles() == null) {
            limit = CheckLimit.of(CheckLimit.Kind.TANGLES, program.launch().agents().get(agent).name(),
                    options.maxTracesPerAgent(), String.valueOf(c.operation()), String.valueOf(c.source()));
            return null;
        }
        if (o.pending()) {
            collectives.stoppedPending(agent, path, c);
        }
        if (o.tangles().isEmpty()) {
            collectives.stalled(agent, path, c);
            endless.stopped(agent);
            return null;
        }
        return new PathBranch(s, c, o.tangles(), path.size());
    }

    private void record(Map<Location, Set<Long>> written, Location loc, Long value) {
        Set<Long> set = written.computeIfAbsent(loc, l -> new TreeSet<>(Set.of(program.launch().initialValue(l))));
        if (value != null) {
            set.add(value);
        }
    }
}
