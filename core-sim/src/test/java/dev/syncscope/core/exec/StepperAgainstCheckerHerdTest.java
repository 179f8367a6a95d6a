package dev.syncscope.core.exec;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.litmus.herd.HerdTest;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The same oracle check as {@link StepperAgainstCheckerTest} over the Dat3M Vulkan corpus
 * (herd-style ports of the Khronos tests and their race-checking variants), fewer seeds.
 */
class StepperAgainstCheckerHerdTest {

    static final int SEEDS = 20;

    static List<Path> files() throws Exception {
        URL url = StepperAgainstCheckerHerdTest.class.getClassLoader().getResource("litmus/dat3m-vulkan");
        try (Stream<Path> s = Files.walk(Path.of(url.toURI()))) {
            return s.filter(p -> p.toString().endsWith(".litmus")).sorted().toList();
        }
    }

    @Test
    void everyStepperOutcomeOfTheDat3mCorpusIsAllowedByTheChecker() throws Exception {
        List<String> problems = new ArrayList<>();
        int programs = 0;
        int bounded = 0;
        AxiomaticChecker checker = new AxiomaticChecker();
        for (Path f : files()) {
            HerdTest t = HerdParser.parse(f);
            Program p = t.program();
            CheckResult cr = checker.check(p);
            if (!cr.complete()) {
                continue;
            }
            programs++;
            Map<Outcome, Boolean> raceFree = new HashMap<>();
            for (Execution x : cr.consistentExecutions()) {
                for (Outcome o : x.outcomes()) {
                    raceFree.merge(o, x.races().isEmpty(), Boolean::logicalOr);
                }
            }
            for (long seed = 0; seed < SEEDS; seed++) {
                Engine e = StepperAgainstCheckerTest.run(p, seed, seed % 2 == 1);
                if (e.freeze().agents().stream().anyMatch(a -> a.status() != AgentStatus.DONE)) {
                    bounded++;
                    continue;
                }
                Outcome o = StepperAgainstCheckerTest.outcome(e);
                boolean racy = !e.races().isEmpty();
                String where = f.getParent().getFileName() + "/" + f.getFileName() + " seed " + seed + " " + o;
                if (racy && !cr.hasRace()) {
                    problems.add(where + ": stepper race " + e.races().get(0).link() + " but the checker finds none");
                } else if (!racy && !Boolean.TRUE.equals(raceFree.get(o))) {
                    problems.add(where + ": race-free stepper outcome not a race-free consistent outcome"
                            + (raceFree.containsKey(o) ? " (only racy)" : ""));
                }
            }
        }
        assertTrue(programs > 150, "programs checked: " + programs);
        assertTrue(problems.isEmpty(), problems.size() + " disagreements (" + bounded + " bounded runs skipped):\n"
                + String.join("\n", problems.subList(0, Math.min(30, problems.size()))));
    }
}
