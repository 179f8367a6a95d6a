package dev.syncscope.core.suite;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.RunResult;
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
 * ({@link #SCHEDULES}), each up to {@link #STEPS} steps; the first run with a race is the witness. Only launches of at
 * most {@link #MAX_INVOCATIONS} invocations are run, and no run is started after {@link #BUDGET}.
 *
 * @param schedule how the run was scheduled, as {@code run}'s options reproduce it ({@code --scheduler random --seed
 *                 3}; empty for the defaults)
 * @param session  the run, for wording its races and stepping through it (engine's thread)
 * @param races    the data races it met, in the order met
 */
public record StepperWitness(String schedule, DebugSession session, List<Race> races) {

    /** Steps one run may take, as the sample kernels' stepper runs ({@code StepperRuns.STEP_LIMIT}). */
    public static final long STEPS = 100_000;

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
    }

    /** The first racy run of {@code program} under {@link #SCHEDULES}, or null when none races (or none was run). */
    public static StepperWitness find(Program program) {
        if (program.invocationCount() > MAX_INVOCATIONS) {
            return null;
        }
        long deadline = System.nanoTime() + BUDGET.toNanos();
        for (String schedule : SCHEDULES) {
            if (System.nanoTime() - deadline > 0) {
                return null;
            }
            DebugSession session = DebugSession.load(program, options(schedule));
            long left = STEPS;
            while (left > 0 && System.nanoTime() - deadline <= 0) {
                RunResult r = session.runUntil(StopCondition.NEVER, Math.min(CHUNK, left));
                left -= r.steps();
                if (r.reason() != RunResult.Reason.STEP_LIMIT) {
                    break;
                }
            }
            if (!session.races().isEmpty()) {
                return new StepperWitness(schedule, session, session.races());
            }
        }
        return null;
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

    /** The schedule in words: {@code round-robin} or {@code random, seed 3}. */
    public String scheduleWords() {
        return schedule.isEmpty() ? "round-robin" : schedule.equals("--scheduler lock-step") ? "lock-step subgroups"
                : "random, seed " + schedule.substring(schedule.lastIndexOf(' ') + 1);
    }
}
