package dev.syncscope.core.exec;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.litmus.khronos.KhronosCorpus;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.suite.LitmusSuite;
import dev.syncscope.core.suite.SuiteCheck;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * SyncScope's own rule examples in the Khronos {@code .test} format ({@code litmus/rules}): each file's
 * answer lines are derived from the appendix in its comment. The checker must give every answer, and
 * every stepper run must be an outcome the checker allows with the same race verdict.
 */
class RuleLitmusExamplesTest {

    static final int FILES = 9;

    static Path dir() {
        return KhronosCorpus.directory("litmus/rules");
    }

    static List<Path> files() throws Exception {
        return KhronosCorpus.files("litmus/rules");
    }

    @Test
    void theCheckerGivesEveryAnswerDerivedFromTheAppendix() throws Exception {
        LitmusSuite.Report r = new LitmusSuite(Duration.ofSeconds(60)).run(dir());
        assertEquals(2 * FILES, r.checks().size(), "two answer lines per file");
        assertEquals(List.of(), r.checks().stream().filter(c -> c.verdict() != SuiteCheck.Verdict.PASS)
                .map(c -> c.file() + " [" + c.question() + "] " + c.verdict() + " " + c.detail()).toList());
    }

    @Test
    void everyStepperRunIsAnOutcomeTheCheckerAllowsWithTheSameRaceVerdict() throws Exception {
        List<Path> files = files();
        assertEquals(FILES, files.size());
        List<String> problems = new ArrayList<>();
        for (Path f : files) {
            Program p = new KhronosParser().parse(f).program();
            CheckResult cr = new AxiomaticChecker().check(p);
            Map<Outcome, Boolean> raceFree = new HashMap<>();
            for (Execution x : cr.consistentExecutions()) {
                for (Outcome o : x.outcomes()) {
                    raceFree.merge(o, x.races().isEmpty(), Boolean::logicalOr);
                }
            }
            for (long seed = 0; seed < StepperAgainstCheckerTest.SEEDS; seed++) {
                Engine e = StepperAgainstCheckerTest.run(p, seed, seed % 2 == 1);
                Outcome o = StepperAgainstCheckerTest.outcome(e);
                boolean racy = !e.races().isEmpty();
                if (racy && !cr.hasRace()) {
                    problems.add(f.getFileName() + " seed " + seed + " " + o + ": stepper race, checker none");
                } else if (!racy && !Boolean.TRUE.equals(raceFree.get(o))) {
                    problems.add(f.getFileName() + " seed " + seed + " " + o + ": race-free run, not race-free there");
                }
            }
        }
        assertEquals(List.of(), problems);
    }
}
