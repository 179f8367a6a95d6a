package dev.syncscope.core.exec;

import dev.syncscope.core.memory.LocationState;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.SourceSpan;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The stepper: executes one invocation's next action per step under the Vulkan memory model,
 * appends an immutable {@link StepRecord} per step, and moves backward and forward through the
 * recorded trace by applying the records' before/after effects (checkpoints every K steps make
 * {@link #seek} cheap).
 *
 * <p>Mutable inside and owned by one simulation thread: create it, step it and read it from the
 * same thread; it is not thread-safe. Everything it hands out ({@link StepRecord},
 * {@link EngineState}, records) is immutable and may cross threads.
 *
 * <p>States of the trace: {@code position} steps of {@code trace} are applied; steps past the
 * position can be redone; a new step at a position before the end discards the steps after it.
 */
public final class Engine {

    /** A checkpoint copies agents and locations; at most 1/this of that per step, amortized. */
    private static final int CHECKPOINT_COPY_SHARE = 4;

    final Program program;
    final Launch launch;
    final EngineOptions options;
    final Agent[] agentInfo;
    final State state;
    final Ordering ordering;
    final ClassMasks classMasks = new ClassMasks();
    final Map<String, Reference> references = new HashMap<>();
    /** Scope instances and system-synchronizes-with edges of the launch (immutable). */
    final Topology topology;
    /** Per scope (ordinal) and agent, the dense index of the agent's instance of that scope ({@link Topology#slotOf}). */
    final int[][] slotOf;
    /** The recorded steps, in columns ({@link TraceLog}). */
    private final TraceLog trace = new TraceLog();
    /** {@link #agentSteps()}, made on first use. */
    private AgentSteps agentSteps;
    /** The trace as records, built when read. */
    private final TraceRecords traceView = new TraceRecords(trace, this);
    private final TreeMap<Integer, State.Checkpoint> checkpoints = new TreeMap<>();
    private final Executor executor;
    private final Barriers barriers;
    private final Progress progress;
    final Collectives collectives;
    private final Inspector inspector;
    private int position;
    /** The position of the newest checkpoint ({@code checkpoints.lastKey()}). */
    private int lastCheckpoint;
    private final Decision[] defaultDecisions;
    private final Tx stepLog;
    /** Availability operations a chain could have continued (chains off), by step. */
    final AvailabilityLog availabilityLog = new AvailabilityLog();
    /** What the step under way did (reused by every step). */
    final StepEvent stepEvent = new StepEvent();
    /** Refuses steps when the trace has filled the heap. */
    private final HeapGuard heap;
    /** The values the file asks loads to return, or null when it asks none. */
    private final ReadGoals readGoals;
    /** Whether a step is under way (its own log entries then count, see {@link #availabilityLimit()}). */
    private boolean stepping;

    /**
     * Checks the program against the options and prepares the initial state.
     *
     * @throws InputError when the dispatch is larger than {@link EngineOptions#maxInvocations()}
     */
    public Engine(Program program, EngineOptions options) {
        this(program, options, HeapGuard.jvm());
    }

    /**
     * As {@link #Engine(Program, EngineOptions)}, with the guard that refuses steps when the heap is full.
     *
     * @throws InputError when the dispatch is larger than {@link EngineOptions#maxInvocations()}
     */
    public Engine(Program program, EngineOptions options, HeapGuard heap) {
        this.heap = heap;
        this.program = program;
        this.launch = program.launch();
        this.options = options;
        int n = launch.agents().size();
        if (n > options.maxInvocations()) {
            throw new InputError(SourceSpan.UNKNOWN, "dispatch of " + n + " invocations exceeds the limit of "
                    + options.maxInvocations() + " (configure a larger limit to run it)");
        }
        this.agentInfo = launch.agents().toArray(new Agent[0]);
        this.defaultDecisions = new Decision[n];
        this.readGoals = ReadGoals.of(n, program.steeringGoals());
        for (Reference r : launch.references()) {
            references.put(r.name(), r);
        }
        this.topology = new Topology(launch, agentInfo);
        this.slotOf = topology.slotOf;
        this.state = LaunchState.initial(program, agentInfo, topology);
        this.stepLog = new Tx(state);
        this.ordering = new Ordering(this);
        this.executor = new Executor(this);
        this.barriers = new Barriers(this);
        this.progress = new Progress(this);
        this.collectives = new Collectives(this);
        this.inspector = new Inspector(this);
        checkpoints.put(0, state.checkpoint());
    }

    /** Agents of the instance of {@code scope} with id {@code instance}. */
    int[] members(Scope scope, int instance) {
        return topology.members(scope, instance);
    }

    /** Agents of the instance with dense index {@code slot} (see {@link #slotOf}). */
    int[] slotMembers(int slot) {
        return topology.slotMembers[slot];
    }

    /** The recorded steps as stored (an agent or event read without building a record). */
    TraceLog traceLog() {
        return trace;
    }

    /** Each agent's steps in the trace, up to date (built on first use: only explanations ask). */
    AgentSteps agentSteps() {
        if (agentSteps == null) {
            agentSteps = new AgentSteps(trace, agentInfo.length);
        }
        agentSteps.sync();
        return agentSteps;
    }

    /** Whether agent a (transitively) system-synchronizes-with agent b (VK MM: System-Synchronizes-With). */
    boolean sswReaches(int a, int b) {
        return topology.sswReach.reaches(a, b);
    }

    public Program program() {
        return program;
    }

    public Launch launch() {
        return launch;
    }

    public EngineOptions options() {
        return options;
    }

    public int agentCount() {
        return agentInfo.length;
    }

    /** Number of steps applied. */
    public int position() {
        return position;
    }

    /** Number of recorded steps (some may be undone). */
    public int traceSize() {
        return trace.size();
    }

    /** The recorded steps, oldest first (an unmodifiable view; records are built when read, recent ones kept). */
    public List<StepRecord> trace() {
        return traceView;
    }

    /** The agent of the last applied step, or -1 at the start (for schedulers). */
    int lastAgent() {
        return position == 0 ? -1 : trace.agent(position - 1);
    }

    /** The availability-log entries in effect are those of steps before this trace index. */
    int availabilityLimit() {
        return stepping ? position + 1 : position;
    }

    /** The default decision for {@code agent} (shared: decisions are immutable). */
    Decision defaultDecision(int agent) {
        Decision d = defaultDecisions[agent];
        return d != null ? d : (defaultDecisions[agent] = Decision.of(agent));
    }

    /** The decisions of the applied steps, oldest first: replaying them reproduces this run. */
    public List<Decision> decisions() {
        return trace.decisions(0, position, this);
    }

    /** The decisions of recorded steps {@code from} (inclusive) to {@code to} (exclusive; undone ones too). */
    public List<Decision> decisions(int from, int to) {
        return trace.decisions(from, to, this);
    }

    public AgentRuntime agent(int id) {
        return state.agents[id];
    }

    public Agent agentInfo(int id) {
        return agentInfo[id];
    }

    /** The state of a location, or {@code null} when no step touched it yet. */
    public LocationState location(dev.syncscope.core.model.Location l) {
        return state.locations.get(l);
    }

    /** The locations touched so far (an unmodifiable live view: read it on the engine's thread only). */
    public java.util.Collection<dev.syncscope.core.model.Location> touchedLocations() {
        return state.locations.keySet();
    }

    /** Number of locations touched so far. */
    public int touchedCount() {
        return state.locations.size();
    }

    /**
     * The barrier instances with arrivals now, in no particular order (a new list; each state is built
     * once per change of its instance, so an unchanged instance gives the same object).
     */
    public java.util.Collection<BarrierState> barrierStates() {
        List<BarrierState> out = new ArrayList<>(state.barriers.size());
        for (BarrierInstance b : state.barriers.values()) {
            out.add(b.view());
        }
        return Collections.unmodifiableList(out);
    }

    /** The barrier instance {@code key} now, or {@code null}. */
    public BarrierState barrierState(BarrierKey key) {
        BarrierInstance b = state.barriers.get(key);
        return b == null ? null : b.view();
    }

    /** Number of invocations in the instance {@code instance} of {@code scope}. */
    public int memberCount(Scope scope, int instance) {
        return members(scope, instance).length;
    }

    /** Whether agent {@code id} can take a step now. */
    public boolean isRunnable(int id) {
        return state.runnable.contains(id);
    }

    Barriers barriersOf() {
        return barriers;
    }

    Progress progress() {
        return progress;
    }

    Executor executor() {
        return executor;
    }

    /** Ids of the agents that can step, ascending. */
    public List<Integer> runnable() {
        List<Integer> out = new ArrayList<>(state.runnable.size());
        for (int id = state.runnable.nextFrom(0); id >= 0; id = state.runnable.nextFrom(id + 1)) {
            out.add(id);
        }
        return out;
    }

    /** Whether any agent can step. */
    public boolean anyRunnable() {
        return state.runnable.size() > 0;
    }

    /** Number of agents that can step. */
    public int runnableCount() {
        return state.runnable.size();
    }

    /** The smallest runnable agent id at or after {@code from} (wrapping around), or -1 when none. */
    public int nextRunnable(int from) {
        int id = state.runnable.nextFrom(Math.max(0, from));
        return id >= 0 ? id : state.runnable.nextFrom(0);
    }

    /** The runnable agent of rank {@code k} in ascending id order: {@code runnable().get(k)} without the list. */
    public int nthRunnable(int k) {
        return state.runnable.nth(k);
    }

    /** The i-th runnable agent in an arbitrary but deterministic order (for schedulers). */
    public int runnableAt(int i) {
        return state.runnable.get(i);
    }

    /** A frozen copy of the current state. */
    public EngineState freeze() {
        return state.freeze(position);
    }

    /** Whether the program's file asks some load for a value ({@link Program#steeringGoals()}). */
    public boolean hasReadGoals() {
        return readGoals != null;
    }

    /** The value the file asks agent {@code id}'s next action to read, or null (see {@link ReadGoals#next}). */
    public Long readGoal(int id) {
        return readGoals == null ? null : readGoals.next(this, id);
    }

    /** The values agent {@code id}'s next action may read, the model's default first; empty if it does not read. */
    public List<ReadChoice> choices(int id) {
        return Choices.forAgent(this, id);
    }

    // ---- stepping ----------------------------------------------------------------------------

    /**
     * Performs {@code decision} at the current position, discarding any undone steps after it.
     *
     * @throws InputError when the agent cannot step or its action is illegal (the state is unchanged)
     */
    public StepRecord step(Decision decision) {
        apply(decision);
        return recordOf(decision);
    }

    /** {@link #step} without building its record. */
    private void apply(Decision decision) {
        if (decision.agent() < 0 || decision.agent() >= agentInfo.length) {
            throw new InputError(SourceSpan.UNKNOWN, "step: invocation " + decision.agent()
                    + " does not exist (0.." + (agentInfo.length - 1) + ")");
        }
        if (heap.exhausted(position, trace.size())) {
            throw new InputError(SourceSpan.UNKNOWN, heap.message(trace.size()), null, InputError.Kind.MEMORY_LIMIT);
        }
        AgentRuntime rt = state.agents[decision.agent()];
        if (rt.status() != AgentStatus.RUNNING) {
            throw new InputError(SourceSpan.UNKNOWN, "step: invocation " + agentInfo[decision.agent()].name()
                    + " cannot step, it is " + rt.status());
        }
        Tx tx = stepLog.begin();
        // the entries of undone steps (this step replaces them) or of a failed attempt
        availabilityLog.dropFrom(position);
        StepEvent event;
        stepping = true;
        try {
            event = executor.execute(tx, decision);
            if (readGoals != null) {
                readGoals.check(tx, this, event);
            }
            progress.afterStep(tx, decision.agent(), event.action() == null ? SourceSpan.UNKNOWN : event.action().source());
        } catch (RuntimeException e) {
            tx.rollback();
            executor.races().forget();
            availabilityLog.dropFrom(position);
            throw e;
        } finally {
            stepping = false;
        }
        if (trace.size() > position) {
            trace.truncate(position);
            traceView.forgetFrom(position);
            checkpoints.tailMap(position, false).clear();
            lastCheckpoint = checkpoints.lastKey();
        }
        trace.append(decision, event);
        tx.writeTo(trace);
        position++;
        int interval = Math.max(options.checkpointInterval(),
                (agentInfo.length + state.locations.size()) / CHECKPOINT_COPY_SHARE);
        if (position - lastCheckpoint >= interval) {
            checkpoints.put(position, state.checkpoint());
            lastCheckpoint = position;
        }
    }

    /** Undoes the last applied step; returns false at the start. */
    public boolean stepBack() {
        if (position == 0) {
            return false;
        }
        trace.undo(--position, state);
        executor.races().forget();
        return true;
    }

    /** Redoes the next recorded step; returns false when there is none. */
    public boolean redo() {
        if (position >= trace.size()) {
            return false;
        }
        trace.redo(position++, state);
        return true;
    }

    /** Moves to position {@code target} (0..traceSize) by undo, redo and checkpoints. */
    public void seek(int target) {
        if (target < 0 || target > trace.size()) {
            throw new InputError(SourceSpan.UNKNOWN, "seek: position " + target + " is outside 0.." + trace.size());
        }
        Map.Entry<Integer, State.Checkpoint> cp = checkpoints.floorEntry(target);
        int viaCheckpoint = target - cp.getKey();
        int direct = Math.abs(target - position);
        if (viaCheckpoint < direct) {
            state.restore(cp.getValue());
            executor.races().forget();
            position = cp.getKey();
        }
        while (position > target) {
            stepBack();
        }
        while (position < target) {
            redo();
        }
    }

    /**
     * Steps with {@code scheduler} until nothing can step, {@code stop} holds after a step, or
     * {@code maxSteps} steps were taken.
     */
    public RunResult run(Scheduler scheduler, StopCondition stop, long maxSteps) {
        long n = 0;
        while (n < maxSteps) {
            if (!anyRunnable()) {
                return new RunResult(n, RunResult.Reason.FINISHED);
            }
            if (heap.exhausted(position, trace.size())) {
                return new RunResult(n, RunResult.Reason.MEMORY_LIMIT);
            }
            int before = stop == StopCondition.NEVER ? 0 : state.globals.diagnostics().size();
            Decision d = scheduler.next(this);
            apply(d);
            n++;
            // the record is built only for a condition that may read it
            if (stop != StopCondition.NEVER && stop.stopAfter(recordOf(d), before,
                    state.globals.diagnostics().size())) {
                return new RunResult(n, RunResult.Reason.STOPPED);
            }
        }
        return new RunResult(n, anyRunnable() ? RunResult.Reason.STEP_LIMIT : RunResult.Reason.FINISHED);
    }

    /** The record of the step just applied (the same object as {@code trace().get(position - 1)}). */
    private StepRecord recordOf(Decision d) {
        StepRecord r = trace.record(position - 1, d, trace.event(position - 1));
        traceView.remember(r);
        return r;
    }

    /** Diagnostics so far, oldest first (immutable; the same list while no diagnostic changes). */
    public List<Diagnostic> diagnostics() {
        return diagnosticsList.of(state.globals.diagnostics());
    }

    private final OldestFirstList<Diagnostic> diagnosticsList = new OldestFirstList<>();
    private final OldestFirstList<Race> racesList = new OldestFirstList<>();

    /** Number of diagnostics so far. */
    public int diagnosticCount() {
        return state.globals.diagnostics().size();
    }

    /** Races so far, oldest first (immutable; the same list while no race changes). */
    public List<Race> races() {
        return racesList.of(state.globals.races());
    }

    /** How many (invocation, pair of instructions) have races found and not listed ({@link Race#LISTED_PER_LINES}). */
    public int racesUnlisted() {
        return state.globals.racesUnlisted();
    }

    /** What {@code agent} would read from {@code reference[index]} now (no step is taken). */
    public ReadPreview preview(int agent, Reference reference, int index) {
        return inspector.preview(agent, reference, index);
    }

    /** The (agent, reference) pairs write {@code writeId} at {@code location} is visible to now. */
    public List<AgentReference> visibleTo(dev.syncscope.core.model.Location location, int writeId) {
        return inspector.visibleTo(location, writeId);
    }

    /**
     * Explains the read made at trace index {@code step} (temporarily seeking to just after it).
     * @throws InputError when that step is not a read
     */
    public dev.syncscope.core.explain.ReadExplanation explainRead(int step) {
        return inspector.explainAt(step);
    }
}
