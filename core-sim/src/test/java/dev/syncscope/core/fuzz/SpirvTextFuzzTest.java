package dev.syncscope.core.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzz test of the SPIR-V assembly reader ({@code SpirvTextReader.read}) and the interpreter on modules it accepts: see {@link FuzzTargets#spirvText}. Seeds and committed crash inputs are in
 * {@code SpirvTextFuzzTestInputs/read} beside this class's resources. A fuzzing run (JAZZER_FUZZ=1)
 * stops after 10 M executions or 15 minutes, whichever comes first.
 */
class SpirvTextFuzzTest {

    @FuzzTest(maxDuration = "15m", maxExecutions = 10_000_000)
    void read(byte[] data) {
        FuzzTargets.bounded(FuzzTargets::spirvText, data);
    }
}
