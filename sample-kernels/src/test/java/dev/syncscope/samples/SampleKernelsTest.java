package dev.syncscope.samples;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every shipped sample compiles and meets every expectation written in it. */
class SampleKernelsTest {

    /** Samples in {@code kernels/index.txt}; a skipped or forgotten file changes the count and fails. */
    private static final int SAMPLES = 17;

    @Test
    void everySampleMeetsEveryExpectation() {
        String only = System.getProperty("samples.only");
        List<String> failures = new ArrayList<>();
        int run = 0;
        for (Sample sample : SampleCatalog.load().samples()) {
            if (only != null && !sample.fileName().contains(only)) {
                continue;
            }
            long start = System.nanoTime();
            List<Verdict> verdicts = SampleCheck.check(sample);
            boolean kernel = !sample.fileName().toLowerCase(Locale.ROOT).endsWith(".test");
            long written = verdicts.stream().filter(v -> v.span().line() > 0).count();
            if (written == 0) {
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
            assertTrue(kernel || sample.fileName().equals(SampleCatalog.DEFAULT_SAMPLE) || !verdicts.isEmpty());
            run++;
        }
        assertTrue(failures.isEmpty(), () -> String.join("\n", failures));
        if (only == null) {
            assertEquals(SAMPLES, run, "samples run");
        }
    }
}
