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
import java.util.ArrayList;
import java.util.List;

/**
 * The stepper on a location that many invocations write again and again: a histogram whose 16,384 invocations each add
 * to one of 16 bins four times (a grid-stride loop's pattern), round robin, so that an invocation's earlier write to
 * its bin lies under about a thousand newer ones when its next add retires it (VK MM: Availability and Visibility: a
 * write that happens-after W retires W). Until the live writes were kept in numbered slots ({@code PSlots}), each such
 * retirement copied every newer write, and a trace kept the copies: 2 GB for this run.
 * <p>
 * And the same adds with acquire-release semantics after a store to the invocation's own element, over 4,096
 * invocations: each add continues the release sequence of every add to its bin before it (VK MM: Release Sequence), so
 * a read carries all their tokens. Until a read-modify-write shared its location's open sequences rather than copying
 * them, and an acquire skipped the releases it knew already, this cost each add as much as all before it: 20 s and 4
 * GB at 4,096 invocations; 16,384 did not finish in 10 minutes. Single-threaded.
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

    /** As {@link #HISTOGRAM} over 4,096 invocations, each add an acquire-release one after a store to its element. */
    static final String ACQUIRE_RELEASE = """
            // @dispatch 16
            #version 450
            #extension GL_KHR_memory_scope_semantics : require
            layout(local_size_x = 256) in;
            layout(std430, binding = 0) buffer Bins { uint bins[16]; };
            layout(std430, binding = 1) buffer D { uint data[]; };
            void main() {
                uint id = gl_GlobalInvocationID.x;
                for (uint k = 0u; k < 4u; k++) {
                    data[id] = k;
                    atomicAdd(bins[(id * 7u) % 16u], 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                            gl_SemanticsAcquireRelease);
                }
            }
            """;

    private static final int BINS = 16;
    private static final int ADDS = 4;

    private HistogramBench() {
    }

    /** The histogram kernel as a program. */
    static Program program() {
        return program("histogram-16384x4.comp", HISTOGRAM);
    }

    /** The acquire-release histogram as a program. */
    static Program acquireReleaseProgram() {
        return program("histogram-acq-rel-4096x4.comp", ACQUIRE_RELEASE);
    }

    private static Program program(String name, String source) {
        LoadedKernel k = KernelLoader.load(name, source);
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
        long perBin = p.launch().agents().stream().filter(a -> !a.host()).count() * ADDS / BINS;
        for (int b = 0; b < BINS; b++) {
            List<WriteRecord> writes = e.location(p.launch().reference("bins").location(b)).allWritesOldestFirst();
            long value = writes.get(writes.size() - 1).value();
            if (value != perBin) {
                throw new IllegalStateException("bin " + b + " must end at " + perBin + ", not " + value);
            }
        }
        if (r.reason() != RunResult.Reason.FINISHED || !e.races().isEmpty()) {
            throw new IllegalStateException("the histogram must finish race-free: " + r.describe());
        }
        return new double[] {r.steps(), s, a0 < 0 ? -1 : a1 - a0};
    }

    /** Events per CPU-second (best of 3 after a warm-up), and bytes allocated and retained per step, of each kernel. */
    public static List<BenchRow> measure() {
        List<BenchRow> rows = new ArrayList<>(measure(program(), 3,
                "a histogram: 16,384 invocations add 4 times each to one of 16 bins", "the histogram"));
        rows.addAll(measure(acquireReleaseProgram(), 2, "the histogram's adds acquire-release after a store,"
                + " 4,096 invocations", "acquire-release"));
        return rows;
    }

    private static List<BenchRow> measure(Program p, int repeats, String what, String shortName) {
        Engine[] kept = new Engine[1];
        run(p, kept);
        kept[0] = null;
        double best = 0;
        long steps = 0;
        double allocated = -1;
        for (int i = 0; i < repeats; i++) {
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
        return List.of(BenchRow.info("stepper events per CPU-second, " + what
                        + " (" + String.format("%,d", steps) + " steps; GLSL, races on)",
                        String.format("%,.0f events/s", best)),
                BenchRow.info("  " + shortName + ": bytes allocated per step / bytes per retained step (trace + state)",
                        (allocated < 0 ? "unknown" : String.format("%,.0f B", allocated))
                                + String.format(" / %,.0f B", retained)));
    }

    public static void main(String[] args) {
        for (BenchRow row : measure()) {
            System.out.printf("%-58s %s%n", row.figure(), row.value());
        }
    }
}
