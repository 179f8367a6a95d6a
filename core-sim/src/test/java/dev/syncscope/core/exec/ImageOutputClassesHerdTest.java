package dev.syncscope.core.exec;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.check.Execution;
import dev.syncscope.core.litmus.herd.HerdParser;
import dev.syncscope.core.litmus.herd.HerdTest;
import dev.syncscope.core.model.Outcome;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.suite.LitmusSuite;
import dev.syncscope.core.suite.SuiteCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The herd format's storage classes sc2 (Image) and sc3 (Output), which no vendored corpus file uses,
 * through the checker and the stepper: an Image payload published with an Output flag
 * ({@code litmus/herd-extensions}, answers derived in each file's comment from the appendix and listed in
 * its {@code expected/} rows). When P1 reads the flag's 1 the payload is race-free and read as 1 exactly
 * when a release naming sc2 synchronizes-with the acquire (for a barrier: only if it also names the
 * flag's sc3, VK MM: Synchronizes-With).
 */
class ImageOutputClassesHerdTest {

    static Program program(String file) throws Exception {
        HerdTest t = HerdParser.parse(Path.of(ImageOutputClassesHerdTest.class
                .getResource("/litmus/herd-extensions/" + file).toURI()));
        return t.program();
    }

    @ParameterizedTest
    @CsvSource({
            "image-payload-output-flag.litmus, false",
            "output-flag-after-image-fence.litmus, true",
            "output-flag-after-image-output-fence.litmus, false"})
    void anImagePayloadIsOrderedByAnOutputFlagOnlyThroughSemanticsNamingTheRightClasses(String file, boolean race)
            throws Exception {
        Program p = program(file);
        assertEquals(StorageClass.IMAGE, p.launch().references().stream().filter(r -> r.name().equals("x"))
                .findFirst().orElseThrow().storageClass());
        assertEquals(StorageClass.OUTPUT, p.launch().references().stream().filter(r -> r.name().equals("y"))
                .findFirst().orElseThrow().storageClass());
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        Mini.runInOrder(e, 0, 1);
        Outcome o = StepperAgainstCheckerTest.outcome(e);
        assertEquals(1L, o.values().get("P1:r0"), "P1 reads the flag: " + o);
        assertEquals(race, !e.races().isEmpty(), "stepper race: " + e.races());
        if (!race) {
            assertEquals(1L, o.values().get("P1:r1"), "the payload is visible-to the load");
        }
        assertEquals(race, CheckerVerdict.racyWhen(p, Map.of("P1:r0", 1L)), "checker race");
        assertEquals(List.of(), disagreements(p));
    }

    /** The checker gives the answers of the files' rows in {@code herd-extensions/expected}, two per file. */
    @Test
    void theCheckerGivesTheExpectedRowsOfTheImageAndOutputExamples() throws Exception {
        Path dir = Path.of(ImageOutputClassesHerdTest.class.getResource("/litmus/herd-extensions").toURI());
        List<SuiteCheck> mine = new LitmusSuite(Duration.ofSeconds(60)).run(dir).checks().stream()
                .filter(c -> c.file().contains("image")).toList();
        assertEquals(6, mine.size(), mine.toString());
        assertEquals(List.of(), mine.stream().filter(c -> c.verdict() != SuiteCheck.Verdict.PASS)
                .map(c -> c.file() + " [" + c.question() + "] " + c.verdict() + " " + c.detail()).toList());
    }

    /** Random runs that the checker does not allow, or whose race verdict it does not share. */
    private static List<String> disagreements(Program p) {
        CheckResult cr = new AxiomaticChecker().check(p);
        Map<Outcome, Boolean> raceFree = new HashMap<>();
        for (Execution x : cr.consistentExecutions()) {
            for (Outcome o : x.outcomes()) {
                raceFree.merge(o, x.races().isEmpty(), Boolean::logicalOr);
            }
        }
        List<String> problems = new ArrayList<>();
        for (long seed = 0; seed < StepperAgainstCheckerTest.SEEDS; seed++) {
            Engine e = StepperAgainstCheckerTest.run(p, seed, seed % 2 == 1);
            Outcome o = StepperAgainstCheckerTest.outcome(e);
            boolean racy = !e.races().isEmpty();
            assertTrue(raceFree.containsKey(o), "seed " + seed + ": " + o + " is not a consistent outcome");
            if (racy ? !cr.hasRace() : !raceFree.get(o)) {
                problems.add("seed " + seed + " " + o + (racy ? ": stepper race, checker none" : ": only racy there"));
            }
        }
        return problems;
    }
}
