package dev.syncscope.core.bench;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The kernel the bench measures is the engine bench's workload and computes the right sum. */
class KernelBenchTest {

    @Test
    void theReductionKernelFinishesRaceFreeWithTheSumOfEveryWorkgroup() {
        // run() throws unless the run finishes with no race and total = 64 * (1 + ... + 256)
        double[] m = KernelBench.run(KernelBench.program());
        // 64 x 256 invocations: a store, 8 barriers with 255 loads/stores pairs per workgroup, one atomic
        // per workgroup (after its load of s[0]), a last barrier
        assertEquals(64 * (256 + 8 * 256 + 255 * 3 + 2 + 256), (long) m[0]);
    }
}
