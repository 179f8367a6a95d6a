package dev.syncscope.core.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzz test of the Khronos {@code .test} parser ({@code KhronosParser.parse}): see {@link FuzzTargets#khronos}. Seeds and committed crash inputs are in
 * {@code KhronosFuzzTestInputs/parse} beside this class's resources. A fuzzing run (JAZZER_FUZZ=1)
 * stops after 10 M executions or 15 minutes, whichever comes first.
 */
class KhronosFuzzTest {

    @FuzzTest(maxDuration = "15m", maxExecutions = 10_000_000)
    void parse(byte[] data) {
        FuzzTargets.bounded(FuzzTargets::khronos, data);
    }
}
