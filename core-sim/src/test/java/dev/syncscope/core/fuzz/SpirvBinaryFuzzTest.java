package dev.syncscope.core.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzz test of the SPIR-V binary reader ({@code SpirvBinaryReader.read}) and the interpreter on modules it accepts: see {@link FuzzTargets#spirvBinary}. Seeds and committed crash inputs are in
 * {@code SpirvBinaryFuzzTestInputs/read} beside this class's resources. A fuzzing run (JAZZER_FUZZ=1)
 * stops after 10 M executions or 15 minutes, whichever comes first.
 */
class SpirvBinaryFuzzTest {

    @FuzzTest(maxDuration = "15m", maxExecutions = 10_000_000)
    void read(byte[] data) {
        FuzzTargets.bounded(FuzzTargets::spirvBinary, data);
    }
}
