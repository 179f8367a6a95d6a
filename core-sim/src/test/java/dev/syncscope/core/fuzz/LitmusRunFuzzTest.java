package dev.syncscope.core.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzz test of the compile-and-run path: parsed litmus programs stepped through a {@code DebugSession}: see {@link FuzzTargets#litmusRun}. Seeds and committed crash inputs are in
 * {@code LitmusRunFuzzTestInputs/run} beside this class's resources. A fuzzing run (JAZZER_FUZZ=1)
 * stops after 10 M executions or 15 minutes, whichever comes first.
 */
class LitmusRunFuzzTest {

    @FuzzTest(maxDuration = "15m", maxExecutions = 10_000_000)
    void run(byte[] data) {
        FuzzTargets.bounded(FuzzTargets::litmusRun, data);
    }
}
