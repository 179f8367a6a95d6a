package dev.syncscope.core.bench;

import dev.syncscope.core.exec.Engine;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The histograms the bench measures finish race-free with every bin counted (atomics: VK MM: Data Race). */
class HistogramBenchTest {

    @Test
    void everyAddOfEveryInvocationIsCountedInItsBin() {
        // run() throws unless the run finishes with no race and each of the 16 bins at 16,384 * 4 / 16
        Engine[] kept = new Engine[1];
        double[] m = HistogramBench.run(HistogramBench.program(), kept);
        assertEquals(64 * 256 * 4, (long) m[0], "one step per add: the loop's other instructions are no events");
    }

    @Test
    void everyAcquireReleaseAddIsCountedAndTheStoresBesideThemDoNotRace() {
        // VK MM: Data Race: each store is to the invocation's own element, program-ordered with its others
        Engine[] kept = new Engine[1];
        double[] m = HistogramBench.run(HistogramBench.acquireReleaseProgram(), kept);
        assertEquals(16 * 256 * 4 * 2, (long) m[0], "a step per store and one per add");
    }
}
