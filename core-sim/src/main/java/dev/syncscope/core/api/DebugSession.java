package dev.syncscope.core.api;

import dev.syncscope.core.exec.AgentReference;
import dev.syncscope.core.exec.AgentRuntime;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Engine;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.HeapGuard;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.ReadChoice;
import dev.syncscope.core.exec.ReadPreview;
import dev.syncscope.core.exec.RunResult;
import dev.syncscope.core.exec.Scheduler;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.exec.StopCondition;
import dev.syncscope.core.exec.TraceQueries;
import dev.syncscope.core.explain.ReadExplanation;
import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.CutKind;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.ThreadState;

import dev.syncscope.core.load.ProgramLoader;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

/**
 * The headless façade of the simulator, used by tests, the CLI and the app.
 *
 * <p>Call order: <b>load</b> ({@link #open(Path)} for a file of any supported kind, or {@link #load(Program)} for a
 * program built by a front end; {@link #load(Program, LaunchOptions, Supplier)} and
 * {@link #replay(Program, LaunchOptions, List, Supplier)} also take where each run's {@link HeapGuard} comes from, by
 * default {@link HeapGuard#jvm()}: a fake heap in tests) → <b>configure launch</b> ({@link #configure(LaunchOptions)}:
 * chains, limits, scheduler; resets the run) → <b>step / run / seek</b> ({@link #step()}, {@link #step(int)},
 * {@link #step(int, int)}, {@link #run()}, {@link #runToBarrier()}, {@link #runToLine}, {@link #runUntilDiagnostic()},
 * {@link #stepBack()}, {@link #stepForward()}, {@link #seek(int)}, {@link #reset()}) → <b>read</b>
 * ({@link #snapshot()}, {@link #diagnostics()}, {@link #cutKind(int)}, {@link #races()}, {@link #choices(int)},
 * {@link #explainRead(int)}, {@link #valuesAsRead}, {@link #outcome()}, {@link #decisions()}).
 *
 * <p>Owned by one simulation thread: every method must be called from the thread that loaded the session (the UI posts
 * requests to it and never calls it from the FX thread). Everything returned is immutable and may be handed to other
 * threads. Every method reports bad input, and anything unexpected, as an {@link InputError} that names the request;
 * the session is then unchanged.
 */
public final class DebugSession {

    private final Program loaded;
    /** A fresh guard for each engine (a guard remembers where its trace filled the heap). */
    private final Supplier<HeapGuard> heapGuards;
    private LaunchOptions options;
    private Engine engine;
    private SnapshotBuilder snapshots;

    private DebugSession(Program program, LaunchOptions options, Supplier<HeapGuard> heapGuards) {
        this.loaded = program;
        this.heapGuards = heapGuards;
        this.options = options;
        this.engine = new Engine(configured(program, options), options.engineOptions(), heapGuards.get());
        this.snapshots = new SnapshotBuilder(engine);
    }

    /** Opens a kernel or litmus file ({@link ProgramLoader#SUPPORTED}) with {@link LaunchOptions#DEFAULTS}. */
    public static DebugSession open(Path file) {
        return open(file, LaunchOptions.DEFAULTS);
    }

    /**
     * Opens a kernel or litmus file with the given launch options; a kernel whose dispatch exceeds
     * {@link LaunchOptions#maxInvocations()} is an InputError saying so.
     */
    public static DebugSession open(Path file, LaunchOptions options) {
        Arguments.present(file, "open", "no file");
        Arguments.present(options, "open " + file, "no launch options");
        Program p = guard("open " + file, () -> ProgramLoader.load(file, options.maxInvocations()));
        return load(p, options);
    }

    /** Loads a program with {@link LaunchOptions#DEFAULTS}. */
    public static DebugSession load(Program program) {
        return load(program, LaunchOptions.DEFAULTS);
    }

    /** Loads a program with the given launch options. */
    public static DebugSession load(Program program, LaunchOptions options) {
        return load(program, options, HeapGuard::jvm);
    }

