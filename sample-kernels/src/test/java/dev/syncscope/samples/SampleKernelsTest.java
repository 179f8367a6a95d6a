package dev.syncscope.samples;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every shipped sample compiles (GLSL/HLSL through shaderc, via ProgramLoader) and meets every
 * expectation written in it. Set {@code -Dsamples.verbose} to print every verdict.
 */
class SampleKernelsTest {

    /** Samples in {@code kernels/index.txt}; a skipped or forgotten file changes the count and fails. */
    private static final int SAMPLES = 46;

    @Test
    void everySampleMeetsEveryExpectation() {
        List<String> failures = new ArrayList<>();
        int run = 0;
        for (Sample sample : SampleCatalog.load().samples()) {
            long start = System.nanoTime();
            List<Verdict> verdicts = SampleCheck.check(sample);
            if (verdicts.stream().noneMatch(v -> v.span().line() > 0)) {
                failures.add(sample.fileName() + ": no expectation is written in it");
            }
            for (Verdict v : verdicts) {
                if (!v.pass()) {
                    failures.add(sample.fileName() + ": " + v);
                }
                if (System.getProperty("samples.verbose") != null) {
                    System.out.println(sample.fileName() + ": " + v);
                }
            }
            System.out.printf("%s: %d verdicts in %d ms%n", sample.fileName(), verdicts.size(),
                    (System.nanoTime() - start) / 1_000_000);
            run++;
        }
        assertTrue(failures.isEmpty(), () -> String.join("\n", failures));
        assertEquals(SAMPLES, run, "samples run");
    }
}
