package dev.syncscope.samples;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.Diagnostic;
import dev.syncscope.core.exec.Event;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.RunResult;
import dev.syncscope.core.exec.StepRecord;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.suite.AnswerDetail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A sample run to the end by the stepper under a fixed set of schedules: in order (the
 * lowest-numbered invocation that can step), reverse order, round-robin, lock-step subgroups, and
 * seeded random with seeds 1…{@value #RANDOM_SEEDS}. Every read takes the model's default
 * (spec-visible) value. In the two ordered schedules an invocation whose last {@value #SPIN_YIELD} reads
 * each read a location and value it read within its {@value #RECENT} reads before yields to the others,
 * so spin-waits make progress, those that read several flags in turn too. Immutable once built.
 *
 * @param runs one entry per schedule
 */
public record StepperRuns(List<Run> runs) {

    /** Seeds of the random scheduler: 1…this. */
    public static final int RANDOM_SEEDS = 4;

    /** The most steps one run may take; a run still going is reported, never hangs the test. */
    public static final long STEP_LIMIT = 100_000;

    /** Repeated reads in a row after which an ordered schedule moves on to another invocation. */
    public static final int SPIN_YIELD = 3;

    /** How many of an invocation's latest reads a read is compared with (a loop reading up to this many places). */
    static final int RECENT = 8;

    /** One finished run. Immutable. */
    public record Run(String schedule, boolean finished, List<Diagnostic> diagnostics, List<Race> races,
                      List<SourceSpan> staleReads, Outcome outcome) {
        public Run {
            diagnostics = List.copyOf(diagnostics);
            races = List.copyOf(races);
            staleReads = List.copyOf(staleReads);
        }
    }

    public StepperRuns {
        runs = List.copyOf(runs);
    }

    /** Runs {@code program} under every schedule. */
    public static StepperRuns of(Program program) {
        List<Run> runs = new ArrayList<>();
        runs.add(ordered(program, AnswerDetail.IN_ORDER, false));
        runs.add(ordered(program, AnswerDetail.REVERSE_ORDER, true));
        runs.add(scheduled(program, AnswerDetail.ROUND_ROBIN, LaunchOptions.SchedulerKind.ROUND_ROBIN, 0));
        runs.add(scheduled(program, AnswerDetail.LOCK_STEP, LaunchOptions.SchedulerKind.LOCK_STEP_SUBGROUPS, 0));
        for (int seed = 1; seed <= RANDOM_SEEDS; seed++) {
            runs.add(scheduled(program, AnswerDetail.RANDOM_SEED + seed, LaunchOptions.SchedulerKind.RANDOM, seed));
        }
        return new StepperRuns(runs);
    }

    private static Run scheduled(Program program, String name, LaunchOptions.SchedulerKind kind, long seed) {
        DebugSession session = DebugSession.load(program,
                LaunchOptions.DEFAULTS.withScheduler(kind, seed).withStepLimit(STEP_LIMIT));
        RunResult result = session.run();
        return finish(name, session, result.reason() == RunResult.Reason.FINISHED);
    }

    private static Run ordered(Program program, String name, boolean reverse) {
        DebugSession session = DebugSession.load(program, LaunchOptions.DEFAULTS);
        int n = program.invocationCount();
        int[] repeats = new int[n];
        // per invocation, its latest reads, newest at recentCount[id] - 1 modulo RECENT
        Event[][] recent = new Event[n][RECENT];
        int[] recentCount = new int[n];
        for (long step = 0; step < STEP_LIMIT; step++) {
            List<AgentView> agents = session.snapshot().agents();
            int pick = -1;
            int fallback = -1;
            for (int k = 0; k < n && pick < 0; k++) {
                AgentView a = agents.get(reverse ? n - 1 - k : k);
                if (a.status() == AgentStatus.RUNNING) {
                    if (repeats[a.id()] < SPIN_YIELD) {
                        pick = a.id();
                    } else if (fallback < 0) {
                        fallback = a.id();
                    }
                }
            }
            if (pick < 0 && fallback < 0) {
                return finish(name, session, true);
            }
            if (pick < 0) {
                pick = fallback;
                Arrays.fill(repeats, 0);
            }
            Event e = session.step(pick).event();
            if (e.kind() == Event.Kind.LOAD || e.kind() == Event.Kind.RMW) {
                boolean again = false;
                for (int k = 0; k < Math.min(recentCount[pick], RECENT); k++) {
                    Event earlier = recent[pick][k];
                    again |= earlier.location().equals(e.location()) && earlier.value() == e.value();
                }
                repeats[pick] = again ? repeats[pick] + 1 : 1;
                recent[pick][recentCount[pick]++ % RECENT] = e;
            }
        }
        return finish(name, session, false);
    }

    private static Run finish(String name, DebugSession session, boolean finished) {
        List<SourceSpan> stale = new ArrayList<>();
        for (StepRecord r : session.trace()) {
            if (r.event().stale()) {
                stale.add(r.event().source());
            }
        }
        return new Run(name, finished, session.diagnostics(), session.races(), stale, session.outcome());
    }
}