    /**
     * Loads a program with the given launch options; every engine of the session (this one and each
     * {@link #configure} builds) refuses steps when the guard {@code heapGuards} gives it says the heap is full.
     */
    public static DebugSession load(Program program, LaunchOptions options, Supplier<HeapGuard> heapGuards) {
        if (program == null) {
            throw new InputError(SourceSpan.UNKNOWN, "load: no program");
        }
        Arguments.present(options, "load " + program.name(), "no launch options");
        Arguments.present(heapGuards, "load " + program.name(), "no heap guards");
        return guard("load " + program.name(), () -> new DebugSession(program, options, heapGuards));
    }

    /** A session that replays {@code decisions} from the start; its trace equals the recorded run's. */
    public static DebugSession replay(Program program, LaunchOptions options, List<Decision> decisions) {
        return replay(program, options, decisions, HeapGuard::jvm);
    }

    /**
     * As {@link #replay(Program, LaunchOptions, List)}, with the heap guards of
     * {@link #load(Program, LaunchOptions, Supplier)}.
     */
    public static DebugSession replay(Program program, LaunchOptions options, List<Decision> decisions,
                                      Supplier<HeapGuard> heapGuards) {
        Arguments.present(decisions, "replay", "no decisions");
        DebugSession s = load(program, options, heapGuards);
        guard("replay", () -> s.engine.run(Scheduler.replay(decisions), StopCondition.NEVER, decisions.size()));
        return s;
    }

    private static Program configured(Program p, LaunchOptions o) {
        if (o.chains() == null || o.chains() == p.launch().availabilityVisibilityChains()) {
            return p;
        }
        return p.withLaunch(p.launch().withChains(o.chains()));
    }

    /** An invocation id of this launch. */
    private void invocation(int invocation, String request) {
        if (invocation < 0 || invocation >= engine.agentCount()) {
            throw new InputError(SourceSpan.UNKNOWN, request + ": invocation " + invocation + " does not exist (0.."
                    + (engine.agentCount() - 1) + ")");
        }
    }

    private static <T> T guard(String request, Supplier<T> body) {
        try {
            return body.get();
        } catch (InputError e) {
            throw e;
        } catch (RuntimeException e) {
            throw new InputError(SourceSpan.UNKNOWN, request + ": internal error (" + e + ")", e);
        }
    }

    // ---- configure ---------------------------------------------------------------------------

    /** Applies new launch options; the run restarts from the beginning. */
    public DebugSession configure(LaunchOptions newOptions) {
        Arguments.present(newOptions, "configure", "no launch options");
        Engine fresh = guard("configure", () -> new Engine(configured(loaded, newOptions), newOptions.engineOptions(),
                heapGuards.get()));
        this.options = newOptions;
        this.engine = fresh;
        this.snapshots = new SnapshotBuilder(fresh);
        return this;
    }

    public LaunchOptions options() {
        return options;
    }

    /** The program as loaded. */
    public Program program() {
        return loaded;
    }

    /** Whether this run assumes availability/visibility chains: the options' setting, else the program's. */
    public boolean chains() {
        return engine.launch().availabilityVisibilityChains();
    }

    private Scheduler scheduler() {
        Scheduler s = switch (options.scheduler()) {
            case ROUND_ROBIN -> Scheduler.roundRobin();
            case RANDOM -> Scheduler.seededRandom(options.seed());
            case LOCK_STEP_SUBGROUPS -> Scheduler.lockStepSubgroups();
        };
        return options.followReadGoals() && engine.hasReadGoals() ? Scheduler.followingReadGoals(s) : s;
    }

    // ---- step / run / seek -------------------------------------------------------------------

    /** One step chosen by the configured scheduler; {@code null} when nothing can step. */
    public StepRecord step() {
        return guard("step", () -> engine.anyRunnable() ? engine.step(scheduler().next(engine)) : null);
    }

    /** One step of invocation {@code invocation} (user pick), reading the model's default value. */
    public StepRecord step(int invocation) {
        return guard("step " + invocation, () -> engine.step(Decision.of(invocation)));
    }

