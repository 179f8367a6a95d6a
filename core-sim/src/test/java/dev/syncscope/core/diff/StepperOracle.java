package dev.syncscope.core.diff;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.exec.Race;
import dev.syncscope.core.exec.ReadChoice;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Compares stepper runs of one program with the checker's consistent executions.
 *
 * <p>The comparison is per run and per outcome. A stepper run that finishes (every invocation DONE)
 * performed one candidate execution E: its reads-from choices are the writes it read (the default
 * visible write, or a choice the engine marks {@code consistent}), its coherence order the order the
 * engine serialised writes in. If the stepper is right, E is consistent, so
 * <ol>
 *   <li>the run's outcome O is an allowed outcome of the checker;</li>
 *   <li>if the run reported a data race, E is racy, so some consistent execution with outcome O has a
 *       race (a racy run whose outcome only race-free executions produce is a false race);</li>
 *   <li>if the run reported none, E is race-free, so some consistent execution with outcome O is
 *       race-free (a race-free run whose outcome only racy executions produce is a missed race).</li>
 * </ol>
 * These are necessary conditions only — several executions may share an outcome — but they need no
 * mapping from engine events to checker events. Runs that end otherwise (deadlock, bound) are not
 * compared.
 *
 * <p>Racy runs are held to less, on purpose. The spec leaves racy programs undefined ("Applications
 * must ensure that no data races occur"), and the stepper does not constrain what a racy read returns
 * by Acyclicity the way the checker does (two such cases are fixed, see
 * {@link FoundByDifferentialTest}; others remain, counted as {@link #racyOutcomeOutsideChecker}
 * and reported in docs/differential-testing.md). So a racy run must (a) belong to a program the
 * checker finds racy and (b) produce a race-free run's verdict nowhere; its outcome is compared and the
 * mismatch reported, but only a race-free run's outcome mismatch fails.
 * Stateless.
 */
final class StepperOracle {
    /** Step cap of one run (programs have at most 4 × 8 actions). */
    static final int MAX_STEPS = 200;
    /** Prefix of a racy run's outcome mismatch (reported, not failed). */
    static final String RACY = "racy run: ";

    private StepperOracle() {
    }

    /**
     * What the comparison found.
     *
     * @param runs                      runs started
     * @param compared                  runs that finished and were compared
     * @param disagreements             failures of the conditions above
     * @param racyOutcomeOutsideChecker racy runs whose outcome (without racy locations) no consistent
     *                                  racy execution has: reported, not failed
     */
    record Report(int runs, int compared, List<String> disagreements, List<String> racyOutcomeOutsideChecker) { }

    /**
     * Runs {@code program} {@code seeds} times with the RANDOM scheduler and {@code seeds} times with
     * random picks among the consistent read choices, and compares each finished run with {@code check}.
     */
    static Report compare(Program program, CheckResult check, int seeds) {
        Map<String, Allowed> outcomes = outcomeKinds(check);
        List<String> problems = new ArrayList<>();
        List<String> racyOutcomes = new ArrayList<>();
        int compared = 0;
        for (int seed = 0; seed < seeds; seed++) {
            for (boolean pick : new boolean[] {false, true}) {
                DebugSession s = DebugSession.load(program, LaunchOptions.DEFAULTS
                        .withScheduler(LaunchOptions.SchedulerKind.RANDOM, seed).withStepLimit(MAX_STEPS));
                if (pick) {
                    pickChoices(s, new SplittableRandom(seed));
                } else {
                    s.run();
                }
                if (!s.snapshot().agents().stream().allMatch(a -> a.status() == AgentStatus.DONE)) {
                    continue;
                }
                compared++;
                String problem = judge(s, program, check, outcomes);
                if (problem != null) {
                    (problem.startsWith(RACY) ? racyOutcomes : problems).add((pick ? "read-choice run " : "random run ") + seed + ": " + problem
                            + "\n  decisions " + s.decisions());
                }
            }
        }
        return new Report(2 * seeds, compared, problems, racyOutcomes);
    }

    private static void pickChoices(DebugSession s, SplittableRandom random) {
        for (int step = 0; step < MAX_STEPS; step++) {
            List<Integer> runnable = new ArrayList<>();
            for (AgentView a : s.snapshot().agents()) {
                if (a.status() == AgentStatus.RUNNING) {
                    runnable.add(a.id());
                }
            }
            if (runnable.isEmpty()) {
                return;
            }
            int agent = runnable.get(random.nextInt(runnable.size()));
            List<ReadChoice> consistent = s.choices(agent).stream().filter(ReadChoice::consistent).toList();
            if (consistent.isEmpty()) {
                s.step(agent);
            } else {
                s.step(agent, consistent.get(random.nextInt(consistent.size())).writeId());
            }
        }
    }

    /**
     * One distinct outcome of the checker's consistent executions: its values, and whether a racy
     * ({@code kinds[0]}) and whether a race-free ({@code kinds[1]}) execution has it.
     */
    private record Allowed(Map<String, Long> values, boolean[] kinds) { }

    /**
     * The distinct outcomes by their sorted listing (a better hash than the maps' own, which collide for
     * small values); computed once per program, as there may be tens of thousands of executions.
     */
    private static Map<String, Allowed> outcomeKinds(CheckResult check) {
        Map<String, Allowed> kinds = new HashMap<>();
        for (Execution x : check.consistentExecutions()) {
            for (Outcome o : x.outcomes()) {
                Map<String, Long> sorted = new TreeMap<>(o.values());
                kinds.computeIfAbsent(sorted.toString(), k -> new Allowed(sorted, new boolean[2]))
                        .kinds()[x.races().isEmpty() ? 1 : 0] = true;
            }
        }
        return kinds;
    }

    /** Whether a racy and whether a race-free execution has {@code values} outside the {@code racy} locations. */
    private static boolean[] kindsOf(Map<String, Allowed> outcomes, Map<String, Long> values, Set<String> racy) {
        if (racy.isEmpty()) {
            Allowed a = outcomes.get(new TreeMap<>(values).toString());
            return a == null ? null : a.kinds();
        }
        boolean[] kinds = null;
        for (Allowed a : outcomes.values()) {
            if (sameOutside(a.values(), values, racy)) {
                kinds = kinds == null ? new boolean[2] : kinds;
                kinds[0] |= a.kinds()[0];
                kinds[1] |= a.kinds()[1];
            }
        }
        return kinds;
    }

    private static boolean sameOutside(Map<String, Long> a, Map<String, Long> b, Set<String> racy) {
        for (Map.Entry<String, Long> e : a.entrySet()) {
            if (!racy.contains(e.getKey()) && !e.getValue().equals(b.get(e.getKey()))) {
                return false;
            }
        }
        for (String k : b.keySet()) {
            if (!racy.contains(k) && !a.containsKey(k)) {
                return false;
            }
        }
        return true;
    }

    private static String judge(DebugSession s, Program program, CheckResult check,
                                Map<String, Allowed> outcomes) {
        List<Race> races = s.races();
        Set<String> racyKeys = new HashSet<>();
        for (Race r : races) {
            for (Reference ref : program.launch().references()) {
                for (int i = 0; i < ref.length(); i++) {
                    if (ref.location(i).equals(r.first().location()) || ref.location(i).equals(r.second().location())) {
                        racyKeys.add(ref.length() == 1 ? ref.name() : ref.name() + "[" + i + "]");
                    }
                }
            }
        }
        Outcome full = s.outcome();
        Map<String, Long> o = project(full.values(), racyKeys);
        boolean racy = !races.isEmpty();
        if (racy && !check.hasRace()) {
            return "stepper reports a race (" + races.get(0).detail() + ") but the checker finds no racy consistent"
                    + " execution";
        }
        boolean[] kinds = kindsOf(outcomes, full.values(), racyKeys);
        if (kinds == null || (racy && !kinds[0])) {
            return (racy ? RACY : "") + "outcome " + full + (racyKeys.isEmpty() ? "" : " (without racy " + racyKeys + ")")
                    + " is not an outcome of a consistent " + (racy ? "racy " : "") + "execution"
                    + (kinds != null ? " (only race-free executions have it: is the reported race "
                    + races.get(0).detail() + " one?)" : "") + " (" + outcomes.size()
                    + " allowed outcomes" + (outcomes.size() <= 8 ? ": " + outcomes.keySet() : "") + ")";
        }
        if (!racy && !kinds[1]) {
            return "stepper reports no race but every consistent execution with " + o + " is racy";
        }
        return null;
    }

    private static Map<String, Long> project(Map<String, Long> values, Set<String> without) {
        Map<String, Long> m = new TreeMap<>(values);
        m.keySet().removeAll(without);
        return m;
    }
}
