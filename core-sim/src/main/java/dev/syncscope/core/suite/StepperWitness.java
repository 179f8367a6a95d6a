package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Finding;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.RunResult;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.exec.StopCondition;
import dev.syncscope.core.model.Program;

import java.time.Duration;
import java.util.List;

/**
 * A data race the stepper met in one run of a kernel whose exhaustive check left race freedom open (a time or
 * candidate limit stopped it, or it cut paths at a bound). A stepper run is one execution the memory model allows:
 * every read takes a write visible to it (VK MM: Availability and Visibility, Location-Ordered), and a race it reports
 * is two accesses of that execution that no happens-before orders (VK MM: Data Race), which no later step can order,
 * as happens-before only grows from the steps already taken. So one racy run answers race freedom with a definite no,
 * as a race the checker meets in one consistent execution does, whatever was not explored. Eight invocations adding
 * to one shared counter and then reading it back without a barrier have 8! orders of their additions alone: the check
 * ran into its 60 s time limit with no consistent execution met and answered {@code UNKNOWN}, where the stepper's
 * first run shows the race at once.
 *
 * <p>The runs: the stepper's defaults ({@code run FILE}), then lock-step subgroups and seeded random schedules
 * ({@link #SCHEDULES}), each up to {@link #steps} steps; the first run with a race is the witness. Only launches of at
 * most {@link #MAX_INVOCATIONS} invocations are run, and no run goes on past {@link #BUDGET} or the check's own time
 * limit, whichever is shorter (a check given one second does not spend ten more on its runs).
 *
 * <p>The first run also decides a kernel that synchronizes only through control barriers ({@link
 * #deterministic}): when it finishes with no diagnostic and no stale read, and took no atomic access, subgroup
 * operation or API-side memory operation, every execution of the kernel is that run's, up to the order of independent
 * steps, so the kernel is race-free with that run's outcome alone. Why: take another consistent execution and, in an
 * order of its events that extends happens-before and reads-from, its first read R that reads
 * another write W' than the run's R read, W. Every event before R is the run's, with the same happens-before and
 * availability and visibility operations: an invocation's events follow from the values it read, and a control
 * barrier's instance from the invocations' own barrier counts. W' is then in the run too; were W' and R not
 * location-ordered, the run would race; were R location-ordered before W', R could not read it; so W' is
 * location-ordered before R and, the run being race-free, before W too, and R reading W' skips W, which
 * location-ordered coherence forbids (VK MM: Location-Ordered, Data Race). So no read differs, and the execution is
 * the run. Atomics break this (an RMW's value depends on the order of the others, the modification order is a choice),
 * and so do subgroup operations (which invocations meet one is a choice too). The argument assumes that order
 * exists, that is, no execution reads a value out of thin air (a cycle of reads-from and happens-before): the
 * appendix's Acyclicity axiom states this for location-ordered, reads-from, from-reads and modification order, not for
 * reads-from with happens-before of plain accesses; the exhaustive checker, which builds each round's read values
 * from the writes of the round before, assumes the same, so the two never disagree on it. A tree reduction of 16 invocations
 * answered {@code UNKNOWN} at the time limit: each read of a partial sum may take every value some path writes there.
 *
 * <p>A run that reads undefined memory whose value matters (the stepper's UNDEFINED_READ of a read that no write was
 * visible to: a kernel's Workgroup variable, which has no initializer, VK MM: Allocation) is a witness too, of a
 * kernel that is wrong whatever its races: the read is in an execution the memory model allows, as a race is, and
 * nothing after it changes the value it read. The exhaustive check sees such a read only in a combination of paths
 * that ends, so a kernel that waits on undefined memory (a spin loop cut at the spin bound in every path) was left
 * open with no word of the read, where the run shows it at its first step ({@link #undefinedReads}). A racy run is
 * still preferred: the schedules go on after a run that only reads undefined memory, and the first such run is the
 * witness when none races.
 *
 * @param schedule how the run was scheduled, as {@code run}'s options reproduce it ({@code --scheduler random --seed
 *                 3}; empty for the defaults)
 * @param session  the run, for wording its races and stepping through it (engine's thread)
 * @param races    the data races it met, in the order met; empty when the run proves the kernel race-free or only
 *                 reads undefined memory
 * @param undefinedReads the run's UNDEFINED_READ diagnostics of reads no write was visible to, in the order met
 *                 ({@link #readsUndefinedMemory}); empty when none
 */
