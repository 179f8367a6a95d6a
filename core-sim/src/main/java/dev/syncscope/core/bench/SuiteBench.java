package dev.syncscope.core.bench;

import dev.syncscope.core.suite.FileCheck;
import dev.syncscope.core.suite.FileCheckLimits;
import dev.syncscope.core.suite.LitmusSuite;
import dev.syncscope.core.suite.SuiteCheck;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Wall time of the litmus suites in one warm JVM: the Khronos corpus (172 answer lines) and the
 * Dat3M Vulkan ports (179 expected rows), each run {@code rounds} times after one warm-up round;
 * reports the best round and the slowest single test of that round. Owned by the calling thread.
 */
public final class SuiteBench {

    /** Target from the issue: all Khronos checks in under a second, warm. */
    static final double KHRONOS_TARGET_MS = 1000;

    private SuiteBench() {
    }

    /** @param corpus the folder holding {@code khronos/} and {@code dat3m-vulkan/} */
    public static List<BenchRow> measure(Path corpus, int rounds) {
        List<BenchRow> rows = new ArrayList<>();
        for (String part : List.of("khronos", "dat3m-vulkan")) {
            Path dir = corpus.resolve(part);
            if (!Files.isDirectory(dir)) {
                rows.add(BenchRow.info(part + " suite", "not found at " + dir));
                continue;
            }
            Round best = null;
            for (int r = 0; r <= rounds; r++) {
                Round round = Round.run(dir);
                if (r > 0 && (best == null || round.wallMillis < best.wallMillis)) {
                    best = round;
                }
            }
            String name = part.equals("khronos") ? "Khronos suite (" + best.checks + " answer lines)"
                    : "Dat3M Vulkan ports (" + best.checks + " expected rows)";
            rows.add(part.equals("khronos")
                    ? BenchRow.atMost(name + ", warm wall time", best.wallMillis, KHRONOS_TARGET_MS, "ms", "%.0f")
                    : BenchRow.info(name + ", warm wall time", String.format("%.0f ms", best.wallMillis)));
            rows.add(BenchRow.info(name + ", slowest test", String.format("%.1f ms (%s)", best.worstMillis, best.worstFile)));
            rows.add(BenchRow.info(name + ", agreeing with the corpus", best.passed + " / " + best.checks));
        }
        return rows;
    }

    /**
     * Wall time of the exhaustive check of one larger kernel ({@code docs/examples/reduction-1024.comp}: 1,024
     * invocations, 4,000 events a candidate), the best of two runs after a warm-up, with its answer.
     */
    public static List<BenchRow> measureKernelCheck(Path kernel) {
        String name = "exhaustive check, " + kernel.getFileName() + ", warm wall time";
        if (!Files.isRegularFile(kernel)) {
            return List.of(BenchRow.info(name, "not found at " + kernel));
        }
        String text;
        try {
            text = Files.readString(kernel);
        } catch (java.io.IOException e) {
            return List.of(BenchRow.info(name, "cannot read " + kernel + ": " + e.getMessage()));
        }
        double best = Double.MAX_VALUE;
        FileCheck.Report report = null;
        for (int r = 0; r < 3; r++) {
            long start = System.nanoTime();
            // the exhaustive check alone: a stepper run beside it would answer this barrier-only kernel at its head start
            report = FileCheck.check(kernel.toString(), text, null, null,
                    FileCheckLimits.DEFAULT.withTimeLimit(Duration.ofSeconds(60)).withoutStepperRuns());
            double millis = (System.nanoTime() - start) / 1e6;
            best = r > 0 ? Math.min(best, millis) : best;
        }
        String answer = !report.complete() ? "INCOMPLETE: " + report.limitMessage()
                : report.candidates() + " candidates, " + report.consistentExecutions() + " consistent, "
                + (report.races().isEmpty() ? "no race" : report.races().size() + " races");
        return List.of(BenchRow.info(name, String.format("%.1f s (%s)", best / 1000, answer)));
    }

    /** One run of a suite folder. */
    private record Round(double wallMillis, double worstMillis, String worstFile, long checks, long passed) {
        static Round run(Path dir) {
            long start = System.nanoTime();
            LitmusSuite.Report report = new LitmusSuite(Duration.ofSeconds(60)).run(dir);
            double wall = (System.nanoTime() - start) / 1e6;
            Map<String, Double> perFile = new HashMap<>();
            for (SuiteCheck c : report.checks()) {
                perFile.merge(c.file(), c.elapsed().toNanos() / 1e6, Double::sum);
            }
            Map.Entry<String, Double> worst = perFile.entrySet().stream().max(Map.Entry.comparingByValue()).orElse(null);
            return new Round(wall, worst == null ? 0 : worst.getValue(), worst == null ? "-" : worst.getKey(),
                    report.checks().size(), report.count(SuiteCheck.Verdict.PASS));
        }
    }
}
