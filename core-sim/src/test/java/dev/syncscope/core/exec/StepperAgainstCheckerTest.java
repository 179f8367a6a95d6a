package dev.syncscope.core.exec;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.litmus.khronos.KhronosCorpus;
import dev.syncscope.core.litmus.khronos.KhronosParser;
import dev.syncscope.core.litmus.khronos.KhronosTest;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker is the stepper's oracle: every Khronos litmus program, with and without chains, run
 * through the stepper under many seeds; each race-free run's outcome must be an outcome of a
 * consistent race-free execution, and each racy run must belong to a program the checker finds racy.
 */
class StepperAgainstCheckerTest {

    static final int SEEDS = 40;

    /** Runs {@code p} under {@code seed}: random scheduling; with {@code pickValues}, random consistent reads. */
    static Engine run(Program p, long seed, boolean pickValues) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        SplittableRandom r = new SplittableRandom(seed);
        Scheduler s = Scheduler.seededRandom(seed);
        while (e.anyRunnable()) {
            Decision d = s.next(e);
            if (pickValues) {
                List<ReadChoice> consistent = e.choices(d.agent()).stream().filter(ReadChoice::consistent).toList();
                if (!consistent.isEmpty()) {
                    d = new Decision(d.agent(), consistent.get(r.nextInt(consistent.size())).writeId());
                }
            }
            e.step(d);
        }
        return e;
    }

    static Outcome outcome(Engine e) {
        return dev.syncscope.core.api.OutcomeAccess.outcome(e);
    }

    @Test
    void everyStepperOutcomeIsAllowedByTheCheckerWithTheSameRaceVerdict() throws Exception {
        List<String> problems = new ArrayList<>();
        int programs = 0;
        int runs = 0;
        AxiomaticChecker checker = new AxiomaticChecker();
        for (Path f : KhronosCorpus.files()) {
            KhronosTest t = new KhronosParser().parse(f);
            for (boolean chains : new boolean[] {true, false}) {
                Program p = new Program(t.program().name(), t.program().launch().withChains(chains),
                        t.program().initial());
                CheckResult cr = checker.check(p);
                if (!cr.complete()) {
                    problems.add(f.getFileName() + ": checker incomplete");
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
                    Engine e = run(p, seed, seed % 2 == 1);
                    runs++;
                    Outcome o = outcome(e);
                    boolean racy = !e.races().isEmpty();
                    String where = f.getFileName() + (chains ? "" : " NOCHAINS") + " seed " + seed + " " + o;
                    if (racy && !cr.hasRace()) {
                        problems.add(where + ": stepper found " + e.races().get(0) + " but the checker finds no race");
                    } else if (!racy && !Boolean.TRUE.equals(raceFree.get(o))) {
                        problems.add(where + ": race-free stepper outcome not a race-free consistent outcome"
                                + (raceFree.containsKey(o) ? " (only racy)" : ""));
                    }
                }
            }
        }
        assertEquals(2 * KhronosCorpus.FILE_COUNT, programs, "every Khronos program checked, chains on and off");
        assertTrue(problems.isEmpty(), problems.size() + " of " + runs + " runs disagree:\n"
                + String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
    }
}
