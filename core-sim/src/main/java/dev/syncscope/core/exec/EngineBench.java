package dev.syncscope.core.exec;

import dev.syncscope.core.bench.BenchRow;
import dev.syncscope.core.model.Access;
import dev.syncscope.core.model.Action;
import dev.syncscope.core.model.Agent;
import dev.syncscope.core.model.Launch;
import dev.syncscope.core.model.Program;
import dev.syncscope.core.model.Reference;
import dev.syncscope.core.model.RmwOp;
import dev.syncscope.core.model.Scope;
import dev.syncscope.core.model.Semantics;
import dev.syncscope.core.model.SourceSpan;
import dev.syncscope.core.model.StorageClass;
import dev.syncscope.core.model.ThreadState;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Throughput and memory figures of the stepper on a reduction-style workload (64 workgroups × 256
 * invocations: store to workgroup memory, then log2(256) rounds of barrier + pairwise add, then one
 * device-scope atomic add per workgroup). Prints a table. Run with
 * {@code java -cp core-sim/target/classes dev.syncscope.core.exec.EngineBench [workgroups] [size]}.
 * Single-threaded; owns its engines.
 */
public final class EngineBench {

    private EngineBench() {
    }

    /** The reduction program, repeated {@code repeats} times per invocation. */
    public static Program reduction(int workgroups, int size, int subgroupSize, int repeats) {
        List<Agent> agents = new ArrayList<>();
        List<Reference> refs = new ArrayList<>();
        Reference result = new Reference("result", "result", StorageClass.STORAGE_BUFFER, 1);
        refs.add(result);
        Semantics barrierSem = new Semantics(true, true, Set.of(StorageClass.WORKGROUP), true, true);
        Access shared = new Access(false, null, Semantics.NONE, false, false, true);
        Access atomicAdd = new Access(true, Scope.DEVICE, Semantics.NONE, false, false, false);
        List<ThreadState> code = new ArrayList<>();
        // one object per instruction shared by all invocations, as a compiled kernel has (the source
        // positions and barriers); loads and stores differ per invocation by their index
        int steps = Integer.numberOfTrailingZeros(Integer.highestOneBit(Math.max(1, size)));
        Action[] barriers = new Action[repeats * (steps + 1) + 1];
        SourceSpan store = new SourceSpan("reduce.comp", 1, 5);
        SourceSpan stepBarrier = new SourceSpan("reduce.comp", 2, 5);
        SourceSpan loadOwn = new SourceSpan("reduce.comp", 3, 9);
        SourceSpan loadOther = new SourceSpan("reduce.comp", 3, 20);
        SourceSpan storeSum = new SourceSpan("reduce.comp", 3, 5);
        SourceSpan add = new SourceSpan("reduce.comp", 4, 5);
        SourceSpan lastBarrier = new SourceSpan("reduce.comp", 5, 5);
        int barrier = 0;
        for (int wg = 0; wg < workgroups; wg++) {
            Reference s = new Reference("s" + wg, "s" + wg, StorageClass.WORKGROUP, size, wg);
            refs.add(s);
            for (int lid = 0; lid < size; lid++) {
                int id = wg * size + lid;
                agents.add(new Agent(id, "wg" + wg + ".inv" + lid, id / subgroupSize, wg, 0));
                List<Action> a = new ArrayList<>();
                barrier = 0;
                for (int rep = 0; rep < repeats; rep++) {
                    a.add(new Action.Store(s, lid, lid + 1, shared, store));
                    for (int stride = size / 2; stride >= 1; stride /= 2) {
                        a.add(sharedBarrier(barriers, ++barrier, barrierSem, stepBarrier));
                        if (lid < stride) {
                            a.add(new Action.Load(s, lid, shared, loadOwn));
                            a.add(new Action.Load(s, lid + stride, shared, loadOther));
                            a.add(new Action.Store(s, lid, lid + stride, shared, storeSum));
                        }
                    }
                    if (lid == 0) {
                        a.add(new Action.ReadModifyWrite(result, 0, RmwOp.ADD, 1, null, atomicAdd, add));
                    }
                    a.add(sharedBarrier(barriers, ++barrier, barrierSem, lastBarrier));
                }
                code.add(ScriptedThread.of(a));
            }
        }
        return new Program("reduction", new Launch(agents, refs, Map.of(), List.of(), false), code);
    }