    /** One step of {@code invocation} whose read returns write {@code readFromWriteId} (see {@link #choices}). */
    public StepRecord step(int invocation, int readFromWriteId) {
        // an invocation that cannot step at all gets the engine's reason instead
        if (choices(invocation).isEmpty() && engine.agent(invocation).status() == AgentStatus.RUNNING) {
            throw new InputError(nextSource(invocation), "step " + invocation + " reading W" + readFromWriteId
                    + ": its next action reads nothing");
        }
        return guard("step " + invocation, () -> engine.step(new Decision(invocation, readFromWriteId)));
    }

    /** One step as {@code decision} says: {@link #step(int)} for the default read, else {@link #step(int, int)}. */
    public StepRecord step(Decision decision) {
        Arguments.present(decision, "step", "no decision");
        return decision.readFrom() == Decision.DEFAULT ? step(decision.agent())
                : step(decision.agent(), decision.readFrom());
    }

    /** Runs until nothing can step or the step limit. */
    public RunResult run() {
        return runUntil(StopCondition.NEVER);
    }

    /** Runs until a control-barrier step. */
    public RunResult runToBarrier() {
        return runUntil(StopCondition.BARRIER);
    }

    /** Runs until a step at {@code file}:{@code line} ({@code file} null: any file). */
    public RunResult runToLine(String file, int line) {
        if (line < 1) {
            throw new InputError(SourceSpan.UNKNOWN, "run to line: lines start at 1 (was " + line + ")");
        }
        return runUntil(StopCondition.atLine(file, line));
    }

    /** Runs until a step produces a diagnostic. */
    public RunResult runUntilDiagnostic() {
        return runUntil(StopCondition.DIAGNOSTIC);
    }

    /** Runs until {@code stop} holds after a step (breakpoints on events). */
    public RunResult runUntil(StopCondition stop) {
        return runUntil(stop, options.stepLimit());
    }

    /**
     * Runs at most {@code maxSteps} steps, until {@code stop} holds after a step or nothing can step (a
     * window's full-speed Run, a chunk at a time). It builds no step record unless {@code stop} may read
     * one (any condition but {@link StopCondition#NEVER}), so it is faster than {@link #step()} in a loop.
     */
    public RunResult runUntil(StopCondition stop, long maxSteps) {
        Arguments.present(stop, "run", "no stop condition");
        if (maxSteps < 0) {
            throw new InputError(SourceSpan.UNKNOWN, "run: a step count of " + maxSteps + " (it must be 0 or more)");
        }
        return guard("run", () -> engine.run(scheduler(), stop, maxSteps));
    }

    /**
     * Runs as {@link #run()}, each decision of the configured scheduler first passed through {@code pick}, which may
     * name another write for its read ({@link #choices}) and may ask this session about the state before that step:
     * chosen reads read chosen values ({@code run --read}). It stops before a step {@code pick} returns null for
     * ({@link RunResult.Reason#STOPPED}); builds no step records.
     */
    public RunResult runPicking(java.util.function.UnaryOperator<Decision> pick) {
        Arguments.present(pick, "run", "no read picks");
        Scheduler s = scheduler();
        return guard("run", () -> {
            long n = 0;
            while (n < options.stepLimit()) {
                if (!engine.anyRunnable()) {
                    return new RunResult(n, RunResult.Reason.FINISHED);
                }
                Decision d = pick.apply(s.next(engine));
                if (d == null) {
                    return new RunResult(n, RunResult.Reason.STOPPED);
                }
                // one step with the heap check of every run, and no record
                RunResult one = engine.run(e -> d, StopCondition.NEVER, 1);
                n += one.steps();
                if (one.reason() == RunResult.Reason.MEMORY_LIMIT) {
                    return new RunResult(n, RunResult.Reason.MEMORY_LIMIT);
                }
            }
            return new RunResult(n, engine.anyRunnable() ? RunResult.Reason.STEP_LIMIT : RunResult.Reason.FINISHED);
        });
    }

