package dev.syncscope.core.kernel;

import dev.syncscope.core.check.AxiomaticChecker;
import dev.syncscope.core.check.CheckLimit;
import dev.syncscope.core.check.CheckOptions;
import dev.syncscope.core.check.CheckResult;
import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.FileCheckLimits;
import dev.syncscope.core.suite.RaceSites;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Smaller spin bounds are checked first ({@code check.SpinDeepening}), so that a kernel whose consistent executions
 * double with every poll is answered with the race its short waits have (audit 42, finding 7), and a race only long
 * waits have is still found at the bound asked for. Kernels: {@code src/test/resources/kernels/spin-deepening}.
 */
class SpinDeepeningCheckTest {
    private static final Path DIR = Path.of("src/test/resources/kernels/spin-deepening");

    private static String read(String name) throws IOException {
        return Files.readString(DIR.resolve(name));
    }

    @Test
    void theAuditsBufferFlagPolledByWriteBacksFailsWithItsRaceBeforeTheTimeLimitOfTheFullBound() throws IOException {
        // generous for a loaded machine: spin bounds 2 and 8 take about a second each; what is asserted is the answer
        // the exhaustive check alone: a stepper run beside it would answer after its head start (CheckWithWitness)
        FileCheck.Report r = FileCheck.check("buffer-flag.comp", read("buffer-flag-plain-init-barrier.comp"), null,
                null, FileCheckLimits.DEFAULT.withTimeLimit(Duration.ofSeconds(20)).withoutStepperRuns());
        // VK MM: Data Race: the plain store of flag (line 11) and T1's polls (line 18), which nothing orders
        assertTrue(r.failed(), r::toString);
        RaceSites race = r.races().stream().filter(x -> x.first().where().line() == 11
                && x.second().where().line() == 18).findFirst().orElseThrow(() -> new AssertionError(r.races()));
        assertTrue(race.asked());
        // the bound asked for (32) could not be checked in full: the answer says where the executions come from
        assertFalse(r.complete());
        assertTrue(r.limit().spinBoundChecked() >= 2 && r.limit().spinBoundChecked() < 32, r::limitMessage);
        assertTrue(r.limitMessage().contains("the executions found are"), r::limitMessage);
        assertTrue(r.consistentExecutions() > 0);
    }

    @Test
    void aRaceOnlyLongWaitsHaveIsFoundAtTheBoundAskedForAndNotHiddenByTheSmallerBoundsCheckedFirst()
            throws IOException {
        var program = KernelLoader.load("polls.comp", read("race-after-many-polls.comp")).program();
        CheckOptions options = CheckOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(120));
        // at spin bound 8 every wait of more than 8 polls is cut: no race among the executions within it
        CheckResult shallow = new AxiomaticChecker(options.withSpinBound(8)).check(program);
        assertTrue(shallow.complete(), shallow::limitMessage);
        assertTrue(shallow.pathsCut());
        assertFalse(shallow.hasRace());
        // VK MM: Data Race: T0's write of data and T1's, made after its eleventh poll
        CheckResult full = new AxiomaticChecker(options).check(program);
        assertTrue(full.complete(), full::limitMessage);
        assertTrue(full.hasRace());
        assertEquals(33, full.consistentExecutions().size());
        assertEquals(null, full.limit());
    }

    @Test
    void theLimitSaysWhichSpinBoundsExecutionsTheResultHolds() {
        CheckLimit checked = new CheckLimit(CheckLimit.Kind.TIME_SPIN_CHECKED, java.util.List.of(60000L, 16L, 32L, 8L));
        assertEquals("time limit of 60000 ms reached while checking spin bound 16 (smaller ones first, up to 32); the"
                + " executions found are all those within spin bound 8", checked.english());
        assertEquals(8, checked.spinBoundChecked());
        assertTrue(checked.spinBoundCheckedInFull());
        CheckLimit level = new CheckLimit(CheckLimit.Kind.TIME_SPIN_LEVEL, java.util.List.of(60000L, 4L, 32L));
        assertEquals(4, level.spinBoundChecked());
        assertFalse(level.spinBoundCheckedInFull());
        assertEquals(0, new CheckLimit(CheckLimit.Kind.TIME, java.util.List.of(60000L)).spinBoundChecked());
    }
}
