package dev.syncscope.core.bench;

import dev.syncscope.core.exec.Engine;
import dev.syncscope.core.exec.EngineOptions;
import dev.syncscope.core.exec.RunResult;
import dev.syncscope.core.exec.Scheduler;
import dev.syncscope.core.exec.StopCondition;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.kernel.LoadedKernel;
import dev.syncscope.core.memory.WriteRecord;
import dev.syncscope.core.model.Program;

import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * The stepper on a location that many invocations write again and again: a histogram whose 16,384 invocations each add
 * to one of 16 bins four times (a grid-stride loop's pattern), round robin, so that an invocation's earlier write to
 * its bin lies under about a thousand newer ones when its next add retires it (VK MM: Availability and Visibility: a
 * write that happens-after W retires W). Until the live writes were kept in numbered slots ({@code PSlots}), each such
 * retirement copied every newer write, and a trace kept the copies: 2 GB for this run. Single-threaded.
 */
public final class HistogramBench {

    /** Four adds per invocation, bins chosen so that a bin's adders are spread over the whole dispatch. */
    static final String HISTOGRAM = """
            // @dispatch 64
            #version 450
            layout(local_size_x = 256) in;
            layout(std430, binding = 0) buffer Bins { uint bins[16]; };
            void main() {
                uint id = gl_GlobalInvocationID.x;
                for (uint k = 0u; k < 4u; k++) {
                    atomicAdd(bins[(id * 7u) % 16u], 1u);
                }
            }
            """;

    private static final int BINS = 16;
    /** 16,384 invocations × 4 adds over 16 bins. */
    private static final long PER_BIN = 64L * 256 * 4 / BINS;

    private HistogramBench() {
    }

    /** The histogram kernel as a program. */
    static Program program() {
        LoadedKernel k = KernelLoader.load("histogram-16384x4.comp", HISTOGRAM);
        return k.launch(k.pragmas().toConfig());
    }

    /** One run, kept in {@code kept[0]}: steps, CPU seconds of this thread, bytes it allocated; checks every bin. */
    static double[] run(Program p, Engine[] kept) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        kept[0] = e;
        long a0 = KernelBench.allocatedBytes();
        long t0 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        RunResult r = e.run(Scheduler.roundRobin(), StopCondition.NEVER, Long.MAX_VALUE);
        double s = (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - t0) / 1e9;
        long a1 = KernelBench.allocatedBytes();
        for (int b = 0; b < BINS; b++) {
            List<WriteRecord> writes = e.location(p.launch().reference("bins").location(b)).allWritesOldestFirst();
            long value = writes.get(writes.size() - 1).value();
            if (value != PER_BIN) {
                throw new IllegalStateException("bin " + b + " must end at " + PER_BIN + ", not " + value);
            }
        }
        if (r.reason() != RunResult.Reason.FINISHED || !e.races().isEmpty()) {
            throw new IllegalStateException("the histogram must finish race-free: " + r.describe());
        }
        return new double[] {r.steps(), s, a0 < 0 ? -1 : a1 - a0};
    }

    /** Events per CPU-second (best of 3 after a warm-up), and bytes allocated and retained per step. */
    public static List<BenchRow> measure() {
        Program p = program();
        Engine[] kept = new Engine[1];
        run(p, kept);
        kept[0] = null;
        double best = 0;
        long steps = 0;
        double allocated = -1;
        for (int i = 0; i < 3; i++) {
            double[] m = run(p, kept);
            kept[0] = null;
            steps = (long) m[0];
            if (m[0] / m[1] > best) {
                best = m[0] / m[1];
                allocated = m[2] < 0 ? -1 : m[2] / m[0];
            }
        }
        long before = KernelBench.usedMemory();
        run(p, kept);
        long after = KernelBench.usedMemory();
        double retained = (after - before) / (double) kept[0].traceSize();
        kept[0] = null;
        return List.of(BenchRow.info("stepper events per CPU-second, a histogram: 16,384 invocations add 4 times each"
                        + " to one of 16 bins (" + String.format("%,d", steps) + " steps; GLSL, races on)",
                        String.format("%,.0f events/s", best)),
                BenchRow.info("  the histogram: bytes allocated per step / bytes per retained step (trace + state)",
                        (allocated < 0 ? "unknown" : String.format("%,.0f B", allocated))
                                + String.format(" / %,.0f B", retained)));
    }

    public static void main(String[] args) {
        for (BenchRow row : measure()) {
            System.out.printf("%-58s %s%n", row.figure(), row.value());
        }
    }
}
