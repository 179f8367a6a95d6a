package dev.syncscope.core.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzz test of the launch-pragma parser ({@code PragmaParser.parse}) with the {@code //} and {@code ;} prefixes: see {@link FuzzTargets#pragmas}. Seeds and committed crash inputs are in
 * {@code PragmaFuzzTestInputs/parse} beside this class's resources. A fuzzing run (JAZZER_FUZZ=1)
 * stops after 10 M executions or 15 minutes, whichever comes first.
 */
class PragmaFuzzTest {

    @FuzzTest(maxDuration = "15m", maxExecutions = 10_000_000)
    void parse(byte[] data) {
        FuzzTargets.bounded(FuzzTargets::pragmas, data);
    }
}