    /** Undoes one step; false at the start. */
    public boolean stepBack() {
        return guard("step back", engine::stepBack);
    }

    /** Redoes one undone step; false when none. */
    public boolean stepForward() {
        return guard("step forward", engine::redo);
    }

    /** Moves to trace position {@code position} (0..{@link #traceSize()}). */
    public void seek(int position) {
        guard("seek " + position, () -> {
            engine.seek(position);
            return null;
        });
    }

    /** Back to the start (the trace is kept for {@link #stepForward()}). */
    public void reset() {
        seek(0);
    }

    public int position() {
        return engine.position();
    }

    public int traceSize() {
        return engine.traceSize();
    }

    // ---- read ------------------------------------------------------------------------------

    /**
     * An immutable snapshot of the current position. It shares the views of agents and locations that did not change
     * with the previous snapshot, so a snapshot after one step costs about what that step touched (and agents' pass).
     */
    public Snapshot snapshot() {
        return guard("snapshot", snapshots::build);
    }

    /**
     * Where invocation {@code invocation} stands, without building a snapshot: the barrier or subgroup operation it
     * waits at, else its next action; {@link SourceSpan#UNKNOWN} when it has finished or faulted. Costs one
     * invocation's lookup, for checks after every step of a run (run to breakpoint) on launches too large to snapshot.
     */
    public SourceSpan nextSource(int invocation) {
        invocation(invocation, "nextSource");
        return guard("nextSource", () -> SnapshotBuilder.pc(engine.agent(invocation)));
    }

    /**
     * The bound invocation {@code invocation} stopped at with BOUND_EXCEEDED ({@link ThreadState#cutKind()}), so that
     * what raises it is named without reading its diagnostic's words; null when it has not stopped at a bound.
     */
    public CutKind cutKind(int invocation) {
        invocation(invocation, "cutKind");
        return guard("cutKind", () -> engine.agent(invocation).atActionBound() ? CutKind.ACTIONS_BOUND
                : engine.agent(invocation).thread().cutKind());
    }

    public List<Diagnostic> diagnostics() {
        return guard("diagnostics", engine::diagnostics);
    }

    public List<Race> races() {
        return guard("races", engine::races);
    }

    /**
     * How many (invocation, pair of instructions) have data races found and not listed in {@link #races()}: a race is
     * listed while either of its invocations has fewer than 8 listed between its two instructions; past that one more
     * is counted here and the rest are not looked for, so a kernel whose every invocation stores to one location stays
     * linear ({@link dev.syncscope.core.exec.Race#LISTED_PER_LINES}).
     */
    public int racesUnlisted() {
        return guard("racesUnlisted", engine::racesUnlisted);
    }

    /** The recorded steps, oldest first (an immutable copy: O(trace) — prefer {@link #trace(int, int)}). */
    public List<StepRecord> trace() {
        return guard("trace", () -> List.copyOf(engine.trace()));
    }

    /** Recorded steps {@code from} (inclusive) to {@code to} (exclusive), as an immutable copy. */
    public List<StepRecord> trace(int from, int to) {
        Arguments.steps(from, to, engine.traceSize(), "trace");
        return guard("trace", () -> List.copyOf(engine.trace().subList(from, to)));
    }

    /** Number of diagnostics so far (O(1), for run loops). */
    public int diagnosticCount() {
        return engine.diagnosticCount();
    }

    /** The decisions of the applied steps: {@link #replay} reproduces the run from them. */
    public List<Decision> decisions() {
        return decisions(0, engine.position());
    }

    /** The decisions of recorded steps {@code from} to {@code to} (undone ones too), without making their records. */
    public List<Decision> decisions(int from, int to) {
        Arguments.steps(from, to, engine.traceSize(), "decisions");
        return guard("decisions", () -> engine.decisions(from, to));
    }

    /** The values invocation {@code invocation}'s next read may return, default first; empty if it does not read. */
    public List<ReadChoice> choices(int invocation) {
        invocation(invocation, "choices");
        return guard("choices " + invocation, () -> engine.choices(invocation));
    }

