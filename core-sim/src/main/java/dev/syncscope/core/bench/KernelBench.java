package dev.syncscope.core.bench;

import dev.syncscope.core.exec.Engine;
import dev.syncscope.core.exec.EngineOptions;
import dev.syncscope.core.exec.RunResult;
import dev.syncscope.core.exec.Scheduler;
import dev.syncscope.core.exec.StopCondition;
import dev.syncscope.core.kernel.KernelLoader;
import dev.syncscope.core.kernel.LoadedKernel;
import dev.syncscope.core.model.Location;
import dev.syncscope.core.model.Program;

import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * The stepper's speed on a real kernel: {@code EngineBench}'s 64 × 256 reduction written in GLSL,
 * compiled to SPIR-V and run by the SPIR-V interpreter under the memory model with race detection
 * (round robin). The engine-API workload measures the memory model alone; this one adds what a user
 * stepping a kernel also pays, interpreting its instructions. Single-threaded.
 */
public final class KernelBench {

    /** The reduction: each invocation stores lid + 1, log2(256) rounds of barrier and pairwise add, one atomic add. */
    static final String REDUCTION = """
            // @dispatch 64
            // @subgroup-size 32
            #version 450
            layout(local_size_x = 256) in;
            layout(binding = 0) buffer Out { uint total; };
            shared uint s[256];

            void main() {
                uint i = gl_LocalInvocationID.x;
                s[i] = i + 1;
                for (uint stride = 128; stride >= 1; stride /= 2) {
                    barrier();
                    if (i < stride) {
                        s[i] = s[i] + s[i + stride];
                    }
                }
                if (i == 0) {
                    atomicAdd(total, s[0]);
                }
                barrier();
            }
            """;

    /** 64 workgroups × (1 + 2 + … + 256). */
    static final long EXPECTED_TOTAL = 64L * 256 * 257 / 2;

    private KernelBench() {
    }

    /** The reduction kernel as a program (compiled once). */
    public static Program program() {
        LoadedKernel k = KernelLoader.load("reduction-64x256.comp", REDUCTION);
        return k.launch(k.pragmas().toConfig());
    }

    /** One run: steps, CPU seconds of this thread and bytes it allocated (-1 when unknown); checks the kernel's answer. */
    static double[] run(Program p) {
        return run(p, new Engine[1]);
    }

    /** {@link #run(Program)}, leaving the engine in {@code kept[0]}. */
    private static double[] run(Program p, Engine[] kept) {
        Engine e = new Engine(p, EngineOptions.DEFAULTS);
        kept[0] = e;
        long a0 = allocatedBytes();
        long t0 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        RunResult r = e.run(Scheduler.roundRobin(), StopCondition.NEVER, Long.MAX_VALUE);
        double s = (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - t0) / 1e9;
        long a1 = allocatedBytes();
        Location total = p.launch().reference("total").location(0);
        List<dev.syncscope.core.memory.WriteRecord> writes = e.location(total).allWritesOldestFirst();
        long value = writes.get(writes.size() - 1).value();
        if (r.reason() != RunResult.Reason.FINISHED || !e.races().isEmpty() || value != EXPECTED_TOTAL) {
            throw new IllegalStateException("the reduction kernel must finish race-free with total " + EXPECTED_TOTAL
                    + ": " + r.describe() + ", races " + e.races().size() + ", total " + value);
        }
        return new double[] {r.steps(), s, a0 < 0 ? -1 : a1 - a0};
    }

    /** Bytes allocated by this thread so far, or -1 when the platform does not say. */
    static long allocatedBytes() {
        if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t) {
            return t.getThreadAllocatedBytes(Thread.currentThread().getId());
        }
        return -1;
    }

    /** Heap in use after full collections. */
    static long usedMemory() {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 4; i++) {
            System.gc();
        }
        return rt.totalMemory() - rt.freeMemory();
    }

    /** Events per CPU-second of the stepping thread, best of 5 after 3 warm-ups. */
    public static List<BenchRow> measure() {
        Program p = program();
        for (int i = 0; i < 3; i++) {
            run(p);
        }
        double best = 0;
        long steps = 0;
        double allocated = -1;
        for (int i = 0; i < 5; i++) {
            double[] m = run(p);
            steps = (long) m[0];
            if (m[0] / m[1] > best) {
                best = m[0] / m[1];
                allocated = m[2] < 0 ? -1 : m[2] / m[0];
            }
        }
        // every step kept, as in the window: what a long run of a kernel costs in heap
        Engine[] kept = new Engine[1];
        long before = usedMemory();
        run(p, kept);
        long after = usedMemory();
        double retained = (after - before) / (double) kept[0].traceSize();
        kept[0] = null;
        return List.of(BenchRow.info("stepper events per CPU-second, the same reduction as a GLSL kernel ("
                + String.format("%,d", steps) + " steps; SPIR-V interpreter + memory model + races)",
                String.format("%,.0f events/s", best)),
                BenchRow.info("  the GLSL kernel: bytes allocated per step / bytes per retained step (trace + state)",
                        (allocated < 0 ? "unknown" : String.format("%,.0f B", allocated))
                                + String.format(" / %,.0f B", retained)));
    }

    public static void main(String[] args) {
        for (BenchRow row : measure()) {
            System.out.printf("%-58s %s%n", row.figure(), row.value());
        }
    }
}
