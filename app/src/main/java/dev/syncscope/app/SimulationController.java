package dev.syncscope.app;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.api.Snapshot;
import dev.syncscope.app.workspace.Workspace;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.Decision;
import dev.syncscope.core.exec.HeapGuard;
import dev.syncscope.core.model.InputError;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.exec.RunResult;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.exec.StopCondition;
import dev.syncscope.core.model.Program;
import dev.syncscope.views.choice.NextRead;
import dev.syncscope.views.session.DebugToolbar;
import dev.syncscope.views.session.LatestValuePoster;
import dev.syncscope.views.session.PulseStart;
import dev.syncscope.views.source.Breakpoints;
import dev.syncscope.views.session.SessionFrame;
import dev.syncscope.views.session.SessionViewModel;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiPredicate;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Drives the {@link DebugSession} for the window. The session lives on one simulation thread
 * ({@code syncscope-sim}); commands arrive from the FX thread and are queued to it; snapshots go back
 * through a {@link LatestValuePoster}, so at most one UI update is pending however fast the run.
 * A failure on the simulation thread is logged and shown in the problems pane; it never reaches the
 * FX thread as an exception. A step the session refuses (the recorded steps filled the heap, an
 * invocation that cannot step) during Run, Step, {@link #stepTimes}, {@link #step(Decision)} or
 * {@link #stepTogether} ends the command where it stands: the message goes out with the frame, and
 * with every frame of that same position after it (a frame replaces the problems pane's list), until a
 * command moves. Commands: FX thread; everything else: simulation thread.
 */
final class SimulationController implements DebugToolbar.Commands {

    private static final Logger LOG = Logger.getLogger(SimulationController.class.getName());
    /** A continuous run posts at most this often, so the FX thread keeps up at any speed. */
    private static final long POST_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(16);
    /**
     * Steps per chunk of a full-speed Run (one call into the engine's loop): about a millisecond on the bench's
     * reduction, so Pause and the frames keep their pace.
     */
    private static final long CHUNK_STEPS = 1024;

    private final SessionViewModel model;
    private final Consumer<Runnable> fx;
    /** Where each session's engines get their heap guard ({@link HeapGuard#jvm()} but in tests). */
    private final Supplier<HeapGuard> heapGuards;
    private final ExecutorService sim = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "syncscope-sim");
        t.setDaemon(true);
        return t;
    });
    private final LatestValuePoster<Posted> frames;
    private final AtomicBoolean pauseRequested = new AtomicBoolean();
    /** Reads a run going on serves between its chunks ({@link #history}, {@link #traceJson}). */
    private final SimulationReads reads = new SimulationReads(sim);
    /** The session was dropped ({@link #unload}, {@link #close}) and none loaded since: its frames are not shown (FX thread). */
    private boolean detached;
    private volatile double stepsPerSecond = 4;
    private volatile LaunchOptions options = LaunchOptions.DEFAULTS;
    private DebugSession session;
    /** What the window wants the frames to carry (set from the FX thread). */
    private final FrameWishes wishes;
    /** The refused step that explains where the session stands (simulation thread). */
    private final StepRefusal refusal = new StepRefusal();
    private final FrameBuilder frameBuilder = new FrameBuilder();

    /**
     * Frames and the other updates reach the window at the start of a pulse, in the order they were
     * posted, at most one frame a pulse (see {@link PulseStart}).
     */
    SimulationController(SessionViewModel model) {
        this(model, new PulseStart(), HeapGuard::jvm);
    }

    /** @param fx runs updates on the FX thread (frames, status, failures), in the order they are posted */
    SimulationController(SessionViewModel model, Consumer<Runnable> fx) {
        this(model, fx, HeapGuard::jvm);
    }

    /**
     * @param fx         as in {@link #SimulationController(SessionViewModel, Consumer)}
     * @param heapGuards the heap guard of each session's engine (called on the simulation thread); a test's fake heap
     */
    SimulationController(SessionViewModel model, Consumer<Runnable> fx, Supplier<HeapGuard> heapGuards) {
        this.model = model;
        this.fx = fx;
        this.heapGuards = heapGuards;
        this.frames = new LatestValuePoster<>(fx, posted -> {
            if (detached) {
                return;
            }
            model.showFrame(posted.frame());
            if (posted.refusal() != null) {
                model.showStepRefused(posted.refusal(), StepRefusal.fillsHeap(posted.refusal()));
            }
        });
        // a program that did not load replaces the one shown: its session goes too, so nothing steps it unseen
        model.programProperty().addListener((obs, old, now) -> {
            if (now == null) {
                unload();
            }
        });
        wishes = new FrameWishes(model, () -> submit(this::post), () -> submit(this::sendReadChoices));
    }

    /** Starts a new session on {@code program} with the current launch options; the previous one is dropped. */
    CompletableFuture<Void> load(Program program) {
        pauseRequested.set(true);
        detached = false;
        return CompletableFuture.runAsync(guarded(() -> {
            session = DebugSession.load(program, options, heapGuards);
            pauseRequested.set(false);
            post();
        }), sim);
    }

    /** Completes on the FX thread once the frames asked for before it (by commands, by panes) reached the window. */
    CompletableFuture<Void> caughtUp() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        sim.execute(() -> fx.accept(() -> done.complete(null)));
        return done;
    }

    /** Starts a new session on {@code program} with {@code newOptions}. */
    CompletableFuture<Void> load(Program program, LaunchOptions newOptions) {
        options = newOptions;
        return load(program);
    }

    /**
     * Starts a new session on {@code program} with {@code newOptions} and replays {@code history}'s
     * decisions, then seeks to its position, so a saved session comes back at the same step with the
     * same future. When the history does not replay on this program the session starts from the
     * beginning and the reason is shown as a problem. Completes with the step the session is at.
     */
    CompletableFuture<Integer> restore(Program program, LaunchOptions newOptions, Workspace.History history) {
        options = newOptions;
        pauseRequested.set(true);
        detached = false;
        List<Decision> decisions = history.decisions();
        int[] reached = new int[1];
        return CompletableFuture.runAsync(guarded(() -> {
            InputError failed = null;
            try {
                session = DebugSession.replay(program, newOptions, decisions, heapGuards);
                if (session.traceSize() != decisions.size()) {
                    throw new InputError(SourceSpan.UNKNOWN, "only " + session.traceSize() + " of its "
                            + decisions.size() + " steps could be taken");
                }
                session.seek(history.position());
                reached[0] = history.position();
            } catch (InputError e) {
                session = DebugSession.load(program, newOptions, heapGuards);
                failed = e;
            }
            pauseRequested.set(false);
            post();
            if (failed != null) {
                // the file's content, not a fault of ours: one line, no stack trace (it looked like a crash: audit 85)
                LOG.log(Level.WARNING, "saved history does not replay: {0}", failed.getMessage());
                InputError reason = new InputError(failed.span(),
                        model.text().get("problems.historyNotReplayed", failed.getMessage()), failed);
                fx.accept(() -> model.showBackgroundFailure(reason));
            }
        }), sim).thenApply(v -> reached[0]);
    }

    /**
     * Drops the session (no program is shown: its load failed): a run stops, and the frames it still posts are not
     * shown, so the window keeps the load's error; commands do nothing until the next {@link #load}.
     */
    void unload() {
        pauseRequested.set(true);
        detached = true;
        CompletableFuture.runAsync(guarded(() -> {
            session = null;
            refusal.clear();
        }), sim);
    }

    /**
     * The whole recorded history (every step's decision) and the position in it, read on the simulation thread: by a
     * run going on between two of its chunks (so the autosave, Save workspace and a language switch do not wait for a
     * long Run to end: the recovery file went without the edits made before it), else by a task of its own.
     */
    CompletableFuture<Workspace.History> history() {
        return reads.read(() -> session == null ? Workspace.History.EMPTY : Workspace.History.of(session));
    }

    /** New launch options (scheduler, seed, chains); restarts the run from the beginning. */
    CompletableFuture<Void> configure(LaunchOptions newOptions) {
        options = newOptions;
        pauseRequested.set(true);
        return submit(() -> {
            session.configure(newOptions);
            pauseRequested.set(false);
            post();
        });
    }

    LaunchOptions options() {
        return options;
    }

    /** A new step limit per run; it applies from the next run on, without restarting the session. */
    void setStepLimit(long limit) {
        options = options.withStepLimit(limit);
    }

    /**
     * Steps every invocation of {@code invocation}'s instance of {@code scope} that can step, once each,
     * in id order (a subgroup or workgroup moving together).
     */
    void stepTogether(int invocation, Scope scope) {
        submit(() -> {
            Snapshot now = session.snapshot();
            AgentView focus = now.agents().get(invocation);
            for (AgentView a : now.agents()) {
                boolean same = scope == Scope.SUBGROUP ? a.subgroup() == focus.subgroup() : a.workgroup() == focus.workgroup();
                if (same && a.status() == AgentStatus.RUNNING) {
                    try {
                        session.step(a.id());
                    } catch (InputError refused) {
                        refuse(refused);
                        return;
                    }
                }
            }
            post();
        });
    }

    /** Steps per second of continuous runs; {@link Double#POSITIVE_INFINITY} for as fast as possible. */
    void setSpeed(double perSecond) {
        stepsPerSecond = perSecond;
    }

    @Override
    public void step() {
        submit(() -> {
            if (!session.finished()) {
                try {
                    session.step();
                } catch (InputError refused) {
                    refuse(refused);
                    return;
                }
            }
            post();
        });
    }

    /** Takes {@code n} scheduler steps (stops early when the run finishes); for scripted screenshots. */
    CompletableFuture<Void> stepTimes(int n) {
        return submit(() -> {
            for (int i = 0; i < n && !session.finished(); i++) {
                try {
                    session.step();
                } catch (InputError refused) {
                    refuse(refused);
                    return;
                }
            }
            post();
        });
    }

    /** Steps {@code decision}'s invocation (the focused one), reading the write it names (the read chooser's pick). */
    void step(Decision decision) {
        submit(() -> {
            try {
                session.step(decision);
            } catch (InputError refused) {
                refuse(refused);
                return;
            }
            post();
        });
    }

    @Override
    public void stepBack() {
        submit(() -> {
            session.stepBack();
            post();
        });
    }

    @Override
    public void run() {
        runUntil(StopCondition.NEVER, null);
    }

    @Override
    public void runToBarrier() {
        runUntil(StopCondition.BARRIER, null);
    }

    /**
     * Runs until an invocation is about to execute an action on one of {@code lines} (breakpoints,
     * 1-based lines of the open file); with no breakpoints it is a plain run.
     */
    void runToBreakpoint(Set<Integer> lines) {
        if (lines.isEmpty()) {
            run();
            return;
        }
        Set<Integer> copy = Set.copyOf(lines);
        runUntil(StopCondition.NEVER, (s, step) -> !Breakpoints.arrivals(step, s, copy).isEmpty());
    }

    @Override
    public void pause() {
        pauseRequested.set(true);
    }

    @Override
    public void reset() {
        submit(() -> {
            session.reset();
            post();
        });
    }

    /** Seeks to {@code position} in the recorded history (timeline scrubber). */
    CompletableFuture<Void> seek(int position) {
        return submit(() -> {
            session.seek(position);
            post();
        });
    }

    /** The session's trace, diagnostics and decisions as JSON (built on the simulation thread, a run going on or not). */
    CompletableFuture<String> traceJson() {
        return reads.read(() -> session == null ? "{}" : TraceExport.json(session));
    }

    /**
     * Stops the simulation thread; call when the window closes (FX thread). Frames still on their way are dropped:
     * the closed window's panes no longer draw (a language switch during a run).
     */
    void close() {
        detached = true;
        pauseRequested.set(true);
        sim.shutdownNow();
    }

    /**
     * Runs until {@code stop} holds after a step, or {@code reached} (null: never) holds for the session and the
     * step just made, or the run has taken {@link LaunchOptions#stepLimit()} steps (then the status says so). At
     * full speed the session runs {@link #CHUNK_STEPS} steps at a time in the engine's own loop (no step record
     * for a plain Run), checking Pause and posting a frame between chunks; at a set speed it steps one at a time.
     */
    private void runUntil(StopCondition stop, BiPredicate<DebugSession, StepRecord> reached) {
        pauseRequested.set(false);
        model.setRunning(true);
        long limit = options.stepLimit();
        StopCondition chunkStop = reached == null ? stop : stop.or((r, b, a) -> reached.test(session, r));
        // not submit(): without a session the run must still end, or the window would show it running for ever
        CompletableFuture.runAsync(guarded(() -> {
            long steps = 0;
            boolean limited = false;
            try {
                if (session == null) {
                    return;
                }
                wishes.running(true);
                long lastPost = 0;
                while (!pauseRequested.get() && !session.finished()) {
                    if (steps >= limit) {
                        limited = true;
                        break;
                    }
                    if (Double.isInfinite(stepsPerSecond)) {
                        RunResult chunk;
                        try {
                            chunk = session.runUntil(chunkStop, Math.min(CHUNK_STEPS, limit - steps));
                        } catch (InputError refused) {
                            refuse(refused);
                            return;
                        }
                        steps += chunk.steps();
                        if (chunk.reason() == RunResult.Reason.STOPPED) {
                            break;
                        }
                        if (chunk.reason() != RunResult.Reason.MEMORY_LIMIT) {
                            if (System.nanoTime() - lastPost > POST_INTERVAL_NANOS) {
                                post();
                                lastPost = System.nanoTime();
                            }
                            reads.serve();
                            continue;
                        }
                        // the heap guard ended the chunk: the step below is refused with its message, as at a set speed
                    }
                    long before = session.diagnosticCount();
                    StepRecord record;
                    try {
                        record = session.step();
                    } catch (InputError refused) {
                        refuse(refused);
                        return;
                    }
                    steps++;
                    if (record == null || stop.stopAfter(record, (int) before, session.diagnosticCount())
                            || reached != null && reached.test(session, record)) {
                        break;
                    }
                    reads.serve();
                    double speed = stepsPerSecond;
                    if (Double.isInfinite(speed)) {
                        if (System.nanoTime() - lastPost > POST_INTERVAL_NANOS) {
                            post();
                            lastPost = System.nanoTime();
                        }
                    } else {
                        post();
                        RunPacing.pauseBetweenSteps(speed, pauseRequested);
                    }
                }
                wishes.running(false);
                post();
                if (limited) {
                    fx.accept(() -> model.showStepLimitReached(limit));
                }
            } finally {
                wishes.running(false);
                fx.accept(() -> model.setRunning(false));
            }
        }), sim);
    }

    /**
     * Ends a command at a step the session refused (e.g. the recorded steps filled the heap): posts the
     * frame where it stands with the reason, which stays with that position's frames.
     */
    private void refuse(InputError refused) {
        refusal.refused(session, refused);
        post();
    }

    /** Posts the current frame (see {@link FrameBuilder#build}), with the refusal that explains it if one stands. */
    private void post() {
        SessionFrame frame = frameBuilder.build(session, wishes);
        wishes.posted(frame);
        frames.offer(new Posted(frame, refusal.standing(session)));
    }

    /** Where the focused invocation's read choices and (large launches) reads go as the focus moves (FX thread). */
    void setOnFocusMoved(Consumer<NextRead> choices, Consumer<dev.syncscope.views.memory.FocusedReads> reads) {
        wishes.setOnFocusMoved(choices, reads);
    }

    private void sendReadChoices() {
        wishes.sendReadChoices(session, fx);
    }

    /** A frame for the window and the refused step that ended the command there (or null). Immutable. */
    private record Posted(SessionFrame frame, InputError refusal) {
    }

    private CompletableFuture<Void> submit(Runnable command) {
        return CompletableFuture.runAsync(guarded(() -> {
            if (session != null) {
                command.run();
            }
        }), sim);
    }

    /** Runs {@code command}, turning any failure into a logged problem instead of a dead thread. */
    private Runnable guarded(Runnable command) {
        return () -> {
            try {
                command.run();
            } catch (RuntimeException | StackOverflowError e) {
                LOG.log(Level.WARNING, "simulation command failed", e);
                fx.accept(() -> model.showBackgroundFailure(e));
            }
        };
    }
}