    /**
     * {@link #choices(int)}, or empty as well when the read's location has had more than {@code maxAccesses} writes
     * and reads: the list costs about the product of their numbers, so a window that asks at every frame bounds it (a
     * counter every invocation of a large launch adds to has thousands).
     */
    public List<ReadChoice> choices(int invocation, int maxAccesses) {
        invocation(invocation, "choices");
        return guard("choices " + invocation, () -> accessesOfNextRead(invocation) > maxAccesses ? List.of()
                : engine.choices(invocation));
    }

    /**
     * How many writes and reads the location of {@code invocation}'s next action has had (0: it reads nothing): what
     * {@link #choices(int, int)} compares with its bound, so a window can say why it lists no values.
     */
    public long accessesAtNextRead(int invocation) {
        invocation(invocation, "accesses");
        return guard("accesses " + invocation, () -> accessesOfNextRead(invocation));
    }

    private long accessesOfNextRead(int invocation) {
        AgentRuntime rt = engine.agent(invocation);
        if (rt.status() != AgentStatus.RUNNING) {
            return 0;
        }
        Action next = rt.thread().next();
        Reference ref;
        int index;
        if (next instanceof Action.Load l) {
            ref = engine.launch().reference(l.reference().name());
            index = l.index();
        } else if (next instanceof Action.ReadModifyWrite m) {
            ref = engine.launch().reference(m.reference().name());
            index = m.index();
        } else {
            return 0;
        }
        LocationState ls = ref == null || index < 0 || index >= ref.length() ? null
                : engine.location(ref.location(index));
        return ls == null ? 0 : (long) ls.live().size() + ls.retired().size() + ls.reads().size();
    }

    /** The latest step before the current position that is a read, at most {@code limit} steps back; -1: none. */
    public int latestRead(int limit) {
        return guard("find the latest read", () -> TraceQueries.latestRead(engine, engine.position(), limit));
    }

    /** Why the read at trace index {@code step} returned its value. */
    public ReadExplanation explainRead(int step) {
        return guard("explain step " + step, () -> engine.explainRead(step));
    }

    /**
     * What invocation {@code agent} (every one for -1) would read at {@code location} now, through each reference to
     * it; the snapshot leaves this (and {@link WriteView#visibleTo()}) out when agents × (location, reference) cells of
     * the launch exceed {@link SnapshotBuilder#CELL_BUDGET}, so views ask here (the focused invocation's column).
     */
    public List<ReadPreview> valuesAsRead(Location location, int agent) {
        Arguments.present(location, "values", "no location");
        if (agent != -1) {
            invocation(agent, "values of " + location);
        }
        return guard("values of " + location, () -> {
            List<ReadPreview> out = new java.util.ArrayList<>();
            boolean known = false;
            for (Reference r : engine.launch().references()) {
                if (r.allocation().equals(location.allocation()) && location.index() >= 0
                        && location.index() < r.length()) {
                    known = true;
                    for (int a = Math.max(agent, 0); a < (agent < 0 ? engine.agentCount() : agent + 1); a++) {
                        out.add(engine.preview(a, r, location.index()));
                    }
                }
            }
            if (!known) {
                throw new InputError(SourceSpan.UNKNOWN, "values: " + location + " is no location of this launch");
            }
            return out;
        });
    }

    /** The (agent, reference) pairs write {@code writeId} at {@code location} is visible to now. */
    public List<AgentReference> visibleTo(Location location, int writeId) {
        Arguments.present(location, "visibility of W" + writeId, "no location");
        return guard("visibility of W" + writeId, () -> engine.visibleTo(location, writeId));
    }

    /** Registers ({@code <agent>:r0}, e.g. {@code P1:r0}) and final memory values (by reference name) at the current position. */
    public Outcome outcome() {
        return guard("outcome", () -> SnapshotBuilder.outcome(engine));
    }

    /** Whether nothing can step any more. */
    public boolean finished() {
        return !engine.anyRunnable();
    }
}
