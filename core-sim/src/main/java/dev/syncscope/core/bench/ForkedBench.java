package dev.syncscope.core.bench;

import dev.syncscope.core.api.SnapshotBench;
import dev.syncscope.core.exec.EngineBench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The stepper's figures measured in a JVM of their own, as JMH forks one per benchmark: the same Java and class
 * path as the caller, the garbage collector the app uses (G1), and a young generation of fixed size
 * ({@link #YOUNG_MB} MB, at most a quarter of the caller's maximum heap). Stateless.
 *
 * <p>Why: each stepper run allocates about 100 MB. In a JVM left to size its own heap, G1 grows the young
 * generation to gigabytes during the warm-up, so every measured run fills memory no run has touched before, and
 * the kernel's first-touch page faults are charged to the stepping thread's CPU time. On the 2-core machines of
 * session 31 that made the median of ten runs swing from 0.5 M to 2.2 M events a second between JVMs of the same
 * build (sys time 8–11 s of a 25 s bench); with the young generation fixed, it is touched once during the warm-up
 * and the median measures the engine. The old generation is touched as survivors are promoted, so the heap is also
 * committed and pre-touched at start ({@code -Xms} = {@code -Xmx}, {@code -XX:+AlwaysPreTouch}). The caller's own
 * JVM is measured too ({@link #inThisJvm}), so the table shows both.
 */
public final class ForkedBench {

    /** Young generation of the forked JVM, in MB (eden reused run after run, touched once). */
    public static final int YOUNG_MB = 512;
    /** A forked part gives up after this long. */
    static final long TIMEOUT_MINUTES = 20;
    /** Lines of the child's output that carry a row start with this. */
    static final String ROW = "bench-row\t";

    private ForkedBench() {
    }

    /**
     * The engine part of {@code syncscope bench} (stepper, SPIR-V kernel, snapshots), measured in a forked JVM. When
     * the child cannot be started or fails, the part is measured in this JVM and a row says so.
     */
    public static List<BenchRow> engine() {
        List<String> command = command("engine");
        try {
            List<BenchRow> rows = new ArrayList<>();
            rows.add(BenchRow.info("JVM of the stepper figures", "forked: " + describe(command)));
            rows.addAll(run(command));
            return rows;
        } catch (IOException | IllegalStateException e) {
            List<BenchRow> rows = new ArrayList<>();
            rows.add(BenchRow.info("JVM of the stepper figures", "this one: the forked JVM failed ("
                    + e.getMessage() + ")"));
            rows.addAll(enginePart());
            return rows;
        }
    }

    /** The engine part's rows, measured in this JVM. */
    static List<BenchRow> enginePart() {
        List<BenchRow> rows = new ArrayList<>(EngineBench.measure(64, 256, 1_000_000));
        rows.addAll(KernelBench.measure());
        rows.addAll(HistogramBench.measure());
        rows.addAll(SnapshotBench.measure(500));
        rows.addAll(SnapshotBench.measureLongHistories(40_000, 200));
        return rows;
    }

    /**
     * The stepper's headline figure in the calling JVM as it was started (its heap sized by the JVM), beside the
     * forked figure: what a long-lived app's first runs see while its heap grows.
     */
    public static List<BenchRow> inThisJvm() {
        return List.of(BenchRow.info("stepper events per CPU-second in the calling JVM, heap sized by the JVM"
                + " (median of " + EngineBench.MEASURED_PAIRS + "; includes first touches of a growing heap)",
                String.format("%,.0f events/s", EngineBench.medianInThisJvm(64, 256))));
    }

    /**
     * The child's command line: this JVM's java and class path, G1, the fixed young generation, and the whole heap
     * committed and touched at start (session 53: the old generation's regions, first touched as survivors were
     * promoted, still charged page faults to the stepping thread: two to five of the ten measured runs went at a
     * quarter to a half of the others, 0.45 0.51 0.67 0.70 0.89 2.03 … 2.46 M; pre-touched, 1.97 … 2.46 M).
     */
    static List<String> command(String part) {
        long maxMb = Runtime.getRuntime().maxMemory() / (1024 * 1024);
        long young = Math.max(16, Math.min(YOUNG_MB, maxMb / 4));
        List<String> c = new ArrayList<>();
        c.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        c.add("-XX:+UseG1GC");
        c.add("-Xms" + maxMb + "m");
        c.add("-Xmx" + maxMb + "m");
        c.add("-Xmn" + young + "m");
        c.add("-XX:+AlwaysPreTouch");
        c.add("-cp");
        c.add(System.getProperty("java.class.path"));
        c.add(ForkedBench.class.getName());
        c.add(part);
        return c;
    }

    /** The JVM options of {@code command}, for the table. */
    static String describe(List<String> command) {
        return String.join(" ", command.subList(1, command.indexOf("-cp")));
    }

    /** Runs {@code command} and reads its rows; the child's other output is kept only to explain a failure. */
    static List<BenchRow> run(List<String> command) throws IOException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        List<BenchRow> rows = new ArrayList<>();
        Deque<String> tail = new ArrayDeque<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith(ROW)) {
                    rows.add(decode(line));
                } else {
                    tail.addLast(line);
                    if (tail.size() > 5) {
                        tail.removeFirst();
                    }
                }
            }
        }
        try {
            if (!p.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new IllegalStateException("no answer in " + TIMEOUT_MINUTES + " minutes");
            }
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted");
        }
        if (p.exitValue() != 0 || rows.isEmpty()) {
            throw new IllegalStateException("exit code " + p.exitValue() + (tail.isEmpty() ? ""
                    : ": " + String.join(" / ", tail)));
        }
        return rows;
    }

    /** One row as one line: the marker, then figure, value, target and verdict separated by tabs. */
    static String encode(BenchRow r) {
        return ROW + clean(r.figure()) + "\t" + clean(r.value()) + "\t" + clean(r.target()) + "\t"
                + (r.met() == null ? "" : r.met());
    }

    static BenchRow decode(String line) {
        String[] f = line.substring(ROW.length()).split("\t", -1);
        if (f.length != 4) {
            throw new IllegalStateException("not a row: " + line);
        }
        return new BenchRow(f[0], f[1], f[2], f[3].isEmpty() ? null : Boolean.valueOf(f[3]));
    }

    private static String clean(String s) {
        return s.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }

    /** The child: measures the part named by {@code args[0]} and prints its rows. */
    public static void main(String[] args) {
        if (args.length != 1 || !args[0].equals("engine")) {
            System.err.println("usage: ForkedBench engine");
            System.exit(2);
        }
        for (BenchRow r : enginePart()) {
            System.out.println(encode(r));
        }
    }
}
