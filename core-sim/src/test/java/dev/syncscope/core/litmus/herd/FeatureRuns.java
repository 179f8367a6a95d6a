package dev.syncscope.core.litmus.herd;

import dev.syncscope.core.api.AgentView;
import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Test helper for the herd-format extensions: loads the example files under
 * {@code litmus/herd-extensions}, and runs a program through the checker and through the stepper
 * (RANDOM scheduler, many seeds), projecting outcomes on the keys a test names. Stateless.
 */
final class FeatureRuns {
    static final int SEEDS = 60;

    private FeatureRuns() {
    }

    static Path example(String name) {
        try {
            return Path.of(FeatureRuns.class.getResource("/litmus/herd-extensions/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static String text(String name) {
        try {
            return Files.readString(example(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static CheckResult check(Program p) {
        CheckResult r = new AxiomaticChecker().check(p);
        if (!r.complete()) {
            throw new AssertionError("checker stopped: " + r.limitMessage());
        }
        return r;
    }

    /** The checker's allowed outcomes, each restricted to {@code keys}. */
    static Set<Map<String, Long>> checkerOutcomes(Program p, String... keys) {
        Set<Map<String, Long>> out = new LinkedHashSet<>();
        for (Outcome o : check(p).allowedOutcomes()) {
            out.add(project(o, keys));
        }
        return out;
    }

    /** Outcomes of stepper runs in which every invocation finished, restricted to {@code keys}. */
    static Set<Map<String, Long>> stepperOutcomes(Program p, String... keys) {
        Set<Map<String, Long>> out = new LinkedHashSet<>();
        for (int seed = 0; seed < SEEDS; seed++) {
            DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS
                    .withScheduler(LaunchOptions.SchedulerKind.RANDOM, seed).withStepLimit(500));
            s.run();
            if (statuses(s).stream().allMatch(st -> st == AgentStatus.DONE)) {
                out.add(project(s.outcome(), keys));
            }
        }
        return out;
    }

    /**
     * The stepper-vs-checker oracle of StepperAgainstCheckerHerdTest on one program: each finished run's
     * outcome must be a consistent outcome of the checker, race-free runs a race-free one, and a racy run
     * needs a racy checker verdict. Returns the disagreements.
     */
    static List<String> disagreements(Program p) {
        CheckResult cr = check(p);
        Map<Outcome, Boolean> raceFree = new HashMap<>();
        for (Execution x : cr.consistentExecutions()) {
            for (Outcome o : x.outcomes()) {
                raceFree.merge(o, x.races().isEmpty(), Boolean::logicalOr);
            }
        }
        List<String> problems = new ArrayList<>();
        for (int seed = 0; seed < SEEDS; seed++) {
            DebugSession s = DebugSession.load(p, LaunchOptions.DEFAULTS
                    .withScheduler(LaunchOptions.SchedulerKind.RANDOM, seed).withStepLimit(500));
            s.run();
            if (!statuses(s).stream().allMatch(st -> st == AgentStatus.DONE)) {
                continue;
            }
            Outcome o = s.outcome();
            boolean racy = !s.races().isEmpty();
            if (racy && !cr.hasRace()) {
                problems.add("seed " + seed + " " + o + ": stepper race but the checker finds none");
            } else if (!racy && !Boolean.TRUE.equals(raceFree.get(o))) {
                problems.add("seed " + seed + " " + o + ": race-free run, not a race-free consistent outcome");
            } else if (racy && !raceFree.containsKey(o)) {
                problems.add("seed " + seed + " " + o + ": racy run, not a consistent outcome");
            }
        }
        return problems;
    }

    static List<AgentStatus> statuses(DebugSession s) {
        return s.snapshot().agents().stream().map(AgentView::status).toList();
    }

    static Map<String, Long> project(Outcome o, String... keys) {
        Map<String, Long> m = new TreeMap<>();
        for (String k : keys) {
            m.put(k, o.values().get(k));
        }
        return m;
    }

    /** An outcome as a map, from alternating keys and values. */
    static Map<String, Long> outcome(Object... keyValues) {
        Map<String, Long> m = new TreeMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put((String) keyValues[i], ((Number) keyValues[i + 1]).longValue());
        }
        return m;
    }
}