    /**
     * One workgroup of {@code size} invocations, each storing its loop counter to its own element of a
     * shared array and then meeting the others at a barrier, {@code iterations} times (as
     * {@code for (k…) { s[i] = k; barrier(); }} in GLSL: plain stores, a barrier without
     * MakeAvailable/MakeVisible), so every element's history grows by one write per iteration.
     */
    public static Program storeLoop(int size, int iterations) {
        List<Agent> agents = new ArrayList<>();
        Reference s = new Reference("s", "s", StorageClass.WORKGROUP, size, 0);
        Semantics barrierSem = new Semantics(true, true, Set.of(StorageClass.WORKGROUP), false, false);
        SourceSpan store = new SourceSpan("loop.comp", 3, 9);
        SourceSpan wait = new SourceSpan("loop.comp", 4, 9);
        Action[] barriers = new Action[iterations + 1];
        List<ThreadState> code = new ArrayList<>();
        for (int lid = 0; lid < size; lid++) {
            agents.add(new Agent(lid, "inv" + lid, 0, 0, 0));
            List<Action> a = new ArrayList<>();
            for (int k = 0; k < iterations; k++) {
                a.add(new Action.Store(s, lid, k, Access.PLAIN, store));
                a.add(sharedBarrier(barriers, k + 1, barrierSem, wait));
            }
            code.add(ScriptedThread.of(a));
        }
        return new Program("store-loop", new Launch(agents, List.of(s), Map.of(), List.of(), false), code);
    }

