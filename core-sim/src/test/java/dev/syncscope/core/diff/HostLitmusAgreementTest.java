package dev.syncscope.core.diff;

import dev.syncscope.core.api.DebugSession;
import dev.syncscope.core.api.LaunchOptions;
import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.exec.AgentStatus;
import dev.syncscope.core.litmus.khronos.KhronosAnswer;
import dev.syncscope.core.litmus.khronos.KhronosCorpus;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.litmus.khronos.KhronosTest;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.suite.LitmusSuite;
import dev.syncscope.core.suite.SuiteCheck;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The host-thread litmus tests ({@code litmus/host}, the SyncScope {@code .test} extension: {@code NEWHOST},
 * {@code flush}, {@code invalidate}, {@code dom.h2d}, {@code dom.d2h}), whose answer lines are derived from
 * the appendix in each file's comment. The checker must give every answer; every finished stepper run must
 * agree with them (a NOSOLUTION line forbids a run with that verdict whose outcome meets the load
 * constraints) and with the checker's executions ({@link StepperOracle}).
 */
class HostLitmusAgreementTest {

    static final int FILES = 32;

    static Path dir() {
        return KhronosCorpus.directory("litmus/host");
    }

    static List<Path> files() throws Exception {
        return KhronosCorpus.files("litmus/host");
    }

    @Test
    void theCheckerGivesEveryAnswerDerivedFromTheAppendix() throws Exception {
        LitmusSuite.Report r = new LitmusSuite(Duration.ofSeconds(60)).run(dir());
        assertTrue(r.checks().size() >= FILES, "at least one answer line per file: " + r.checks().size());
        assertEquals(List.of(), r.unchecked());
        assertEquals(List.of(), r.checks().stream().filter(c -> c.verdict() != SuiteCheck.Verdict.PASS)
                .map(c -> c.file() + " [" + c.question() + "] " + c.verdict() + " " + c.detail()).toList());
    }

    @Test
    void everyStepperRunAgreesWithTheAnswersAndTheChecker() throws Exception {
        List<Path> files = files();
        assertEquals(FILES, files.size());
        List<String> problems = new ArrayList<>();
        int compared = 0;
        for (Path f : files) {
            KhronosTest test = new KhronosParser().parse(f);
            CheckResult check = new AxiomaticChecker().check(test.program());
            assertTrue(check.complete(), f + ": " + check.limitMessage());
            StepperOracle.Report report = StepperOracle.compare(test.program(), check, StepperAgreesWithCheckerPropertyTest.SEEDS);
            report.disagreements().forEach(d -> problems.add(f.getFileName() + ": " + d));
            report.racyOutcomeOutsideChecker().forEach(d -> problems.add(f.getFileName() + ": " + d));
            compared += report.compared();
            problems.addAll(againstAnswers(f, test));
        }
        assertEquals(List.of(), problems);
        assertTrue(compared >= FILES, "finished stepper runs compared: " + compared);
    }

    /** Stepper runs whose outcome meets the load constraints and whose verdict a NOSOLUTION line forbids. */
    private static List<String> againstAnswers(Path f, KhronosTest test) {
        List<String> out = new ArrayList<>();
        for (int seed = 0; seed < StepperAgreesWithCheckerPropertyTest.SEEDS; seed++) {
            DebugSession s = DebugSession.load(test.program(), LaunchOptions.DEFAULTS
                    .withScheduler(LaunchOptions.SchedulerKind.RANDOM, seed).withStepLimit(StepperOracle.MAX_STEPS));
            s.run();
            if (!s.snapshot().agents().stream().allMatch(a -> a.status() == AgentStatus.DONE)) {
                continue;
            }
            Outcome o = s.outcome();
            int racePairs = 2 * s.races().size();
            for (KhronosAnswer a : test.answers()) {
                if (!a.satisfiable() && test.constraintsHold(o) && a.formula().holds(true, racePairs, 0)) {
                    out.add(f.getFileName() + " seed " + seed + ": run " + o + " (" + s.races().size()
                            + " races) contradicts " + a.text());
                }
            }
        }
        return out;
    }
}
