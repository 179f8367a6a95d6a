package dev.syncscope.core.api;

import dev.syncscope.core.bench.BenchRow;
import dev.syncscope.core.exec.EngineBench;

import java.util.Arrays;
import java.util.List;

/**
 * The cost of {@link DebugSession#snapshot()} after one step on a launch of 1,024 invocations (the
 * reduction of {@link EngineBench#reduction} with 4 workgroups of 256), as the UI takes one per
 * frame. CPU time of this thread (the machine may be shared). Lives beside the session because the
 * stepper's package must not depend on this one. Single-threaded; owns its sessions.
 */
public final class SnapshotBench {

    private SnapshotBench() {
    }

    private static long cpuNanos() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /** Median and worst snapshot time over {@code steps} steps, after as many warm-up steps. */
    public static List<BenchRow> measure(int steps) {
        DebugSession s = DebugSession.load(EngineBench.reduction(4, 256, 32, 1));
        for (int i = 0; i < steps && !s.finished(); i++) {
            s.step();
            s.snapshot();
        }
        double[] taken = timedSnapshots(s, steps);
        return List.of(
                BenchRow.atMost("snapshot, 1,024 invocations (after one step, median of " + taken.length + ")",
                        taken[taken.length / 2], 10, "ms", "%.2f"),
                BenchRow.info("snapshot, 1,024 invocations, worst", String.format("%.2f ms", taken[taken.length - 1])));
    }

    /**
     * On a detailed launch whose locations are written again and again ({@link EngineBench#storeLoop}:
     * 64 invocations, each element of the shared array holds hundreds of retired writes that the other
     * invocations never see): the first snapshot after {@code at / 4}, {@code at / 2} and {@code at}
     * steps taken without one ({@link #measureFirstSnapshots}, median of 3 sessions), then the median
     * snapshot time after one step, {@code at} steps in, over {@code steps} steps.
     */
    public static List<BenchRow> measureLongHistories(int at, int steps) {
        List<BenchRow> rows = new java.util.ArrayList<>(measureFirstSnapshots(3, at / 4, at / 2, at));
        rows.addAll(measureAfterOneStep(at, steps));
        return rows;
    }

    private static List<BenchRow> measureAfterOneStep(int at, int steps) {
        DebugSession s = DebugSession.load(EngineBench.storeLoop(64, 1_000));
        for (int i = 0; i < at && !s.finished(); i++) {
            s.step();
        }
        s.snapshot();
        double[] taken = timedSnapshots(s, steps);
        return List.of(BenchRow.atMost(String.format("snapshot, 64 invocations at step %,d (long histories, median of %d)",
                        s.position(), taken.length), taken[taken.length / 2], 10, "ms", "%.2f"));
    }

    /**
     * The first detailed snapshot after {@code at} steps taken without one (after Run, a jump, or the
     * window's first frame after {@code --steps=N}) on {@link EngineBench#storeLoop}{@code (64, 1000)}:
     * per {@code at}, the median over {@code sessions} fresh sessions. The window's frame budget is the target.
     */
    public static List<BenchRow> measureFirstSnapshots(int sessions, int... at) {
        List<BenchRow> rows = new java.util.ArrayList<>();
        for (int steps : at) {
            double[] taken = new double[sessions];
            for (int k = 0; k < sessions; k++) {
                taken[k] = firstSnapshotMillis(steps);
            }
            Arrays.sort(taken);
            rows.add(BenchRow.atMost(String.format("first snapshot after %,d steps without one, 64 invocations "
                    + "(long histories, median of %d sessions)", steps, sessions), taken[sessions / 2], 50, "ms", "%.1f"));
        }
        return rows;
    }

    /** CPU milliseconds of the first snapshot of a fresh store-loop session after {@code at} steps. */
    static double firstSnapshotMillis(int at) {
        DebugSession s = DebugSession.load(EngineBench.storeLoop(64, 1_000));
        for (int i = 0; i < at && !s.finished(); i++) {
            s.step();
        }
        long t0 = cpuNanos();
        s.snapshot();
        return (cpuNanos() - t0) / 1e6;
    }

    /** Milliseconds of CPU of each snapshot taken after one more step, up to {@code steps} of them, sorted. */
    private static double[] timedSnapshots(DebugSession s, int steps) {
        double[] ms = new double[steps];
        int n = 0;
        for (; n < steps && !s.finished(); n++) {
            s.step();
            long t0 = cpuNanos();
            s.snapshot();
            ms[n] = (cpuNanos() - t0) / 1e6;
        }
        double[] taken = Arrays.copyOf(ms, Math.max(1, n));
        Arrays.sort(taken);
        return taken;
    }

    public static void main(String[] args) {
        List<BenchRow> rows = new java.util.ArrayList<>(measure(args.length > 0 ? Integer.parseInt(args[0]) : 500));
        rows.addAll(measureLongHistories(40_000, 200));
        for (BenchRow row : rows) {
            System.out.printf("%-58s %-28s %-16s %s%n", row.figure(), row.value(), row.target(), row.verdict());
        }
    }
}