    /** The workgroup barrier with instance number {@code n}, made once and shared by every invocation. */
    private static Action sharedBarrier(Action[] barriers, int n, Semantics sem, SourceSpan src) {
        if (n >= barriers.length) {
            return new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP, sem, n, src);
        }
        if (barriers[n] == null) {
            barriers[n] = new Action.ControlBarrier(Scope.WORKGROUP, Scope.WORKGROUP, sem, n, src);
        }
        return barriers[n];
    }

    /**
     * Result of one measured run: CPU seconds of the stepping thread, CPU seconds of the whole process
     * (with the garbage collector's and the compiler's threads; -1 when unknown) and bytes the stepping
     * thread allocated (-1 when unknown).
     */
    record Measure(long steps, double seconds, double processSeconds, long allocated) {
        double eventsPerSecond() {
            return steps / seconds;
        }
    }

    /** CPU time of this thread: the machine may be shared, and the figure is per core. */
    private static long cpuNanos() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /** CPU time of the process (all its threads), or -1 when the platform does not say. */
    private static long processCpuNanos() {
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    /** Bytes allocated by this thread so far, or -1 when the platform does not say. */
    private static long allocatedBytes() {
        if (java.lang.management.ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t) {
            return t.getThreadAllocatedBytes(Thread.currentThread().getId());
        }
        return -1;
    }

    static Measure run(Program p, EngineOptions o) {
        return run(p, o, Scheduler.roundRobin());
    }

    static Measure run(Program p, EngineOptions o, Scheduler scheduler) {
        Engine e = new Engine(p, o);
        long a0 = allocatedBytes();
        long p0 = processCpuNanos();
        long t0 = cpuNanos();
        RunResult r = e.run(scheduler, StopCondition.NEVER, Long.MAX_VALUE);
        double s = (cpuNanos() - t0) / 1e9;
        long p1 = processCpuNanos();
        long a1 = allocatedBytes();
        if (!e.races().isEmpty()) {
            throw new IllegalStateException("the benchmark kernel must be race-free: " + e.races().get(0));
        }
        return new Measure(r.steps(), s, p0 < 0 ? -1 : (p1 - p0) / 1e9, a0 < 0 ? -1 : a1 - a0);
    }

    /** The run with the median time (the upper median of an even count). */
    static Measure median(Measure[] runs) {
        Measure[] sorted = runs.clone();
        java.util.Arrays.sort(sorted, java.util.Comparator.comparingDouble(Measure::seconds));
        return sorted[sorted.length / 2];
    }

    /** Each run's events per CPU-second in millions, slowest first ({@code 0.84 1.93 2.01 …}). */
    static String spread(Measure[] runs) {
        return java.util.Arrays.stream(runs).mapToDouble(Measure::eventsPerSecond).sorted()
                .mapToObj(v -> String.format("%.2f", v / 1e6)).collect(java.util.stream.Collectors.joining(" "))
                + " M";
    }

    /** The fastest run. */
    static Measure best(Measure[] runs) {
        Measure b = runs[0];
        for (Measure m : runs) {
            b = m.seconds() < b.seconds() ? m : b;
        }
        return b;
    }

    /** The names of the garbage collectors in use ("G1 Young Generation, G1 Old Generation" ...). */
    private static String collectors() {
        StringBuilder b = new StringBuilder();
        for (java.lang.management.GarbageCollectorMXBean gc
                : java.lang.management.ManagementFactory.getGarbageCollectorMXBeans()) {
            b.append(b.length() == 0 ? "" : ", ").append(gc.getName());
        }
        return b.toString();
    }

    private static long usedMemory() {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 4; i++) {
            System.gc();
        }
        return rt.totalMemory() - rt.freeMemory();
    }

    public static void main(String[] args) {
        int workgroups = args.length > 0 ? Integer.parseInt(args[0]) : 64;
        int size = args.length > 1 ? Integer.parseInt(args[1]) : 256;
        int seekSteps = args.length > 2 ? Integer.parseInt(args[2]) : 1_000_000;
        for (BenchRow row : measure(workgroups, size, seekSteps)) {
            System.out.printf("%-58s %-28s %-16s %s%n", row.figure(), row.value(), row.target(), row.verdict());
        }
    }

    /** Warm-up before the measured rounds: at least this many (on, off) pairs … */
    static final int WARM_UP_PAIRS = 20;
    /** … and at least this much CPU time of the stepping thread, in seconds. */
    static final double WARM_UP_SECONDS = 8;
    /** Measured (on, off) pairs of the reduction on a sixteenth of the workgroups, after half as many more. */
    static final int SMALL_RUNS = 16;
    /** Measured (on, off) pairs after the warm-up. */
    public static final int MEASURED_PAIRS = 10;

    /**
     * The headline figure alone (events per CPU-second, memory model and races on, median of {@link #MEASURED_PAIRS}
     * runs after the same warm-up as {@link #measure}) in the calling JVM as it is: {@code syncscope bench} reports it
     * beside the forked JVM's ({@link dev.syncscope.core.bench.ForkedBench}).
     */
    public static double medianInThisJvm(int workgroups, int size) {
        Program p = reduction(workgroups, size, 32, 1);
        EngineOptions on = EngineOptions.DEFAULTS;
        EngineOptions off = EngineOptions.DEFAULTS.withMemoryModel(false);
        double warm = 0;
        for (int i = 0; i < WARM_UP_PAIRS || warm < WARM_UP_SECONDS; i++) {
            warm += run(p, on).seconds() + run(p, off).seconds();
        }
        Measure[] ons = new Measure[MEASURED_PAIRS];
        for (int i = 0; i < MEASURED_PAIRS; i++) {
            ons[i] = run(p, on);
            run(p, off);
        }
        return median(ons).eventsPerSecond();
    }

    /**
     * The stepper's figures on the reduction workload, at the JIT's steady state: (on, off) pairs of runs
     * until {@link #WARM_UP_PAIRS} pairs and {@link #WARM_UP_SECONDS} CPU-seconds are done (HotSpot's tiered
     * compilation reaches it only after about 20 runs of this workload, some 4 M steps: the hot path is
     * compiled, deoptimized when a later phase of the kernel takes a branch the profile never saw, and
     * compiled again), then {@link #MEASURED_PAIRS} measured pairs. Events per CPU-second with and without
     * memory-model bookkeeping as the median of the measured runs (the target's verdict) and their best;
     * the first run in the JVM as it was, cold; the process CPU figure, with the collector's and
     * compiler's threads, over the measured runs; on and off for the same reduction on a sixteenth of the workgroups
     * ({@link #SMALL_RUNS} pairs: the cost of a step whose records are still in the cache); the same for one workgroup
     * looping 64 times and for the
     * seeded random scheduler (each median of 5 after 2 warm-ups), bytes allocated and retained per step,
     * one long run of {@code seekSteps} steps in one engine that keeps them all (per CPU-second of the stepping
     * thread, of the process, and per wall-clock second: a long Run in the window, whose figures the short
     * runs overstate), and seek time in that trace
     * (50 random seeks). Targets from the engine issue.
     */
    public static List<BenchRow> measure(int workgroups, int size, int seekSteps) {
        Program p = reduction(workgroups, size, 32, 1);
        EngineOptions on = EngineOptions.DEFAULTS;
        EngineOptions off = EngineOptions.DEFAULTS.withMemoryModel(false);
        Measure cold = run(p, on);
        double warm = cold.seconds();
        for (int i = 0; i < WARM_UP_PAIRS || warm < WARM_UP_SECONDS; i++) {
            warm += run(p, on).seconds() + run(p, off).seconds();
        }
        Measure[] ons = new Measure[MEASURED_PAIRS];
        Measure[] offs = new Measure[MEASURED_PAIRS];
        double process = 0;
        long processSteps = 0;
        for (int i = 0; i < MEASURED_PAIRS; i++) {
            ons[i] = run(p, on);
            process = process < 0 || ons[i].processSeconds() < 0 ? -1 : process + ons[i].processSeconds();
            processSteps += ons[i].steps();
            offs[i] = run(p, off);
        }
        Measure median = median(ons);
        Measure best = best(ons);
        Measure medianOff = median(offs);
        // the same program on a sixteenth of the workgroups (session 70): the steps are alike, but between two steps of
        // one invocation the engine touches a sixteenth of the records, which then are still in the cache; the gap to
        // the headline is what the records' layout costs, this figure what a step costs with its records at hand
        Program small = reduction(Math.max(1, workgroups / 16), size, 32, 1);
        Measure[] smallOns = new Measure[SMALL_RUNS];
        Measure[] smallOffs = new Measure[SMALL_RUNS];
        for (int i = -SMALL_RUNS / 2; i < SMALL_RUNS; i++) {
            Measure a = run(small, on);
            Measure b = run(small, off);
            if (i >= 0) {
                smallOns[i] = a;
                smallOffs[i] = b;
            }
        }
        // one workgroup looping 64 times: each location's history grows with the loop (the race check's horizons)
        Program looped = reduction(1, size, 32, 64);
        run(looped, on);
        run(looped, on);
        Measure[] loops = new Measure[5];
        for (int i = 0; i < loops.length; i++) {
            loops[i] = run(looped, on);
        }
        Measure medianLooped = median(loops);
        // the same workload under the seeded random scheduler: a random invocation each step (no locality)
        Scheduler random = Scheduler.seededRandom(1);
        run(p, on, random);
        run(p, on, random);
        Measure[] randoms = new Measure[5];
        for (int i = 0; i < randoms.length; i++) {
            randoms[i] = run(p, on, random);
        }
        Measure medianRandom = median(randoms);
        long before = usedMemory();
        Engine kept = new Engine(p, on);
        kept.run(Scheduler.roundRobin(), StopCondition.NEVER, Long.MAX_VALUE);
        long after = usedMemory();
        double bytesPerStep = (after - before) / (double) kept.traceSize();
        int repeats = Math.max(1, (int) Math.ceil(seekSteps / (double) median.steps()));
        Program big = reduction(workgroups, size, 32, repeats);
        kept = null;
        usedMemory();
        Engine e = new Engine(big, on);
        // the seek trace is also the long run: one engine keeps every step, as a long Run in the window does
        long lp0 = processCpuNanos();
        long lw0 = System.nanoTime();
        long lt0 = cpuNanos();
        RunResult longRun = e.run(Scheduler.roundRobin(), StopCondition.NEVER, seekSteps);
        double longSeconds = (cpuNanos() - lt0) / 1e9;
        double longWall = (System.nanoTime() - lw0) / 1e9;
        double longProcess = lp0 < 0 ? -1 : (processCpuNanos() - lp0) / 1e9;
        int n = e.traceSize();
        java.util.SplittableRandom r = new java.util.SplittableRandom(1);
        double worstMs = 0;
        double totalMs = 0;
        int seeks = 50;
        for (int i = 0; i < seeks; i++) {
            int target = r.nextInt(n + 1);
            long t0 = cpuNanos();
            e.seek(target);
            double ms = (cpuNanos() - t0) / 1e6;
            worstMs = Math.max(worstMs, ms);
            totalMs += ms;
        }
        String workload = workgroups + " x " + size + " reduction";
        return List.of(
                BenchRow.info("stepper workload", workload + ", " + median.steps() + " steps"),
                BenchRow.atLeast("stepper events per CPU-second (memory model + races; median of " + MEASURED_PAIRS
                        + " runs at the JIT's steady state)", median.eventsPerSecond(), 5_000_000, "events/s", "%,.0f"),
                BenchRow.info("stepper events per CPU-second, best run", String.format("%,.0f events/s",
                        best.eventsPerSecond())),
                // the median alone hid runs at a fraction of the others (session 53: medians of 0.84 and 2.01 M, both
                // with a best of 2.2 M): every measured run, on and off, slowest first
                BenchRow.info("  the measured runs, slowest first (on; off)", spread(ons) + "; " + spread(offs)),
                BenchRow.info("stepper events per CPU-second, first run in the JVM (cold JIT)",
                        String.format("%,.0f events/s", cold.eventsPerSecond())),
                BenchRow.info("stepper events per process-CPU-second (with GC and JIT threads, mean of "
                        + MEASURED_PAIRS + ")", process <= 0 ? "unknown"
                        : String.format("%,.0f events/s", processSteps / process)),
                BenchRow.info("bytes allocated per step (stepping thread)", median.allocated() < 0 ? "unknown"
                        : String.format("%,.0f B", median.allocated() / (double) median.steps())),
                BenchRow.info("garbage collector", collectors()),
                BenchRow.info("stepper events per CPU-second, 1 x " + size + " reduction x 64 repeats (long location "
                        + "histories)", String.format("%,.0f events/s (%,d steps, median of 5)",
                        medianLooped.eventsPerSecond(), medianLooped.steps())),
                BenchRow.info("stepper events per CPU-second, " + Math.max(1, workgroups / 16) + " x " + size
                        + " reduction (the same steps, a sixteenth of the records between two of one invocation's; on / off,"
                        + " median of " + SMALL_RUNS + ")", String.format("%,.0f / %,.0f events/s (%,d steps)",
                        median(smallOns).eventsPerSecond(), median(smallOffs).eventsPerSecond(), median(smallOns).steps())),
                BenchRow.info("stepper events per CPU-second, seeded random scheduler (median of 5)",
                        String.format("%,.0f events/s", medianRandom.eventsPerSecond())),
                BenchRow.info("stepper events per CPU-second, one long run (the " + String.format("%,d", longRun.steps())
                        + "-step seek trace, every step kept)", String.format("%,.0f events/s", longRun.steps() / longSeconds)),
                BenchRow.info("  the same long run per process-CPU-second / per wall-clock second (GC pauses included)",
                        (longProcess <= 0 ? "unknown" : String.format("%,.0f", longRun.steps() / longProcess))
                        + String.format(" / %,.0f events/s", longRun.steps() / longWall)),
                BenchRow.info("stepper events per CPU-second (bookkeeping off, median)",
                        String.format("%,.0f events/s", medianOff.eventsPerSecond())),
                BenchRow.atMost("memory-model overhead (on / off time, medians)",
                        median.seconds() / medianOff.seconds(), 3, "x", "%.2f"),
                BenchRow.info("bytes per retained step (trace + state)", String.format("%,.0f B", bytesPerStep)),
                BenchRow.atMost("seek to a random step of a " + String.format("%,d", n) + "-step trace (worst of 50)",
                        worstMs, 100, "ms", "%.1f"),
                BenchRow.info("seek, mean of 50", String.format("%.2f ms", totalMs / seeks)));
    }
}