public record StepperWitness(String schedule, DebugSession session, List<Race> races,
                             List<Diagnostic> undefinedReads) {

    /** Steps one run may take at least, as the sample kernels' stepper runs ({@code StepperRuns.STEP_LIMIT}). */
    public static final long STEPS = 100_000;

    /** Steps one run may take per invocation of a larger launch (16,384 invocations of 8 accesses each must end). */
    static final long STEPS_PER_INVOCATION = 32;

    /** Larger launches are not run: opening a million invocations takes seconds and gigabytes. */
    public static final int MAX_INVOCATIONS = 65_536;

    /** No run starts after this long; a run checks it every {@link #CHUNK} steps. */
    public static final Duration BUDGET = Duration.ofSeconds(10);

    private static final long CHUNK = 4_096;

    /** The schedules tried, in order: {@code run}'s options for each (empty: its defaults, round-robin). */
    static final List<String> SCHEDULES = List.of("", "--scheduler lock-step", "--scheduler random --seed 1",
            "--scheduler random --seed 2", "--scheduler random --seed 3", "--scheduler random --seed 4");

    public StepperWitness {
        races = List.copyOf(races);
        undefinedReads = List.copyOf(undefinedReads);
    }

    /** A run that races, or, {@code races} empty, decides every execution (it reads no undefined memory). */
    public StepperWitness(String schedule, DebugSession session, List<Race> races) {
        this(schedule, session, races, List.of());
    }

    /**
     * The run that answers what {@code checked}, the exhaustive check of the kernel {@code program}, left open: null
     * when it found a race or left nothing open (complete, no path cut); else {@link #find}, unless that run claims the
     * kernel race-free and {@link #agrees} fails. The caller decides that the kernel is judged by race freedom.
     */
    public static StepperWitness whereOpen(Program program, CheckResult checked, Duration timeLimit) {
        if (!leftOpen(checked)) {
            return null;
        }
        StepperWitness w = find(program, timeLimit.compareTo(BUDGET) < 0 ? timeLimit : BUDGET);
        return w != null && w.provesRaceFreedom() && !agrees(w, checked) ? null : w;
    }

    /**
     * Whether {@code checked} left race freedom open for a run to answer: it found no race, and it stopped at a limit,
     * cut paths, or finished with no execution and no finding ({@link RaceFreedom#metNone}).
     */
    static boolean leftOpen(CheckResult checked) {
        return !RaceFreedom.racy(checked, null)
                && (!checked.complete() || !checked.cuts().isEmpty() || RaceFreedom.metNone(checked));
    }

    /**
     * The first racy run of {@code program} under {@link #SCHEDULES}; or its first run, race-free, when that run
     * decides every execution ({@link #deterministic}); else null (no run races, or none was run).
     */
    public static StepperWitness find(Program program) {
        return find(program, BUDGET);
    }

    /** As {@link #find(Program)}, no run going on past {@code budget}. */
    static StepperWitness find(Program program, Duration budget) {
        if (program.invocationCount() > MAX_INVOCATIONS) {
            return null;
        }
        long deadline = System.nanoTime() + budget.toNanos();
        long steps = steps(program);
        StepperWitness undefined = null;
        for (String schedule : SCHEDULES) {
            if (System.nanoTime() - deadline > 0 || Thread.currentThread().isInterrupted()) {
                // out of time, or the window's check was cancelled (a run that read undefined memory still stands)
                return Thread.currentThread().isInterrupted() ? null : undefined;
            }
            DebugSession session = DebugSession.load(program, options(schedule).withStepLimit(steps));
            long left = steps;
            while (left > 0 && System.nanoTime() - deadline <= 0 && !Thread.currentThread().isInterrupted()) {
                RunResult r = session.runUntil(StopCondition.NEVER, Math.min(CHUNK, left));
                left -= r.steps();
                if (r.reason() != RunResult.Reason.STEP_LIMIT) {
                    break;
                }
            }
            List<Diagnostic> reads = readsUndefinedMemory(session);
            if (!session.races().isEmpty()) {
                return new StepperWitness(schedule, session, session.races(), reads);
            }
            if (schedule.equals(SCHEDULES.get(0)) && deterministic(session)) {
                return new StepperWitness(schedule, session, List.of());
            }
            if (undefined == null && !reads.isEmpty()) {
                undefined = new StepperWitness(schedule, session, List.of(), reads);
            }
        }
        return undefined;
    }

    /**
     * The UNDEFINED_READ diagnostics of {@code run} that report a read no write was visible to ({@code
     * diagnostic.undefinedRead} with its form 0), in the order met: not a read of a value a write stored undefined
     * (that value came from one of these, or from one an invocation made), nor an undefined value an invocation made
     * itself.
     */
    static List<Diagnostic> readsUndefinedMemory(DebugSession run) {
        return run.diagnostics().stream().filter(d -> d.kind() == Diagnostic.Kind.UNDEFINED_READ
                && UNDEFINED_READ_KEY.equals(d.key()) && d.args().size() == 7
                && Integer.valueOf(0).equals(d.args().get(2))).toList();
    }

    /** The stepper's message key of a read of undefined memory ({@link #readsUndefinedMemory}). */
    static final String UNDEFINED_READ_KEY = "diagnostic.undefinedRead";

    /**
     * {@code checked} with this run's reads of undefined memory among its findings ({@link Finding#UNDEFINED_READ_KEY},
     * worded as the check words its own: {@code check} and the window say beside them that a stepper run met them),
     * those it lists already (the same invocation, location and place) left out; {@code checked} itself when none is
     * new.
     */
    public CheckResult withUndefinedReads(CheckResult checked) {
        List<Finding> added = new java.util.ArrayList<>();
        for (Diagnostic d : undefinedReads) {
            List<Object> a = d.args();
            Finding f = Finding.undefinedRead(d.agents().get(0), (String) a.get(0), (String) a.get(1), d.source(),
                    a.subList(3, 7));
            // the same invocation, location and place: listed once
            java.util.function.Predicate<Finding> same = g -> Finding.UNDEFINED_READ_KEY.equals(g.key())
                    && g.args().size() > 2 && g.args().subList(0, 3).equals(f.args().subList(0, 3));
            if (checked.findings().stream().noneMatch(same) && added.stream().noneMatch(same)) {
                added.add(f);
            }
        }
        return added.isEmpty() ? checked : checked.withFindings(added);
    }

    /**
     * Whether what {@code checked} found before it stopped is the run's: no race, fault, barrier divergence, undefined
     * read or endless spin, and no outcome but the run's. The class comment proves it; a disagreement would be a fault
     * of the stepper or the checker, and the run then claims nothing.
     */
    static boolean agrees(StepperWitness run, CheckResult checked) {
        return checked.consistentExecutions().stream().allMatch(e -> e.dataRacePairs() == 0)
                && checked.divergences().isEmpty() && checked.faults().isEmpty()
                && checked.undefinedReads().isEmpty() && checked.endlessSpins().isEmpty()
                && checked.definedOutcomes().stream().allMatch(o -> o.equals(run.session().outcome()));
    }

    /** Whether this run proves the kernel race-free with its outcome alone ({@link #deterministic}). */
    public boolean provesRaceFreedom() {
        return races.isEmpty() && undefinedReads.isEmpty();
    }

    /** Whether this run has a data race (else it decides every execution, or reads undefined memory). */
    public boolean racy() {
        return !races.isEmpty();
    }

    /**
     * Whether {@code run}, race-free, is every execution of its kernel: it finished (every invocation done), with no
     * diagnostic and no stale read, and each of its steps is a plain load or store, a memory or control barrier, or
     * an exit (no atomic, read-modify-write, subgroup operation or API-side operation), as the class comment argues.
     */
    static boolean deterministic(DebugSession run) {
        if (!run.finished() || !run.races().isEmpty() || !run.diagnostics().isEmpty()
                || run.snapshot().agents().stream().anyMatch(a -> a.status() != AgentStatus.DONE)) {
            return false;
        }
        for (StepRecord r : run.trace()) {
            Event e = r.event();
            boolean plain = switch (e.kind()) {
                case LOAD, STORE -> e.action().access() != null && !e.action().access().atomic();
                case MEMORY_BARRIER, CONTROL_BARRIER, EXIT -> true;
                default -> false;
            };
            if (!plain || e.stale()) {
                return false;
            }
        }
        return true;
    }

    /** Steps one run of {@code program} may take: {@link #STEPS}, or more for a launch of many invocations. */
    static long steps(Program program) {
        return Math.max(STEPS, STEPS_PER_INVOCATION * program.invocationCount());
    }

    /** The launch options of {@code schedule}, one of {@link #SCHEDULES}. */
    static LaunchOptions options(String schedule) {
        LaunchOptions o = LaunchOptions.DEFAULTS.withStepLimit(STEPS);
        if (schedule.equals("--scheduler lock-step")) {
            return o.withScheduler(LaunchOptions.SchedulerKind.LOCK_STEP_SUBGROUPS, 0);
        }
        if (schedule.startsWith("--scheduler random --seed ")) {
            long seed = Long.parseLong(schedule.substring("--scheduler random --seed ".length()));
            return o.withScheduler(LaunchOptions.SchedulerKind.RANDOM, seed);
        }
        return o;
    }

    /** The run's scheduler ({@link #SCHEDULES}' options). */
    public LaunchOptions.SchedulerKind schedulerKind() {
        return options(schedule).scheduler();
    }

    /** The seed of a random schedule (0 for the others). */
    public long seed() {
        return options(schedule).seed();
    }

    /** The schedule in words: {@code round-robin} or {@code random, seed 3}. */
    public String scheduleWords() {
        return schedule.isEmpty() ? "round-robin" : schedule.equals("--scheduler lock-step") ? "lock-step subgroups"
                : "random, seed " + schedule.substring(schedule.lastIndexOf(' ') + 1);
    }
}
