package dev.syncscope.core.suite;

import dev.syncscope.core.check.CheckResult;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A check that finished with no execution and no finding is no answer: every launch has an execution (the stepper runs
 * one), so race freedom "in every one of none" rests on a gap of the enumeration (a racy kernel answered OK that way,
 * FaultedPathWritesTest). Race freedom then stays open, and a stepper run may answer it.
 */
class MetNoExecutionTest {

    @Test
    void raceFreedomOfACheckThatMetNoExecutionStaysOpen() {
        CheckResult none = new CheckResult(CheckResult.Status.COMPLETE, "", List.of(), 0, List.of(), Duration.ZERO,
                List.of(), List.of());
        assertTrue(RaceFreedom.metNone(none));
        SuiteCheck implicit = RaceFreedom.of("k.comp", none, null, "", null);
        assertEquals(SuiteCheck.Verdict.UNKNOWN, implicit.verdict());
        assertEquals(RaceFreedom.MET_NONE, implicit.detail());
    }
}
