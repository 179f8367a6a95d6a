package dev.syncscope.core.bench;

import dev.syncscope.core.exec.Engine;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The histogram the bench measures finishes race-free with every bin counted (relaxed atomics: VK MM: Data Race). */
class HistogramBenchTest {

    @Test
    void everyAddOfEveryInvocationIsCountedInItsBin() {
        // run() throws unless the run finishes with no race and each of the 16 bins at 16,384 * 4 / 16
        Engine[] kept = new Engine[1];
        double[] m = HistogramBench.run(HistogramBench.program(), kept);
        assertEquals(64 * 256 * 4, (long) m[0], "one step per add: the loop's other instructions are no events");
    }
}
